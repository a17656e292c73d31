import { describe, expect, it } from 'vitest';
import type { QueuedAction } from './outbox';
import { queuedDeletes, type UndoCandidate, undoTarget } from './undo';

const event = (id: number): UndoCandidate => ({ _id: id, name: `event ${id}`, isHomeTeam: true });
const action = (method: QueuedAction['method'], path: string): QueuedAction => ({
  key: path,
  matchId: 7,
  method,
  path,
  label: '',
  queuedAt: 0,
});

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
    expect(
      queuedDeletes([
        action('DELETE', '/live/matches/7/events/41'),
        action('POST', '/live/matches/7/scorings'),
        action('DELETE', '/live/matches/7/events/43'),
      ]),
    ).toEqual([41, 43]);
  });
});
