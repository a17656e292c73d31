/**
 * The ladder as it stands: matches under way counted at their current scores, as a 'live
 * ladder' shows them during a round. A disputed match is over, not under way, and still does
 * not count.
 */
import { isLiveStatus } from '../statuses';
import type { LadderMatch } from './results';

/** Whether a match is under way and counts on the ladder as it stands. */
export const countsAsItStands = (m: LadderMatch) =>
  !m.isBye &&
  m.homeTeamId != null &&
  m.awayTeamId != null &&
  m.status !== 'disputed' &&
  isLiveStatus(m.status);

/**
 * The matches with those under way counted as if final at their current scores, and those
 * under way. The ladder of the result is provisional whenever `live` is not empty.
 */
export function asItStands(matches: readonly LadderMatch[]): { matches: LadderMatch[]; live: LadderMatch[] } {
  const live = matches.filter(countsAsItStands);
  if (live.length === 0) return { matches: [...matches], live };
  const under = new Set(live);
  return {
    matches: matches.map((m) => (under.has(m) ? { ...m, status: 'final' as const } : m)),
    live,
  };
}
