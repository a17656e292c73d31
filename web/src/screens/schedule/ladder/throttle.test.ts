import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { throttle } from './throttle';

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
});

describe('throttle', () => {
  it('should call at once, then once at the end of a burst, never twice within the period', () => {
    const run = vi.fn();
    const refetch = throttle(run, 500);
    refetch();
    expect(run).toHaveBeenCalledTimes(1);
    for (let i = 0; i < 10; i++) {
      vi.advanceTimersByTime(40);
      refetch();
    }
    expect(run).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(100);
    expect(run).toHaveBeenCalledTimes(2);
    vi.advanceTimersByTime(1_000);
    expect(run).toHaveBeenCalledTimes(2);
  });

  it('should call at once again when the period has passed since the last call', () => {
    const run = vi.fn();
    const refetch = throttle(run, 500);
    refetch();
    vi.advanceTimersByTime(600);
    refetch();
    expect(run).toHaveBeenCalledTimes(2);
  });

  it('should hold at most two calls a second under a steady stream of requests', () => {
    const run = vi.fn();
    const refetch = throttle(run, 500);
    for (let ms = 0; ms < 10_000; ms += 25) {
      refetch();
      vi.advanceTimersByTime(25);
    }
    expect(run.mock.calls.length).toBeLessThanOrEqual(21);
    expect(run.mock.calls.length).toBeGreaterThanOrEqual(19);
  });

  it('should drop the waiting call once cancelled', () => {
    const run = vi.fn();
    const refetch = throttle(run, 500);
    refetch();
    refetch();
    refetch.cancel();
    vi.advanceTimersByTime(1_000);
    expect(run).toHaveBeenCalledTimes(1);
  });
});
