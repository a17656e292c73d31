/**
 * Plans a gridiron match as a scorer's device would record it: statuses, the game clock's
 * starts and stops, scoring plays, tries, timeouts and substitutions, each at a moment of real
 * time (at speed 1) and of the game clock. Pure and seeded: the same input gives the same plan.
 */
import type { MatchStatus } from '@touchline/domain';
import { GRIDIRON } from '../demo/gridiron';
import { Rng } from '../demo/random';

export type Side = 'home' | 'away';
export type SideScores = Record<Side, number>;

/** A listed player: their position's abbreviation, and whether they are on the field now. */
export interface PlanPlayer {
  id: number;
  position: string | null;
  onField: boolean;
}

/** Where a match already under way has got to. */
export interface Resume {
  /** The current status: pre-game, a period's status, half-time, or live (after the last period). */
  status: MatchStatus;
  /** The current period (the next one at half-time). */
  period: number;
  /** Game-clock time used in that period. */
  elapsedMs: number;
  scores: SideScores;
  timeoutsUsed: SideScores;
}

export interface PlanInput {
  seed: string;
  periods: number;
  periodMs: number;
  /** The status of each period, by period number (index 0 is period 1). */
  periodStatuses: readonly MatchStatus[];
  /** Competition timeouts per team per match. */
  timeouts: number;
  players: Record<Side, readonly PlanPlayer[]>;
  from?: Resume | undefined;
}

interface StepBase {
  /** Real time since the plan's start, at speed 1. */
  atMs: number;
  period: number;
  /** Game-clock time used in the period. */
  clockMs: number;
  /** The score after this step. */
  scores: SideScores;
}

export type Step = StepBase &
  (
    | { kind: 'status'; status: MatchStatus }
    | { kind: 'clock-start'; remainingMs: number }
    | { kind: 'clock-stop' }
    | { kind: 'score'; side: Side; type: number; value: number; player: number | null }
    | { kind: 'missed-try'; side: Side }
    | { kind: 'substitution'; side: Side; off: number; on: number }
    | { kind: 'timeout'; side: Side }
  );

/** The values of the demo national's gridiron scoring types. */
export const SCORE_VALUES: Readonly<Record<number, number>> = {
  [GRIDIRON.touchdown]: 6,
  [GRIDIRON.conversion]: 1,
  [GRIDIRON.twoPoint]: 2,
  [GRIDIRON.fieldGoal]: 3,
  [GRIDIRON.safety]: 2,
  [GRIDIRON.missedFieldGoal]: 0,
};

/** Real-time pauses, at speed 1. */
export const PAUSES = {
  quarterBreakMs: 120_000,
  halfTimeMs: 600_000,
  beforeFinalMs: 30_000,
  afterStatusMs: 5_000,
  tryMs: 45_000,
  kickoffMs: 40_000,
  timeoutMs: 60_000,
};

const OTHER: Record<Side, Side> = { home: 'away', away: 'home' };

type Play = { period: number; clockMs: number; side: Side; kind: 'drive' | 'timeout' | 'substitution' };

/** Where the plan starts: the period, the clock in it, and whether its status is still to be set. */
function startingPoint(input: PlanInput) {
  const from = input.from;
  if (!from || from.status === 'pre-game') return { period: 1, elapsedMs: 0, setStatus: true, waitMs: 5_000 };
  if (from.status === 'half-time')
    return { period: input.periods / 2 + 1, elapsedMs: 0, setStatus: true, waitMs: 60_000 };
  if (from.status === 'live')
    return { period: input.periods, elapsedMs: input.periodMs, setStatus: false, waitMs: 0 };
  const period = Math.min(Math.max(from.period, 1), input.periods);
  return {
    period,
    elapsedMs: Math.min(Math.max(0, from.elapsedMs), input.periodMs),
    setStatus: false,
    waitMs: 0,
  };
}

/** The plays still to come, at random moments of the game time left. */
function drawPlays(rng: Rng, input: PlanInput, start: { period: number; elapsedMs: number }): Play[] {
  const { periods, periodMs } = input;
  const startAt = (start.period - 1) * periodMs + start.elapsedMs;
  const left = periods * periodMs - startAt;
  if (left <= 0) return [];
  const share = left / (periods * periodMs);
  const at = (global: number) => ({
    period: Math.min(periods, Math.floor(global / periodMs) + 1),
    clockMs: Math.min(periodMs - 1000, global - Math.floor(global / periodMs) * periodMs),
  });
  const later = (p: { period: number; clockMs: number }) =>
    p.period > start.period || (p.period === start.period && p.clockMs > start.elapsedMs);
  const plays: Play[] = [];
  for (const side of ['home', 'away'] as const) {
    for (let period = start.period; period <= periods; period++) {
      const drives = rng.weighted([25, 40, 27, 8]);
      for (let i = 0; i < drives; i++) {
        const clockMs = Math.floor(rng.next() * (periodMs - 10_000)) + 5_000;
        const play = { period, clockMs, side, kind: 'drive' as const };
        if (later(play)) plays.push(play);
      }
    }
    const used = input.from?.timeoutsUsed[side] ?? 0;
    const timeouts = Math.min(rng.weighted([30, 40, 20, 10]), Math.max(0, input.timeouts - used));
    for (let i = 0; i < timeouts; i++) {
      // Mostly late in a half, when the clock matters.
      const period = Math.min(periods, [1, 2, 3, 4][rng.weighted([10, 40, 10, 40])]!);
      const play = {
        period,
        clockMs: Math.floor(periodMs * (0.7 + rng.next() * 0.28)),
        side,
        kind: 'timeout' as const,
      };
      if (later(play)) plays.push(play);
    }
    const substitutions = Math.round(rng.int(1, 4) * share);
    for (let i = 0; i < substitutions; i++)
      plays.push({ ...at(startAt + Math.floor(rng.next() * left)), side, kind: 'substitution' });
  }
  return plays.filter(later).sort((a, b) => a.period - b.period || a.clockMs - b.clockMs);
}

