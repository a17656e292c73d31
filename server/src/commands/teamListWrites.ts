import { mayWriteTeamList, type Principal, ROLES } from '@touchline/domain';
import { and, eq, inArray } from 'drizzle-orm';
import type { Tx } from '../db/client';
import * as t from '../db/schema';
import { AppError, badRequest, notFound } from '../errors';
import { appendLog, lockMatch } from '../live/log';
import type { National } from '../plugins/national';
import { load } from '../repositories/lookups';
import type { WriteOutcome } from './liveWrites';
import { matchWriteTarget } from './matchWriteTarget';

export interface TeamListInput {
  member: number;
  isPlayer: boolean;
  memberType: string;
  shirtNum?: number | null | undefined;
  position?: (typeof t.teamListEntries.$inferInsert)['position'];
  hasImport?: boolean | undefined;
  hasDispensation?: boolean | undefined;
}

/** Tells clients to refetch the match (for movements, its playerMovements), per spec 4. */
export async function refreshEvents(
  tx: Tx,
  national: National,
  matchId: number,
  type: 'scoring' | 'movement',
): Promise<WriteOutcome> {
  const match = await lockMatch(tx, national.id, matchId);
  if (!match) throw notFound(`match ${matchId}`);
  const position = await appendLog(tx, {
    nationalId: national.id,
    matchId,
    name: 'event:refresh',
    payload: { type },
  });
  return {
    result: { scores: { homeTeam: match.homeScore, awayTeam: match.awayScore }, status: match.status },
    position,
  };
}

/**
 * Replaces a team's list for a match, if the token may write it (`mayWriteTeamList`: only the
 * team's own side, or the match's referee). Everyone on it must be on the team's roster, once;
 * clients are told to refetch the match.
 */
export async function replaceTeamList(
  tx: Tx,
  national: National,
  principal: Principal,
  matchId: number,
  teamId: number,
  entries: readonly TeamListInput[],
): Promise<WriteOutcome> {
  const match = await lockMatch(tx, national.id, matchId);
  if (!match) throw notFound(`match ${matchId}`);
  if (teamId !== match.homeTeamId && teamId !== match.awayTeamId)
    throw notFound(`team ${teamId} in match ${matchId}`);
  const team = (await load.teams(tx, national.id, [teamId])).get(teamId);
  const target = {
    ...(await matchWriteTarget(tx, national.id, match)),
    teamId,
    teamEntityIds: team?.ancestors ?? [],
  };
  if (!mayWriteTeamList(principal, target))
    throw new AppError(
      403,
      'OUT_OF_SCOPE',
      `This ${ROLES[principal.role].key} token (${principal.scopeType} ${principal.scopeId}) may not write the list of team ${teamId}: a team's list is written by its own team, club, association, state or national admin, or the match's referee`,
    );
  const ids = entries.map((e) => e.member);
  const repeated = ids.find((id, i) => ids.indexOf(id) !== i);
  if (repeated !== undefined) throw badRequest(`Member ${repeated} is listed twice`);
  const roster = ids.length
    ? await tx
        .select({ memberId: t.teamMembers.memberId })
        .from(t.teamMembers)
        .where(
          and(
            eq(t.teamMembers.nationalId, national.id),
            eq(t.teamMembers.teamId, teamId),
            inArray(t.teamMembers.memberId, ids),
          ),
        )
    : [];
  const onRoster = new Set(roster.map((r) => r.memberId));
  const stranger = ids.find((id) => !onRoster.has(id));
  if (stranger !== undefined) throw badRequest(`Member ${stranger} is not on the team's roster`);
  await tx
    .delete(t.teamListEntries)
    .where(and(eq(t.teamListEntries.matchId, matchId), eq(t.teamListEntries.teamId, teamId)));
  if (entries.length)
    await tx.insert(t.teamListEntries).values(
      entries.map((e) => ({
        nationalId: national.id,
        matchId,
        teamId,
        memberId: e.member,
        isPlayer: e.isPlayer,
        memberType: e.memberType,
        shirtNum: e.shirtNum ?? null,
        position: e.position ?? null,
        hasImport: e.hasImport ?? false,
        hasDispensation: e.hasDispensation ?? false,
      })),
    );
  const position = await appendLog(tx, {
    nationalId: national.id,
    matchId,
    name: 'event:refresh',
    payload: { type: 'teamList', teamId },
  });
  return {
    result: { scores: { homeTeam: match.homeScore, awayTeam: match.awayScore }, status: match.status },
    position,
  };
}
