import type { ComponentType } from 'react';
import { createBrowserRouter, matchRoutes, type RouteObject } from 'react-router';
import { queryClient } from './queryClient';
import { competitionLoader } from './screens/competition/loader';
import { entityLoader } from './screens/entity/loader';
import { InitialFrame } from './screens/InitialFrame';
import { exploreLoader, inNextTask, matchLoader, scheduleLoader } from './screens/loaders';
import { NotFound } from './screens/NotFound';
import { playerLoader } from './screens/player/loader';
import { EntryRedirect, PrefixedRedirect } from './screens/Redirects';
import { RouteError } from './screens/RouteError';
import { resultGroupLoader, resultsLoader } from './screens/results/loader';
import { scoresLoader } from './screens/scores/loader';
import { searchLoader } from './screens/search/loader';
import { teamLoader } from './screens/team/loader';
import { teamSearchLoader } from './screens/teams/loader';
import { Shell } from './shell/Shell';

/** A lazily loaded screen: its module's named component, once the chunk has arrived. */
const screen =
  <M extends Record<string, unknown>>(load: () => Promise<M>, name: keyof M & string) =>
  async () => ({ Component: (await load())[name] as ComponentType });

/**
 * The tabbed schedule screen (matches, ladder, leaderboard), loaded when first needed; a tab's
 * own code (the ladder's, the leaderboard's) starts loading with the screen's when it is the one
 * opened.
 */
const schedule = (tab?: () => Promise<unknown>): Pick<RouteObject, 'lazy' | 'loader'> => ({
  loader: inNextTask(scheduleLoader(queryClient)),
  lazy: () => {
    void tab?.();
    return import('./screens/schedule/ScheduleScreen').then((m) => ({ Component: m.ScheduleScreen }));
  },
});

/**
 * Spec 2.1: every screen, declared once and mounted both bare and under the branded prefix.
 * Screens are separate chunks; each route's loader starts its data while the chunk downloads.
 */
const screens: RouteObject[] = [
  { index: true, element: <EntryRedirect /> },
  {
    path: 'tabs/explore',
    loader: inNextTask(exploreLoader(queryClient)),
    lazy: () => import('./screens/explore/ExploreScreen').then((m) => ({ Component: m.ExploreScreen })),
  },
  { path: 'explore', element: <PrefixedRedirect to="/tabs/explore" /> },
  { path: 'tabs/schedule', ...schedule() },
  { path: 'tabs/ladders', ...schedule(() => import('./screens/schedule/ladder/LadderView')) },
  { path: 'tabs/leaderboard', ...schedule(() => import('./screens/schedule/leaderboard/LeaderboardView')) },
  { path: 'matches', element: <PrefixedRedirect to="/tabs/schedule" /> },
  // The day's scoreboard (beyond the spec's routes): today's, or a day's.
  ...['scores', 'scores/:date'].map((path) => ({
    path,
    loader: inNextTask(scoresLoader(queryClient)),
    lazy: screen(() => import('./screens/scores/ScoresScreen'), 'ScoresScreen'),
  })),
  {
    path: 'matches/:matchId',
    loader: inNextTask(matchLoader(queryClient)),
    lazy: () => import('./screens/match/MatchScreen').then((m) => ({ Component: m.MatchScreen })),
  },
  {
    path: 'results',
    loader: inNextTask(resultsLoader(queryClient)),
    lazy: screen(() => import('./screens/results/ResultsScreen'), 'ResultsScreen'),
  },
  {
    path: 'results/:id',
    loader: inNextTask(resultGroupLoader(queryClient)),
    lazy: screen(() => import('./screens/results/ResultGroupScreen'), 'ResultGroupScreen'),
  },
  {
    path: 'search',
    loader: inNextTask(searchLoader(queryClient)),
    lazy: screen(() => import('./screens/search/SearchScreen'), 'SearchScreen'),
  },
  {
    path: 'teams',
    loader: inNextTask(teamSearchLoader(queryClient)),
    lazy: screen(() => import('./screens/teams/TeamSearchScreen'), 'TeamSearchScreen'),
  },
  {
    path: 'teams/:id',
    loader: inNextTask(teamLoader(queryClient)),
    lazy: screen(() => import('./screens/team/TeamScreen'), 'TeamScreen'),
  },
  {
    path: 'players/:playerId',
    loader: inNextTask(playerLoader(queryClient)),
    lazy: screen(() => import('./screens/player/PlayerScreen'), 'PlayerScreen'),
  },
  ...['states', 'associations', 'clubs'].map((level) => ({
    path: `${level}/:id`,
    loader: inNextTask(entityLoader(queryClient)),
    lazy: screen(() => import('./screens/entity/EntityScreen'), 'EntityScreen'),
  })),
  // What this device follows (issue 25): kept in the browser, so nothing to load first.
  { path: 'my-teams', lazy: screen(() => import('./screens/myTeams/MyTeamsScreen'), 'MyTeamsScreen') },
  // How to put an embed on a club's website; the embeds themselves (/embed/ladder/{id}, …) are
  // web/embed.html's, outside the app.
  { path: 'embed', lazy: screen(() => import('./screens/embed/EmbedDocsScreen'), 'EmbedDocsScreen') },
  {
    path: 'competitions/:id',
    loader: inNextTask(competitionLoader(queryClient)),
    lazy: screen(() => import('./screens/competition/CompetitionScreen'), 'CompetitionScreen'),
  },
  // The child level of the current entity, e.g. /states/{id} under a national.
  {
    path: ':directChild/:id',
    loader: inNextTask(entityLoader(queryClient)),
    lazy: screen(() => import('./screens/entity/EntityScreen'), 'EntityScreen'),
  },
];

