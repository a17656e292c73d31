import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { RESULT_GROUP_TYPES } from '../schemas/values';
import {
  resultGroupName,
  resultGroupsByOrder,
  resultGroupTitle,
  resultGroupTypeLabel,
  resultSportIcon,
  searchResultGroups,
} from './list';

const group = fc.record({
  _id: fc.integer({ min: 1, max: 1000 }),
  name: fc.oneof(fc.constantFrom('', '  ', 'Golf Day', 'GOLF day', 'Fun Run', 'Tennis Social'), fc.string()),
  order: fc.option(fc.integer({ min: -5, max: 20 })),
});
const groups = fc.uniqueArray(group, { selector: (g) => g._id, maxLength: 20 });
/** A list, and the same groups in another order. */
const shuffledGroups = groups.chain((list) =>
  fc.tuple(fc.constant(list), fc.shuffledSubarray(list, { minLength: list.length, maxLength: list.length })),
);

describe('resultGroupsByOrder', () => {
  it('should sort by order, a group without one last, ties by id', () => {
    const sorted = resultGroupsByOrder([
      { _id: 4, order: 2 },
      { _id: 3, order: null },
      { _id: 2, order: 1 },
      { _id: 1, order: 2 },
    ]);
    expect(sorted.map((g) => g._id)).toEqual([2, 1, 4, 3]);
  });

  it('should give the same list whatever order the server sent, without losing a group', () => {
    fc.assert(
      fc.property(shuffledGroups, ([list, shuffled]) => {
        const sorted = resultGroupsByOrder(list);
        expect(resultGroupsByOrder(shuffled)).toEqual(sorted);
        expect([...sorted].sort((a, b) => a._id - b._id)).toEqual([...list].sort((a, b) => a._id - b._id));
        const orders = sorted.map((g) => g.order ?? Infinity);
        for (let i = 1; i < orders.length; i += 1) expect(orders[i]!).toBeGreaterThanOrEqual(orders[i - 1]!);
      }),
    );
  });
});

describe('searchResultGroups', () => {
  const list = [
    { _id: 1, name: 'Volunteers Charity Golf Day' },
    { _id: 2, name: 'Touchline 5K Fun Run' },
    { _id: 3, name: '' },
  ];

  it('should keep the groups whose name holds the text, ignoring case and surrounding spaces', () => {
    expect(searchResultGroups(list, '  GOLF ').map((g) => g._id)).toEqual([1]);
    expect(searchResultGroups(list, 'fun RUN').map((g) => g._id)).toEqual([2]);
    expect(searchResultGroups(list, 'unnamed').map((g) => g._id)).toEqual([3]);
    expect(searchResultGroups(list, 'cricket')).toEqual([]);
  });

  it('should keep every group for a blank search', () => {
    expect(searchResultGroups(list, '   ')).toEqual(list);
  });

  it('should keep exactly the matching groups, in order, whatever the case of the search', () => {
    fc.assert(
      fc.property(groups, fc.string({ maxLength: 4 }), (list, search) => {
        const found = searchResultGroups(list, search);
        const needle = search.trim().toLocaleLowerCase('en');
        expect(found).toEqual(
          list.filter((g) => resultGroupName(g).toLocaleLowerCase('en').includes(needle)),
        );
        expect(searchResultGroups(list, search.toLocaleUpperCase('en'))).toEqual(
          searchResultGroups(list, search.toLocaleLowerCase('en')),
        );
      }),
    );
  });
});

describe('labels', () => {
  it("should name an unnamed group 'Unnamed Group' in the list and 'Group Results' on its page", () => {
    expect(resultGroupName({ name: 'Fun Run' })).toBe('Fun Run');
    expect(resultGroupName({ name: ' ' })).toBe('Unnamed Group');
    expect(resultGroupName({ name: null })).toBe('Unnamed Group');
    expect(resultGroupTitle({ name: 'Fun Run' })).toBe('Fun Run');
    expect(resultGroupTitle({ name: '' })).toBe('Group Results');
  });

  it("should call a group without a type 'Unknown'", () => {
    expect(resultGroupTypeLabel({ type: 'Race' })).toBe('Race');
    expect(resultGroupTypeLabel({ type: '' })).toBe('Unknown');
    expect(resultGroupTypeLabel({})).toBe('Unknown');
  });
});

describe('resultSportIcon', () => {
  it('should give Golf, Race, Tennis and Team H2H their own icon, and Field Event and Gymnastics one', () => {
    const icons = RESULT_GROUP_TYPES.map(resultSportIcon);
    expect(icons).toEqual(['golf', 'race', 'tennis', 'headToHead', 'podium', 'podium']);
  });

  it('should give any other type no icon', () => {
    for (const type of ['Cricket', 'golf', '', 'toString', 'constructor', null, undefined])
      expect(resultSportIcon(type)).toBeNull();
  });
});
