import {
  type LastWritten,
  type Outbox,
  type OutboxHalt,
  type QueuedAction,
  retryDelayMs,
  signsOut,
} from '@touchline/domain';
import { createStore, del, get } from 'idb-keyval';
import { useSyncExternalStore } from 'react';
import { sendWrite } from '../api/scoring';
import { NATIONAL_ID } from '../config';
import {
  adoptHalt,
  appendActions,
  claimNext,
  dropAction,
  liftHalt,
  readOutbox,
  type StoredOutbox,
  settleAction,
} from './outboxDb';

/**
 * The scorer's outbox on the device, shared by every tab of the app. Each action is saved in
 * IndexedDB as its own record (outboxDb.ts), and only once that is done can it be sent, so a
 * reload, an app restart or another tab loses nothing. One tab at a time sends (it holds a Web
 * Lock), in order, each action with its Idempotency-Key, so a retry after a lost answer is not
 * written twice. Every change is told to the other tabs (a BroadcastChannel), which read the
 * queue again. The rules are in domain/src/scoring/outbox.ts; this module saves, sends and
 * tells the screen.
 */

export interface OutboxView extends Outbox {
  /** The action that may be on the server with no answer yet: being sent, or its send failed. */
  inFlight: string | null;
  /** False until the saved queue has been read back after a load. */
  loaded: boolean;
  /** True once every action shown is saved on the device. */
  saved: boolean;
  /**
   * The last event or timeout the device wrote, by match: undo takes it back even before the
   * live stream has brought it to the screen (a timeout never shows as an event).
   */
  lastWritten: Record<number, LastWritten>;
  /** Events the device has deleted lately: undo never aims at them again. */
  removed: readonly number[];
  /** Plays the device has deleted lately, likewise. */
  removedPlays: readonly number[];
}

const NAME = `touchline-outbox-${NATIONAL_ID}`;
const listeners = new Set<() => void>();
let stored: StoredOutbox = { actions: [], halt: null, lastWritten: {}, removed: [], removedPlays: [] };
/** Actions this tab queued whose saving has not finished: shown, never sent until it has. */
let unsaved: QueuedAction[] = [];
let loaded = false;
let view: OutboxView = present();
let loading: Promise<void> | null = null;
let channel: BroadcastChannel | null = null;
let token: string | null = null;
let onSignedOut: (message: string) => void = () => {};
let pumping = false;
let pumpAgain = false;
let failures = 0;
let retryTimer: ReturnType<typeof setTimeout> | undefined;
let reads = 0;
/** Told of each action this tab sent, with the server's answer, before it leaves the queue. */
const sentListeners = new Set<(action: QueuedAction, data: unknown) => void>();

/**
 * Hears of each action this tab sends, with what the server answered, before the action leaves
 * the queue: the console puts a play in the match at once, so the game it shows never steps back
 * between the answer and the stream bringing the play. Answers a function that stops listening.
 */
export function onSent(listener: (action: QueuedAction, data: unknown) => void): () => void {
  sentListeners.add(listener);
  return () => sentListeners.delete(listener);
}

function present(): OutboxView {
  const saved = new Set(stored.actions.map((a) => a.key));
  const pending = unsaved.filter((a) => !saved.has(a.key));
  return {
    actions: [...stored.actions, ...pending],
    halt: stored.halt,
    inFlight: stored.actions.find((a) => a.sending)?.key ?? null,
    loaded,
    saved: pending.length === 0,
    lastWritten: stored.lastWritten,
    removed: stored.removed,
    removedPlays: stored.removedPlays,
  };
}

function show() {
  view = present();
  for (const listener of listeners) listener();
}

/** Reads the queue again; of reads that overlap, the last one started is shown. */
async function refresh() {
  const ticket = ++reads;
  try {
    const next = await readOutbox();
    if (ticket !== reads) return;
    stored = next;
    show();
  } catch (error) {
    console.error('The scorer queue could not be read', error);
  }
}

/** After this tab changed the queue: show it, and tell the other tabs. */
async function changed() {
  await refresh();
  channel?.postMessage('changed');
}

/** The queue earlier versions kept as one idb-keyval value, moved into the records once. */
async function takeOverEarlierQueue() {
  const store = createStore('touchline-scorer', 'outbox');
  const key = `outbox:${NATIONAL_ID}`;
  const earlier = await get<Outbox>(key, store);
  if (!earlier) return;
  // Another tab may move it too: appending passes over keys already there.
  await appendActions(earlier.actions);
  if (earlier.halt) await adoptHalt(earlier.halt);
  await del(key, store);
}

