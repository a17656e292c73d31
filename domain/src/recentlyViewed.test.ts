import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { RECENTLY_VIEWED_MAX } from './constants';
import { pushRecentlyViewed, type RecentlyViewedItem } from './recentlyViewed';

const item = fc.record({
  type: fc.constantFrom('team' as const, 'competition' as const),
  entity: fc.record({ _id: fc.integer({ min: 1, max: 8 }), name: fc.string() }),
});
const key = (i: RecentlyViewedItem) => `${i.type}:${i.entity._id}`;

describe('pushRecentlyViewed', () => {
  it('keeps the newest first, no duplicates, at most the limit, and the most recent opens in order', () => {
    fc.assert(
      fc.property(fc.array(item, { maxLength: 30 }), (opened) => {
        let list: RecentlyViewedItem[] = [];
        for (const next of opened) list = pushRecentlyViewed(list, next);

        const expected: string[] = [];
        for (const next of [...opened].reverse()) if (!expected.includes(key(next))) expected.push(key(next));
        expect(list.map(key)).toEqual(expected.slice(0, RECENTLY_VIEWED_MAX));
        if (opened.length) expect(list[0]).toEqual(opened.at(-1));
      }),
    );
  });

  it('moves a reopened item to the front with its newest details', () => {
    const a = { type: 'team' as const, entity: { _id: 1, name: 'Old name' } };
    const b = { type: 'competition' as const, entity: { _id: 1, name: 'Cup' } };
    const list = pushRecentlyViewed(pushRecentlyViewed(pushRecentlyViewed([], a), b), {
      ...a,
      entity: { _id: 1, name: 'New name' },
    });
    expect(list).toEqual([{ type: 'team', entity: { _id: 1, name: 'New name' } }, b]);
  });
});
