import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { GRIDIRON } from '../demo/gridiron';
import { type PlanInput, type PlanPlayer, planMatch, SCORE_VALUES, type Step } from './plan';

const POSITIONS = ['QB', 'RB', 'WR', 'WR', 'TE', 'T', 'G', 'C', 'G', 'T', 'WR', 'K', 'P', 'LB', 'DE', 'CB'];
const team = (first: number): PlanPlayer[] =>
  POSITIONS.map((position, i) => ({ id: first + i, position, onField: i < 11 }));

const input = (seed: string, overrides: Partial<PlanInput> = {}): PlanInput => ({
  seed,
  periods: 4,
  periodMs: 12 * 60_000,
  periodStatuses: ['first-quarter', 'second-quarter', 'third-quarter', 'fourth-quarter'],
  timeouts: 3,
  players: { home: team(100), away: team(200) },
  ...overrides,
});

type Of<K extends Step['kind']> = Extract<Step, { kind: K }>;
const only = <K extends Step['kind']>(steps: Step[], kind: K) =>
  steps.filter((s): s is Of<K> => s.kind === kind);
const sum = (steps: Step[], side: 'home' | 'away') =>
  only(steps, 'score')
    .filter((s) => s.side === side)
    .reduce((total, s) => total + s.value, 0);

describe('planMatch', () => {
  it('should play four quarters with half-time between the second and third, and end final', () => {
    const steps = planMatch(input('four quarters'));
    expect(only(steps, 'status').map((s) => s.status)).toEqual([
      'first-quarter',
      'second-quarter',
      'half-time',
      'third-quarter',
      'fourth-quarter',
      'final',
    ]);
    expect(steps.at(-1)).toMatchObject({ kind: 'status', status: 'final' });
  });

  it('should score only in legal increments, tries only right after touchdowns, and total the plays', () => {
    fc.assert(
      fc.property(fc.string(), (seed) => {
        const steps = planMatch(input(seed));
        const scoring = only(steps, 'score');
        for (const s of scoring) expect(s.value).toBe(SCORE_VALUES[s.type]);
        for (const [i, s] of steps.entries()) {
          if (s.kind === 'score' && (s.type === GRIDIRON.conversion || s.type === GRIDIRON.twoPoint)) {
            expect(steps[i - 1]).toMatchObject({ kind: 'score', type: GRIDIRON.touchdown, side: s.side });
          }
          if (s.kind === 'missed-try')
            expect(steps[i - 1]).toMatchObject({ kind: 'score', type: GRIDIRON.touchdown, side: s.side });
        }
        const last = steps.at(-1)!;
        expect(last).toMatchObject({ kind: 'status', status: 'final' });
        expect(last.scores).toEqual({ home: sum(steps, 'home'), away: sum(steps, 'away') });
      }),
      { numRuns: 200 },
    );
  });

  it('should keep real time and the game clock moving forward, inside each quarter', () => {
    fc.assert(
      fc.property(fc.string(), (seed) => {
        const steps = planMatch(input(seed));
        for (let i = 1; i < steps.length; i++) {
          const [a, b] = [steps[i - 1]!, steps[i]!];
          expect(b.atMs).toBeGreaterThanOrEqual(a.atMs);
          if (a.period === b.period && b.kind !== 'status')
            expect(b.clockMs).toBeGreaterThanOrEqual(a.clockMs);
          expect(b.clockMs).toBeLessThanOrEqual(12 * 60_000);
        }
      }),
      { numRuns: 100 },
    );
  });

  it('should stop the clock for every score and timeout, and take no more timeouts than allowed', () => {
    fc.assert(
      fc.property(fc.string(), (seed) => {
        const steps = planMatch(input(seed, { timeouts: 2 }));
        let running = false;
        for (const s of steps) {
          if (s.kind === 'clock-start') running = true;
          if (s.kind === 'clock-stop') running = false;
          if (s.kind === 'score' || s.kind === 'timeout') expect(running).toBe(false);
        }
        for (const side of ['home', 'away'] as const)
          expect(only(steps, 'timeout').filter((s) => s.side === side).length).toBeLessThanOrEqual(2);
      }),
      { numRuns: 100 },
    );
  });

  it('should substitute a player on the field for one off it', () => {
    const steps = planMatch(input('subs'));
    const on = new Set(
      team(100)
        .filter((p) => p.onField)
        .map((p) => p.id),
    );
    for (const s of only(steps, 'substitution').filter((s) => s.side === 'home')) {
      expect(on.has(s.off)).toBe(true);
      expect(on.has(s.on)).toBe(false);
      on.delete(s.off);
      on.add(s.on);
    }
  });

  it('should be the same plan for the same seed, and another for another seed', () => {
    expect(planMatch(input('seed 1'))).toEqual(planMatch(input('seed 1')));
    expect(planMatch(input('seed 1'))).not.toEqual(planMatch(input('seed 2')));
  });

  it('should take about 48 minutes of game time plus stoppages and breaks at speed 1', () => {
    const last = planMatch(input('length')).at(-1)!;
    expect(last.atMs).toBeGreaterThan(48 * 60_000 + 14 * 60_000);
    expect(last.atMs).toBeLessThan(120 * 60_000);
  });

  it('should resume a match under way from its period, clock and score', () => {
    const from = {
      status: 'third-quarter' as const,
      period: 3,
      elapsedMs: 5 * 60_000,
      scores: { home: 14, away: 10 },
      timeoutsUsed: { home: 3, away: 1 },
    };
    const steps = planMatch(input('resume', { from }));
    expect(steps[0]).toMatchObject({
      kind: 'clock-start',
      period: 3,
      clockMs: from.elapsedMs,
      remainingMs: 7 * 60_000,
    });
    expect(only(steps, 'status').map((s) => s.status)).toEqual(['fourth-quarter', 'final']);
    expect(only(steps, 'timeout').filter((s) => s.side === 'home')).toEqual([]);
    expect(steps.every((s) => s.period > 3 || s.clockMs >= from.elapsedMs)).toBe(true);
    expect(steps.at(-1)!.scores).toEqual({ home: 14 + sum(steps, 'home'), away: 10 + sum(steps, 'away') });
  });

  it('should start from pre-game with the first quarter, and from half-time with the third', () => {
    const base = {
      period: 1,
      elapsedMs: 0,
      scores: { home: 0, away: 0 },
      timeoutsUsed: { home: 0, away: 0 },
    };
    const pre = planMatch(input('pre', { from: { ...base, status: 'pre-game' } }));
    expect(pre[0]).toMatchObject({ kind: 'status', status: 'first-quarter' });
    const half = planMatch(input('half', { from: { ...base, status: 'half-time', period: 3 } }));
    expect(half[0]).toMatchObject({ kind: 'status', status: 'third-quarter' });
    const over = planMatch(input('over', { from: { ...base, status: 'live', period: 4 } }));
    expect(over.map((s) => s.kind)).toEqual(['clock-stop', 'status']);
  });
});
