/**
 * The building blocks every play family shares: where the ball is next and what the play did.
 * A handler returns a `Move`; `machine.ts` turns it into the next state, the score and the drive.
 */
import type { GameRules, ScoreKind } from './rules';
import { freeKickSpot, otherSide, trySpot } from './rules';
import type { DriveResult, GameState, Side } from './schemas';

/** The parts of the state a play moves. */
export type Position = Pick<
  GameState,
  'phase' | 'possession' | 'down' | 'distance' | 'goalToGo' | 'ballOn' | 'freeKick'
>;

export interface Move {
  position: Position;
  scoring: { kind: ScoreKind; side: Side } | null;
  firstDown: boolean;
  turnover: boolean;
  driveEnded: DriveResult | null;
  penaltyYards: number;
  /** Yards the offence moved the ball on this play: what it adds to its drive's yards. */
  gained: number;
}

export const move = (position: Position, more: Partial<Omit<Move, 'position'>> = {}): Move => ({
  position,
  scoring: null,
  firstDown: false,
  turnover: false,
  driveEnded: null,
  penaltyYards: 0,
  gained: 0,
  ...more,
});

/** A new set of downs: the distance is the yards to gain, or goal to go when the goal is nearer. */
export function firstAndTen(rules: GameRules, side: Side, ballOn: number): Position {
  const toGoal = rules.fieldLength - ballOn;
  return {
    phase: 'scrimmage',
    possession: side,
    down: 1,
    distance: Math.min(rules.yardsToGain, toGoal),
    goalToGo: toGoal <= rules.yardsToGain,
    ballOn,
    freeKick: false,
  };
}

/** A kick due from `spot` by `side` (null: either side, at the start of a half). */
export const kickoffBy = (side: Side | null, spot: number, freeKick = false): Position => ({
  phase: 'kickoff',
  possession: side,
  down: null,
  distance: null,
  goalToGo: false,
  ballOn: spot,
  freeKick,
});

/** A touchdown by `side`: its try follows, from 3 yards out. */
export const touchdown = (rules: GameRules, side: Side, more: Partial<Omit<Move, 'position'>> = {}): Move =>
  move(
    {
      phase: 'conversion',
      possession: side,
      down: null,
      distance: null,
      goalToGo: false,
      ballOn: trySpot(rules),
      freeKick: false,
    },
    { ...more, scoring: { kind: 'touchdown', side } },
  );

/** The offence downed in its own end zone: 2 points to the defence, then the offence's free kick. */
export const safety = (rules: GameRules, offence: Side, gained: number): Move =>
  move(kickoffBy(offence, freeKickSpot(rules), true), {
    scoring: { kind: 'safety', side: otherSide(offence) },
    driveEnded: 'safety',
    gained,
  });

/**
 * The ball ends `spot` yards from the offence's goal after a gain from the state's spot: a
 * touchdown, a safety, a first down at the line to gain, the next down, or the ball over on downs.
 */
export function afterGain(rules: GameRules, state: GameState, offence: Side, spot: number): Move {
  const gained = spot - state.ballOn;
  if (spot >= rules.fieldLength) return touchdown(rules, offence, { driveEnded: 'touchdown', gained });
  if (spot <= 0) return safety(rules, offence, gained);
  return nextDown(rules, state, offence, spot, { gained });
}

/** The down after a play that ends at `spot` (on the field): first down, next down, or downs. */
export function nextDown(
  rules: GameRules,
  state: GameState,
  offence: Side,
  spot: number,
  more: Partial<Omit<Move, 'position'>>,
): Move {
  const line = state.ballOn + (state.distance ?? rules.yardsToGain);
  const down = state.down ?? 1;
  if (spot >= line) return move(firstAndTen(rules, offence, spot), { ...more, firstDown: true });
  if (down < 4) {
    const position: Position = {
      phase: 'scrimmage',
      possession: offence,
      down: down + 1,
      distance: line - spot,
      goalToGo: state.goalToGo,
      ballOn: spot,
      freeKick: false,
    };
    return move(position, more);
  }
  return overOnDowns(rules, offence, spot, more);
}

/** The fourth down fell short: the other side takes over at the spot. */
export const overOnDowns = (
  rules: GameRules,
  offence: Side,
  spot: number,
  more: Partial<Omit<Move, 'position'>>,
): Move =>
  move(firstAndTen(rules, otherSide(offence), rules.fieldLength - spot), { ...more, driveEnded: 'downs' });

/**
 * `side` has gained the ball and ends its return `spot` yards from its own goal: a touchdown at
 * the far goal line, a touchback in its own end zone, else its first down there.
 */
export function takeOver(
  rules: GameRules,
  side: Side,
  spot: number,
  touchbackAt: number,
  more: Partial<Omit<Move, 'position'>>,
): Move {
  if (spot >= rules.fieldLength) return touchdown(rules, side, more);
  return move(firstAndTen(rules, side, spot <= 0 ? touchbackAt : spot), more);
}
