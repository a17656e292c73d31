import { readBest } from './best';
import { benchLadder } from './ladder';
import { benchPlays } from './plays';
import { benchPush } from './push';
import { benchReads } from './reads';
import { benchStartup } from './startup';
import { benchSteady } from './steady';
import { benchStream } from './stream';
import { benchWeb } from './web';

/**
 * `npm run bench [-- SUITE...] [--lighthouse]`: every figure the issues name, measured on this
 * machine. Figures are printed, never asserted: machines are shared and noisy. `--lighthouse`
 * adds Lighthouse's scores to `web`, fetching Lighthouse on first use (./web.ts). A figure
 * with a row in BEST.md is followed by its best, so a slide shows against the best, not the last
 * commit.
 */
const args = process.argv.slice(2);
const flags = args.filter((a) => a.startsWith('--'));
const unknown = flags.filter((f) => f !== '--lighthouse');
if (unknown.length) {
  console.error(`Unknown option ${unknown.join(', ')}. Usage: npm run bench -- [SUITE...] [--lighthouse]`);
  process.exit(2);
}

const suites: Record<string, () => Promise<Record<string, string>>> = {
  startup: benchStartup,
  ladder: benchLadder,
  stream: benchStream,
  reads: benchReads,
  steady: benchSteady,
  push: benchPush,
  plays: benchPlays,
  web: () => benchWeb({ lighthouse: flags.includes('--lighthouse') }),
};

const only = args.filter((a) => !a.startsWith('--'));
const best = readBest();
for (const [name, suite] of Object.entries(suites)) {
  if (only.length && !only.includes(name)) continue;
  console.log(`\n${name}`);
  for (const [figure, value] of Object.entries(await suite())) {
    const kept = best(name, figure);
    console.log(`  ${figure}: ${value}${kept === undefined ? '' : ` (best: ${kept})`}`);
  }
}
