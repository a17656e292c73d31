import { describe, expect, it } from 'vitest';
import { ForecastCache } from './cache';

function cache(capacity = 10) {
  let clock = 0;
  const store = new ForecastCache<string | null>({
    capacity,
    ttl: (value) => (value ? 100 : 10),
    now: () => clock,
  });
  return { store, tick: (ms: number) => (clock += ms) };
}

describe('ForecastCache', () => {
  it('should load a key once for callers that ask while it loads', async () => {
    const { store } = cache();
    let release!: (value: string) => void;
    const loading = new Promise<string>((resolve) => (release = resolve));
    const first = store.get('a', () => loading);
    const second = store.get('a', () => Promise.resolve('other'));
    release('sunny');
    expect(await Promise.all([first, second])).toEqual(['sunny', 'sunny']);
    expect(store.loads).toBe(1);
  });

  it('should keep a value for the time its ttl gives, a failure for less', async () => {
    const { store, tick } = cache();
    await store.get('ok', async () => 'sunny');
    await store.get('down', async () => null);
    tick(50);
    expect(await store.get('ok', async () => 'rain')).toBe('sunny');
    expect(await store.get('down', async () => 'back')).toBe('back');
    tick(60);
    expect(await store.get('ok', async () => 'rain')).toBe('rain');
    expect(store.loads).toBe(4);
  });

  it('should drop the least recently used entry beyond its capacity', async () => {
    const { store } = cache(2);
    await store.get('a', async () => 'a');
    await store.get('b', async () => 'b');
    await store.get('a', async () => 'again');
    await store.get('c', async () => 'c');
    expect(store.size).toBe(2);
    expect(await store.get('a', async () => 'again')).toBe('a');
    expect(await store.get('b', async () => 'b2')).toBe('b2');
  });

  it('should forget a load that failed, so the next call tries again', async () => {
    const { store } = cache();
    await expect(store.get('a', () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(await store.get('a', async () => 'sunny')).toBe('sunny');
  });
});
