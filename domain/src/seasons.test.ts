import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { defaultSeason } from './seasons';

const season = (_id: number, currentSeason = false) => ({ _id, currentSeason });

describe('defaultSeason', () => {
  it('should open on the stored season, else the current one, else the newest', () => {
    const seasons = [season(2026), season(2025, true), season(2024)];
    expect(defaultSeason(seasons, 2024)).toBe(2024);
    expect(defaultSeason(seasons, 2019)).toBe(2025);
    expect(defaultSeason(seasons, null)).toBe(2025);
    expect(defaultSeason([season(2024), season(2026)], null)).toBe(2026);
    expect(defaultSeason([], 2024)).toBeNull();
  });

  it('should not depend on the order seasons come in', () => {
    const seasons = fc.uniqueArray(
      fc.record({ _id: fc.integer({ min: 1990, max: 2100 }), currentSeason: fc.boolean() }),
      {
        selector: (s) => s._id,
        maxLength: 8,
      },
    );
    fc.assert(
      fc.property(seasons, fc.option(fc.integer({ min: 1990, max: 2100 })), (list, stored) => {
        expect(defaultSeason([...list].reverse(), stored)).toBe(defaultSeason(list, stored));
      }),
    );
  });
});
