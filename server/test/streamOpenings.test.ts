import { API_PREFIX } from '@touchline/domain';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { type App, buildApp } from '../src/app';
import type { Database } from '../src/db/client';
import type * as t from '../src/db/schema';
import { logRepository } from '../src/live/log';
import { openTestDatabase } from './harness';
import { liveMatches, readMessages, refereeHeaders, sseReader } from './live';

const OTHER_SITE = 'https://fans.example.org';
/** What only a stream, or only a read, answers with: everything else must be the same. */
const OWN_HEADERS = new Set([
  'content-type',
  'cache-control',
  'connection',
  'x-accel-buffering',
  'content-length',
  'content-encoding',
  'etag',
  'vary',
  'date',
  'keep-alive',
  'transfer-encoding',
]);

let app: App;
let database: Database;
let drop: () => Promise<void>;
let root: string;
let match: typeof t.matches.$inferSelect;
let competitionId: number;
let scorer: Record<string, string>;

beforeAll(async () => {
  ({ database, drop } = await openTestDatabase());
  app = await buildApp({
    config: { webDir: '/nonexistent', nationalId: 14 },
    database,
    live: { heartbeatMs: 60_000, streamsPerIp: 10 },
  });
  await app.listen({ host: '127.0.0.1', port: 0 });
  root = `http://127.0.0.1:${(app.server.address() as { port: number }).port}${API_PREFIX}`;
  match = (await liveMatches(database.db, ['second-quarter', 'third-quarter'], 1))[0]!;
  competitionId = match.competitionId;
  scorer = await refereeHeaders(database.db, match.id);
});
afterAll(async () => {
  app.server.closeAllConnections();
  await app.close();
  await drop();
});

const matchStream = () => `${root}/live/matches/${match.id}/stream`;
const competitionStream = () => `${root}/live/competitions/${competitionId}/stream`;
const open = (url: string, headers: Record<string, string> = {}, method = 'GET') =>
  fetch(url, { method, headers: { 'national-id': '14', ...headers } });

async function fieldGoal(min: number): Promise<number> {
  const response = await fetch(`${root}/live/matches/${match.id}/scorings`, {
    method: 'POST',
    headers: scorer,
    body: JSON.stringify({ type: 4, isHomeTeam: true, period: 3, min, sec: 0 }),
  });
  expect(response.status).toBe(200);
  return (await response.json()).data.event._id;
}

