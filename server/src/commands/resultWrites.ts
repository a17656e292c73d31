import {
  MAX_RESULT_PERIODS,
  type ManageWriteResult,
  type PeriodPoints,
  type ResultBody,
} from '@touchline/domain';
import { and, eq, inArray } from 'drizzle-orm';
import type { Tx } from '../db/client';
import * as t from '../db/schema';
import { AppError, badRequest } from '../errors';
import { appendLog } from '../live/log';
import type { Outcome } from '../live/writes';
import type { TokenPrincipal } from '../plugins/auth';
import type { National } from '../plugins/national';
import { presentChange } from '../presenters/matchChange';
import type { MatchRow } from '../repositories/lookups';
import { load } from '../repositories/lookups';
import { scoredLiveSql } from '../repositories/managedMatches';
import { type ChangedFields, matchChangeRepository } from '../repositories/matchChanges';
import { lockFoundMatch } from './liveWrites';

/**
 * The fields of a match a result may change, as the history names them (the match row's).
 * `perPeriodScore` is one for the changes of results that turned the per-period table off.
 */
export const RESULT_FIELDS: readonly string[] = [
  'status',
  'homeScore',
  'awayScore',
  'forfeitingTeamId',
  'playerOfTheMatchId',
  'perPeriodScore',
  'periodPoints',
];

/** Whether a match was scored live (`scoredLiveSql`, as the manager's list of matches shows it). */
async function scoredLive(tx: Tx, matchId: number): Promise<boolean> {
  const [row] = await tx.select({ live: scoredLiveSql }).from(t.matches).where(eq(t.matches.id, matchId));
  return row?.live === true;
}

/** Checks a player of the match is on one of the two teams' lists for it. */
async function checkPlayerOfTheMatch(tx: Tx, match: MatchRow, memberId: number) {
  const teams = [match.homeTeamId, match.awayTeamId].filter((id): id is number => id !== null);
  const [listed] = await tx
    .select({ memberId: t.teamListEntries.memberId })
    .from(t.teamListEntries)
    .where(
      and(
        eq(t.teamListEntries.matchId, match.id),
        inArray(t.teamListEntries.teamId, teams),
        eq(t.teamListEntries.memberId, memberId),
      ),
    )
    .limit(1);
  if (!listed)
    throw badRequest(`playerOfTheMatch: member ${memberId} is on neither team's list for match ${match.id}`);
}

const periodPointsRefused = (message: string) => new AppError(400, 'PERIOD_POINTS', message);

/**
 * Checks a result's per-period points: only with both scores of a game played (not a washout or
 * a cancelled game), at least the match's periods and at most MAX_RESULT_PERIODS, each side's
 * adding up to its score. Answers them to keep, or null (none: those kept are cleared).
 */
function checkPeriodPoints(match: MatchRow, body: ResultBody): PeriodPoints[] | null {
  const points = body.periodPoints ?? null;
  if (points === null) return null;
  if (body.status === 'washout' || body.status === 'cancelled')
    throw periodPointsRefused(`A ${body.status} has no per-period points: leave periodPoints out`);
  if (body.homeScore === undefined || body.awayScore === undefined)
    throw periodPointsRefused('periodPoints need homeScore and awayScore, which they add up to');
  if (points.length < match.periods || points.length > MAX_RESULT_PERIODS)
    throw periodPointsRefused(
      `Match ${match.id} has ${match.periods} periods: send ${match.periods} to ${MAX_RESULT_PERIODS} entries of periodPoints (more for overtime), not ${points.length}`,
    );
  const home = points.reduce((sum, p) => sum + p.homeTeam, 0);
  const away = points.reduce((sum, p) => sum + p.awayTeam, 0);
  if (home !== body.homeScore || away !== body.awayScore)
    throw periodPointsRefused(
      `periodPoints add up to ${home}-${away}, not the score ${body.homeScore}-${body.awayScore}`,
    );
  return points;
}

/** The match fields the body sets, checked against the match. */
async function resultFields(tx: Tx, match: MatchRow, body: ResultBody): Promise<Partial<MatchRow>> {
  if ((body.homeScore === undefined) !== (body.awayScore === undefined))
    throw badRequest('Send both homeScore and awayScore, or neither');
  if (body.status === 'final' && body.homeScore === undefined)
    throw badRequest('A final result needs homeScore and awayScore');
  const teams = [match.homeTeamId, match.awayTeamId];
  if (body.status === 'forfeit' && (body.forfeitingTeam == null || !teams.includes(body.forfeitingTeam)))
    throw new AppError(
      400,
      'FORFEIT_TEAM',
      `A forfeit needs forfeitingTeam: the home team (${match.homeTeamId}) or the away team (${match.awayTeamId})`,
    );
  if (body.status !== 'forfeit' && body.forfeitingTeam != null)
    throw badRequest('forfeitingTeam is only for the status forfeit');
  const periodPoints = checkPeriodPoints(match, body);
  if (body.playerOfTheMatch != null) await checkPlayerOfTheMatch(tx, match, body.playerOfTheMatch);
  return {
    status: body.status,
    forfeitingTeamId: body.status === 'forfeit' ? body.forfeitingTeam! : null,
    ...(body.homeScore === undefined ? {} : { homeScore: body.homeScore, awayScore: body.awayScore! }),
    ...(body.playerOfTheMatch === undefined ? {} : { playerOfTheMatchId: body.playerOfTheMatch }),
    // The per-period flag is the competition's: its table shows these points, or '–' without.
    periodPoints,
  };
}

