import type { QueuedAction } from './outbox';

/** An event undo may take back, as the console knows it. */
export interface UndoCandidate {
  _id: number;
  name: string;
  isHomeTeam: boolean | null;
}

/** The event ids a queued DELETE takes back. */
export function queuedDeletes(actions: readonly QueuedAction[]): number[] {
  return actions.flatMap((a) => {
    const id = a.method === 'DELETE' ? /\/events\/(\d+)$/.exec(a.path)?.[1] : undefined;
    return id === undefined ? [] : [Number(id)];
  });
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
