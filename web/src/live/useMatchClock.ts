import { type MatchClock, TIMER_TICK_MS, type TimerView, timerAt } from '@touchline/domain';
import { useEffect, useState } from 'react';

/**
 * The match clock as it stands now (spec 4), or null without one. It is worked out from the
 * stored timer state on the server's clock (the browser's skew taken off), so it ticks every
 * second with no message from the server, and every timer message corrects it. A tick is timed
 * to land just after the display changes, so the seconds turn over when they should.
 */
export function useMatchClock(
  clock: Pick<MatchClock, 'timer' | 'offsetMs'> | null | undefined,
): TimerView | null {
  const [now, setNow] = useState(() => Date.now());
  const timer = clock?.timer ?? null;
  const offsetMs = clock?.offsetMs ?? 0;

  useEffect(() => {
    setNow(Date.now());
    if (!timer) return;
    let handle: ReturnType<typeof setTimeout>;
    const tick = () => {
      const current = Date.now();
      setNow(current);
      const view = timerAt(timer, current - offsetMs);
      if (!view.running) return;
      const untilChange = view.remainingMs % TIMER_TICK_MS || TIMER_TICK_MS;
      handle = setTimeout(tick, untilChange + 5);
    };
    tick();
    return () => clearTimeout(handle);
  }, [timer, offsetMs]);

  return timer ? timerAt(timer, now - offsetMs) : null;
}
