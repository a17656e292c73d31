/**
 * The competition matches page (spec 2.14): which matches it lists, its status chips and its
 * round strip.
 */
import { type HiddenWindow, inHiddenRounds } from '../hiddenRounds';
import { type FilterableMatch, type RoundOption, roundKey, roundOptions } from '../matchFilters';
import type { MatchStatus } from '../schemas/values';
import { isLiveStatus } from '../statuses';

/** The parts of a match the page's rules read; a `MatchSummary` satisfies it. */
export interface PageMatch extends Pick<FilterableMatch, 'round'> {
  _id: number;
  status: MatchStatus;
  dateTime: string | null;
  meta: { isBye: boolean };
}

/**
 * The matches the page lists: byes and matches inside a hidden-rounds window are left out. The
 * server withholds the latter already; the page applies the rule as well, so a cached list from
 * before a window was set shows nothing it should not.
 */
export function competitionPageMatches<M extends PageMatch>(
  matches: readonly M[],
  hideRounds: readonly HiddenWindow[],
): M[] {
  return matches.filter((m) => !m.meta.isBye && !inHiddenRounds(m.dateTime, hideRounds));
}

/** The status chips, in order, with the spec's labels. */
export const COMPETITION_STATUS_CHIPS = [
  { value: 'all', label: 'All' },
  { value: 'live', label: 'LIVE' },
  { value: 'pre-game', label: 'Pre-Game' },
  { value: 'final', label: 'Final' },
  { value: 'forfeited', label: 'Forfeited' },
] as const;
export type CompetitionStatusChip = (typeof COMPETITION_STATUS_CHIPS)[number]['value'];

/** Reads a chip from the address: one of the chips' values, else 'all'. */
export function asStatusChip(value: string | null): CompetitionStatusChip {
  return COMPETITION_STATUS_CHIPS.find((c) => c.value === value)?.value ?? 'all';
}

/** Over, as the Final chip counts it: final, washout or forfeit (spec 4), or cancelled. */
export const isFinishedStatus = (status: MatchStatus) =>
  status === 'final' || status === 'washout' || status === 'forfeit' || status === 'cancelled';

/**
 * Spec 4's competition-page chips: Pre-Game is pre-game; Final is final, washout or forfeit;
 * Forfeited is forfeit; LIVE is any other status (the app's one live rule, `isLiveStatus`).
 */
export function passesStatusChip(status: MatchStatus, chip: CompetitionStatusChip): boolean {
  switch (chip) {
    case 'all':
      return true;
    case 'live':
      return isLiveStatus(status);
    case 'pre-game':
      return status === 'pre-game';
    case 'final':
      return isFinishedStatus(status);
    case 'forfeited':
      return status === 'forfeit';
  }
}

/** The round strip's rounds after 'ALL ROUNDS': each round once, in round order, labelled by its rules. */
export const roundStrip = (matches: readonly Pick<FilterableMatch, 'round'>[]): RoundOption[] =>
  roundOptions(matches);

/**
 * The matches of a round strip choice (spec 2.14): every match for 'ALL ROUNDS' (null); else the
 * round's matches, and when every one of them is over (final, washout, forfeit or cancelled) the next
 * round's matches after them, so a finished round also shows what comes next. An unknown
 * round key selects nothing.
 */
export function matchesOfRound<M extends PageMatch>(matches: readonly M[], round: string | null): M[] {
  if (round === null) return [...matches];
  const own = matches.filter((m) => roundKey(m.round) === round);
  if (own.length === 0 || !own.every((m) => isFinishedStatus(m.status))) return own;
  const rounds = roundStrip(matches);
  const next = rounds[rounds.findIndex((r) => r.key === round) + 1];
  return next ? [...own, ...matches.filter((m) => roundKey(m.round) === next.key)] : own;
}
