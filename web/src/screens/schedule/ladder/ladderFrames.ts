import type { CompetitionFrame, MatchStatus } from '@touchline/domain';

/** The statuses a result leaves a match in: reaching one changes its teams' standings. */
const RESULT_STATUSES: readonly MatchStatus[] = ['final', 'forfeit', 'washout', 'cancelled'];

/**
 * Whether a message of the competition's stream may have changed its official ladder: a result
 * (a final status, or the event:refresh a manager's result or a correction sends), or a reset
 * after which the stream cannot say what changed. A snapshot only restates the live matches.
 */
export const changesLadder = (frame: CompetitionFrame): boolean =>
  frame.event === 'event:refresh' ||
  frame.event === 'reset' ||
  (frame.event === 'status' && RESULT_STATUSES.includes(frame.data.status));
