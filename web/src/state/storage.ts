import { pushRecentlyViewed, type RecentlyViewedItem } from '@touchline/domain';
import { useCallback, useSyncExternalStore } from 'react';

/**
 * What the app remembers in the browser between visits: the chosen season, competition and
 * tab, and the recently viewed list (spec 2.4, 2.5). Storage may be unavailable (private
 * mode, full quota) or hold anything; reads fall back to the default and writes fail quietly.
 */
export const STORAGE_KEYS = {
  season: 'touchline.season',
  competition: 'touchline.competition',
  tab: 'touchline.tab',
  /** The preferred tab of the state, association and club pages (spec 2.13); its hook is theirs. */
  entityTab: 'touchline.entityTab',
  /** The spec's own key. */
  recentlyViewed: 'recentlyViewed',
  /** The teams, matches and competitions followed on this device (issue 25); web/src/follow/. */
  follows: 'touchline:follows',
} as const;
type StorageKey = (typeof STORAGE_KEYS)[keyof typeof STORAGE_KEYS];

const listeners = new Map<string, Set<() => void>>();
const cache = new Map<string, { raw: string | null; value: unknown }>();

function readRaw(key: StorageKey): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

/** Reads and parses a stored value once per change of its raw text, so snapshots stay stable. */
export function readStored<T>(key: StorageKey, parse: (value: unknown) => T | undefined, fallback: T): T {
  const raw = readRaw(key);
  const cached = cache.get(key);
  if (cached && cached.raw === raw) return cached.value as T;
  let value: T = fallback;
  if (raw !== null) {
    try {
      value = parse(JSON.parse(raw)) ?? fallback;
    } catch {
      value = fallback;
    }
  }
  cache.set(key, { raw, value });
  return value;
}

export function writeStored(key: StorageKey, value: unknown): void {
  try {
    if (value === undefined || value === null) window.localStorage.removeItem(key);
    else window.localStorage.setItem(key, JSON.stringify(value));
  } catch {
    // Quota or privacy mode: the choice lasts for this page only.
  }
  for (const listener of listeners.get(key) ?? []) listener();
}

function subscribe(key: StorageKey, listener: () => void): () => void {
  const set = listeners.get(key) ?? new Set();
  listeners.set(key, set);
  set.add(listener);
  const onStorage = (event: StorageEvent) => event.key === key && listener();
  window.addEventListener('storage', onStorage);
  return () => {
    set.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** A stored value as React state, shared by every component and tab that uses the same key. */
export function useStored<T>(
  key: StorageKey,
  parse: (value: unknown) => T | undefined,
  fallback: T,
): [T, (value: T | null) => void] {
  // One subscription for the component's life: a new function each render would unsubscribe
  // and subscribe again (a window listener each time) on every render.
  const listen = useCallback((listener: () => void) => subscribe(key, listener), [key]);
  const value = useSyncExternalStore(listen, () => readStored(key, parse, fallback));
  const set = useCallback((next: T | null) => writeStored(key, next), [key]);
  return [value, set];
}

/** Parses a positive whole number (a season or competition id). */
export const asId = (value: unknown): number | undefined =>
  typeof value === 'number' && Number.isInteger(value) && value > 0 ? value : undefined;

export const useStoredSeason = () => useStored<number | null>(STORAGE_KEYS.season, asId, null);
export const useStoredCompetition = () => useStored<number | null>(STORAGE_KEYS.competition, asId, null);

/** The tab of the schedule screen the visitor last chose. */
export type ScheduleTab = 'matches' | 'ladder' | 'leaderboard';
const asTab = (value: unknown): ScheduleTab | undefined =>
  value === 'matches' || value === 'ladder' || value === 'leaderboard' ? value : undefined;
export const useStoredTab = () => useStored<ScheduleTab | null>(STORAGE_KEYS.tab, asTab, null);

/** A recently viewed team or competition: enough to draw its card without a fetch. */
export interface RecentEntity {
  _id: number;
  name: string;
  imgUrl?: string | null;
  /** Competitions: up to three team logos and the counts of the competition card. */
  teams?: { _id: number; name: string; imgUrl: string | null }[];
  /** Competitions: how many teams in all, for the card's '+n'. */
  teamCount?: number;
  matchCount?: number;
}
export type RecentItem = RecentlyViewedItem<RecentEntity>;

const asRecentList = (value: unknown): RecentItem[] | undefined =>
  Array.isArray(value)
    ? value.filter(
        (item): item is RecentItem =>
          typeof item === 'object' &&
          item !== null &&
          (item.type === 'team' || item.type === 'competition') &&
          typeof item.entity?._id === 'number' &&
          typeof item.entity?.name === 'string',
      )
    : undefined;

const NO_RECENT: RecentItem[] = [];
export const useRecentlyViewed = () =>
  useStored<RecentItem[]>(STORAGE_KEYS.recentlyViewed, asRecentList, NO_RECENT)[0];

/** Records that the visitor opened a team or competition (newest first, at most 5). */
export function addRecentlyViewed(item: RecentItem): void {
  const list = readStored(STORAGE_KEYS.recentlyViewed, asRecentList, NO_RECENT);
  writeStored(STORAGE_KEYS.recentlyViewed, pushRecentlyViewed(list, item));
}
