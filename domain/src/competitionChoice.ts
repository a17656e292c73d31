/**
 * Which competition the schedule shows (spec 2.5): its list is sorted by order, and when the
 * list loads without the remembered competition, the first one whose results are public.
 */

/** The parts of a competition the choice reads; a `CompetitionSummary` satisfies it. */
export interface ChoosableCompetition {
  _id: number;
  name: string;
  order: number;
  display: { public: boolean; result: boolean };
}

/** Competitions by `order` ascending; ties by name, then id, so the list never reshuffles. */
export function competitionsByOrder<C extends ChoosableCompetition>(competitions: readonly C[]): C[] {
  return [...competitions].sort((a, b) => a.order - b.order || a.name.localeCompare(b.name) || a._id - b._id);
}

/**
 * The competition to select: the remembered one while the list has it; else the first whose
 * display.public and display.result are both true and that has a match under way (`live`,
 * by id), so a fan who has chosen nothing lands where the scores are moving; else the first
 * public one with public results; else the first; null for an empty list.
 */
export function chooseCompetition<C extends ChoosableCompetition>(
  competitions: readonly C[],
  remembered: number | null,
  live: ReadonlySet<number> = new Set(),
): C | null {
  const open = (c: C) => c.display.public && c.display.result;
  return (
    competitions.find((c) => c._id === remembered) ??
    competitions.find((c) => open(c) && live.has(c._id)) ??
    competitions.find(open) ??
    competitions[0] ??
    null
  );
}

/** The ids of the competitions with a match under way, from the list of live matches. */
export function liveCompetitionIds(live: readonly { competition: { _id: number } }[]): Set<number> {
  return new Set(live.map((m) => m.competition._id));
}
