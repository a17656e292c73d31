import fc from 'fast-check';
import Value from 'typebox/value';
import { describe, expect, it } from 'vitest';
import { TimerState } from '../schemas/values';
import {
  addTime,
  initialTimer,
  setRemaining,
  startTimer,
  stopTimer,
  type TimerResult,
  timerAt,
} from './timer';

const RUNS = { numRuns: 300 };
const T0 = 1_700_000_000_000;
const PERIOD = 2;

type Op = { kind: 'start' | 'stop' | 'add' | 'set' | 'observe'; dt: number; ms: number };

const arbOp: fc.Arbitrary<Op> = fc.record({
  kind: fc.constantFrom('start', 'stop', 'add', 'set', 'observe'),
  dt: fc.integer({ min: 0, max: 20_000 }),
  // Mostly valid amounts, sometimes negative to exercise the refusals.
  ms: fc.oneof(
    { weight: 5, arbitrary: fc.integer({ min: 0, max: 20_000 }) },
    fc.integer({ min: -500, max: -1 }),
  ),
});

const arbRun = fc.record({
  length: fc.integer({ min: 0, max: 60_000 }),
  ops: fc.array(arbOp, { maxLength: 40 }),
});

function apply(state: TimerState, op: Op, now: number): TimerResult {
  switch (op.kind) {
    case 'start':
      return startTimer(state, now);
    case 'stop':
      return stopTimer(state, now);
    case 'add':
      return addTime(state, op.ms, now, PERIOD);
    case 'set':
      return setRemaining(state, op.ms, now);
    default:
      return { ok: true, state };
  }
}

/**
 * Replays operations at increasing times against a model of the budget: the period length plus
 * added time, reset to elapsed + ms by a set. Calls `check` after every operation.
 */
function replay(
  length: number,
  ops: Op[],
  check: (state: TimerState, now: number, budget: number, prev: TimerState) => void,
) {
  let state = initialTimer(length);
  let now = T0;
  let budget = length;
  for (const op of ops) {
    now += op.dt;
    const prev = state;
    const result = apply(state, op, now);
    if (result.ok) {
      if (op.kind === 'add') budget += op.ms;
      if (op.kind === 'set') budget = timerAt(prev, now).elapsedMs + op.ms;
      state = result.state;
    } else {
      expect(result.message).toBeTruthy();
    }
    check(state, now, budget, prev);
  }
}

describe('timer properties', () => {
  it('elapsed never decreases, and every state fits the TimerState schema', () => {
    fc.assert(
      fc.property(arbRun, ({ length, ops }) => {
        let last = 0;
        replay(length, ops, (state, now, _budget, prev) => {
          const elapsed = timerAt(state, now).elapsedMs;
          expect(elapsed).toBeGreaterThanOrEqual(last);
          expect(elapsed).toBeGreaterThanOrEqual(timerAt(prev, now).elapsedMs);
          expect(Value.Check(TimerState, state)).toBe(true);
          last = elapsed;
        });
      }),
      RUNS,
    );
  });

  it('remaining = period length + added - elapsed (with a set resetting the budget), never negative', () => {
    fc.assert(
      fc.property(arbRun, fc.integer({ min: 0, max: 30_000 }), ({ length, ops }, later) => {
        replay(length, ops, (state, now, budget) => {
          for (const at of [now, now + later]) {
            const view = timerAt(state, at);
            expect(view.remainingMs).toBe(budget - view.elapsedMs);
            expect(view.remainingMs).toBeGreaterThanOrEqual(0);
            if (view.ended) expect(view.remainingMs).toBe(0);
          }
        });
      }),
      RUNS,
    );
  });

  it('added time is recorded against its period', () => {
    fc.assert(
      fc.property(arbRun, ({ length, ops }) => {
        let state = initialTimer(length);
        let added = 0;
        let now = T0;
        for (const op of ops) {
          now += op.dt;
          const result = apply(state, op, now);
          if (result.ok) state = result.state;
          if (result.ok && op.kind === 'add') added += op.ms;
        }
        expect(state.addedTime[PERIOD - 1] ?? 0).toBe(added);
        expect(state.addedTime[0] ?? 0).toBe(0);
      }),
      RUNS,
    );
  });

  it('a stopped clock does not advance; a running one advances one for one until it ends', () => {
    fc.assert(
      fc.property(arbRun, fc.integer({ min: 1, max: 30_000 }), ({ length, ops }, later) => {
        replay(length, ops, (state, now) => {
          const a = timerAt(state, now);
          const b = timerAt(state, now + later);
          if (!a.running) expect(b).toEqual(a);
          else if (!b.ended) expect(b.elapsedMs - a.elapsedMs).toBe(later);
          else expect(b.remainingMs).toBe(0);
        });
      }),
      RUNS,
    );
  });

  it('timerAt agrees with stopping at that moment', () => {
    fc.assert(
      fc.property(arbRun, fc.integer({ min: 0, max: 30_000 }), ({ length, ops }, later) => {
        replay(length, ops, (state, now) => {
          const at = now + later;
          const view = timerAt(state, at);
          const stopped = stopTimer(state, at);
          expect(stopped.ok).toBe(true);
          if (!stopped.ok) return;
          const frozen = timerAt(stopped.state, at + 12_345);
          expect({ ...frozen, running: view.running }).toEqual(view);
          expect(frozen.running).toBe(false);
        });
      }),
      RUNS,
    );
  });

  it('start succeeds exactly when the clock is neither running nor ended at that moment', () => {
    fc.assert(
      fc.property(arbRun, fc.integer({ min: 0, max: 30_000 }), ({ length, ops }, later) => {
        replay(length, ops, (state, now) => {
          const view = timerAt(state, now + later);
          const result = startTimer(state, now + later);
          expect(result.ok).toBe(!view.running && !view.ended);
          if (!result.ok && view.running) {
            expect(result.code).toBe(state.timeEnd === null ? 'cannot-start' : 'cannot-continue');
          }
        });
      }),
      RUNS,
    );
  });
});
