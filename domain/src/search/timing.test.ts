import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { SCROLL_TO_TOP_MS, scrollPositionAt } from './timing';

describe('scrollPositionAt', () => {
  it('should start where the page is and reach the top when the 300 ms are up', () => {
    expect(scrollPositionAt(1200, 0, 0, SCROLL_TO_TOP_MS)).toBe(1200);
    expect(scrollPositionAt(1200, 0, SCROLL_TO_TOP_MS, SCROLL_TO_TOP_MS)).toBe(0);
    expect(scrollPositionAt(1200, 0, 5000, SCROLL_TO_TOP_MS)).toBe(0);
    expect(scrollPositionAt(1200, 0, 10, 0)).toBe(0);
  });

  it('should move only towards the target, never past it, and never back', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 50_000 }),
        fc.integer({ min: 0, max: 50_000 }),
        fc.integer({ min: 0, max: SCROLL_TO_TOP_MS }),
        fc.integer({ min: 0, max: SCROLL_TO_TOP_MS }),
        (from, to, a, b) => {
          const [early, late] = a <= b ? [a, b] : [b, a];
          const x = scrollPositionAt(from, to, early, SCROLL_TO_TOP_MS);
          const y = scrollPositionAt(from, to, late, SCROLL_TO_TOP_MS);
          expect(Math.abs(to - y)).toBeLessThanOrEqual(Math.abs(to - x) + 1e-9);
          expect(Math.min(from, to) - 1e-9).toBeLessThanOrEqual(x);
          expect(x).toBeLessThanOrEqual(Math.max(from, to) + 1e-9);
        },
      ),
    );
  });
});
