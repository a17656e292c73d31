import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../src/db/client';
import { seedDemo } from '../src/seed';
import { FIXTURE_NOW, withDatabase } from './fixture';

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteTemplate: string;
    /** The PostgreSQL database this run's test files clone. */
    postgresTemplate: string;
  }
}

/**
 * Builds the seeded test database once per run: on PostgreSQL a template database that each
 * test file clones; on PGlite a data-folder dump that each test file loads.
 */
export default async function setup(project: TestProject) {
  const url = process.env.DATABASE_URL;
  // Each run has its own template, so concurrent runs on one server never meet.
  const templateName = `touchline_template_${process.pid}_${randomBytes(3).toString('hex')}`;
  project.provide('postgresTemplate', templateName);
  if (url) {
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS ${templateName} WITH (FORCE)`);
    await admin.query(`CREATE DATABASE ${templateName}`);
    await admin.end();
    const template = await openDatabase({ url: withDatabase(url, templateName), dataDir: null });
    await seedDemo(template.db, { now: FIXTURE_NOW });
    await template.close();
    project.provide('pgliteTemplate', '');
    return async () => {
      const cleanup = new pg.Client({ connectionString: url });
      await cleanup.connect();
      await cleanup.query(`DROP DATABASE IF EXISTS ${templateName} WITH (FORCE)`);
      await cleanup.end();
    };
  }
  const dir = mkdtempSync(path.join(tmpdir(), 'touchline-test-'));
  const database = await openDatabase({ url: null, dataDir: null });
  await seedDemo(database.db, { now: FIXTURE_NOW });
  const dump = await database.dump!();
  const file = path.join(dir, 'template.tar');
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  await database.close();
  project.provide('pgliteTemplate', file);
  return () => rmSync(dir, { recursive: true, force: true });
}
