import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cellText, filterTableRows, numericColumns, type SearchableCell } from './genericTable';

const cell: fc.Arbitrary<SearchableCell> = fc.oneof(
  fc.string({ maxLength: 12 }),
  fc.integer(),
  fc.constant(null),
  fc.record({ teamImg: fc.record({ imgUrl: fc.constant(null) }), name: fc.string({ maxLength: 12 }) }),
);
const rows = fc.array(fc.array(cell, { maxLength: 5 }), { maxLength: 20 });

describe('filterTableRows', () => {
  it('should keep every row for a blank search', () => {
    fc.assert(
      fc.property(rows, fc.constantFrom('', '  '), (list, blank) => {
        expect(filterTableRows(list, blank)).toEqual(list);
      }),
    );
  });

  it('should keep, in order, exactly the rows with a cell containing the search in any case', () => {
    fc.assert(
      fc.property(rows, fc.string({ minLength: 1, maxLength: 3 }), (list, search) => {
        const found = filterTableRows(list, search);
        const needle = search.trim().toLocaleLowerCase('en');
        if (!needle) return;
        expect(found).toEqual(
          list.filter((r) => r.some((c) => cellText(c).toLocaleLowerCase('en').includes(needle))),
        );
      }),
    );
    const table = [
      [1, 'Brock Bell', 'Gold Coast Stingrays'],
      [2, 'Charlie Dunn', 'Newcastle Nighthawks'],
    ];
    expect(filterTableRows(table, 'NEWCASTLE')).toEqual([table[1]]);
    expect(filterTableRows(table, ' bell ')).toEqual([table[0]]);
  });
});

describe('numericColumns', () => {
  it('should mark a column numeric when it has a number and nothing but numbers and blanks', () => {
    fc.assert(
      fc.property(rows, fc.integer({ min: 0, max: 6 }), (list, count) => {
        const numeric = numericColumns(count, list);
        expect(numeric).toHaveLength(count);
        numeric.forEach((isNumeric, i) => {
          const cells = list.map((r) => r[i]).filter((c) => c != null && c !== '');
          expect(isNumeric).toBe(cells.length > 0 && cells.every((c) => typeof c === 'number'));
        });
      }),
    );
    expect(
      numericColumns(4, [
        [1, 'Brock Bell', null, 20],
        [2, 'Charlie Dunn', 5, ''],
      ]),
    ).toEqual([true, false, true, true]);
  });
});
