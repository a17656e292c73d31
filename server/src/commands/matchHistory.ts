import type { ManageWriteResult } from '@touchline/domain';
import { eq, getTableColumns } from 'drizzle-orm';
import type { Tx } from '../db/client';
import * as t from '../db/schema';
import { AppError, notFound } from '../errors';
import type { Outcome } from '../live/writes';
import type { TokenPrincipal } from '../plugins/auth';
import type { National } from '../plugins/national';
import { presentChange } from '../presenters/matchChange';
import { queueImportNotices } from '../push/importNotices';
import type { MatchRow } from '../repositories/lookups';
import { type ChangedFields, matchChangeRepository } from '../repositories/matchChanges';
import { checkTeamsMayChange } from './fixtureWrites';
import { lockFoundMatch } from './liveWrites';
import { restoreRemoved } from './matchRestore';
import { difference, logResultChange } from './resultWrites';

const COLUMNS = getTableColumns(t.matches);
/** Fields a change never touches, so a revert never writes them. */
/** The fields that say who plays: reverting any of them changes the match's teams. */
const TEAM_FIELDS = new Set(['homeTeamId', 'awayTeamId', 'isBye']);

const FIXED = new Set(['id', 'nationalId', 'sourceId', 'competitionId', 'updatedAt']);

/** The match row's value of a field as the history keeps it (a time as ISO text). */
const kept = (value: unknown) => (value instanceof Date ? value.toISOString() : value);
const same = (a: unknown, b: unknown) => JSON.stringify(kept(a)) === JSON.stringify(kept(b));

/** The match fields `before` names, as the match row takes them (ISO text back to a time). */
function restored(before: ChangedFields): Partial<MatchRow> {
  const set: Record<string, unknown> = {};
  for (const [field, value] of Object.entries(before)) {
    const column = COLUMNS[field as keyof typeof COLUMNS];
    if (!column || FIXED.has(field))
      throw new AppError(
        409,
        'REVERT_UNSUPPORTED',
        `The change touched '${field}', which a revert cannot restore`,
      );
    set[field] = column.columnType === 'PgTimestamp' && typeof value === 'string' ? new Date(value) : value;
  }
  return set as Partial<MatchRow>;
}

/**
 * Undoes a manager's change (POST …/changes/{changeId}/revert): puts back `before` field by field,
 * whatever the kind, in one transaction, records a 'revert' change and marks the change reverted;
 * a removed match is put back whole (`restoreRemoved`). A 409 when it was reverted already, is
 * itself a revert or added a match (remove the match instead), or when the match has changed
 * those fields since (a later change, or a live write): the answer names them.
 */
export async function revertChange(
  tx: Tx,
  national: National,
  principal: TokenPrincipal,
  matchId: number,
  changeId: number,
): Promise<Outcome<ManageWriteResult>> {
  const change = await matchChangeRepository.byId(tx, national.id, matchId, changeId);
  if (!change) throw notFound(`change ${changeId} of match ${matchId}`);
  if (change.revertedBy !== null)
    throw new AppError(
      409,
      'ALREADY_REVERTED',
      `Change ${changeId} was reverted by change ${change.revertedBy}`,
    );
  // A second revert racing this one is refused by markReverted, under the match's lock.
  if (change.kind === 'removed') return restoreRemoved(tx, national, principal, change);
  const match = await lockFoundMatch(tx, national, matchId);
  if (change.kind !== 'result' && change.kind !== 'fixture')
    throw new AppError(
      409,
      'REVERT_UNSUPPORTED',
      change.kind === 'added'
        ? `Change ${changeId} added match ${matchId}: remove the match (DELETE /live/matches/${matchId}) instead`
        : `Change ${changeId} is a revert: make the change again instead`,
    );
  const fields = Object.keys(change.after);
  const later = (await matchChangeRepository.changesOf(tx, national.id, matchId)).filter(
    (c) =>
      c.id > change.id &&
      c.kind !== 'revert' &&
      c.revertedBy === null &&
      Object.keys(c.after).some((f) => fields.includes(f)),
  );
  if (later.length)
    throw new AppError(
      409,
      'CHANGED_SINCE',
      `Match ${matchId} has changed since change ${changeId}: ${later
        .map(
          (c) =>
            `change ${c.id} (${c.kind}) set ${Object.keys(c.after)
              .filter((f) => fields.includes(f))
              .join(', ')}`,
        )
        .join('; ')}`,
    );
  const moved = fields.filter((f) => !same(match[f as keyof MatchRow], change.after[f]));
  if (moved.length)
    throw new AppError(
      409,
      'CHANGED_SINCE',
      `Match ${matchId} has changed since change ${changeId}: ${moved
        .map(
          (f) =>
            `${f} is ${JSON.stringify(kept(match[f as keyof MatchRow]))}, not ${JSON.stringify(change.after[f])}`,
        )
        .join('; ')}`,
    );
  // Putting teams back is a change of teams, with the fixture editor's rules.
  if (fields.some((f) => TEAM_FIELDS.has(f))) await checkTeamsMayChange(tx, match);
  const set = restored(change.before);
  await tx
    .update(t.matches)
    .set({ ...set, updatedAt: new Date() })
    .where(eq(t.matches.id, match.id));
  const updated: MatchRow = { ...match, ...set };
  const { before, after } = difference(match, set);
  const revert = await matchChangeRepository.recordChange(tx, national.id, {
    matchId,
    kind: 'revert',
    by: principal,
    before,
    after,
  });
  if (!(await matchChangeRepository.markReverted(tx, change.id, revert.id)))
    throw new AppError(409, 'ALREADY_REVERTED', `Change ${changeId} was reverted meanwhile`);
  const position = await logResultChange(tx, national.id, updated, fields);
  // A kickoff put back tells followers as a move does (the fixture editor's and the import's).
  if (fields.includes('dateTime'))
    await queueImportNotices(tx, new Map([[matchId, { dateTime: match.dateTime, status: match.status }]]));
  return {
    result: {
      scores: { homeTeam: updated.homeScore, awayTeam: updated.awayScore },
      status: updated.status,
      change: presentChange(revert),
    },
    position,
  };
}
