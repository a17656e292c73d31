import { listedCompetitions } from '../competitionList';
import { ladderShown } from '../privacy';

/** The parts of a competition the season lists read; a `CompetitionSummary` satisfies it. */
export interface SeasonCompetition {
  _id: number;
  name: string;
  order: number;
  season: number;
  display: { public: boolean };
}

/**
 * The Competitions tab and the panels' chips (spec 2.13): the season's public competitions,
 * by order ascending (ties by name, then id, as every competition list).
 */
export function competitionsOfSeason<C extends SeasonCompetition>(
  competitions: readonly C[],
  season: number,
): C[] {
  return listedCompetitions(competitions.filter((c) => c.season === season));
}

/** A club's teams of one season, by name (ties by id), for the Teams tab. */
export function teamsOfSeason<T extends { _id: number; name: string; season: number }>(
  teams: readonly T[],
  season: number,
): T[] {
  return teams
    .filter((t) => t.season === season)
    .sort((a, b) => a.name.localeCompare(b.name) || a._id - b._id);
}

/**
 * The chip search (spec 2.5 'Competition chips'): a case-insensitive substring of the name.
 * Blank text matches every chip.
 */
export function chipMatches(name: string, search: string): boolean {
  const needle = search.trim().toLowerCase();
  return needle === '' || name.toLowerCase().includes(needle);
}

/** A chip of the Leaderboards panel: a custom leaderboard or a competition. */
export interface LeaderboardChip {
  /** Unique across both kinds (their ids overlap): 'custom-1', 'competition-1'. */
  key: string;
  kind: 'custom' | 'competition';
  id: number;
  name: string;
}

/**
 * The Leaderboards panel's chips (spec 2.8): custom leaderboards first, by order (ties by name,
 * then id), then the competitions in the order given.
 */
export function leaderboardChips(
  customs: readonly { _id: number; name: string; order: number }[],
  competitions: readonly { _id: number; name: string }[],
): LeaderboardChip[] {
  const custom = [...customs]
    .sort((a, b) => a.order - b.order || a.name.localeCompare(b.name) || a._id - b._id)
    .map((c) => ({ key: `custom-${c._id}`, kind: 'custom' as const, id: c._id, name: c.name }));
  const rest = competitions.map((c) => ({
    key: `competition-${c._id}`,
    kind: 'competition' as const,
    id: c._id,
    name: c.name,
  }));
  return [...custom, ...rest];
}

/** The chip the address names while the list has it, else the first; null for no chips. */
export function chooseChip<C extends { key: string }>(chips: readonly C[], asked: string | null): C | null {
  return chips.find((c) => c.key === asked) ?? chips[0] ?? null;
}

/**
 * The Ladders panel's competition: the one the address names while the season has it; else the
 * first whose ladder the public may see (display.ladder and display.result), so the panel does
 * not open on a withheld ladder; else the first. Null for no competitions.
 */
export function chooseLadderCompetition<
  C extends { _id: number; display: { ladder: boolean; result: boolean } },
>(competitions: readonly C[], asked: number | null): C | null {
  return (
    competitions.find((c) => c._id === asked) ?? competitions.find(ladderShown) ?? competitions[0] ?? null
  );
}
