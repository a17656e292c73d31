import type { ManageWriteResult } from '@touchline/domain';
import { and, eq, getTableColumns } from 'drizzle-orm';
import type { Tx } from '../db/client';
import * as t from '../db/schema';
import { AppError } from '../errors';
import { appendLog, lockMatch } from '../live/log';
import type { Outcome } from '../live/writes';
import type { TokenPrincipal } from '../plugins/auth';
import type { National } from '../plugins/national';
import { presentChange } from '../presenters/matchChange';
import { type MatchChangeRow, matchChangeRepository } from '../repositories/matchChanges';

type Columns = Record<string, { columnType: string }>;

/** A table's row from its JSON in the history: only its columns, times back from ISO text. */
function rowOf<R>(columns: Columns, json: Record<string, unknown>): R {
  const row: Record<string, unknown> = {};
  for (const [field, value] of Object.entries(json)) {
    const column = columns[field];
    if (!column) continue;
    row[field] = column.columnType === 'PgTimestamp' && typeof value === 'string' ? new Date(value) : value;
  }
  return row as R;
}

const MATCH_COLUMNS: Columns = getTableColumns(t.matches);
const OFFICIAL_COLUMNS: Columns = getTableColumns(t.matchOfficials);
const LIST_COLUMNS: Columns = getTableColumns(t.teamListEntries);

/**
 * Undoes a 'removed' change: puts the match back with its id, its officials and its team lists,
 * from the whole row the removal kept in `before`. A 409 when the match is back already or its
 * competition is gone; a round removed meanwhile leaves the match without one.
 */
export async function restoreRemoved(
  tx: Tx,
  national: National,
  principal: TokenPrincipal,
  change: MatchChangeRow,
): Promise<Outcome<ManageWriteResult>> {
  const { matchId } = change;
  if (await lockMatch(tx, national.id, matchId))
    throw new AppError(409, 'MATCH_EXISTS', `Match ${matchId} is there: it has been put back already`);
  const { officials, teamLists, ...fields } = change.before as {
    officials?: Record<string, unknown>[];
    teamLists?: Record<string, unknown>[];
  } & Record<string, unknown>;
  const row = rowOf<typeof t.matches.$inferInsert>(MATCH_COLUMNS, fields);
  const [competition] = await tx
    .select({ id: t.competitions.id })
    .from(t.competitions)
    .where(and(eq(t.competitions.nationalId, national.id), eq(t.competitions.id, row.competitionId)));
  if (!competition)
    throw new AppError(
      409,
      'COMPETITION_GONE',
      `Match ${matchId}'s competition ${row.competitionId} is gone`,
    );
  if (row.roundId != null) {
    const [round] = await tx.select({ id: t.rounds.id }).from(t.rounds).where(eq(t.rounds.id, row.roundId));
    if (!round) row.roundId = null;
  }
  const [restored] = await tx
    .insert(t.matches)
    .values({ ...row, id: matchId, nationalId: national.id, updatedAt: new Date() })
    .returning();
  if (officials?.length)
    await tx
      .insert(t.matchOfficials)
      .values(officials.map((o) => rowOf<typeof t.matchOfficials.$inferInsert>(OFFICIAL_COLUMNS, o)));
  if (teamLists?.length)
    await tx
      .insert(t.teamListEntries)
      .values(teamLists.map((l) => rowOf<typeof t.teamListEntries.$inferInsert>(LIST_COLUMNS, l)));
  await lockMatch(tx, national.id, matchId);
  const revert = await matchChangeRepository.recordChange(tx, national.id, {
    matchId,
    kind: 'revert',
    by: principal,
    before: {},
    after: change.before,
  });
  if (!(await matchChangeRepository.markReverted(tx, change.id, revert.id)))
    throw new AppError(409, 'ALREADY_REVERTED', `Change ${change.id} was reverted meanwhile`);
  // The match's log went with it: this message starts a new one, and lists refetch.
  const position = await appendLog(tx, {
    nationalId: national.id,
    matchId,
    name: 'event:refresh',
    payload: { type: 'fixture' },
  });
  return {
    result: {
      scores: { homeTeam: restored!.homeScore, awayTeam: restored!.awayScore },
      status: restored!.status,
      change: presentChange(revert),
    },
    position,
  };
}
