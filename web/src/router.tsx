import { createBrowserRouter, type RouteObject } from 'react-router';
import { queryClient } from './queryClient';
import { exploreLoader, matchLoader, scheduleLoader } from './screens/loaders';
import { NotFound } from './screens/NotFound';
import { PlaceholderScreen } from './screens/PlaceholderScreen';
import { EntryRedirect, PrefixedRedirect } from './screens/Redirects';
import { RouteError } from './screens/RouteError';
import { Shell } from './shell/Shell';

/** The tabbed schedule screen (matches, ladder, leaderboard), loaded when first needed. */
const schedule: Pick<RouteObject, 'lazy' | 'loader'> = {
  loader: scheduleLoader(queryClient),
  lazy: () => import('./screens/schedule/ScheduleScreen').then((m) => ({ Component: m.ScheduleScreen })),
};

/**
 * Spec 2.1: every screen, declared once and mounted both bare and under the branded prefix.
 * Screens are separate chunks; each route's loader starts its data while the chunk downloads.
 */
const screens: RouteObject[] = [
  { index: true, element: <EntryRedirect /> },
  {
    path: 'tabs/explore',
    loader: exploreLoader(queryClient),
    lazy: () => import('./screens/explore/ExploreScreen').then((m) => ({ Component: m.ExploreScreen })),
  },
  { path: 'explore', element: <PrefixedRedirect to="/tabs/explore" /> },
  { path: 'tabs/schedule', ...schedule },
  { path: 'tabs/ladders', ...schedule },
  { path: 'tabs/leaderboard', ...schedule },
  { path: 'matches', element: <PrefixedRedirect to="/tabs/schedule" /> },
  {
    path: 'matches/:matchId',
    loader: matchLoader(queryClient),
    lazy: () => import('./screens/match/MatchScreen').then((m) => ({ Component: m.MatchScreen })),
  },
  { path: 'results', element: <PlaceholderScreen title="Results" /> },
  { path: 'results/:id', element: <PlaceholderScreen title="Result" idParam="id" /> },
  { path: 'search', element: <PlaceholderScreen title="Search" /> },
  { path: 'teams', element: <PlaceholderScreen title="Teams" /> },
  { path: 'teams/:id', element: <PlaceholderScreen title="Team" idParam="id" /> },
  { path: 'players/:playerId', element: <PlaceholderScreen title="Player" idParam="playerId" /> },
  { path: 'states/:id', element: <PlaceholderScreen title="State" idParam="id" /> },
  { path: 'associations/:id', element: <PlaceholderScreen title="Association" idParam="id" /> },
  { path: 'clubs/:id', element: <PlaceholderScreen title="Club" idParam="id" /> },
  { path: 'competitions/:id', element: <PlaceholderScreen title="Competition" idParam="id" /> },
  // The child level of the current entity, e.g. /states/{id} under a national.
  { path: ':directChild/:id', element: <PlaceholderScreen title="Organisation" idParam="id" /> },
];

export const routes: RouteObject[] = [
  {
    path: '/',
    element: <Shell />,
    errorElement: <RouteError />,
    children: [
      ...screens,
      { path: 'c/:entityLevel/:entityName', children: screens },
      { path: '*', element: <NotFound /> },
    ],
  },
];

/** The router; made when the app first renders, so loading this module does no routing work. */
export const createRouter = () => createBrowserRouter(routes);
