/**
 * Clinched and eliminated marks. A mark is shown only when no outcome of the games left can
 * undo it: a result either way, a tie, a forfeit either way, a washout, or the game being
 * cancelled. Where the games left to a seeding table are few enough, every completion of them
 * is tried; otherwise each team is bounded by its own best and worst case. Either way, a team
 * level with another on the ranking stat loses the tie-breaker when its clinch is checked and
 * wins it when its elimination is, except where head-to-head already decides a two-team tie.
 * `docs/ladder-rules.md` has the argument for each rule.
 */

import type { FinalsMark, MarksMethod } from '../../api/ladder';
import { inHiddenRounds } from '../../hiddenRounds';
import type { FinalsSettings } from '../../schemas/finalsSettings';
import type { LadderTemplate } from '../../schemas/values';
import type { Ladder, LadderInput, RankAmong } from '../compute';
import { winPercentage } from '../records';
import { counts } from '../results';
import { finalsPicture, seedingGroups } from './picture';
import { Table } from './table';

// The weakest of the tables' methods is the ladder's.
const METHOD_ORDER: readonly MarksMethod[] = ['final', 'exact', 'bound', 'none'];
const weaker = (a: MarksMethod, b: MarksMethod) =>
  METHOD_ORDER.indexOf(a) >= METHOD_ORDER.indexOf(b) ? a : b;

/** Completions of a table's games tried one by one at most; beyond, the bounds serve. */
export const MAX_COMPLETIONS = 65_536;

export interface FinalsMarks {
  marks: Map<number, FinalsMark>;
  method: MarksMethod;
}

/** A team's counts that the ranking stat reads: won, lost, drawn, or competition points. */
export type Counts = number[];

/** The ranking stats a mark can be worked out for: their value from a team's counts. */
export interface Metric {
  value: (c: Counts) => number;
  /** Each outcome of a game for each side, as a change of counts: [home, away]. */
  outcomes: Counts[][];
  /** A bye's outcomes for its team (played, or not). */
  bye: Counts[];
  start: (stats: Ladder['teams'][number]['stats']) => Counts;
  /** Whether the counts are won, lost and drawn, so head-to-head can follow each completion. */
  results: boolean;
}

function metricOf(key: string, template: LadderTemplate, adjustments: readonly number[]): Metric | null {
  if (key === 'winPercentage' || key === 'matchesWon') {
    const W = [1, 0, 0];
    const L = [0, 1, 0];
    const T = [0, 0, 1];
    const none = [0, 0, 0];
    return {
      value:
        key === 'winPercentage'
          ? (c) => winPercentage({ won: c[0]!, lost: c[1]!, drawn: c[2]! })
          : (c) => c[0]!,
      // A forfeit is a win and a loss, a washout a tie; cancelled, the game does not count.
      outcomes: [
        [W, L],
        [T, T],
        [L, W],
        [none, none],
      ],
      bye: [],
      start: (s) => [s.matchesWon, s.matchesLost, s.matchesDrawn],
      results: true,
    };
  }
  if (key !== 'totalMatchPoints') return null;
  const t = template;
  const points = [
    t.pointsForWin,
    t.pointsForDraw,
    t.pointsForLoss,
    t.pointsForForfeitWin,
    t.pointsForForfeitLoss,
    t.pointsForBye,
  ];
  // Whole points add up exactly in any order; fractions might not, and a mark must be exact.
  if (![...points, ...adjustments].every(Number.isInteger)) return null;
  return {
    value: (c) => c[0]!,
    outcomes: [
      [[t.pointsForWin], [t.pointsForLoss]],
      [[t.pointsForDraw], [t.pointsForDraw]],
      [[t.pointsForLoss], [t.pointsForWin]],
      [[t.pointsForForfeitWin], [t.pointsForForfeitLoss]],
      [[t.pointsForForfeitLoss], [t.pointsForForfeitWin]],
      [[0], [0]],
    ],
    bye: [[t.pointsForBye], [0]],
    start: (s) => [s.totalMatchPoints],
    results: false,
  };
}

/**
 * The marks of every team of a ladder's seeding tables. `input` is what the ladder was
 * computed from; `ladder` and `rank` come from `ladderWithRanking(input)`.
 */
export function finalsMarks(
  input: LadderInput,
  ladder: Ladder,
  rank: RankAmong,
  finals: FinalsSettings,
  maxCompletions = MAX_COMPLETIONS,
): FinalsMarks {
  const marks = new Map<number, FinalsMark>();
  if (finals.teams === 0) return { marks, method: 'none' };
  const known = new Set(input.teams.map((t) => t.id));
  const hidden = input.hideRounds ?? [];
  const onLadder = (id: number | null) => id != null && known.has(id);
  // Every game still to count: not counted yet (or hidden, so not counted in public), and not
  // cancelled. A bye counts once its round is played.
  const remaining = input.matches.filter(
    (m) =>
      m.status !== 'cancelled' &&
      (!counts(m) || inHiddenRounds(m.dateTime, hidden)) &&
      (m.isBye ? onLadder(m.homeTeamId ?? m.awayTeamId) : onLadder(m.homeTeamId) && onLadder(m.awayTeamId)),
  );
  // A game with a team still to be named may go to any team once it is named: no mark can
  // stand on the games left until it is.
  const unnamed = input.matches.some(
    (m) =>
      !m.isBye &&
      m.status !== 'cancelled' &&
      (m.homeTeamId == null) !== (m.awayTeamId == null) &&
      onLadder(m.homeTeamId ?? m.awayTeamId),
  );
  if (unnamed) return { marks, method: 'none' };
  if (remaining.length === 0) {
    for (const table of finalsPicture(ladder, rank, finals)) {
      for (const s of table.seeds)
        marks.set(
          s.row.id,
          (table.byes > 0 ? s.bye : s.seed === 1) ? 'z' : s.kind === 'division' ? 'y' : 'x',
        );
      for (const c of table.chasing) marks.set(c.row.id, 'e');
    }
    return { marks, method: 'final' };
  }
  const adjustments = (input.adjustments ?? []).map((a) => a.points);
  const metric = metricOf(ladder.sortKeys[0]!, input.template, adjustments);
  if (!metric) return { marks, method: 'none' };
  // Head-to-head decides a two-team tie when it is the chains' first step after the one sort key.
  const headToHeadFirst =
    metric.results &&
    ladder.sortKeys.length === 1 &&
    input.template.tieBreakers?.[0]?.step === 'headToHead' &&
    (input.template.tieBreakersAcrossDivisions ?? input.template.tieBreakers)[0]?.step === 'headToHead';
  let method: MarksMethod = 'exact';
  for (const group of seedingGroups(ladder, finals)) {
    const table = new Table(group, finals, metric, remaining, headToHeadFirst ? input.matches : null, hidden);
    const found = table.completions() <= maxCompletions ? table.exact() : table.bounded();
    method = weaker(method, table.completions() <= maxCompletions ? 'exact' : 'bound');
    for (const [id, mark] of found) marks.set(id, mark);
  }
  return { marks, method };
}
