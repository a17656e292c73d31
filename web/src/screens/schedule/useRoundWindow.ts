import { useCallback, useRef, useState } from 'react';

/** Rounds drawn either side of the round the schedule opens on. */
const NEIGHBOURS = 1;
/** A schedule of this many rounds or fewer is drawn whole. */
const DRAW_ALL_UP_TO = 4;
/** How near the screen a round is drawn: one screen's height above and below it. */
const ROOT_MARGIN = '100% 0px';

export interface RoundWindow {
  /** Whether a round's matches are drawn, or only its heading and its space. */
  isDrawn(key: number): boolean;
  /** A ref for a round not drawn yet: it is drawn once it comes near the screen. */
  watch(element: HTMLElement | null): (() => void) | undefined;
}

/**
 * Which rounds of a schedule are drawn in full (spec 2.5). A season's schedule is long and a
 * phone slow: the round the screen opens on (the nearest, where it scrolls to), its neighbours
 * and any round with a match under way (`live`) are drawn at once, and every other round keeps
 * its heading and its space until the fan scrolls near it, then stays drawn. Its element must
 * carry `data-round` with the key.
 */
export function useRoundWindow(
  keys: readonly number[],
  anchor: number | null,
  live: ReadonlySet<number> = new Set(),
): RoundWindow {
  const [near, setNear] = useState<ReadonlySet<number>>(() => new Set());
  // One observer for the screen; each placeholder stops being watched when it is drawn or leaves.
  const observer = useRef<IntersectionObserver | null>(null);
  const watch = useCallback((element: HTMLElement | null) => {
    if (!element) return;
    observer.current ??= new IntersectionObserver(
      (entries) => {
        const came = entries.filter((e) => e.isIntersecting).map((e) => e.target as HTMLElement);
        if (came.length === 0) return;
        for (const target of came) observer.current?.unobserve(target);
        setNear((drawn) => {
          const next = new Set(drawn);
          for (const target of came) next.add(Number(target.dataset.round));
          return next;
        });
      },
      { rootMargin: ROOT_MARGIN },
    );
    const io = observer.current;
    io.observe(element);
    return () => io.unobserve(element);
  }, []);

  const first = Math.max(0, (anchor ?? 0) - NEIGHBOURS);
  const opening = new Set(keys.slice(first, first + 2 * NEIGHBOURS + 1));
  const all = keys.length <= DRAW_ALL_UP_TO;
  return { isDrawn: (key) => all || opening.has(key) || live.has(key) || near.has(key), watch };
}
