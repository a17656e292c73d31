import {
  type EntityFilter,
  playingMemberTypes,
  rankSearchResults,
  type SearchResult,
  scopedEntityId,
} from '@touchline/domain';
import type { Queryable } from '../db/client';
import type { National } from '../plugins/national';
import {
  presentSearchCompetition,
  presentSearchEntity,
  presentSearchPlayer,
  presentSearchTeam,
} from '../presenters/search';
import { competitionRepository } from '../repositories/competitions';
import { playerTeams, type SearchScope, searchNames } from '../repositories/search';

/** The most results of each type. */
export const PER_TYPE = 20;

/**
 * Names containing the text, up to PER_TYPE of each type, grouped by type (teams, players,
 * clubs, associations, states, competitions) and ranked by the domain within each group. Players
 * are public members listed on a team that shows its lists (the repository's rule).
 */
export async function search(
  db: Queryable,
  national: National,
  query: EntityFilter & { search?: string },
): Promise<SearchResult[]> {
  const text = query.search?.trim() ?? '';
  if (!text) return [];
  const entityId = scopedEntityId(query);
  const scope: SearchScope = {
    nationalId: national.id,
    ...(entityId === undefined ? {} : { entityId }),
    playingTypes: playingMemberTypes(national.memberTypes),
  };
  const found = await searchNames(db, text, PER_TYPE, scope);
  const [competitions, teamsOf] = await Promise.all([
    competitionRepository.withTeams(db, national.id, found.competitions),
    playerTeams(
      db,
      found.players.map((p) => p.member.id),
      scope,
    ),
  ]);
  const entities = found.entities.map(presentSearchEntity);
  const groups: SearchResult[][] = [
    found.teams.map(presentSearchTeam),
    found.players.map(({ member, season }) =>
      presentSearchPlayer(member, season, teamsOf.get(member.id) ?? []),
    ),
    ...(['club', 'association', 'state'] as const).map((level) => entities.filter((e) => e.type === level)),
    competitions.map(presentSearchCompetition),
  ];
  // The database picked each type's first results by the same rule; the domain orders them.
  return groups.flatMap((group) => rankSearchResults(text, group));
}
