import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { API_PREFIX, type MatchSummary, type Season } from '@touchline/domain';
import { createParser } from 'eventsource-parser';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { type Database, openDatabase } from '../server/src/db/client';
import { tokenRepository } from '../server/src/repositories/tokens';
import { type ProxyStack, startProxyStack } from './proxyStack';

/**
 * deploy/nginx/touchline.conf in front of two Touchline nodes on one PostgreSQL and one Redis:
 * public reads cached per national, nothing private or written ever cached, and live streams
 * passed through at once.
 */

const TOUCHDOWN = 1;
/** How soon a score posted by a scorer must reach a fan's stream. */
const LIVE_MS = 2_000;
const ROOT = fileURLToPath(new URL('..', import.meta.url));
/** Where the nodes find the web app, as the server's config resolves it. */
const WEB_BUILT = existsSync(path.resolve(ROOT, process.env.WEB_DIR?.trim() || 'web/dist', 'index.html'));

let stack: ProxyStack;
let database: Database;
let match: MatchSummary;
let referee: string;
let season: number;

interface Read {
  status: number;
  headers: Headers;
  body: string;
  /** What nginx's cache did: HIT, MISS, BYPASS... or null when it was not asked. */
  cache: string | null;
}

/** A read of the API through nginx (or from `base`), with the body read so the socket is free. */
async function read(
  path: string,
  { national = 14, encoding = 'identity', headers = {}, base = stack.url } = {} as {
    national?: number;
    encoding?: string;
    headers?: Record<string, string>;
    base?: string;
  },
): Promise<Read> {
  const response = await fetch(`${base}${API_PREFIX}${path}`, {
    headers: { 'national-id': String(national), 'accept-encoding': encoding, ...headers },
  });
  const body = await response.text();
  return {
    status: response.status,
    headers: response.headers,
    body,
    cache: response.headers.get('x-cache-status'),
  };
}

/** A touchdown for the home team, posted through nginx with the referee's token. */
async function touchdown(sec: number) {
  const response = await fetch(`${stack.url}${API_PREFIX}/live/matches/${match._id}/scorings`, {
    method: 'POST',
    headers: { 'national-id': '14', authorization: `Bearer ${referee}`, 'content-type': 'application/json' },
    body: JSON.stringify({ type: TOUCHDOWN, isHomeTeam: true, period: periodOf(match), min: 4, sec }),
  });
  const body = (await response.json()) as { data: { scores: { homeTeam: number }; event: { _id: number } } };
  return { status: response.status, cache: response.headers.get('x-cache-status'), data: body.data };
}

const periodOf = (m: MatchSummary) => {
  const quarter = ['first', 'second', 'third', 'fourth'].indexOf(m.status.split('-')[0]!);
  return quarter >= 0 ? quarter + 1 : 1;
};

interface Frame {
  event: string;
  data: any;
}

/** A live stream opened through nginx, its frames collected as they come. */
async function openStream(path: string) {
  const abort = new AbortController();
  const response = await fetch(`${stack.url}${API_PREFIX}${path}`, {
    headers: { 'national-id': '14' },
    signal: abort.signal,
  });
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toMatch(/^text\/event-stream/);
  expect(response.headers.get('x-cache-status')).toBeNull();
  const frames: Frame[] = [];
  const parser = createParser({ onEvent: (message) => frames.push(JSON.parse(message.data)) });
  const reader = response.body!.getReader();
  const decoder = new TextDecoder();
  void (async () => {
    for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read())
      parser.feed(decoder.decode(chunk.value, { stream: true }));
  })().catch(() => {}); // Ends with the abort.
  return {
    /** The first frame `pick` accepts, waiting at most `timeout` ms for it. */
    next: (pick: (frame: Frame) => boolean, timeout = 5_000) =>
      vi.waitFor(
        () => {
          const found = frames.find(pick);
          if (!found) throw new Error(`no such frame within ${timeout} ms (${frames.length} came)`);
          return found;
        },
        { timeout, interval: 10 },
      ),
    close: () => abort.abort(),
  };
}

beforeAll(async () => {
  stack = await startProxyStack();
  database = await openDatabase({ url: stack.databaseUrl, dataDir: null });
  const seasons = JSON.parse((await read('/live/seasons', { base: stack.nodes[0] })).body).data as Season[];
  season = seasons.find((s) => s.currentSeason)!._id;
  const live = JSON.parse((await read('/live/matches/live', { base: stack.nodes[0] })).body)
    .data as MatchSummary[];
  const found = live.find(
    (m) =>
      m.sportType.value === 'gridiron' &&
      m.homeTeam &&
      m.awayTeam &&
      !['half-time', 'disputed'].includes(m.status),
  );
  if (!found) throw new Error('The demo has no gridiron match under way');
  match = found;
  referee = (
    await tokenRepository.create(database.db, {
      nationalId: 14,
      role: 7, // referee
      scopeType: 'match',
      scopeId: match._id,
      label: 'proxy test',
    })
  ).secret;
}, 240_000);

afterAll(async () => {
  await database?.close();
  await stack?.close();
});

