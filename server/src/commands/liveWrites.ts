import type { MatchEvent, MatchStatus, WriteResult } from '@touchline/domain';
import { and, eq, sql } from 'drizzle-orm';
import type { Tx } from '../db/client';
import * as t from '../db/schema';
import { AppError, badRequest, notFound } from '../errors';
import { appendLog, lockMatch } from '../live/log';
import type { Outcome } from '../live/writes';
import type { National } from '../plugins/national';
import { presentEvent } from '../presenters/event';
import { load, type MatchRow } from '../repositories/lookups';
import { eventTypeOf } from './eventTypeOf';
import { authorizeChange, logCorrection, type MatchChange } from './matchChange';

export type WriteOutcome = Outcome<WriteResult>;

export interface NewEvent {
  type: number;
  isHomeTeam: boolean;
  period: number;
  min: number;
  sec: number;
  value?: number | undefined;
  player?: number | null | undefined;
  off?: number | null | undefined;
  on?: number | null | undefined;
}

/**
 * A match's scores: the sum of its scoring events' values, per side. A manager's per-period
 * points go, since they added up to the manager's score: the table is the events' again.
 */
export async function recomputeScores(tx: Tx, match: MatchRow) {
  const [sums] = await tx
    .select({
      home: sql<number>`coalesce(sum(${t.events.value}) filter (where ${t.events.isHomeTeam}), 0)::int`,
      away: sql<number>`coalesce(sum(${t.events.value}) filter (where not ${t.events.isHomeTeam}), 0)::int`,
    })
    .from(t.events)
    .where(and(eq(t.events.matchId, match.id), eq(t.events.kind, 'scoring')));
  const scores = { homeTeam: sums!.home, awayTeam: sums!.away };
  await tx
    .update(t.matches)
    .set({
      homeScore: scores.homeTeam,
      awayScore: scores.awayTeam,
      periodPoints: null,
      updatedAt: new Date(),
    })
    .where(eq(t.matches.id, match.id));
  return scores;
}

/** Locks a match for a write (`lockMatch`); 404 when the national has no such match. */
export async function lockFoundMatch(tx: Tx, national: National, matchId: number) {
  const match = await lockMatch(tx, national.id, matchId);
  if (!match) throw notFound(`match ${matchId}`);
  return match;
}

/**
 * Checks the players a write names for one side are members of the national on that side's list
 * (when listed), and answers the side's team.
 */
export async function checkPeople(
  tx: Tx,
  national: National,
  match: MatchRow,
  isHomeTeam: boolean,
  people: readonly (number | null | undefined)[],
) {
  const teamId = isHomeTeam ? match.homeTeamId : match.awayTeamId;
  if (teamId == null) throw badRequest(`The match has no ${isHomeTeam ? 'home' : 'away'} team to credit`);
  const named = people.filter((id): id is number => id != null);
  if (!named.length) return teamId;
  const listed = await tx
    .select({ memberId: t.teamListEntries.memberId })
    .from(t.teamListEntries)
    .where(and(eq(t.teamListEntries.matchId, match.id), eq(t.teamListEntries.teamId, teamId)));
  const members = await load.members(tx, national.id, named);
  for (const id of named) {
    if (!members.has(id)) throw badRequest(`Member ${id} is not a member of this national`);
    if (listed.length && !listed.some((l) => l.memberId === id))
      throw badRequest(`Member ${id} is not on the ${isHomeTeam ? 'home' : 'away'} team list`);
  }
  return teamId;
}

/**
 * Records a scoring or movement event, recomputes the scores, and logs event:add (and, for a
 * finished match, the correction: `authorizeChange`).
 */
