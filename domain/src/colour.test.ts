import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { contrastRatio, READABLE_CONTRAST, readableOn, readableOnDark, readableOnWhite } from './colour';

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

  it('reads on a light background too, and so on white, keeping colours that already do', () => {
    const lightBackground = fc
      .tuple(
        fc.integer({ min: 200, max: 255 }),
        fc.integer({ min: 200, max: 255 }),
        fc.integer({ min: 200, max: 255 }),
      )
      .map(([r, g, b]) => `#${[r, g, b].map((v) => v.toString(16).padStart(2, '0')).join('')}`);
    fc.assert(
      fc.property(hexColour, lightBackground, (colour, background) => {
        const readable = readableOn(colour, background);
        expect(contrastRatio(readable, background)).toBeGreaterThanOrEqual(READABLE_CONTRAST);
        expect(contrastRatio(readable, '#ffffff')).toBeGreaterThanOrEqual(READABLE_CONTRAST);
        if (contrastRatio(colour, background) >= READABLE_CONTRAST) expect(readable).toBe(colour);
      }),
    );
    expect(contrastRatio(readableOn('#6cace4', '#f2f5f4'), '#f2f5f4')).toBeLessThan(READABLE_CONTRAST + 0.3);
  });

  it('measures contrast as WCAG does', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#ffffff', '#ffffff')).toBe(1);
  });
});

describe('readableOnDark', () => {
  /** Backgrounds a dark scheme uses: dark enough that white reads on them. */
  const dark = hexColour.filter((c) => contrastRatio(c, '#ffffff') >= 7);

  it('should read on the dark background, and leave a colour that already does as it is', () => {
    fc.assert(
      fc.property(hexColour, dark, (colour, background) => {
        const text = readableOnDark(colour, background);
        expect(contrastRatio(text, background)).toBeGreaterThanOrEqual(READABLE_CONTRAST);
        if (contrastRatio(colour, background) >= READABLE_CONTRAST) expect(text).toBe(colour);
      }),
    );
  });

  it('should lighten the default green for the dark scheme, and pass other text through', () => {
    expect(readableOnDark('#083f2c', '#18201d')).not.toBe('#083f2c');
    expect(readableOnDark('red', '#18201d')).toBe('red');
  });
});
