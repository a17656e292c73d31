import { SEARCH_FOCUS_DELAY_MS } from '@touchline/domain';
import { type RefObject, useEffect } from 'react';

/**
 * Focuses a search bar a moment after its screen opens (spec 2.10: 500 ms), unless the visitor
 * has put the focus somewhere else meanwhile: the element that had it when the screen opened (say
 * the Search tab they pressed), or none, may be taken from; anything else is theirs.
 */
export function useDelayedFocus(
  target: RefObject<HTMLElement | null>,
  delayMs: number = SEARCH_FOCUS_DELAY_MS,
): void {
  useEffect(() => {
    const before = document.activeElement;
    const timer = window.setTimeout(() => {
      const now = document.activeElement;
      if (now === before || now === null || now === document.body)
        target.current?.focus({ preventScroll: true });
    }, delayMs);
    return () => window.clearTimeout(timer);
  }, [target, delayMs]);
}
