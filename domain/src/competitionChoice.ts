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
 * display.public and display.result are both true; else the first; null for an empty list.
 */
export function chooseCompetition<C extends ChoosableCompetition>(
  competitions: readonly C[],
  remembered: number | null,
): C | null {
  return (
    competitions.find((c) => c._id === remembered) ??
    competitions.find((c) => c.display.public && c.display.result) ??
    competitions[0] ??
    null
  );
}
