import { lazy, StrictMode, Suspense } from 'react';
import { createRoot } from 'react-dom/client';
// Base styles first, so component styles imported below build on them.
import './styles.css';
import { App } from './App';
import { nationalQueries } from './api/national';
import { queryClient } from './queryClient';

/** Registers the service worker; its own chunk, fetched once the first screen has started loading. */
const UpdatePrompt = lazy(() => import('./pwa/UpdatePrompt').then((m) => ({ default: m.UpdatePrompt })));

// The shell shows a screen once the national's presentation and modules are in: ask for both
// now, alongside the screen's code, rather than once the shell first renders (not every
// screen's loader asks for the presentation, and none for the modules).
void queryClient.prefetchQuery(nationalQueries.presentation());
void queryClient.prefetchQuery(nationalQueries.modules());

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

createRoot(container).render(
  <StrictMode>
    <App />
    <Suspense fallback={null}>
      <UpdatePrompt />
    </Suspense>
  </StrictMode>,
);
