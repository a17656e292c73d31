import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { inHiddenRounds } from './hiddenRounds';

const at = (iso: string) => Date.parse(iso);

describe('inHiddenRounds', () => {
  const windows = [{ from: at('2026-10-03T00:00:00Z'), to: at('2026-10-04T00:00:00Z') }];
  it('should hide a match inside a window, ends included', () => {
    expect(inHiddenRounds('2026-10-03T05:00:00.000Z', windows)).toBe(true);
    expect(inHiddenRounds('2026-10-03T00:00:00.000Z', windows)).toBe(true);
    expect(inHiddenRounds('2026-10-04T00:00:00.000Z', windows)).toBe(true);
    expect(inHiddenRounds('2026-10-04T00:00:00.001Z', windows)).toBe(false);
    expect(inHiddenRounds(null, windows)).toBe(false);
    expect(inHiddenRounds('2026-10-03T05:00:00.000Z', [])).toBe(false);
  });

  it('should never hide a match without a readable time', () => {
    const all = [{ from: Number.MIN_SAFE_INTEGER, to: Number.MAX_SAFE_INTEGER }];
    for (const time of [null, undefined, '', 'soon', Number.NaN, new Date(Number.NaN)])
      expect(inHiddenRounds(time, all)).toBe(false);
  });

  it('should agree with a window-by-window check, whether the time is a string, a number or a Date', () => {
    const window = fc
      .tuple(fc.integer({ min: 0, max: 1e12 }), fc.integer({ min: 0, max: 1e9 }))
      .map(([from, length]) => ({ from, to: from + length }));
    fc.assert(
      fc.property(fc.array(window, { maxLength: 4 }), fc.integer({ min: 0, max: 1.1e12 }), (list, time) => {
        const expected = list.some((w) => time >= w.from && time <= w.to);
        expect(inHiddenRounds(new Date(time).toISOString(), list)).toBe(expected);
        expect(inHiddenRounds(time, list)).toBe(expected);
        expect(inHiddenRounds(new Date(time), list)).toBe(expected);
      }),
    );
  });
});
