import { describe, expect, it } from 'vitest';
import type { EventTypeResponse } from '../api/national';
import type { ScorableMatch } from '../api/scoring';
import { eventClock, orderForScorer, periodOfStatus, scoringControls } from './controls';

const type = (code: number, name: string, value: number): EventTypeResponse => ({
  type: code,
  name,
  abbreviation: '',
  value,
  visibleInLadders: null,
});
/** The demo's gridiron scoring types of national 14. */
const GRIDIRON_TYPES = [
  type(1, 'Touchdown', 6),
  type(2, 'Conversion', 1),
  type(3, 'Two-Point Conversion', 2),
  type(4, 'Field Goal', 3),
  type(5, 'Safety', 2),
  type(6, 'Missed Field Goal', 0),
];

const match = (id: number, dateTime: string | null): ScorableMatch => ({
  _id: id,
  dateTime,
  status: 'pre-game',
  competition: { _id: 1, name: 'Cup' },
  homeTeam: null,
  awayTeam: null,
});

describe('scoringControls', () => {
  it('should offer touchdown 6, conversion 1 or 2, field goal 3 and safety 2 with the national’s codes', () => {
    expect(scoringControls(GRIDIRON_TYPES).map((c) => [c.label, c.type, c.value])).toEqual([
      ['Touchdown', 1, 6],
      ['Conversion 1', 2, 1],
      ['Conversion 2', 3, 2],
      ['Field goal', 4, 3],
      ['Safety', 5, 2],
    ]);
  });

  it('should leave out a button whose type the national lacks or values otherwise', () => {
    const controls = scoringControls([type(9, 'Touchdown', 5), type(2, 'conversion', 1)]);
    expect(controls.map((c) => c.id)).toEqual(['conversion1']);
  });
});

describe('periodOfStatus and eventClock', () => {
  const sequence = [
    { value: 'pre-game', period: 0, periodType: 4, label: 'Pre-game', abbreviation: 'PG' },
    { value: 'second-quarter', period: 2, periodType: 4, label: '2nd Quarter', abbreviation: 'Q2' },
  ] as const;

  it('should record an event in the status’s period, else the first', () => {
    expect(periodOfStatus('second-quarter', sequence)).toBe(2);
    expect(periodOfStatus('pre-game', sequence)).toBe(1);
    expect(periodOfStatus('half-time', sequence)).toBe(1);
  });

  it('should time an event by the game time gone in the period', () => {
    expect(eventClock(754_900)).toEqual({ min: 12, sec: 34 });
    expect(eventClock(null)).toEqual({ min: 0, sec: 0 });
    expect(eventClock(-5)).toEqual({ min: 0, sec: 0 });
  });
});

describe('orderForScorer', () => {
  it('should list today’s matches first by kick-off, then those to come, then those gone, latest first', () => {
    // 25 Nov 2026, 09:00 in Sydney (UTC+11): the day began at 13:00 UTC on the 24th.
    const now = new Date('2026-11-24T22:00:00Z');
    const ordered = orderForScorer(
      [
        match(1, '2026-11-20T08:00:00Z'),
        match(2, '2026-11-25T08:00:00Z'),
        match(3, '2026-11-24T23:00:00Z'),
        match(4, null),
        match(5, '2026-11-22T08:00:00Z'),
        match(6, '2026-11-28T08:00:00Z'),
        match(7, '2026-11-24T14:00:00Z'),
      ],
      now,
      'Australia/Sydney',
    );
    expect(ordered.map((m) => m._id)).toEqual([7, 3, 2, 6, 5, 1, 4]);
  });
});
