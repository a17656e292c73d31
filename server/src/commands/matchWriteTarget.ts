import type { Target } from '@touchline/domain';
import type { Queryable } from '../db/client';
import { load, type MatchRow } from '../repositories/lookups';

/**
 * What a write to a match touches, as the domain's write rules read it: its teams, and every
 * entity above them or at and above its competition's owner.
 */
export async function matchWriteTarget(db: Queryable, nationalId: number, match: MatchRow): Promise<Target> {
  const teams = await load.teams(db, nationalId, [match.homeTeamId, match.awayTeamId]);
  const competitions = await load.competitions(db, nationalId, [match.competitionId]);
  const owner = competitions.get(match.competitionId)?.ownerEntityId ?? null;
  const owners = await load.entities(db, nationalId, [owner]);
  const entityIds = new Set<number>([...teams.values()].flatMap((t) => t.ancestors));
  if (owner !== null) for (const id of [...(owners.get(owner)?.ancestors ?? []), owner]) entityIds.add(id);
  return { nationalId, matchId: match.id, teamIds: [...teams.keys()], entityIds: [...entityIds] };
}
