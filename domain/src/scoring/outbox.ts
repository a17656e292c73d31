/**
 * The scorer's outbox: every action a scorer takes is queued on the device with its
 * Idempotency-Key and sent in order, one at a time. These are its rules, with no I/O: what a
 * send's outcome does to the queue, so a dropped connection retries the same key (the server
 * writes it once) and a refusal stops the queue where it is, shown to the scorer.
 */

import type { LastWritten } from './undo';

/** A write as the console sends it: the API path under the prefix, with its body. */
export interface QueuedAction {
  /** The Idempotency-Key: a retry of this action is answered by the first write, not repeated. */
  key: string;
  matchId: number;
  method: 'POST' | 'PUT' | 'DELETE';
  path: string;
  body?: unknown;
  /** What the scorer did, in their words: 'Touchdown, home'. */
  label: string;
  /** Epoch ms when the scorer acted. */
  queuedAt: number;
  /**
   * Set for what undo takes back (a scoring or movement event, or a timeout): an unsent one is
   * dropped from the device without a DELETE.
   */
  isEvent?: boolean;
  /**
   * Set on an undo's DELETE: the event it deletes, or the side it gives a timeout back to, as
   * the scorer confirmed it. Kept as data, so nothing reads it back out of the path.
   */
  takesBack?: LastWritten;
  /**
   * Set on a play (a POST of `playPath`): its place in the match as this device counted it when
   * queued, so the console's game counts it once, whether the stream has brought it back or not.
   */
  play?: { seq: number };
}

/** Why the queue stopped: the server refused its first action. */
export interface OutboxHalt {
  key: string;
  status: number;
  code: string | null;
  message: string;
}

export interface Outbox {
  /** Unsent actions, oldest first; the first is the one being sent. */
  actions: QueuedAction[];
  /** Set when the server refused the first action; nothing is sent until the scorer decides. */
  halt: OutboxHalt | null;
}

export const EMPTY_OUTBOX: Outbox = { actions: [], halt: null };

/** What came of sending the first action. */
export type SendOutcome =
  | { kind: 'sent' }
  /** No answer (offline, dropped) or one worth retrying (408, 429, 5xx): the same key goes again. */
  | { kind: 'network' }
  | { kind: 'refused'; status: number; code: string | null; message: string };

/** Answers after which the same request, with the same key, may well succeed. */
const RETRY_STATUSES = new Set([408, 425, 429, 500, 502, 503, 504]);

/** Sorts an HTTP answer into an outcome: 2xx sent, a passing trouble retried, the rest refused. */
export function outcomeOf(status: number, code: string | null, message: string): SendOutcome {
  if (status >= 200 && status < 300) return { kind: 'sent' };
  if (RETRY_STATUSES.has(status)) return { kind: 'network' };
  return { kind: 'refused', status, code, message };
}

/** Whether a refusal means the token no longer works here: the scorer is signed out. */
export const signsOut = (halt: Pick<OutboxHalt, 'status'>) => halt.status === 401;

/** Adds an action at the end. */
export function enqueue(outbox: Outbox, action: QueuedAction): Outbox {
  return { ...outbox, actions: [...outbox.actions, action] };
}

/** The action to send now: the first, unless the queue has stopped at a refusal. */
export function nextToSend(outbox: Outbox): QueuedAction | null {
  return outbox.halt ? null : (outbox.actions[0] ?? null);
}

/**
 * Applies the outcome of sending `key`. A sent action leaves the queue; a network failure keeps
 * it first, to be sent again with the same key; a refusal keeps it and stops the queue. An
 * outcome for an action no longer first (taken back meanwhile) changes nothing.
 */
export function settle(outbox: Outbox, key: string, outcome: SendOutcome): Outbox {
  if (outbox.actions[0]?.key !== key) return outbox;
  switch (outcome.kind) {
    case 'sent':
      return { ...outbox, actions: outbox.actions.slice(1) };
    case 'network':
      return outbox;
    case 'refused':
      return {
        ...outbox,
        halt: { key, status: outcome.status, code: outcome.code, message: outcome.message },
      };
  }
}

/** The scorer drops the refused action; the queue goes on with the next. */
export function discardHalted(outbox: Outbox): Outbox {
  if (!outbox.halt) return outbox;
  const key = outbox.halt.key;
  return { actions: outbox.actions.filter((a) => a.key !== key), halt: null };
}

/** The scorer tries the refused action again (say, after the match was reopened). */
export const retryHalted = (outbox: Outbox): Outbox => ({ ...outbox, halt: null });

/**
 * The last unsent event that may be taken back without the server: not the first action while it
 * is being sent, since it may already have been written. Null when there is none.
 */
export function lastUnsentEvent(outbox: Outbox, inFlight: string | null): QueuedAction | null {
  for (let i = outbox.actions.length - 1; i >= 0; i--) {
    const action = outbox.actions[i]!;
    if (!action.isEvent) continue;
    if (action.key === inFlight) return null;
    return action;
  }
  return null;
}

/** Removes an unsent action, as long as it is not the one being sent. */
export function withdraw(outbox: Outbox, key: string, inFlight: string | null): Outbox {
  if (key === inFlight) return outbox;
  return { ...outbox, actions: outbox.actions.filter((a) => a.key !== key) };
}

/** How long to wait before sending again after the `attempt`th network failure: 1 s doubling to 15 s. */
export const retryDelayMs = (attempt: number) => Math.min(15_000, 1000 * 2 ** Math.max(0, attempt - 1));
