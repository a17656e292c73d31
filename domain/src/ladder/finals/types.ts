/**
 * The finals' marks, strongest first as a ladder shows one: z a bye (or, with no byes, the top
 * seed), y the division, x a finals place; e eliminated.
 */
export const FINALS_MARKS = ['z', 'y', 'x', 'e'] as const;

/** What the legend says for each mark. */
export const FINALS_MARK_NAMES: Record<(typeof FINALS_MARKS)[number], string> = {
  z: 'Clinched a bye',
  y: 'Clinched the division',
  x: 'Clinched a finals place',
  e: 'Eliminated',
};

/** How a seed got its place: as a division winner, a wild card, or a place of the table. */
export const SEED_KINDS = ['division', 'wildCard', 'place'] as const;

/**
 * What a mark means, for its badge and the legend: the legend's words, but z of finals without
 * byes is the top seed (there is no bye to clinch). `byes` is the finals' byes, null when unknown.
 */
export const finalsMarkName = (mark: (typeof FINALS_MARKS)[number], byes: number | null): string =>
  mark === 'z' && byes === 0 ? 'Clinched the top seed' : FINALS_MARK_NAMES[mark];
