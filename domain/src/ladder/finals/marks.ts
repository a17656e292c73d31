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
import { UNKNOWN_POOL } from '../compute';
import { winPercentage } from '../records';
import { counts, type LadderMatch } from '../results';
import { finalsPicture, type SeedingGroup, seedingGroups, winnerPlaces } from './picture';

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
type Counts = number[];

/** The ranking stats a mark can be worked out for: their value from a team's counts. */
interface Metric {
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

/** A game left to a table: its teams' indices in the table (−1 outside) and its outcomes. */
interface Game {
  home: number;
  away: number;
  outcomes: Counts[][];
}

/** What each team has been sure of in every completion tried so far. */
interface Sure {
  finals: boolean;
  out: boolean;
  division: boolean;
  bye: boolean;
}

class Table {
  private readonly ids: number[];
  private readonly pools: number[];
  private readonly divisions: number;
  private readonly counts: Counts[];
  private readonly games: Game[];
  private readonly places: number;
  /** Head-to-head wins (×2, a tie is 1) and games between the table's teams, when it decides ties. */
  private readonly h2h: { halfWins: number[][]; games: number[][] } | null;

  constructor(
    group: SeedingGroup,
    private readonly finals: FinalsSettings,
    private readonly metric: Metric,
    remaining: readonly LadderMatch[],
    played: readonly LadderMatch[] | null,
    hidden: NonNullable<LadderInput['hideRounds']>,
  ) {
    this.ids = group.rows.map((r) => r.id);
    const index = new Map(this.ids.map((id, i) => [id, i]));
    const poolIndex = new Map<string, number>();
    this.pools = group.rows.map((r) => {
      if (r.pool == null || r.pool === UNKNOWN_POOL) return -1;
      if (!poolIndex.has(r.pool)) poolIndex.set(r.pool, poolIndex.size);
      return poolIndex.get(r.pool)!;
    });
    this.divisions = poolIndex.size;
    this.places = Math.min(finals.teams, this.ids.length);
    this.counts = group.rows.map((r) => metric.start(r.stats));
    this.games = [];
    for (const m of remaining) {
      const home = index.get((m.isBye ? (m.homeTeamId ?? m.awayTeamId) : m.homeTeamId)!) ?? -1;
      const away = m.isBye ? -1 : (index.get(m.awayTeamId!) ?? -1);
      if (home === -1 && away === -1) continue;
      const outcomes = m.isBye ? metric.bye.map((c) => [c, []]) : metric.outcomes;
      // Outcomes that change the table's teams alike are one outcome here.
      const distinct = new Map<string, Counts[]>();
      for (const o of outcomes)
        distinct.set(JSON.stringify([home === -1 ? null : o[0], away === -1 ? null : o[1]]), o);
      if (distinct.size > 1) this.games.push({ home, away, outcomes: [...distinct.values()] });
    }
    this.h2h = played && this.headToHead(played, index, hidden);
  }

  /** How many completions of the table's games there are. */
  completions(): number {
    return this.games.reduce((n, g) => n * g.outcomes.length, 1);
  }

  /** Tries every completion. */
  exact(): Map<number, FinalsMark> {
    const sure = this.ids.map((): Sure => ({ finals: true, out: true, division: true, bye: true }));
    const values = new Array<number>(this.ids.length);
    // Once no team can keep a mark, the other completions cannot change anything.
    let open = true;
    const visit = (g: number) => {
      if (g === this.games.length) {
        for (let i = 0; i < values.length; i++) values[i] = this.metric.value(this.counts[i]!);
        for (let i = 0; i < values.length; i++) this.judge(i, values, values, sure[i]!);
        open = sure.some((s) => s.finals || s.out || s.division || s.bye);
        return;
      }
      const game = this.games[g]!;
      for (const [h, a] of game.outcomes) {
        if (!open) return;
        this.apply(game, h!, a!, 1);
        visit(g + 1);
        this.apply(game, h!, a!, -1);
      }
    };
    visit(0);
    return this.marksOf(sure);
  }

