import { isLiveStatus } from '../statuses';
import type { RecordMatch } from './record';

/**
 * How long after its kickoff time a match not yet started still counts as next: a late start,
 * not a fixture left unscored.
 */
export const NEXT_GRACE_MS = 6 * 60 * 60 * 1000;

/** A followed team at a glance (My teams): its matches under way, its next and its last. */
export interface TeamGlance<M> {
  live: M[];
  next: M | null;
  last: M | null;
}

const at = (m: Pick<RecordMatch, 'dateTime'>) => (m.dateTime ? Date.parse(m.dateTime) : Number.NaN);

/**
 * Sorts a team's matches for My teams: those under way (earliest kickoff first); the next, the
 * soonest to be played (kicking off from `NEXT_GRACE_MS` ago on); and the last, the latest that
 * was played to an end (a final score, a forfeit or a washout; a cancelled match was not played).
 * A match without a date is neither next nor last.
 */
export function teamGlance<M extends RecordMatch>(matches: readonly M[], now: Date): TeamGlance<M> {
  const live: M[] = [];
  let next: M | null = null;
  let last: M | null = null;
  for (const match of matches) {
    const time = at(match);
    if (isLiveStatus(match.status)) live.push(match);
    else if (match.status === 'pre-game') {
      if (time >= now.getTime() - NEXT_GRACE_MS && (next === null || time < at(next))) next = match;
    } else if (match.status !== 'cancelled' && !Number.isNaN(time) && (last === null || time > at(last)))
      last = match;
  }
  live.sort((a, b) => (at(a) || 0) - (at(b) || 0));
  return { live, next, last };
}
