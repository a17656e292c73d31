import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { resultColumnCount, resultSetColumns, resultSetsWon } from './sets';

const scores = fc.array(fc.integer({ min: 0, max: 10 }), { maxLength: 7 });

describe('resultSetsWon', () => {
  it('should count the sets in which each side scored more (a tennis match 5-7, 7-6, 1-6)', () => {
    expect(resultSetsWon([5, 7, 1], [7, 6, 6])).toBe(1);
    expect(resultSetsWon([7, 6, 6], [5, 7, 1])).toBe(2);
  });

  it('should count a drawn set, and a set only one side has a score for, for neither', () => {
    expect(resultSetsWon([6, 3, 6], [6, 6])).toBe(0);
    expect(resultSetsWon([6, 6], [6, 3, 6])).toBe(1);
    expect(resultSetsWon([], [6])).toBe(0);
    expect(resultSetsWon([Number.NaN, 6, '7'], [1, 2, 1])).toBe(1);
  });

  it('should give the two sides together the sets that were not drawn', () => {
    fc.assert(
      fc.property(scores, scores, (a, b) => {
        const compared = Math.min(a.length, b.length);
        const drawn = a.slice(0, compared).filter((s, i) => s === b[i]).length;
        expect(resultSetsWon(a, b) + resultSetsWon(b, a)).toBe(compared - drawn);
      }),
    );
  });

  it('should never count fewer sets for a side when one of its set scores goes up', () => {
    fc.assert(
      fc.property(scores, scores, fc.nat(), fc.integer({ min: 1, max: 5 }), (a, b, at, by) => {
        if (a.length === 0) return;
        const i = at % a.length;
        const better = a.map((s, j) => (j === i ? s + by : s));
        expect(resultSetsWon(better, b)).toBeGreaterThanOrEqual(resultSetsWon(a, b));
        expect(resultSetsWon(b, better)).toBeLessThanOrEqual(resultSetsWon(b, a));
      }),
    );
  });
});

describe('resultSetColumns', () => {
  it('should lay set scores over the columns, a missing set as null', () => {
    expect(resultSetColumns([6, 4], 3)).toEqual([6, 4, null]);
    expect(resultSetColumns([6, 4, 7], 2)).toEqual([6, 4]);
    expect(resultSetColumns([6], 0)).toEqual([]);
  });
});

describe('resultColumnCount', () => {
  it('should use the declared number, or the longest result when longer', () => {
    expect(
      resultColumnCount(3, [
        [6, 4],
        [4, 6],
      ]),
    ).toBe(3);
    expect(resultColumnCount(3, [[6, 4, 3, 6, 7]])).toBe(5);
    expect(resultColumnCount(null, [[70, 71]])).toBe(2);
    expect(resultColumnCount(undefined, [])).toBe(0);
  });

  it('should ignore a negative, fractional or absurd declared number', () => {
    expect(resultColumnCount(-2, [[1]])).toBe(1);
    expect(resultColumnCount(2.5, [])).toBe(0);
    expect(resultColumnCount(100_000, [])).toBe(20);
  });

  it('should leave room for every result', () => {
    fc.assert(
      fc.property(fc.option(fc.integer({ min: -5, max: 30 })), fc.array(scores), (declared, results) => {
        const count = resultColumnCount(declared, results);
        for (const r of results) expect(count).toBeGreaterThanOrEqual(r.length);
        expect(count).toBeGreaterThanOrEqual(0);
      }),
    );
  });
});
