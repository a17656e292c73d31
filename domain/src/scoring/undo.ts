import type { TeamSide } from '../schemas/values';
import type { QueuedAction } from './outbox';

/** An event undo may take back, as the console knows it. */
export interface UndoCandidate {
  _id: number;
  name: string;
  isHomeTeam: boolean | null;
}

/** The event ids the queued undos take back. */
export function queuedDeletes(actions: readonly QueuedAction[]): number[] {
  return actions.flatMap((a) => (a.takesBack?.kind === 'event' ? [a.takesBack.id] : []));
}

/**
 * The event that 'Undo last event' deletes: the newest the match shows or this device last wrote
 * (the live stream may not have brought it back yet; ids grow, so the larger is the later),
 * passing over any this device has deleted or is about to, so two taps never delete one event
 * twice, nor a stale screen the wrong one. Null when there is none.
 */
export function undoTarget(
  shown: readonly UndoCandidate[],
  lastWritten: number | undefined,
  gone: ReadonlySet<number>,
): UndoCandidate | null {
  const newestShown = [...shown].filter((e) => !gone.has(e._id)).sort((a, b) => b._id - a._id)[0] ?? null;
  if (lastWritten !== undefined && !gone.has(lastWritten) && (!newestShown || lastWritten > newestShown._id))
    return { _id: lastWritten, name: 'the event just sent', isHomeTeam: null };
  return newestShown;
}

/** What this device last wrote to a match that undo may take back: an event, a timeout, or a play. */
export type LastWritten =
  | { kind: 'event'; id: number }
  | { kind: 'timeout'; team: TeamSide }
  | { kind: 'play'; id: number };

/** The path a timeout is taken with (POST), and taken back with (DELETE). */
export const timeoutPath = (matchId: number, team?: TeamSide) =>
  `/live/matches/${matchId}/timeouts${team ? `/${team}` : ''}`;

const SIDES: readonly string[] = ['homeTeam', 'awayTeam'];
const sideOf = (value: unknown): TeamSide | null =>
  typeof value === 'string' && SIDES.includes(value) ? (value as TeamSide) : null;

/** The side a queued action takes a timeout for; null for any other action. */
export function timeoutTaken(action: QueuedAction): TeamSide | null {
  if (action.method !== 'POST' || !/\/timeouts$/.test(action.path)) return null;
  return sideOf((action.body as { team?: unknown } | undefined)?.team);
}

/** The side a queued action takes a timeout back from; null for any other action. */
export function timeoutTakenBack(action: QueuedAction): TeamSide | null {
  return action.takesBack?.kind === 'timeout' ? action.takesBack.team : null;
}

/** The path an event is deleted with. */
export const eventPath = (matchId: number, eventId: number) => `/live/matches/${matchId}/events/${eventId}`;

/** The path a play is recorded with (POST), and, with its id, deleted with. */
export const playPath = (matchId: number, playId?: number) =>
  `/live/matches/${matchId}/plays${playId === undefined ? '' : `/${playId}`}`;

const targetPath = (matchId: number, target: LastWritten) => {
  switch (target.kind) {
    case 'event':
      return eventPath(matchId, target.id);
    case 'timeout':
      return timeoutPath(matchId, target.team);
    case 'play':
      return playPath(matchId, target.id);
  }
};

/**
 * The DELETE that takes back `target` of a match: the event, the side's timeout, or the play.
 * The path is built from the target, which the action keeps as `takesBack`.
 */
export function takeBackAction(
  matchId: number,
  target: LastWritten,
): Pick<QueuedAction, 'matchId' | 'method' | 'path' | 'takesBack'> {
  return { matchId, method: 'DELETE', path: targetPath(matchId, target), takesBack: target };
}

/** What a sent write answered with: the event it recorded, or the play. */
export interface Written {
  eventId?: number;
  playId?: number;
}

/**
 * The device's last write to the action's match once the action is sent: the event it wrote,
 * the play it recorded, or the timeout it took; none once that is taken back; otherwise what
 * it was.
 */
export function writtenAfter(
  last: LastWritten | undefined,
  action: QueuedAction,
  { eventId, playId }: Written,
): LastWritten | undefined {
  if (eventId !== undefined) return { kind: 'event', id: eventId };
  if (playId !== undefined) return { kind: 'play', id: playId };
  const team = timeoutTaken(action);
  if (team) return { kind: 'timeout', team };
  if (last?.kind === 'event' && queuedDeletes([action]).includes(last.id)) return undefined;
  if (last?.kind === 'play' && action.takesBack?.kind === 'play' && action.takesBack.id === last.id)
    return undefined;
  if (last?.kind === 'timeout' && timeoutTakenBack(action) === last.team) return undefined;
  return last;
}

/** What 'Undo last event' does. */
export type UndoPlan =
  /** Drops an action not sent yet from the device. */
  | { kind: 'withdraw'; action: QueuedAction }
  /** Deletes an event the server has. */
  | { kind: 'event'; event: UndoCandidate }
  /** Gives a side back the timeout this device took for it. */
  | { kind: 'timeout'; team: TeamSide };

export interface UndoInput {
  /** The last event or timeout still on the device that may be dropped (`lastUnsentEvent`). */
  unsent: QueuedAction | null;
  /** This device's last write to the match, once sent. */
  lastWritten: LastWritten | undefined;
  /** The events the match shows. */
  shown: readonly UndoCandidate[];
  /** Events this device has deleted or is about to. */
  gone: ReadonlySet<number>;
  /** The actions still queued, among which a take-back of a timeout may wait. */
  queued: readonly QueuedAction[];
  /** The queued action that may already be on the server (being sent, or sent with no answer). */
  inFlight: string | null;
}

/**
 * What undo takes back, newest first: an action still on the device; else the timeout this
 * device took last, unless its take-back is already queued; else the event `undoTarget` picks.
 * Null when there is nothing, and while the newest queued event waits for the server's answer:
 * until its id is known, an undo would take back the one before it.
 */
export function planUndo({ unsent, lastWritten, shown, gone, queued, inFlight }: UndoInput): UndoPlan | null {
  if (unsent) return { kind: 'withdraw', action: unsent };
  if (inFlight !== null && queued.findLast((a) => a.isEvent)?.key === inFlight) return null;
  if (lastWritten?.kind === 'timeout' && !queued.some((a) => timeoutTakenBack(a) === lastWritten.team))
    return { kind: 'timeout', team: lastWritten.team };
  const event = undoTarget(shown, lastWritten?.kind === 'event' ? lastWritten.id : undefined, gone);
  return event ? { kind: 'event', event } : null;
}