export async function recordEvent(
  tx: Tx,
  national: National,
  change: MatchChange,
  matchId: number,
  kind: 'scoring' | 'movement',
  input: NewEvent,
): Promise<WriteOutcome> {
  const match = await lockFoundMatch(tx, national, matchId);
  const correction = await authorizeChange(tx, national.id, match, change);
  const type = await eventTypeOf(tx, national.id, match.competitionId, kind, input.type);
  if (input.period !== 9999 && input.period > match.periods)
    throw badRequest(`period must be 1 to ${match.periods}, or 9999 for a penalty shoot-out`);
  const teamId = await checkPeople(tx, national, match, input.isHomeTeam, [
    input.player,
    input.off,
    input.on,
  ]);
  const [row] = await tx
    .insert(t.events)
    .values({
      nationalId: national.id,
      matchId: match.id,
      sourceId: `live-${crypto.randomUUID()}`,
      kind,
      type: type.type,
      name: type.name,
      value: kind === 'scoring' ? (input.value ?? type.value) : 0,
      teamId,
      isHomeTeam: input.isHomeTeam,
      period: input.period,
      min: input.min,
      sec: input.sec,
      playerId: input.player ?? null,
      offId: input.off ?? null,
      onId: input.on ?? null,
    })
    .returning();
  const scores = await recomputeScores(tx, match);
  const members = await load.members(tx, national.id, [row!.playerId, row!.offId, row!.onId]);
  const event: MatchEvent = presentEvent(row!, members);
  const position = await appendLog(tx, {
    nationalId: national.id,
    matchId: match.id,
    name: 'event:add',
    payload: { event, type: kind, scores },
  });
  const corrected = await logCorrection(tx, national.id, match.id, correction, {
    scores,
    status: match.status,
  });
  return { result: { scores, status: match.status, event }, position: corrected ?? position };
}

/** Removes an event, recomputes the scores, and logs event:remove (and any correction). */
export async function removeEvent(
  tx: Tx,
  national: National,
  change: MatchChange,
  matchId: number,
  eventId: number,
): Promise<WriteOutcome> {
  const match = await lockFoundMatch(tx, national, matchId);
  const correction = await authorizeChange(tx, national.id, match, change);
  const [row] = await tx
    .delete(t.events)
    .where(
      and(eq(t.events.nationalId, national.id), eq(t.events.matchId, match.id), eq(t.events.id, eventId)),
    )
    .returning();
  if (!row) throw notFound(`event ${eventId} in match ${matchId}`);
  const scores = await recomputeScores(tx, match);
  const position = await appendLog(tx, {
    nationalId: national.id,
    matchId: match.id,
    name: 'event:remove',
    payload: { eventId, type: row.kind, scores },
  });
  const corrected = await logCorrection(tx, national.id, match.id, correction, {
    scores,
    status: match.status,
  });
  return { result: { scores, status: match.status }, position: corrected ?? position };
}

/**
 * Sets a match's status (and the forfeiting team of a forfeit), and logs status. Finishing a
 * match is an ordinary write; changing a finished one is a correction (`authorizeChange`).
 */
export async function setStatus(
  tx: Tx,
  national: National,
  change: MatchChange,
  matchId: number,
  status: MatchStatus,
  forfeitingTeam: number | null,
): Promise<WriteOutcome> {
  const match = await lockFoundMatch(tx, national, matchId);
  const correction = await authorizeChange(tx, national.id, match, change);
  if (
    status === 'forfeit' &&
    (forfeitingTeam == null || ![match.homeTeamId, match.awayTeamId].includes(forfeitingTeam))
  )
    throw new AppError(
      400,
      'FORFEIT_TEAM',
      'A forfeit needs forfeitingTeam: the id of the home or the away team',
    );
  if (status !== 'forfeit' && forfeitingTeam != null)
    throw badRequest('forfeitingTeam is only for the status forfeit');
  await tx
    .update(t.matches)
    .set({ status, forfeitingTeamId: status === 'forfeit' ? forfeitingTeam : null, updatedAt: new Date() })
    .where(eq(t.matches.id, match.id));
  const team =
    forfeitingTeam == null ? null : (await load.teams(tx, national.id, [forfeitingTeam])).get(forfeitingTeam);
  const position = await appendLog(tx, {
    nationalId: national.id,
    matchId: match.id,
    name: 'status',
    payload: { status, forfeitingTeam: team ? { _id: team.id, name: team.name } : null },
  });
  const scores = { homeTeam: match.homeScore, awayTeam: match.awayScore };
  const corrected = await logCorrection(tx, national.id, match.id, correction, { scores, status });
  return { result: { scores, status }, position: corrected ?? position };
}
