/**
 * Which team each named player of a play is on, so the scoring API checks a player against the
 * right team list and the box score credits the right side.
 */
import type { PlayLike } from './checks';
import { otherSide, sideOf } from './rules';
import type { GameState, PlayRole, Side } from './schemas';

/**
 * The passer, carrier, receiver and kicker are of the play's team (the offence, the kicking team;
 * on a penalty or timeout every role is of the team named). The returner is of the other team, and
 * so is the tackler of a snap; on a kick the tackler stops the returner, so is of the kicking team.
 * `before` is not needed today: the play names its team, whatever the phase.
 */
export function playerSide(play: PlayLike, role: PlayRole, _before: GameState): Side {
  const side = sideOf(play.isHomeTeam);
  if (play.type === 'penalty' || play.type === 'timeout') return side;
  if (role === 'returner') return otherSide(side);
  if (role === 'tackler') return play.type === 'punt' || play.type === 'kickoff' ? side : otherSide(side);
  return side;
}
