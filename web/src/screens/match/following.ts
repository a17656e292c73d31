import { isLiveStatus, type MatchDetail, type MatchStatus } from '@touchline/domain';

/**
 * How often an open match centre asks again for a finished match. A finished match holds no
 * stream (the server answers its stream 204 once it is quiet), but an admin may still correct
 * its result: asked for again this often while the page is in view (a cached read, answered
 * from memory until a write changes it), a correction reaches the open page within a minute.
 */
export const FINISHED_REFETCH_MS = 60_000;

/** Over: the match has ended and its stream has nothing more to say. */
export const isOver = (status: MatchStatus) => status !== 'pre-game' && !isLiveStatus(status);

/**
 * How the match centre keeps a match current: by its live stream while it is to be played or
 * under way; once over, by asking for it again every `FINISHED_REFETCH_MS` (false: not at all).
 * A corrected match that is under way again goes back to its stream.
 */
export function following(status: MatchStatus): { stream: boolean; refetchEveryMs: number | false } {
  return isOver(status)
    ? { stream: false, refetchEveryMs: FINISHED_REFETCH_MS }
    : { stream: true, refetchEveryMs: false };
}

/**
 * Whether a match read again carries a correction the one before did not: the queries
 * computed from its events (the stats, the team lists) are then asked for again too.
 */
export const correctedSince = (
  before: Pick<MatchDetail, 'corrections'> | undefined,
  after: Pick<MatchDetail, 'corrections'>,
) => before !== undefined && after.corrections.length > before.corrections.length;
