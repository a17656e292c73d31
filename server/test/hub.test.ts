import { Writable } from 'node:stream';
import { API_PREFIX } from '@touchline/domain';
import { and, eq, ne } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { type App, buildApp } from '../src/app';
import type { Database } from '../src/db/client';
import * as t from '../src/db/schema';
import { frame } from '../src/live/feed';
import { LiveHub } from '../src/live/hub';
import { type Appended, appendedIn, appendLog, lockMatch, logRepository } from '../src/live/log';
import { openTestDatabase } from './harness';
import { liveMatches, readMessages, refereeHeaders } from './live';

/**
 * The hub's local hand-off: a write committed on this node goes to its streams without the
 * log being read back, in log order, byte for byte what a read of the log sends; after a gap
 * the hub reads the log instead.
 */
let app: App;
let database: Database;
let drop: () => Promise<void>;
let base: string;
let match: typeof t.matches.$inferSelect;
let other: typeof t.matches.$inferSelect;
/** Another match of `match`'s competition. */
let sibling: typeof t.matches.$inferSelect;
let scorer: Record<string, string>;

beforeAll(async () => {
  ({ database, drop } = await openTestDatabase());
  app = await buildApp({
    config: { webDir: '/nonexistent', nationalId: 14 },
    database,
    live: { heartbeatMs: 60_000, resyncMs: 60_000 },
  });
  await app.listen({ host: '127.0.0.1', port: 0 });
  base = `http://127.0.0.1:${(app.server.address() as { port: number }).port}${API_PREFIX}/live/matches`;
  [match, other] = (await liveMatches(database.db, ['second-quarter', 'third-quarter'], 2)) as [
    typeof t.matches.$inferSelect,
    typeof t.matches.$inferSelect,
  ];
  [sibling] = (await database.db
    .select()
    .from(t.matches)
    .where(and(eq(t.matches.competitionId, match.competitionId), ne(t.matches.id, match.id)))
    .limit(1)) as [typeof t.matches.$inferSelect];
  scorer = await refereeHeaders(database.db, match.id);
});
afterAll(async () => {
  app.server.closeAllConnections();
  await app.close();
  await drop();
});
afterEach(() => {
  vi.restoreAllMocks();
});

async function fieldGoal(min: number): Promise<number> {
  const response = await fetch(`${base}/${match.id}/scorings`, {
    method: 'POST',
    headers: scorer,
    body: JSON.stringify({ type: 4, isHomeTeam: true, period: 3, min, sec: 0 }),
  });
  expect(response.status).toBe(200);
  return (await response.json()).data.event._id;
}

/** Appends `count` messages to a match's log in one locked transaction, as a write does. */
async function append(matchId: number, count: number): Promise<Appended[]> {
  return database.db.transaction(async (tx) => {
    await lockMatch(tx, 14, matchId);
    for (let i = 0; i < count; i++)
      // The database reorders the keys of a jsonb payload, nested ones too.
      await appendLog(tx, {
        nationalId: 14,
        matchId,
        name: 'event:remove',
        payload: { eventId: i + 1, type: 'scoring', scores: { homeTeam: i, awayTeam: 0 } },
      });
    return appendedIn(tx);
  });
}

/** A subscriber that keeps what it is sent. */
function sink(writableLength = 0) {
  const chunks: string[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      chunks.push(String(chunk));
      done();
    },
  });
  if (writableLength) Object.defineProperty(stream, 'writableLength', { get: () => writableLength });
  const ids = () => [...chunks.join('').matchAll(/^id: (\d+)$/gm)].map((m) => Number(m[1]));
  return { stream, chunks, ids };
}

const tick = () => new Promise((r) => setImmediate(r));

