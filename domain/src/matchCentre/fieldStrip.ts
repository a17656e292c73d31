/**
 * The field strip of a gridiron match centre: where to draw the ball, the line to gain and the
 * red zone on a field oriented by possession (the offence always attacks to the right), and
 * the same in words for a screen reader. Pure, so the drawing only draws.
 */

import type { Drive, GameState, Side } from '../gridiron/schemas';
import { downAndDistance } from '../gridiron/situation';
import { possessionName, type SideNames } from './gameSituation';

/** The depth of each end zone as drawn, in yards. */
export const DRAWN_END_ZONE = 10;

/** A yard line of the drawing: every 5 yards; the tens carry their number. */
export interface YardLine {
  /** Yards from the left end of the drawing (its end zone included). */
  x: number;
  label: string | null;
}

export interface FieldStripView {
  /** The drawing's width in yards: the field and both end zones. */
  width: number;
  fieldLength: number;
  /** Whose end zone is drawn on each end: the offence's on the left. */
  left: Side;
  right: Side;
  /** The side with the ball (the kicking side before a kick); null before the opening kickoff. */
  offence: Side | null;
  ballX: number;
  /** The line to gain: at the goal line when it is goal to go; null between snaps. */
  lineToGainX: number | null;
  /** The offence's red zone, the last fifth of the field before the goal it attacks. */
  redZone: { from: number; to: number };
  inRedZone: boolean;
  yardLines: YardLine[];
}

const other = (side: Side): Side => (side === 'home' ? 'away' : 'home');

/** The red zone's depth: the 20 on a 100-yard field, a fifth of a shorter one. */
export const redZoneDepth = (fieldLength: number) => Math.round(0.2 * fieldLength);

/** Where everything goes on the drawn field, for the game as it stands. */
export function fieldStripView(state: GameState): FieldStripView {
  const length = state.fieldLength;
  const offence = state.possession;
  // Before the opening kickoff no side has the ball: the home team is drawn on the left.
  const left = offence ?? 'home';
  const goal = DRAWN_END_ZONE + length;
  const ballX = DRAWN_END_ZONE + state.ballOn;
  const lineToGainX =
    state.phase !== 'scrimmage'
      ? null
      : state.goalToGo || state.distance === null
        ? goal
        : Math.min(goal, ballX + state.distance);
  const depth = redZoneDepth(length);
  const yardLines: YardLine[] = [];
  for (let yards = 5; yards < length; yards += 5) {
    const fromNearer = Math.min(yards, length - yards);
    yardLines.push({ x: DRAWN_END_ZONE + yards, label: yards % 10 === 0 ? String(fromNearer) : null });
  }
  return {
    width: length + 2 * DRAWN_END_ZONE,
    fieldLength: length,
    left,
    right: other(left),
    offence,
    ballX,
    lineToGainX,
    redZone: { from: goal - depth, to: goal },
    inRedZone: state.phase === 'scrimmage' && state.ballOn >= length - depth,
    yardLines,
  };
}

/** A spot in words from the side of `own`: 'their own 25', 'the Bears 32', 'midfield'. */
function spokenSpot(ballOn: number, fieldLength: number, opponent: string): string {
  if (ballOn * 2 === fieldLength) return 'midfield';
  return ballOn * 2 < fieldLength ? `their own ${ballOn}` : `the ${opponent} ${fieldLength - ballOn}`;
}

/**
 * The field strip in words: who has the ball, where, the down and distance and the line to
 * gain; 'in the red zone' there. What a screen reader hears for the drawing.
 */
export function fieldStripText(state: GameState, names: SideNames): string {
  const team = possessionName(state, names);
  if (team === null || state.possession === null)
    return `${downAndDistance(state)}: either team may kick off.`;
  const opponent = names[other(state.possession)];
  const spot = spokenSpot(state.ballOn, state.fieldLength, opponent);
  if (state.phase === 'kickoff')
    return `${team} to ${state.freeKick ? 'free kick' : 'kick off'} from ${spot}.`;
  if (state.phase === 'conversion') return `${team} try after the touchdown, from ${spot}.`;
  const gain = state.goalToGo
    ? 'Goal to go'
    : `Line to gain: ${spokenSpot(
        Math.min(state.fieldLength, state.ballOn + (state.distance ?? 0)),
        state.fieldLength,
        opponent,
      )}`;
  const red = fieldStripView(state).inRedZone ? ' In the red zone.' : '';
  return `${team} ball on ${spot}, ${downAndDistance(state)}. ${gain}.${red}`;
}

/** A time in minutes and seconds: '3:10', '0:45', '12:00'. */
export function clockText(seconds: number): string {
  const whole = Math.max(0, Math.round(seconds));
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`;
}

const count = (n: number, one: string, many: string) => `${n} ${Math.abs(n) === 1 ? one : many}`;

/** A drive in a line: '6 plays, 42 yards, 3:10'. */
export function driveSummary(drive: Pick<Drive, 'plays' | 'yards' | 'seconds'>): string {
  return `${count(drive.plays, 'play', 'plays')}, ${count(drive.yards, 'yard', 'yards')}, ${clockText(drive.seconds)}`;
}
