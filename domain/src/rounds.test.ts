import { describe, expect, it } from 'vitest';
import { groupByRound, roundGroupLabel, roundLabel, roundOrder } from './rounds';

describe('roundLabel', () => {
  it('should prefer the display name', () => {
    expect(roundLabel({ type: 'Final', number: 1, displayName: 'Grand Final' })).toBe('Grand Final');
  });
  it("should call Final round 1 'Semi Final' and any other 'Final'", () => {
    expect(roundLabel({ type: 'Final', number: 1 })).toBe('Semi Final');
    expect(roundLabel({ type: 'Final', number: 2 })).toBe('Final');
    expect(roundLabel({ type: 'Final', number: 3 })).toBe('Final');
  });
  it("should call other rounds 'Round' and their name or number", () => {
    expect(roundLabel({ type: 'regular', number: 4 })).toBe('Round 4');
    expect(roundLabel({ type: 'knockout', number: 2, name: 'Quarter' })).toBe('Round Quarter');
  });
});

describe('roundGroupLabel', () => {
  it("should head regular rounds by number and others by display name, name, then 'Final n'", () => {
    expect(roundGroupLabel({ type: 'Regular', number: 7, name: 'ignored' })).toBe('Round 7');
    expect(roundGroupLabel({ type: 'knockout', number: 1, name: 'Quarter Finals' })).toBe('Quarter Finals');
    expect(roundGroupLabel({ type: 'Final', number: 1 })).toBe('Final 1');
    expect(roundGroupLabel({ type: 'Final', number: 2, displayName: 'Grand Final' })).toBe('Grand Final');
  });
});

describe('roundOrder', () => {
  it('should put final and knockout rounds after the highest regular round', () => {
    expect(roundOrder({ type: 'regular', number: 3 }, 10)).toBe(3);
    expect(roundOrder({ type: 'Final', number: 1 }, 10)).toBe(11);
    expect(roundOrder({ type: 'knockout', number: 2 }, 10)).toBe(12);
  });
});

describe('groupByRound', () => {
  const match = (id: number, type: 'regular' | 'Final' | 'knockout', number: number, dateTime: string) => ({
    _id: id,
    dateTime,
    round: { type, number },
  });

  it('should group in round order and sort by time, keeping the matches given', () => {
    const given = [
      match(1, 'Final', 1, '2026-09-05T05:00:00Z'),
      match(2, 'regular', 2, '2026-08-08T07:00:00Z'),
      match(3, 'regular', 1, '2026-08-01T05:00:00Z'),
      match(4, 'regular', 2, '2026-08-08T05:00:00Z'),
      match(5, 'Final', 2, '2026-09-12T05:00:00Z'),
    ];
    const groups = groupByRound(given);
    expect(groups.flatMap((g) => g.matches).every((m) => given.includes(m))).toBe(true);
    expect(groups.map((g) => g.label)).toEqual(['Round 1', 'Round 2', 'Final 1', 'Final 2']);
    expect(groups[1]!.matches.map((m) => m._id)).toEqual([4, 2]);
    expect(groups[1]!.dateTime).toBe('2026-08-08T05:00:00Z');
    expect(groups.map((g) => g.countLabel)).toEqual(['1 match', '2 matches', '1 match', '1 match']);
  });

  it('should attach byes to their round', () => {
    const groups = groupByRound(
      [match(1, 'regular', 1, '2026-08-01T05:00:00Z'), match(2, 'regular', 2, '2026-08-08T05:00:00Z')],
      [
        { team: 'A', round: { number: 2 } },
        { team: 'B', round: { number: 2 } },
        { team: 'C', round: { number: 9 } },
      ],
    );
    expect(groups[0]!.byes).toEqual([]);
    expect(groups[1]!.byes.map((b) => b.team)).toEqual(['A', 'B']);
    // A round with nothing but byes still shows them.
    expect(groups[2]).toMatchObject({ label: 'Round 9', matches: [], countLabel: '0 matches' });
    expect(groups[2]!.byes.map((b) => b.team)).toEqual(['C']);
  });
});
