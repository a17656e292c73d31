import { applyPlay, type GameRules, replayGame } from '../gridiron';
import type { GameState, Play, PlayInput } from '../gridiron/schemas';
import type { QueuedAction } from './outbox';
import type { LastWritten } from './undo';

/**
 * The play-by-play console's rules over the outbox: the game as the device sees it (the plays
 * the server has, less those being deleted, and the plays still queued), and what 'Undo last
 * play' takes back. The state machine itself is domain/src/gridiron.
 */

/** A match's queued plays (POSTs), oldest first. */
export const queuedPlays = (actions: readonly QueuedAction[], matchId: number): QueuedAction[] =>
  actions.filter((a) => a.matchId === matchId && a.method === 'POST' && a.play !== undefined);

/** The plays that queued DELETEs take back. */
export const queuedPlayDeletes = (actions: readonly QueuedAction[]): number[] =>
  actions.flatMap((a) => (a.takesBack?.kind === 'play' ? [a.takesBack.id] : []));

export interface LocalGame {
  /** How the game stands after every play the server has and every play still queued. */
  state: GameState;
  /** The plays the server has that the game counts, oldest first. */
  known: Play[];
  /**
   * The first queued play the machine refuses from where the game stands: the server will
   * refuse it too, and the queue stops there. Plays after it are not counted.
   */
  refused: { action: QueuedAction; message: string } | null;
}

/**
 * The game as the device sees it. A queued play whose place (`play.seq`) the known plays already
 * fill is one the stream has brought back before its answer: it is counted once. The known plays
 * are replayed (a few hundred at most, well under a millisecond each); should the machine refuse
 * one (plays written under other rules), the server's own state is taken as it is.
 */
export function localGame(
  rules: GameRules,
  match: { plays: readonly Play[]; game: GameState | null },
  actions: readonly QueuedAction[],
  gone: ReadonlySet<number>,
  matchId: number,
): LocalGame {
  const known = match.plays.filter((p) => !gone.has(p._id));
  let state: GameState;
  try {
    state = replayGame(rules, known).final;
  } catch (error) {
    if (!match.game || known.length !== match.plays.length) throw error;
    state = match.game;
  }
  for (const action of queuedPlays(actions, matchId)) {
    if (action.play!.seq <= known.length) continue;
    const check = applyPlay(rules, state, action.body as PlayInput);
    if (!check.ok) return { state, known, refused: { action, message: check.message } };
    state = check.state;
  }
  return { state, known, refused: null };
}

/** What 'Undo last play' does. */
export type PlayUndoPlan =
  /** Drops a play not sent yet from the device. */
  | { kind: 'withdraw'; action: QueuedAction }
  /** Deletes the last play the server has (`play` when the match shows it already). */
  | { kind: 'delete'; id: number; play: Play | null };

export interface PlayUndoInput {
  matchId: number;
  /** The actions still queued. */
  queued: readonly QueuedAction[];
  /** The queued action that may already be on the server. */
  inFlight: string | null;
  /** The plays the match shows. */
  shown: readonly Play[];
  /** This device's last write to the match, once sent. */
  lastWritten: LastWritten | undefined;
  /** Plays this device has deleted or is about to. */
  gone: ReadonlySet<number>;
}

/**
 * What undo takes back, newest first: a play still on the device; else the newest play the match
 * shows or this device last recorded (the stream may not have brought it back yet; ids grow),
 * passing over those deleted or being deleted, so two taps take back two plays. Null when there is
 * none, and while the newest queued play waits for the server's answer: until its id is known, an
 * undo would aim at the one before it.
 */
export function planPlayUndo({
  matchId,
  queued,
  inFlight,
  shown,
  lastWritten,
  gone,
}: PlayUndoInput): PlayUndoPlan | null {
  const unsent = queuedPlays(queued, matchId).at(-1);
  if (unsent) return unsent.key === inFlight ? null : { kind: 'withdraw', action: unsent };
  const newest = shown.filter((p) => !gone.has(p._id)).sort((a, b) => b._id - a._id)[0] ?? null;
  const written = lastWritten?.kind === 'play' && !gone.has(lastWritten.id) ? lastWritten.id : null;
  if (written !== null && (!newest || written > newest._id))
    return { kind: 'delete', id: written, play: null };
  return newest ? { kind: 'delete', id: newest._id, play: newest } : null;
}
