/**
 * One seeding table's marks: every completion of the games left to it tried in turn, or each
 * team bounded by its own best and worst case. `marks.ts` says what a mark promises;
 * `docs/ladder-rules.md` gives the argument for each rule below.
 */
import type { FinalsMark } from '../../api/ladder';
import { inHiddenRounds } from '../../hiddenRounds';
import type { FinalsSettings } from '../../schemas/finalsSettings';
import { type LadderInput, UNKNOWN_POOL } from '../compute';
import { counts, type LadderMatch } from '../results';
import type { Counts, Metric } from './marks';
import { type SeedingGroup, winnerPlaces } from './picture';

/** A game left to a table: its teams' indices in the table (−1 outside) and its outcomes. */
interface Game {
  home: number;
  away: number;
  outcomes: Counts[][];
}

/** What a team has been sure of in every completion tried so far. */
interface Sure {
  finals: boolean;
  out: boolean;
  division: boolean;
  bye: boolean;
}

/**
 * The teams above one team, as the finals rules count them: how many, how many divisions they
 * come from, and how many are of the team's own division.
 */
interface Above {
  teams: number;
  divisions: number;
  own: number;
}

const open = (s: Sure) => s.finals || s.out || s.division || s.bye;

export class Table {
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
    const n = this.ids.length;
    const sure = this.ids.map((): Sure => ({ finals: true, out: true, division: true, bye: true }));
    const values = new Float64Array(n);
    const order = this.ids.map((_, i) => i);
    const inPool = new Int32Array(Math.max(this.divisions, 1));
    const possibly: Above = { teams: 0, divisions: 0, own: 0 };
    const surely: Above = { teams: 0, divisions: 0, own: 0 };
    const byValue = (a: number, b: number) => values[b]! - values[a]!;
    // Walks the teams best first, a run of equal values at a time: for a team of the run, the
    // teams before the run are surely above it and the run's others possibly too.
    const judgeAll = () => {
      for (let i = 0; i < n; i++) values[i] = this.metric.value(this.counts[i]!);
      order.sort(byValue);
      inPool.fill(0);
      let seen = 0;
      for (let start = 0; start < n; ) {
        let end = start + 1;
        while (end < n && values[order[end]!] === values[order[start]!]) end++;
        const before = seen;
        for (let k = start; k < end; k++) {
          const p = this.pools[order[k]!]!;
          if (p === -1) continue;
          const count = inPool[p]!;
          inPool[p] = count + 1;
          if (count === 0) seen++;
        }
        for (let k = start; k < end; k++) {
          const i = order[k]!;
          if (!open(sure[i]!)) continue;
          const p = this.pools[i]!;
          const mine = p === -1 ? 0 : inPool[p]!;
          surely.teams = start;
          surely.divisions = before;
          surely.own = p === -1 ? 0 : mine - this.inRun(order, start, end, p);
          possibly.teams = end - 1;
          possibly.own = p === -1 ? 0 : mine - 1;
          possibly.divisions = p !== -1 && mine === 1 ? seen - 1 : seen;
          if (end - start === 2)
            this.settleByHeadToHead(i, order[k === start ? end - 1 : start]!, inPool, possibly, surely);
          this.judge(i, possibly, surely, sure[i]!);
        }
        start = end;
      }
    };
    // Once no team can keep a mark, the other completions cannot change anything.
    let undecided = true;
    const visit = (g: number) => {
      if (g === this.games.length) {
        judgeAll();
        undecided = sure.some(open);
        return;
      }
      const game = this.games[g]!;
      for (const [h, a] of game.outcomes) {
        if (!undecided) return;
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
    for (let i = 0; i < this.ids.length; i++) {
      const others = this.ids.map((_, j) => j).filter((j) => j !== i);
      const possibly = this.above(
        i,
        others.filter((j) => high[j]! >= low[i]!),
      );
      const surely = this.above(
        i,
        others.filter((j) => low[j]! > high[i]!),
      );
      this.judge(i, possibly, surely, sure[i]!);
    }
    return this.marksOf(sure);
  }

  /** How many of the run [start, end) of `order` are of pool p. */
  private inRun(order: readonly number[], start: number, end: number, p: number): number {
    let count = 0;
    for (let k = start; k < end; k++) if (this.pools[order[k]!] === p) count++;
    return count;
  }

  private above(i: number, teams: readonly number[]): Above {
    const pools = new Set<number>();
    let own = 0;
    for (const j of teams) {
      const p = this.pools[j]!;
      if (p === -1) continue;
      pools.add(p);
      if (p === this.pools[i]) own++;
    }
    return { teams: teams.length, divisions: pools.size, own };
  }

  /**
   * Two teams level alone: where head-to-head decides between them (the first step of both
   * chains, and they have met), the one it puts below is surely below, or surely above.
   */
  private settleByHeadToHead(i: number, j: number, inPool: Int32Array, possibly: Above, surely: Above) {
    if (!this.h2h || this.h2h.games[i]![j] === 0) return;
    const order = this.h2h.halfWins[i]![j]! - this.h2h.halfWins[j]![i]!;
    const pi = this.pools[i]!;
    const pj = this.pools[j]!;
    if (order > 0) {
      // j leaves the teams possibly above i.
      possibly.teams--;
      if (pj === -1) return;
      if (pj === pi) possibly.own--;
      const left = inPool[pj]! - (pj === pi ? 1 : 0);
      if (left === 1) possibly.divisions--;
    } else if (order < 0) {
      // j joins the teams surely above i.
      surely.teams++;
      if (pj === -1) return;
      if (pj === pi) surely.own++;
      const before = inPool[pj]! - 1 - (pj === pi ? 1 : 0);
      if (before === 0) surely.divisions++;
    }
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
   * Team i's fate in one completion (or, with bounds, across all): `possibly` counts the teams
   * that can finish level with or above it at its worst, `surely` those above it at its best.
   */
  private judge(i: number, possibly: Above, surely: Above, sure: Sure) {
    if (!this.qualifiesAtWorst(i, possibly)) sure.finals = false;
    if (!this.outAtBest(i, surely)) sure.out = false;
    if (!this.seededAsWinnerAtWorst(i, possibly)) sure.division = false;
    if (!this.byeAtWorst(i, possibly)) sure.bye = false;
  }

  private winsDivision(i: number, above: Above): boolean {
    return this.pools[i] !== -1 && above.own === 0;
  }

  /**
   * Team i wins its division and takes a division winner's seed even with every team of
   * `above` over it: fewer other divisions than the winners' places have a team there. With
   * more divisions than those places, a division's winner can still miss the finals.
   */
  private seededAsWinnerAtWorst(i: number, above: Above): boolean {
    return this.winsDivision(i, above) && above.divisions < winnerPlaces(this.finals);
  }

  /**
   * Team i makes the finals even with every team of `above` over it. With division winners
   * first, each division among them sends its winner to the winners' seeds, whichever of its
   * teams that is, so the wild cards above team i number those teams less their divisions.
   */
  private qualifiesAtWorst(i: number, above: Above): boolean {
    if (!this.finals.divisionWinnersFirst) return above.teams < this.places;
    const winners = winnerPlaces(this.finals);
    const winner = this.winsDivision(i, above);
    if (this.divisions <= winners)
      return winner || above.teams - above.divisions < this.places - this.divisions;
    // More divisions than winners' places: the winners left out contend as wild cards.
    return (winner && above.divisions < winners) || above.teams < this.places - winners;
  }

  /** Team i misses the finals even with only the teams of `above` over it. */
  private outAtBest(i: number, above: Above): boolean {
    if (!this.finals.divisionWinnersFirst) return above.teams >= this.places;
    const winners = winnerPlaces(this.finals);
    const canWin = this.winsDivision(i, above);
    const wildCardsAbove = above.teams - above.divisions;
    if (this.divisions <= winners) return !canWin && wildCardsAbove >= this.places - this.divisions;
    const winnerSeed = canWin && above.divisions < winners;
    return !winnerSeed && wildCardsAbove >= this.places - winners;
  }

  /** Team i takes a bye (or, without byes, the top seed) even with every team of `above` over it. */
  private byeAtWorst(i: number, above: Above): boolean {
    const byes = Math.max(this.finals.byes, 1);
    if (!this.finals.divisionWinnersFirst) return above.teams < Math.min(byes, this.places);
    // Only a division winner is counted on: its seed is at worst one below every other
    // division with a team that can be above it.
    const seeds = Math.min(winnerPlaces(this.finals), this.divisions, byes);
    return this.winsDivision(i, above) && above.divisions < seeds;
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
