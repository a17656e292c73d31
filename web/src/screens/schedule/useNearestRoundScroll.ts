import { nearestRoundIndex } from '@touchline/domain';
import { useEffect, useRef } from 'react';
import { roundSectionId } from './MatchGroup';

/** Spec 9: the nearest round comes into view 1 s after the screen mounts, 100 ms after a fetch. */
const AFTER_MOUNT_MS = 1000;
const AFTER_FETCH_MS = 100;

/** How many frames in a row the target must hold still before the page counts as settled. */
const STILL_FRAMES = 8;
/** The most frames (about 2 s) spent keeping the target in place. */
const MAX_SETTLE_FRAMES = 120;
/** What a fan does to scroll for themselves; the page then stops moving under them. */
const FAN_INPUT = ['wheel', 'touchstart', 'pointerdown', 'keydown'] as const;

/**
 * Scrolls an element to the top and keeps it there while the page settles. Rounds off screen are
 * laid out at an estimated height until they are near (content-visibility in matches.css), so
 * the rounds above the target take their real heights only once the page is there, a frame or
 * two after the jump, and push the target down. Each frame the jump is made again, until the
 * target has held still for a few frames in a row, or the fan scrolls for themselves.
 */
function settleOn(id: string) {
  let frames = 0;
  let still = 0;
  let lastTop = Number.NaN;
  let stopped = false;
  const stop = () => {
    stopped = true;
    for (const type of FAN_INPUT) window.removeEventListener(type, stop);
  };
  for (const type of FAN_INPUT) window.addEventListener(type, stop, { passive: true });
  const step = () => {
    const element = document.getElementById(id);
    if (stopped || !element) return stop();
    element.scrollIntoView({ behavior: 'auto', block: 'start' });
    const top = element.getBoundingClientRect().top;
    still = Math.abs(top - lastTop) <= 1 ? still + 1 : 0;
    lastTop = top;
    if (still >= STILL_FRAMES || ++frames >= MAX_SETTLE_FRAMES) return stop();
    requestAnimationFrame(step);
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
