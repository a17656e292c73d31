import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { API_PREFIX } from '@touchline/domain';
import pg from 'pg';
import { inject } from 'vitest';
import { type App, type AppOptions, buildApp } from '../src/app';
import { type Database, openDatabase } from '../src/db/client';
import { withDatabase } from './fixture';

export interface TestContext {
  app: App;
  database: Database;
  /** GET an API path (without the prefix) as national 14 unless headers say otherwise. */
  get(path: string, headers?: Record<string, string>): Promise<{ status: number; body: any }>;
  close(): Promise<void>;
}

/**
 * A fresh PostgreSQL database cloned from the run's template (DATABASE_URL must be set), for
 * tests that hand its URL to other processes. `drop` ends its connections and drops it.
 */
export async function cloneTestDatabase(
  options: { empty?: boolean } = {},
): Promise<{ url: string; drop(): Promise<void> }> {
  const url = process.env.DATABASE_URL;
  if (!url) throw new Error('cloneTestDatabase needs DATABASE_URL');
  const name = `touchline_test_${process.pid}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(
    `CREATE DATABASE ${name}${options.empty ? '' : ` TEMPLATE ${inject('postgresTemplate')}`}`,
  );
  await admin.end();
  return {
    url: withDatabase(url, name),
    async drop() {
      const cleanup = new pg.Client({ connectionString: url });
      await cleanup.connect();
      await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await cleanup.end();
    },
  };
}

/**
 * A private copy of the seeded demo database for one test file: a fresh PostgreSQL database
 * cloned from the run's template when DATABASE_URL is set, else a PGlite loaded from the dump.
 */
export async function openTestDatabase(
  options: { empty?: boolean } = {},
): Promise<{ database: Database; drop(): Promise<void> }> {
  if (process.env.DATABASE_URL) {
    const clone = await cloneTestDatabase(options);
    // Dropping the database ends its connections; that is expected here.
    const database = await openDatabase({ url: clone.url, dataDir: null, onPoolError: () => {} });
    return {
      database,
      async drop() {
        await database.close();
        await clone.drop();
      },
    };
  }
  const dump = options.empty ? undefined : new Blob([readFileSync(inject('pgliteTemplate'))]);
  const database = await openDatabase({ url: null, dataDir: null, ...(dump ? { loadDataDir: dump } : {}) });
  return { database, drop: () => database.close() };
}

/**
 * The app on a private copy of the demo database. `overrides` adds to the config (say, a fake
 * forecast service) and sets the weather service's clock and timings. Tests write around the
 * API (straight to the database) and read at once, so the read cache trusts no version it
 * remembers unless `answers` says otherwise (server/test/answers.test.ts does).
 */
export async function startTestApp(
  overrides: {
    config?: Partial<AppOptions['config']>;
    weather?: AppOptions['weather'];
    answers?: AppOptions['answers'];
    push?: AppOptions['push'];
  } = {},
): Promise<TestContext> {
  const { database, drop } = await openTestDatabase();
  const app = await buildApp({
    config: { webDir: '/nonexistent', nationalId: 14, ...overrides.config },
    database,
    answers: overrides.answers ?? { trustMs: 0 },
    ...(overrides.weather ? { weather: overrides.weather } : {}),
    ...(overrides.push ? { push: overrides.push } : {}),
  });
  await app.ready();
  return {
    app,
    database,
    async get(path, headers = { 'national-id': '14' }) {
      const response = await app.inject({ method: 'GET', url: `${API_PREFIX}${path}`, headers });
      return { status: response.statusCode, body: response.json() };
    },
    async close() {
      await app.close();
      await drop();
    },
  };
}
