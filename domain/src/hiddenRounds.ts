/**
 * A competition's hidden rounds (display.hideRounds): windows of time whose matches the public
 * does not see and that count for no ladder or leaderboard. This is the one rule; the server's
 * SQL copy (`resultsArePublic` in server/src/repositories/lookups.ts) is tested against it.
 */

/** A hidden-rounds window of a competition: epoch milliseconds, both ends included. */
export interface HiddenWindow {
  from: number;
  to: number;
}

/**
 * Whether a match time falls inside any of a competition's hidden-rounds windows, ends
 * included. The time may be an ISO string (an API answer), epoch milliseconds (the ladder
 * engine) or a Date (a database row). A match without a time, or with an unreadable one, is
 * never hidden.
 */
export function inHiddenRounds(
  dateTime: string | number | Date | null | undefined,
  windows: readonly HiddenWindow[],
): boolean {
  if (dateTime == null || windows.length === 0) return false;
  const at =
    typeof dateTime === 'number'
      ? dateTime
      : typeof dateTime === 'string'
        ? Date.parse(dateTime)
        : dateTime.getTime();
  return !Number.isNaN(at) && windows.some((w) => at >= w.from && at <= w.to);
}
