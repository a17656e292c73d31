/**
 * The gridiron game-state machine: one play applied to a state gives the next state, or a
 * refusal naming the field to fix. Pure; `docs/gridiron-plays.md` describes every rule.
 */
import { checkFields, checkStep, type PlayLike, type Refusal, refuse } from './checks';
import { fieldGoal, conversion as kickConversion, kickoff, punt } from './kicks';
import { kickoffBy, type Move, move } from './moves';
import { kickPenalty, scrimmagePenalty } from './penalties';
import { type GameRules, gameClock, kickoffSpot, type ScoreKind, sideOf } from './rules';
import type { Drive, DriveResult, GameState, Side } from './schemas';
import { fumble, gain, interception, noGain, type Snap } from './scrimmage';

export type { PlayLike } from './checks';

export interface PlayOutcome {
  scoring: { kind: ScoreKind; side: Side; points: number } | null;
  /** The offence gained a first down, by yards or by penalty. */
  firstDown: boolean;
  /** An interception or a fumble lost (not downs). */
  turnover: boolean;
  /** The side in possession after differs from before (the kicking side before a kick). */
  possessionChanged: boolean;
  driveEnded: DriveResult | null;
  /** Yards actually enforced, after half the distance. */
  penaltyYards: number;
}

export type PlayCheck =
  | { ok: true; state: GameState; outcome: PlayOutcome }
  | { ok: false; code: 'PLAY_INVALID' | 'PLAY_OUT_OF_STEP'; field: string; message: string };

/** Whether going from `from` to `to` starts a new half or an overtime period: a kickoff follows. */
export function startsHalf(rules: GameRules, from: number, to: number): boolean {
  if (to <= from) return false;
  const half = rules.periods / 2;
  return (from <= half && to > half) || to > rules.periods;
}

/** Seconds of `drive` up to `until` (seconds since the game began), never negative. */
export const driveSeconds = (rules: GameRules, drive: Drive, until: number) =>
  Math.max(0, until - gameClock(rules, drive.startPeriod, drive.startMin, drive.startSec));

/** The drive is open, or its last play was the one before: its time runs to this play. */
const driveRunning = (state: GameState, drive: Drive | null): drive is Drive =>
  drive !== null && (drive.result === null || drive.lastSeq === state.plays);

/** The state at the play's period: a new half ends the drive and makes the phase a kickoff. */
function enterPeriod(rules: GameRules, state: GameState, period: number): GameState {
  if (period === state.period) return state;
  if (!startsHalf(rules, state.period, period)) return { ...state, period };
  const drive = driveRunning(state, state.drive)
    ? {
        ...state.drive,
        result: state.drive.result ?? 'endOfHalf',
        seconds: driveSeconds(rules, state.drive, state.period * rules.periodSeconds),
      }
    : state.drive;
  return {
    ...state,
    ...kickoffBy(null, kickoffSpot(rules)),
    period,
    timeouts: { home: rules.timeoutsPerHalf, away: rules.timeoutsPerHalf },
    drive,
  };
}

/** The move of a play of the state's phase by `side`, or its refusal. */
function playMove(rules: GameRules, state: GameState, play: PlayLike, side: Side) {
  if (play.type === 'penalty') {
    const foul = { rules, state, play, penalised: side };
    return state.phase === 'scrimmage' ? scrimmagePenalty(foul) : kickPenalty(foul);
  }
  if (state.possession !== null && side !== state.possession) {
    return refuse('isHomeTeam', `the ${state.possession} team has the ball, not the ${side} team`);
  }
  if (state.phase === 'conversion' && play.type === 'kickoff') {
    const kickState = { ...state, ...kickoffBy(side, kickoffSpot(rules)) };
    return kickoff({ rules, state: kickState, play, kicker: side });
  }
  const snap: Snap = { rules, state, play, offence: side };
  const kick = { rules, state, play, kicker: side };
  switch (play.type) {
    case 'kickoff':
      return kickoff(kick);
    case 'punt':
      return punt(kick);
    case 'fieldGoal':
      return fieldGoal(kick);
    case 'conversion':
      return kickConversion(kick);
    case 'interception':
      return interception(snap);
    case 'fumble':
      return fumble(snap);
    case 'passIncomplete':
    case 'spike':
      return noGain(snap);
    default:
      return gain(snap);
  }
}

