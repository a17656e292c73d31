import type { ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { EventEmitter } from 'node:events';
import { API_PREFIX } from '@touchline/domain';
import { and, eq, inArray, isNotNull } from 'drizzle-orm';
import { Redis } from 'ioredis';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { type App, buildApp } from '../src/app';
import { type Database, openDatabase } from '../src/db/client';
import * as t from '../src/db/schema';
import type { Bus } from '../src/live/bus';
import { cloneTestDatabase, openTestDatabase } from './harness';
import { refereeHeaders, sseReader } from './live';
import { startServer, stopServer } from './serverProcess';

/**
 * Two API nodes sharing one database. With DATABASE_URL and REDIS_URL set (CI), they are two
 * server processes on PostgreSQL with the Redis bus; otherwise two apps in this process on one
 * PGlite, their buses joined by an in-memory relay that behaves like Redis pub/sub.
 */
interface Cluster {
  kind: string;
  /** The live API of node A and node B. */
  a: string;
  b: string;
  database: Database;
  /** An app on the same database whose bus reaches no node: its writes send no signal. */
  silent: App;
  /** Cuts node B's bus connection; resolves once it is back (it then re-reads its feeds). */
  interruptB(): Promise<void>;
  close(): Promise<void>;
}

const live = (port: number) => `http://127.0.0.1:${port}${API_PREFIX}/live/matches`;
const portOf = (app: App) => (app.server.address() as { port: number }).port;

/** Redis pub/sub in miniature: a signal reaches every connected bus but the sender's. */
class Relay {
  readonly buses = new Set<RelayBus>();
}

class RelayBus implements Bus {
  private readonly emitter = new EventEmitter().setMaxListeners(0);
  connected = true;

  constructor(private readonly relay: Relay) {
    relay.buses.add(this);
  }

  private send(event: string, ...args: number[]) {
    this.emitter.emit(event, ...args);
    if (!this.connected) return;
    for (const bus of this.relay.buses)
      if (bus !== this && bus.connected) setImmediate(() => bus.emitter.emit(event, ...args));
  }

  async publish(matchId: number, position: number) {
    this.send('signal', matchId, position);
  }

  onSignal(handler: (matchId: number, position: number) => void) {
    this.emitter.on('signal', handler);
  }

  async publishChange(nationalId: number) {
    this.send('change', nationalId);
  }

  onChange(handler: (nationalId: number) => void) {
    this.emitter.on('change', handler);
  }

  onResync(handler: () => void) {
    this.emitter.on('resync', handler);
  }

  /** Drops off the relay and comes back, like a Redis connection that was killed. */
  async interrupt() {
    this.connected = false;
    await new Promise((r) => setTimeout(r, 100));
    this.connected = true;
    this.emitter.emit('resync');
  }

  async close() {
    this.relay.buses.delete(this);
    this.emitter.removeAllListeners();
  }
}

async function inProcessCluster(): Promise<Cluster> {
  const { database, drop } = await openTestDatabase();
  const relay = new Relay();
  const busB = new RelayBus(relay);
  const start = async (bus?: Bus) => {
    const app = await buildApp({
      config: { webDir: '/nonexistent', nationalId: 14 },
      database,
      ...(bus ? { live: { bus } } : {}),
    });
    await app.listen({ host: '127.0.0.1', port: 0 });
    return app;
  };
  const [nodeA, nodeB, silent] = [await start(new RelayBus(relay)), await start(busB), await start()];
  return {
    kind: 'two apps on one PGlite, joined by an in-memory relay',
    a: live(portOf(nodeA)),
    b: live(portOf(nodeB)),
    database,
    silent,
    interruptB: () => busB.interrupt(),
    async close() {
      await Promise.all([nodeA.close(), nodeB.close(), silent.close()]);
      await drop();
    },
  };
}

async function redisCluster(redisUrl: string): Promise<Cluster> {
  const clone = await cloneTestDatabase();
  const database = await openDatabase({ url: clone.url, dataDir: null });
  const silent = await buildApp({ config: { webDir: '/nonexistent', nationalId: 14 }, database });
  await silent.ready();
  const env = {
    DATABASE_URL: clone.url,
    REDIS_URL: redisUrl,
    // This run's own channel, so concurrent runs on one Redis never signal each other.
    REDIS_PREFIX: `touchline-test-${process.pid}-${randomBytes(4).toString('hex')}:`,
    WEB_DIR: '/nonexistent',
  };
  const servers = await Promise.allSettled([startServer(env), startServer(env)]);
  const admin = new Redis(redisUrl);
  const close = async () => {
    for (const s of servers) if (s.status === 'fulfilled') await stopServer(s.value.child);
    admin.disconnect();
    await silent.close();
    await database.close();
    await clone.drop();
  };
  const failed = servers.find((s) => s.status === 'rejected');
  if (failed) {
    await close();
    throw failed.reason;
  }
  const [nodeA, nodeB] = servers.map(
    (s) => (s as PromiseFulfilledResult<{ child: ChildProcess; port: number }>).value,
  );
  /** Node B's subscriber connection (named after its pid by RedisBus), if connected. */
  const subscriberOfB = async () => {
    const list = (await admin.client('LIST')) as string;
    return list
      .split('\n')
      .map((line) => Object.fromEntries(line.split(' ').map((field) => field.split('=', 2))))
      .find((c) => c.name === `touchline-${nodeB!.child.pid}-sub` && c.sub === '1');
  };
  return {
    kind: 'two server processes on PostgreSQL and Redis',
    a: live(nodeA!.port),
    b: live(nodeB!.port),
    database,
    silent,
    async interruptB() {
      const before = await subscriberOfB();
      expect(before).toBeDefined();
      await admin.client('KILL', 'ID', before!.id);
      const deadline = Date.now() + 5000;
      for (;;) {
        const after = await subscriberOfB();
        if (after && after.id !== before!.id) return;
        if (Date.now() > deadline) throw new Error('node B did not resubscribe within 5 s');
        await new Promise((r) => setTimeout(r, 20));
      }
    },
    close,
  };
}

const redisUrl = process.env.DATABASE_URL ? process.env.REDIS_URL : undefined;
let cluster: Cluster;
let match: typeof t.matches.$inferSelect;
let scorer: Record<string, string>;

beforeAll(async () => {
  cluster = redisUrl ? await redisCluster(redisUrl) : await inProcessCluster();
  [match] = (await cluster.database.db
    .select()
    .from(t.matches)
    .where(
      and(
        eq(t.matches.nationalId, 14),
        inArray(t.matches.status, ['second-quarter', 'third-quarter']),
        isNotNull(t.matches.awayTeamId),
      ),
    )
    .limit(1)) as [typeof t.matches.$inferSelect];
  scorer = await refereeHeaders(cluster.database.db, match.id);
});
afterAll(async () => {
  await cluster?.close();
});

const fieldGoal = (min: number) => ({ type: 4, isHomeTeam: false, period: 3, min, sec: 0 });

/** Scores through node A's API; returns the new event id. */
async function scoreOnA(min: number): Promise<number> {
  const response = await fetch(`${cluster.a}/${match.id}/scorings`, {
    method: 'POST',
    headers: scorer,
    body: JSON.stringify(fieldGoal(min)),
  });
  expect(response.status).toBe(200);
  return (await response.json()).data.event._id;
}

/** Scores through the app whose bus reaches nobody: no node hears of it. */
async function scoreSilently(min: number): Promise<number> {
  const response = await cluster.silent.inject({
    method: 'POST',
    url: `${API_PREFIX}/live/matches/${match.id}/scorings`,
    headers: scorer,
    payload: fieldGoal(min),
  });
  expect(response.statusCode).toBe(200);
  return response.json().data.event._id;
}

/** Node B's stream of the match's competition. */
const competitionOnB = () =>
  `${cluster.b.replace(/\/matches$/, '/competitions')}/${match.competitionId}/stream`;

/** How often every open feed re-reads its log (the live plugin's default, which the nodes run). */
const RESYNC_MS = 5000;
/**
 * A write signalled over the bus arrives well before the periodic re-read would find it, which
 * may be up to RESYNC_MS away; one no node heard of arrives within RESYNC_MS and a read.
 */
const SIGNALLED_MS = RESYNC_MS / 5;
const RESYNCED_MS = RESYNC_MS + 2000;
/** Reads wait longer than any bound, so a late message fails the bound, not the read. */
const READ_MS = 3 * RESYNC_MS;

const readers: ReturnType<typeof sseReader>[] = [];
afterEach(async () => {
  for (const reader of readers.splice(0)) await reader.close();
});

/**
 * Opens node B's stream (the match's, unless another is named) and waits until it is live: its
 * snapshot read, then a write on node A read from it. From then on a write reaches the stream
 * through the bus or the periodic re-read, never through the catch-up of a stream that has just
 * opened, and how long a message takes is the whole of its way across the nodes.
 */
async function watchB(stream = `${cluster.b}/${match.id}/stream`) {
  const response = await fetch(stream, { headers: { 'national-id': '14' } });
  expect(response.status).toBe(200);
  const reader = sseReader(response);
  readers.push(reader);
  const [snapshot] = await reader.read(1, READ_MS);
  expect(snapshot?.event).toBe('snapshot');
  const probe = await scoreOnA(nextMinute());
  expect(await nextOf(reader)).toMatchObject({
    event: 'event:add',
    data: { data: { event: { _id: probe } } },
  });
  return { snapshot: snapshot!, next: () => nextOf(reader) };
}

/** The stream's next message. */
async function nextOf(reader: ReturnType<typeof sseReader>) {
  const [message] = await reader.read(1, READ_MS);
  expect(message).toBeDefined();
  return message!;
}

/** Each write its own minute of the third quarter, in order. */
let minute = 0;
const nextMinute = () => ++minute;

describe('live updates across API nodes', () => {
  it('should carry a write on node A to a stream on node B', async () => {
    const watch = await watchB();
    expect(watch.snapshot.data.channel).toBe(`match-${match.id}`);
    const id = await scoreOnA(nextMinute());
    const written = performance.now();
    const added = await watch.next();
    expect(added.event).toBe('event:add');
    expect(added.data.data.event._id).toBe(id);
    expect(added.data.channel).toBe(`match-${match.id}`);
    // Signalled, not found by the periodic re-read.
    expect(performance.now() - written, cluster.kind).toBeLessThan(SIGNALLED_MS);
  });

  it('should still deliver a write no node was signalled about, within seconds', async () => {
    const watch = await watchB();
    const written = performance.now();
    const id = await scoreSilently(nextMinute());
    const added = await watch.next();
    expect(added.data.data.event._id).toBe(id);
    expect(performance.now() - written).toBeLessThan(RESYNCED_MS);
  });

  it('should re-read open feeds when node B reconnects to the bus, and hear signals again', async () => {
    const watch = await watchB();
    const missed = await scoreSilently(nextMinute());
    const interrupted = performance.now();
    await cluster.interruptB();
    const first = await watch.next();
    expect(first.data.data.event._id).toBe(missed);
    // Re-read on reconnecting, not by the periodic re-read.
    expect(performance.now() - interrupted).toBeLessThan(2 * SIGNALLED_MS);

    const after = await scoreOnA(nextMinute());
    const written = performance.now();
    const second = await watch.next();
    expect(second.data.data.event._id).toBe(after);
    expect(performance.now() - written).toBeLessThan(SIGNALLED_MS);
  });
});

describe("live updates of a competition's stream across API nodes", () => {
  it('should carry a write on node A to a stream of its competition on node B', async () => {
    const watch = await watchB(competitionOnB());
    expect(watch.snapshot.data.channel).toBe(`competition-${match.competitionId}`);
    const id = await scoreOnA(nextMinute());
    const written = performance.now();
    const added = await watch.next();
    expect(added.event).toBe('event:add');
    expect(added.data.data.event._id).toBe(id);
    expect(added.data.channel).toBe(`match-${match.id}`);
    // Signalled (node B found the match's competition), not found by the periodic re-read.
    expect(performance.now() - written, cluster.kind).toBeLessThan(SIGNALLED_MS);
  });

  it('should still deliver to it a write no node was signalled about, within seconds', async () => {
    const watch = await watchB(competitionOnB());
    const written = performance.now();
    const id = await scoreSilently(nextMinute());
    const added = await watch.next();
    expect(added.data.data.event._id).toBe(id);
    expect(performance.now() - written).toBeLessThan(RESYNCED_MS);
  });
});

describe('cached public reads across API nodes', () => {
  /** Node B's match list of the competition: its ETag and the match's score there. */
  const listOnB = async (etag?: string) => {
    const response = await fetch(`${cluster.b}/competitions/${match.competitionId}`, {
      headers: { 'national-id': '14', ...(etag ? { 'if-none-match': etag } : {}) },
    });
    if (response.status === 304) return { etag: etag!, score: null };
    expect(response.status).toBe(200);
    const listed = (await response.json()).data.matches.find((m: { _id: number }) => m._id === match.id);
    return { etag: response.headers.get('etag')!, score: listed.scores.awayTeam as number };
  };

  /** Asks node B until its answer changes; resolves with how long that took. */
  const untilChangedOnB = async (etag: string, since: number) => {
    for (;;) {
      const now = await listOnB(etag);
      if (now.etag !== etag) return { ms: performance.now() - since, score: now.score };
      if (performance.now() - since > 5000) throw new Error('node B still answers the old list after 5 s');
      await new Promise((r) => setTimeout(r, 20));
    }
  };

  it("should change node B's cached list as soon as the bus signals a write on node A", async () => {
    const before = await listOnB();
    expect((await listOnB(before.etag)).score).toBeNull(); // 304: B has it cached
    await scoreOnA(nextMinute());
    const { ms, score } = await untilChangedOnB(before.etag, performance.now());
    expect(score).toBe(before.score! + 3);
    expect(ms, cluster.kind).toBeLessThan(500);
  });

  it("should change node B's cached list within a second when the write's signal is lost", async () => {
    const before = await listOnB();
    await scoreSilently(nextMinute());
    const { ms, score } = await untilChangedOnB(before.etag, performance.now());
    expect(score).toBe(before.score! + 3);
    // The version book trusts a version it read for a second (AnswersOptions.trustMs).
    expect(ms, cluster.kind).toBeLessThan(1500);
  });
});
