import type { GameState, PlayInput, PlayResult, PlayRole, PlayType, Side } from '../gridiron/schemas';

/**
 * The play-by-play console's form: what each type of play asks the scorer (yards and their
 * bounds from where the ball is, the results to choose from, the players it may name, whether
 * the scorer says which team), the draft it starts from, and the body it sends. The bounds
 * only keep the stepper on the field; the state machine (domain/src/gridiron) is the judge.
 */

export const PLAY_LABELS: Record<PlayType, string> = {
  run: 'Run',
  passComplete: 'Pass complete',
  passIncomplete: 'Pass incomplete',
  sack: 'Sack',
  scramble: 'Scramble',
  penalty: 'Penalty',
  punt: 'Punt',
  kickoff: 'Kickoff',
  fieldGoal: 'Field goal',
  conversion: 'Try',
  interception: 'Interception',
  fumble: 'Fumble',
  kneel: 'Kneel',
  spike: 'Spike',
  timeout: 'Timeout',
};

export const RESULT_LABELS: Record<PlayResult, string> = {
  good: 'Good',
  missed: 'Missed',
  blocked: 'Blocked',
  failed: 'Failed',
  returned: 'Returned',
  fairCatch: 'Fair catch',
  touchback: 'Touchback',
  downed: 'Downed',
  outOfBounds: 'Out of bounds',
  recovered: 'Recovered',
  lost: 'Lost',
};

export const ROLE_LABELS: Record<PlayRole, string> = {
  passer: 'Passer',
  carrier: 'Ball carrier',
  receiver: 'Receiver',
  tackler: 'Tackler',
  kicker: 'Kicker',
  returner: 'Returner',
};

/** How a penalty leaves the down: replayed, an automatic first down (defence), or lost (offence). */
export type PenaltyEffect = 'replay' | 'firstDown' | 'lossOfDown';

/** The scorer's play as the form holds it. */
export interface PlayDraft {
  type: PlayType;
  /** The team the play is by (`isHomeTeam`); null until the scorer says, where they must. */
  side: Side | null;
  yards: number;
  returnYards: number;
  result: PlayResult | null;
  conversion: 'kick' | 'twoPoint';
  penalty: PenaltyEffect;
  note: string;
  players: Partial<Record<PlayRole, number>>;
}

export interface YardsRange {
  /** What the yards are, in the form's words. */
  label: string;
  min: number;
  max: number;
}

const RESULTS: Partial<Record<PlayType, readonly PlayResult[]>> = {
  fieldGoal: ['good', 'missed', 'blocked'],
  conversion: ['good', 'failed'],
  punt: ['returned', 'fairCatch', 'downed', 'outOfBounds', 'touchback', 'blocked'],
  kickoff: ['touchback', 'returned', 'fairCatch', 'downed', 'outOfBounds', 'recovered'],
  fumble: ['recovered', 'lost'],
};

/** The results a type is recorded with, the default first; none for most. */
export const resultsOf = (type: PlayType): readonly PlayResult[] => RESULTS[type] ?? [];

/** How deep an end zone is: a kick or an interception may end in it. */
const END_ZONE = 10;

/**
 * The yards a type asks for from where the ball is, or null when it takes none. A blocked punt's
 * yards are where the ball ended from the line, as a run's.
 */
export function yardsRange(
  type: PlayType,
  state: GameState,
  result: PlayResult | null = null,
): YardsRange | null {
  const { ballOn, fieldLength: length } = state;
  if (type === 'punt' && result === 'blocked')
    return { label: 'Ball ended, yards from the line', min: -ballOn, max: length - ballOn };
  switch (type) {
    case 'run':
    case 'passComplete':
    case 'scramble':
    case 'fumble':
      return { label: 'Yards gained', min: -ballOn, max: length - ballOn };
    case 'sack':
    case 'kneel':
      return { label: 'Yards lost', min: -ballOn, max: 0 };
    case 'interception':
      return { label: 'Caught at, yards downfield', min: -ballOn, max: length + END_ZONE - ballOn };
    case 'punt':
    case 'kickoff':
      return { label: 'Kick length', min: 1, max: length + END_ZONE - ballOn };
    case 'penalty':
      return { label: 'Penalty yards', min: 1, max: length };
    default:
      return null;
  }
}

/** Whether the type, with its result, asks for the return by the team that gained the ball. */
export const takesReturn = (type: PlayType, result: PlayResult | null) =>
  type === 'interception' || (type === 'fumble' && result === 'lost') || result === 'returned';

