import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { SEARCH_TYPES } from '../api/search';
import {
  groupSearchResults,
  SEARCH_GROUP_ORDER,
  searchHeading,
  searchResultLabels,
  searchTerm,
} from './results';

const result = fc.record({
  _id: fc.integer({ min: 1, max: 10_000 }),
  type: fc.constantFrom(...SEARCH_TYPES),
});

describe('groupSearchResults', () => {
  it('should put each type under its capitalised heading, teams first and competitions last', () => {
    const groups = groupSearchResults([
      { _id: 1, type: 'competition' },
      { _id: 2, type: 'club' },
      { _id: 3, type: 'team' },
      { _id: 4, type: 'state' },
      { _id: 5, type: 'association' },
      { _id: 6, type: 'team' },
      { _id: 7, type: 'player' },
    ] as const);
    expect(groups.map((g) => g.heading)).toEqual([
      'Team',
      'Player',
      'Association',
      'Club',
      'State',
      'Competition',
    ]);
    expect(groups[0]!.results.map((r) => r._id)).toEqual([3, 6]);
  });

  it('should give no group for a type with no results, and none at all for no results', () => {
    expect(groupSearchResults([])).toEqual([]);
    expect(groupSearchResults([{ _id: 1, type: 'club' }]).map((g) => g.type)).toEqual(['club']);
  });

  it('should keep every result exactly once, in the server order within its type', () => {
    fc.assert(
      fc.property(fc.array(result, { maxLength: 60 }), (results) => {
        const groups = groupSearchResults(results);
        expect(groups.flatMap((g) => g.results).length).toBe(results.length);
        for (const group of groups) {
          expect(group.results.length).toBeGreaterThan(0);
          expect(group.results).toEqual(results.filter((r) => r.type === group.type));
          expect(group.heading).toBe(searchHeading(group.type));
        }
      }),
    );
  });

  it('should order the groups by the fixed type order, whatever the server order', () => {
    fc.assert(
      fc.property(fc.array(result, { maxLength: 60 }), (results) => {
        const order = groupSearchResults(results).map((g) => SEARCH_GROUP_ORDER.indexOf(g.type));
        expect(order).toEqual([...order].sort((a, b) => a - b));
        expect(new Set(order).size).toBe(order.length);
      }),
    );
  });

  it('should leave out a type it does not know', () => {
    expect(
      groupSearchResults([
        { _id: 1, type: 'venue' },
        { _id: 2, type: 'team' },
      ]),
    ).toEqual([{ type: 'team', heading: 'Team', results: [{ _id: 2, type: 'team' }] }]);
  });
});

describe('searchTerm', () => {
  it('should treat spaces alone as no query', () => {
    expect(searchTerm('   ')).toBe('');
    expect(searchTerm(null)).toBe('');
    expect(searchTerm('  Lions ')).toBe('Lions');
  });
});

describe('searchResultLabels', () => {
  it('should add the season to a name found for several seasons, and only then', () => {
    expect(
      searchResultLabels([
        { type: 'team', name: 'Sydney Uni Lions', season: 2026 },
        { type: 'team', name: 'Sydney Uni Lions Colts', season: 2026 },
        { type: 'team', name: 'Sydney Uni Lions', season: 2025 },
        { type: 'club', name: 'Sydney Uni Lions', season: null },
      ]),
    ).toEqual([
      'Sydney Uni Lions (2026)',
      'Sydney Uni Lions Colts',
      'Sydney Uni Lions (2025)',
      'Sydney Uni Lions',
    ]);
  });

  it("should leave players' names as they are: one name, two people", () => {
    expect(
      searchResultLabels([
        { type: 'player', name: 'Daniel Smith', season: 2026 },
        { type: 'player', name: 'Daniel Smith', season: 2025 },
      ]),
    ).toEqual(['Daniel Smith', 'Daniel Smith']);
  });

  it('should tell apart every result of a type that differs by name or season', () => {
    const item = fc.record({
      type: fc.constantFrom('team', 'competition'),
      name: fc.constantFrom('Lions', 'lions', 'Raiders', 'NSW Premier Division'),
      season: fc.constantFrom(2024, 2025, 2026),
    });
    fc.assert(
      fc.property(
        fc.uniqueArray(item, {
          selector: (r) => `${r.type}|${r.name.toLowerCase()}|${r.season}`,
          maxLength: 20,
        }),
        (results) => {
          const labels = searchResultLabels(results);
          expect(labels.length).toBe(results.length);
          results.forEach((r, i) => {
            expect(labels[i]!.startsWith(r.name)).toBe(true);
            for (let j = 0; j < results.length; j++)
              if (j !== i && results[j]!.type === r.type)
                expect(labels[j]!.toLowerCase()).not.toBe(labels[i]!.toLowerCase());
          });
        },
      ),
    );
  });
});
