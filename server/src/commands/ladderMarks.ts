import { createHash } from 'node:crypto';
import {
  counts,
  type FinalsMarks,
  type FinalsSettings,
  finalsMarks,
  type Ladder,
  type LadderInput,
  type RankAmong,
} from '@touchline/domain';

/** Ladders whose marks are kept: a few per competition being followed is plenty. */
const MAX_KEPT = 256;

const kept = new Map<string, { key: string; found: FinalsMarks }>();

/**
 * What the marks depend on: the teams and pools, the counted results, the games still to come
 * (their ids, teams, times and statuses, not their scores), the adjustments, the template and
 * the finals settings. A live score changes none of it, so it does not redo the enumeration.
 */
function dependsOn(input: LadderInput, finals: FinalsSettings): string {
  const matches = input.matches.map((m) => (counts(m) ? m : { ...m, homeScore: 0, awayScore: 0 }));
  return createHash('sha256')
    .update(
      JSON.stringify([
        input.teams,
        matches,
        input.adjustments ?? [],
        input.template,
        input.compTypeTemplate ?? null,
        input.hideRounds ?? [],
        input.groupBy ?? null,
        finals,
      ]),
    )
    .digest('base64');
}

/**
 * The clinched and eliminated marks of a ladder (`finalsMarks`), kept per ladder (`name`: the
 * national, competition and grouping) while what they depend on is unchanged. The enumeration
 * can take tens of milliseconds on a big league; a live score rebuilds the ladder but not this.
 */
export function marksOf(
  name: string,
  input: LadderInput,
  ladder: Ladder,
  rank: RankAmong,
  finals: FinalsSettings,
): FinalsMarks {
  const key = dependsOn(input, finals);
  const hit = kept.get(name);
  kept.delete(name);
  let found = hit?.key === key ? hit.found : null;
  if (!found) {
    found = finalsMarks(input, ladder, rank, finals);
    marksWorkedOut.count += 1;
  }
  kept.set(name, { key, found });
  if (kept.size > MAX_KEPT) kept.delete(kept.keys().next().value!);
  return found;
}

/** How many times marks were worked out rather than reused (tests and the bench read it). */
export const marksWorkedOut = { count: 0 };
