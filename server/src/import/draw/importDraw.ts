import type { DrawOutcome, DrawProblem } from '@touchline/domain';
import { and, eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import * as t from '../../db/schema';
import { AppError } from '../../errors';
import { type Appended, appendedIn, appendLog, lockMatch } from '../../live/log';
import { type MatchesBefore, queueImportNotices } from '../../push/importNotices';
import { matchChangeRepository } from '../../repositories/matchChanges';
import { batches, upsertBySource } from '../upsert';
import type { ImportProgress } from '../write';
import { type DrawCompetition, drawContext } from './load';
import { type DrawValues, type PlannedRow, planDraw, type StoredMatch } from './plan';
import { readDrawCsv } from './read';

/** A draw with problems: every one, and nothing written (thrown, so its transaction rolls back). */
export class DrawRefused extends AppError {
  constructor(readonly problems: DrawProblem[]) {
    super(
      400,
      'DRAW_PROBLEMS',
      `The draw has ${problems.length} problem${problems.length === 1 ? '' : 's'}; nothing was written`,
    );
  }
}

/** What a draw did (or would do), and the messages it logged per match, for after it commits. */
export interface DrawAnswer {
  outcome: DrawOutcome;
  logged: { matchId: number; position: number; appended: Appended[] }[];
}

/** A new match's source id: the competition, round and teams, the key a draw matches on. */
const sourceIdOf = (competition: DrawCompetition, row: PlannedRow) =>
  `draw:${competition.sourceId}:${row.values.roundId}:${row.values.homeTeamId}:${row.values.awayTeamId}`;

/**
 * Reads a draw file for a competition and plans it (`planDraw`) in the caller's transaction,
 * throwing a `DrawRefused` with every problem; with `write`, writes every row. New matches go
 * through the import's upsert; a changed match is locked and updated, and a change to its
 * status or score is logged for its followers' streams. A moved or called-off match is news
 * for its followers (`queueImportNotices`), as in a JSON import. The database's triggers bump
 * the competition's results version, so its ladders, leaderboards and lists are rebuilt.
 */
export async function draftDraw(
  tx: Tx,
  competition: DrawCompetition,
  text: string,
  options: { write: boolean; progress?: ImportProgress | undefined; by?: ChangedBy | undefined },
): Promise<DrawAnswer> {
  const read = readDrawCsv(text);
  if ('problems' in read) throw new DrawRefused(read.problems);
  const context = await drawContext(tx, competition);
  const planned = planDraw(context, read.rows);
  if ('problems' in planned) throw new DrawRefused(planned.problems);
  const rows = planned.planned;
  const count = (action: string) => rows.filter((r) => r.plan.action === action).length;
  const outcome: DrawOutcome = {
    competitionId: competition.id,
    written: options.write,
    added: count('add'),
    changed: count('change'),
    unchanged: count('same'),
    rows: rows.map((r) => r.plan),
  };
  if (!options.write) return { outcome, logged: [] };
  const positions = await writeDraw(tx, competition, context.matches, rows, options.progress, options.by);
  const appended = appendedIn(tx);
  const logged = positions.map((p) => ({
    ...p,
    appended: appended.filter((a) => a.row.matchId === p.matchId),
  }));
  return { outcome, logged };
}

/** `draftDraw` in a transaction of its own: all rows or none. */
export function importDraw(
  db: Db,
  competition: DrawCompetition,
  text: string,
  options: { write: boolean; progress?: ImportProgress | undefined },
): Promise<DrawAnswer> {
  return db.transaction((tx) => draftDraw(tx, competition, text, options));
}

async function writeDraw(
  tx: Tx,
  competition: DrawCompetition,
  stored: StoredMatch[],
  rows: PlannedRow[],
  progress: ImportProgress | undefined,
  by: ChangedBy | undefined,
) {
  const { nationalId } = competition;
  const added = rows.filter((r) => r.plan.action === 'add');
  const changed = rows
    .filter((r) => r.plan.action === 'change')
    .sort((a, b) => a.plan.matchId! - b.plan.matchId!);
  const total = added.length + changed.length;
  let done = 0;
  await progress?.('matches', 0, total);
  const addedIds = await upsertBySource(
    tx,
    t.matches,
    [t.matches.nationalId, t.matches.sourceId],
    added.map((r) => ({
      ...r.values,
      nationalId,
      sourceId: sourceIdOf(competition, r),
      competitionId: competition.id,
      periods: competition.periods,
      periodType: competition.periodType,
      setScores: [],
      matchTimeouts: { homeTeam: 0, awayTeam: 0 },
      sportType: competition.sportType,
    })),
    async (n) => {
      done += n;
      await progress?.('matches', done, total);
    },
  );
  const was = new Map(stored.map((m) => [m.id, m]));
  const before: MatchesBefore = new Map();
  const logged: { matchId: number; position: number }[] = [];
  for (const batch of batches(changed)) {
    for (const { values, plan } of batch) {
      const matchId = plan.matchId!;
      // Locked in id order, as every write locks its match first: no cycle with another write.
      await lockMatch(tx, nationalId, matchId);
      const old = was.get(matchId)!;
      before.set(matchId, { dateTime: old.dateTime, status: old.status });
      await tx
        .update(t.matches)
        .set({ ...values, updatedAt: new Date() })
        .where(and(eq(t.matches.nationalId, nationalId), eq(t.matches.id, matchId)));
      logged.push({ matchId, position: await tellFollowers(tx, nationalId, old, values, by) });
    }
    done += batch.length;
    await progress?.('matches', done, total);
  }
  await queueImportNotices(tx, before);
  if (by)
    for (const row of added) {
      const { homeScore: _h, awayScore: _a, ...fields } = row.values;
      await matchChangeRepository.recordChange(tx, nationalId, {
        matchId: addedIds.get(sourceIdOf(competition, row))!,
        kind: 'added',
        by,
        before: {},
        after: kept(fields),
      });
    }
  return logged;
}

/** Who asks, when a token does: its changes are kept in each match's history. */
export interface ChangedBy {
  tokenId: number;
}

const RESULT_FIELDS = ['homeScore', 'awayScore', 'status'] as const;
const FIXTURE_FIELDS = ['dateTime', 'venueId', 'fieldName'] as const;

/** Values as the history keeps them: a time as ISO text. */
const kept = (fields: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(fields).map(([k, v]) => [k, v instanceof Date ? v.toISOString() : v]));

/**
 * Logs a changed match's messages, as the manager's own writes do: its status, then a scoring
 * refresh for a new result; a fixture refresh for a new kickoff, venue or field. With a token,
 * keeps each change (result, fixture) in the match's history. Answers the last position logged.
 */
async function tellFollowers(
  tx: Tx,
  nationalId: number,
  old: StoredMatch,
  values: DrawValues,
  by?: ChangedBy,
) {
  const differs = (k: keyof DrawValues) => kept({ v: old[k] }).v !== kept({ v: values[k] }).v;
  const pick = (from: DrawValues, keys: readonly (keyof DrawValues)[]) =>
    kept(Object.fromEntries(keys.filter(differs).map((k) => [k, from[k]])));
  let position = 0;
  const matchId = old.id;
  if (differs('status'))
    await appendLog(tx, {
      nationalId,
      matchId,
      name: 'status',
      payload: { status: values.status, forfeitingTeam: null },
    });
  for (const [kind, keys] of [
    ['result', RESULT_FIELDS],
    ['fixture', FIXTURE_FIELDS],
  ] as const) {
    if (!keys.some(differs)) continue;
    position = await appendLog(tx, {
      nationalId,
      matchId,
      name: 'event:refresh',
      payload: { type: kind === 'result' ? 'scoring' : 'fixture' },
    });
    if (by)
      await matchChangeRepository.recordChange(tx, nationalId, {
        matchId,
        kind,
        by,
        before: pick(old, keys),
        after: pick(values, keys),
      });
  }
  return position;
}
