import { useSyncExternalStore } from 'react';

/**
 * When the data on screen was fetched from the server. The service worker may answer an API
 * call from its cache while offline; the response then keeps the `date` header the server sent,
 * so the newest date seen is how old what the visitor sees can be.
 */
let newest: number | null = null;
const listeners = new Set<() => void>();

/** Records the `date` header of an API response. */
export function noteResponseDate(header: string | null): void {
  const time = header ? Date.parse(header) : Number.NaN;
  if (Number.isNaN(time) || (newest !== null && time <= newest)) return;
  newest = time;
  for (const listener of listeners) listener();
}

/** The newest server date of the data on screen, or null before any response. */
export function useDataDate(): number | null {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => newest,
  );
}
