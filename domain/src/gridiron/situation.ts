/**
 * The down and distance and the ball's spot as gridiron writes them ('3rd & 4 at OPP 32'). A
 * module of its own importing only types: the schedule's cards use it, and their JavaScript
 * budget is nearly full.
 */
import type { GameState } from './schemas';

const DOWNS = ['1st', '2nd', '3rd', '4th'];

/** '3rd & 4', '1st & Goal'; 'Kickoff' before a kick, 'Try' after a touchdown. */
export function downAndDistance(state: GameState): string {
  if (state.phase === 'kickoff') return 'Kickoff';
  if (state.phase === 'conversion') return 'Try';
  const down = DOWNS[(state.down ?? 1) - 1] ?? '';
  return `${down} & ${state.goalToGo ? 'Goal' : (state.distance ?? 0)}`;
}

/** A spot in yards from the own goal line: 'OWN 25', 'OPP 32', or '50' at midfield. */
export function spotText(ballOn: number, fieldLength: number): string {
  if (ballOn * 2 === fieldLength) return String(ballOn);
  return ballOn * 2 < fieldLength ? `OWN ${ballOn}` : `OPP ${fieldLength - ballOn}`;
}

/** The ball's spot, from the side of the team in possession (the kicking team before a kick). */
export const ballOnText = (state: GameState): string => spotText(state.ballOn, state.fieldLength);

/** '3rd & 4 at OPP 32'; 'Kickoff' or 'Try' between snaps. */
export function situationText(state: GameState): string {
  if (state.phase !== 'scrimmage') return downAndDistance(state);
  return `${downAndDistance(state)} at ${ballOnText(state)}`;
}