  /** Bounds each team by its own best (every game won) and worst (every game lost) case. */
  bounded(): Map<number, FinalsMark> {
    const best = this.counts.map((c) => [...c]);
    const worst = this.counts.map((c) => [...c]);
    for (const game of this.games)
      for (const side of ['home', 'away'] as const) {
        const i = game[side];
        if (i === -1) continue;
        const changes = game.outcomes.map((o) => o[side === 'home' ? 0 : 1]!);
        best[i] = pick(best[i]!, changes, this.metric.value, Math.max);
        worst[i] = pick(worst[i]!, changes, this.metric.value, Math.min);
      }
    const low = worst.map(this.metric.value);
    const high = best.map(this.metric.value);
    const sure = this.ids.map((): Sure => ({ finals: true, out: true, division: true, bye: true }));
    for (let i = 0; i < this.ids.length; i++) this.judge(i, low, high, sure[i]!, false);
    return this.marksOf(sure);
  }

  private apply(game: Game, home: Counts, away: Counts, sign: 1 | -1) {
    if (game.home !== -1) add(this.counts[game.home]!, home, sign);
    if (game.away !== -1) add(this.counts[game.away]!, away, sign);
    if (this.h2h && game.home !== -1 && game.away !== -1) {
      const { halfWins, games } = this.h2h;
      if (home[0]! + home[1]! + home[2]! === 0) return;
      games[game.home]![game.away]! += sign;
      games[game.away]![game.home]! += sign;
      halfWins[game.home]![game.away]! += sign * (2 * home[0]! + home[2]!);
      halfWins[game.away]![game.home]! += sign * (2 * away[0]! + away[2]!);
    }
  }

  /**
   * Team i's fate in one completion (or, with bounds, across all): `low` is the worst value
   * each team can have and `high` the best (the same array when a completion is exact).
   * `possiblyAbove` are the teams that can finish level with or above team i at its worst;
   * `surelyAbove` those above it even at its best.
   */
  private judge(i: number, low: readonly number[], high: readonly number[], sure: Sure, exact = true) {
    if (!(sure.finals || sure.out || sure.division || sure.bye)) return;
    const mine = { low: low[i]!, high: high[i]! };
    const possiblyAbove: number[] = [];
    const surelyAbove: number[] = [];
    let level = -1;
    let levelCount = 0;
    for (let j = 0; j < low.length; j++) {
      if (j === i) continue;
      if (high[j]! >= mine.low) possiblyAbove.push(j);
      if (low[j]! > mine.high) surelyAbove.push(j);
      if (exact && low[j] === mine.low) {
        level = j;
        levelCount++;
      }
    }
    // A two-team tie that head-to-head decides goes the way head-to-head says.
    if (exact && this.h2h && levelCount === 1) {
      const order = this.headToHeadOrder(i, level);
      if (order > 0) possiblyAbove.splice(possiblyAbove.indexOf(level), 1);
      if (order < 0) surelyAbove.push(level);
    }
    if (!this.qualifiesAtWorst(i, possiblyAbove)) sure.finals = false;
    if (!this.outAtBest(i, surelyAbove)) sure.out = false;
    if (!this.seededAsWinnerAtWorst(i, possiblyAbove)) sure.division = false;
    if (!this.byeAtWorst(i, possiblyAbove)) sure.bye = false;
  }

  /** >0 when team i is above team j on head-to-head, <0 below, 0 when it does not decide. */
  private headToHeadOrder(i: number, j: number): number {
    const games = this.h2h!.games[i]![j]!;
    if (games === 0) return 0;
    return this.h2h!.halfWins[i]![j]! - this.h2h!.halfWins[j]![i]!;
  }

  private divisionsAmong(teams: readonly number[], except = -2): number {
    const seen = new Set<number>();
    for (const j of teams) if (this.pools[j] !== -1 && this.pools[j] !== except) seen.add(this.pools[j]!);
    return seen.size;
  }

  private winsDivisionAtWorst(i: number, above: readonly number[]): boolean {
    const pool = this.pools[i]!;
    return pool !== -1 && above.every((j) => this.pools[j] !== pool);
  }

  /**
   * Team i wins its division and takes a division winner's seed even with every team of
   * `above` over it: fewer other divisions than the winners' places have a team there. With
   * more divisions than those places, a division's winner can still miss the finals.
   */
  private seededAsWinnerAtWorst(i: number, above: readonly number[]): boolean {
    return (
      this.winsDivisionAtWorst(i, above) &&
      this.divisionsAmong(above, this.pools[i]) < winnerPlaces(this.finals)
    );
  }

