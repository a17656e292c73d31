import { describe, expect, it } from 'vitest';
import type { QueuedAction } from './outbox';
import {
  eventPath,
  planUndo,
  queuedDeletes,
  takeBackAction,
  timeoutPath,
  timeoutTaken,
  timeoutTakenBack,
  type UndoCandidate,
  undoTarget,
  writtenAfter,
} from './undo';

const event = (id: number): UndoCandidate => ({ _id: id, name: `event ${id}`, isHomeTeam: true });
const action = (method: QueuedAction['method'], path: string, body?: unknown): QueuedAction => ({
  key: path,
  matchId: 7,
  method,
  path,
  ...(body === undefined ? {} : { body }),
  label: '',
  queuedAt: 0,
});
const timeout = (team: 'homeTeam' | 'awayTeam') => action('POST', timeoutPath(7), { team });
const takeBack = (team: 'homeTeam' | 'awayTeam') => ({
  ...action('DELETE', ''),
  ...takeBackAction(7, { kind: 'timeout', team }),
});
const deleteEvent = (id: number) => ({
  ...action('DELETE', ''),
  ...takeBackAction(7, { kind: 'event', id }),
});
const score = action('POST', '/live/matches/7/scorings', { type: 1 });

describe('undoTarget', () => {
  it('should take back the newest event shown', () => {
    expect(undoTarget([event(3), event(9), event(5)], undefined, new Set())?._id).toBe(9);
  });

  it('should take back the event this device just wrote before the stream shows it', () => {
    expect(undoTarget([event(3), event(9)], 12, new Set())).toMatchObject({ _id: 12, isHomeTeam: null });
    expect(undoTarget([event(3), event(12)], 12, new Set())).toEqual(event(12));
  });

  it('should pass over events deleted or being deleted, so two taps take back two events', () => {
    expect(undoTarget([event(3), event(9)], 9, new Set([9]))?._id).toBe(3);
    expect(undoTarget([event(3)], undefined, new Set([3]))).toBeNull();
    expect(undoTarget([], undefined, new Set())).toBeNull();
  });
});

describe('queuedDeletes', () => {
  it('should name the events that queued deletes take back, and nothing else', () => {
    expect(queuedDeletes([deleteEvent(41), score, takeBack('homeTeam'), deleteEvent(43)])).toEqual([41, 43]);
  });

  it('should read the event from the action, never from its path', () => {
    // A DELETE with no target kept, as a queue saved before targets were: nothing to name.
    expect(queuedDeletes([action('DELETE', '/live/matches/7/events/41')])).toEqual([]);
  });
});

describe('takeBackAction', () => {
  it('should build the DELETE from its target and keep the target', () => {
    expect(takeBackAction(7, { kind: 'event', id: 41 })).toEqual({
      matchId: 7,
      method: 'DELETE',
      path: eventPath(7, 41),
      takesBack: { kind: 'event', id: 41 },
    });
    expect(takeBackAction(7, { kind: 'timeout', team: 'awayTeam' }).path).toBe(timeoutPath(7, 'awayTeam'));
  });
});

describe('timeouts taken and taken back', () => {
  it('should read the side of a queued timeout and of its take-back, and nothing else', () => {
    expect([timeoutTaken(timeout('awayTeam')), timeoutTakenBack(takeBack('homeTeam'))]).toEqual([
      'awayTeam',
      'homeTeam',
    ]);
    for (const other of [score, takeBack('awayTeam'), action('POST', timeoutPath(7), { team: 'x' })])
      expect(timeoutTaken(other)).toBeNull();
    for (const other of [timeout('homeTeam'), deleteEvent(4), action('DELETE', timeoutPath(7, 'homeTeam'))])
      expect(timeoutTakenBack(other)).toBeNull();
  });
});

describe('writtenAfter', () => {
  it('should remember the event or the timeout this device sent last', () => {
    expect(writtenAfter(undefined, score, { eventId: 12 })).toEqual({ kind: 'event', id: 12 });
    expect(writtenAfter({ kind: 'event', id: 12 }, timeout('awayTeam'), {})).toEqual({
      kind: 'timeout',
      team: 'awayTeam',
    });
    expect(writtenAfter({ kind: 'timeout', team: 'homeTeam' }, score, { eventId: 13 })).toEqual({
      kind: 'event',
      id: 13,
    });
  });

  it('should forget it once it is taken back, and keep it through anything else', () => {
    const last = { kind: 'timeout', team: 'homeTeam' } as const;
    expect(writtenAfter(last, takeBack('homeTeam'), {})).toBeUndefined();
    expect(writtenAfter(last, takeBack('awayTeam'), {})).toBe(last);
    expect(writtenAfter(last, action('POST', '/live/matches/7/timer/start'), {})).toBe(last);
    const event = { kind: 'event', id: 41 } as const;
    expect(writtenAfter(event, deleteEvent(41), {})).toBeUndefined();
    expect(writtenAfter(event, deleteEvent(40), {})).toBe(event);
  });
});

describe('planUndo', () => {
  const none = {
    unsent: null,
    lastWritten: undefined,
    shown: [],
    gone: new Set<number>(),
    queued: [],
    inFlight: null,
  };

  it('should drop an action still on the device before anything the server has', () => {
    const unsent = { ...timeout('homeTeam'), isEvent: true };
    expect(planUndo({ ...none, unsent, lastWritten: { kind: 'event', id: 9 }, shown: [event(9)] })).toEqual({
      kind: 'withdraw',
      action: unsent,
    });
  });

  it('should give back the timeout this device took last, once', () => {
    const lastWritten = { kind: 'timeout', team: 'awayTeam' } as const;
    expect(planUndo({ ...none, lastWritten, shown: [event(9)] })).toEqual({
      kind: 'timeout',
      team: 'awayTeam',
    });
    // Its take-back is queued (offline): the next undo goes to the newest event.
    expect(planUndo({ ...none, lastWritten, shown: [event(9)], queued: [takeBack('awayTeam')] })).toEqual({
      kind: 'event',
      event: event(9),
    });
  });

  it('should take back the event undoTarget picks otherwise, and nothing when there is none', () => {
    expect(planUndo({ ...none, lastWritten: { kind: 'event', id: 12 }, shown: [event(9)] })).toEqual({
      kind: 'event',
      event: { _id: 12, name: 'the event just sent', isHomeTeam: null },
    });
    expect(planUndo(none)).toBeNull();
  });

  it('should wait while the newest queued event may be on the server with no answer yet', () => {
    const sending = { ...score, key: 'k1', isEvent: true };
    const shown = [event(9)];
    expect(planUndo({ ...none, shown, queued: [sending], inFlight: 'k1' })).toBeNull();
    // Anything else in flight does not hold undo back.
    const clock = action('POST', '/live/matches/7/timer/start');
    expect(planUndo({ ...none, shown, queued: [clock], inFlight: clock.key })).toEqual({
      kind: 'event',
      event: event(9),
    });
  });
});
