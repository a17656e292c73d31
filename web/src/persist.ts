import { createAsyncStoragePersister } from '@tanstack/query-async-storage-persister';
import type { PersistQueryClientOptions } from '@tanstack/react-query-persist-client';
import { del, get, set } from 'idb-keyval';
import { noteResponseDate } from './api/freshness';
import { NATIONAL_ID } from './config';

/** How long saved answers may be shown: a fan who opens the app a week later sees the last data. */
const MAX_AGE_MS = 7 * 24 * 60 * 60 * 1000;
/** Raise when a saved answer's shape changes, so an old copy is thrown away, not misread. */
const CACHE_VERSION = 1;
/** The cache is written at most this often, not on every live message. */
const THROTTLE_MS = 1_000;

/**
 * The query cache is saved to IndexedDB, so what a fan has seen once is there offline from the
 * first visit, before the service worker has taken over, and a reload on a bad network paints
 * the last data at once while fresh answers are asked for. The saved copy belongs to this
 * deployment's national and cache version: another national's data never shows.
 */
export const persistOptions: Omit<PersistQueryClientOptions, 'queryClient'> = {
  persister: createAsyncStoragePersister({
    storage: {
      getItem: (key) => get<string>(key),
      setItem: (key, value) => set(key, value),
      removeItem: del,
    },
    key: 'touchline.queries',
    throttleTime: THROTTLE_MS,
  }),
  maxAge: MAX_AGE_MS,
  buster: `national-${NATIONAL_ID}.v${CACHE_VERSION}`,
  dehydrateOptions: { shouldDehydrateQuery: (query) => query.state.status === 'success' },
};

/**
 * Once the saved cache is back, its newest answer is how old the data on screen is (for the
 * offline note), until an answer from the network is newer.
 */
export function noteRestoredData(dataUpdatedAt: readonly number[]): void {
  const newest = Math.max(0, ...dataUpdatedAt);
  if (newest > 0) noteResponseDate(new Date(newest).toUTCString());
}
