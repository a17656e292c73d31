import { describe, expect, it } from 'vitest';
import { TIMER_DEFAULT_REMAINING_MS } from '../constants';
import type { TimerState } from '../schemas/values';
import {
  addedTimeFor,
  addTime,
  formatClock,
  initialTimer,
  nextPeriod,
  setRemaining,
  startTimer,
  stopTimer,
  type TimerResult,
  timeoutsRemaining,
  timerAt,
} from './timer';

const T0 = 1_700_000_000_000;

/** The state of a result that must have succeeded. */
function must(result: TimerResult): TimerState {
  if (!result.ok) throw new Error(`unexpected ${result.code}`);
  return result.state;
}

const running = (length = 60_000, at = T0) => must(startTimer(initialTimer(length), at));

describe('initialTimer', () => {
  it('is stopped, not ended, with the whole period left', () => {
    const s = initialTimer(600_000);
    expect(s).toEqual({
      timeStart: null,
      timeElapse: 0,
      timeEnd: null,
      timeRemaining: 600_000,
      stopped: true,
      ended: false,
      addedTime: [],
    });
    expect(timerAt(s, T0)).toEqual({
      elapsedMs: 0,
      remainingMs: 600_000,
      running: false,
      ended: false,
      display: '10:00',
    });
  });

  it('defaults to the spec remaining time of 20000 ms', () => {
    expect(initialTimer().timeRemaining).toBe(TIMER_DEFAULT_REMAINING_MS);
    expect(timerAt(initialTimer(), T0).display).toBe('00:20');
  });

  it('clamps a negative length to 0 and rounds to whole ms', () => {
    expect(initialTimer(-5).timeRemaining).toBe(0);
    expect(initialTimer(1000.6).timeRemaining).toBe(1001);
  });
});

describe('start, stop and extrapolation', () => {
  it('runs down from the period length', () => {
    const s = running();
    expect(timerAt(s, T0 + 1500)).toMatchObject({ elapsedMs: 1500, remainingMs: 58_500, running: true });
    expect(timerAt(s, T0 + 1500).display).toBe('00:59');
  });

  it('freezes on stop, and resumes from where it stopped', () => {
    const stopped = must(stopTimer(running(), T0 + 10_000));
    expect(stopped).toMatchObject({ stopped: true, timeStart: null, timeEnd: T0 + 10_000 });
    expect(timerAt(stopped, T0 + 99_000)).toMatchObject({ elapsedMs: 10_000, running: false });
    const resumed = must(startTimer(stopped, T0 + 20_000));
    expect(timerAt(resumed, T0 + 25_000)).toMatchObject({ elapsedMs: 15_000, remainingMs: 45_000 });
  });

  it('stopping a stopped clock changes nothing', () => {
    const s = initialTimer(1000);
    expect(must(stopTimer(s, T0))).toEqual(s);
  });

  it('ends automatically once remaining drops below zero, frozen at zero', () => {
    const s = running(5000);
    expect(timerAt(s, T0 + 5000)).toMatchObject({ remainingMs: 0, running: true, ended: false });
    const late = timerAt(s, T0 + 9000);
    expect(late).toEqual({ elapsedMs: 5000, remainingMs: 0, running: false, ended: true, display: '00:00' });
    const settled = must(stopTimer(s, T0 + 9000));
    expect(settled).toMatchObject({ ended: true, stopped: true, timeEnd: T0 + 5000, timeElapse: 5000 });
  });

  it('never lets a clock that goes backwards reduce elapsed', () => {
    const s = running();
    expect(timerAt(s, T0 - 1000)).toMatchObject({ elapsedMs: 0, remainingMs: 60_000 });
    expect(must(stopTimer(s, T0 - 1000)).timeElapse).toBe(0);
    const stopped = must(stopTimer(s, T0 + 10_000));
    const resumed = must(startTimer(stopped, T0 + 5000));
    expect(timerAt(resumed, T0 + 10_000).elapsedMs).toBe(10_000);
  });
});

