import type { ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { API_PREFIX, type PushPayload } from '@touchline/domain';
import { asc } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type App, buildApp } from '../src/app';
import { type Database, openDatabase } from '../src/db/client';
import * as t from '../src/db/schema';
import { cloneTestDatabase, openTestDatabase } from './harness';
import { liveMatches, refereeHeaders } from './live';
import { type FakePushService, type PushMessage, startFakePushService } from './push/fakePushService';
import { startServer } from './serverProcess';

/**
 * Two nodes sending one outbox, each killed once while it sends. With DATABASE_URL and REDIS_URL
 * (CI) they are two server processes on PostgreSQL with the Redis bus, killed with SIGKILL;
 * otherwise two apps in this process on one PGlite, whose senders die as a killed one would
 * (requests cut, answers not written, claims left to their lease).
 */
interface PushCluster {
  kind: string;
  database: Database;
  /** POSTs a scoring write to a node that is up. */
  write(path: string, headers: Record<string, string>, body: unknown): Promise<number>;
  kill(node: 0 | 1): Promise<void>;
  restart(node: 0 | 1): Promise<void>;
  close(): Promise<void>;
}

const SUBSCRIBERS = 1000;
const EVENTS = 20;
const LEASE_MS = 6000;
/** How long after a kill a request it had sent may still be arriving at the fake. */
const IN_FLIGHT_MS = 1000;

async function inProcessCluster(fake: FakePushService): Promise<PushCluster> {
  const { database, drop } = await openTestDatabase();
  const start = async () => {
    const app = await buildApp({
      config: {
        webDir: '/nonexistent',
        nationalId: 14,
        push: { allowedHosts: [new URL(fake.origin).host], leaseMs: LEASE_MS, send: true },
      },
      database,
      push: { ca: fake.ca, sender: { pollMs: 200 } },
    });
    await app.ready();
    return app;
  };
  const nodes: (App | null)[] = [await start(), await start()];
  const up = () => nodes.find((node): node is App => node !== null)!;
  return {
    kind: 'two apps on one PGlite',
    database,
    async write(path, headers, body) {
      const answer = await up().inject({
        method: 'POST',
        url: `${API_PREFIX}${path}`,
        headers,
        payload: JSON.stringify(body),
      });
      return answer.statusCode;
    },
    async kill(node) {
      const app = nodes[node]!;
      nodes[node] = null;
      app.push.sender!.kill();
      await app.close();
    },
    async restart(node) {
      nodes[node] = await start();
    },
    async close() {
      for (const app of nodes) await app?.close();
      await drop();
    },
  };
}

async function processCluster(fake: FakePushService, redisUrl: string): Promise<PushCluster> {
  const clone = await cloneTestDatabase();
  const database = await openDatabase({ url: clone.url, dataDir: null, onPoolError: () => {} });
  const env = {
    DATABASE_URL: clone.url,
    REDIS_URL: redisUrl,
    REDIS_PREFIX: `touchline-test-${process.pid}-${randomBytes(4).toString('hex')}:`,
    WEB_DIR: '/nonexistent',
    PUSH_ALLOWED_HOSTS: new URL(fake.origin).host,
    PUSH_LEASE_MS: String(LEASE_MS),
    NODE_EXTRA_CA_CERTS: fake.caPath,
  };
  const nodes: ({ child: ChildProcess; port: number } | null)[] = await Promise.all([
    startServer(env),
    startServer(env),
  ]);
  const up = () => nodes.find((node) => node !== null)!;
  return {
    kind: 'two server processes on PostgreSQL and Redis',
    database,
    async write(path, headers, body) {
      const answer = await fetch(`http://127.0.0.1:${up().port}${API_PREFIX}${path}`, {
        method: 'POST',
        headers,
        body: JSON.stringify(body),
      });
      await answer.arrayBuffer();
      return answer.status;
    },
    async kill(node) {
      const { child } = nodes[node]!;
      nodes[node] = null;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGKILL');
      await exited;
    },
    async restart(node) {
      nodes[node] = await startServer(env);
    },
    async close() {
      for (const node of nodes) if (node) node.child.kill('SIGKILL');
      await database.close();
      await clone.drop();
    },
  };
}

let fake: FakePushService;
let cluster: PushCluster;

