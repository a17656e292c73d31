/**
 * Kicks: the kickoff (or the free kick after a safety), the punt, the field goal and the try.
 * A kick's `yards` is its length from the spot; a kick reaching the end zone is a touchback
 * unless it is returned out of it.
 */
import { PLAY_NAMES, type PlayLike, type Refusal, refuse } from './checks';
import { firstAndTen, kickoffBy, type Move, move, takeOver } from './moves';
import { END_ZONE, type GameRules, kickoffSpot, kickoffTouchback, otherSide, touchbackSpot } from './rules';
import type { GameState, Side } from './schemas';
import { spotText } from './situation';

export interface Kick {
  rules: GameRules;
  state: GameState;
  play: PlayLike;
  kicker: Side;
}

/** How far a kick from `spot` may go: to the back of the end zone. */
function checkLength({ rules, play }: Kick, spot: number): Refusal | null {
  const yards = play.yards ?? 0;
  const most = rules.fieldLength + END_ZONE - spot;
  if (yards < 1 || yards > most) {
    return refuse(
      'yards',
      `${PLAY_NAMES[play.type]} from ${spotText(spot, rules.fieldLength)} goes 1 to ${most} yards`,
    );
  }
  return null;
}

/**
 * Where the receiving side gets a kick that lands `landed` yards from the kicker's goal:
 * touchback in the end zone, the return's end when returned, else where the kick ended.
 */
function received(kick: Kick, landed: number, touchbackAt: number, more: Partial<Omit<Move, 'position'>>) {
  const { rules, play } = kick;
  const receiver = otherSide(kick.kicker);
  const at = rules.fieldLength - landed;
  if (play.result === 'returned') {
    const end = at + (play.returnYards ?? 0);
    if (end > rules.fieldLength || end < -END_ZONE) {
      return refuse(
        'returnYards',
        `a return from where the kick was caught goes at most ${rules.fieldLength - at} yards`,
      );
    }
    return takeOver(rules, receiver, end, touchbackAt, more);
  }
  if (play.returnYards !== undefined) return refuse('returnYards', 'only a returned kick has return yards');
  const touchback = play.result === 'touchback' || at <= 0;
  return move(firstAndTen(rules, receiver, touchback ? touchbackAt : at), more);
}

/** A kickoff or free kick from the state's spot; an onside kick the kicking side recovers keeps it. */
export function kickoff(kick: Kick): Move | Refusal {
  const { rules, state, play, kicker } = kick;
  const spot = state.ballOn;
  if (play.result === 'touchback' && play.yards === undefined) {
    return move(firstAndTen(rules, otherSide(kicker), kickoffTouchback(rules)));
  }
  const refusal = checkLength(kick, spot);
  if (refusal) return refusal;
  const landed = spot + (play.yards ?? 0);
  if (play.result === 'recovered') {
    if (landed >= rules.fieldLength) return refuse('result', 'an onside kick is recovered on the field');
    if (play.returnYards !== undefined) return refuse('returnYards', 'a recovered kick has no return');
    return move(firstAndTen(rules, kicker, landed));
  }
  return received(kick, landed, kickoffTouchback(rules), {});
}

/**
 * A punt from the line of scrimmage. Blocked: `yards` is where the ball ended from the line
 * (usually behind it), and the defence may return it.
 */
export function punt(kick: Kick): Move | Refusal {
  const { rules, state, play, kicker } = kick;
  const more = { driveEnded: 'punt' as const };
  if (play.result === 'blocked') {
    const ended = state.ballOn + (play.yards ?? 0);
    if (ended < 0 || ended > rules.fieldLength) {
      return refuse('yards', `a blocked punt ends between the goal lines`);
    }
    const at = rules.fieldLength - ended + (play.returnYards ?? 0);
    if (at > rules.fieldLength || at < -END_ZONE) return refuse('returnYards', 'a return ends on the field');
    return takeOver(rules, otherSide(kicker), at, touchbackSpot(rules), more);
  }
  if (play.result === 'touchback' && play.yards === undefined) {
    return move(firstAndTen(rules, otherSide(kicker), touchbackSpot(rules)), more);
  }
  return (
    checkLength(kick, state.ballOn) ??
    received(kick, state.ballOn + (play.yards ?? 0), touchbackSpot(rules), more)
  );
}

/**
 * A field goal attempt. Good: 3 points and the kicking side kicks off. Missed or blocked: the
 * defence takes over at the spot of the kick (7 yards behind the line) or its 20, whichever is
 * further out.
 */
export function fieldGoal({ rules, state, play, kicker }: Kick): Move | Refusal {
  if (play.yards !== undefined && play.yards < 1)
    return refuse('yards', 'a field goal is at least 1 yard long');
  if (play.result === 'good') {
    return move(kickoffBy(kicker, kickoffSpot(rules)), {
      scoring: { kind: 'fieldGoal', side: kicker },
      driveEnded: 'fieldGoal',
    });
  }
  const kickedFrom = rules.fieldLength - (state.ballOn - 7);
  const spot = Math.min(rules.fieldLength - 1, Math.max(kickedFrom, touchbackSpot(rules)));
  return move(firstAndTen(rules, otherSide(kicker), spot), { driveEnded: 'missedFieldGoal' });
}

/** The try after a touchdown: a kick for one point or a play for two; then the scorers kick off. */
export function conversion({ rules, play, kicker }: Kick): Move {
  const good = play.result === 'good';
  const kind = play.conversion === 'twoPoint' ? 'twoPoint' : 'extraPoint';
  return move(kickoffBy(kicker, kickoffSpot(rules)), { scoring: good ? { kind, side: kicker } : null });
}

/** The length of a field goal: as recorded, else from the spot to the posts at the end line. */
export const fieldGoalLength = (rules: GameRules, state: GameState, play: PlayLike) =>
  play.yards ?? rules.fieldLength - state.ballOn + 7 + END_ZONE;
