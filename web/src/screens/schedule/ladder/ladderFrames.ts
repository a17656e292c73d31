import { type CompetitionFrame, isFinishedStatus } from '@touchline/domain';

/**
 * Whether a message of the competition's stream may have changed its official ladder: a result
 * (a finished status, or the event:refresh a manager's result or a correction sends), or a reset
 * after which the stream cannot say what changed. A snapshot only restates the live matches.
 */
export const changesLadder = (frame: CompetitionFrame): boolean =>
  frame.event === 'event:refresh' ||
  frame.event === 'reset' ||
  (frame.event === 'status' && isFinishedStatus(frame.data.status));