beforeAll(async () => {
  fake = await startFakePushService();
  const { DATABASE_URL, REDIS_URL } = process.env;
  cluster = DATABASE_URL && REDIS_URL ? await processCluster(fake, REDIS_URL) : await inProcessCluster(fake);
}, 120_000);
afterAll(async () => {
  await cluster?.close();
  await fake?.close();
});

/** A subscriber's messages of one match, repeats in a row made one. */
const sequence = (messages: PushMessage[]) =>
  messages
    .map((m) => (m.json as PushPayload).title)
    .filter((title, i, all) => i === 0 || all[i - 1] !== title);

describe('push on two nodes', () => {
  it('should send every notification to every subscriber once, in order, through a kill of each node', async () => {
    const { db } = cluster.database;
    const matches = await liveMatches(db, ['second-quarter', 'third-quarter'], 2);
    const subscribers = Array.from({ length: SUBSCRIBERS }, () => fake.subscriber());
    await db.insert(t.pushSubscriptions).values(
      subscribers.map((s) => ({
        nationalId: 14,
        endpoint: s.endpoint,
        p256dh: s.keys.p256dh,
        auth: s.keys.auth,
        matches: matches.map((m) => m.id),
      })),
    );
    const headers = await Promise.all(matches.map((m) => refereeHeaders(db, m.id)));
    for (let i = 0; i < EVENTS; i++) {
      const which = i % 2;
      const body = { type: 1, isHomeTeam: i % 4 < 2, period: 2, min: 1 + i, sec: 0 };
      expect(await cluster.write(`/live/matches/${matches[which]!.id}/scorings`, headers[which]!, body)).toBe(
        200,
      );
    }
    const total = SUBSCRIBERS * EVENTS;
    const kills: [number, number][] = [];
    const kill = async (node: 0 | 1) => {
      const start = Date.now();
      await cluster.kill(node);
      kills.push([start, Date.now()]);
    };
    await fake.waitFor((received) => received.length >= total * 0.15, 120_000);
    await kill(0);
    await fake.waitFor((received) => received.length >= total * 0.45, 120_000);
    await cluster.restart(0);
    await kill(1);
    await fake.waitFor((received) => received.length >= total * 0.75, 120_000);
    await cluster.restart(1);
    const expected = await db.select().from(t.pushNotifications).orderBy(asc(t.pushNotifications.id));
    expect(expected).toHaveLength(EVENTS);
    const titles = (matchId: number) =>
      expected.filter((n) => n.matchId === matchId).map((n) => (JSON.parse(n.payload) as PushPayload).title);
    const unique = () =>
      new Set(fake.received.map((m) => `${m.endpoint} ${(m.json as PushPayload).title}`)).size;
    await expect.poll(unique, { timeout: 120_000, interval: 500 }).toBe(total);

    expect(fake.rejected).toEqual([]);
    const bySubscriber = new Map<string, PushMessage[]>();
    for (const message of fake.received)
      bySubscriber.set(message.endpoint, [...(bySubscriber.get(message.endpoint) ?? []), message]);
    for (const subscriber of subscribers) {
      const received = bySubscriber.get(subscriber.endpoint) ?? [];
      for (const match of matches)
        expect(sequence(received.filter((m) => (m.json as PushPayload).matchId === match.id))).toEqual(
          titles(match.id),
        );
      // A repeat is one that was in flight at a kill, under the same Topic.
      const seen = new Map<string, PushMessage>();
      for (const message of received) {
        const key = (message.json as PushPayload).title + (message.json as PushPayload).matchId;
        const first = seen.get(key);
        if (!first) {
          seen.set(key, message);
          continue;
        }
        expect(message.headers.topic).toBe(first.headers.topic);
        // Its first copy was sent before the kill (the fake may finish reading it just after).
        expect(kills.some(([start, end]) => first.at <= end + IN_FLIGHT_MS && start <= message.at)).toBe(
          true,
        );
      }
    }
    // At most what the killed nodes had claimed: a batch each.
    expect(fake.received.length - total).toBeLessThanOrEqual(2 * 500);
    await expect
      .poll(async () => (await db.select().from(t.pushDeliveries)).length, { timeout: 10_000 })
      .toBe(0);
  }, 300_000);
});