describe('appendLog', () => {
  it('should tell each message the position of the match message before it', async () => {
    const before = (await logRepository.last(database.db, other.id))?.position ?? 0;
    // Another match's message in between must not count.
    await append(match.id, 1);
    const appended = await append(other.id, 3);
    expect(appended.map((a) => a.previous)).toEqual([
      before,
      appended[0]!.row.position,
      appended[1]!.row.position,
    ]);
    // The rows are as the log holds them: their frames are byte for byte a read's.
    const read = await logRepository.after(database.db, other.id, before);
    expect(read).toEqual(appended.map((a) => a.row));
    expect(read.map((row) => frame(row).toString())).toEqual(appended.map((a) => frame(a.row).toString()));
  });
});

describe('LiveHub', () => {
  it('should send handed-off messages in order without reading the log', async () => {
    const hub = new LiveHub(database.db, { maxBufferedBytes: 1024 });
    const latest = (await logRepository.last(database.db, other.id))!.position;
    const sub = sink();
    await hub.attach(other.id, latest, sub.stream, latest);
    const appended = await append(other.id, 3);
    const read = vi.spyOn(logRepository, 'after');
    // Handed over out of order, in one turn of the event loop: sent in log order.
    hub.deliver([appended[1]!]);
    hub.deliver([appended[0]!, appended[2]!]);
    hub.signal(other.id, appended[2]!.row.position);
    await tick();
    // (Counted, not matched: a failure would print the database the calls were given.)
    expect(read.mock.calls.length).toBe(0);
    expect(sub.ids()).toEqual(appended.map((a) => a.row.position));
    // One write for the three, as one buffer.
    expect(sub.chunks).toHaveLength(1);
  });

  it('should read the log when a handed-off message does not follow the last one sent', async () => {
    const hub = new LiveHub(database.db, { maxBufferedBytes: 1024 });
    const latest = (await logRepository.last(database.db, other.id))!.position;
    const sub = sink();
    await hub.attach(other.id, latest, sub.stream, latest);
    const appended = await append(other.id, 3);
    const read = vi.spyOn(logRepository, 'after');
    // Only the last is handed over (the others committed on another node, say).
    hub.deliver([appended[2]!]);
    await vi.waitFor(() => expect(sub.ids()).toHaveLength(3));
    expect(read.mock.calls.length).toBeGreaterThan(0);
    expect(sub.ids()).toEqual(appended.map((a) => a.row.position));
    // What was already sent is not sent again.
    hub.deliver([appended[1]!]);
    await tick();
    expect(sub.ids()).toHaveLength(3);
  });

  it('should drop a subscriber that has stopped reading, and only that one', async () => {
    const hub = new LiveHub(database.db, { maxBufferedBytes: 1024 });
    const latest = (await logRepository.last(database.db, other.id))!.position;
    const healthy = sink(1024);
    const stuck = sink(1025);
    await hub.attach(other.id, latest, healthy.stream, latest);
    await hub.attach(other.id, latest, stuck.stream, latest);
    hub.deliver(await append(other.id, 1));
    await tick();
    expect(healthy.ids()).toHaveLength(1);
    expect(stuck.ids()).toHaveLength(0);
    expect(stuck.stream.destroyed).toBe(true);
    expect(hub.droppedCount).toBe(1);
    expect(hub.subscriberCount).toBe(1);
  });
});

