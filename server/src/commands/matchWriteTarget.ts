import type { MatchTarget } from '@touchline/domain';
import type { Queryable } from '../db/client';
import { load, type MatchRow } from '../repositories/lookups';

/**
 * What a write to a match touches, as the domain's write rules read it: its teams, and every
 * entity above them or at and above its competition's owner; its status; and its competition
 * with the owner and the entities above it (who may correct a finished match's result).
 */
export async function matchWriteTarget(
  db: Queryable,
  nationalId: number,
  match: MatchRow,
): Promise<MatchTarget> {
  const teams = await load.teams(db, nationalId, [match.homeTeamId, match.awayTeamId]);
  const competitions = await load.competitions(db, nationalId, [match.competitionId]);
  const owner = competitions.get(match.competitionId)?.ownerEntityId ?? null;
  const owners = await load.entities(db, nationalId, [owner]);
  const ownerChain = owner === null ? [] : [owner, ...(owners.get(owner)?.ancestors ?? [])];
  const entityIds = new Set<number>([...[...teams.values()].flatMap((t) => t.ancestors), ...ownerChain]);
  return {
    nationalId,
    matchId: match.id,
    teamIds: [...teams.keys()],
    entityIds: [...entityIds],
    status: match.status,
    competition: { nationalId, competitionId: match.competitionId, entityIds: ownerChain },
  };
}
