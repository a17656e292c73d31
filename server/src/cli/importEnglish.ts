/**
 * Converts the English league results (English Football Database by Joshua C. Fjelstul,
 * CC BY-SA 4.0) into a Touchline import file, checks its ladders against the published
 * tables, and writes the file or imports it.
 */
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { ENGLISH_LEAGUE_LICENCE, englishLeagueToImport, seasonLabel } from '../import/english/convert';
import { checkEnglishLadders, seasonFails } from '../import/english/verify';
import type { ImportFile } from '../import/format';
import { validateImport } from '../import/validate';
import { writeImport } from '../import/write';
import { openConfiguredDatabase, progressPrinter, run } from './common';

const DEFAULT_DATA = path.resolve(import.meta.dirname, '../../../datasets/english-league');

const USAGE = `Usage: npm run import:english -- [--tier N] [--national ID] [--data DIR] [--out FILE]

Converts one tier (1-4, default 1) of the English league results 1992-2023 into a
Touchline import file for national ID (default 901), validates it and compares every
season's ladder with the published table, ranked by the rules of its era. Any season that
differs (beyond the published errors listed in server/src/import/english/rules.ts) stops
the command with exit code 1 and nothing written. With --out FILE the file is written
there; otherwise it is imported into the configured database (DATABASE_URL or DATA_DIR).
DIR holds league-matches.csv and league-tables.csv (default ${DEFAULT_DATA}).
Data: ${ENGLISH_LEAGUE_LICENCE}.`;

/** An option's value; null when the option is given without one. */
function option(args: string[], name: string): string | undefined | null {
  const i = args.indexOf(name);
  if (i < 0) return undefined;
  const value = args[i + 1];
  return value === undefined || value.startsWith('--') ? null : value;
}

run(async () => {
  const args = process.argv.slice(2);
  if (args.includes('--help') || args.includes('-h')) {
    console.log(USAGE);
    return 0;
  }
  const cwd = process.env.INIT_CWD ?? process.cwd();
  const options = ['--tier', '--national', '--data', '--out'].map((name) => option(args, name));
  const [tierOption, nationalOption, dataOption, outOption] = options;
  const tier = Number(tierOption ?? 1);
  const nationalId = Number(nationalOption ?? 901);
  const dataDir = dataOption ? path.resolve(cwd, dataOption) : DEFAULT_DATA;
  if (
    options.includes(null) ||
    ![1, 2, 3, 4].includes(tier) ||
    !Number.isInteger(nationalId) ||
    nationalId < 1
  ) {
    console.error(USAGE);
    return 2;
  }
  const started = performance.now();
  const csv: string[] = [];
  for (const name of ['league-matches.csv', 'league-tables.csv']) {
    const file = path.join(dataDir, name);
    try {
      csv.push(await readFile(file, 'utf8'));
    } catch (error) {
      console.error(`Error: cannot read ${file}: ${(error as NodeJS.ErrnoException).code ?? error}`);
      return 1;
    }
  }
  const [matchesCsv, tablesCsv] = csv as [string, string];
  let file: ImportFile;
  try {
    file = englishLeagueToImport(matchesCsv, tablesCsv, { tier, nationalId });
  } catch (error) {
    console.error(`Error: cannot convert ${dataDir}: ${(error as Error).message}`);
    return 1;
  }
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

  const checks = checkEnglishLadders(file, tablesCsv, tier);
  for (const check of checks) {
    for (const { line, reason } of check.known)
      console.log(
        `${seasonLabel(check.season)}: a known error in the published table: ${line}\n  (${reason})`,
      );
    if (!seasonFails(check)) continue;
    console.error(`${seasonLabel(check.season)}: the ladder differs from the published table:`);
    for (const line of check.differences) console.error(`  ${line}`);
    for (const line of check.stale)
      console.error(`  listed as a published error, but the ladder no longer differs there: ${line}`);
  }
  const failed = checks.filter(seasonFails);
  if (failed.length) {
    console.error(
      `Error: ${failed.length} of ${checks.length} seasons of tier ${tier} differ from the published tables ` +
        `(${failed.map((c) => seasonLabel(c.season)).join(', ')}; see above); nothing was written.`,
    );
    return 1;
  }
  console.log(`Every season's ladder matches the published table.`);

  if (outOption) {
    const out = path.resolve(cwd, outOption);
    try {
      await writeFile(out, `${JSON.stringify(file, null, 1)}\n`);
    } catch (error) {
      console.error(`Error: cannot write ${out}: ${(error as NodeJS.ErrnoException).code ?? error}`);
      return 1;
    }
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
