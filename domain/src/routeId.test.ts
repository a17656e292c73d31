import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseRouteId } from './routeId';

describe('parseRouteId', () => {
  it('should read plain positive whole numbers only', () => {
    expect(parseRouteId('7')).toBe(7);
    expect(parseRouteId('2147483647')).toBe(2_147_483_647);
    for (const bad of [undefined, '', '0', '07', '-1', '1.5', 'abc', '1e3', ' 1', '2147483648'])
      expect(parseRouteId(bad)).toBeNull();
  });

  it('should give back any valid id written out', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 2_147_483_647 }), (id) => parseRouteId(String(id)) === id),
    );
  });
});
