/**
 * A whole game replayed from its plays: the state after each, and its drives. The server keeps
 * the last state; the match centre and the box score read the drives.
 */
import { applyPlay, driveSeconds, type PlayLike, type PlayOutcome } from './machine';
import { type GameRules, gameClock, initialGameState } from './rules';
import type { Drive, GameState } from './schemas';

export interface GameReplay {
  /** The state after each play. */
  states: GameState[];
  outcomes: PlayOutcome[];
  /** Every drive, oldest first; the open one last (result null) unless the game is finished. */
  drives: Drive[];
  final: GameState;
}

/** Applies every play in order; throws naming the play's index when one is refused. */
export function replayGame(
  rules: GameRules,
  plays: readonly PlayLike[],
  options: { finished?: boolean } = {},
): GameReplay {
  const states: GameState[] = [];
  const outcomes: PlayOutcome[] = [];
  const drives: Drive[] = [];
  let state = initialGameState(rules);
  plays.forEach((play, index) => {
    const check = applyPlay(rules, state, play);
    if (!check.ok) throw new Error(`Play ${index} (${play.type}) refused: ${check.message}`);
    const drive = check.state.drive;
    const last = drives.at(-1);
    if (drive && last?.number === drive.number) drives[drives.length - 1] = drive;
    else if (drive) {
      // The drive before ended on the play before this one: its time runs to this snap.
      if (last && last.lastSeq === state.plays) {
        const until = gameClock(rules, play.period, play.min, play.sec);
        drives[drives.length - 1] = { ...last, seconds: driveSeconds(rules, last, until) };
      }
      drives.push(drive);
    }
    state = check.state;
    states.push(state);
    outcomes.push(check.outcome);
  });
  const last = drives.at(-1);
  if (options.finished && last && (last.result === null || last.lastSeq === state.plays)) {
    const end = driveSeconds(rules, last, state.period * rules.periodSeconds);
    drives[drives.length - 1] = { ...last, result: last.result ?? 'endOfGame', seconds: end };
  }
  return { states, outcomes, drives, final: state };
}
