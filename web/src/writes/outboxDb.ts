import {
  type LastWritten,
  type OutboxHalt,
  type QueuedAction,
  queuedDeletes,
  queuedPlayDeletes,
  type SendOutcome,
  type Written,
  writtenAfter,
} from '@touchline/domain';
import { NATIONAL_ID } from '../config';

/**
 * The scorer's outbox in IndexedDB, shared by every tab of the app: one record per action, in
 * the order IndexedDB numbers them, and the queue's state beside them. Each change is one
 * transaction on the records it touches, never a rewrite of the whole queue, so two tabs never
 * overwrite each other; each function answers once its transaction has committed.
 */

/** An action as stored. */
export interface StoredAction extends QueuedAction {
  /** The queue's order across every tab, numbered by IndexedDB on append. */
  seq?: number;
  /**
   * Set when a send begins and kept until the answer: the server may have it, so it is never
   * dropped from the device, only taken back once sent.
   */
  sending?: true;
}

export interface StoredOutbox {
  /** Unsent actions, oldest first. */
  actions: StoredAction[];
  halt: OutboxHalt | null;
  /** The last event or timeout the device wrote, by match (`writtenAfter`). */
  lastWritten: Record<number, LastWritten>;
  /** The events the device deleted lately, so undo never aims at them again. */
  removed: number[];
  /** The plays the device deleted lately, likewise. */
  removedPlays: number[];
}

const ACTIONS = 'actions';
const STATE = 'state';
/** Enough for a match's worth of undos; older ones have long left the screen. */
const REMEMBER_REMOVED = 100;

const done = <T>(request: IDBRequest<T>) =>
  new Promise<T>((resolve, reject) => {
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error);
  });

/** One queue per national. */
const DATABASE = `touchline-outbox-${NATIONAL_ID}`;
let opening: Promise<IDBDatabase> | null = null;

function open(): Promise<IDBDatabase> {
  opening ??= new Promise<IDBDatabase>((resolve, reject) => {
    const request = indexedDB.open(DATABASE, 1);
    request.onupgradeneeded = () => {
      const db = request.result;
      db.createObjectStore(ACTIONS, { keyPath: 'seq', autoIncrement: true }).createIndex('key', 'key', {
        unique: true,
      });
      db.createObjectStore(STATE);
    };
    request.onsuccess = () => {
      const db = request.result;
      // A newer version elsewhere wants it: let go, and open again when next needed.
      db.onversionchange = () => {
        db.close();
        opening = null;
      };
      resolve(db);
    };
    request.onerror = () => reject(request.error);
  }).catch((error: unknown) => {
    opening = null;
    throw error;
  });
  return opening;
}

/**
 * Runs `work` in one transaction over both stores and answers its result once the transaction
 * has committed. An error aborts it, so nothing of it is written.
 */
async function transaction<T>(
  mode: IDBTransactionMode,
  work: (actions: IDBObjectStore, state: IDBObjectStore) => Promise<T>,
): Promise<T> {
  const tx = (await open()).transaction([ACTIONS, STATE], mode);
  const committed = new Promise<void>((resolve, reject) => {
    tx.oncomplete = () => resolve();
    tx.onabort = () => reject(tx.error ?? new DOMException('The transaction was aborted', 'AbortError'));
  });
  try {
    const result = await work(tx.objectStore(ACTIONS), tx.objectStore(STATE));
    await committed;
    return result;
  } catch (error) {
    committed.catch(() => {});
    try {
      tx.abort();
    } catch {
      // Already finished or aborted.
    }
    throw error;
  }
}

const byKey = (actions: IDBObjectStore, key: string) =>
  done(actions.index('key').get(key) as IDBRequest<StoredAction | undefined>);

