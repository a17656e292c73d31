import { QueryClientProvider } from '@tanstack/react-query';
import { useEffect } from 'react';
import { RouterProvider } from 'react-router/dom';
import { saveQueries } from './persist';
import { queryClient } from './queryClient';
import type { createRouter } from './router';

/**
 * The app: one query cache for all server state, saved between visits (web/src/persist.ts),
 * and the router. When the network comes back, whatever failed while it was gone is asked for
 * again, so the app recovers by itself.
 */
export function App({ router }: { router: ReturnType<typeof createRouter> }) {
  useEffect(() => saveQueries(queryClient), []);
  useEffect(() => {
    const retry = () =>
      void queryClient.refetchQueries({
        type: 'active',
        predicate: (query) => query.state.status === 'error',
      });
    window.addEventListener('online', retry);
    return () => window.removeEventListener('online', retry);
  }, []);
  return (
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>
  );
}
