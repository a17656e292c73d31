/**
 * Plays from scrimmage: what the offence calls on a down (run, pass, kneel, spike, or on 4th down
 * a punt, a field goal or going for it) and how it turns out, with club-level rates: completions
 * about 62% of attempts, sacks 6% and interceptions 2.5% of dropbacks, fumbles lost about 1% of
 * snaps, and run yards mostly 0 to 8 with a long tail.
 */

import { band, type Draft, lateInHalf, lead, OTHER, type Situation } from './draft';
import { fieldGoal, punt } from './kicks';

/** Yards to the goal line the offence attacks. */
const toGoal = (s: Situation) => s.state.fieldLength - s.state.ballOn;

/** A gain kept on the field: at most a touchdown, at least a safety. */
const clampGain = (s: Situation, yards: number) => Math.max(-s.state.ballOn, Math.min(toGoal(s), yards));

/** Run yards: mostly 0-8, losses now and then, and a long tail. */
function runYards(s: Situation): number {
  return band(s.rng, [
    [12, -4, -1],
    [36, 0, 3],
    [35, 4, 8],
    [11, 9, 15],
    [5, 16, 30],
    [1, 31, 80],
  ]);
}

/** Yards of a completed pass, catch and run. */
function passYards(s: Situation): number {
  return band(s.rng, [
    [6, -3, 2],
    [46, 3, 9],
    [31, 10, 19],
    [13, 20, 39],
    [4, 40, 80],
  ]);
}

/** The clock a play in bounds takes to the next snap; one that stops it, a few seconds. */
const running = (s: Situation) => s.rng.int(34, 46);
const stopped = (s: Situation) => s.rng.int(5, 12);

function run(s: Situation): Draft {
  const side = s.state.possession!;
  const fumbled = s.rng.chance(0.018);
  const carrier = { side, group: s.rng.chance(0.9) ? 'RB' : 'QB' } as const;
  const tackler = { side: OTHER[side], group: 'DEF' } as const;
  if (fumbled) return fumble(s, carrier);
  const yards = clampGain(s, runYards(s));
  const scored = yards === toGoal(s);
  return {
    type: 'run',
    side,
    yards,
    people: scored ? { carrier } : { carrier, tackler },
    seconds: scored ? stopped(s) : s.rng.chance(0.12) ? stopped(s) : running(s),
  };
}

/** A fumble after a short gain: the offence falls on it, or the defence takes it (~55%). */
function fumble(s: Situation, carrier: Draft['people']['carrier'] & object): Draft {
  const side = s.state.possession!;
  // Short of the goal line, and never behind its own.
  const yards = Math.max(1 - s.state.ballOn, Math.min(toGoal(s) - 1, s.rng.int(-2, 8)));
  const tackler = { side: OTHER[side], group: 'DEF' } as const;
  if (!s.rng.chance(0.55))
    return {
      type: 'fumble',
      side,
      yards,
      result: 'recovered',
      people: { carrier, tackler },
      seconds: running(s),
    };
  // The defence recovers at the spot; it may run it back, now and then all the way.
  const spot = s.state.ballOn + yards;
  const back = s.rng.chance(0.02)
    ? spot
    : Math.min(
        spot - 1,
        band(s.rng, [
          [70, 0, 3],
          [25, 4, 15],
          [5, 16, 40],
        ]),
      );
  return {
    type: 'fumble',
    side,
    yards,
    result: 'lost',
    returnYards: Math.max(0, back),
    people: { carrier, tackler, returner: { side: OTHER[side], group: 'DEF' } },
    seconds: stopped(s),
  };
}

