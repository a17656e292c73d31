import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './api/client';

const MAX_RETRIES = 2;

/** The one query cache. A 4xx will not change on retry, so only network errors and 5xx are retried. */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      // Try the request even when the browser says it is offline: the service worker answers
      // from its saved copies (web/vite.config.ts); retries wait for the connection.
      networkMode: 'offlineFirst',
      retry: (failures, error) =>
        !(error instanceof ApiError && error.status < 500) && failures < MAX_RETRIES,
      // Answers stay in memory, and so in the saved cache (web/src/persist.ts), for half an hour
      // after their screen closes: a fan going back and forth, or offline, finds them there.
      gcTime: 30 * 60_000,
    },
  },
});
