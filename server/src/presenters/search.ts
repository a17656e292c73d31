import type { SearchResult } from '@touchline/domain';
import type { CompetitionWithTeams } from '../repositories/competitions';
import type { EntityRow, MemberRow, TeamRow } from '../repositories/lookups';
import { presentCompetitionSummary } from './competition';
import { photoShown } from './member';
import { presentPerson } from './person';

/** A team as search finds it. */
export const presentSearchTeam = (team: TeamRow): SearchResult => ({
  _id: team.id,
  type: 'team',
  name: team.name,
  season: team.season,
  meta: { imgUrl: team.meta.imgUrl ?? null },
});

/** A state, association or club as search finds it, with its short name and slug. */
export const presentSearchEntity = (entity: EntityRow): SearchResult => ({
  _id: entity.id,
  type: entity.level,
  name: entity.name,
  season: null,
  meta: { ...entity.meta, imgUrl: entity.meta.imgUrl ?? null, slug: entity.slug },
});

/**
 * A player as search finds them: named through `presentPerson`, like everywhere else, with
 * the photo their player page shows and the teams they are listed for (`teams`, newest first).
 */
export function presentSearchPlayer(
  member: MemberRow,
  season: number,
  teams: readonly TeamRow[],
): SearchResult {
  const person = presentPerson(member);
  return {
    _id: member.id,
    type: 'player',
    name: `${person.firstName} ${person.lastName}`.trim(),
    season,
    meta: { imgUrl: photoShown(member) ? member.imgUrl : null },
    teams: teams.map((team) => ({ _id: team.id, name: team.name, imgUrl: team.meta.imgUrl ?? null })),
  };
}

/** A competition as search finds it: its name, season, badge and teams. */
export function presentSearchCompetition(entry: CompetitionWithTeams): SearchResult {
  const c = presentCompetitionSummary(entry);
  return {
    _id: c._id,
    type: 'competition',
    name: c.name,
    season: c.season,
    meta: c.meta,
    matchCount: c.matchCount,
    teams: c.teams.map(({ _id, name, imgUrl }) => ({ _id, name, imgUrl })),
  };
}
