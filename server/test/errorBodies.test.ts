import { API_PREFIX } from '@touchline/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type App, buildApp } from '../src/app';
import type { Database } from '../src/db/client';
import { openTestDatabase } from './harness';

/** A member's name, as a query's parameter would carry it. */
const CANARY = 'Canary Quokka';

let app: App;
let database: Database;
let drop: () => Promise<void>;
const logged: string[] = [];

beforeAll(async () => {
  ({ database, drop } = await openTestDatabase());
  app = await buildApp({
    config: { webDir: '/nonexistent', nationalId: 14 },
    database,
    logger: { level: 'error', stream: { write: (line: string) => logged.push(line) } },
  });
  // Failures no route should have, to see what the one error path makes of them.
  app.get('/test/failed-query', () => database.db.execute(sql`select ${CANARY}::int as n`));
  app.get('/test/bug', () => {
    throw new Error(`Cannot read properties of undefined (reading '${CANARY}')`);
  });
  await app.ready();
});
afterAll(async () => {
  await app.close();
  await drop();
});

describe('a 5xx', () => {
  it('should answer a failed query with the generic message, and log it without its parameters', async () => {
    logged.length = 0;
    const response = await app.inject({ url: '/test/failed-query' });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({
      message: 'An internal error occurred; it has been logged',
      code: 'INTERNAL',
    });
    expect(logged).toHaveLength(1);
    const entry = JSON.parse(logged[0]!);
    expect(entry.msg).toBe('request failed');
    expect(entry.err).toMatchObject({ code: '22P02', query: expect.stringMatching(/^select \$1::int/) });
    expect(entry.err.message).toMatch(/SQLSTATE 22P02/);
    expect(logged[0]).not.toContain(CANARY);
  });

  it('should never carry the internal message, which the log keeps', async () => {
    logged.length = 0;
    const response = await app.inject({ url: '/test/bug' });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({
      message: 'An internal error occurred; it has been logged',
      code: 'INTERNAL',
    });
    expect(response.body).not.toContain(CANARY);
    expect(logged.join('')).toContain(CANARY);
  });
});

describe('an error body', () => {
  it.each([
    ['/live/matches/999999', 404, 'NOT_FOUND'],
    ['/live/matches/abc', 400, 'VALIDATION'],
    ['/live/planets', 404, 'NO_ROUTE'],
  ])('should carry its stable code: GET %s', async (path, status, code) => {
    const response = await app.inject({ url: `${API_PREFIX}${path}`, headers: { 'national-id': '14' } });
    expect(response.statusCode).toBe(status);
    expect(response.json()).toEqual({ message: expect.any(String), code });
  });

  it('should carry its code through a route that declares its error answers', async () => {
    const response = await app.inject({
      method: 'POST',
      url: `${API_PREFIX}/live/matches/1/scorings`,
      headers: { 'national-id': '14', 'content-type': 'application/json' },
      payload: { type: 1, isHomeTeam: true, period: 1, min: 0, sec: 0 },
    });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({
      message: expect.any(String),
      code: expect.stringMatching(/^[A-Z_]+$/),
    });
  });

  it('should be documented with its code required', () => {
    const { components } = app.swagger() as { components: { schemas: Record<string, any> } };
    const body = Object.values(components.schemas).find((s) => s.title === 'Error' || s.$id === 'Error');
    expect(body?.required?.sort()).toEqual(['code', 'message']);
  });
});
