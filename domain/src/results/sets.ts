/** Set scores of the result groups' two-participant items (spec 2.15), e.g. a tennis match. */

/** A set score as a number, or null where the set has none (not played, or not a number). */
const setScore = (scores: readonly unknown[], i: number): number | null => {
  const value = scores[i];
  return typeof value === 'number' && Number.isFinite(value) ? value : null;
};

/**
 * The sets a participant won: those in which its set score is greater than the opponent's
 * (spec 2.15, shown as '(n)'). A drawn set, or one either side has no score for, counts for
 * neither.
 */
export function resultSetsWon(own: readonly unknown[], opponent: readonly unknown[]): number {
  let won = 0;
  for (let i = 0; i < own.length; i += 1) {
    const mine = setScore(own, i);
    const theirs = setScore(opponent, i);
    if (mine !== null && theirs !== null && mine > theirs) won += 1;
  }
  return won;
}

/** Set scores laid out over `count` columns: a missing set is null, sets past the count are dropped. */
export function resultSetColumns(scores: readonly unknown[], count: number): (number | null)[] {
  return Array.from({ length: Math.max(0, count) }, (_, i) => setScore(scores, i));
}

/** More declared sets than any sport plays is a data slip: it must not draw a page of empty columns. */
const MOST_DECLARED_SETS = 20;

/**
 * The set (or round) columns a group shows: its declared number of sets (or rounds), or more
 * when a result lists more.
 */
export function resultColumnCount(
  numberOfSets: number | null | undefined,
  results: readonly (readonly unknown[])[],
): number {
  const declared =
    typeof numberOfSets === 'number' && Number.isInteger(numberOfSets)
      ? Math.min(Math.max(0, numberOfSets), MOST_DECLARED_SETS)
      : 0;
  return results.reduce<number>((most, scores) => Math.max(most, scores.length), declared);
}
