import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseResultGroupId } from './id';

describe('parseResultGroupId', () => {
  it('should accept a positive whole number the API accepts, and nothing else', () => {
    expect(parseResultGroupId('1')).toBe(1);
    expect(parseResultGroupId('2147483647')).toBe(2147483647);
    for (const raw of ['0', '-1', '1.5', 'abc', '01', '', ' 1', '2147483648', '1e3', undefined, null])
      expect(parseResultGroupId(raw)).toBeNull();
  });

  it('should read back every valid id', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 2147483647 }), (id) => {
        expect(parseResultGroupId(String(id))).toBe(id);
      }),
    );
  });
});
