/**
 * The day's scoreboard order (ESPN's and theScore's home screen): matches grouped by
 * competition, live first, then upcoming, then final, within each group and among the groups.
 */
import type { MatchStatus } from '../schemas/values';
import { isLiveStatus } from '../statuses';

/** Where a match is in its day: under way, still to come, or over. */
export type MatchPhase = 'live' | 'upcoming' | 'final';

const RANK: Record<MatchPhase, number> = { live: 0, upcoming: 1, final: 2 };

/** Under way as every live list counts it; 'pre-game' is to come; the rest is over. */
export function matchPhase(status: MatchStatus): MatchPhase {
  if (isLiveStatus(status)) return 'live';
  return status === 'pre-game' ? 'upcoming' : 'final';
}

/** What the order reads of a match; a `MatchSummary` is one. */
export interface ScoreboardMatch {
  _id: number;
  status: MatchStatus;
  dateTime: string | null;
  competition: { _id: number; name: string };
}

export interface ScoreboardGroup<M extends ScoreboardMatch> {
  competition: M['competition'];
  /** The group's most pressing phase: 'live' if any of its matches is under way. */
  phase: MatchPhase;
  matches: M[];
}

const time = (m: ScoreboardMatch) => (m.dateTime ? Date.parse(m.dateTime) : Number.POSITIVE_INFINITY);

/**
 * Groups a day's matches by competition. Within a group: live, then upcoming, then final, each
 * by kick-off (then id). The groups: those with a match under way first, then those with one to
 * come, then those all over; among equals, in the order their competitions first appear in
 * `matches` (the server lists them by competition order).
 */
export function scoreboardGroups<M extends ScoreboardMatch>(matches: readonly M[]): ScoreboardGroup<M>[] {
  const groups = new Map<number, ScoreboardGroup<M>>();
  for (const match of matches) {
    const phase = matchPhase(match.status);
    const group = groups.get(match.competition._id);
    if (!group)
      groups.set(match.competition._id, { competition: match.competition, phase, matches: [match] });
    else {
      group.matches.push(match);
      if (RANK[phase] < RANK[group.phase]) group.phase = phase;
    }
  }
  const ordered = [...groups.values()];
  for (const group of ordered)
    group.matches.sort(
      (a, b) => RANK[matchPhase(a.status)] - RANK[matchPhase(b.status)] || time(a) - time(b) || a._id - b._id,
    );
  // Array.prototype.sort is stable: equals keep their first-appearance order.
  return ordered.sort((a, b) => RANK[a.phase] - RANK[b.phase]);
}