/** The fields a change sets that differ from the match, before and after, as the history keeps them. */
export function difference(
  match: MatchRow,
  set: Partial<MatchRow>,
): { before: ChangedFields; after: ChangedFields } {
  const before: ChangedFields = {};
  const after: ChangedFields = {};
  for (const [field, value] of Object.entries(set)) {
    const was = match[field as keyof MatchRow];
    if (JSON.stringify(was) === JSON.stringify(value)) continue;
    before[field] = was instanceof Date ? was.toISOString() : was;
    after[field] = value instanceof Date ? value.toISOString() : value;
  }
  return { before, after };
}

/**
 * Appends what fans' streams need after a manager changed a match: `status` (with the forfeiting
 * team) when the status or forfeit changed, then an `event:refresh` so the match centre and lists
 * refetch it: of type scoring for a result, fixture when the change touched its fixture too.
 * Answers the last message's position.
 */
export async function logResultChange(
  tx: Tx,
  nationalId: number,
  match: MatchRow,
  fields: readonly string[],
): Promise<number> {
  const type = fields.every((f) => RESULT_FIELDS.includes(f)) ? 'scoring' : 'fixture';
  if (fields.includes('status') || fields.includes('forfeitingTeamId')) {
    const forfeiting = match.forfeitingTeamId;
    const team =
      forfeiting === null ? null : (await load.teams(tx, nationalId, [forfeiting])).get(forfeiting);
    await appendLog(tx, {
      nationalId,
      matchId: match.id,
      name: 'status',
      payload: { status: match.status, forfeitingTeam: team ? { _id: team.id, name: team.name } : null },
    });
  }
  return appendLog(tx, {
    nationalId,
    matchId: match.id,
    name: 'event:refresh',
    payload: { type },
  });
}

/**
 * A manager's result (PUT /live/matches/{id}/result): writes the status, scores, forfeiting team
 * and player of the match in one transaction (the version triggers bump the competition's
 * results, so ladders and lists rebuild), records the change in the match's history, and appends
 * the live messages. A bye or a match without both teams is a 409; a match scored live a 409
 * (RESULT_SCORED_LIVE) unless `replacesLive`. Its events are kept; the score is the manager's,
 * and so are its per-period points when given (`checkPeriodPoints`). Its per-period flag stays,
 * but for a live score replaced without points, whose events no longer add up to the score.
 */
export async function writeResult(
  tx: Tx,
  national: National,
  principal: TokenPrincipal,
  matchId: number,
  body: ResultBody,
): Promise<Outcome<ManageWriteResult>> {
  const match = await lockFoundMatch(tx, national, matchId);
  if (match.isBye) throw new AppError(409, 'MATCH_IS_BYE', `Match ${match.id} is a bye: it has no result`);
  if (match.homeTeamId === null || match.awayTeamId === null)
    throw new AppError(409, 'TEAMS_UNKNOWN', `Match ${match.id} has a team still to be named (TBA)`);
  const live = await scoredLive(tx, match.id);
  if (live && !body.replacesLive)
    throw new AppError(
      409,
      'RESULT_SCORED_LIVE',
      `Match ${match.id} was scored live: send replacesLive: true to replace its live score with this result`,
    );
  const set = await resultFields(tx, match, body);
  // A live score replaced without points: its events' periods no longer add up to the score,
  // so the per-period table gives way to the plain score.
  if (live && set.periodPoints === null) set.perPeriodScore = false;
  const { before, after } = difference(match, set);
  await tx
    .update(t.matches)
    .set({ ...set, updatedAt: new Date() })
    .where(eq(t.matches.id, match.id));
  const updated: MatchRow = { ...match, ...set };
  const change = await matchChangeRepository.recordChange(tx, national.id, {
    matchId: match.id,
    kind: 'result',
    by: principal,
    before,
    after,
  });
  const position = await logResultChange(tx, national.id, updated, Object.keys(after));
  return {
    result: {
      scores: { homeTeam: updated.homeScore, awayTeam: updated.awayScore },
      status: updated.status,
      change: presentChange(change),
    },
    position,
  };
}
