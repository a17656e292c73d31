/**
 * What the game model decides about a play before it has a moment and players: its type, team,
 * yards and result, which group of which side each named player comes from, and how much game
 * clock it takes.
 */
import type { GameRules, GameState, PlayResult, PlayRole, PlayType, Side } from '@touchline/domain';
import type { Rng } from '../../demo/random';

/** The groups of a team list the model names players from. */
export type Group = 'QB' | 'RB' | 'WR' | 'TE' | 'K' | 'P' | 'DEF' | 'DB' | 'RET';

/** A player to name: one of this side's group. */
export interface Pick {
  side: Side;
  group: Group;
}

export interface Draft {
  type: PlayType;
  /** The team the play is by (`isHomeTeam`). */
  side: Side;
  yards?: number;
  returnYards?: number;
  result?: PlayResult;
  conversion?: 'kick' | 'twoPoint';
  firstDown?: boolean;
  lossOfDown?: boolean;
  note?: string;
  people: Partial<Record<PlayRole, Pick>>;
  /** Game-clock seconds it takes, to the next snap, in a game of four 15-minute quarters. */
  seconds: number;
}

/** The game clock: a period and the seconds elapsed in it. */
export interface GameClock {
  period: number;
  elapsed: number;
}

/** What each decision reads: the rules, the state before the play, and the clock at the snap. */
export interface Situation {
  rng: Rng;
  rules: GameRules;
  state: GameState;
  clock: GameClock;
  /** The type of the play before, if any (a timeout is not called twice in a row). */
  previous: PlayType | null;
}

export const OTHER: Record<Side, Side> = { home: 'away', away: 'home' };

/** Seconds left in the period. */
export const secondsLeft = (s: Situation) => s.rules.periodSeconds - s.clock.elapsed;

/** Whether the clock is in the last `seconds` of a half. */
export function lateInHalf(s: Situation, seconds: number): boolean {
  const { periods } = s.rules;
  const endsHalf = s.clock.period === periods || (periods % 2 === 0 && s.clock.period === periods / 2);
  return endsHalf && secondsLeft(s) <= seconds;
}

/** The offence's lead (negative when trailing). */
export function lead(state: GameState, side: Side): number {
  return state.score[side] - state.score[OTHER[side]];
}

/** Picks a value from weighted bands, each an inclusive range. */
export function band(
  rng: Rng,
  bands: readonly (readonly [weight: number, min: number, max: number])[],
): number {
  const [, min, max] = bands[rng.weighted(bands.map(([w]) => w))]!;
  return rng.int(min, max);
}
