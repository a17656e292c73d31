import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

/** The page's visibility, which the ticker follows. */
let page: EventTarget & { hidden: boolean };
let ticker: typeof import('./ticker');

beforeEach(async () => {
  vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'] });
  page = Object.assign(new EventTarget(), { hidden: false });
  vi.stubGlobal('document', page);
  vi.resetModules();
  ticker = await import('./ticker');
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const showPage = (shown: boolean) => {
  page.hidden = !shown;
  page.dispatchEvent(new Event('visibilitychange'));
};

describe('the shared tick', () => {
  it('should tick 50 listeners on one interval, and stop it when the last leaves', () => {
    const setInterval = vi.spyOn(globalThis, 'setInterval');
    const clearInterval = vi.spyOn(globalThis, 'clearInterval');
    const calls = Array.from({ length: 50 }, () => 0);
    const leave = calls.map((_, i) => ticker.subscribeTick(() => calls[i]!++));

    vi.advanceTimersByTime(1000);
    expect(setInterval).toHaveBeenCalledTimes(1);
    expect(calls).toEqual(calls.map(() => 1000 / ticker.LIST_TICK_MS));

    for (const unsubscribe of leave) unsubscribe();
    expect(clearInterval).toHaveBeenCalledTimes(1);
    expect(ticker.isTicking()).toBe(false);
    vi.advanceTimersByTime(1000);
    expect(calls[0]).toBe(1000 / ticker.LIST_TICK_MS);
  });

  it('should stop while the page is hidden and tick at once when it shows again', () => {
    let calls = 0;
    ticker.subscribeTick(() => calls++);
    showPage(false);
    expect(ticker.isTicking()).toBe(false);
    vi.advanceTimersByTime(5000);
    expect(calls).toBe(0);

    showPage(true);
    expect(calls).toBe(1);
    vi.advanceTimersByTime(ticker.LIST_TICK_MS);
    expect(calls).toBe(2);
  });

  it("should give the last tick's time until the next, so a render reads one time", () => {
    ticker.subscribeTick(() => undefined);
    const at = ticker.tickTime();
    vi.advanceTimersByTime(ticker.LIST_TICK_MS - 1);
    expect(ticker.tickTime()).toBe(at);
    vi.advanceTimersByTime(1);
    expect(ticker.tickTime()).toBe(at + ticker.LIST_TICK_MS);
  });
});
