import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { ExtractTablesWithRelations } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { lockDataDir } from './lock';
import { TurningPGlite } from './pglite';
import * as schema from './schema';

export type Schema = typeof schema;
/**
 * The database, on PGlite or PostgreSQL: the same Drizzle API and the same SQL. Both drivers'
 * databases extend this base, so either is a `Db` as it is.
 */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
/** A transaction on the database. */
export type Tx = PgTransaction<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;
/** What a repository reads and writes through: the database, or a transaction on it. */
export type Queryable = Db | Tx;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  close(): Promise<void>;
  /** PGlite only: the whole data folder as a tarball, to open copies of it quickly. */
  dump?: () => Promise<Blob>;
}

const MIGRATIONS = path.resolve(import.meta.dirname, '../../drizzle');

/**
 * Opens the database and brings its schema up to date. With a URL it is PostgreSQL
 * through a `pg` pool; otherwise PGlite, persisted in `dataDir` (or in memory when
 * `dataDir` is null, as tests do).
 */
export async function openDatabase(options: {
  url: string | null;
  dataDir: string | null;
  /** PGlite only: start from a dump made by `dump()`. */
  loadDataDir?: Blob;
  /** PostgreSQL only: an idle pooled connection failed. */
  onPoolError?: (error: Error) => void;
}): Promise<Database> {
  if (options.url) {
    const pool = new pg.Pool({ connectionString: options.url, max: 10 });
    // An idle connection that the server drops (a restart, a failover) is replaced on the next
    // query; without a listener its error would end the process.
    pool.on(
      'error',
      options.onPoolError ?? ((error) => console.error(`Database connection lost: ${error.message}`)),
    );
    const db = drizzlePg(pool, { schema });
    try {
      await migratePg(db, { migrationsFolder: MIGRATIONS });
    } catch (error) {
      await pool.end();
      throw error;
    }
    return { db, kind: 'postgres', close: () => pool.end() };
  }
  let unlock = () => {};
  if (options.dataDir) {
    mkdirSync(options.dataDir, { recursive: true });
    unlock = lockDataDir(options.dataDir);
  }
  let client: TurningPGlite;
  let db: Db;
  try {
    // The embedded database runs on this thread: it lets the event loop turn during long work.
    client = await TurningPGlite.open(options.dataDir ?? undefined, {
      extensions: { pg_trgm },
      ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}),
    });
    const pglite = drizzlePglite(client, { schema });
    await migratePglite(pglite, { migrationsFolder: MIGRATIONS });
    db = pglite;
  } catch (error) {
    unlock();
    throw error;
  }
  const close = async () => {
    await client.close();
    unlock();
  };
  return { db, kind: 'pglite', close, dump: () => client.dumpDataDir('none') as Promise<Blob> };
}
