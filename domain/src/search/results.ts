import type { SearchType } from '../api/search';

/**
 * Global search results (spec 2.10 B): grouped by type, each group under its type capitalised.
 * Teams come first (what fans look for most), then players, then the organisations from the
 * lowest up, then competitions.
 */
export const SEARCH_GROUP_ORDER: readonly SearchType[] = [
  'team',
  'player',
  'association',
  'club',
  'state',
  'competition',
];

/** One heading of the results and what sits under it, in the server's order. */
export interface SearchGroup<R> {
  type: SearchType;
  /** The type capitalised: 'Team', 'Association', 'Club', 'State', 'Competition'. */
  heading: string;
  results: R[];
}

/** 'team' → 'Team'. */
export const searchHeading = (type: string): string => type.charAt(0).toUpperCase() + type.slice(1);

/**
 * The results grouped by type in SEARCH_GROUP_ORDER, keeping each type's results in the order
 * the server ranked them. Types with no results get no group; a type the app does not know
 * (a newer server) is left out rather than shown under a heading nobody designed.
 */
export function groupSearchResults<R extends { type: string }>(results: readonly R[]): SearchGroup<R>[] {
  return SEARCH_GROUP_ORDER.map((type) => ({
    type,
    heading: searchHeading(type),
    results: results.filter((r) => r.type === type),
  })).filter((group) => group.results.length > 0);
}

/**
 * The text a search is run for: trimmed, so spaces alone count as no query (spec 5: a search
 * runs only with a non-empty query).
 */
export const searchTerm = (text: string | null | undefined): string => (text ?? '').trim();

/** The types that exist once a season, so one name can come back for several seasons. */
const SEASONAL: ReadonlySet<string> = new Set(['team', 'competition']);

/**
 * A result's name as its card shows it. Teams and competitions exist once a season, so one name
 * can come back for several seasons; those get their season after them, 'Sydney Uni Lions
 * (2025)', so their cards can be told apart. A name found once stays as it is, and so does a
 * player's: two players of one name are two people, told apart by their cards' teams.
 */
export function searchResultLabels<R extends { type: string; name: string; season: number | null }>(
  results: readonly R[],
): string[] {
  const key = (r: R) => `${r.type}\u0000${r.name.trim().toLocaleLowerCase()}`;
  const counts = new Map<string, number>();
  for (const r of results) counts.set(key(r), (counts.get(key(r)) ?? 0) + 1);
  return results.map((r) =>
    SEASONAL.has(r.type) && (counts.get(key(r)) ?? 0) > 1 && r.season !== null
      ? `${r.name} (${r.season})`
      : r.name,
  );
}
