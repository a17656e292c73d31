/** The state, association and club pages' responses (spec 7), and the child-entity lists. */
import Type from 'typebox';
import { Entity, TeamSummary } from './common';
import { CompetitionSummary } from './competition';

/** A list of child entities: GET /live/{states|associations|clubs}, and a page's children. */
export const EntityList = Type.Array(Entity);
/** A state or association page carries its children under the presentation's child level. */
const ChildLists = {
  states: Type.Optional(EntityList),
  associations: Type.Optional(EntityList),
  clubs: Type.Optional(EntityList),
};
const Competitions = Type.Array(CompetitionSummary);

/** GET /live/states/{id}: the state, its competitions and data[stateDirectChild] (spec 7). */
export const StatePage = Type.Object({ state: Entity, competitions: Competitions, ...ChildLists });
export type StatePage = Type.Static<typeof StatePage>;

/** GET /live/associations/{id}: the association, its competitions and data[associationDirectChild]. */
export const AssociationPage = Type.Object({
  association: Entity,
  competitions: Competitions,
  ...ChildLists,
});
export type AssociationPage = Type.Static<typeof AssociationPage>;

/** GET /live/clubs/{id}: the club, its teams and its competitions. */
export const ClubPage = Type.Object({
  club: Entity,
  teams: Type.Array(TeamSummary),
  competitions: Competitions,
});
export type ClubPage = Type.Static<typeof ClubPage>;
