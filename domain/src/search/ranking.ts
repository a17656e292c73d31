/**
 * How global search ranks what it finds: a name the text is the whole of, then names with the
 * text as whole words ('lions' in 'Sydney Uni Lions'), then names with a word that starts with
 * it ('lio'), then names that merely contain it ('Stallions'); within each, by name. The server
 * picks each type's first results in SQL by the same rule (`searchTierSql` in
 * server/src/repositories/search.ts, held to this one by server/test/searchRanking.test.ts).
 */

/** How a name matches a search, best first. */
export const SEARCH_TIERS = { exact: 0, word: 1, prefix: 2, substring: 3 } as const;
export type SearchTier = (typeof SEARCH_TIERS)[keyof typeof SEARCH_TIERS];

/** A letter or digit of any script: anything else (a space, '-', '&', '(') separates words. */
const WORD_CHAR = /[\p{L}\p{N}]/u;
const isWordChar = (char: string | undefined) => char !== undefined && WORD_CHAR.test(char);

/**
 * How well `name` matches the search `text`, case-insensitively, or null when it does not
 * contain it at all (nor does anything match an empty text).
 */
export function searchTier(text: string, name: string): SearchTier | null {
  const needle = text.toLowerCase();
  const haystack = name.toLowerCase();
  if (!needle) return null;
  if (haystack.trim() === needle) return SEARCH_TIERS.exact;
  let best: SearchTier | null = null;
  for (let at = haystack.indexOf(needle); at !== -1; at = haystack.indexOf(needle, at + 1)) {
    // The code units either side: half of a letter outside the BMP reads as a separator.
    const startsWord = !isWordChar(haystack[at - 1]);
    const endsWord = !isWordChar(haystack[at + needle.length]);
    const tier = startsWord ? (endsWord ? SEARCH_TIERS.word : SEARCH_TIERS.prefix) : SEARCH_TIERS.substring;
    if (best === null || tier < best) best = tier;
    if (best === SEARCH_TIERS.word) break;
  }
  return best;
}

/** The best tier among a result's names (a name, a short name, a slug), or null when none matches. */
export function bestSearchTier(
  text: string,
  names: readonly (string | null | undefined)[],
): SearchTier | null {
  let best: SearchTier | null = null;
  for (const name of names) {
    if (!name) continue;
    const tier = searchTier(text, name);
    if (tier !== null && (best === null || tier < best)) best = tier;
  }
  return best;
}

/** What search ranks: a result's own name, its season (newest first among equals) and its id. */
export interface SearchRankable {
  _id: number;
  type: string;
  name: string;
  season: number | null;
  meta?: { name?: string | undefined; slug?: string | undefined };
}

/** States and associations are also found by their short names and slugs ('nsw'). */
const BY_SHORT_NAME = new Set(['state', 'association']);

/**
 * The names a result is found by: its name; a state's or association's short name (meta.name)
 * and slug too, the slug also with spaces for its hyphens ('sydney metro').
 */
export function searchableNames(result: SearchRankable): string[] {
  const names = [result.name];
  if (!BY_SHORT_NAME.has(result.type)) return names;
  const { name, slug } = result.meta ?? {};
  if (name) names.push(name);
  if (slug) names.push(slug, slug.replace(/-/g, ' '));
  return names;
}

/** Names compared case-insensitively by code unit: the same order whatever the locale. */
const compareNames = (a: string, b: string) => {
  const x = a.toLowerCase();
  const y = b.toLowerCase();
  return x < y ? -1 : x > y ? 1 : 0;
};

/**
 * The results that match `text`, best first: by tier over their searchable names, then by name,
 * then the newest season first, then by id. Results matching by none of their names are left out.
 */
export function rankSearchResults<R extends SearchRankable>(text: string, results: readonly R[]): R[] {
  const tiered = results.flatMap((result) => {
    const tier = bestSearchTier(text, searchableNames(result));
    return tier === null ? [] : [{ result, tier }];
  });
  tiered.sort(
    (a, b) =>
      a.tier - b.tier ||
      compareNames(a.result.name, b.result.name) ||
      (b.result.season ?? 0) - (a.result.season ?? 0) ||
      a.result._id - b.result._id,
  );
  return tiered.map(({ result }) => result);
}
