import type { CompetitionFrame } from '@touchline/domain';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { StreamHandlers } from '../live/matchStream';

/** The competition streams the embed opens, by id: the test plays their frames. */
const streams = new Map<number, StreamHandlers<CompetitionFrame>>();
const closed: number[] = [];
vi.mock('../live/matchStream', () => ({
  openCompetitionStream: (id: number, handlers: StreamHandlers<CompetitionFrame>) => {
    streams.set(id, handlers);
    return () => closed.push(id);
  },
}));

/** The page's visibility, which the embed follows. */
let page: EventTarget & { hidden: boolean };
let follow: typeof import('./follow');

beforeEach(async () => {
  vi.useFakeTimers();
  page = Object.assign(new EventTarget(), { hidden: false });
  vi.stubGlobal('document', page);
  streams.clear();
  closed.length = 0;
  follow = await import('./follow');
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const frame = (event: string) => ({ event, data: {} }) as unknown as CompetitionFrame;
const play = (id: number, event: string) => streams.get(id)!.onFrame(frame(event), 1);
const showPage = (shown: boolean) => {
  page.hidden = !shown;
  page.dispatchEvent(new Event('visibilitychange'));
};

describe('followCompetitions', () => {
  it('should reload once after a burst of messages, not for the first snapshot', () => {
    const reload = vi.fn();
    follow.followCompetitions([4, 9], reload);
    play(4, 'snapshot');
    vi.advanceTimersByTime(1_000);
    expect(reload).not.toHaveBeenCalled();

    play(4, 'event:add');
    play(9, 'match:update');
    vi.advanceTimersByTime(1_000);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('should not reload while the page is hidden, and reload once when it shows again', () => {
    const reload = vi.fn();
    follow.followCompetitions([4], reload);
    play(4, 'snapshot');
    showPage(false);
    play(4, 'event:add');
    play(4, 'event:add');
    vi.advanceTimersByTime(60_000);
    expect(reload).not.toHaveBeenCalled();

    showPage(true);
    vi.advanceTimersByTime(1_000);
    expect(reload).toHaveBeenCalledTimes(1);
    // Shown again with nothing missed: no reload.
    showPage(false);
    showPage(true);
    vi.advanceTimersByTime(1_000);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('should close its streams and stop listening to the page when stopped', () => {
    const reload = vi.fn();
    const stop = follow.followCompetitions([4, 9], reload);
    play(4, 'snapshot');
    showPage(false);
    play(4, 'event:add');
    stop();
    expect(closed).toEqual([4, 9]);
    showPage(true);
    vi.advanceTimersByTime(1_000);
    expect(reload).not.toHaveBeenCalled();
  });
});
