import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_TEAM_SEARCH,
  parsePageParam,
  readTeamSearch,
  SEARCH_TEXT_MAX,
  TEAM_SEARCH_VIEWS,
  type TeamSearchChoices,
  teamSearchParams,
} from './address';

const SEASONS = [2025, 2026];
/** The parameters of a query string such as 'q=lions&page=2' (no encoding needed here). */
const paramsOf = (search: string): Record<string, string> =>
  Object.fromEntries(search ? search.split('&').map((pair) => pair.split('=') as [string, string]) : []);

const read = (search: string | Record<string, string>, seasons: readonly number[] | null = SEASONS) => {
  const params = typeof search === 'string' ? paramsOf(search) : search;
  return readTeamSearch((key) => params[key] ?? null, seasons);
};

describe('readTeamSearch', () => {
  it('should open on all teams of all seasons, page 1, with no address', () => {
    expect(read('')).toEqual(DEFAULT_TEAM_SEARCH);
  });

  it('should read the text, season, view and page', () => {
    expect(read('q=lions&season=2025&view=competitions&page=3')).toEqual({
      text: 'lions',
      season: 2025,
      view: 'competitions',
      page: 3,
    });
  });

  it('should fall back to the default for anything it cannot use', () => {
    expect(read('season=1999&view=table&page=0')).toEqual(DEFAULT_TEAM_SEARCH);
    expect(read('season=abc&page=-2')).toEqual(DEFAULT_TEAM_SEARCH);
    expect(read('page=1.5').page).toBe(1);
    expect(read(`q=${'x'.repeat(300)}`).text.length).toBe(SEARCH_TEXT_MAX);
  });

  it("should take the address's season as it is while the seasons are not known", () => {
    expect(read('season=1999', null).season).toBe(1999);
    expect(read('season=0', null).season).toBeNull();
  });
});

describe('parsePageParam', () => {
  it('should take only a plainly written positive whole number', () => {
    expect(parsePageParam('4')).toBe(4);
    for (const raw of [null, '', '0', '04', '1e2', ' 2', '2.0', '-1', 'two'])
      expect(parsePageParam(raw)).toBe(1);
  });
});

describe('teamSearchParams', () => {
  it('should leave the defaults out of the address', () => {
    expect(teamSearchParams(DEFAULT_TEAM_SEARCH)).toEqual({});
    expect(teamSearchParams({ text: 'uni', season: 2026, view: 'competitions', page: 2 })).toEqual({
      q: 'uni',
      season: '2026',
      view: 'competitions',
      page: '2',
    });
  });

  it('should open the same choices again from the address it writes', () => {
    const choices: fc.Arbitrary<TeamSearchChoices> = fc.record({
      text: fc.string({ maxLength: SEARCH_TEXT_MAX }),
      season: fc.option(fc.constantFrom(...SEASONS), { nil: null }),
      view: fc.constantFrom(...TEAM_SEARCH_VIEWS),
      page: fc.integer({ min: 1, max: 10_000 }),
    });
    fc.assert(
      fc.property(choices, (chosen) => {
        expect(read(teamSearchParams(chosen))).toEqual(chosen);
      }),
    );
  });
});
