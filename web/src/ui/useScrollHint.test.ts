import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { moreOf } from './useScrollHint';

describe('moreOf', () => {
  it('should say nothing hides when the content fits', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 2000 }), fc.integer({ min: 0, max: 2000 }), (width, room) => {
        expect(moreOf(0, width + room, width)).toBeNull();
      }),
    );
  });

  it('should name the end at the start, the start at the end, and both between', () => {
    expect(moreOf(0, 390, 800)).toBe('end');
    expect(moreOf(410, 390, 800)).toBe('start');
    expect(moreOf(200, 390, 800)).toBe('both');
    expect(moreOf(0, 500, 500)).toBeNull();
  });

  it('should treat sub-pixel rounding at either end as the end', () => {
    expect(moreOf(0.6, 300, 520)).toBe('end');
    expect(moreOf(219.4, 300, 520)).toBe('start');
  });

  it('should hide content at an end exactly when it is more than a pixel from it', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 2000 }),
        fc.integer({ min: 0, max: 2000 }),
        fc.double({ min: 0, max: 1, noNaN: true }),
        (client, extra, at) => {
          const left = extra * at;
          const more = moreOf(left, client, client + extra);
          expect(more === 'start' || more === 'both').toBe(left > 1);
          expect(more === 'end' || more === 'both').toBe(left + client < client + extra - 1);
        },
      ),
    );
  });
});
