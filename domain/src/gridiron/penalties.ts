/**
 * Penalties: `isHomeTeam` is the penalised team and `yards` what the foul carries. The ball moves
 * toward the penalised team's goal, by at most half the distance to it; the down is replayed with
 * the line to gain where it was, unless the penalty gives a first down or costs the down.
 */
import { type PlayLike, type Refusal, refuse } from './checks';
import { firstAndTen, kickoffBy, type Move, move, overOnDowns, type Position } from './moves';
import type { GameRules } from './rules';
import type { GameState, Side } from './schemas';

/** The yards enforced when the goal is `toGoal` yards away: half the distance when the foul's exceed half. */
export const enforcedYards = (yards: number, toGoal: number) =>
  yards * 2 > toGoal ? Math.floor(toGoal / 2) : yards;

export interface Foul {
  rules: GameRules;
  state: GameState;
  play: PlayLike;
  penalised: Side;
}

/** A penalty during a set of downs. */
export function scrimmagePenalty({ rules, state, play, penalised }: Foul): Move | Refusal {
  const yards = play.yards ?? 0;
  if (yards < 1) return refuse('yards', 'a penalty carries at least 1 yard');
  const offence = state.possession!;
  const onOffence = penalised === offence;
  if (onOffence && play.firstDown)
    return refuse('firstDown', 'only a penalty on the defence gives a first down');
  if (!onOffence && play.lossOfDown)
    return refuse('lossOfDown', 'only a penalty on the offence costs the down');
  const line = state.ballOn + (state.distance ?? rules.yardsToGain);
  const down = state.down ?? 1;
  const enforced = enforcedYards(yards, onOffence ? state.ballOn : rules.fieldLength - state.ballOn);
  const spot = onOffence ? state.ballOn - enforced : state.ballOn + enforced;
  const more = { penaltyYards: enforced, gained: onOffence ? -enforced : enforced };
  if (!onOffence && (play.firstDown || spot >= line)) {
    return move(firstAndTen(rules, offence, spot), { ...more, firstDown: true });
  }
  const nextDown = onOffence && play.lossOfDown ? down + 1 : down;
  if (nextDown > 4) return overOnDowns(rules, offence, spot, more);
  const position: Position = {
    phase: 'scrimmage',
    possession: offence,
    down: nextDown,
    distance: line - spot,
    goalToGo: state.goalToGo,
    ballOn: spot,
    freeKick: false,
  };
  return move(position, more);
}

/**
 * A penalty before a kick moves the kick spot (when the kicking side is known); one during a
 * try is recorded only.
 */
export function kickPenalty({ rules, state, play, penalised }: Foul): Move | Refusal {
  const yards = play.yards ?? 0;
  if (yards < 1) return refuse('yards', 'a penalty carries at least 1 yard');
  if (play.firstDown) return refuse('firstDown', 'only a penalty on the defence gives a first down');
  if (play.lossOfDown) return refuse('lossOfDown', 'only a penalty on the offence costs the down');
  const kicker = state.possession;
  const position: Position = {
    ...kickoffBy(state.possession, state.ballOn, state.freeKick),
    phase: state.phase,
  };
  if (state.phase === 'conversion' || kicker === null) return move(position);
  const onKicker = penalised === kicker;
  const enforced = enforcedYards(yards, onKicker ? state.ballOn : rules.fieldLength - state.ballOn);
  const spot = onKicker ? state.ballOn - enforced : state.ballOn + enforced;
  return move({ ...position, ballOn: spot }, { penaltyYards: enforced });
}
