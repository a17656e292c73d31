interface Entry<T> {
  value: Promise<T>;
  /** When the entry goes stale, in ms; Infinity while it is still loading. */
  expires: number;
}

/** How a ForecastCache is sized and timed. */
export interface ForecastCacheOptions<T> {
  /** The most entries kept; the least recently used goes first. */
  capacity: number;
  /** How long a loaded value stays, in ms: say, hours for a forecast and minutes for a failure. */
  ttl(value: T): number;
  /** The clock, in ms. */
  now(): number;
}

/**
 * An in-memory cache of values that take a call to load (forecasts per venue and day): each key
 * is loaded once however many ask at once, kept for a time that depends on what came back, and
 * the size is bounded. `load` should not reject; a rejected load is dropped and tried again.
 */
export class ForecastCache<T> {
  private readonly entries = new Map<string, Entry<T>>();
  /** How many times a value was loaded (misses), for tests and metrics. */
  loads = 0;

  constructor(private readonly options: ForecastCacheOptions<T>) {}

  /** The fresh value of `key`, or the one being loaded, else a new load. */
  get(key: string, load: () => Promise<T>): Promise<T> {
    const hit = this.entries.get(key);
    if (hit && hit.expires > this.options.now()) {
      // Refresh its place so the least recently used entry is evicted first.
      this.entries.delete(key);
      this.entries.set(key, hit);
      return hit.value;
    }
    this.loads += 1;
    const entry: Entry<T> = { value: load(), expires: Number.POSITIVE_INFINITY };
    this.entries.delete(key);
    this.entries.set(key, entry);
    entry.value.then(
      (value) => {
        entry.expires = this.options.now() + this.options.ttl(value);
      },
      () => {
        if (this.entries.get(key) === entry) this.entries.delete(key);
      },
    );
    if (this.entries.size > this.options.capacity) this.entries.delete(this.entries.keys().next().value!);
    return entry.value;
  }

  get size() {
    return this.entries.size;
  }
}
