/**
 * For the property tests only (not exported from the package): a legal next play for any state, from a few random numbers, so property tests
 * can play whole games (every type, every kick result, penalties and new periods).
 */
import type { PlayLike } from './checks';
import { startsHalf } from './machine';
import { type GameRules, kickoffSpot } from './rules';
import type { GameState, PlayResult, PlayType, Side } from './schemas';

export interface Seed {
  pick: number;
  a: number;
  b: number;
  c: number;
  home: boolean;
  newPeriod: number;
}

/** A whole number in [lo, hi] from `n`. */
const within = (lo: number, hi: number, n: number) => lo + (n % (hi - lo + 1));
/** Mostly a small number in [lo, hi], sometimes any of it. */
const mostly = (lo: number, hi: number, n: number, small: [number, number]) =>
  n % 4 === 0 ? within(lo, hi, n) : Math.min(hi, Math.max(lo, within(small[0], small[1], Math.floor(n / 4))));
const one = <T>(list: readonly T[], n: number): T => list[n % list.length]!;

const SCRIMMAGE: PlayType[] = [
  'run',
  'run',
  'passComplete',
  'passComplete',
  'passIncomplete',
  'sack',
  'scramble',
  'penalty',
  'punt',
  'fieldGoal',
  'interception',
  'fumble',
  'kneel',
  'spike',
  'timeout',
];

/** A return that ends between 10 yards deep in the returner's end zone and the far goal line. */
const returnFrom = (rules: GameRules, at: number, n: number) =>
  mostly(-10 - at, rules.fieldLength - at, n, [-5, 30]);

function kick(rules: GameRules, state: GameState, s: Seed, type: 'kickoff' | 'punt'): Partial<PlayLike> {
  const L = rules.fieldLength;
  const results: PlayResult[] =
    type === 'punt'
      ? ['returned', 'fairCatch', 'downed', 'outOfBounds', 'touchback', 'blocked']
      : ['returned', 'fairCatch', 'downed', 'outOfBounds', 'touchback', 'recovered'];
  const result = one(results, s.b);
  if (result === 'blocked') {
    const yards = within(-state.ballOn, 0, s.a);
    return { result, yards, returnYards: returnFrom(rules, L - (state.ballOn + yards), s.c) };
  }
  const yards = mostly(1, L + 10 - state.ballOn, s.a, [30, 65]);
  const landed = state.ballOn + yards;
  if (result === 'recovered' && landed >= L) return { result: 'touchback', yards };
  if (result === 'returned') return { result, yards, returnYards: returnFrom(rules, L - landed, s.c) };
  return { result, yards };
}

function snap(rules: GameRules, state: GameState, s: Seed, offence: Side): Partial<PlayLike> {
  const L = rules.fieldLength;
  const on = state.ballOn;
  const type = one(SCRIMMAGE, s.pick);
  const gain = mostly(-on, L - on, s.a, [-3, 15]);
  switch (type) {
    case 'run':
    case 'passComplete':
    case 'scramble':
      return { type, yards: gain };
    case 'sack':
    case 'kneel':
      return { type, yards: within(-Math.min(on, 12), 0, s.a) };
    case 'passIncomplete':
    case 'spike':
      return { type };
    case 'penalty': {
      const onOffence = s.home;
      const flag = s.c % 3 === 0;
      return {
        type,
        isHomeTeam: onOffence === (offence === 'home'),
        yards: within(1, 15, s.a),
        ...(flag ? (onOffence ? { lossOfDown: true } : { firstDown: true }) : {}),
      };
    }
    case 'punt':
      return { type, ...kick(rules, state, s, 'punt') };
    case 'fieldGoal':
      return { type, result: one(['good', 'missed', 'blocked'] as const, s.b) };
    case 'interception': {
      const yards = mostly(-on, L + 10 - on, s.a, [0, 25]);
      return { type, yards, returnYards: returnFrom(rules, L - (on + yards), s.c) };
    }
    case 'fumble': {
      const result = one(['recovered', 'lost'] as const, s.b);
      if (result === 'recovered') return { type, result, yards: gain };
      return { type, result, yards: gain, returnYards: returnFrom(rules, L - (on + gain), s.c) };
    }
    default: {
      const side: Side = s.home ? 'home' : 'away';
      if (state.timeouts[side] < 1) return { type: 'passIncomplete' };
      return { type: 'timeout', isHomeTeam: s.home };
    }
  }
}

/** A legal play for `state`: a new period now and then, then a play its phase allows. */
export function legalPlay(rules: GameRules, state: GameState, s: Seed): PlayLike {
  const period = s.newPeriod === 0 ? Math.min(state.period + 1, rules.periods + 2) : state.period;
  const clock = { period, min: within(0, 14, s.c), sec: within(0, 59, s.a) };
  const fresh = startsHalf(rules, state.period, period);
  const phase = fresh ? 'kickoff' : state.phase;
  const possession = fresh ? null : state.possession;
  const side: Side = possession ?? (s.home ? 'home' : 'away');
  const base = { ...clock, isHomeTeam: side === 'home' };
  if (phase === 'kickoff') {
    if (s.pick % 7 === 0) return { ...base, type: 'penalty', isHomeTeam: s.home, yards: within(1, 15, s.b) };
    return {
      ...base,
      type: 'kickoff',
      ...kick(rules, fresh ? { ...state, ballOn: kickoffSpot(rules) } : state, s, 'kickoff'),
    };
  }
  if (phase === 'conversion') {
    if (s.pick % 9 === 0) return { ...base, type: 'kickoff', result: 'touchback' };
    const conversion = s.a % 3 === 0 ? 'twoPoint' : 'kick';
    return { ...base, type: 'conversion', conversion, result: s.b % 4 === 0 ? 'failed' : 'good' };
  }
  return { ...base, type: 'run', ...snap(rules, state, s, side) } as PlayLike;
}
