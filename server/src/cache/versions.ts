import type { National } from '../plugins/national';

/**
 * What a cached answer was built from, each with a version the database keeps:
 * - `catalogue`: the national's own row, its entities, teams, members, competitions' rows,
 *   seasons and settings (`nationals.catalogue_version` and `members_version`, bumped by triggers);
 * - `competition`: one competition's results (`competitions.results_version`);
 * - `results`: every competition's results at once, for answers that span them (a team's or a
 *   player's page).
 */
export type Scope =
  | { kind: 'catalogue'; nationalId: number }
  | { kind: 'results'; nationalId: number }
  | { kind: 'competition'; nationalId: number; competitionId: number };

/** Reads the versions from the database. */
export interface VersionSource {
  /** The national's row (its versions included), or null for an unknown national. */
  national(nationalId: number): Promise<National | null>;
  /** A competition's results version, or null for a competition the national does not have. */
  competition(nationalId: number, competitionId: number): Promise<string | null>;
  /** A version of all the national's competitions' results together. */
  results(nationalId: number): Promise<string>;
}

export interface VersionBookOptions {
  /**
   * How long a version read from the database is trusted without hearing of a change. A change
   * made through this node, or signalled by another over the bus, is seen at once; a signal the
   * bus dropped, or a write made around the API (an import, SQL), is seen within this long.
   */
  trustMs?: number;
  now?: () => number;
  /**
   * The number of the transaction holding the database, if it is one that then lets nothing
   * else commit (the embedded one's), or 0. A version trusted when the book first sees it is
   * trusted until it ends, so that a long import does not hold cached answers back.
   */
  held?: () => number;
}

/** The version string of a scope, or null when what it names does not exist. */
export type Version = string | null;

interface Known<T> {
  value: T;
  at: number;
  epoch: number;
}

/** The version of the catalogue scope, from the national's row. */
export function catalogueVersion(national: National | null): Version {
  return national && `${national.catalogueVersion}.${national.membersVersion}`;
}

export function scopeKey(scope: Scope): string {
  return scope.kind === 'competition'
    ? `competition:${scope.nationalId}:${scope.competitionId}`
    : `${scope.kind}:${scope.nationalId}`;
}

/**
 * Each node's memory of the versions behind what it has cached, so that a cached read does no
 * database work: a version is taken from the database at most once per `trustMs` per scope, and
 * again at once after any change this node hears of (`changed`). The database stays the truth;
 * memory only says when it was last asked.
 *
 * A read of the database that was under way when a change was heard of is not trusted after it:
 * it may have seen the data from before the change.
 */
export class VersionBook {
  private readonly nationals = new Map<number, Known<National | null>>();
  private readonly versions = new Map<string, Known<Version>>();
  private readonly reading = new Map<string, Promise<unknown>>();
  /** Per national, how many changes this node has heard of; everything known before is re-read. */
  private readonly epochs = new Map<number, number>();
  private readonly trustMs: number;
  private readonly now: () => number;
  private readonly held: () => number;
  /** The transaction holding the database, and when this book first saw it. */
  private hold = { number: 0, at: 0 };
  /** How many times the database was asked, for tests and metrics. */
  reads = 0;

  constructor(
    private readonly source: VersionSource,
    options: VersionBookOptions = {},
  ) {
    this.trustMs = options.trustMs ?? 1_000;
    this.now = options.now ?? Date.now;
    this.held = options.held ?? (() => 0);
  }

  /** Something of the national changed: every version of it is read again before it is used. */
  changed(nationalId: number) {
    this.epochs.set(nationalId, this.epoch(nationalId) + 1);
  }

  /** Changes may have been missed (the bus reconnected): read every version again. */
  changedAll() {
    for (const id of new Set([...this.epochs.keys(), ...this.nationals.keys()])) this.changed(id);
  }

  /** The national's row, from memory while it can be trusted. */
  national(nationalId: number): National | null | Promise<National | null> {
    const known = this.nationals.get(nationalId);
    if (known && this.trusted(known, nationalId)) return known.value;
    return this.read(`national:${nationalId}`, nationalId, this.nationals, nationalId, () =>
      this.source.national(nationalId),
    );
  }

  /** A scope's version, from memory while it can be trusted. */
  version(scope: Scope): Version | Promise<Version> {
    if (scope.kind === 'catalogue') {
      const national = this.national(scope.nationalId);
      return national instanceof Promise ? national.then(catalogueVersion) : catalogueVersion(national);
    }
    const key = scopeKey(scope);
    const known = this.versions.get(key);
    if (known && this.trusted(known, scope.nationalId)) return known.value;
    return this.read(key, scope.nationalId, this.versions, key, () =>
      scope.kind === 'results'
        ? this.source.results(scope.nationalId)
        : this.source.competition(scope.nationalId, scope.competitionId),
    );
  }

  /** The versions of several scopes, in order. */
  async versionsOf(scopes: readonly Scope[]): Promise<Version[]> {
    return Promise.all(scopes.map((scope) => this.version(scope)));
  }

  /**
   * Whether every scope still has the version given, without waiting when memory can say so.
   * Returns a promise only when a version has to be read.
   */
  current(scopes: readonly Scope[], versions: readonly Version[]): boolean | Promise<boolean> {
    const pending: Promise<boolean>[] = [];
    for (let i = 0; i < scopes.length; i++) {
      const version = this.version(scopes[i]!);
      if (version instanceof Promise) pending.push(version.then((v) => v === versions[i]));
      else if (version !== versions[i]) return false;
    }
    return pending.length ? Promise.all(pending).then((same) => same.every(Boolean)) : true;
  }

  /** How many changes of the national this node has heard of. */
  epoch(nationalId: number) {
    return this.epochs.get(nationalId) ?? 0;
  }

  private trusted(known: Known<unknown>, nationalId: number) {
    if (known.epoch !== this.epoch(nationalId)) return false;
    // While a transaction holds the embedded database nothing else commits: trust's clock
    // stands still at the moment this book first saw it.
    const now = this.now();
    const held = this.held();
    if (held !== this.hold.number) this.hold = { number: held, at: now };
    return (held ? this.hold.at : now) - known.at < this.trustMs;
  }

  /** One read per scope and epoch at a time; its answer is kept only if no change came meanwhile. */
  private read<K, T>(
    name: string,
    nationalId: number,
    into: Map<K, Known<T>>,
    key: K,
    load: () => Promise<T>,
  ): Promise<T> {
    const epoch = this.epoch(nationalId);
    const flight = `${name}@${epoch}`;
    const under = this.reading.get(flight) as Promise<T> | undefined;
    if (under) return under;
    this.reads += 1;
    const at = this.now();
    const reading = load()
      .then((value) => {
        // Unknown nationals are not kept: any number can be asked for.
        if (this.epoch(nationalId) === epoch && value !== null) into.set(key, { value, at, epoch });
        return value;
      })
      .finally(() => this.reading.delete(flight));
    this.reading.set(flight, reading);
    return reading;
  }
}
