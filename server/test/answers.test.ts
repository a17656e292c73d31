import { API_PREFIX } from '@touchline/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type * as t from '../src/db/schema';
import { startTestApp, type TestContext } from './harness';
import { bearer, liveMatches } from './live';

/**
 * Public reads answered from each node's cache (server/src/plugins/answers.ts): validators, a
 * 304 for a client that holds the answer, what may be cached where, no database work on a hit,
 * and never the old body once a write through this node has answered.
 */
let ctx: TestContext;
let match: typeof t.matches.$inferSelect;
let scorer: Record<string, string>;
/** Every public read a fan repeats, with ids from the demo. */
let reads: { url: string; live: boolean; ofMatch: boolean }[];

const inject = (url: string, headers: Record<string, string> = {}) =>
  ctx.app.inject({ method: 'GET', url: `${API_PREFIX}${url}`, headers: { 'national-id': '14', ...headers } });

const score = (min: number) =>
  ctx.app.inject({
    method: 'POST',
    url: `${API_PREFIX}/live/matches/${match.id}/scorings`,
    headers: { ...scorer, 'content-type': 'application/json' },
    payload: JSON.stringify({ type: 4, isHomeTeam: true, period: 2, min, sec: 0 }),
  });

/** Where the version book's clock stands while a test stops it. */
let stoppedAt: number | null = null;

beforeAll(async () => {
  // The trust a deployment has: versions remembered for a second (the harness's default is none).
  ctx = await startTestApp({ answers: { now: () => stoppedAt ?? Date.now() } });
  [match] = (await liveMatches(ctx.database.db)) as [typeof t.matches.$inferSelect];
  scorer = (await bearer(ctx, 7, 'match', match.id)).headers;
  const detail = (await ctx.get(`/live/matches/${match.id}`)).body.data;
  const seasons = (await ctx.get('/live/seasons')).body.data;
  const state = (await ctx.get('/live/states')).body.data;
  const team = detail.homeTeam._id;
  const member = (await ctx.get(`/live/teams/${team}`)).body.data.team[0].memberDetails.find(
    (p: { isPublic: boolean }) => p.isPublic,
  );
  const c = match.competitionId;
  reads = [
    { url: `/live/matches/competitions/${c}`, live: true, ofMatch: true },
    // A live match is not on the ladder until it is final.
    { url: `/live/ladders/competition/${c}`, live: true, ofMatch: false },
    { url: `/live/ladders/competition/${c}/sport`, live: true, ofMatch: false },
    // The scores below name no player.
    { url: `/live/leaderboard/competition/${c}`, live: true, ofMatch: false },
    { url: `/live/leaderboard/player-of-the-match/competition/${c}`, live: true, ofMatch: false },
    { url: `/live/matches/${match.id}`, live: true, ofMatch: true },
    { url: `/live/matches/${match.id}/sport`, live: true, ofMatch: true },
    { url: `/live/matches/${match.id}/competition-settings`, live: true, ofMatch: false },
    { url: `/live/teamlists/matches/${match.id}/teams/${team}`, live: true, ofMatch: false },
    // Under way now: the demo's live matches kicked off at the fixture's moment, not today's.
    { url: '/live/matches/live', live: true, ofMatch: false },
    { url: `/live/teams/${team}`, live: true, ofMatch: true },
    { url: `/live/members/${member.memberId ?? member._id}`, live: true, ofMatch: false },
    { url: `/live/competitions?season=${seasons[0]._id}`, live: false, ofMatch: false },
    { url: `/live/competitions/${c}`, live: false, ofMatch: false },
    { url: '/live/seasons', live: false, ofMatch: false },
    { url: '/live/states', live: false, ofMatch: false },
    { url: `/live/states/${state.states?.[0]?._id ?? state[0]?._id}`, live: false, ofMatch: false },
    { url: '/live/nationals/presentation', live: false, ofMatch: false },
    { url: '/live/search?search=li', live: false, ofMatch: false },
    { url: '/live/teams?search=a', live: false, ofMatch: false },
    { url: '/livescores/result-groups', live: false, ofMatch: false },
  ];
});
afterAll(() => ctx?.close());

