/**
 * The schedule's filter sheet (spec 2.5): match status, pool, round and team name. A match is
 * shown when it passes every filter; byes follow the pool, round and team-name filters.
 */
import { highestRegularRound, type RoundInfo, roundGroupLabel, roundOrder } from './rounds';
import type { MatchStatus, RoundType } from './schemas/values';
import { isLiveStatus } from './statuses';

/** The Match Status chips, in order. */
export const STATUS_FILTERS = [
  { value: 'all', label: 'All Matches' },
  { value: 'pre-game', label: 'Upcoming' },
  { value: 'live', label: 'Live' },
  { value: 'final', label: 'Final' },
] as const;
export type StatusFilter = (typeof STATUS_FILTERS)[number]['value'];

/** The filter sheet's choices; null and '' mean no filter. */
export interface MatchFilters {
  status: StatusFilter;
  /** A pool's name. */
  pool: string | null;
  /** A round's {@link roundKey}. */
  round: string | null;
  /** Part of a team's name, any case. */
  team: string;
}

export const NO_FILTERS: MatchFilters = { status: 'all', pool: null, round: null, team: '' };

/** A pool of a competition: its name and the ids of its teams. */
export interface PoolTeams {
  name: string;
  teams: readonly number[];
}

/** The parts of a match the filters read; a `MatchSummary` satisfies it. */
export interface FilterableMatch {
  status: MatchStatus;
  round: Pick<RoundInfo, 'type' | 'number'> | null;
  pool: { name: string } | null;
  homeTeam: { _id: number; name: string } | null;
  awayTeam: { _id: number; name: string } | null;
}

/** The parts of a bye the filters read; a `Bye` satisfies it. */
export interface FilterableBye {
  team: { _id: number; name: string } | null;
  round: { number: number; type?: RoundType };
}

/**
 * The status filter. 'all' passes everything; 'live' passes every status in which a match is
 * under way, by the one rule the app uses for live (`isLiveStatus`: anything but pre-game,
 * final, forfeit, washout and cancelled), so the spec's first-half, second-half and live, and also this
 * sport's quarters, half-time, periods, penalties and sets; any other value passes that
 * status exactly.
 */
export function passesStatus(status: MatchStatus, filter: StatusFilter): boolean {
  if (filter === 'all') return true;
  if (filter === 'live') return isLiveStatus(status);
  return status === filter;
}

/**
 * The pool filter: a match in a pool passes if it is that pool; a match without a pool (a
 * cross-pool or final match) passes if either of its teams is one of the pool's teams.
 */
export function passesPool(match: Pick<FilterableMatch, 'pool' | 'homeTeam' | 'awayTeam'>, pool: PoolTeams) {
  if (match.pool) return match.pool.name === pool.name;
  return [match.homeTeam, match.awayTeam].some((team) => team !== null && pool.teams.includes(team._id));
}

const isRegular = (type: RoundType) => type === 'regular' || type === 'Regular';

/**
 * A round's identity for the round filter, the same way `groupByRound` groups: regular rounds
 * by number, final and knockout rounds by number among themselves. '' for no round.
 */
export function roundKey(round: Pick<RoundInfo, 'type' | 'number'> | null): string {
  if (!round) return '';
  return `${isRegular(round.type) ? 'regular' : 'final'}-${round.number}`;
}

const teamNameHas = (team: { name: string } | null, text: string) =>
  Boolean(team?.name.toLowerCase().includes(text));

/** The matches that pass every filter, in their order. An unknown pool name passes nothing. */
export function filterMatches<M extends FilterableMatch>(
  matches: readonly M[],
  filters: MatchFilters,
  pools: readonly PoolTeams[] = [],
): M[] {
  const pool = filters.pool === null ? null : (pools.find((p) => p.name === filters.pool) ?? false);
  const text = filters.team.trim().toLowerCase();
  return matches.filter(
    (m) =>
      passesStatus(m.status, filters.status) &&
      (pool === null || (pool !== false && passesPool(m, pool))) &&
      (filters.round === null || roundKey(m.round) === filters.round) &&
      (!text || teamNameHas(m.homeTeam, text) || teamNameHas(m.awayTeam, text)),
  );
}

/** The byes that pass the pool, round and team-name filters (a bye has no status). */
export function filterByes<B extends FilterableBye>(
  byes: readonly B[],
  filters: MatchFilters,
  pools: readonly PoolTeams[] = [],
): B[] {
  const pool = filters.pool === null ? null : pools.find((p) => p.name === filters.pool);
  const text = filters.team.trim().toLowerCase();
  return byes.filter(
    (b) =>
      (pool === null || (pool !== undefined && b.team !== null && pool.teams.includes(b.team._id))) &&
      (filters.round === null ||
        roundKey({ type: b.round.type ?? 'regular', number: b.round.number }) === filters.round) &&
      (!text || teamNameHas(b.team, text)),
  );
}

/** A round pill or option: its filter key and its heading. */
export interface RoundOption {
  key: string;
  label: string;
}

/** The rounds the matches are in, in round order, each once, labelled as their group heading. */
export function roundOptions(matches: readonly Pick<FilterableMatch, 'round'>[]): RoundOption[] {
  const rounds = matches.flatMap((m) => (m.round ? [m.round as RoundInfo] : []));
  const highest = highestRegularRound(rounds);
  const options = new Map<string, { order: number; label: string }>();
  for (const round of rounds) {
    const key = roundKey(round);
    if (!options.has(key))
      options.set(key, { order: roundOrder(round, highest), label: roundGroupLabel(round) });
  }
  return [...options.entries()]
    .sort((a, b) => a[1].order - b[1].order)
    .map(([key, { label }]) => ({ key, label }));
}
