import type { QueryClient } from '@tanstack/react-query';
import { chooseCompetition, competitionsByOrder, defaultSeason, liveCompetitionIds } from '@touchline/domain';
import type { LoaderFunctionArgs } from 'react-router';
import { brandingQueries } from '../api/branding';
import { competitionQueries } from '../api/competitions';
import { type EntityScope, entityQueries, NATIONAL_SCOPE } from '../api/entities';
import { ladderQueries } from '../api/ladders';
import { matchQueries } from '../api/matches';
import { nationalQueries } from '../api/national';
import { childLevel } from '../shell/branding';
import { asId, readStored, STORAGE_KEYS } from '../state/storage';

/**
 * Route loaders. They start a screen's requests as the route matches, in parallel with the
 * download of the screen's code, and never wait: the screen reads the same queries and shows
 * its loading state until they arrive. Failures are left to the screen.
 */
export type Loader = (queryClient: QueryClient) => (args: LoaderFunctionArgs) => null;

/**
 * A loader whose requests start in a task of their own, just after the route's: on a first load
 * the router matches the route, imports its code and runs its loader in one task, and a cheap
 * phone spends milliseconds on each fetch call, so together they made one long task.
 */
export const inNextTask =
  (loader: ReturnType<Loader>): ReturnType<Loader> =>
  (args) => {
    setTimeout(() => loader(args), 0);
    return null;
  };

/**
 * The scope a route's lists are in, for its loader: the branded entity once its slug is looked
 * up, else the national; the same scope `useBranding()` gives the screen, so they share queries.
 */
export async function scopeOf(
  queryClient: QueryClient,
  params: LoaderFunctionArgs['params'],
): Promise<EntityScope> {
  if (!params.entityLevel || !params.entityName) return NATIONAL_SCOPE;
  const entity = await queryClient.ensureQueryData(
    brandingQueries.slug(params.entityLevel, params.entityName),
  );
  return { entityType: entity.entityLevel, entityId: entity._id };
}

const quietly = (work: Promise<unknown>) => void work.catch(() => undefined);

export const exploreLoader: Loader =
  (queryClient) =>
  ({ params }) => {
    quietly(
      (async () => {
        const [presentation, seasons, scope] = await Promise.all([
          queryClient.ensureQueryData(nationalQueries.presentation()),
          queryClient.ensureQueryData(nationalQueries.seasons()),
          scopeOf(queryClient, params),
        ]);
        const season = defaultSeason(seasons, readStored(STORAGE_KEYS.season, asId, null));
        const level = scope.entityType;
        await Promise.all([
          queryClient.prefetchQuery(entityQueries.children(childLevel(level, presentation), scope)),
          season !== null &&
            queryClient.prefetchQuery(competitionQueries.list({ season, gameType: 'all', scope })),
          // 'Live now': its list, and its cards' code once a match is under way, so the strip
          // does not wait for the screen to render before it asks for either.
          queryClient
            .fetchQuery(matchQueries.live(scope))
            .then((live) => (live.length > 0 ? import('./explore/LiveStrip') : null)),
        ]);
      })(),
    );
    return null;
  };

/**
 * The match centre: the match, its competition's settings and its clock, all at once; then the
 * tab's own data when the address names one.
 */
export const matchLoader: Loader =
  (queryClient) =>
  ({ params, request }) => {
    const id = Number(params.matchId);
    if (!Number.isInteger(id) || id < 1) return null;
    quietly(queryClient.prefetchQuery(matchQueries.detail(id)));
    quietly(queryClient.prefetchQuery(matchQueries.competitionSettings(id)));
    quietly(queryClient.prefetchQuery(matchQueries.clock(id)));
    const view = new URL(request.url).searchParams.get('view');
    if (view === 'stats') quietly(queryClient.prefetchQuery(matchQueries.sport(id)));
    if (view === 'lineups')
      quietly(
        queryClient
          .fetchQuery(matchQueries.detail(id))
          .then((match) =>
            Promise.all(
              [match.homeTeam, match.awayTeam].map(
                (team) => team && queryClient.prefetchQuery(matchQueries.teamList(id, team._id)),
              ),
            ),
          ),
      );
    return null;
  };

export const scheduleLoader: Loader =
  (queryClient) =>
  ({ request, params }) => {
    const path = new URL(request.url).pathname;
    const prefetchTab = (competition: number) => {
      if (path.endsWith('/ladders')) return queryClient.prefetchQuery(ladderQueries.competition(competition));
      if (path.endsWith('/schedule'))
        return Promise.all([
          queryClient.prefetchQuery(matchQueries.byCompetition(competition)),
          queryClient.prefetchQuery(competitionQueries.detail(competition)),
        ]);
      return Promise.resolve();
    };
    const stored = readStored(STORAGE_KEYS.competition, asId, null);
    if (stored !== null) quietly(prefetchTab(stored));
    // The competition list the screen opens on (the remembered or current season, all game
    // types), and, on a first visit, the tab's data of the competition the screen will pick.
    quietly(
      (async () => {
        const [seasons, scope] = await Promise.all([
          queryClient.ensureQueryData(nationalQueries.seasons()),
          scopeOf(queryClient, params),
        ]);
        const season = defaultSeason(seasons, readStored(STORAGE_KEYS.season, asId, null));
        if (season === null) return;
        const [list, live] = await Promise.all([
          queryClient.fetchQuery(competitionQueries.list({ season, gameType: 'all', scope })),
          queryClient.fetchQuery(matchQueries.live(scope)).catch(() => []),
        ]);
        const chosen = chooseCompetition(competitionsByOrder(list), stored, liveCompetitionIds(live));
        if (chosen && chosen._id !== stored) await prefetchTab(chosen._id);
      })(),
    );
    return null;
  };
