import { lazy, StrictMode, Suspense, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
// Base styles first, so component styles imported below build on them.
import './styles.css';
import { App } from './App';
import { nationalQueries } from './api/national';
import { firstScreenReady } from './firstRender';
import { restoreQueries } from './persist';
import { queryClient } from './queryClient';
import { createRouter } from './router';

/** Registers the service worker; its own chunk, fetched once the first screen has started loading. */
const UpdatePrompt = lazy(() => import('./pwa/UpdatePrompt').then((m) => ({ default: m.UpdatePrompt })));

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

// Everything the first screen needs starts now: the saved cache, the national's presentation
// and modules (the shell waits for both), then, in a task of its own (a cheap phone would
// otherwise spend one long task on all of it), the route's code and loader.
const restored = restoreQueries(queryClient);
void queryClient.prefetchQuery(nationalQueries.presentation());
void queryClient.prefetchQuery(nationalQueries.modules());

setTimeout(() => {
  const router = createRouter();
  // The first render is a transition, so React yields to the browser every few milliseconds
  // instead of holding the main thread until the whole screen is built.
  void firstScreenReady(queryClient, router, restored).then(() => {
    const root = createRoot(container);
    startTransition(() =>
      root.render(
        <StrictMode>
          <App router={router} />
          <Suspense fallback={null}>
            <UpdatePrompt />
          </Suspense>
        </StrictMode>,
      ),
    );
  });
}, 0);