/** Waits until the server has seen every stream close (and so has no feed open). */
async function noStreamOpen() {
  const deadline = Date.now() + 5000;
  while (app.live.hub.subscriberCount > 0) {
    if (Date.now() > deadline) throw new Error('streams still open after 5 s');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** A response's headers but those that belong to what it is (its type, caching, length). */
function shared(response: Response) {
  const headers: Record<string, string> = {};
  response.headers.forEach((value, name) => {
    if (!OWN_HEADERS.has(name)) headers[name] = value;
  });
  return headers;
}

describe('live streams’ headers', () => {
  it.each([
    ['a match', matchStream],
    ['a competition', competitionStream],
  ])('should send %s’s stream with the security headers and CORS of a public read', async (_, url) => {
    const read = await open(`${root}/live/seasons`, { origin: OTHER_SITE });
    expect(read.status).toBe(200);
    const stream = await open(url(), { origin: OTHER_SITE });
    const [snapshot] = await readMessages(stream, 1);
    expect(snapshot!.event).toBe('snapshot');
    expect(stream.headers.get('content-type')).toMatch(/^text\/event-stream/);
    expect(stream.headers.get('access-control-allow-origin')).toBe('*');
    expect(stream.headers.get('content-security-policy')).toContain("default-src 'self'");
    expect(stream.headers.get('x-content-type-options')).toBe('nosniff');
    expect(shared(stream)).toEqual(shared(read));
  });

  it('should let another site read why a full server turned a stream away (Retry-After)', async () => {
    const read = await open(`${root}/live/seasons`, { origin: OTHER_SITE });
    expect(read.headers.get('access-control-expose-headers')?.split(/,\s*/)).toContain('retry-after');
  });

  it.each([
    ['a match', matchStream],
    ['a competition', competitionStream],
  ])(
    'should answer HEAD on %s’s stream with the headers alone, holding and counting nothing',
    async (_, url) => {
      // The address's limit is 3: HEADs past it are answered all the same.
      const heads = await Promise.all([1, 2, 3, 4].map(() => open(url(), { origin: OTHER_SITE }, 'HEAD')));
      for (const head of heads) {
        expect(head.status).toBe(200);
        expect(head.headers.get('content-type')).toMatch(/^text\/event-stream/);
        expect(head.headers.get('access-control-allow-origin')).toBe('*');
        expect(await head.text()).toBe('');
      }
      expect(app.live.streams.open).toBe(0);
      expect(app.live.hub.subscriberCount).toBe(0);
    },
  );
});

describe('opening live streams', () => {
  it('should build a match’s opening once for many clients opening at one log position', async () => {
    await fieldGoal(1);
    const before = app.live.openings.matches.builds;
    const streams = await Promise.all([1, 2, 3].map(() => open(matchStream())));
    const snapshots = await Promise.all(streams.map(async (s) => (await readMessages(s, 1))[0]!));
    expect(app.live.openings.matches.builds - before).toBe(1);
    expect(new Set(snapshots.map((s) => s.id)).size).toBe(1);
    expect(snapshots.map((s) => s.event)).toEqual(['snapshot', 'snapshot', 'snapshot']);
  });

  it('should build a competition’s opening once for many clients opening at one log position', async () => {
    await fieldGoal(2);
    const before = app.live.openings.competitions.builds;
    const streams = await Promise.all([1, 2, 3].map(() => open(competitionStream())));
    const snapshots = await Promise.all(streams.map(async (s) => (await readMessages(s, 1))[0]!));
    expect(app.live.openings.competitions.builds - before).toBe(1);
    expect(new Set(snapshots.map((s) => s.id)).size).toBe(1);
  });

  it('should give each client the server’s clock as it opens, though the snapshot is shared', async () => {
    const [first] = await readMessages(await open(matchStream()), 1);
    const before = Date.now();
    const [second] = await readMessages(await open(matchStream()), 1);
    expect(second!.id).toBe(first!.id);
    expect(second!.data.data.serverTime).toBeGreaterThanOrEqual(before);
  });

  it('should give a client resuming within the feed’s memory exactly what it missed, reading no log', async () => {
    // One stream stays open, so the match's feed keeps what it sends.
    const live = sseReader(await open(matchStream()));
    const [snapshot] = await live.read(1);
    const missed = [await fieldGoal(3), await fieldGoal(4), await fieldGoal(5)];
    await live.read(3);
    const after = vi.spyOn(logRepository, 'after');
    const has = vi.spyOn(logRepository, 'has');
    try {
      const resumed = await readMessages(await open(matchStream(), { 'last-event-id': snapshot!.id! }), 3);
      expect(resumed.map((m) => m.data.data.event._id)).toEqual(missed);
      expect(after).not.toHaveBeenCalled();
      expect(has).not.toHaveBeenCalled();
    } finally {
      after.mockRestore();
      has.mockRestore();
      await live.close();
    }
  });

  it('should still give a client resuming from before the feed’s memory what it missed, from the log', async () => {
    await noStreamOpen();
    const [snapshot] = await readMessages(await open(matchStream()), 1);
    await noStreamOpen();
    // No stream is open: no feed remembers them.
    const missed = [await fieldGoal(6), await fieldGoal(7)];
    const resumed = await readMessages(await open(matchStream(), { 'last-event-id': snapshot!.id! }), 2);
    expect(resumed.map((m) => m.data.data.event._id)).toEqual(missed);
  });
});
