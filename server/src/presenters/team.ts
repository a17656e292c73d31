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
