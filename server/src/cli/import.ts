import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { TaskRefused } from '../admin/tasks';
import { runDrawImport } from '../import/draw/cli';
import { validateImport } from '../import/validate';
import { openTasks, progressPrinter, run } from './common';

const USAGE = `Usage: npm run import -- FILE [--check]
       npm run import -- DRAW.csv --competition ID [--check]

Validates a Touchline import file (schemas/import.schema.json) and writes it in one
transaction. Every problem is listed with its JSON path; a file with any problem writes
nothing. --check validates only. While the server runs on the embedded database, the file is
written through it, and its answers show the import at once.

A .csv file is a competition's draw (fixtures and results; see the README): its problems are
listed by row and column, else what it adds and changes, which is then written in one
transaction (with --check, nothing is written).`;

run(async () => {
  const args = process.argv.slice(2);
  if (args.includes('--help') || args.includes('-h')) {
    console.log(USAGE);
    return 0;
  }
  const checkOnly = args.includes('--check');
  const at = args.indexOf('--competition');
  const competition = at < 0 ? undefined : args[at + 1];
  const files = args.filter((a, i) => !a.startsWith('--') && (at < 0 || i !== at + 1));
  if (files.length !== 1) {
    console.error(USAGE);
    return 2;
  }
  const file = path.resolve(process.env.INIT_CWD ?? process.cwd(), files[0]!);
  const started = performance.now();
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (error) {
    console.error(`Error: cannot read ${file}: ${(error as NodeJS.ErrnoException).code ?? error}`);
    return 1;
  }
  if (competition !== undefined || file.toLowerCase().endsWith('.csv')) {
    if (!competition || !/^[1-9][0-9]{0,9}$/.test(competition)) {
      console.error(
        `Error: a draw needs --competition ID, the competition's id (a whole number).\n\n${USAGE}`,
      );
      return 2;
    }
    return runDrawImport(file, text, Number(competition), checkOnly);
  }
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (error) {
    console.error(`Error: ${file} is not valid JSON: ${(error as Error).message}`);
    return 1;
  }
  const checked = validateImport(json);
  if (!checked.ok) {
    console.error(
      `${file} has ${checked.problems.length} problem${checked.problems.length === 1 ? '' : 's'}; nothing was written:`,
    );
    for (const p of checked.problems) console.error(`  ${p.path}: ${p.message}`);
    return 1;
  }
  console.log(`${file} is valid.`);
  if (checkOnly) return 0;
  const tasks = await openTasks();
  try {
    const summary = await tasks.importFile(checked.file, progressPrinter());
    const counts = Object.entries(summary.counts)
      .map(([k, v]) => `${v} ${k}`)
      .join(', ');
    console.log(
      `Imported national ${summary.nationalId} in ${((performance.now() - started) / 1000).toFixed(1)} s: ${counts}.`,
    );
  } catch (error) {
    // Validation catches what a file can break alone; this is a clash with what is stored.
    if (!(error instanceof TaskRefused)) throw error;
    console.error(`Error: ${error.message}; nothing was written.`);
    return 1;
  } finally {
    await tasks.close();
  }
  return 0;
});
