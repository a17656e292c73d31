import type { Entity, TeamSummary } from '../api/common';
import type { CompetitionSummary } from '../api/competition';
import type { AssociationPage, ClubPage, StatePage } from '../api/entityPages';
import type { DirectChild, EntityLevel } from '../schemas/values';

/** The page response of each level. */
export interface EntityPageResponses {
  state: StatePage;
  association: AssociationPage;
  club: ClubPage;
}
export type EntityPageResponse = EntityPageResponses[EntityLevel];

/** What a state, association or club page shows, whatever its level. */
export interface EntityPageParts {
  entity: Entity;
  /** Every season's competitions, as sent. */
  competitions: CompetitionSummary[];
  /** The child entities (state and association pages); none on a club page. */
  children: Entity[];
  /** The club's teams, of every season; none on other pages. */
  teams: TeamSummary[];
}

/**
 * A page response in one shape: the entity under its level's key, and the children under the
 * child level's key (spec 7: data.state and data[stateDirectChild], and so on). A missing list
 * is an empty one.
 */
export function entityPageParts(response: EntityPageResponse, directChild: DirectChild): EntityPageParts {
  if ('club' in response)
    return {
      entity: response.club,
      competitions: response.competitions,
      children: [],
      teams: response.teams,
    };
  const entity = 'state' in response ? response.state : response.association;
  return { entity, competitions: response.competitions, children: response[directChild] ?? [], teams: [] };
}