/** Reads the saved queue back (once per page), listens to the other tabs, then starts sending. */
export function loadOutbox(): Promise<void> {
  loading ??= (async () => {
    if (typeof BroadcastChannel !== 'undefined') {
      channel = new BroadcastChannel(NAME);
      // A tab that learns of actions to send asks to send them too: the lock lets it in once the
      // sender is done, or at once should the sender's tab close before it is.
      channel.onmessage = () =>
        void refresh().then(() => {
          if (stored.actions.length && !stored.halt) pump();
        });
    }
    await takeOverEarlierQueue().catch((error: unknown) =>
      console.error('The earlier scorer queue could not be moved', error),
    );
    await refresh();
    loaded = true;
    show();
    pump();
  })();
  return loading;
}

/**
 * The token the queue is sent with, and what to do when the server refuses it (401). A new
 * token lifts a stop at a refused token, so the queue goes on under it.
 */
export function sendWith(next: string | null, signedOut: (message: string) => void) {
  onSignedOut = signedOut;
  if (next === token) return;
  token = next;
  if (next) void lift((halt) => signsOut(halt), false);
  else pump();
}

function newKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/** Queues an action: it shows at once, and is sent once it is saved. */
export function queueAction(action: Omit<QueuedAction, 'key' | 'queuedAt'>) {
  const queued: QueuedAction = { ...action, key: newKey(), queuedAt: Date.now() };
  unsaved = [...unsaved, queued];
  show();
  void save(queued);
}

async function save(action: QueuedAction) {
  try {
    // IndexedDB runs this tab's writes in the order they began, so taps keep their order.
    await appendActions([action]);
  } catch (error) {
    // Left shown as not saved: sending it unsaved could lose it, unsent, in a reload.
    console.error('The scorer action could not be saved', error);
    return;
  }
  await changed();
  unsaved = unsaved.filter((a) => a !== action);
  show();
  pump();
}

/** Drops an action not sent yet; false when it may be on the server already, or has gone. */
export async function withdrawAction(key: string): Promise<boolean> {
  const dropped = await dropAction(key);
  if (dropped) await changed();
  return dropped;
}

async function lift(which: (halt: OutboxHalt) => boolean, drop: boolean) {
  await liftHalt(which, drop);
  await changed();
  pump();
}

/** The scorer drops the action the server refused (the one shown), and the queue goes on. */
export const discardRefused = (key: string) => void lift((halt) => halt.key === key, true);

/** The scorer sends the refused action (the one shown) again. */
export const retryRefused = (key: string) => void lift((halt) => halt.key === key, false);

/**
 * Runs `work` while no other tab of the app sends: under a Web Lock, waiting for it. Where
 * there are no Web Locks (an address that is not secure), each tab sends on its own; then the
 * Idempotency-Keys still keep an action sent twice from being written twice.
 */
function asTheOnlySender(work: () => Promise<void>): Promise<void> {
  if (!('locks' in navigator) || !navigator.locks) return work();
  // Typed as answering the callback's promise; it answers what that promise settles with.
  return navigator.locks.request(`${NAME}:sender`, work).then(() => undefined);
}

/** Sends what is due, in one tab at a time; asked again while it runs, it runs once more after. */
function pump() {
  if (!loaded) return;
  if (pumping) {
    pumpAgain = true;
    return;
  }
  pumping = true;
  pumpAgain = false;
  void asTheOnlySender(send)
    .catch((error: unknown) => console.error('The scorer queue could not be sent', error))
    .finally(() => {
      pumping = false;
      if (pumpAgain) pump();
    });
}

/** Sends the queue in order until it is empty, offline, or stopped at a refusal. */
async function send() {
  clearTimeout(retryTimer);
  // What other tabs queued or sent while this one waited for the lock.
  await refresh();
  while (token && navigator.onLine) {
    const next = await claimNext();
    if (!next) return;
    if (!next.sending) await changed();
    const outcome = await sendWrite(token, next);
    if (outcome.kind === 'sent') for (const listener of sentListeners) listener(next, outcome.data);
    await settleAction(next, outcome);
    if (outcome.kind === 'network') {
      failures++;
      retryTimer = setTimeout(pump, retryDelayMs(failures));
      return;
    }
    await changed();
    failures = 0;
    if (outcome.kind === 'refused' && signsOut(outcome)) onSignedOut(outcome.message);
  }
}

if (typeof window !== 'undefined')
  window.addEventListener('online', () => {
    failures = 0;
    pump();
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
