/**
 * The gridiron game as a card or the field strip says it in a line: who has the ball and the
 * down and distance, with the teams' short names where gridiron writes OWN and OPP ('3rd & 4 at
 * LIO 32'). Imports nothing but the situation's words: the schedule's cards use it, and their
 * JavaScript budget is nearly full.
 */

import type { GameState, Side } from '../gridiron/schemas';
import { downAndDistance, spotText } from '../gridiron/situation';

/** The two teams' names by side, as a card or the match centre has them. */
export interface SideNames {
  home: string;
  away: string;
}

/**
 * A team's short name for a spot on the field: the initials of a name of two or more words
 * ('Sydney Uni Lions' → 'SUL'), else its first three letters ('Lions' → 'LIO').
 */
export function teamShortName(name: string): string {
  const words = name.split(/\s+/).filter((w) => /^[\p{L}\p{N}]/u.test(w));
  if (words.length === 0) return '';
  if (words.length === 1) return words[0]!.slice(0, 3).toUpperCase();
  return words
    .slice(0, 3)
    .map((w) => w.charAt(0))
    .join('')
    .toUpperCase();
}

const otherSide = (side: Side): Side => (side === 'home' ? 'away' : 'home');

/**
 * A spot `ballOn` yards from the goal line of `own`, with the short name of the team whose half
 * it is in ('LIO 32'), or '50'. OWN and OPP stay when the two short names are the same or
 * either is empty.
 */
export function spotWithTeams(ballOn: number, fieldLength: number, own: Side, names: SideNames): string {
  const plain = spotText(ballOn, fieldLength);
  const ownShort = teamShortName(names[own]);
  const oppShort = teamShortName(names[otherSide(own)]);
  if (!ownShort || !oppShort || ownShort === oppShort) return plain;
  return plain.replace(/^OWN/, ownShort).replace(/^OPP/, oppShort);
}

/** The ball's spot with the teams' short names; OWN or OPP before the opening kickoff. */
export const ballOnWithTeams = (state: GameState, names: SideNames): string =>
  state.possession === null
    ? spotText(state.ballOn, state.fieldLength)
    : spotWithTeams(state.ballOn, state.fieldLength, state.possession, names);

/** '3rd & 4 at LIO 32' ('Kickoff' or 'Try' between snaps), with the teams' short names. */
export function situationWithTeams(state: GameState, names: SideNames): string {
  if (state.phase !== 'scrimmage') return downAndDistance(state);
  return `${downAndDistance(state)} at ${ballOnWithTeams(state, names)}`;
}

/**
 * The team with the ball, by name: the offence at a snap or a try, the kicking team before a
 * kick once it is known; null before the opening kickoff (either side may kick).
 */
export function possessionName(state: GameState, names: SideNames): string | null {
  return state.possession === null ? null : names[state.possession];
}
