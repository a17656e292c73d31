/**
 * A team's or player's record (spec 4 'Team and player counts', 'Completed and Upcoming'):
 * which side they were, what counts as played, won and lost, the latest match, and the split of
 * a fixture list into results and what is to come.
 */
import type { MatchStatus, TeamSide } from '../schemas/values';

/** What the record rules read of a match; a `MatchSummary` is one. */
export interface RecordMatch {
  _id: number;
  status: MatchStatus;
  dateTime: string | null;
  scores: { homeTeam: number; awayTeam: number };
  homeTeam: { _id: number; name: string } | null;
  awayTeam: { _id: number; name: string } | null;
}

/** Matches played, won and lost. */
export interface TeamRecord {
  played: number;
  won: number;
  lost: number;
}

/** The team's side in a match: home if the home team is it, else away (spec 4). */
export const sideOf = (match: Pick<RecordMatch, 'homeTeam'>, teamId: number): TeamSide =>
  match.homeTeam?._id === teamId ? 'homeTeam' : 'awayTeam';

const otherSide = (side: TeamSide): TeamSide => (side === 'homeTeam' ? 'awayTeam' : 'homeTeam');

/** The team's result in a final match by its own side's score: 'W', 'D' or 'L'; null otherwise. */
export function resultFor(match: RecordMatch, teamId: number): 'W' | 'D' | 'L' | null {
  if (match.status !== 'final') return null;
  const side = sideOf(match, teamId);
  const own = match.scores[side];
  const other = match.scores[otherSide(side)];
  return own > other ? 'W' : own < other ? 'L' : 'D';
}

/** Played, won and lost: only final matches count (spec 4); a draw is played, neither won nor lost. */
export function teamRecord(matches: readonly RecordMatch[], teamId: number): TeamRecord {
  return recordOf(matches, () => teamId);
}

/** A player's record: each match counted for the team they played for in it. */
export function recordOf<M extends RecordMatch>(
  matches: readonly M[],
  teamIdOf: (match: M) => number,
): TeamRecord {
  const record = { played: 0, won: 0, lost: 0 };
  for (const match of matches) {
    const result = resultFor(match, teamIdOf(match));
    if (result === null) continue;
    record.played += 1;
    if (result === 'W') record.won += 1;
    if (result === 'L') record.lost += 1;
  }
  return record;
}

const at = (m: Pick<RecordMatch, 'dateTime'>) => (m.dateTime ? Date.parse(m.dateTime) : Number.NaN);

/** The latest match: the most recent whose dateTime is past and whose status is not pre-game. */
export function latestMatch<M extends RecordMatch>(matches: readonly M[], now: Date): M | null {
  let latest: M | null = null;
  for (const match of matches) {
    const time = at(match);
    if (!(time <= now.getTime()) || match.status === 'pre-game') continue;
    if (latest === null || time > at(latest)) latest = match;
  }
  return latest;
}

/**
 * Completed (final, or dated in the past), newest first; and upcoming (the rest dated in the
 * future), soonest first. A match without a date is in neither.
 */
export function completedAndUpcoming<M extends RecordMatch>(
  matches: readonly M[],
  now: Date,
): { completed: M[]; upcoming: M[] } {
  const completed: M[] = [];
  const upcoming: M[] = [];
  for (const match of matches) {
    const time = at(match);
    if (match.status === 'final' || time <= now.getTime()) completed.push(match);
    else if (time > now.getTime()) upcoming.push(match);
  }
  completed.sort((a, b) => (at(b) || 0) - (at(a) || 0));
  upcoming.sort((a, b) => at(a) - at(b));
  return { completed, upcoming };
}

/** The seasons a team page offers: the team's and its matches', distinct, newest first. */
export function seasonsOf(teamSeason: number | null, matches: readonly { season: number }[]): number[] {
  const seasons = new Set(matches.map((m) => m.season));
  if (teamSeason !== null) seasons.add(teamSeason);
  return [...seasons].sort((a, b) => b - a);
}
