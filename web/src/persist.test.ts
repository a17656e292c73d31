import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

/** What the app writes to IndexedDB, by key: the dehydrated cache. */
const stored = vi.hoisted(() => new Map<string, unknown>());
vi.mock('idb-keyval', () => ({
  get: async (key: string) => stored.get(key),
  set: vi.fn(async (key: string, value: unknown) => void stored.set(key, value)),
  del: async (key: string) => void stored.delete(key),
}));

const { set } = await import('idb-keyval');
const { restoreQueries, SAVE_EVERY_MS, saveQueries } = await import('./persist');

let page: EventTarget & { visibilityState: string };

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
  page = Object.assign(new EventTarget(), { visibilityState: 'visible' });
  vi.stubGlobal('document', page);
  // No requestIdleCallback here: a save runs when its time comes.
  vi.stubGlobal('window', {});
  stored.clear();
  vi.mocked(set).mockClear();
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const live = (client: QueryClient, score: number) => client.setQueryData(['matches', 'detail', 7], { score });

describe('saving the query cache', () => {
  it('should save at most once every 5 s however many live messages change it', async () => {
    const client = new QueryClient();
    const stop = saveQueries(client);
    for (let i = 0; i < 100; i++) {
      live(client, i);
      await vi.advanceTimersByTimeAsync(100);
    }
    // 10 s of a message every 100 ms: the first change is saved at once, then one save per 5 s.
    expect(vi.mocked(set).mock.calls.length).toBeGreaterThanOrEqual(2);
    expect(vi.mocked(set).mock.calls.length).toBeLessThanOrEqual(1 + 10_000 / SAVE_EVERY_MS);
    await vi.advanceTimersByTimeAsync(SAVE_EVERY_MS);
    stop();

    // The last save holds the last message, and a fresh cache restores it.
    const restored = new QueryClient();
    await restoreQueries(restored);
    expect(restored.getQueryData(['matches', 'detail', 7])).toEqual({ score: 99 });
  });

  it('should save at once when the page is hidden, a phone may close it then', async () => {
    const client = new QueryClient();
    saveQueries(client);
    live(client, 1);
    await vi.advanceTimersByTimeAsync(0);
    const before = vi.mocked(set).mock.calls.length;
    live(client, 2);
    page.visibilityState = 'hidden';
    page.dispatchEvent(new Event('visibilitychange'));
    await vi.advanceTimersByTimeAsync(0);
    expect(vi.mocked(set).mock.calls.length).toBe(before + 1);
  });

  it('should save nothing when nothing changed', async () => {
    saveQueries(new QueryClient());
    await vi.advanceTimersByTimeAsync(3 * SAVE_EVERY_MS);
    expect(set).not.toHaveBeenCalled();
  });
});
