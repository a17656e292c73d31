import { nearestRoundIndex } from '@touchline/domain';
import { useEffect, useRef } from 'react';
import { roundSectionId } from './MatchGroup';
import { usePrefersReducedMotion } from './useMediaQuery';

/** Spec 9: the nearest round comes into view 1 s after the screen mounts, 100 ms after a fetch. */
const AFTER_MOUNT_MS = 1000;
const AFTER_FETCH_MS = 100;

/**
 * Scrolls to the round dated nearest to now (spec 2.5) once a competition's matches are shown:
 * after mounting, and after each competition's matches arrive. Background refreshes of the same
 * competition never move the page. Reduced motion jumps instead of gliding.
 */
export function useNearestRoundScroll(
  competitionId: number,
  rounds: readonly { key: number; dateTime: string | null }[] | null,
) {
  const reduced = usePrefersReducedMotion();
  const mountedAt = useRef(Date.now());
  const scrolledFor = useRef<number | null>(null);
  const latest = useRef(rounds);
  latest.current = rounds;
  const ready = rounds !== null && rounds.length > 0;

  useEffect(() => {
    if (!ready || scrolledFor.current === competitionId) return;
    const sinceMount = Date.now() - mountedAt.current;
    const delay = sinceMount < AFTER_MOUNT_MS ? AFTER_MOUNT_MS - sinceMount : AFTER_FETCH_MS;
    const timer = window.setTimeout(() => {
      scrolledFor.current = competitionId;
      const groups = latest.current ?? [];
      const index = nearestRoundIndex(
        groups.map((g) => g.dateTime),
        new Date(),
      );
      if (index === null) return;
      document
        .getElementById(roundSectionId(groups[index]!.key))
        ?.scrollIntoView({ behavior: reduced ? 'auto' : 'smooth', block: 'start' });
    }, delay);
    return () => window.clearTimeout(timer);
  }, [competitionId, ready, reduced]);
}
