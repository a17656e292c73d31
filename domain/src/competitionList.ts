import { COMPETITION_CARD_LOGOS } from './constants';

/** The teams a competition card shows as logos, and how many more it counts as '+{n}'. */
export interface CardTeams<T> {
  shown: T[];
  more: number;
}

/**
 * Spec 2.4 and 9: a competition card shows up to COMPETITION_CARD_LOGOS team logos, then
 * '+{n}' for the rest. `total` is the competition's team count when `teams` holds only some
 * of them (a recently viewed card keeps just the first few).
 */
export function competitionCardTeams<T>(
  teams: readonly T[],
  total: number = teams.length,
  max: number = COMPETITION_CARD_LOGOS,
): CardTeams<T> {
  const shown = teams.slice(0, Math.max(0, max));
  return { shown, more: Math.max(0, Math.max(total, teams.length) - shown.length) };
}

/**
 * The competitions a list shows (spec 2.4): public ones only, by `order` ascending, ties by
 * name then id so the list never reshuffles between fetches.
 */
export function listedCompetitions<
  C extends { _id: number; name: string; order: number; display: { public: boolean } },
>(competitions: readonly C[]): C[] {
  return competitions
    .filter((c) => c.display.public)
    .sort((a, b) => a.order - b.order || a.name.localeCompare(b.name) || a._id - b._id);
}

/** Seasons for a season picker: newest (highest id) first (spec 2.5). */
export function seasonsNewestFirst<S extends { _id: number }>(seasons: readonly S[]): S[] {
  return [...seasons].sort((a, b) => b._id - a._id);
}