/**
 * The scorer's console: a part of its own, outside the fans' frame, loaded only at /score. No
 * fan screen imports it, so none of it is in a fan's first JavaScript.
 */
const scorer: Pick<RouteObject, 'lazy' | 'errorElement' | 'hydrateFallbackElement'> = {
  lazy: screen(() => import('./screens/score/ScoreScreen'), 'ScoreScreen'),
  errorElement: <RouteError />,
  hydrateFallbackElement: <InitialFrame />,
};

/**
 * The competition manager's console (issue 28): like the scorer's, a part of its own outside the
 * fans' frame, loaded only at /manage; no fan screen imports it.
 */
const manager: Pick<RouteObject, 'lazy' | 'errorElement' | 'hydrateFallbackElement'> = {
  lazy: screen(() => import('./screens/manage/ManageScreen'), 'ManageScreen'),
  errorElement: <RouteError />,
  hydrateFallbackElement: <InitialFrame />,
};

export const routes: RouteObject[] = [
  { path: '/score', ...scorer },
  { path: '/manage', ...manager },
  { path: '/score/matches/:matchId', ...scorer },
  {
    path: '/',
    element: <Shell />,
    errorElement: <RouteError />,
    hydrateFallbackElement: <InitialFrame />,
    children: [
      ...screens,
      { path: 'c/:entityLevel/:entityName', children: screens },
      { path: '*', element: <NotFound /> },
    ],
  },
];

/** The router; made when the app first renders, so loading this module does no routing work. */
export const createRouter = () => createBrowserRouter(routes);

/**
 * Starts loading the code of the screen at `location`, as the router will when it starts: on a
 * first load this runs in a task of its own before the router's, as each is a long task on a
 * cheap phone (the import adds a preload tag per chunk and stylesheet). The router then finds
 * the code on its way.
 */
export function preloadScreen(location: Pick<Location, 'pathname'>): void {
  for (const { route } of matchRoutes(routes, location.pathname) ?? [])
    if (typeof route.lazy === 'function') void route.lazy();
}
