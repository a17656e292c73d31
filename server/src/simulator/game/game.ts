/**
 * A whole game (or the rest of one) from the game model, each play applied by the domain's
 * machine, as the demo's import file and the tests need it.
 */
import {
  applyPlay,
  type GameRules,
  type GameState,
  initialGameState,
  type PlayOutcome,
  type PlayType,
} from '@touchline/domain';
import type { Rng } from '../../demo/random';
import { clockAfter, type GameClock, type ModelPlay, nextPlay } from './model';
import type { Roster } from './roster';

export interface PlayedGame<Id> {
  plays: ModelPlay<Id>[];
  /** The state after each play. */
  states: GameState[];
  /** What each play did (its score, if any). */
  outcomes: PlayOutcome[];
  final: GameState;
}

export interface GameStart {
  state: GameState;
  clock: GameClock;
  previous: PlayType | null;
}

/**
 * Plays from `from` (the opening kickoff by default) to the end of regulation. Throws when the
 * machine refuses a play: the model must only make plays the rules allow.
 */
export function playGame<Id>(
  rng: Rng,
  rules: GameRules,
  rosters: Record<'home' | 'away', Roster<Id>>,
  from?: GameStart,
): PlayedGame<Id> {
  let state = from?.state ?? initialGameState(rules);
  let clock: GameClock | null = from?.clock ?? { period: 1, elapsed: 0 };
  let previous = from?.previous ?? null;
  const plays: ModelPlay<Id>[] = [];
  const states: GameState[] = [];
  const outcomes: PlayOutcome[] = [];
  while (clock) {
    const { play, seconds } = nextPlay({ rng, rules, state, clock, previous, rosters });
    const { players: _players, ...fields } = play;
    const check = applyPlay(rules, state, fields);
    if (!check.ok)
      throw new Error(`play ${plays.length + 1} (${JSON.stringify(play)}) refused: ${check.message}`);
    state = check.state;
    plays.push(play);
    states.push(state);
    outcomes.push(check.outcome);
    previous = play.type;
    clock = clockAfter(rules, clock, seconds, state);
  }
  return { plays, states, outcomes, final: state };
}
