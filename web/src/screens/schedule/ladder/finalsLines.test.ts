import type { FinalsTable } from '@touchline/domain';
import { describe, expect, it } from 'vitest';
import { finalsLineAfter } from './finalsLines';

const rows = [1, 2, 3, 4, 5, 6].map((_id, i) => ({ _id, position: i + 1 }));
const seed = (_id: number, seedNo: number) => ({
  _id,
  name: `Team ${_id}`,
  seed: seedNo,
  kind: 'place' as const,
  division: null,
  bye: false,
  separatedFromNext: null,
});
const table = (name: string | null, places: number, seeds: number[]): FinalsTable => ({
  name,
  places,
  byes: 0,
  seeds: seeds.map((id, i) => seed(id, i + 1)),
  chasing: [],
});

describe('finalsLineAfter', () => {
  it('should draw the line after the last finals place of a seeding table', () => {
    expect(finalsLineAfter(rows, [table(null, 4, [1, 2, 3, 4])], null)).toBe(4);
    expect(finalsLineAfter(rows, [table('North', 2, [2, 1]), table('South', 2, [9, 8])], 'North')).toBe(2);
  });

  it('should draw none for a table that is not a seeding table', () => {
    expect(finalsLineAfter(rows, [table('East Conference', 3, [1, 2, 3])], 'North Division')).toBeNull();
    expect(finalsLineAfter(rows, [], null)).toBeNull();
  });

  it('should draw none where the seeds are not the top of the table, or every team is in', () => {
    // A division winner fifth on the table is seeded ahead of the team fourth.
    expect(finalsLineAfter(rows, [table(null, 4, [1, 2, 5, 3])], null)).toBeNull();
    expect(finalsLineAfter(rows, [table(null, 6, [1, 2, 3, 4, 5, 6])], null)).toBeNull();
    expect(finalsLineAfter(rows, [table(null, 0, [])], null)).toBeNull();
  });
});