function dropback(s: Situation): Draft {
  const side = s.state.possession!;
  const passer = { side, group: 'QB' } as const;
  const tackler = { side: OTHER[side], group: 'DEF' } as const;
  const roll = s.rng.weighted([6, 4, 2.5, 55.8, 31.7]);
  if (roll === 0) {
    const yards = clampGain(s, -s.rng.int(2, 11));
    return { type: 'sack', side, yards, people: { passer, tackler }, seconds: running(s) };
  }
  if (roll === 1) {
    const yards = clampGain(
      s,
      band(s.rng, [
        [20, -2, 1],
        [60, 2, 9],
        [20, 10, 22],
      ]),
    );
    const scored = yards === toGoal(s);
    return {
      type: 'scramble',
      side,
      yards,
      people: scored ? { carrier: { side, group: 'QB' } } : { carrier: { side, group: 'QB' }, tackler },
      seconds: running(s),
    };
  }
  if (roll === 2) return interception(s);
  const receiver = {
    side,
    group: s.rng.weighted([65, 20, 15]) === 0 ? 'WR' : s.rng.chance(0.55) ? 'TE' : 'RB',
  } as const;
  if (roll === 4) return { type: 'passIncomplete', side, people: { passer, receiver }, seconds: stopped(s) };
  if (s.rng.chance(0.012)) return fumble(s, { side, group: receiver.group });
  const yards = clampGain(s, passYards(s));
  const scored = yards === toGoal(s);
  return {
    type: 'passComplete',
    side,
    yards,
    people: scored ? { passer, receiver } : { passer, receiver, tackler },
    // A catch out of bounds stops the clock.
    seconds: scored || s.rng.chance(0.25) ? stopped(s) : running(s),
  };
}

/** Picked off downfield (now and then in the end zone, a touchback), and run back. */
function interception(s: Situation): Draft {
  const side = s.state.possession!;
  const air = band(s.rng, [
    [50, 5, 15],
    [40, 16, 30],
    [10, 31, 45],
  ]);
  const inEndZone = s.state.ballOn + air >= s.state.fieldLength;
  const yards = inEndZone ? toGoal(s) + s.rng.int(0, 5) : air;
  // Caught this far from the passer's goal line: a return of all of it is a pick-six.
  const caughtAt = s.state.ballOn + yards;
  const back = inEndZone
    ? 0
    : s.rng.chance(0.04)
      ? caughtAt
      : Math.min(
          caughtAt - 1,
          band(s.rng, [
            [45, 0, 5],
            [40, 6, 20],
            [15, 21, 45],
          ]),
        );
  return {
    type: 'interception',
    side,
    yards,
    returnYards: Math.max(0, back),
    people: { passer: { side, group: 'QB' }, returner: { side: OTHER[side], group: 'DB' } },
    seconds: stopped(s),
  };
}

/** The pass share of a down: about 55% on early downs, most on 3rd and long. */
function passShare(s: Situation): number {
  const { down, distance } = s.state;
  const dist = distance ?? 10;
  if (lateInHalf(s, 120) && lead(s.state, s.state.possession!) <= 0) return 0.8;
  if (lead(s.state, s.state.possession!) >= 10 && s.clock.period === s.rules.periods) return 0.35;
  if (down === 3 || down === 4) return dist >= 7 ? 0.88 : dist >= 4 ? 0.7 : 0.35;
  if (down === 2) return dist >= 8 ? 0.6 : dist <= 3 ? 0.4 : 0.52;
  return 0.55;
}

/** Whether the offence goes for it on 4th down rather than kick. */
function goesForIt(s: Situation): boolean {
  const { distance, ballOn, fieldLength } = s.state;
  const dist = distance ?? 10;
  const behind = -lead(s.state, s.state.possession!);
  // Late and behind by more than a field goal: nothing to lose.
  if (s.clock.period === s.rules.periods && s.rules.periodSeconds - s.clock.elapsed < 240 && behind > 3)
    return true;
  if (dist > 2) return false;
  const nearMidfield = ballOn >= fieldLength * 0.4 && ballOn < fieldLength - 35;
  const atTheGoal = toGoal(s) <= 3;
  return (nearMidfield || atTheGoal) && s.rng.chance(dist === 1 ? 0.55 : 0.3);
}

/** The play the offence runs from scrimmage, then how it turns out. */
export function scrimmagePlay(s: Situation): Draft {
  const side = s.state.possession!;
  const { down, ballOn } = s.state;
  // Leading late: take a knee; the ball is kept well clear of the own goal line.
  if (lateInHalf(s, 110) && s.clock.period === s.rules.periods && lead(s.state, side) > 0 && ballOn > 3)
    return { type: 'kneel', side, yards: -1, people: { carrier: { side, group: 'QB' } }, seconds: 40 };
  // Chasing the clock after a catch in bounds: stop it.
  if (lateInHalf(s, 45) && s.previous === 'passComplete' && down !== 4 && s.rng.chance(0.35))
    return { type: 'spike', side, people: { passer: { side, group: 'QB' } }, seconds: 1 };
  if (down === 4 && !goesForIt(s)) return ballOn >= s.state.fieldLength - 35 ? fieldGoal(s) : punt(s);
  return s.rng.chance(passShare(s)) ? dropback(s) : run(s);
}
