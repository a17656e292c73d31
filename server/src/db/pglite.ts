import { setImmediate as turn } from 'node:timers/promises';
import { type ExecProtocolOptions, PGlite, type PGliteOptions, type Transaction } from '@electric-sql/pglite';

/**
 * The longest stretch, in ms, that database work runs before the event loop may turn. PGlite
 * runs each step of a query synchronously on this thread (its WebAssembly), and the queries of
 * a transaction follow each other as microtasks, so a long import or rebuild would otherwise
 * answer nothing else until it ends.
 */
export const TURN_EVERY_MS = 15;

/**
 * PGlite that lets the event loop turn between the protocol steps of its queries, once work has
 * held the thread for `TURN_EVERY_MS`: health checks, cached answers and live streams go on
 * while a long transaction runs. Only the turn is added: PGlite's own lock still holds every
 * other query back until the transaction ends, so none joins or sees it, and a single
 * statement still runs whole (the import keeps its statements short for that).
 */
export class TurningPGlite extends PGlite {
  #since = performance.now();
  #transactions = 0;
  #held = 0;

  /**
   * The number of the transaction holding the database (each gets a new one), or 0. While one
   * holds it nothing else can commit: what was true when it began stays true until it ends.
   */
  get held(): number {
    return this.#held;
  }

  override async transaction<T>(callback: (tx: Transaction) => Promise<T>): Promise<T> {
    return super.transaction(async (tx) => {
      this.#transactions += 1;
      this.#held = this.#transactions;
      try {
        return await callback(tx);
      } finally {
        // Before COMMIT: a query asked from here on waits for it, and sees what it wrote.
        this.#held = 0;
      }
    });
  }

  override async execProtocolStream(message: Uint8Array, options?: ExecProtocolOptions) {
    if (performance.now() - this.#since >= TURN_EVERY_MS) {
      await turn();
      this.#since = performance.now();
    }
    return super.execProtocolStream(message, options);
  }

  /** Opens the database in `dataDir` (in memory when undefined), ready for queries. */
  static async open(dataDir: string | undefined, options: PGliteOptions): Promise<TurningPGlite> {
    const client = new TurningPGlite({ ...options, dataDir });
    await client.waitReady;
    return client;
  }
}

/**
 * The number of the transaction holding the embedded database behind a Drizzle database, or 0
 * (none holds it, or the database is PostgreSQL, where others commit meanwhile).
 */
export function heldTransaction(db: object): number {
  const client = '$client' in db ? db.$client : null;
  return client instanceof TurningPGlite ? client.held : 0;
}
