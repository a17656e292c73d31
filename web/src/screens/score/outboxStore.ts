import {
  discardHalted,
  EMPTY_OUTBOX,
  enqueue,
  type LastWritten,
  lastUnsentEvent,
  nextToSend,
  type Outbox,
  type QueuedAction,
  queuedDeletes,
  retryDelayMs,
  retryHalted,
  settle,
  signsOut,
  withdraw,
  writtenAfter,
} from '@touchline/domain';
import { createStore, get, set } from 'idb-keyval';
import { useSyncExternalStore } from 'react';
import { sendWrite } from '../../api/scoring';
import { NATIONAL_ID } from '../../config';

/**
 * The scorer's outbox on the device (IndexedDB): every action is saved here before it is sent,
 * so a reload or an app restart loses nothing, then sent in order, one at a time, with its
 * Idempotency-Key, so a retry after a lost answer is not written twice. The rules are in
 * domain/src/scoring/outbox.ts; this module saves, sends and tells the screen.
 */

export interface OutboxView extends Outbox {
  /** The key of the action being sent now. */
  inFlight: string | null;
  /** False until the saved queue has been read back after a load. */
  loaded: boolean;
  /** True once the queue as shown is saved on the device. */
  saved: boolean;
  /**
   * The last event or timeout this device wrote, by match: undo takes it back even before the
   * live stream has brought it to the screen (a timeout never shows as an event).
   */
  lastWritten: Record<number, LastWritten>;
  /** Events this device has deleted since the page loaded: undo never aims at them again. */
  removed: readonly number[];
}

const store = createStore('touchline-scorer', 'outbox');
const KEY = `outbox:${NATIONAL_ID}`;
const listeners = new Set<() => void>();
let view: OutboxView = {
  ...EMPTY_OUTBOX,
  inFlight: null,
  loaded: false,
  saved: true,
  lastWritten: {},
  removed: [],
};
let token: string | null = null;
let onSignedOut: (message: string) => void = () => {};
let pumping = false;
let failures = 0;
let retryTimer: ReturnType<typeof setTimeout> | undefined;
let saving = Promise.resolve();

function publish(patch: Partial<OutboxView>) {
  view = { ...view, ...patch };
  for (const listener of listeners) listener();
}

/** Saves the queue, in order: each save waits for the one before, so the last one wins. */
function commit(next: Outbox) {
  publish({ actions: next.actions, halt: next.halt, saved: false });
  const snapshot: Outbox = { actions: next.actions, halt: next.halt };
  saving = saving
    .then(() => set(KEY, snapshot, store))
    .catch((error: unknown) => console.error('The scorer queue could not be saved', error))
    .then(() => {
      if (view.actions === snapshot.actions && view.halt === snapshot.halt) publish({ saved: true });
    });
}

const outbox = (): Outbox => ({ actions: view.actions, halt: view.halt });

/** Reads the saved queue back (once per page), then starts sending. */
export async function loadOutbox(): Promise<void> {
  if (view.loaded) return;
  const saved = await get<Outbox>(KEY, store).catch(() => undefined);
  publish({ actions: saved?.actions ?? [], halt: saved?.halt ?? null, loaded: true, saved: true });
  void pump();
}

/**
 * The token the queue is sent with, and what to do when the server refuses it (401). A new
 * token lifts a stop at a refused token, so the queue goes on under it.
 */
export function sendWith(next: string | null, signedOut: (message: string) => void) {
  onSignedOut = signedOut;
  if (next === token) return;
  token = next;
  if (next && view.halt && signsOut(view.halt)) commit(retryHalted(outbox()));
  void pump();
}

function newKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/** Queues an action (saved first) and sends what is due. */
export function queueAction(action: Omit<QueuedAction, 'key' | 'queuedAt'>) {
  commit(enqueue(outbox(), { ...action, key: newKey(), queuedAt: Date.now() }));
  void pump();
}

/** Takes back the last event not yet sent; false when every event has gone or is going. */
export function withdrawLastUnsent(): boolean {
  const last = lastUnsentEvent(outbox(), view.inFlight);
  if (!last) return false;
  commit(withdraw(outbox(), last.key, view.inFlight));
  return true;
}

/** The scorer drops the action the server refused, and the queue goes on. */
export function discardRefused() {
  commit(discardHalted(outbox()));
  void pump();
}

/** The scorer sends the refused action again. */
export function retryRefused() {
  commit(retryHalted(outbox()));
  void pump();
}

/** This device's last write to the action's match once it is sent (`writtenAfter`). */
function written(action: QueuedAction, eventId: number | undefined): Record<number, LastWritten> {
  const { [action.matchId]: last, ...others } = view.lastWritten;
  const after = writtenAfter(last, action, eventId);
  if (after === last) return view.lastWritten;
  return after ? { ...others, [action.matchId]: after } : others;
}

/** Sends the queue in order until it is empty, offline, or stopped at a refusal. */
async function pump(): Promise<void> {
  if (pumping || !view.loaded) return;
  pumping = true;
  clearTimeout(retryTimer);
  try {
    for (let next = nextToSend(outbox()); next && token && navigator.onLine; next = nextToSend(outbox())) {
      publish({ inFlight: next.key });
      const outcome = await sendWrite(token, next);
      const sent = outcome.kind === 'sent';
      publish({
        inFlight: null,
        lastWritten: sent ? written(next, outcome.eventId) : view.lastWritten,
        removed: sent ? [...view.removed, ...queuedDeletes([next])] : view.removed,
      });
      commit(settle(outbox(), next.key, outcome));
      if (outcome.kind === 'network') {
        failures++;
        retryTimer = setTimeout(() => void pump(), retryDelayMs(failures));
        break;
      }
      failures = 0;
      if (outcome.kind === 'refused' && signsOut(outcome)) onSignedOut(outcome.message);
    }
  } finally {
    pumping = false;
  }
}

if (typeof window !== 'undefined')
  window.addEventListener('online', () => {
    failures = 0;
    void pump();
  });

export function useOutbox(): OutboxView {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => view,
  );
}
