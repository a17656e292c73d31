import { seedDemo } from '../seed';
import { openConfiguredDatabase, progressPrinter, run } from './common';

const USAGE = `Usage: npm run seed:demo -- [--scale N]

Generates the demo (nationals 14 and 12, dated around today) and imports it. Re-running it
on the same day changes nothing. --scale N multiplies its size, for benchmarks.`;

run(async () => {
  const args = process.argv.slice(2);
  if (args.includes('--help') || args.includes('-h')) {
    console.log(USAGE);
    return 0;
  }
  const at = args.indexOf('--scale');
  const scale = at >= 0 ? Number(args[at + 1]) : 1;
  if (!Number.isInteger(scale) || scale < 1 || scale > 50) {
    console.error('Error: --scale takes a whole number from 1 to 50');
    return 2;
  }
  const started = performance.now();
  const database = await openConfiguredDatabase();
  try {
    console.log(`Generating and importing the demo at scale ${scale}...`);
    const summaries = await seedDemo(database.db, { scale, progress: progressPrinter() });
    for (const s of summaries)
      console.log(
        `  national ${s.nationalId}: ${Object.entries(s.counts)
          .map(([k, v]) => `${v} ${k}`)
          .join(', ')}`,
      );
    console.log(`Done in ${((performance.now() - started) / 1000).toFixed(1)} s.`);
  } finally {
    await database.close();
  }
  return 0;
});
