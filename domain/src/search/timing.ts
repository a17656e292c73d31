/** The search screens' timings (spec 9). */

/** Global search waits this long after the last keystroke before searching. */
export const SEARCH_DEBOUNCE_MS = 500;
/** Team search waits this long after the last keystroke. */
export const TEAM_SEARCH_DEBOUNCE_MS = 700;
/** A search bar takes the focus this long after its screen opens. */
export const SEARCH_FOCUS_DELAY_MS = 500;
/** Changing team search's page scrolls to the top over this long. */
export const SCROLL_TO_TOP_MS = 300;

/**
 * Where a scroll from `from` to `to` over `durationMs` is after `elapsedMs`: eased out (fast,
 * then settling), exactly `from` at the start and `to` once the time is up.
 */
export function scrollPositionAt(from: number, to: number, elapsedMs: number, durationMs: number): number {
  if (durationMs <= 0 || elapsedMs >= durationMs) return to;
  if (elapsedMs <= 0) return from;
  const t = elapsedMs / durationMs;
  const eased = 1 - (1 - t) ** 3;
  return from + (to - from) * eased;
}
