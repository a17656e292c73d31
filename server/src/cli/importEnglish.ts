/**
 * Converts the English league results (English Football Database by Joshua C. Fjelstul,
 * CC BY-SA 4.0) into a Touchline import file, checks its ladders against the published
 * tables, and writes the file or imports it.
 */
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { ENGLISH_LEAGUE_LICENCE, englishLeagueToImport, seasonLabel } from '../import/english/convert';
import { computeEnglishLadders, publishedStandings, standingDifferences } from '../import/english/verify';
import { validateImport } from '../import/validate';
import { writeImport } from '../import/write';
import { openConfiguredDatabase, progressPrinter, run } from './common';

const DEFAULT_DATA = path.resolve(import.meta.dirname, '../../../datasets/english-league');

const USAGE = `Usage: npm run import:english -- [--tier N] [--national ID] [--data DIR] [--out FILE]

Converts one tier (1-4, default 1) of the English league results 1992-2023 into a
Touchline import file for national ID (default 901), validates it and compares every
season's ladder with the published table. With --out FILE the file is written there;
otherwise it is imported into the configured database (DATABASE_URL or DATA_DIR).
DIR holds league-matches.csv and league-tables.csv (default ${DEFAULT_DATA}).
Data: ${ENGLISH_LEAGUE_LICENCE}.`;

function option(args: string[], name: string): string | undefined {
  const i = args.indexOf(name);
  return i < 0 ? undefined : args[i + 1];
}

run(async () => {
  const args = process.argv.slice(2);
  if (args.includes('--help') || args.includes('-h')) {
    console.log(USAGE);
    return 0;
  }
  const cwd = process.env.INIT_CWD ?? process.cwd();
  const tier = Number(option(args, '--tier') ?? 1);
  const nationalId = Number(option(args, '--national') ?? 901);
  const dataOption = option(args, '--data');
  const dataDir = dataOption ? path.resolve(cwd, dataOption) : DEFAULT_DATA;
  const outOption = option(args, '--out');
  if (![1, 2, 3, 4].includes(tier) || !Number.isInteger(nationalId) || nationalId < 1) {
    console.error(USAGE);
    return 2;
  }
  const started = performance.now();
  const [matchesCsv, tablesCsv] = await Promise.all(
    ['league-matches.csv', 'league-tables.csv'].map((name) => readFile(path.join(dataDir, name), 'utf8')),
  );
  const file = englishLeagueToImport(matchesCsv!, tablesCsv!, { tier, nationalId });
  const checked = validateImport(file);
  if (!checked.ok) {
    console.error('The converted file is not valid:');
    for (const p of checked.problems) console.error(`  ${p.path}: ${p.message}`);
    return 1;
  }
  console.log(
    `Converted tier ${tier}: ${file.seasons.length} seasons, ${file.teams.length} teams, ${file.matches.length} matches ` +
      `in ${((performance.now() - started) / 1000).toFixed(1)} s.`,
  );

  const published = publishedStandings(tablesCsv!, tier);
  const ladders = computeEnglishLadders(file);
  let differing = 0;
  for (const c of file.competitions) {
    const found = standingDifferences(published.get(c.season) ?? [], ladders.get(c.id)!);
    if (!found.length) continue;
    differing++;
    console.log(`${seasonLabel(c.season)}: the ladder differs from the published table:`);
    for (const line of found) console.log(`  ${line}`);
  }
  console.log(
    differing
      ? `${differing} of ${file.competitions.length} seasons differ from the published tables (see above).`
      : `Every season's ladder matches the published table.`,
  );

  if (outOption) {
    const out = path.resolve(cwd, outOption);
    await writeFile(out, `${JSON.stringify(file, null, 1)}\n`);
    console.log(`Wrote ${out}.`);
    return 0;
  }
  const database = await openConfiguredDatabase();
  try {
    const summary = await writeImport(database.db, checked.file, progressPrinter());
    console.log(
      `Imported national ${summary.nationalId} in ${((performance.now() - started) / 1000).toFixed(1)} s.`,
    );
  } finally {
    await database.close();
  }
  return 0;
});
