import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type ScoreEvent, scoreFromEvents } from '../clock/scores';
import { matchTimeMs, scoreProgression } from './progression';

const MIN = 60_000;
const ev = (value: number, home: boolean, period: number, min: number, extra: Partial<ScoreEvent> = {}) =>
  ({ name: 'Score', value, isHomeTeam: home, period, min, sec: 0, type: 'scoring', ...extra }) as ScoreEvent;

describe('score progression', () => {
  it('should step the margin at each score, in match time', () => {
    const events = [ev(3, false, 2, 1), ev(6, true, 1, 5), ev(0, true, 1, 6, { type: 'movement' })];
    const chart = scoreProgression(events, { periods: 4, periodLengthMs: 12 * MIN });
    expect(chart.points.map((p) => [p.atMs / MIN, p.margin])).toEqual([
      [0, 0],
      [5, 6],
      [13, 3],
    ]);
    expect(chart.durationMs).toBe(48 * MIN);
    expect(chart.periodStartsMs).toEqual([0, 12, 24, 36].map((m) => m * MIN));
    expect(chart.maxLead).toBe(6);
  });

  it('should leave the shoot-out out and reach the present while live', () => {
    const events = [ev(1, true, 1, 30), ev(1, false, 9999, 0, { name: 'Penalty' })];
    const chart = scoreProgression(events, { periods: 2, periodLengthMs: 45 * MIN, nowMs: 50 * MIN });
    expect(chart.points.map((p) => [p.atMs / MIN, p.margin, p.event === null])).toEqual([
      [0, 0, true],
      [30, 1, false],
      [50, 1, true],
    ]);
  });

  it('should place an event at its period start plus its time into the period', () => {
    expect(matchTimeMs({ period: 3, min: 2, sec: 30 }, 12 * MIN)).toBe(26.5 * MIN);
    expect(matchTimeMs({ period: 1, min: 99, sec: 0 }, 12 * MIN)).toBe(12 * MIN);
  });

  it('should end on the final margin, with time never going backwards', () => {
    const event = fc.record({
      value: fc.integer({ min: 0, max: 8 }),
      isHomeTeam: fc.boolean(),
      period: fc.oneof(fc.integer({ min: 1, max: 5 }), fc.constant(9999)),
      min: fc.integer({ min: 0, max: 20 }),
      sec: fc.integer({ min: 0, max: 59 }),
      type: fc.constantFrom('scoring' as const, 'movement' as const),
      name: fc.constantFrom('Touchdown', 'Penalty', 'Substitution'),
    });
    fc.assert(
      fc.property(
        fc.array(event, { maxLength: 40 }),
        fc.option(fc.integer({ min: 0, max: 80 * MIN })),
        (events, now) => {
          const chart = scoreProgression(events, { periods: 4, periodLengthMs: 12 * MIN, nowMs: now });
          const regular = events.filter((e) => e.period !== 9999);
          const totals = scoreFromEvents(regular);
          const last = chart.points.at(-1)!;
          expect([last.homeTeam, last.awayTeam]).toEqual([totals.homeTeam, totals.awayTeam]);
          for (let i = 1; i < chart.points.length; i++)
            expect(chart.points[i]!.atMs).toBeGreaterThanOrEqual(chart.points[i - 1]!.atMs);
          for (const p of chart.points) {
            expect(p.atMs).toBeLessThanOrEqual(chart.durationMs);
            expect(Math.abs(p.margin)).toBeLessThanOrEqual(chart.maxLead);
          }
        },
      ),
    );
  });
});
