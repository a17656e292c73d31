/**
 * What each play type takes, and the refusals of a play that does not fit the game: a scorer's
 * console or an import learns which field to fix from the message's first word.
 */
import type { GamePhase, GameState, PlayInput, PlayResult, PlayType } from './schemas';

/** A play without its players: `Play` and `PlayInput` both fit. */
export type PlayLike = Omit<PlayInput, 'players'>;

export type Refusal = {
  ok: false;
  code: 'PLAY_INVALID' | 'PLAY_OUT_OF_STEP';
  field: string;
  message: string;
};

export const refuse = (field: string, message: string): Refusal => ({
  ok: false,
  code: 'PLAY_INVALID',
  field,
  message: `${field}: ${message}`,
});

/** How a message names each play type. */
export const PLAY_NAMES: Record<PlayType, string> = {
  run: 'a run',
  passComplete: 'a completed pass',
  passIncomplete: 'an incomplete pass',
  sack: 'a sack',
  scramble: 'a scramble',
  penalty: 'a penalty',
  punt: 'a punt',
  kickoff: 'a kickoff',
  fieldGoal: 'a field goal attempt',
  conversion: 'a conversion attempt',
  interception: 'an interception',
  fumble: 'a fumble',
  kneel: 'a kneel',
  spike: 'a spike',
  timeout: 'a timeout',
};

interface Takes {
  yards?: 'required' | 'optional';
  returnYards?: true;
  results?: readonly PlayResult[];
  conversion?: true;
  firstDown?: true;
  lossOfDown?: true;
}

const KICK_ENDS = ['returned', 'fairCatch', 'downed', 'outOfBounds', 'touchback'] as const;

/** The fields each type takes; any other field given is refused, so a mistyped play is caught. */
const TAKES: Record<PlayType, Takes> = {
  run: { yards: 'required' },
  passComplete: { yards: 'required' },
  passIncomplete: {},
  sack: { yards: 'required' },
  scramble: { yards: 'required' },
  penalty: { yards: 'required', firstDown: true, lossOfDown: true },
  punt: { yards: 'optional', returnYards: true, results: [...KICK_ENDS, 'blocked'] },
  kickoff: { yards: 'optional', returnYards: true, results: [...KICK_ENDS, 'recovered'] },
  fieldGoal: { yards: 'optional', results: ['good', 'missed', 'blocked'] },
  conversion: { conversion: true, results: ['good', 'failed'] },
  interception: { yards: 'optional', returnYards: true },
  fumble: { yards: 'required', returnYards: true, results: ['recovered', 'lost'] },
  kneel: { yards: 'optional' },
  spike: {},
  timeout: {},
};

/** The types each phase allows. */
export const PHASE_TYPES: Record<GamePhase, readonly PlayType[]> = {
  kickoff: ['kickoff', 'penalty', 'timeout'],
  conversion: ['conversion', 'kickoff', 'penalty', 'timeout'],
  scrimmage: [
    'run',
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
  ],
};

const PHASE_NEEDS: Record<GamePhase, string> = {
  kickoff: 'the next play is a kickoff',
  conversion: 'the next play is the try after the touchdown',
  scrimmage: 'the next play is a snap',
};

/** The fields a play gives and its type does not take, or a required one it lacks. */
export function checkFields(play: PlayLike): Refusal | null {
  const takes = TAKES[play.type];
  const name = PLAY_NAMES[play.type];
  if (takes.yards === 'required' && play.yards === undefined)
    return refuse('yards', `${name} needs its yards`);
  if (!takes.yards && play.yards !== undefined) return refuse('yards', `${name} takes no yards`);
  if (!takes.returnYards && play.returnYards !== undefined) {
    return refuse('returnYards', `${name} takes no return yards`);
  }
  if (takes.results) {
    if (play.result === undefined) return refuse('result', `${name} needs its result`);
    if (!takes.results.includes(play.result)) {
      return refuse('result', `${name} ends ${takes.results.join(', ')}, not ${play.result}`);
    }
  } else if (play.result !== undefined) {
    return refuse('result', `${name} takes no result`);
  }
  if (takes.conversion && play.conversion === undefined) {
    return refuse('conversion', `${name} needs its kind: kick or twoPoint`);
  }
  if (!takes.conversion && play.conversion !== undefined) return refuse('conversion', `${name} is no try`);
  if (!takes.firstDown && play.firstDown !== undefined)
    return refuse('firstDown', `${name} takes no firstDown`);
  if (!takes.lossOfDown && play.lossOfDown !== undefined) {
    return refuse('lossOfDown', `${name} takes no lossOfDown`);
  }
  return null;
}

/** A play the game is not ready for: the wrong period, down or phase. */
export function checkStep(state: GameState, play: PlayLike): Refusal | null {
  if (play.down !== undefined && play.down !== state.down) {
    const now = state.down === null ? 'no down is being played' : `it is down ${state.down}`;
    return { ok: false, code: 'PLAY_OUT_OF_STEP', field: 'down', message: `down: ${now}, not ${play.down}` };
  }
  if (!PHASE_TYPES[state.phase].includes(play.type)) {
    return refuse('type', `${PHASE_NEEDS[state.phase]}, not ${PLAY_NAMES[play.type]}`);
  }
  return null;
}
