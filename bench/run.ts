import { benchLadder } from './ladder';
import { benchReads } from './reads';
import { benchStartup } from './startup';
import { benchStream } from './stream';
import { benchWeb } from './web';

/**
 * `npm run bench`: every figure the issues name, measured on this machine. Figures are
 * printed, never asserted: machines are shared and noisy.
 */
const suites: Record<string, () => Promise<Record<string, string>>> = {
  startup: benchStartup,
  ladder: benchLadder,
  stream: benchStream,
  reads: benchReads,
  web: benchWeb,
};

const only = process.argv.slice(2);
for (const [name, suite] of Object.entries(suites)) {
  if (only.length && !only.includes(name)) continue;
  console.log(`\n${name}`);
  for (const [figure, value] of Object.entries(await suite())) console.log(`  ${figure}: ${value}`);
}
