import { lazy, StrictMode, Suspense, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
// Base styles first, so component styles imported below build on them.
import './styles.css';
import { App } from './App';
import { nationalQueries } from './api/national';
import { firstScreenReady } from './firstRender';
import { restoreQueries } from './persist';
import { queryClient } from './queryClient';
import { createRouter, preloadScreen } from './router';

/** Registers the service worker; its own chunk, fetched once the first screen has started loading. */
const UpdatePrompt = lazy(() => import('./pwa/UpdatePrompt').then((m) => ({ default: m.UpdatePrompt })));

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

/** A task of its own for what follows: each step of a first load is a long task on a cheap phone. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * The first load: the saved cache and the national's presentation and modules (the shell waits
 * for both) start at once; then the screen's code; then the router with its loader; and React
 * renders once they are in (firstRender.ts). The render is a transition, so React yields to the
 * browser every few milliseconds instead of holding the main thread until the screen is built.
 */
async function start(root: HTMLElement) {
  window.__touchlineStarted = true;
  const restored = restoreQueries(queryClient);
  void queryClient.prefetchQuery(nationalQueries.presentation());
  void queryClient.prefetchQuery(nationalQueries.modules());
  await nextTask();
  preloadScreen(window.location);
  await nextTask();
  const router = createRouter();
  await firstScreenReady(queryClient, router, restored);
  const app = createRoot(root);
  startTransition(() =>
    app.render(
      <StrictMode>
        <App router={router} />
        <Suspense fallback={null}>
          <UpdatePrompt />
        </Suspense>
      </StrictMode>,
    ),
  );
}

void start(container);