describe('nginx in front of two nodes', () => {
  it('should cache a public read per national: a MISS, then a HIT, and never another national’s body', async () => {
    const path = '/live/nationals/presentation';
    const first = await read(path);
    expect(first.status).toBe(200);
    expect(first.cache).toBe('MISS');
    expect(first.headers.get('cache-control')).toMatch(/^public, max-age=\d+/);
    expect(first.headers.get('vary')).toMatch(/national-id/i);
    const again = await read(path);
    expect(again.cache).toBe('HIT');
    expect(again.body).toBe(first.body);

    const other = await read(path, { national: 12 });
    expect(other.cache).toBe('MISS');
    expect(other.body).not.toBe(first.body);
    expect(other.body).toBe((await read(path, { national: 12, base: stack.nodes[1] })).body);
    expect((await read(path, { national: 12 })).cache).toBe('HIT');
  });

  it('should keep one copy per encoding the nodes choose, however a browser writes Accept-Encoding', async () => {
    const path = `/live/competitions?season=${season}`;
    const first = await read(path, { encoding: 'gzip, deflate, br' });
    expect(first.cache).toBe('MISS');
    expect(JSON.parse(first.body).data.length).toBeGreaterThan(0);
    for (const encoding of ['br', 'br, gzip', 'gzip;q=0.8, br']) {
      const same = await read(path, { encoding });
      expect(same.cache, encoding).toBe('HIT');
      expect(same.body).toBe(first.body);
    }
    expect((await read(path, { encoding: 'gzip' })).cache).toBe('MISS');
    expect((await read(path, { encoding: 'gzip, deflate' })).cache).toBe('HIT');
  });

  it('should never send an encoding the client refuses with q=0, and choose as a node does', async () => {
    const path = `/live/competitions?season=${season}`;
    const cases: [string, string | null][] = [
      ['br;q=0, gzip', 'gzip'],
      ['gzip;q=0, br', 'br'],
      ['br;q=0', null],
      ['br;q=0, gzip;q=0', null],
      ['br;q=0.001, gzip;q=0', 'br'],
      ['*', 'gzip'],
      ['br;q=0, *', 'gzip'],
      ['GZIP, BR', 'br'],
      ['x-gzip', 'gzip'],
      ['identity', null],
      ['deflate', null],
    ];
    for (const [encoding, expected] of cases) {
      const proxied = await read(path, { encoding });
      const direct = await read(path, { encoding, base: stack.nodes[0] });
      expect(proxied.status, encoding).toBe(200);
      expect(proxied.headers.get('content-encoding'), `through nginx: ${encoding}`).toBe(expected);
      expect(direct.headers.get('content-encoding'), `from a node: ${encoding}`).toBe(expected);
      expect(proxied.body, encoding).toBe(direct.body);
    }
  });

  it('should answer If-None-Match with 304 through the proxy, from a strong ETag', async () => {
    const path = '/live/seasons';
    const first = await read(path);
    const etag = first.headers.get('etag');
    expect(etag).toMatch(/^"[^"]+"$/);
    const cached = await read(path, { headers: { 'if-none-match': etag! } });
    expect(cached.status).toBe(304);
    expect(cached.cache).toBe('HIT');
    expect(cached.body).toBe('');
    // Any other validator gets the whole body.
    expect((await read(path, { headers: { 'if-none-match': '"other"' } })).status).toBe(200);
  });

  it('should not keep what a node marks no-store', async () => {
    const timer = `/live/matches/${match._id}/timer`;
    expect((await read(timer)).status).toBe(200);
    expect((await read(timer)).cache).toBe('MISS');
  });

  it('should never answer a request with a token from the cache, nor keep its answer', async () => {
    const detail = `/live/matches/${match._id}`;
    const authorization = { authorization: `Bearer ${referee}` };
    expect((await read(detail, { headers: authorization })).cache).toBe('BYPASS');
    expect((await read(detail, { headers: authorization })).cache).toBe('BYPASS');
    expect((await read(detail)).cache).toBe('MISS');
    expect((await read(detail)).cache).toBe('HIT');
    expect((await read(detail, { headers: authorization })).cache).toBe('BYPASS');
  });

  it('should send every write to a node, never from or into the cache', async () => {
    const first = await touchdown(1);
    const second = await touchdown(2);
    expect([first.status, second.status]).toEqual([200, 200]);
    expect([first.cache, second.cache]).not.toContain('HIT');
    expect(second.data.event._id).not.toBe(first.data.event._id);
    expect(second.data.scores.homeTeam).toBe(first.data.scores.homeTeam + 6);
  });

  it('should pass a score to streams on both nodes within 2 s while the match list is cached', async () => {
    const list = `/live/matches/competitions/${match.competition._id}`;
    await read(list);
    expect((await read(list)).cache).toBe('HIT');
    // least_conn sends the second stream to the node not holding the first, so one of them
    // hears of the write over Redis whichever node takes it.
    const streams = [
      await openStream(`/live/matches/${match._id}/stream`),
      await openStream(`/live/competitions/${match.competition._id}/stream`),
    ];
    try {
      await streams[0]!.next((frame) => frame.event === 'snapshot');
      await streams[1]!.next((frame) => frame.event === 'snapshot');
      const posted = Date.now();
      const { event, scores } = (await touchdown(30)).data;
      for (const stream of streams) {
        const added = await stream.next(
          (frame) => frame.event === 'event:add' && frame.data.event._id === event._id,
          LIVE_MS,
        );
        expect(added.data.scores).toEqual(scores);
      }
      expect(Date.now() - posted).toBeLessThan(LIVE_MS + 500);
    } finally {
      for (const stream of streams) stream.close();
    }
  });

  it.skipIf(!WEB_BUILT)('should serve the web app through the same address', async () => {
    const page = await fetch(`${stack.url}/tabs/explore`);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toMatch(/^text\/html/);
    expect(await page.text()).toMatch(/<div id="root"/);
  });
});
