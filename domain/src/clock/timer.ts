/**
 * The server-authoritative match clock as a pure state machine over {@link TimerState}.
 *
 * Field meanings (all epoch ms or durations in ms):
 * - `timeStart`: when the current run began, or its last checkpoint; null while not running.
 * - `timeElapse`: clock time used before `timeStart`.
 * - `timeRemaining`: clock time left at `timeStart` (or now, when not running).
 * - `timeEnd`: when the clock last stopped running (a stop, or running out); null until the
 *   first stop of the period. It tells a fresh start from a resume.
 * - `addedTime[p - 1]`: time added in period p.
 *
 * The clock runs down, so `timeElapse + timeRemaining` is the period's budget: its length plus
 * added time, reset by `setRemaining`. `now` is always passed in so that the server, the web app
 * and tests agree on one clock and every function is deterministic.
 */
import { TIMER_DEFAULT_REMAINING_MS } from '../constants';
import type { TimerState } from '../schemas/values';

/** Why a timer operation was refused. */
export type TimerErrorCode =
  | 'cannot-start'
  | 'cannot-continue'
  | 'negative-set'
  | 'negative-add'
  | 'timer-ended'
  | 'invalid-argument';

/** The messages of spec 8 (timer misuse), plus two for cases the spec does not cover. */
export const TIMER_ERRORS: Readonly<Record<TimerErrorCode, string>> = {
  'cannot-start': 'Cannot Start, Already Running Timer',
  'cannot-continue': 'Cannot Continue, Already Running Timer',
  'negative-set': 'Cannot Set Negative Time',
  'negative-add': 'Cannot Add Negative Time',
  'timer-ended': 'Cannot Start, Timer Ended',
  'invalid-argument': 'Invalid Timer Argument',
};

/** The outcome of a timer operation: the new state, or why it was refused (never a throw). */
export type TimerResult =
  | { ok: true; state: TimerState }
  | { ok: false; code: TimerErrorCode; message: string };

/** What a clock shows at a moment, extrapolated from the last known state. */
export interface TimerView {
  elapsedMs: number;
  remainingMs: number;
  running: boolean;
  ended: boolean;
  /** The remaining time as 'MM:SS'. */
  display: string;
}

/** Periods above this are refused by `addTime`: the schema allows at most 8 periods. */
export const MAX_TIMER_PERIOD = 8;

const ok = (state: TimerState): TimerResult => ({ ok: true, state });
const fail = (code: TimerErrorCode): TimerResult => ({ ok: false, code, message: TIMER_ERRORS[code] });
const finite = (...values: number[]) => values.every(Number.isFinite);

/** A fresh, stopped clock for a period of the given length (default: spec 9, 20000 ms). */
export function initialTimer(periodLengthMs: number = TIMER_DEFAULT_REMAINING_MS): TimerState {
  const length = Number.isFinite(periodLengthMs)
    ? Math.max(0, Math.round(periodLengthMs))
    : TIMER_DEFAULT_REMAINING_MS;
  return {
    timeStart: null,
    timeElapse: 0,
    timeEnd: null,
    timeRemaining: length,
    stopped: true,
    ended: false,
    addedTime: [],
  };
}

/** Whether the clock is counting (before any automatic end at a later `now`). */
export function isTimerRunning(state: TimerState): boolean {
  return !state.stopped && !state.ended && state.timeStart !== null;
}

/**
 * Brings a running clock up to `now`: folds the run into elapsed, or ends it if the remaining
 * time dropped below zero. A `now` earlier than the run's start counts as no time passing, so a
 * skewed clock can never make elapsed go backwards.
 */
function advance(state: TimerState, now: number): TimerState {
  if (!isTimerRunning(state)) return state;
  const start = state.timeStart!;
  const left = Math.max(0, state.timeRemaining);
  const delta = Math.max(0, now - start);
  if (delta > left) {
    // Frozen at the moment it reached zero, not at `now`: late observers agree with punctual ones.
    return {
      ...state,
      timeStart: null,
      timeElapse: state.timeElapse + left,
      timeRemaining: 0,
      timeEnd: start + left,
      stopped: true,
      ended: true,
    };
  }
  return {
    ...state,
    timeStart: start + delta,
    timeElapse: state.timeElapse + delta,
    timeRemaining: state.timeRemaining - delta,
  };
}

