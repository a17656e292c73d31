/**
 * Snaps that keep the ball with the offence unless it is lost: runs, passes, sacks, scrambles,
 * kneels, spikes, interceptions and fumbles. Yards are from the line of scrimmage.
 */
import { PLAY_NAMES, type PlayLike, type Refusal, refuse } from './checks';
import { afterGain, type Move, nextDown, takeOver } from './moves';
import { END_ZONE, type GameRules, otherSide, touchbackSpot } from './rules';
import type { GameState, Side } from './schemas';
import { spotText } from './situation';

export interface Snap {
  rules: GameRules;
  state: GameState;
  play: PlayLike;
  offence: Side;
}

/** A gain must end on the field: at most to the goal ahead, at least to the goal behind. */
function checkGain({ rules, state, play }: Snap, yards: number): Refusal | null {
  const from = spotText(state.ballOn, rules.fieldLength);
  const ahead = rules.fieldLength - state.ballOn;
  const name = PLAY_NAMES[play.type];
  if (yards > ahead) return refuse('yards', `${name} from ${from} gains at most ${ahead} yards`);
  if (yards < -state.ballOn)
    return refuse('yards', `${name} from ${from} loses at most ${state.ballOn} yards`);
  if ((play.type === 'sack' || play.type === 'kneel') && yards > 0) {
    return refuse('yards', `${name} gains no yards (0 or a loss)`);
  }
  return null;
}

/** A run, a completed pass, a scramble, a sack or a kneel: the ball ends where the play ended. */
export function gain(snap: Snap): Move | Refusal {
  const yards = snap.play.yards ?? 0;
  return checkGain(snap, yards) ?? afterGain(snap.rules, snap.state, snap.offence, snap.state.ballOn + yards);
}

/** An incomplete pass or a spike: the next down from the same spot. */
export const noGain = ({ rules, state, offence }: Snap): Move =>
  nextDown(rules, state, offence, state.ballOn, {});

/** A return must end on the field or in the end zone behind it. */
function checkReturn(rules: GameRules, caughtAt: number, returnYards: number): Refusal | null {
  const end = caughtAt + returnYards;
  if (end > rules.fieldLength) {
    const most = rules.fieldLength - caughtAt;
    return refuse('returnYards', `a return from where the ball was taken goes at most ${most} yards`);
  }
  if (end < -END_ZONE) return refuse('returnYards', 'a return ends at most 10 yards deep in the end zone');
  return null;
}

/**
 * The defence catches the pass `yards` past the line (up to 10 yards deep in the end zone) and
 * returns it: a touchdown at the far goal, a touchback in its own end zone.
 */
export function interception({ rules, state, play, offence }: Snap): Move | Refusal {
  const caught = state.ballOn + (play.yards ?? 0);
  if (caught < 0 || caught > rules.fieldLength + END_ZONE) {
    return refuse('yards', `an interception is caught between the offence's goal line and 10 yards deep`);
  }
  const defence = otherSide(offence);
  const caughtAt = rules.fieldLength - caught;
  const returnYards = play.returnYards ?? 0;
  return (
    checkReturn(rules, caughtAt, returnYards) ??
    takeOver(rules, defence, caughtAt + returnYards, touchbackSpot(rules), {
      turnover: true,
      driveEnded: 'turnover',
    })
  );
}

/** A fumble `yards` from the line: recovered, it is a run to there; lost, the defence returns it. */
export function fumble(snap: Snap): Move | Refusal {
  const { rules, state, play, offence } = snap;
  const yards = play.yards ?? 0;
  const refusal = checkGain(snap, yards);
  if (refusal) return refusal;
  const spot = state.ballOn + yards;
  if (play.result === 'recovered') {
    if (play.returnYards !== undefined) return refuse('returnYards', 'a fumble recovered has no return');
    return afterGain(rules, state, offence, spot);
  }
  const lostAt = rules.fieldLength - spot;
  const returnYards = play.returnYards ?? 0;
  return (
    checkReturn(rules, lostAt, returnYards) ??
    takeOver(rules, otherSide(offence), lostAt + returnYards, touchbackSpot(rules), {
      turnover: true,
      driveEnded: 'turnover',
      gained: yards,
    })
  );
}
