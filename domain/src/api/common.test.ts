import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isPlainWholeNumber } from './common';

/** Characters that make numbers, and the spellings coercion would also read as one. */
const numberish = fc
  .array(fc.constantFrom('0', '1', '2', '9', '-', '+', ' ', '.', 'e', 'E', 'x', 'b', '_', ','), {
    minLength: 0,
    maxLength: 15,
  })
  .map((chars) => chars.join(''));

describe('isPlainWholeNumber', () => {
  it('should take every whole number as JavaScript writes it', () => {
    fc.assert(
      fc.property(fc.integer({ min: -(2 ** 31), max: 2 ** 31 }), (n) => {
        expect(isPlainWholeNumber(String(n))).toBe(true);
      }),
    );
  });

  it('should take a text exactly when it is the one way of writing its number', () => {
    // Up to 15 characters a number is exact, so writing it out again gives the text back iff
    // the text was already its plain spelling.
    fc.assert(
      fc.property(numberish, (text) => {
        const n = Number(text);
        expect(isPlainWholeNumber(text)).toBe(text !== '' && Number.isInteger(n) && String(n) === text);
      }),
      { numRuns: 2000 },
    );
  });

  it.each(['0x10', '1e3', ' 1', '1 ', '1.0', '+1', '01', '-0', '', '1_000', '١'])(
    'should refuse %j',
    (text) => {
      expect(isPlainWholeNumber(text)).toBe(false);
    },
  );
});
