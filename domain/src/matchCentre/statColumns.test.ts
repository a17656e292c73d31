import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { TableData } from '../schemas/values';
import { orderStatColumns } from './statColumns';

const rugby: TableData = {
  label: 'Player Stats',
  headers: ['#', 'Player Name', 'T', 'G', 'PG', 'FG'],
  rows: [
    [7, 'Sam Reid', 2, 3, 1, 0],
    [null, 'Player', 0, 0, 2, 1],
  ],
};

describe('orderStatColumns', () => {
  it('should leave the default order alone', () => {
    expect(orderStatColumns(rugby, 'default')).toBe(rugby);
  });

  it('should merge Penalty Goals into Goals for merged nationals', () => {
    expect(orderStatColumns(rugby, 'merged')).toEqual({
      label: 'Player Stats',
      headers: ['#', 'Player Name', 'T', 'G', 'FG'],
      rows: [
        [7, 'Sam Reid', 2, 4, 0],
        [null, 'Player', 0, 2, 1],
      ],
    });
  });

  it('should apply the order 0,1,2,3,5,7,4,6 to eight columns', () => {
    const headers = ['Player Name', 'a', 'b', 'c', 'd', 'e', 'f', 'g'];
    const table = { label: 'x', headers, rows: [['P', 1, 2, 3, 4, 5, 6, 7]] };
    expect(orderStatColumns(table, 'merged', 0)).toEqual({
      label: 'x',
      headers: ['Player Name', 'a', 'b', 'e', 'g', 'd', 'f'],
      rows: [['P', 1, 5, 5, 7, 4, 6]],
    });
  });

  it('should merge nothing when there are no columns 2 and 3', () => {
    const small = { label: 'x', headers: ['#', 'Player Name', 'T', 'G'], rows: [[1, 'A', 1, 2]] };
    expect(orderStatColumns(small, 'merged')).toEqual(small);
  });

  it('should keep every player and every point, and lose one column', () => {
    const table = fc.integer({ min: 3, max: 9 }).chain((stats) =>
      fc.record({
        label: fc.constant('Player Stats'),
        headers: fc.constant<string[]>([
          '#',
          'Player Name',
          ...Array.from({ length: stats }, (_, i) => `S${i}`),
        ]),
        rows: fc.array(
          fc
            .tuple(
              fc.option(fc.nat(99)),
              fc.string(),
              fc.array(fc.nat(20), { minLength: stats, maxLength: stats }),
            )
            .map(([shirt, name, counts]) => [shirt, name, ...counts]),
          { maxLength: 12 },
        ),
      }),
    );
    fc.assert(
      fc.property(table, (data) => {
        const merged = orderStatColumns(data, 'merged');
        expect(merged.headers.length).toBe(data.headers.length - 1);
        expect(merged.rows.length).toBe(data.rows.length);
        data.rows.forEach((row, r) => {
          const total = (cells: readonly unknown[]) =>
            cells.slice(2).reduce<number>((s, c) => s + (typeof c === 'number' ? c : 0), 0);
          expect(merged.rows[r]!.slice(0, 2)).toEqual(row.slice(0, 2));
          expect(total(merged.rows[r]!)).toBe(total(row));
        });
      }),
    );
  });
});
