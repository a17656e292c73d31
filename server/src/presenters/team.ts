import type { OrgTree, TeamRef, TeamSummary } from '@touchline/domain';
import type { National } from '../plugins/national';
import type { EntityRow, TeamRow } from '../repositories/lookups';

/** A team's club, association and state, from its ancestors, and its national. */
export function presentOrgTree(
  ancestors: readonly number[],
  entities: Map<number, EntityRow>,
  national: National,
): OrgTree {
  const tree: OrgTree = {
    club: null,
    association: null,
    state: null,
    national: { _id: national.id, name: national.name },
  };
  for (const id of ancestors) {
    const entity = entities.get(id);
    if (entity) tree[entity.level] = { _id: entity.id, name: entity.name };
  }
  return tree;
}

type Named = Pick<TeamRow, 'id' | 'name'>;
type TeamName = { _id: number; name: string };

/**
 * A team by id and name alone: the team that forfeited, a leaderboard row's team, a member's
 * team. Null when there is none.
 */
export function presentTeamName(team: Named): TeamName;
export function presentTeamName(team: Named | null | undefined): TeamName | null;
export function presentTeamName(team: Named | null | undefined): TeamName | null {
  return team ? { _id: team.id, name: team.name } : null;
}

export function presentTeamRef(team: TeamRow): TeamRef {
  const imgUrl = team.meta.imgUrl ?? null;
  return { _id: team.id, name: team.name, imgUrl, meta: { imgUrl } };
}

export function presentTeamSummary(
  team: TeamRow,
  entities: Map<number, EntityRow>,
  national: National,
): TeamSummary {
  return {
    ...presentTeamRef(team),
    season: team.season,
    orgtree: presentOrgTree(team.ancestors, entities, national),
  };
}
