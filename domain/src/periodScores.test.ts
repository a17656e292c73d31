import { describe, expect, it } from 'vitest';
import { PENALTY_PERIOD } from './constants';
import { enteredPeriodScores, periodScores } from './periodScores';
import { defaultStatusSequence, generatePeriods } from './statuses';

const quarters = generatePeriods(4, defaultStatusSequence(4));
const event = (period: number, value: number, isHomeTeam = true) => ({ period, value, isHomeTeam });

describe('periodScores', () => {
  it('should sum each side per period and list scoreless periods as 0', () => {
    const rows = periodScores([event(1, 6), event(1, 1), event(3, 3, false), event(1, 2, false)], quarters);
    expect(rows.map((r) => [r.abbreviation, r.homeTeam, r.awayTeam])).toEqual([
      ['Q1', 7, 2],
      ['Q2', 0, 0],
      ['Q3', 0, 3],
      ['Q4', 0, 0],
    ]);
  });

  it('should add overtime and the shoot-out after the regular periods, only when they have events', () => {
    const rows = periodScores([event(PENALTY_PERIOD, 1, false), event(5, 6)], quarters);
    expect(rows.map((r) => r.abbreviation)).toEqual(['Q1', 'Q2', 'Q3', 'Q4', 'OT', 'PEN']);
    expect(rows.at(-1)).toMatchObject({ label: 'Penalties', homeTeam: 0, awayTeam: 1 });
  });

  it('should total the same points as the events', () => {
    const events = [event(1, 6), event(2, 3, false), event(4, 2), event(6, 6, false)];
    const rows = periodScores(events, quarters);
    const total = rows.reduce((sum, r) => sum + r.homeTeam + r.awayTeam, 0);
    expect(total).toBe(17);
    expect(rows.find((r) => r.period === 6)?.abbreviation).toBe('OT2');
  });
});

describe('enteredPeriodScores', () => {
  it("should label a manager's points by the match's periods, then as overtimes", () => {
    const points = [1, 2, 3, 4, 5, 6].map((n) => ({ homeTeam: n, awayTeam: 10 - n }));
    const rows = enteredPeriodScores(points, quarters);
    expect(rows.map((r) => [r.abbreviation, r.homeTeam, r.awayTeam])).toEqual([
      ['Q1', 1, 9],
      ['Q2', 2, 8],
      ['Q3', 3, 7],
      ['Q4', 4, 6],
      ['OT', 5, 5],
      ['OT2', 6, 4],
    ]);
    expect(rows[4]).toMatchObject({ period: 5, label: 'Overtime' });
  });

  it('should answer only the periods given', () => {
    expect(enteredPeriodScores([], quarters)).toEqual([]);
  });
});
