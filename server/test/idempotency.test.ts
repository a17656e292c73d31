import { API_PREFIX } from '@touchline/domain';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { type App, buildApp } from '../src/app';
import type { Database } from '../src/db/client';
import * as t from '../src/db/schema';
import { IDEMPOTENCY_WINDOW_MS } from '../src/live/idempotency';
import type { TestContext } from './harness';
import { openTestDatabase } from './harness';
import { bearer, liveMatches } from './live';

/** Idempotency-Keys expire: a retry within the window replays, after it the key is gone. */

const START = Date.parse('2026-03-07T09:00:00Z');
const MINUTE = 60_000;
let now = START;
let app: App;
let database: Database;
let drop: () => Promise<void>;
let matchId: number;
let headers: Record<string, string>;
let tokenId: number;

/** The app on the test's database, on the test's clock; pruning every `pruneEveryMs`. */
async function start(pruneEveryMs?: number): Promise<App> {
  const started = await buildApp({
    config: { webDir: '/nonexistent', nationalId: 14 },
    database,
    answers: { trustMs: 0 },
    live: { idempotency: { now: () => new Date(now), ...(pruneEveryMs ? { pruneEveryMs } : {}) } },
  });
  await started.ready();
  return started;
}

beforeAll(async () => {
  ({ database, drop } = await openTestDatabase());
  // Its timer waits an hour: a test prunes when it says so.
  app = await start();
  matchId = (await liveMatches(database.db, ['second-quarter'], 1))[0]!.id;
  const ctx = { database } as TestContext;
  ({ headers, id: tokenId } = await bearer(ctx, 7, 'match', matchId));
});
afterAll(async () => {
  await app?.close();
  await drop?.();
});

const touchdown = (min: number) => ({ type: 1, isHomeTeam: true, period: 2, min, sec: 0 });
const post = (key: string, body: unknown) =>
  app.inject({
    method: 'POST',
    url: `${API_PREFIX}/live/matches/${matchId}/scorings`,
    headers: { ...headers, 'content-type': 'application/json', 'idempotency-key': key },
    payload: JSON.stringify(body),
  });
const eventCount = async () =>
  Number(
    (
      (await database.db.execute(
        sql`select count(*)::int as n from match_log where match_id = ${matchId}`,
      )) as unknown as { rows: { n: number }[] }
    ).rows[0]!.n,
  );
const stored = (key: string) =>
  database.db
    .select()
    .from(t.idempotencyKeys)
    .where(and(eq(t.idempotencyKeys.tokenId, tokenId), eq(t.idempotencyKeys.key, key)));

describe('Idempotency-Key expiry', () => {
  it('should replay a retry within the window, and write it anew once the key is pruned', async () => {
    now = START;
    const first = await post('window-1', touchdown(1));
    expect(first.statusCode).toBe(200);
    const logged = await eventCount();

    now = START + IDEMPOTENCY_WINDOW_MS - MINUTE;
    expect(await app.idempotency.prune()).toBe(0);
    const retry = await post('window-1', touchdown(1));
    expect(retry.json()).toEqual(first.json());
    expect(await eventCount()).toBe(logged);

    now = START + IDEMPOTENCY_WINDOW_MS + MINUTE;
    expect(await app.idempotency.prune()).toBeGreaterThanOrEqual(1);
    expect(await stored('window-1')).toEqual([]);
    const late = await post('window-1', touchdown(1));
    expect(late.statusCode).toBe(200);
    expect(late.json().data.event._id).not.toBe(first.json().data.event._id);
    expect(await eventCount()).toBeGreaterThan(logged);
    const [kept] = await stored('window-1');
    expect(kept?.createdAt.getTime()).toBe(now);
  });

  it('should take an expired key the timer has not pruned yet as a new request, even a different one', async () => {
    now = START + 3 * IDEMPOTENCY_WINDOW_MS;
    const first = await post('window-2', touchdown(2));
    expect(first.statusCode).toBe(200);
    expect((await post('window-2', touchdown(3))).statusCode).toBe(422);

    now += IDEMPOTENCY_WINDOW_MS;
    const other = await post('window-2', touchdown(3));
    expect(other.statusCode).toBe(200);
    expect(other.json().data.event).toMatchObject({ min: 3 });
    const [kept] = await stored('window-2');
    expect(kept?.createdAt.getTime()).toBe(now);
  });

  it('should prune expired keys on its timer and keep the keys within the window', async () => {
    now = START + 10 * IDEMPOTENCY_WINDOW_MS;
    expect((await post('window-3', touchdown(4))).statusCode).toBe(200);
    now += IDEMPOTENCY_WINDOW_MS / 2;
    expect((await post('window-4', touchdown(5))).statusCode).toBe(200);

    now += IDEMPOTENCY_WINDOW_MS / 2;
    // Another node on the same database, pruning often.
    const node = await start(20);
    try {
      await vi.waitFor(async () => expect(await stored('window-3')).toEqual([]), { timeout: 5_000 });
      expect(await stored('window-4')).toHaveLength(1);
    } finally {
      await node.close();
    }
  });
});
