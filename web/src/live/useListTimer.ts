import { type ListClock, type TimerView, timerAt } from '@touchline/domain';
import { useCallback, useRef, useSyncExternalStore } from 'react';
import { subscribeTick, tickTime } from './ticker';

const listenToNothing = () => () => {};

/**
 * A listed match's clock as it stands at the shared tick (ticker.ts), or null without one. Only
 * a running clock listens to the tick, and the card re-renders only when what it shows changes
 * (the 'MM:SS', or the clock stopping or ending), so fifty cards cost one timer and a few
 * renders a second.
 */
export function useListTimer(clock: ListClock | null): TimerView | null {
  const timer = clock?.timer ?? null;
  const offsetMs = clock?.offsetMs ?? 0;
  const shown = useRef<TimerView | null>(null);
  const read = useCallback(() => {
    if (!timer) return null;
    const view = timerAt(timer, tickTime() - offsetMs);
    const last = shown.current;
    if (last && last.display === view.display && last.running === view.running && last.ended === view.ended)
      return last;
    shown.current = view;
    return view;
  }, [timer, offsetMs]);
  const view = useSyncExternalStore(
    timer && timerAt(timer, tickTime() - offsetMs).running ? subscribeTick : listenToNothing,
    read,
  );
  return view;
}
