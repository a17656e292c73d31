/**
 * One value per key, built once and shared: by every caller while it is being built, and after
 * for `trustMs` as long as the version it was built at holds. A caller that needs it current
 * (`behind` says it is not) waits for one rebuild, shared by every such caller; others take it
 * as it is. A failed build is forgotten, so the next caller tries again.
 */
export class SharedBuilds<T> {
  private readonly entries = new Map<number, Entry<T>>();
  /** Builds started, since the start (tests count them). */
  builds = 0;

  constructor(
    private readonly trustMs: number,
    private readonly onError: (error: unknown) => void,
  ) {}

  async get(
    key: number,
    version: string,
    behind: ((value: T, heard: number) => boolean) | null,
    build: () => Promise<T>,
  ): Promise<T> {
    let entry = this.entries.get(key);
    if (!entry || entry.version !== version || performance.now() - entry.at >= this.trustMs) {
      entry = { value: this.build(build), next: null, version, at: performance.now(), heard: 0 };
      this.entries.set(key, entry);
      entry.value.catch(() => this.entries.get(key) === entry && this.entries.delete(key));
    }
    const value = await entry.value;
    if (!behind?.(value, entry.heard) || this.entries.get(key) !== entry) return value;
    entry.next ??= this.rebuild(entry, build);
    return entry.next;
  }

  /** The log of `key` has grown to `position` (a value built before may be behind). */
  heard(key: number, position: number) {
    const entry = this.entries.get(key);
    if (entry && position > entry.heard) entry.heard = position;
  }

  /** Forgets values past their trust (they would be built again anyway). */
  prune() {
    const now = performance.now();
    for (const [key, entry] of this.entries) if (now - entry.at >= this.trustMs) this.entries.delete(key);
  }

  private build(build: () => Promise<T>) {
    this.builds++;
    return build();
  }

  /** A newer value in place of the entry's, when it has been built. */
  private rebuild(entry: Entry<T>, build: () => Promise<T>): Promise<T> {
    const started = performance.now();
    const next = this.build(build);
    next.then(
      () => {
        entry.value = next;
        entry.next = null;
        entry.at = started;
      },
      (error) => {
        entry.next = null;
        this.onError(error);
      },
    );
    return next;
  }
}

interface Entry<T> {
  value: Promise<T>;
  /** A rebuild under way. */
  next: Promise<T> | null;
  version: string;
  /** When its value's build started (performance.now()): it is trusted for `trustMs` from then. */
  at: number;
  /** The last position heard of for its key's log. */
  heard: number;
}
