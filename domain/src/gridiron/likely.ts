/**
 * The scorer's console lists the likely next plays first, so a thumb reaches them at once; every
 * play the phase allows is still listed, after them.
 */
import { PHASE_TYPES } from './checks';
import type { GameState, PlayType } from './schemas';

/** On fourth down the kicks come first: the field goal when in range (inside the opponent's 35). */
function fourthDown(state: GameState): PlayType[] {
  const inRange = state.fieldLength - state.ballOn <= Math.round(0.35 * state.fieldLength);
  const short = (state.distance ?? 10) <= 2;
  if (inRange) return short ? ['fieldGoal', 'run', 'passComplete'] : ['fieldGoal', 'passComplete', 'run'];
  return short ? ['run', 'punt', 'passComplete'] : ['punt', 'passComplete', 'run'];
}

const SNAP_ORDER: PlayType[] = ['run', 'passComplete', 'passIncomplete', 'sack', 'penalty', 'scramble'];

/** Every play the state's phase allows, the likely ones first. */
export function likelyPlays(state: GameState): PlayType[] {
  const first = state.phase !== 'scrimmage' ? [] : state.down === 4 ? fourthDown(state) : SNAP_ORDER;
  const rest = PHASE_TYPES[state.phase].filter((type) => !first.includes(type));
  return [...first, ...rest];
}
