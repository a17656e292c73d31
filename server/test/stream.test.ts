import { API_PREFIX, LIVE_MESSAGES, LiveSnapshot } from '@touchline/domain';
import { and, eq, isNotNull } from 'drizzle-orm';
import fc from 'fast-check';
import Value from 'typebox/value';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type App, buildApp } from '../src/app';
import type { Database } from '../src/db/client';
import * as t from '../src/db/schema';
import { openTestDatabase } from './harness';
import { liveMatches, readMessages, refereeHeaders, sseReader } from './live';

let app: App;
let database: Database;
let drop: () => Promise<void>;
let base: string;
let match: typeof t.matches.$inferSelect;
let found: (typeof t.matches.$inferSelect)[];
let scorer: Record<string, string>;

beforeAll(async () => {
  ({ database, drop } = await openTestDatabase());
  app = await buildApp({
    config: { webDir: '/nonexistent', nationalId: 14 },
    database,
    live: { heartbeatMs: 200, streamsPerIp: 4, quietMs: 60_000 },
  });
  await app.listen({ host: '127.0.0.1', port: 0 });
  base = `http://127.0.0.1:${(app.server.address() as { port: number }).port}${API_PREFIX}/live/matches`;
  found = await liveMatches(database.db, ['second-quarter', 'third-quarter'], 1);
  match = found[0]!;
  scorer = await refereeHeaders(database.db, match.id);
});
afterAll(async () => {
  // fetch keeps its connections alive; close them so the app need not wait them out.
  app.server.closeAllConnections();
  await app.close();
  await drop();
});

/** Scores a field goal for the away side; returns the new event id. */
async function fieldGoal(min: number): Promise<number> {
  const response = await fetch(`${base}/${match.id}/scorings`, {
    method: 'POST',
    headers: scorer,
    body: JSON.stringify({ type: 4, isHomeTeam: false, period: 3, min, sec: 0 }),
  });
  expect(response.status).toBe(200);
  return (await response.json()).data.event._id;
}

const open = (headers: Record<string, string> = {}) =>
  fetch(`${base}/${match.id}/stream`, { headers: { 'national-id': '14', ...headers } });

