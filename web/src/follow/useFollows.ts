import { readStored, STORAGE_KEYS, useStored, writeStored } from '../state/storage';
import { type Follows, NO_FOLLOWS, parseFollows } from './follows';

/**
 * What this device follows, as React state: every component and every tab sees a change at once
 * (the same-tab listeners and the `storage` event of state/storage.ts).
 */
export const useFollows = (): Follows => useStored(STORAGE_KEYS.follows, parseFollows, NO_FOLLOWS)[0];

/** The stored follows now, outside React. */
export const readFollows = (): Follows => readStored(STORAGE_KEYS.follows, parseFollows, NO_FOLLOWS);

/** Changes the stored follows, and answers them as they now are. */
export function updateFollows(change: (follows: Follows) => Follows): Follows {
  const before = readFollows();
  const after = change(before);
  if (after !== before) writeStored(STORAGE_KEYS.follows, after);
  return after;
}
