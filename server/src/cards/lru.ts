/**
 * A map that keeps its `max` most recently used entries: what the share cards and link previews
 * draw is keyed by its content, so old scores fall out as new ones come in.
 */
export class Lru<K, V> {
  private readonly entries = new Map<K, V>();

  constructor(private readonly max: number) {}

  get(key: K): V | undefined {
    const value = this.entries.get(key);
    if (value === undefined) return undefined;
    // A Map iterates in insertion order: moved to the end, the entry is the newest.
    this.entries.delete(key);
    this.entries.set(key, value);
    return value;
  }

  set(key: K, value: V): void {
    this.entries.delete(key);
    this.entries.set(key, value);
    if (this.entries.size > this.max) this.entries.delete(this.entries.keys().next().value as K);
  }

  delete(key: K): void {
    this.entries.delete(key);
  }

  get size(): number {
    return this.entries.size;
  }

  /**
   * The value under `key`, else what `make` gives, kept while it is wanted: a promise that
   * settles to nothing (or fails) is dropped, so a miss is asked again next time.
   */
  remember(key: K, make: () => V & Promise<unknown>): V {
    const known = this.get(key);
    if (known !== undefined) return known;
    const made = make();
    this.set(key, made);
    const drop = () => {
      if (this.entries.get(key) === made) this.entries.delete(key);
    };
    made.then((value) => {
      if (value == null) drop();
    }, drop);
    return made;
  }
}
