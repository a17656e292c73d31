/**
 * A cache of derived data (ladders, leaderboards), keyed by what it is of and valid for one
 * version of its inputs. Database triggers bump the versions, so a request that finds the
 * version it cached is served without recomputing; concurrent misses compute once.
 */
export class DerivedCache<T> {
  private readonly entries = new Map<string, { version: string; value: Promise<T> }>();
  /** How many times a value was computed (misses), for tests and metrics. */
  computed = 0;

  constructor(private readonly capacity = 1000) {}

  get(key: string, version: string, compute: () => Promise<T>): Promise<T> {
    const hit = this.entries.get(key);
    if (hit && hit.version === version) {
      // Refresh its place so the least recently used entry is evicted first.
      this.entries.delete(key);
      this.entries.set(key, hit);
      return hit.value;
    }
    this.computed += 1;
    const value = compute();
    this.entries.set(key, { version, value });
    value.catch(() => {
      if (this.entries.get(key)?.value === value) this.entries.delete(key);
    });
    if (this.entries.size > this.capacity) this.entries.delete(this.entries.keys().next().value!);
    return value;
  }

  get size() {
    return this.entries.size;
  }
}
