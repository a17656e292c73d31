/**
 * Kicks: kickoffs (mostly touchbacks, else returned to about the receiving team's 25), punts,
 * field goals (made less often the longer they are) and the try after a touchdown (mostly a
 * kick, about 94% good).
 */
import type { Side } from '@touchline/domain';
import { band, type Draft, lead, OTHER, type Situation } from './draft';

/** A kickoff, or the free kick after a safety, by the kicking side. */
export function kickoff(s: Situation, side: Side): Draft {
  const { ballOn, fieldLength, freeKick } = s.state;
  const kicker = { side, group: freeKick ? 'P' : 'K' } as const;
  const toLine = fieldLength - ballOn;
  if (!freeKick && s.rng.chance(0.6))
    return {
      type: 'kickoff',
      side,
      yards: toLine + s.rng.int(0, 8),
      result: 'touchback',
      people: { kicker },
      seconds: 0,
    };
  // Landing this far from the receiving team's goal line; the return brings it out.
  const landing = freeKick ? s.rng.int(25, 40) : s.rng.int(1, 8);
  const yards = toLine - landing;
  // Returned to about the 25 (a free kick, fielded further out, a shorter way), rarely all the way.
  const reached = freeKick
    ? landing +
      band(s.rng, [
        [60, 0, 10],
        [40, 11, 25],
      ])
    : band(s.rng, [
        [70, 15, 30],
        [25, 31, 45],
        [5, 46, 90],
      ]);
  const returnYards = s.rng.chance(0.004)
    ? fieldLength - landing
    : Math.min(fieldLength - 1, reached) - landing;
  return {
    type: 'kickoff',
    side,
    yards,
    result: 'returned',
    returnYards,
    people: { kicker, returner: { side: OTHER[side], group: 'RET' }, tackler: { side, group: 'DEF' } },
    seconds: s.rng.int(5, 8),
  };
}

/** A punt on 4th down: into the end zone (a touchback) or fielded, fair caught, downed or out. */
export function punt(s: Situation): Draft {
  const side = s.state.possession!;
  const kicker = { side, group: 'P' } as const;
  const toGoal = s.state.fieldLength - s.state.ballOn;
  const length = s.rng.int(34, 52);
  if (length >= toGoal - 1 && s.rng.chance(0.5))
    return { type: 'punt', side, yards: toGoal, result: 'touchback', people: { kicker }, seconds: 6 };
  // Kept out of the end zone: it lands at least a couple of yards short of the goal line.
  const yards = Math.min(length, toGoal - s.rng.int(2, 9));
  const landing = toGoal - yards;
  const how = s.rng.weighted([48, 25, 15, 12]);
  if (how === 0) {
    const returnYards = s.rng.chance(0.01)
      ? s.state.fieldLength - landing
      : Math.min(
          s.state.fieldLength - landing - 1,
          band(s.rng, [
            [60, 0, 8],
            [32, 9, 18],
            [8, 19, 45],
          ]),
        );
    return {
      type: 'punt',
      side,
      yards,
      result: 'returned',
      returnYards,
      people: { kicker, returner: { side: OTHER[side], group: 'RET' }, tackler: { side, group: 'DEF' } },
      seconds: s.rng.int(8, 12),
    };
  }
  const result = (['fairCatch', 'downed', 'outOfBounds'] as const)[how - 1]!;
  return {
    type: 'punt',
    side,
    yards,
    result,
    people: result === 'fairCatch' ? { kicker, returner: { side: OTHER[side], group: 'RET' } } : { kicker },
    seconds: s.rng.int(6, 9),
  };
}

/** The chance a field goal of this length is good: near certain up close, about 70% from 50. */
export function fieldGoalOdds(length: number): number {
  return Math.max(0.2, Math.min(0.98, 0.99 - 0.00012 * Math.max(0, length - 18) ** 2.1));
}

/** A field goal from the spot: the snap is 7 yards behind the line, the posts 10 behind the goal. */
export function fieldGoal(s: Situation): Draft {
  const side = s.state.possession!;
  const yards = s.state.fieldLength - s.state.ballOn + 17;
  const result = s.rng.chance(0.015) ? 'blocked' : s.rng.chance(fieldGoalOdds(yards)) ? 'good' : 'missed';
  return { type: 'fieldGoal', side, yards, result, people: { kicker: { side, group: 'K' } }, seconds: 5 };
}

/** The try: a kick, or two points when a one-point try would not help (late, or by choice). */
export function conversion(s: Situation): Draft {
  const side = s.state.possession!;
  const behind = -lead(s.state, side);
  const chasing = s.clock.period === s.rules.periods && [2, 5, 10, -1].includes(behind);
  if (chasing || s.rng.chance(0.05)) {
    const good = s.rng.chance(0.47) ? 'good' : 'failed';
    const people = s.rng.chance(0.6)
      ? { passer: { side, group: 'QB' }, receiver: { side, group: 'WR' } }
      : { carrier: { side, group: 'RB' } };
    return { type: 'conversion', side, conversion: 'twoPoint', result: good, people, seconds: 0 } as Draft;
  }
  const result = s.rng.chance(0.94) ? 'good' : 'failed';
  return {
    type: 'conversion',
    side,
    conversion: 'kick',
    result,
    people: { kicker: { side, group: 'K' } },
    seconds: 0,
  };
}
