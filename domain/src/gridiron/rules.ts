/**
 * The rules a gridiron competition plays to, and the spots that scale with its field: some
 * amateur formats play a shorter field, so every spot is a share of its length.
 */
import type { GridironSettings } from '../schemas/gridironSettings';
import type { GameState, Side } from './schemas';

export interface GameRules {
  fieldLength: number;
  yardsToGain: number;
  timeoutsPerHalf: number;
  /** Regulation periods: 4 quarters, or 2 halves. */
  periods: number;
  periodSeconds: number;
  points: { touchdown: number; extraPoint: number; twoPoint: number; fieldGoal: number; safety: number };
}

export type ScoreKind = keyof GameRules['points'];

const DEFAULT_POINTS: GameRules['points'] = {
  touchdown: 6,
  extraPoint: 1,
  twoPoint: 2,
  fieldGoal: 3,
  safety: 2,
};

/** A competition's rules; `points` comes from the values of its scoring types when known. */
export function gameRules(
  gridiron: GridironSettings,
  competition: { periods: number; periodLengthMinutes: number },
  points?: Partial<GameRules['points']>,
): GameRules {
  return {
    fieldLength: gridiron.fieldLength,
    yardsToGain: gridiron.yardsToGain,
    timeoutsPerHalf: gridiron.timeoutsPerHalf,
    periods: competition.periods,
    periodSeconds: Math.round(competition.periodLengthMinutes * 60),
    points: { ...DEFAULT_POINTS, ...points },
  };
}

/** Where a kickoff is taken from: the kicking team's 35 on a 100-yard field. */
export const kickoffSpot = (rules: GameRules) => Math.round(0.35 * rules.fieldLength);
/** Where the free kick after a safety is taken from: the 20. */
export const freeKickSpot = (rules: GameRules) => Math.round(0.2 * rules.fieldLength);
/** A kickoff that ends in the end zone: the receiving team's 25. */
export const kickoffTouchback = (rules: GameRules) => Math.round(0.25 * rules.fieldLength);
/** A punt, interception or fumble that ends in the end zone: the 20. Also the red zone's depth. */
export const touchbackSpot = (rules: GameRules) => Math.round(0.2 * rules.fieldLength);
/** The try after a touchdown is snapped 3 yards from the goal. */
export const trySpot = (rules: GameRules) => rules.fieldLength - 3;
/** The depth of an end zone: a kick or a catch may end this far past the goal line. */
export const END_ZONE = 10;

export const sideOf = (isHomeTeam: boolean): Side => (isHomeTeam ? 'home' : 'away');
export const otherSide = (side: Side): Side => (side === 'home' ? 'away' : 'home');

/** Seconds since the game began at a play's snap, for drive times. */
export const gameClock = (rules: GameRules, period: number, min: number, sec: number) =>
  (period - 1) * rules.periodSeconds + min * 60 + sec;

/** Before the opening kickoff: either side may kick, from the kickoff spot. */
export function initialGameState(rules: GameRules): GameState {
  return {
    phase: 'kickoff',
    possession: null,
    down: null,
    distance: null,
    goalToGo: false,
    ballOn: kickoffSpot(rules),
    fieldLength: rules.fieldLength,
    period: 1,
    timeouts: { home: rules.timeoutsPerHalf, away: rules.timeoutsPerHalf },
    score: { home: 0, away: 0 },
    freeKick: false,
    drive: null,
    plays: 0,
  };
}