describe("a competition's feed", () => {
  /** A hub with one stream of `match`'s competition, sent its log so far. */
  async function watchCompetition() {
    const hub = new LiveHub(database.db, { maxBufferedBytes: 1024 });
    const latest = await logRepository.lastInCompetition(database.db, match.competitionId);
    const sub = sink();
    await hub.attachCompetition(match.competitionId, latest, sub.stream, latest);
    return { hub, sub };
  }

  it("should send its matches' handed-off messages in log order without reading the log", async () => {
    const { hub, sub } = await watchCompetition();
    const first = await append(match.id, 2);
    const second = await append(sibling.id, 1);
    const read = vi.spyOn(logRepository, 'afterInCompetition');
    // Handed over out of order: sent in log order, in one write.
    hub.deliver(second);
    hub.deliver(first);
    hub.signal(sibling.id, second[0]!.row.position);
    await tick();
    expect(read.mock.calls.length).toBe(0);
    expect(sub.ids()).toEqual([...first, ...second].map((a) => a.row.position));
    expect(sub.chunks).toHaveLength(1);
  });

  it('should pass over a withheld message without sending it, and send what follows', async () => {
    const { hub, sub } = await watchCompetition();
    const [hidden, shown] = (await append(match.id, 2)) as [Appended, Appended];
    const read = vi.spyOn(logRepository, 'afterInCompetition');
    hub.deliver([{ ...hidden, competition: { ...hidden.competition, withheld: true } }, shown]);
    await tick();
    expect(read.mock.calls.length).toBe(0);
    expect(sub.ids()).toEqual([shown.row.position]);
  });

  it('should find the competition of a match signalled from another node once, and read its log', async () => {
    const lookUp = vi.spyOn(logRepository, 'competitionOf');
    // With no competition feed open, a signal costs nothing.
    const idle = new LiveHub(database.db, { maxBufferedBytes: 1024 });
    idle.signal(sibling.id, Number.MAX_SAFE_INTEGER);
    expect(lookUp.mock.calls.length).toBe(0);
    const { hub, sub } = await watchCompetition();
    for (let i = 1; i <= 2; i++) {
      // Written elsewhere: not handed over, only signalled.
      const [appended] = await append(sibling.id, 1);
      hub.signal(sibling.id, appended!.row.position);
      await vi.waitFor(() => expect(sub.ids()).toHaveLength(i));
      expect(sub.ids().at(-1)).toBe(appended!.row.position);
    }
    expect(lookUp.mock.calls.length).toBe(1);
  });
});

describe('heartbeats', () => {
  it('should go only to the streams of matches that have been quiet', async () => {
    const hub = new LiveHub(database.db, { maxBufferedBytes: 1024 });
    const [busy, quiet] = [match, other];
    const subs = { busy: sink(), quiet: sink() };
    for (const [m, sub] of [
      [busy, subs.busy],
      [quiet, subs.quiet],
    ] as const) {
      const latest = (await logRepository.last(database.db, m.id))!.position;
      await hub.attach(m.id, latest, sub.stream, latest);
    }
    hub.deliver(await append(busy.id, 1));
    await tick();
    const heartbeat = Buffer.from(': heartbeat\n\n');
    hub.broadcast(heartbeat, 60_000);
    expect(subs.busy.chunks.join('')).not.toContain(': heartbeat');
    expect(subs.quiet.chunks.join('')).toContain(': heartbeat');
    // A heartbeat counts as being sent something.
    subs.quiet.chunks.length = 0;
    hub.broadcast(heartbeat, 60_000);
    expect(subs.quiet.chunks).toEqual([]);
  });
});

describe('a write on this node', () => {
  it('should reach its streams without a read of the log, as the log would send it', async () => {
    const response = await fetch(`${base}/${match.id}/stream`, { headers: { 'national-id': '14' } });
    const pending = readMessages(response, 3);
    await vi.waitFor(() => expect(app.live.hub.liveCount).toBe(1));
    const read = vi.spyOn(logRepository, 'after');
    const ids = [await fieldGoal(1), await fieldGoal(2)];
    const [snapshot, ...live] = await pending;
    // (Counted, not matched: a failure would print the database the calls were given.)
    expect(read.mock.calls.length).toBe(0);
    expect(live.map((m) => m.data.data.event._id)).toEqual(ids);
    read.mockRestore();
    // A client resuming from the snapshot is sent the same messages from the log.
    const resumed = await readMessages(
      await fetch(`${base}/${match.id}/stream`, {
        headers: { 'national-id': '14', 'last-event-id': snapshot!.id! },
      }),
      2,
    );
    expect(resumed.map((m) => [m.id, m.event, JSON.stringify(m.data)])).toEqual(
      live.map((m) => [m.id, m.event, JSON.stringify(m.data)]),
    );
  });
});
