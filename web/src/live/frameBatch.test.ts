import { notifyManager } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { perAnimationFrame } from './frameBatch';

/** Animation frames the test runs by hand. */
let frames: Map<number, FrameRequestCallback>;
let page: { hidden: boolean };

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  frames = new Map();
  let next = 0;
  vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => {
    frames.set(++next, callback);
    return next;
  });
  vi.stubGlobal('cancelAnimationFrame', (id: number) => frames.delete(id));
  page = { hidden: false };
  vi.stubGlobal('document', page);
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const runFrame = () => {
  const due = [...frames.values()];
  frames.clear();
  for (const callback of due) callback(0);
};

describe('perAnimationFrame', () => {
  it("should apply a frame's messages together, in order, in one batch of notifications", () => {
    const batch = vi.spyOn(notifyManager, 'batch');
    const applied: number[] = [];
    const messages = perAnimationFrame((n: number) => applied.push(n));
    for (const n of [1, 2, 3]) messages.push(n);
    expect(applied).toEqual([]);
    expect(frames.size).toBe(1);

    runFrame();
    expect(applied).toEqual([1, 2, 3]);
    expect(batch).toHaveBeenCalledTimes(1);

    messages.push(4);
    runFrame();
    expect(applied).toEqual([1, 2, 3, 4]);
  });

  it('should apply them each second while the page is hidden, as it gets no frames', () => {
    page.hidden = true;
    const applied: number[] = [];
    const messages = perAnimationFrame((n: number) => applied.push(n));
    messages.push(1);
    messages.push(2);
    expect(frames.size).toBe(0);
    vi.advanceTimersByTime(999);
    expect(applied).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(applied).toEqual([1, 2]);
  });

  it('should drop what is queued once cancelled', () => {
    const applied: number[] = [];
    const messages = perAnimationFrame((n: number) => applied.push(n));
    messages.push(1);
    messages.cancel();
    runFrame();
    vi.advanceTimersByTime(2000);
    expect(applied).toEqual([]);
  });
});
