import { nearestRoundIndex } from '@touchline/domain';
import { useEffect, useRef } from 'react';
import { roundSectionId } from './MatchGroup';

/** Spec 9: the nearest round comes into view 1 s after the screen mounts, 100 ms after a fetch. */
const AFTER_MOUNT_MS = 1000;
const AFTER_FETCH_MS = 100;

/** How many frames a scroll may take to settle before it stops correcting itself. */
const MAX_SETTLE_FRAMES = 12;

/**
 * Scrolls an element to the top and keeps it there while the page settles. Rounds off screen are
 * laid out at an estimated height until they are near (content-visibility in matches.css), so the
 * rounds above the target take their real heights only as the page moves past them, and one jump
 * lands rounds away. Each frame the jump is made again, until the target stops moving.
 */
function settleOn(id: string) {
  let frames = 0;
  let lastTop = Number.NaN;
  const step = () => {
    const element = document.getElementById(id);
    if (!element) return;
    element.scrollIntoView({ behavior: 'auto', block: 'start' });
    const top = element.getBoundingClientRect().top;
    if (Math.abs(top - lastTop) > 1 && frames++ < MAX_SETTLE_FRAMES) {
      lastTop = top;
      requestAnimationFrame(step);
    }
  };
  step();
}

/**
 * Scrolls to the round dated nearest to now (spec 2.5) once a competition's matches are shown:
 * after mounting, and after each competition's matches arrive. Background refreshes of the same
 * competition never move the page. It jumps rather than glides: a glide past rounds whose
 * heights change under it ends in the wrong place.
 */
export function useNearestRoundScroll(
  competitionId: number,
  rounds: readonly { key: number; dateTime: string | null }[] | null,
) {
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
      settleOn(roundSectionId(groups[index]!.key));
    }, delay);
    return () => window.clearTimeout(timer);
  }, [competitionId, ready]);
}
