import { PersistQueryClientProvider } from '@tanstack/react-query-persist-client';
import { useEffect, useState } from 'react';
import { RouterProvider } from 'react-router/dom';
import { noteRestoredData, persistOptions } from './persist';
import { queryClient } from './queryClient';
import { createRouter } from './router';

/**
 * The app: one query cache for all server state, saved between visits (web/src/persist.ts),
 * and the router. When the network comes back, whatever failed while it was gone is asked for
 * again, so the app recovers by itself.
 */
export function App() {
  const [router] = useState(createRouter);
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
    <PersistQueryClientProvider
      client={queryClient}
      persistOptions={persistOptions}
      onSuccess={() =>
        noteRestoredData(
          queryClient
            .getQueryCache()
            .getAll()
            .map((query) => query.state.dataUpdatedAt),
        )
      }
    >
      <RouterProvider router={router} />
    </PersistQueryClientProvider>
  );
}