describe('public reads › HTTP caching', () => {
  it('should send a strong ETag, Cache-Control and Vary, and answer If-None-Match with 304', async () => {
    for (const { url, live } of reads) {
      const first = await inject(url, { 'accept-encoding': 'gzip' });
      expect(first.statusCode, url).toBe(200);
      const etag = first.headers.etag as string;
      expect(etag, url).toMatch(/^"[\w-]+"$/);
      expect(first.headers['cache-control'], url).toBe(
        live
          ? 'public, max-age=5, stale-while-revalidate=30'
          : 'public, max-age=60, stale-while-revalidate=300',
      );
      expect(first.headers.vary, url).toBe('national-id, accept-encoding');

      const again = await inject(url, { 'accept-encoding': 'gzip', 'if-none-match': etag });
      expect(again.statusCode, url).toBe(304);
      expect(again.rawPayload.length, url).toBe(0);
      expect(again.headers.etag, url).toBe(etag);
      // Another representation of the same answer is another validator.
      const plain = await inject(url, { 'if-none-match': etag });
      expect(plain.statusCode, url).toBe(first.headers['content-encoding'] ? 200 : 304);
      expect((await inject(url, { 'if-none-match': '"stale", "other"' })).statusCode, url).toBe(200);
    }
  });

  it("should answer another national's header with its own data or its own 404, never this one's", async () => {
    for (const { url } of reads) {
      expect((await inject(url)).statusCode, url).toBe(200);
      const built = ctx.app.answers.built;
      const theirs = await inject(url, { 'national-id': '12' });
      // Built for national 12 (or refused for it), not taken from national 14's answer.
      expect(ctx.app.answers.built, url).toBe(built + 1);
      if (theirs.statusCode !== 200) expect(theirs.headers['cache-control'], url).toBe('no-store');
    }
  });

  it('should let a shared cache keep the answers of a season gone by for longer', async () => {
    const seasons = (await ctx.get('/live/seasons')).body.data.map((s: { _id: number }) => s._id);
    const [old] = (await ctx.get(`/live/competitions?season=${Math.min(...seasons)}`)).body.data;
    expect(Math.min(...seasons)).toBeLessThan(Math.max(...seasons));
    for (const url of [`/live/matches/competitions/${old._id}`, `/live/ladders/competition/${old._id}`])
      expect((await inject(url)).headers['cache-control'], url).toBe(
        'public, max-age=600, stale-while-revalidate=3600',
      );
  });

  it('should let nothing keep a write, an error, the clock or a stream', async () => {
    const posted = await score(1);
    expect(posted.statusCode, posted.body).toBe(200);
    expect(posted.headers['cache-control']).toBe('no-store');
    expect(posted.headers.etag).toBeUndefined();
    const missing = await inject('/live/matches/999999');
    expect(missing.statusCode).toBe(404);
    expect(missing.headers['cache-control']).toBe('no-store');
    const bad = await inject('/live/competitions?season=abc');
    expect(bad.statusCode).toBe(400);
    expect(bad.headers['cache-control']).toBe('no-store');
    const timer = await inject(`/live/matches/${match.id}/timer`);
    expect(timer.statusCode).toBe(200);
    expect(timer.headers['cache-control']).toBe('no-store');
    // Two reads of the clock are two answers: it carries the server's time.
    const stream = await ctx.app.listen({ host: '127.0.0.1', port: 0 }).then(async (address) => {
      const controller = new AbortController();
      const response = await fetch(`${address}${API_PREFIX}/live/matches/${match.id}/stream`, {
        headers: { 'national-id': '14' },
        signal: controller.signal,
      });
      controller.abort();
      return response;
    });
    expect(stream.headers.get('cache-control')).toBe('no-store, no-transform');
  });
});

describe('public reads › versions', () => {
  it('should change the ETag of every read of the match at once when a score is recorded, and keep the others', async () => {
    const before = new Map<string, string>();
    for (const { url } of reads) before.set(url, (await inject(url)).headers.etag as string);
    const posted = await score(2);
    expect(posted.statusCode, posted.body).toBe(200);
    for (const { url, ofMatch, live } of reads) {
      const after = (await inject(url)).headers.etag;
      if (ofMatch) expect(after, url).not.toBe(before.get(url));
      // The catalogue does not move with a score: its answers stay, validators and all.
      if (!live) expect(after, url).toBe(before.get(url));
    }
  });

  it('should answer a repeated read from memory, with no database work', async () => {
    const url = `/live/matches/competitions/${match.competitionId}`;
    await inject(url);
    const reads = ctx.app.versions.reads;
    const built = ctx.app.answers.built;
    // The clock stands still, so a slow machine cannot outlast the trust meanwhile.
    stoppedAt = Date.now();
    try {
      for (let i = 0; i < 20; i++) expect((await inject(url)).statusCode).toBe(200);
    } finally {
      stoppedAt = null;
    }
    expect(ctx.app.versions.reads).toBe(reads);
    expect(ctx.app.answers.built).toBe(built);
  });

  it('should build an answer once for many readers at the same moment', async () => {
    await score(3);
    const built = ctx.app.answers.built;
    const answers = await Promise.all(Array.from({ length: 25 }, () => inject(`/live/matches/${match.id}`)));
    expect(new Set(answers.map((a) => a.headers.etag)).size).toBe(1);
    expect(ctx.app.answers.built).toBe(built + 1);
  });

  it('should never return the old body once a write has answered, with readers all the while', async () => {
    let reading = true;
    // Injected requests never wait for I/O: each reader lets the writes' I/O run between reads.
    const readers = Array.from({ length: 4 }, async () => {
      while (reading) {
        await inject(`/live/matches/${match.id}`);
        await new Promise((resolve) => setImmediate(resolve));
      }
    });
    try {
      for (let i = 0; i < 15; i++) {
        const posted = await score(4 + (i % 10));
        expect(posted.statusCode, posted.body).toBe(200);
        const { scores } = posted.json().data;
        const detail = (await inject(`/live/matches/${match.id}`)).json().data;
        expect(detail.scores, `write ${i}`).toEqual(scores);
        const listed = (await inject(`/live/matches/competitions/${match.competitionId}`))
          .json()
          .data.matches.find((m: { _id: number }) => m._id === match.id);
        expect(listed.scores, `write ${i}`).toEqual(scores);
      }
    } finally {
      reading = false;
      await Promise.all(readers);
    }
  });
});
