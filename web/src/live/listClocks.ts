import type { ListClock } from '@touchline/domain';
import { useSyncExternalStore } from 'react';

/**
 * The clocks of listed matches under way, by match id, as competitions' streams keep them: a
 * card shows its match's running clock without a stream of its own. Kept in memory only: a
 * clock is worth nothing once its stream is gone, and is never saved for offline.
 */
const clocks = new Map<number, ListClock>();
const listeners = new Map<number, Set<() => void>>();

function notify(matchId: number) {
  for (const listener of listeners.get(matchId) ?? []) listener();
}

/** Sets (or with null, forgets) a match's clock. */
export function setListClock(matchId: number, clock: ListClock | null): void {
  if (clock) clocks.set(matchId, clock);
  else clocks.delete(matchId);
  notify(matchId);
}

/** Updates a match's clock, if it has one. */
export function updateListClock(matchId: number, update: (clock: ListClock) => ListClock): void {
  const clock = clocks.get(matchId);
  if (!clock) return;
  const next = update(clock);
  if (next === clock) return;
  clocks.set(matchId, next);
  notify(matchId);
}

/** A listed match's clock, while a competition stream keeps it; null otherwise. */
export function useListClock(matchId: number): ListClock | null {
  return useSyncExternalStore(
    (onChange) => {
      const set = listeners.get(matchId) ?? new Set();
      set.add(onChange);
      listeners.set(matchId, set);
      return () => {
        set.delete(onChange);
        if (set.size === 0) listeners.delete(matchId);
      };
    },
    () => clocks.get(matchId) ?? null,
    () => null,
  );
}
