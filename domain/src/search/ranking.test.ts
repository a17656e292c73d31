import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  bestSearchTier,
  rankSearchResults,
  SEARCH_TIERS,
  type SearchRankable,
  searchableNames,
  searchTier,
} from './ranking';

const { exact, word, prefix, substring } = SEARCH_TIERS;

/** A word of letters and digits, in any case. */
const aWord = fc.stringMatching(/^[A-Za-z0-9éÉ]{1,8}$/);
/** What may sit between words in a name. */
const aSeparator = fc.constantFrom(' ', ' - ', ' & ', '-', '(', ') ', '. ', "'", '/');
/** A name of words and separators, 'Sydney Uni Lions (U19)' or 'St. Kilda-Saints'. */
const aName = fc
  .tuple(fc.array(fc.tuple(aWord, aSeparator), { maxLength: 4 }), aWord)
  .map(([parts, last]) => parts.map(([w, s]) => w + s).join('') + last);
const aText = fc.oneof(aWord, fc.stringMatching(/^[a-z &'-]{1,6}$/));

describe('searchTier', () => {
  it('should tell whole words and word starts from words that merely contain the text', () => {
    expect(searchTier('lions', 'Sydney Uni Lions')).toBe(word);
    expect(searchTier('lions', 'Northern Suburbs Stallions')).toBe(substring);
    expect(searchTier('lio', 'Sydney Uni Lions')).toBe(prefix);
    expect(searchTier('Sydney Uni Lions', 'sydney uni lions')).toBe(exact);
    expect(searchTier('uni lions', 'Sydney Uni Lions Colts')).toBe(word);
    expect(searchTier('lions', 'Stallions and Lions')).toBe(word);
    expect(searchTier('u19', 'Lions (U19)')).toBe(word);
    expect(searchTier('tigers', 'Sydney Uni Lions')).toBeNull();
    expect(searchTier('', 'Sydney Uni Lions')).toBeNull();
  });

  it('should find a name exactly when it contains the text, whatever the case', () => {
    fc.assert(
      fc.property(aText, aName, (text, name) => {
        const contains = name.toLowerCase().includes(text.toLowerCase());
        expect(searchTier(text, name) !== null).toBe(contains);
        expect(searchTier(text.toUpperCase(), name.toLowerCase())).toBe(searchTier(text, name));
      }),
    );
  });

  it('should rank a name made of the text, then the text as its own words, then a word start', () => {
    fc.assert(
      fc.property(aName, aSeparator, aName, aSeparator, aName, (before, s1, text, s2, after) => {
        expect(searchTier(text, text)).toBe(exact);
        expect(searchTier(text, ` ${text.toUpperCase()} `)).toBe(exact);
        expect(searchTier(text, `${before}${s1}${text}${s2}${after}`)).toBeLessThanOrEqual(word);
        expect(searchTier(text, `${before}${s1}${text}`)).toBeLessThanOrEqual(word);
        expect(searchTier(text, `${before}${s1}${text}x`)).toBeLessThanOrEqual(prefix);
      }),
    );
  });

  it('should find text inside a word only as a substring, unless it also stands alone', () => {
    fc.assert(
      fc.property(aWord, aWord, (text, around) => {
        const inside = `${around}${text}${around}`;
        const tier = searchTier(text, inside);
        // The text may also start the name (around itself may start with it): never worse.
        expect(tier).not.toBeNull();
        if (!inside.toLowerCase().startsWith(text.toLowerCase())) expect(tier).toBe(substring);
      }),
    );
  });
});

describe('searchableNames', () => {
  it('should find states and associations by short name and slug too, and nothing else by them', () => {
    const nsw = {
      _id: 1,
      type: 'state',
      name: 'New South Wales',
      season: null,
      meta: { name: 'NSW', slug: 'nsw' },
    };
    expect(searchableNames(nsw)).toEqual(['New South Wales', 'NSW', 'nsw', 'nsw']);
    expect(bestSearchTier('nsw', searchableNames(nsw))).toBe(exact);
    const metro = {
      _id: 2,
      type: 'association',
      name: 'Sydney Metro Gridiron Association',
      season: null,
      meta: { slug: 'sydney-metro' },
    };
    expect(bestSearchTier('sydney-metro', searchableNames(metro))).toBe(exact);
    expect(bestSearchTier('sydney metro', searchableNames(metro))).toBe(exact);
    const club = { ...nsw, type: 'club' };
    expect(searchableNames(club)).toEqual(['New South Wales']);
    expect(bestSearchTier('nsw', searchableNames(club))).toBeNull();
  });
});

describe('rankSearchResults', () => {
  const result = (name: string, extra: Partial<SearchRankable> = {}): SearchRankable => ({
    _id: name.length,
    type: 'team',
    name,
    season: 2026,
    ...extra,
  });

  it("should put 'Sydney Uni Lions' before 'Northern Suburbs Stallions' for 'lions'", () => {
    const ranked = rankSearchResults('lions', [
      result('Northern Suburbs Stallions'),
      result('Sydney Uni Lions'),
      result('Brisbane Lions Colts'),
      result('Knights'),
    ]);
    expect(ranked.map((r) => r.name)).toEqual([
      'Brisbane Lions Colts',
      'Sydney Uni Lions',
      'Northern Suburbs Stallions',
    ]);
  });

  it('should put the newest season first among results of one name', () => {
    const ranked = rankSearchResults('lions', [
      result('Lions', { _id: 1, season: 2025 }),
      result('Lions', { _id: 2, season: 2026 }),
    ]);
    expect(ranked.map((r) => r._id)).toEqual([2, 1]);
  });

  it('should keep exactly the matching results, ordered by tier and then by name', () => {
    const results = fc.array(
      fc.record({
        _id: fc.nat(),
        type: fc.constantFrom('team', 'state', 'club', 'player'),
        name: aName,
        season: fc.option(fc.constantFrom(2025, 2026), { nil: null }),
        meta: fc.record({
          name: fc.option(aName, { nil: undefined }),
          slug: fc.option(aWord, { nil: undefined }),
        }),
      }),
      { maxLength: 20 },
    );
    fc.assert(
      fc.property(aText, results, (text, all) => {
        const ranked = rankSearchResults(text, all);
        const tierOf = (r: SearchRankable) => bestSearchTier(text, searchableNames(r));
        expect(ranked.length).toBe(all.filter((r) => tierOf(r) !== null).length);
        for (const r of ranked) expect(all).toContain(r);
        for (let i = 1; i < ranked.length; i++) {
          const [a, b] = [ranked[i - 1]!, ranked[i]!];
          expect(tierOf(a)!).toBeLessThanOrEqual(tierOf(b)!);
          if (tierOf(a) === tierOf(b)) expect(a.name.toLowerCase() <= b.name.toLowerCase()).toBe(true);
        }
        // The same results in any order rank the same.
        expect(rankSearchResults(text, [...all].reverse())).toEqual(ranked);
      }),
    );
  });
});