/** Picks one of the side's players listed at these positions, else anyone listed, else no one. */
function scorer(rng: Rng, players: readonly PlanPlayer[], positions: readonly string[]): number | null {
  const fit = players.filter((p) => p.position && positions.includes(p.position));
  const pool = fit.length ? fit : players;
  return pool.length ? rng.pick(pool).id : null;
}

/** Plans the rest of a match (all of it without `from`), ending with its final status. */
export function planMatch(input: PlanInput): Step[] {
  const rng = Rng.for(input.seed);
  const { periods, periodMs } = input;
  const scores: SideScores = { ...(input.from?.scores ?? { home: 0, away: 0 }) };
  const field = {
    home: input.players.home.map((p) => ({ ...p })),
    away: input.players.away.map((p) => ({ ...p })),
  };
  const start = startingPoint(input);
  const plays = drawPlays(rng, input, start);
  const steps: Step[] = [];
  let atMs = start.waitMs;
  let period = start.period;
  let clockMs = start.elapsedMs;
  const push = (step: Record<string, unknown> & { kind: Step['kind'] }) =>
    steps.push({ atMs, period, clockMs, scores: { ...scores }, ...step } as Step);
  const score = (side: Side, type: number, player: number | null) => {
    scores[side] += SCORE_VALUES[type] ?? 0;
    push({ kind: 'score', side, type, value: SCORE_VALUES[type] ?? 0, player });
  };
  const restart = (pauseMs: number) => {
    atMs += pauseMs;
    push({ kind: 'clock-start', remainingMs: periodMs - clockMs });
  };

  for (; period <= periods; period++) {
    if (period !== start.period || start.setStatus) {
      clockMs = 0;
      push({ kind: 'status', status: input.periodStatuses[period - 1]! });
      atMs += PAUSES.afterStatusMs;
    }
    if (clockMs < periodMs) push({ kind: 'clock-start', remainingMs: periodMs - clockMs });
    for (const play of plays.filter((p) => p.period === period)) {
      atMs += Math.max(0, play.clockMs - clockMs);
      clockMs = Math.max(clockMs, play.clockMs);
      const { side } = play;
      const players = field[side];
      if (play.kind === 'substitution') {
        const on = players.filter((p) => p.onField);
        const bench = players.filter((p) => !p.onField);
        if (!on.length || !bench.length) continue;
        const off = rng.pick(on);
        const sub = rng.pick(bench);
        off.onField = false;
        sub.onField = true;
        push({ kind: 'substitution', side, off: off.id, on: sub.id });
        continue;
      }
      push({ kind: 'clock-stop' });
      atMs += 1_000;
      if (play.kind === 'timeout') {
        push({ kind: 'timeout', side });
        restart(PAUSES.timeoutMs);
        continue;
      }
      const kind = rng.weighted([58, 28, 4, 10]);
      if (kind === 0) {
        score(
          side,
          GRIDIRON.touchdown,
          scorer(rng, players, [['RB'], ['WR'], ['TE'], ['QB']][rng.weighted([35, 42, 15, 8])]!),
        );
        atMs += PAUSES.tryMs;
        const kick = rng.chance(0.88);
        if (kick && rng.chance(0.94)) score(side, GRIDIRON.conversion, scorer(rng, players, ['K']));
        else if (!kick && rng.chance(0.48))
          score(side, GRIDIRON.twoPoint, scorer(rng, players, ['RB', 'WR', 'TE', 'QB']));
        else push({ kind: 'missed-try', side });
      } else if (kind === 1) score(side, GRIDIRON.fieldGoal, scorer(rng, players, ['K']));
      else if (kind === 2) {
        // A safety is scored by the defence: the side whose drive it was concedes it.
        score(OTHER[side], GRIDIRON.safety, scorer(rng, field[OTHER[side]], ['DE', 'DT', 'LB']));
      } else score(side, GRIDIRON.missedFieldGoal, scorer(rng, players, ['K']));
      restart(PAUSES.kickoffMs);
    }
    atMs += periodMs - clockMs;
    clockMs = periodMs;
    push({ kind: 'clock-stop' });
    if (period === periods) break;
    if (periods % 2 === 0 && period === periods / 2) {
      atMs += PAUSES.afterStatusMs;
      push({ kind: 'status', status: 'half-time' });
      atMs += PAUSES.halfTimeMs;
    } else atMs += PAUSES.quarterBreakMs;
  }
  period = periods;
  atMs += PAUSES.beforeFinalMs;
  push({ kind: 'status', status: 'final' });
  return steps;
}
