import type { DrawFields, DrawOutcome, DrawProblem } from '@touchline/domain';
import { adminSocketPath } from '../../admin/channel';
import { openConfiguredDatabase, progressPrinter } from '../../cli/common';
import { loadConfig } from '../../config';
import { DataDirLockedError } from '../../db/lock';
import { drawOverChannel } from './channel';
import { DrawRefused, importDraw } from './importDraw';
import { drawCompetition } from './load';

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 'es'}`;

/** One line per problem: where, what, and the closest names. */
export function printProblems(file: string, problems: DrawProblem[]) {
  console.error(
    `${file} has ${problems.length} problem${problems.length === 1 ? '' : 's'}; nothing was written:`,
  );
  for (const p of problems) {
    const where = p.row ? `row ${p.row}${p.column ? `, ${p.column}` : ''}` : 'the file';
    const hint = p.suggestions.length
      ? ` (did you mean ${p.suggestions.map((s) => `'${s}'`).join(', ')}?)`
      : '';
    console.error(`  ${where}: ${p.message}${hint}`);
  }
}

const show = (fields: Partial<DrawFields>) =>
  Object.entries(fields)
    .map(([key, value]) => `${key} ${value ?? '(none)'}`)
    .join(', ');

/** The preview: each match added or changed (before → after), then the counts. */
export function printOutcome(outcome: DrawOutcome) {
  for (const r of outcome.rows) {
    const { round, home, away, dateTime } = r.match;
    if (r.action === 'add')
      console.log(`  row ${r.row}: add ${round}, ${home} v ${away}, ${dateTime ?? 'no date'}`);
    if (r.action === 'change')
      console.log(
        `  row ${r.row}: change match ${r.matchId} (${round}, ${home} v ${away}): ${show(r.before ?? {})} → ${show(r.after ?? {})}`,
      );
  }
  const { added, changed, unchanged } = outcome;
  console.log(
    outcome.written
      ? `Wrote ${plural(added, 'match')} added, ${changed} changed; ${unchanged} left as they were.`
      : `Preview: ${plural(added, 'match')} to add, ${changed} to change, ${unchanged} left as they are.`,
  );
}

/**
 * `npm run import -- draw.csv --competition ID [--check]`: checks the draw and prints its
 * problems (exit 1) or its preview; without --check, writes it in one transaction. While the
 * server holds the embedded database, the draw is sent to it over its admin channel.
 */
export async function runDrawImport(file: string, text: string, competitionId: number, check: boolean) {
  const write = !check;
  let database: Awaited<ReturnType<typeof openConfiguredDatabase>>;
  try {
    database = await openConfiguredDatabase();
  } catch (error) {
    if (!(error instanceof DataDirLockedError)) throw error;
    const answer = await drawOverChannel(
      adminSocketPath(loadConfig().dataDir),
      competitionId,
      text,
      write,
      progressPrinter(),
    );
    if (!answer) throw error;
    if ('problems' in answer) {
      printProblems(file, answer.problems);
      return 1;
    }
    if ('refused' in answer) {
      console.error(`Error: ${answer.refused}; nothing was written.`);
      return 1;
    }
    printOutcome(answer.outcome);
    return 0;
  }
  try {
    const competition = await drawCompetition(database.db, competitionId);
    if (!competition) {
      console.error(`Error: no competition ${competitionId} is loaded; nothing was written.`);
      return 1;
    }
    const answer = await importDraw(database.db, competition, text, { write, progress: progressPrinter() });
    printOutcome(answer.outcome);
    return 0;
  } catch (error) {
    if (!(error instanceof DrawRefused)) throw error;
    printProblems(file, error.problems);
    return 1;
  } finally {
    await database.close();
  }
}
