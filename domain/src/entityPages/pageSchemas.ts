import Type from 'typebox';
import { Entity, TeamSummary } from '../api/common';
import { CompetitionSummary } from '../api/competition';

/**
 * The entity page responses' schemas (spec 7). Kept apart from the rules in pages.ts so the web
 * app, which needs only their types, never bundles TypeBox for them.
 */
const Children = Type.Array(Entity);
/** A state or association page carries its children under the presentation's child level. */
const ChildLists = {
  states: Type.Optional(Children),
  associations: Type.Optional(Children),
  clubs: Type.Optional(Children),
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
