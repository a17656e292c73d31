import type { QueryClient } from '@tanstack/react-query';
import {
  type PersistedClient,
  type Persister,
  persistQueryClientRestore,
  persistQueryClientSave,
} from '@tanstack/react-query-persist-client';
import { del, get, set } from 'idb-keyval';
import { noteResponseDate } from './api/freshness';
import { NATIONAL_ID } from './config';

/** How long saved answers may be shown: a fan who opens the app a week later sees the last data. */
const MAX_AGE_MS = 7 * 24 * 60 * 60 * 1000;
/**
 * Raise when a saved answer's shape changes, so an old copy is thrown away, not misread. (2: the
 * copy is kept as an object, no longer as JSON text.)
 */
const CACHE_VERSION = 2;
/** The cache is saved at most this often, however many live messages change it meanwhile. */
export const SAVE_EVERY_MS = 5_000;
/** A save waits for the browser to be idle, but no longer than this. */
const IDLE_WAIT_MS = 2_000;

const KEY = 'touchline.queries';

/**
 * TanStack Query's persister on IndexedDB (idb-keyval), keeping the dehydrated cache as an
 * object: IndexedDB clones it, so no JSON text is made on the main thread.
 */
const persister: Persister = {
  persistClient: (client) => set(KEY, client),
  restoreClient: () => get<PersistedClient>(KEY),
  removeClient: () => del(KEY),
};

/**
 * The saved copy belongs to this deployment's national and cache version: another national's
 * data never shows.
 */
const options = {
  persister,
  maxAge: MAX_AGE_MS,
  buster: `national-${NATIONAL_ID}.v${CACHE_VERSION}`,
  dehydrateOptions: {
    shouldDehydrateQuery: (query: { state: { status: string } }) => query.state.status === 'success',
  },
};

/**
 * Puts the saved cache back, so what a fan has seen once is there offline from the first visit,
 * before the service worker has taken over, and a reload on a bad network paints the last data
 * at once while fresh answers are asked for. Its newest answer is then how old the data on
 * screen is (for the offline note), until an answer from the network is newer. Never fails: a
 * copy that cannot be read is dropped.
 */
export async function restoreQueries(queryClient: QueryClient): Promise<void> {
  try {
    await persistQueryClientRestore({ queryClient, ...options });
  } catch {
    return;
  }
  const newest = Math.max(
    0,
    ...queryClient
      .getQueryCache()
      .getAll()
      .map((query) => query.state.dataUpdatedAt),
  );
  if (newest > 0) noteResponseDate(new Date(newest).toUTCString());
}

/**
 * Saves the cache as it changes: at most every SAVE_EVERY_MS, when the browser is idle, so a
 * live match's messages never make a save each (TanStack's own subscriber dehydrates the whole
 * cache on every change); and at once when the page is hidden, as a phone may then close it.
 * Returns the function that stops saving.
 */
export function saveQueries(queryClient: QueryClient): () => void {
  let changed = false;
  let lastSave = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let idle: number | undefined;

  const save = () => {
    timer = undefined;
    idle = undefined;
    if (!changed) return;
    changed = false;
    lastSave = Date.now();
    void persistQueryClientSave({ queryClient, ...options }).catch(() => undefined);
  };
  const saveWhenIdle = () => {
    timer = undefined;
    if ('requestIdleCallback' in window) idle = window.requestIdleCallback(save, { timeout: IDLE_WAIT_MS });
    else save();
  };
  const saveNow = () => {
    if (document.visibilityState !== 'hidden') return;
    clearTimeout(timer);
    if (idle !== undefined) window.cancelIdleCallback(idle);
    save();
  };

  const unsubscribe = queryClient.getQueryCache().subscribe((event) => {
    if (event.type !== 'added' && event.type !== 'removed' && event.type !== 'updated') return;
    changed = true;
    if (timer === undefined && idle === undefined)
      timer = setTimeout(saveWhenIdle, Math.max(0, lastSave + SAVE_EVERY_MS - Date.now()));
  });
  document.addEventListener('visibilitychange', saveNow);
  return () => {
    unsubscribe();
    document.removeEventListener('visibilitychange', saveNow);
    clearTimeout(timer);
    if (idle !== undefined) window.cancelIdleCallback(idle);
  };
}
