import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useSyncExternalStore } from 'react';
import { useDataDate } from '../api/freshness';
import { offlineMessage, UNSAVED_NOTE, useOnline } from './online';
import './pwa.css';

/**
 * While the browser is offline, says so and how old the data on screen is: the service worker
 * answers from what it saved, and freshness.ts keeps the newest `date` those answers carry.
 * When the screen waits on an answer that was never saved, it says that too, rather than leave
 * a skeleton with no word. Gone again as soon as the browser is back online.
 */
export function OfflineStatus() {
  const online = useOnline();
  const dataDate = useDataDate();
  const unsaved = useWaitingWithoutData(!online);
  return (
    <div className="offline-status" role="status">
      {!online && (
        <p className="offline-status__note">
          <svg viewBox="0 0 24 24" width={20} height={20} aria-hidden="true" focusable="false">
            <path
              d="M2 8.5a15 15 0 0 1 20 0M5.5 12a10 10 0 0 1 13 0M9 15.5a5 5 0 0 1 6 0M3 3l18 18"
              fill="none"
              stroke="currentColor"
              strokeWidth={2}
              strokeLinecap="round"
            />
            <circle cx="12" cy="19" r="1.5" fill="currentColor" />
          </svg>
          <span>
            {offlineMessage(dataDate, new Date())}
            {unsaved && <span className="offline-status__unsaved"> {UNSAVED_NOTE}</span>}
          </span>
        </p>
      )}
    </div>
  );
}

/**
 * Whether a query on screen waits for the network with nothing saved to show meanwhile. Asked
 * only while offline: online, every change to the cache (a live match makes many) would look
 * through every query for nothing.
 */
function useWaitingWithoutData(offline: boolean): boolean {
  const cache = useQueryClient().getQueryCache();
  const subscribe = useCallback(
    (onChange: () => void) => (offline ? cache.subscribe(onChange) : () => {}),
    [cache, offline],
  );
  return useSyncExternalStore(
    subscribe,
    () =>
      offline &&
      cache
        .findAll({ type: 'active', fetchStatus: 'paused' })
        .some((query) => query.state.data === undefined),
    () => false,
  );
}