/** The whole queue and its state, as one transaction saw them. */
export function readOutbox(): Promise<StoredOutbox> {
  return transaction('readonly', async (actions, state) => {
    const [all, halt, lastWritten, removed, removedPlays] = await Promise.all([
      done(actions.getAll() as IDBRequest<StoredAction[]>),
      done(state.get('halt') as IDBRequest<OutboxHalt | undefined>),
      done(state.get('lastWritten') as IDBRequest<Record<number, LastWritten> | undefined>),
      done(state.get('removed') as IDBRequest<number[] | undefined>),
      done(state.get('removedPlays') as IDBRequest<number[] | undefined>),
    ]);
    return {
      actions: all,
      halt: halt ?? null,
      lastWritten: lastWritten ?? {},
      removed: removed ?? [],
      removedPlays: removedPlays ?? [],
    };
  });
}

/** Adds actions at the end of the queue, passing over any already there (by key). */
export function appendActions(added: readonly QueuedAction[]): Promise<void> {
  return transaction('readwrite', async (actions) => {
    for (const action of added) if (!(await byKey(actions, action.key))) await done(actions.add(action));
  });
}

/** Drops an unsent action; false when it may be on the server already, or has left the queue. */
export function dropAction(key: string): Promise<boolean> {
  return transaction('readwrite', async (actions) => {
    const stored = await byKey(actions, key);
    if (!stored || stored.sending) return false;
    await done(actions.delete(stored.seq!));
    return true;
  });
}

/**
 * The action to send now, marked as being sent: the first, unless the queue has stopped at a
 * refusal. Marked in the same transaction, so no tab drops it from then on.
 */
export function claimNext(): Promise<StoredAction | null> {
  return transaction('readwrite', async (actions, state) => {
    if (await done(state.get('halt'))) return null;
    const cursor = await done(actions.openCursor());
    if (!cursor) return null;
    const first = cursor.value as StoredAction;
    if (!first.sending) await done(cursor.update({ ...first, sending: true }));
    return first;
  });
}

/**
 * What the answer to a sent action does: sent, it leaves the queue and becomes the device's
 * last write to its match; refused, the queue stops at it; a network failure keeps it first.
 */
export function settleAction(action: StoredAction, outcome: SendOutcome & Written) {
  if (outcome.kind === 'network') return Promise.resolve();
  return transaction('readwrite', async (actions, state) => {
    const stored = await byKey(actions, action.key);
    if (!stored) return;
    if (outcome.kind === 'refused') {
      const { status, code, message } = outcome;
      await done(state.put({ key: action.key, status, code, message } satisfies OutboxHalt, 'halt'));
      return;
    }
    await done(actions.delete(stored.seq!));
    const written = ((await done(state.get('lastWritten'))) ?? {}) as Record<number, LastWritten>;
    const { [action.matchId]: last, ...others } = written;
    const after = writtenAfter(last, action, outcome);
    await done(state.put(after ? { ...others, [action.matchId]: after } : others, 'lastWritten'));
    const deleted = queuedDeletes([action]);
    if (deleted.length) {
      const removed = ((await done(state.get('removed'))) ?? []) as number[];
      await done(state.put([...removed, ...deleted].slice(-REMEMBER_REMOVED), 'removed'));
    }
    const deletedPlays = queuedPlayDeletes([action]);
    if (deletedPlays.length) {
      const removed = ((await done(state.get('removedPlays'))) ?? []) as number[];
      await done(state.put([...removed, ...deletedPlays].slice(-REMEMBER_REMOVED), 'removedPlays'));
    }
  });
}

/** Lifts a stop at a refusal, if `which` says so; `drop` also drops the refused action. */
export function liftHalt(which: (halt: OutboxHalt) => boolean, drop: boolean): Promise<void> {
  return transaction('readwrite', async (actions, state) => {
    const halt = (await done(state.get('halt'))) as OutboxHalt | undefined;
    if (!halt || !which(halt)) return;
    if (drop) {
      const stored = await byKey(actions, halt.key);
      if (stored) await done(actions.delete(stored.seq!));
    }
    await done(state.delete('halt'));
  });
}

/** Takes a stop at a refusal over from a queue saved before (only where none is set). */
export function adoptHalt(halt: OutboxHalt): Promise<void> {
  return transaction('readwrite', async (_, state) => {
    if (!(await done(state.get('halt')))) await done(state.put(halt, 'halt'));
  });
}
