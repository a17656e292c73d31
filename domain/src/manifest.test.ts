import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { contrastRatio, READABLE_CONTRAST } from './colour';
import { DEFAULT_COLOURS, PRODUCT_NAME } from './constants';
import { APP_BACKGROUND, appManifest, appShortName, SHORT_NAME_MAX } from './manifest';

const hex = fc
  .array(fc.integer({ min: 0, max: 255 }), { minLength: 3, maxLength: 3 })
  .map((c) => `#${c.map((v) => v.toString(16).padStart(2, '0')).join('')}`);

describe('appShortName', () => {
  it('should keep a name that fits, and make initials of one that does not', () => {
    expect(appShortName('Touchline')).toBe('Touchline');
    expect(appShortName('Australian Gridiron Federation')).toBe('AGF');
    expect(appShortName('Southern Cross Rugby League')).toBe('SCRL');
    expect(appShortName('  Gridiron   NSW ')).toBe('Gridiron NSW');
    expect(appShortName('gridironfederationofaustralia')).toBe('gridironfede');
  });

  it('should always fit a home screen, and never be empty for a name', () => {
    fc.assert(
      fc.property(
        fc.string({ minLength: 1, maxLength: 80 }).filter((s) => s.trim() !== ''),
        (name) => {
          const short = appShortName(name);
          expect([...short].length).toBeLessThanOrEqual(SHORT_NAME_MAX);
          expect(short.length).toBeGreaterThan(0);
          if (name.trim().replace(/\s+/g, ' ').length <= SHORT_NAME_MAX)
            expect(short).toBe(name.trim().replace(/\s+/g, ' '));
        },
      ),
    );
  });
});

describe('appManifest', () => {
  it('should name the app after the national, in its colours, with no shortcuts', () => {
    const manifest = appManifest({
      name: 'AGF',
      meta: { name: 'Australian Gridiron Federation', primaryColor: '#083F2C' },
    });
    expect(manifest).toMatchObject({
      name: 'Australian Gridiron Federation',
      short_name: 'AGF',
      theme_color: '#083F2C',
      background_color: '#083F2C',
      display: 'standalone',
      start_url: '/',
    });
    expect(manifest).not.toHaveProperty('shortcuts');
    expect(manifest.icons.map((icon) => `${icon.sizes} ${icon.purpose}`)).toEqual([
      '192x192 any',
      '512x512 any',
      '512x512 maskable',
    ]);
  });

  it("should fall back to the national's own name, then the product's, and the default colours", () => {
    expect(appManifest({ name: 'Southern Cross Rugby League', meta: { name: null } }).name).toBe(
      'Southern Cross Rugby League',
    );
    const fallback = appManifest(null);
    expect(fallback.name).toBe(PRODUCT_NAME);
    expect(fallback.background_color).toBe(DEFAULT_COLOURS.primary);
  });

  it('should give a theme colour white text reads on, whatever the brand colour', () => {
    fc.assert(
      fc.property(hex, (primaryColor) => {
        const manifest = appManifest({ name: 'X', meta: { primaryColor } });
        expect(contrastRatio(manifest.theme_color, APP_BACKGROUND)).toBeGreaterThanOrEqual(READABLE_CONTRAST);
        expect(contrastRatio(manifest.theme_color, '#ffffff')).toBeGreaterThanOrEqual(READABLE_CONTRAST);
        expect(manifest.background_color).toBe(primaryColor);
      }),
    );
  });
});
