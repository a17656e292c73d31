/**
 * The team and player pages' stat tables (spec 2.11 'Season Summary', 2.12): a row per season
 * and a row per match, with a column per visible scoring type, in the national's column order.
 */

import type { EventTypeResponse } from '../api/national';
import type { EventCount } from '../api/team';
import { isVisibleInLadders } from '../eventTypes';
import { type RoundInfo, roundLabel } from '../rounds';
import { type RecordMatch, resultFor, sideOf } from './record';

/** A stat column: the scoring types it adds up (several after a merge) and its heading. */
export interface StatColumn {
  types: number[];
  abbreviation: string;
  name: string;
}

/** How a national orders the pages' stat columns (a per-national setting, DECISIONS). */
export type PageStatOrder = 'default' | 'merged';

/**
 * The pages' order for 'merged' nationals, numbering the columns from the first two fixed ones
 * (season and P, or Rnd and Vs): 0,1,3,5,2,4; the Goal column (3) then includes Penalty Goal (4).
 */
export const MERGED_PAGE_ORDER = [0, 1, 3, 5, 2, 4] as const;

/**
 * The stat columns: one per scoring type shown on ladders (visibleInLadders true or unset), in
 * the national's order. For 'merged' nationals the event columns follow MERGED_PAGE_ORDER and
 * the column numbered 4 is added into the one numbered 3, under the latter's heading. Columns
 * the order does not name keep their place after it, so no type is lost.
 */
export function statColumns(types: readonly EventTypeResponse[], order: PageStatOrder): StatColumn[] {
  const columns = types
    .filter(isVisibleInLadders)
    .map((t) => ({ types: [t.type], abbreviation: t.abbreviation, name: t.name }));
  if (order === 'default' || columns.length < 3) return columns;
  // Numbered as the spec numbers them: two fixed columns first.
  const numbered = [null, null, ...columns];
  const named = MERGED_PAGE_ORDER.filter((i) => i >= 2 && i < numbered.length);
  const rest = numbered
    .map((_, i) => i)
    .filter((i) => i >= 2 && !named.includes(i as (typeof named)[number]));
  const ordered = [...named, ...rest].map((i) => ({ index: i, column: numbered[i]! }));
  const goal = ordered.find((c) => c.index === 3);
  const penaltyGoal = ordered.find((c) => c.index === 4);
  if (!goal || !penaltyGoal) return ordered.map((c) => c.column);
  return ordered
    .filter((c) => c !== penaltyGoal)
    .map((c) =>
      c === goal ? { ...c.column, types: [...c.column.types, ...penaltyGoal.column.types] } : c.column,
    );
}

/** The counts of a match (or several) per column, from the event counts. */
function countsFor(
  columns: readonly StatColumn[],
  counts: readonly EventCount[],
  matchIds: ReadonlySet<number>,
) {
  return columns.map((column) =>
    counts
      .filter((c) => matchIds.has(c.matchId) && column.types.includes(c.type))
      .reduce((sum, c) => sum + c.count, 0),
  );
}

/** A row of 'Performance By Season'. */
export interface SeasonRow {
  season: number;
  /** For a player: the teams they played for that season. */
  teams: string[];
  played: number;
  counts: number[];
}

/**
 * 'Performance By Season': per season, newest first, the matches played (final ones) and the
 * event totals per column. `teamOf` names the side each match is counted for.
 */
export function performanceBySeason<M extends RecordMatch & { season: number }>(
  matches: readonly M[],
  counts: readonly EventCount[],
  columns: readonly StatColumn[],
  teamOf: (match: M) => { _id: number; name: string },
): SeasonRow[] {
  const bySeason = new Map<number, M[]>();
  for (const match of matches) bySeason.set(match.season, [...(bySeason.get(match.season) ?? []), match]);
  return [...bySeason]
    .sort(([a], [b]) => b - a)
    .map(([season, list]) => {
      const played = list.filter((m) => resultFor(m, teamOf(m)._id) !== null);
      return {
        season,
        teams: [...new Set(list.map((m) => teamOf(m).name))],
        played: played.length,
        counts: countsFor(columns, counts, new Set(played.map((m) => m._id))),
      };
    });
}

/** A row of 'Appearances': one match, from the side of the team counted. */
export interface AppearanceRow<M> {
  match: M;
  /** The round's name or number. */
  round: string;
  /** The opponent, 'BYE' or 'TBA'. */
  opponent: string;
  /** 'home : away' once played, else '-'. */
  result: string;
  outcome: 'W' | 'D' | 'L' | null;
  counts: number[];
}

/** 'Appearances': one row per match, newest first, with its round, opponent, result and counts. */
export function appearanceRows<M extends RecordMatch & { round: RoundInfo | null; meta: { isBye: boolean } }>(
  matches: readonly M[],
  counts: readonly EventCount[],
  columns: readonly StatColumn[],
  teamIdOf: (match: M) => number,
): AppearanceRow<M>[] {
  return [...matches]
    .sort((a, b) => Date.parse(b.dateTime ?? '') - Date.parse(a.dateTime ?? '') || b._id - a._id)
    .map((match) => {
      const teamId = teamIdOf(match);
      const side = sideOf(match, teamId);
      const opponent = match[side === 'homeTeam' ? 'awayTeam' : 'homeTeam'];
      const played = match.status !== 'pre-game';
      return {
        match,
        round: match.round ? roundLabel(match.round).replace(/^Round /, '') : '-',
        opponent: opponent?.name ?? (match.meta.isBye ? 'BYE' : 'TBA'),
        result: played ? `${match.scores.homeTeam} : ${match.scores.awayTeam}` : '-',
        outcome: resultFor(match, teamId),
        counts: countsFor(columns, counts, new Set([match._id])),
      };
    });
}
