import { RECENTLY_VIEWED_MAX } from './constants';

/** Something a visitor opened, shown again on the Explore screen's recently viewed row. */
export interface RecentlyViewedItem<E extends { _id: number } = { _id: number; name: string }> {
  type: 'team' | 'competition';
  entity: E;
}

/**
 * Adds an item to the recently viewed list: newest first, without duplicates (same type and
 * id), at most RECENTLY_VIEWED_MAX items. Returns a new list.
 */
export function pushRecentlyViewed<E extends { _id: number }>(
  list: readonly RecentlyViewedItem<E>[],
  item: RecentlyViewedItem<E>,
): RecentlyViewedItem<E>[] {
  const rest = list.filter((old) => old.type !== item.type || old.entity._id !== item.entity._id);
  return [item, ...rest].slice(0, RECENTLY_VIEWED_MAX);
}
