import {
  Id,
  MANAGE_MATCHES_LIMIT,
  MANAGE_RANGE_MAX_DAYS,
  ManagedCompetitions,
  ManagedMatch,
  ManagedMatchesQuery,
} from '@touchline/domain';
import Type from 'typebox';
import { competitionFound } from '../commands/found';
import {
  loadManagedCompetitions,
  loadManagedMatches,
  MANAGED_COMPETITIONS_LIMIT,
} from '../commands/manageReads';
import { type Routes, responses } from './shared';
import { AuthHeaders, WRITE_SECURITY } from './writes';

/** What a manager's read answers besides its data: no token (401), or a token of another national (403). */
const refusals = { 401: Type.Ref('Error'), 403: Type.Ref('Error') };

/**
 * The manager's console reads (`/manage`): the competitions a token may manage, and a
 * competition's matches by round or dates. Under a token, so never cached nor shared.
 */
export const manageReadRoutes: Routes = async (app) => {
  const tags = ['Live scoring'];
  const security = WRITE_SECURITY;

  app.get(
    '/live/manage/competitions',
    {
      config: { cache: false },
      schema: {
        operationId: 'listManagedCompetitions',
        summary: 'List the competitions a token may manage',
        tags,
        security,
        description: `The competitions of the current season and later ones (next season's draw) that the bearer token may manage, current season first, then by the competitions' order and name, at most ${MANAGED_COMPETITIONS_LIMIT}: all the national's for a platform or super admin; for a state, association or club admin those its entity owns or an entity inside it owns; none (an empty list, not a 403) for a team admin or a referee. Each with its rounds (named as the schedule names them, with their first and last kickoff and number of matches, byes included) and its teams by name; with the national's venues by name and its time zone, in which the console's dates are typed.`,
        headers: AuthHeaders,
        response: { ...responses(ManagedCompetitions, 'The competitions the token may manage'), ...refusals },
      },
    },
    async (request) => {
      await app.authenticate(request);
      return { data: await loadManagedCompetitions(app.db, request.national, request.principal!) };
    },
  );

  app.get(
    '/live/manage/competitions/:competitionId/matches',
    {
      config: { cache: false },
      schema: {
        operationId: 'listManagedMatches',
        summary: "List a managed competition's matches",
        tags,
        security,
        description: `A competition's matches as the manager's results grid and fixture editor show them, byes included: those of a round (roundId), or those kicking off from one calendar day to another in the national's time zone (from and to, both included, at most ${MANAGE_RANGE_MAX_DAYS} days), or else all of them; by kickoff (undated last), then id, at most ${MANAGE_MATCHES_LIMIT}. Each says whether it was scored live (a result replaces that only with replacesLive) and how many changes its history holds. A 400 for roundId with from or to, for one of from and to alone, for from after to, for a longer range, or for a round of another competition; a 404 for a competition the national does not have; a 403 for a token that may not manage it (a team admin, a referee or an admin out of scope).`,
        headers: AuthHeaders,
        params: Type.Object({ competitionId: Id }),
        querystring: ManagedMatchesQuery,
        response: { ...responses(Type.Array(ManagedMatch), "The competition's matches"), ...refusals },
      },
    },
    async (request) => {
      const { params, query, national } = request;
      await app.authenticate(request);
      await app.authorizeCompetition(
        request,
        await competitionFound(app.db, national.id, params.competitionId),
      );
      return { data: await loadManagedMatches(app.db, national, params.competitionId, query) };
    },
  );
};
