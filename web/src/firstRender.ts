import type { QueryClient } from '@tanstack/react-query';
import type { createBrowserRouter } from 'react-router';
import { nationalQueries } from './api/national';

/**
 * The longest the page's own frame (index.html's, painted before any script) stands in for the
 * app: past it the app draws its loading states, so a slow network still shows progress.
 */
const MOST_WAIT_MS = 3_000;

type Router = ReturnType<typeof createBrowserRouter>;

/** Resolves once the router has the first screen's code and has run its loader. */
function routerReady(router: Router): Promise<void> {
  return new Promise((resolve) => {
    if (router.state.initialized) return resolve();
    const stop = router.subscribe((state) => {
      if (!state.initialized) return;
      stop();
      resolve();
    });
  });
}

/**
 * Resolves when the app's first render can be the screen itself: the saved cache is back, the
 * route's code has arrived, and the national's presentation and modules (which the frame waits
 * for) are in or have failed; or after MOST_WAIT_MS. Until then index.html's frame stays, so the
 * frame is not drawn twice (once by the page, again by React) before the screen is drawn a third
 * time, and a cheap phone does one render's work instead of three.
 */
export function firstScreenReady(queryClient: QueryClient, router: Router, restored: Promise<void>) {
  const national = Promise.allSettled([
    queryClient.ensureQueryData(nationalQueries.presentation()),
    queryClient.ensureQueryData(nationalQueries.modules()),
  ]);
  return Promise.race([
    Promise.all([restored, routerReady(router), national]).then(() => undefined),
    new Promise<void>((resolve) => setTimeout(resolve, MOST_WAIT_MS)),
  ]);
}