describe('misuse', () => {
  it("refuses to start a clock that was never stopped: 'Cannot Start, Already Running Timer'", () => {
    expect(startTimer(running(), T0 + 1)).toEqual({
      ok: false,
      code: 'cannot-start',
      message: 'Cannot Start, Already Running Timer',
    });
  });

  it("refuses to resume a running clock: 'Cannot Continue, Already Running Timer'", () => {
    const resumed = must(startTimer(must(stopTimer(running(), T0 + 5)), T0 + 10));
    expect(startTimer(resumed, T0 + 20)).toEqual({
      ok: false,
      code: 'cannot-continue',
      message: 'Cannot Continue, Already Running Timer',
    });
  });

  it("refuses negative time: 'Cannot Set Negative Time' and 'Cannot Add Negative Time'", () => {
    expect(setRemaining(initialTimer(), -1, T0)).toEqual({
      ok: false,
      code: 'negative-set',
      message: 'Cannot Set Negative Time',
    });
    expect(addTime(initialTimer(), -1, T0, 1)).toEqual({
      ok: false,
      code: 'negative-add',
      message: 'Cannot Add Negative Time',
    });
  });

  it('refuses to start an ended clock until time is added or set', () => {
    const ended = must(stopTimer(running(1000), T0 + 2000));
    expect(startTimer(ended, T0 + 3000)).toMatchObject({ ok: false, code: 'timer-ended' });
    const reopened = must(addTime(ended, 30_000, T0 + 3000, 1));
    expect(reopened).toMatchObject({ ended: false, stopped: true, timeRemaining: 30_000 });
    expect(startTimer(reopened, T0 + 4000).ok).toBe(true);
    const reset = must(setRemaining(ended, 10_000, T0 + 3000));
    expect(reset).toMatchObject({ ended: false, stopped: true });
    expect(must(setRemaining(ended, 0, T0 + 3000)).ended).toBe(true);
  });

  it('refuses non-finite values and periods outside 1..8, without throwing', () => {
    expect(startTimer(initialTimer(), Number.NaN)).toMatchObject({ ok: false, code: 'invalid-argument' });
    expect(stopTimer(initialTimer(), Number.POSITIVE_INFINITY)).toMatchObject({ ok: false });
    expect(setRemaining(initialTimer(), Number.NaN, T0)).toMatchObject({ ok: false });
    expect(addTime(initialTimer(), 1000, T0, 0)).toMatchObject({ ok: false, code: 'invalid-argument' });
    expect(addTime(initialTimer(), 1000, T0, 9999)).toMatchObject({ ok: false, code: 'invalid-argument' });
    expect(addTime(initialTimer(), 1000, T0, 1.5)).toMatchObject({ ok: false, code: 'invalid-argument' });
  });
});

describe('setRemaining and addTime', () => {
  it('sets the time left while running', () => {
    const s = must(setRemaining(running(), 30_000, T0 + 10_000));
    expect(timerAt(s, T0 + 10_000)).toMatchObject({ elapsedMs: 10_000, remainingMs: 30_000, running: true });
    expect(timerAt(s, T0 + 15_000)).toMatchObject({ elapsedMs: 15_000, remainingMs: 25_000 });
  });

  it('adds time and records it per period', () => {
    let s = must(addTime(running(), 5000, T0 + 1000, 2));
    s = must(addTime(s, 2000, T0 + 2000, 2));
    expect(s.addedTime).toEqual([0, 7000]);
    expect(addedTimeFor(s, 2)).toBe(7000);
    expect(addedTimeFor(s, 1)).toBe(0);
    expect(addedTimeFor(s, 4)).toBe(0);
    expect(timerAt(s, T0 + 2000)).toMatchObject({ elapsedMs: 2000, remainingMs: 65_000 });
  });

  it('adding zero does not reopen an ended clock', () => {
    const ended = must(stopTimer(running(1000), T0 + 2000));
    expect(must(addTime(ended, 0, T0 + 2000, 1)).ended).toBe(true);
  });
});

describe('nextPeriod', () => {
  it('gives a fresh stopped clock, keeping added time, and a fresh Start', () => {
    const s = must(addTime(running(), 3000, T0 + 1000, 1));
    const next = nextPeriod(must(stopTimer(s, T0 + 2000)), 45_000);
    expect(next).toEqual({ ...initialTimer(45_000), addedTime: [3000] });
    const again = must(startTimer(next, T0 + 3000));
    expect(startTimer(again, T0 + 4000)).toMatchObject({ code: 'cannot-start' });
  });
});

describe('formatClock', () => {
  it('shows MM:SS, rounding up and never negative', () => {
    expect(formatClock(0)).toBe('00:00');
    expect(formatClock(1)).toBe('00:01');
    expect(formatClock(59_001)).toBe('01:00');
    expect(formatClock(20 * 60_000)).toBe('20:00');
    expect(formatClock(100 * 60_000)).toBe('100:00');
    expect(formatClock(-5000)).toBe('00:00');
  });
});

describe('timeoutsRemaining', () => {
  it('subtracts each side’s timeouts from the allowance, never below 0', () => {
    expect(timeoutsRemaining(3, { homeTeam: 1, awayTeam: 0 })).toEqual({ homeTeam: 2, awayTeam: 3 });
    expect(timeoutsRemaining(2, { homeTeam: 5, awayTeam: 2 })).toEqual({ homeTeam: 0, awayTeam: 0 });
  });
});