describe('GET /live/matches/:matchId/stream', () => {
  it('should start with a snapshot and then carry each write as it commits', async () => {
    const response = await open();
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/event-stream/);
    // The snapshot first: the writes follow it, whatever the time it takes to make.
    const stream = sseReader(response);
    const [snapshot] = await stream.read(1);
    const first = await fieldGoal(1);
    const second = await fieldGoal(2);
    const [a, b] = await stream.read(2);
    await stream.close();
    expect(snapshot!.event).toBe('snapshot');
    expect(snapshot!.data).toMatchObject({ channel: `match-${match.id}`, event: 'snapshot' });
    expect(snapshot!.data.data.scores).toEqual(expect.objectContaining({ homeTeam: expect.any(Number) }));
    expect([a!.event, b!.event]).toEqual(['event:add', 'event:add']);
    expect([a!.data.data.event._id, b!.data.data.event._id]).toEqual([first, second]);
    expect(a!.data.channel).toBe(`match-${match.id}`);
    expect(Number(b!.id)).toBeGreaterThan(Number(a!.id));
    expect(b!.data.data.scores.awayTeam).toBe(a!.data.data.scores.awayTeam + 3);
  });

  it('should give a client resuming with Last-Event-ID exactly what it missed, in order', async () => {
    const live = await open();
    const [snapshot] = await readMessages(live, 1);
    const missed = [await fieldGoal(3), await fieldGoal(4), await fieldGoal(5)];
    const resumed = await readMessages(await open({ 'last-event-id': snapshot!.id! }), 3);
    expect(resumed.map((m) => m.event)).toEqual(['event:add', 'event:add', 'event:add']);
    expect(resumed.map((m) => m.data.data.event._id)).toEqual(missed);
  });

  it('should send a snapshot and a reset for an unknown id', async () => {
    const [snapshot, reset] = await readMessages(await open({ 'last-event-id': '999999999' }), 2);
    expect(snapshot!.event).toBe('snapshot');
    expect(reset!.event).toBe('reset');
    expect(reset!.data).toEqual({ channel: `match-${match.id}`, event: 'reset', data: {} });
  });

  it.each([
    ['a word', 'yesterday'],
    ['a number too long to be a position', '9'.repeat(40)],
    ['a long text', 'x'.repeat(2000)],
  ])('should send a snapshot and a reset for an id that is no position: %s', async (_, id) => {
    for (const response of [
      await open({ 'last-event-id': id }),
      await fetch(`${base}/${match.id}/stream?lastEventId=${encodeURIComponent(id)}`, {
        headers: { 'national-id': '14' },
      }),
    ]) {
      expect(response.status).toBe(200);
      const [snapshot, reset] = await readMessages(response, 2);
      expect(snapshot!.event).toBe('snapshot');
      expect(reset!.data).toEqual({ channel: `match-${match.id}`, event: 'reset', data: {} });
    }
  });

  it("should send a declared snapshot carrying the server's clock", async () => {
    const before = Date.now();
    const [snapshot] = await readMessages(await open(), 1);
    const after = Date.now();
    expect(snapshot!.data).toMatchObject({ channel: `match-${match.id}`, event: 'snapshot' });
    const data = snapshot!.data.data;
    expect(Value.Errors(LIVE_MESSAGES.snapshot.payload, data)).toEqual([]);
    // Nothing the declaration does not name.
    expect(Value.Clean(LiveSnapshot, structuredClone(data))).toEqual(data);
    expect(Number.isInteger(data.serverTime)).toBe(true);
    expect(data.serverTime).toBeGreaterThanOrEqual(before);
    expect(data.serverTime).toBeLessThanOrEqual(after);
  });

  it('should always yield the exact log, whatever the disconnect and reconnect points', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.integer({ min: 0, max: 3 }), { minLength: 2, maxLength: 4 }),
        async (batches) => {
          // The client reads a batch of writes, drops, misses the next writes, and resumes.
          let last = (await readMessages(await open(), 1))[0]!.id!;
          const written: number[] = [];
          const received: number[] = [];
          for (const size of batches) {
            for (let i = 0; i < size; i++) written.push(await fieldGoal(10 + i));
            const messages = await readMessages(await open({ 'last-event-id': last }), size);
            for (const m of messages) received.push(m.data.data.event._id);
            if (messages.length) last = messages.at(-1)!.id!;
          }
          expect(received).toEqual(written);
        },
      ),
      { numRuns: 6 },
    );
  });

  it('should send heartbeats', async () => {
    const response = await open();
    const reader = response.body!.getReader();
    let text = '';
    const deadline = Date.now() + 3000;
    while (!text.includes(': heartbeat') && Date.now() < deadline)
      text += new TextDecoder().decode((await reader.read()).value);
    await reader.cancel();
    expect(text).toContain(': heartbeat');
  });

  it('should refuse streams past the per-address limit with a 429', async () => {
    const streams = await Promise.all([open(), open(), open(), open()]);
    const extra = await open();
    expect(extra.status).toBe(429);
    expect((await extra.json()).message).toMatch(/At most 4 live streams/);
    for (const s of streams) await s.body!.cancel();
  });

  it('should answer 204 for a final match that has gone quiet, and 404 for an unknown one', async () => {
    const [final] = await database.db
      .select()
      .from(t.matches)
      .where(
        and(eq(t.matches.nationalId, 14), eq(t.matches.status, 'final'), isNotNull(t.matches.awayTeamId)),
      )
      .limit(1);
    const response = await fetch(`${base}/${final!.id}/stream`, { headers: { 'national-id': '14' } });
    expect(response.status).toBe(204);
    expect((await fetch(`${base}/999999/stream`, { headers: { 'national-id': '14' } })).status).toBe(404);
  });
});
