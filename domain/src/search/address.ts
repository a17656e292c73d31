/**
 * The choices of the search screens as they sit in the address, so a link or a reload opens the
 * same view: `q` (the search text) on both; `season`, `view` and `page` on team search. Defaults
 * are left out of the address, and anything unreadable there falls back to its default.
 */

/** Team search's two views: All (teams) and Competitions (spec 2.10 A). */
export const TEAM_SEARCH_VIEWS = ['all', 'competitions'] as const;
export type TeamSearchView = (typeof TEAM_SEARCH_VIEWS)[number];

/** What the visitor chose on the team search screen. */
export interface TeamSearchChoices {
  /** The search text as typed (trimmed when searched). */
  text: string;
  /** A season's id, or null for 'All Seasons' (the default). */
  season: number | null;
  view: TeamSearchView;
  /** 1-based. */
  page: number;
}

export const DEFAULT_TEAM_SEARCH: TeamSearchChoices = { text: '', season: null, view: 'all', page: 1 };

/** The address's keys. */
export const SEARCH_PARAMS = { text: 'q', season: 'season', view: 'view', page: 'page' } as const;

/** The longest search text the server accepts; a longer one in the address is cut to it. */
export const SEARCH_TEXT_MAX = 100;

/** A positive whole number written plainly ('2', not '02', '2.0' or '2e0'), else null. */
function positiveInteger(raw: string | null): number | null {
  if (raw === null || !/^[1-9]\d{0,8}$/.test(raw)) return null;
  return Number(raw);
}

/** A page number from the address: a positive whole number, else page 1. */
export const parsePageParam = (raw: string | null): number => positiveInteger(raw) ?? 1;

/**
 * The team search choices an address holds. `seasons` are the national's season ids: a season
 * the national does not have means 'All Seasons'. Null while they are not known yet: the
 * address's season is then taken as it is (the server answers an unknown season with nothing).
 */
export function readTeamSearch(
  get: (key: string) => string | null,
  seasons: readonly number[] | null,
): TeamSearchChoices {
  const season = positiveInteger(get(SEARCH_PARAMS.season));
  const view = get(SEARCH_PARAMS.view);
  return {
    text: (get(SEARCH_PARAMS.text) ?? '').slice(0, SEARCH_TEXT_MAX),
    season: season !== null && (seasons === null || seasons.includes(season)) ? season : null,
    view: TEAM_SEARCH_VIEWS.find((v) => v === view) ?? 'all',
    page: parsePageParam(get(SEARCH_PARAMS.page)),
  };
}

/** The address parameters for the choices, defaults left out (so /teams stays /teams). */
export function teamSearchParams(choices: TeamSearchChoices): Record<string, string> {
  const params: Record<string, string> = {};
  if (choices.text) params[SEARCH_PARAMS.text] = choices.text;
  if (choices.season !== null) params[SEARCH_PARAMS.season] = String(choices.season);
  if (choices.view !== 'all') params[SEARCH_PARAMS.view] = choices.view;
  if (choices.page > 1) params[SEARCH_PARAMS.page] = String(choices.page);
  return params;
}
