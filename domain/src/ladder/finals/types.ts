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
