import { SCROLL_TO_TOP_MS, scrollPositionAt } from '@touchline/domain';

/**
 * Scrolls the page to the top over `durationMs` (spec 9: 300 ms after a page change). The
 * browser's own smooth scrolling picks its own duration, hence the frames; a visitor who asks
 * for less motion goes to the top at once.
 */
export function scrollToTop(durationMs: number = SCROLL_TO_TOP_MS): void {
  const from = window.scrollY;
  if (from <= 0) return;
  if (window.matchMedia('(prefers-reduced-motion: reduce)').matches) {
    window.scrollTo(0, 0);
    return;
  }
  const start = performance.now();
  const step = (now: number) => {
    const elapsed = now - start;
    window.scrollTo(0, scrollPositionAt(from, 0, elapsed, durationMs));
    if (elapsed < durationMs) requestAnimationFrame(step);
  };
  requestAnimationFrame(step);
}