/** The players a play may name, as the form offers them. */
export function rolesOf(type: PlayType, draft: Pick<PlayDraft, 'result' | 'conversion'>): PlayRole[] {
  switch (type) {
    case 'run':
    case 'scramble':
      return ['carrier', 'tackler'];
    case 'passComplete':
      return ['passer', 'receiver', 'tackler'];
    case 'passIncomplete':
      return ['passer', 'receiver'];
    case 'sack':
      return ['passer', 'tackler'];
    case 'interception':
      return ['passer', 'returner', 'tackler'];
    case 'fumble':
      return draft.result === 'lost' ? ['carrier', 'returner', 'tackler'] : ['carrier', 'tackler'];
    case 'punt':
    case 'kickoff':
      return draft.result === 'returned' ? ['kicker', 'returner', 'tackler'] : ['kicker'];
    case 'fieldGoal':
      return ['kicker'];
    case 'conversion':
      return draft.conversion === 'kick' ? ['kicker'] : ['passer', 'carrier', 'receiver'];
    case 'kneel':
      return ['carrier'];
    case 'spike':
      return ['passer'];
    default:
      return [];
  }
}

/** Whether the scorer must say which team the play is by: the machine cannot know it. */
export const choosesSide = (type: PlayType, state: GameState) =>
  type === 'penalty' || type === 'timeout' || state.possession === null;

/** The penalty effects open to the penalised side: a first down on the defence, a lost down on the offence. */
export function penaltyEffects(state: GameState, side: Side | null): PenaltyEffect[] {
  if (state.phase !== 'scrimmage' || side === null || state.possession === null) return ['replay'];
  return side === state.possession ? ['replay', 'lossOfDown'] : ['replay', 'firstDown'];
}

const DEFAULT_YARDS: Partial<Record<PlayType, number>> = {
  run: 3,
  passComplete: 8,
  scramble: 4,
  fumble: 2,
  sack: -6,
  kneel: -1,
  interception: 15,
  punt: 40,
  penalty: 5,
};

const clamp = (value: number, { min, max }: YardsRange) => Math.min(max, Math.max(min, value));

/** The draft a type starts from: typical yards, the first result, nobody named. */
export function draftFor(type: PlayType, state: GameState): PlayDraft {
  const range = yardsRange(type, state);
  // A kickoff's usual kick reaches the goal line.
  const typical = type === 'kickoff' ? state.fieldLength - state.ballOn : (DEFAULT_YARDS[type] ?? 0);
  return {
    type,
    side: choosesSide(type, state) ? null : state.possession,
    yards: range ? clamp(typical, range) : 0,
    returnYards: type === 'interception' || type === 'fumble' ? 0 : 10,
    result: resultsOf(type)[0] ?? null,
    conversion: 'kick',
    penalty: 'replay',
    note: '',
    players: {},
  };
}

/** The clock of a play: its period, and the time gone in it at the snap. */
export interface PlayClock {
  period: number;
  min: number;
  sec: number;
}

/** The body the console sends for a draft, with the down it shows (the server refuses it out of step). */
export function playInput(draft: PlayDraft, state: GameState, clock: PlayClock): PlayInput {
  const range = yardsRange(draft.type, state, draft.result);
  const roles = new Set(rolesOf(draft.type, draft));
  const players = Object.fromEntries(
    Object.entries(draft.players).filter(([role, id]) => roles.has(role as PlayRole) && id !== undefined),
  );
  const penalty = draft.type === 'penalty' ? draft.penalty : 'replay';
  return {
    type: draft.type,
    isHomeTeam: (draft.side ?? state.possession) === 'home',
    period: Math.max(clock.period, state.period),
    min: clock.min,
    sec: clock.sec,
    ...(range ? { yards: clamp(draft.yards, range) } : {}),
    ...(takesReturn(draft.type, draft.result) ? { returnYards: draft.returnYards } : {}),
    ...(draft.result !== null && resultsOf(draft.type).includes(draft.result)
      ? { result: draft.result }
      : {}),
    ...(draft.type === 'conversion' ? { conversion: draft.conversion } : {}),
    ...(penalty === 'firstDown' ? { firstDown: true } : {}),
    ...(penalty === 'lossOfDown' ? { lossOfDown: true } : {}),
    ...(state.down !== null ? { down: state.down } : {}),
    ...(draft.note.trim() ? { note: draft.note.trim().slice(0, 80) } : {}),
    ...(Object.keys(players).length ? { players } : {}),
  };
}

const signed = (yards: number) => `${yards} yard${Math.abs(yards) === 1 ? '' : 's'}`;

/** The play in a few words for the queue and the undo dialog: 'Run, 5 yards, Lions'. */
export function draftLabel(draft: PlayDraft, state: GameState, team: string): string {
  const range = yardsRange(draft.type, state, draft.result);
  const parts = [
    draft.type === 'conversion'
      ? `Try (${draft.conversion === 'kick' ? 'kick' : 'two-point'})`
      : PLAY_LABELS[draft.type],
    range ? signed(clamp(draft.yards, range)) : null,
    draft.result && draft.result !== 'returned' && resultsOf(draft.type).includes(draft.result)
      ? RESULT_LABELS[draft.result].toLowerCase()
      : null,
    takesReturn(draft.type, draft.result) ? `returned ${signed(draft.returnYards)}` : null,
    team,
  ];
  return parts.filter(Boolean).join(', ');
}