  /**
   * Team i makes the finals even with every team of `above` over it. With division winners
   * first, each division among them sends its winner to the winners' seeds, whichever of its
   * teams that is, so the wild cards above team i number those teams less their divisions.
   */
  private qualifiesAtWorst(i: number, above: readonly number[]): boolean {
    if (!this.finals.divisionWinnersFirst) return above.length < this.places;
    const winners = winnerPlaces(this.finals);
    const winner = this.winsDivisionAtWorst(i, above);
    if (this.divisions <= winners) {
      if (winner) return true;
      return above.length - this.divisionsAmong(above) < this.places - this.divisions;
    }
    // More divisions than winners' places: the winners left out contend as wild cards.
    if (winner && this.divisionsAmong(above, this.pools[i]) < winners) return true;
    return above.length < this.places - winners;
  }

  /** Team i misses the finals even with only the teams of `above` over it. */
  private outAtBest(i: number, above: readonly number[]): boolean {
    if (!this.finals.divisionWinnersFirst) return above.length >= this.places;
    const winners = winnerPlaces(this.finals);
    const canWin = this.winsDivisionAtWorst(i, above);
    const wildCardsAbove = above.length - this.divisionsAmong(above);
    if (this.divisions <= winners) return !canWin && wildCardsAbove >= this.places - this.divisions;
    const winnerSeed = canWin && this.divisionsAmong(above, this.pools[i]) < winners;
    return !winnerSeed && wildCardsAbove >= this.places - winners;
  }

  /** Team i takes a bye (or, without byes, the top seed) even with every team of `above` over it. */
  private byeAtWorst(i: number, above: readonly number[]): boolean {
    const byes = Math.max(this.finals.byes, 1);
    if (!this.finals.divisionWinnersFirst) return above.length < Math.min(byes, this.places);
    // Only a division winner is counted on: its seed is at worst one below every other
    // division with a team that can be above it.
    const seeds = Math.min(winnerPlaces(this.finals), this.divisions, byes);
    return this.winsDivisionAtWorst(i, above) && this.divisionsAmong(above, this.pools[i]) < seeds;
  }

  private marksOf(sure: readonly Sure[]): Map<number, FinalsMark> {
    const marks = new Map<number, FinalsMark>();
    sure.forEach((s, i) => {
      const division = this.finals.divisionWinnersFirst && s.division;
      const mark = s.bye ? 'z' : division ? 'y' : s.finals ? 'x' : s.out ? 'e' : null;
      if (mark) marks.set(this.ids[i]!, mark);
    });
    return marks;
  }

  /** Head-to-head between the table's teams from the counted games. */
  private headToHead(
    played: readonly LadderMatch[],
    index: ReadonlyMap<number, number>,
    hidden: NonNullable<LadderInput['hideRounds']>,
  ) {
    const n = this.ids.length;
    const grid = () => Array.from({ length: n }, () => new Array<number>(n).fill(0));
    const halfWins = grid();
    const games = grid();
    for (const m of played) {
      if (m.isBye || !counts(m) || inHiddenRounds(m.dateTime, hidden)) continue;
      const h = index.get(m.homeTeamId!);
      const a = index.get(m.awayTeamId!);
      if (h === undefined || a === undefined) continue;
      const [hw, aw] = halfWinsOf(m);
      games[h]![a]! += 1;
      games[a]![h]! += 1;
      halfWins[h]![a]! += hw;
      halfWins[a]![h]! += aw;
    }
    return { halfWins, games };
  }
}

/** Wins ×2 (a tie is 1) of each side of a counted game, as head-to-head counts them. */
function halfWinsOf(m: LadderMatch): [number, number] {
  if (m.status === 'forfeit') return m.forfeitingTeamId === m.homeTeamId ? [0, 2] : [2, 0];
  if (m.status === 'washout' || m.homeScore === m.awayScore) return [1, 1];
  return m.homeScore > m.awayScore ? [2, 0] : [0, 2];
}

function add(into: Counts, change: Counts, sign: 1 | -1) {
  for (let k = 0; k < change.length; k++) into[k]! += sign * change[k]!;
}

/** The counts after the change that gives the best (or worst) value. */
function pick(
  counts: Counts,
  changes: readonly Counts[],
  value: (c: Counts) => number,
  choose: (...n: number[]) => number,
): Counts {
  const options = changes.map((c) => counts.map((n, k) => n + (c[k] ?? 0)));
  const values = options.map(value);
  return options[values.indexOf(choose(...values))]!;
}
