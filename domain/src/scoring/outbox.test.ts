import { describe, expect, it } from 'vitest';
import {
  discardHalted,
  EMPTY_OUTBOX,
  enqueue,
  lastUnsentEvent,
  nextToSend,
  type Outbox,
  outcomeOf,
  type QueuedAction,
  retryDelayMs,
  retryHalted,
  settle,
  signsOut,
  withdraw,
} from './outbox';

const action = (key: string, isEvent = true): QueuedAction => ({
  key,
  matchId: 50,
  method: 'POST',
  path: '/live/matches/50/scorings',
  body: { type: 1 },
  label: `action ${key}`,
  queuedAt: 0,
  isEvent,
});
const queued = (...keys: string[]): Outbox => keys.reduce((o, k) => enqueue(o, action(k)), EMPTY_OUTBOX);
const keys = (o: Outbox) => o.actions.map((a) => a.key);

/** Plays a sequence of outcomes against the queue, as the sender would: always the first action. */
function drain(outbox: Outbox, outcomes: ReturnType<typeof outcomeOf>[]) {
  const sent: string[] = [];
  let current = outbox;
  for (const outcome of outcomes) {
    const next = nextToSend(current);
    if (!next) break;
    if (outcome.kind === 'sent') sent.push(next.key);
    current = settle(current, next.key, outcome);
  }
  return { sent, outbox: current };
}

describe('the scorer outbox', () => {
  it('should send actions in the order the scorer took them, one at a time', () => {
    const { sent, outbox } = drain(queued('a', 'b', 'c'), [
      outcomeOf(200, null, ''),
      outcomeOf(200, null, ''),
      outcomeOf(200, null, ''),
    ]);
    expect(sent).toEqual(['a', 'b', 'c']);
    expect(outbox.actions).toEqual([]);
  });

  it('should keep an action first after a network failure, so it goes again with the same key', () => {
    const network = { kind: 'network' } as const;
    const { sent, outbox } = drain(queued('a', 'b'), [
      network,
      network,
      outcomeOf(503, null, ''),
      outcomeOf(201, null, ''),
    ]);
    expect(sent).toEqual(['a']);
    expect(keys(outbox)).toEqual(['b']);
    expect(nextToSend(outbox)?.key).toBe('b');
  });

  it('should retry after a timeout, a rate limit or a 5xx, and stop at any other refusal', () => {
    for (const status of [408, 429, 500, 502, 503, 504])
      expect(outcomeOf(status, null, '').kind).toBe('network');
    for (const status of [400, 401, 403, 404, 409, 422])
      expect(outcomeOf(status, 'X', 'no')).toEqual({ kind: 'refused', status, code: 'X', message: 'no' });
  });

  it('should stop at a conflict, hold the rest, and show why until the scorer decides', () => {
    const conflict = outcomeOf(409, 'CONFLICT', 'The match is final');
    const { sent, outbox } = drain(queued('a', 'b', 'c'), [outcomeOf(200, null, ''), conflict]);
    expect(sent).toEqual(['a']);
    expect(keys(outbox)).toEqual(['b', 'c']);
    expect(outbox.halt).toEqual({ key: 'b', status: 409, code: 'CONFLICT', message: 'The match is final' });
    expect(nextToSend(outbox)).toBeNull();
    const discarded = discardHalted(outbox);
    expect(keys(discarded)).toEqual(['c']);
    expect(nextToSend(discarded)?.key).toBe('c');
    const retried = retryHalted(outbox);
    expect(nextToSend(retried)?.key).toBe('b');
  });

  it('should sign the scorer out on a 401, and not on a lost scope or a conflict', () => {
    expect(signsOut({ status: 401 })).toBe(true);
    expect(signsOut({ status: 403 })).toBe(false);
    expect(signsOut({ status: 409 })).toBe(false);
  });

  it('should ignore an outcome for an action that is no longer first', () => {
    const outbox = queued('a', 'b');
    expect(settle(outbox, 'b', outcomeOf(200, null, ''))).toBe(outbox);
  });

  it('should take back the last unsent event, but never the one being sent', () => {
    const outbox = enqueue(queued('a', 'b'), action('clock', false));
    expect(lastUnsentEvent(outbox, null)?.key).toBe('b');
    expect(keys(withdraw(outbox, 'b', 'a'))).toEqual(['a', 'clock']);
    expect(lastUnsentEvent(queued('a'), 'a')).toBeNull();
    expect(keys(withdraw(queued('a'), 'a', 'a'))).toEqual(['a']);
    expect(lastUnsentEvent(EMPTY_OUTBOX, null)).toBeNull();
  });

  it('should deliver every action exactly once whatever the failures between them', () => {
    // Every pattern of up to 3 failures before each of 4 actions.
    for (let pattern = 0; pattern < 4 ** 4; pattern++) {
      const outcomes: ReturnType<typeof outcomeOf>[] = [];
      for (let i = 0; i < 4; i++) {
        const failures = Math.floor(pattern / 4 ** i) % 4;
        for (let f = 0; f < failures; f++) outcomes.push({ kind: 'network' });
        outcomes.push(outcomeOf(200, null, ''));
      }
      const { sent, outbox } = drain(queued('a', 'b', 'c', 'd'), outcomes);
      expect(sent).toEqual(['a', 'b', 'c', 'd']);
      expect(outbox.actions).toEqual([]);
    }
  });

  it('should wait longer after each failure, up to 15 s', () => {
    expect([1, 2, 3, 4, 5, 9].map(retryDelayMs)).toEqual([1000, 2000, 4000, 8000, 15_000, 15_000]);
  });
});