/**
 * Starts or resumes the clock. A running clock is refused with 'Cannot Start, Already Running
 * Timer' if it has not been stopped in this period (the operator pressed Start), else with
 * 'Cannot Continue, Already Running Timer' (the operator pressed Continue). An ended clock is
 * refused until time is added or set.
 */
export function startTimer(state: TimerState, now: number): TimerResult {
  if (!finite(now)) return fail('invalid-argument');
  const current = advance(state, Math.round(now));
  if (isTimerRunning(current)) return fail(current.timeEnd === null ? 'cannot-start' : 'cannot-continue');
  if (current.ended) return fail('timer-ended');
  // Never before the last stop, so a skewed `now` cannot count the same time twice.
  const at = Math.max(Math.round(now), current.timeEnd ?? Number.NEGATIVE_INFINITY);
  return ok({ ...current, timeStart: at, stopped: false });
}

/** Stops the clock at `now`. Stopping a clock that is not running changes nothing (idempotent). */
export function stopTimer(state: TimerState, now: number): TimerResult {
  if (!finite(now)) return fail('invalid-argument');
  const current = advance(state, Math.round(now));
  if (!isTimerRunning(current)) return ok(current);
  return ok({ ...current, timeStart: null, timeEnd: current.timeStart, stopped: true });
}

/**
 * Sets the time left in the period to `ms`, running or not. A positive `ms` reopens an ended
 * clock, stopped, so the operator resumes it explicitly.
 */
export function setRemaining(state: TimerState, ms: number, now: number): TimerResult {
  if (!finite(ms, now)) return fail('invalid-argument');
  if (ms < 0) return fail('negative-set');
  const current = advance(state, Math.round(now));
  const set = Math.round(ms);
  return ok({ ...current, timeRemaining: set, ended: current.ended && set === 0 });
}

/**
 * Adds `ms` to the time left and records it against `period` (1-based), which drives the badge's
 * '+'. Like `setRemaining`, it reopens an ended clock, stopped.
 */
export function addTime(state: TimerState, ms: number, now: number, period: number): TimerResult {
  if (!finite(ms, now) || !Number.isInteger(period) || period < 1 || period > MAX_TIMER_PERIOD) {
    return fail('invalid-argument');
  }
  if (ms < 0) return fail('negative-add');
  const add = Math.round(ms);
  const current = advance(state, Math.round(now));
  const addedTime = [...current.addedTime];
  while (addedTime.length < period) addedTime.push(0);
  addedTime[period - 1] = addedTime[period - 1]! + add;
  const reopened = current.ended && add > 0 ? { ended: false } : {};
  return ok({ ...current, ...reopened, timeRemaining: current.timeRemaining + add, addedTime });
}

/** A fresh, stopped clock for the next period, keeping the per-period added-time record. */
export function nextPeriod(state: TimerState, periodLengthMs: number): TimerState {
  return { ...initialTimer(periodLengthMs), addedTime: [...state.addedTime] };
}

/** The time added in a period (1-based), 0 if none. */
export function addedTimeFor(state: TimerState, period: number): number {
  return state.addedTime[period - 1] ?? 0;
}

/** The clock as 'MM:SS', rounding up so that '00:00' shows only once the time is up. */
export function formatClock(ms: number): string {
  const seconds = Math.ceil(Math.max(0, ms) / 1000);
  const mm = String(Math.floor(seconds / 60)).padStart(2, '0');
  const ss = String(seconds % 60).padStart(2, '0');
  return `${mm}:${ss}`;
}

/** The clock at `now`, extrapolated between live messages. Remaining is never negative. */
export function timerAt(state: TimerState, now: number): TimerView {
  const current = Number.isFinite(now) ? advance(state, now) : state;
  const remainingMs = Math.max(0, current.timeRemaining);
  return {
    elapsedMs: current.timeElapse,
    remainingMs,
    running: isTimerRunning(current),
    ended: current.ended,
    display: formatClock(remainingMs),
  };
}

/** Timeouts left per side: the competition's allowance minus the side's timeouts, never below 0. */
export function timeoutsRemaining(
  competitionTimeouts: number,
  matchTimeouts: { homeTeam: number; awayTeam: number },
): { homeTeam: number; awayTeam: number } {
  return {
    homeTeam: Math.max(0, competitionTimeouts - matchTimeouts.homeTeam),
    awayTeam: Math.max(0, competitionTimeouts - matchTimeouts.awayTeam),
  };
}