/** The drive after a play: a snap or penalty of a set of downs opens or extends one. */
function nextDrive(rules: GameRules, state: GameState, play: PlayLike, result: Move, crossed: boolean) {
  const seq = state.plays + 1;
  const clock = gameClock(rules, play.period, play.min, play.sec);
  if (state.phase !== 'scrimmage' || play.type === 'timeout') {
    if (crossed || !driveRunning(state, state.drive)) return state.drive;
    return { ...state.drive, seconds: driveSeconds(rules, state.drive, clock) };
  }
  const open: Drive =
    state.drive && state.drive.result === null
      ? state.drive
      : {
          number: (state.drive?.number ?? 0) + 1,
          team: state.possession!,
          startPeriod: play.period,
          startMin: play.min,
          startSec: play.sec,
          startBallOn: state.ballOn,
          plays: 0,
          yards: 0,
          seconds: 0,
          firstSeq: seq,
          lastSeq: seq,
          result: null,
        };
  return {
    ...open,
    plays: open.plays + 1,
    yards: open.yards + result.gained,
    seconds: driveSeconds(rules, open, clock),
    lastSeq: seq,
    result: result.driveEnded,
  };
}

/** A timeout: the calling side must have one left this half. */
function timeoutMove(state: GameState, side: Side): Move | Refusal {
  if (state.timeouts[side] < 1)
    return refuse('isHomeTeam', `the ${side} team has no timeouts left this half`);
  const { phase, possession, down, distance, goalToGo, ballOn, freeKick } = state;
  return move({ phase, possession, down, distance, goalToGo, ballOn, freeKick });
}

/**
 * Applies one play. Refused (nothing changes) when it is out of step (`down` given and not the
 * game's, an earlier period), of the wrong phase or team, or moves the ball off the field.
 */
export function applyPlay(rules: GameRules, state: GameState, play: PlayLike): PlayCheck {
  if (play.period < state.period) {
    const message = `period: the game is in period ${state.period}`;
    return { ok: false, code: 'PLAY_OUT_OF_STEP', field: 'period', message };
  }
  const fields = checkFields(play);
  if (fields) return fields;
  const start = enterPeriod(rules, state, play.period);
  const step = checkStep(start, play);
  if (step) return step;
  const side = sideOf(play.isHomeTeam);
  const result = play.type === 'timeout' ? timeoutMove(start, side) : playMove(rules, start, play, side);
  if ('ok' in result) return result;
  const score = { ...start.score };
  const points = result.scoring ? rules.points[result.scoring.kind] : 0;
  if (result.scoring) score[result.scoring.side] += points;
  const timeouts =
    play.type === 'timeout' ? { ...start.timeouts, [side]: start.timeouts[side] - 1 } : start.timeouts;
  const from = start.possession ?? (play.type === 'kickoff' ? side : null);
  const to = result.position.possession;
  const next: GameState = {
    ...start,
    ...result.position,
    score,
    timeouts,
    drive: nextDrive(rules, start, play, result, startsHalf(rules, state.period, play.period)),
    plays: state.plays + 1,
  };
  return {
    ok: true,
    state: next,
    outcome: {
      scoring: result.scoring ? { ...result.scoring, points } : null,
      firstDown: result.firstDown,
      turnover: result.turnover,
      possessionChanged: from !== null && to !== null && from !== to,
      driveEnded: result.driveEnded,
      penaltyYards: result.penaltyYards,
    },
  };
}
