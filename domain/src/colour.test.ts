import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { contrastRatio, READABLE_CONTRAST, readableOnWhite } from './colour';

const hexColour = fc
  .tuple(fc.integer({ min: 0, max: 255 }), fc.integer({ min: 0, max: 255 }), fc.integer({ min: 0, max: 255 }))
  .map(([r, g, b]) => `#${[r, g, b].map((v) => v.toString(16).padStart(2, '0')).join('')}`);

describe('readableOnWhite', () => {
  it('always gives AA contrast with white, and keeps colours that already have it', () => {
    fc.assert(
      fc.property(hexColour, (colour) => {
        const readable = readableOnWhite(colour);
        expect(contrastRatio(readable, '#ffffff')).toBeGreaterThanOrEqual(READABLE_CONTRAST);
        if (contrastRatio(colour, '#ffffff') >= READABLE_CONTRAST) expect(readable).toBe(colour);
      }),
    );
  });

  it('darkens a light brand colour only as far as needed', () => {
    const nsw = readableOnWhite('#6cace4');
    expect(nsw).not.toBe('#6cace4');
    expect(contrastRatio(nsw, '#ffffff')).toBeLessThan(READABLE_CONTRAST + 0.3);
    expect(readableOnWhite('#083F2C')).toBe('#083F2C');
    expect(readableOnWhite('not a colour')).toBe('not a colour');
  });

  it('measures contrast as WCAG does', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#ffffff', '#ffffff')).toBe(1);
  });
});
