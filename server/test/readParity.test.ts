import { request as httpRequest } from 'node:http';
import { API_PREFIX } from '@touchline/domain';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { Answer } from '../src/cache/answers';
import type * as t from '../src/db/schema';
import { startTestApp, type TestContext } from './harness';
import { liveMatches } from './live';

/**
 * One HTTP stack for the cached reads (server/src/plugins/answers.ts): whatever a request
 * asks (encodings with q-values, an Origin, HEAD, the path's variants, validators weak, strong,
 * listed or stale), a hit answered before routing, a hit answered in Fastify's onRequest hook
 * and the answer the route builds on a miss have the same status, headers and bytes.
 */
let ctx: TestContext;
let base: string;
let urls: string[];

/** Headers Node sets on the connection, not the answer's. */
const CONNECTION = new Set(['date', 'connection', 'keep-alive', 'transfer-encoding']);

const ENCODINGS = [
  undefined,
  '',
  'identity',
  'gzip',
  'br',
  'gzip, deflate, br',
  'br;q=0, gzip',
  'br;q=0',
  'gzip;q=0, br',
  'br;q=0, gzip;q=0',
  'gzip;q=1, br;q=0.5',
  'br;q=0.001, gzip;q=0',
  '*',
  'br;q=0, *',
  'GZIP, BR',
  'x-gzip',
  'deflate',
];
const ORIGINS = [undefined, 'https://fans.example', 'null'];
/** What a request's If-None-Match holds: nothing, a tag of the answer's, or none of them. */
type Held = 'none' | 'stale' | '*' | { of: 'br' | 'gzip' | 'identity'; weak: boolean; listed: boolean };

interface Request {
  url: string;
  method: 'GET' | 'HEAD';
  encoding: string | undefined;
  origin: string | undefined;
  held: Held;
}

interface Response {
  status: number;
  headers: Record<string, string>;
  body: Buffer;
}

function answerHeaders(headers: Record<string, unknown>) {
  return Object.fromEntries(
    Object.entries(headers)
      .filter(([name]) => !CONNECTION.has(name.toLowerCase()))
      .map(([name, value]) => [name.toLowerCase(), String(value)])
      .sort(([a], [b]) => a!.localeCompare(b!)),
  );
}

/** Each URL's ETags by encoding, from the answers that warmed it. */
const tags = new Map<string, Record<'br' | 'gzip' | 'identity', string>>();

function ifNoneMatch(url: string, held: Held): string | undefined {
  if (held === 'none') return undefined;
  if (held === 'stale') return '"stale", W/"older"';
  if (held === '*') return '*';
  const tag = tags.get(url)![held.of];
  const named = held.weak ? `W/${tag}` : tag;
  return held.listed ? `"stale", ${named}` : named;
}

function headersOf(request: Request): Record<string, string> {
  const headers: Record<string, string | undefined> = {
    'national-id': '14',
    'accept-encoding': request.encoding,
    origin: request.origin,
    'if-none-match': ifNoneMatch(request.url, request.held),
  };
  return Object.fromEntries(Object.entries(headers).filter(([, value]) => value !== undefined)) as Record<
    string,
    string
  >;
}

/** Through Fastify: `inject` never reaches the HTTP server, so nothing is answered before routing. */
async function injected(request: Request, headers = headersOf(request)): Promise<Response> {
  const response = await ctx.app.inject({
    method: request.method,
    url: `${API_PREFIX}${request.url}`,
    headers,
  });
  return { status: response.statusCode, headers: answerHeaders(response.headers), body: response.rawPayload };
}

/** Over the network, where a hit is answered before routing; the bytes as sent, not decoded. */
function fetched(request: Request, headers = headersOf(request)): Promise<Response> {
  return new Promise((resolve, reject) => {
    httpRequest(`${base}${API_PREFIX}${request.url}`, { method: request.method, headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () =>
        resolve({
          status: response.statusCode ?? 0,
          headers: answerHeaders(response.headers),
          body: Buffer.concat(chunks),
        }),
      );
    })
      .on('error', reject)
      .end();
  });
}

/**
 * Has the routed path answer the URL in every representation, fresh and revalidated, so the
 * cache holds the answer and every header block it is sent with; keeps its tags.
 */
async function warm(url: string) {
  const found: Record<string, string> = {};
  for (const encoding of ['br', 'gzip', 'identity'] as const) {
    const plain = { url, method: 'GET', encoding, origin: undefined, held: 'none' } as const;
    const first = await injected(plain);
    expect(first.status, url).toBe(200);
    found[encoding] = first.headers.etag!;
    const again = await ctx.app.inject({
      method: 'GET',
      url: `${API_PREFIX}${url}`,
      headers: { 'national-id': '14', 'accept-encoding': encoding, 'if-none-match': first.headers.etag! },
    });
    expect(again.statusCode, url).toBe(304);
  }
  tags.set(url, found as Record<'br' | 'gzip' | 'identity', string>);
}

const aRequest = fc.record<Request>({
  // Drawn when the test runs, after beforeAll has found the demo's ids.
  url: fc.integer({ min: 0, max: 8 }).map((i) => urls[i]!),
  method: fc.constantFrom('GET', 'HEAD'),
  encoding: fc.constantFrom(...ENCODINGS),
  origin: fc.constantFrom(...ORIGINS),
  held: fc.oneof(
    fc.constantFrom<Held>('none', 'stale', '*'),
    fc.record({
      of: fc.constantFrom('br' as const, 'gzip' as const, 'identity' as const),
      weak: fc.boolean(),
      listed: fc.boolean(),
    }),
  ),
});

beforeAll(async () => {
  // The version book's clock stands still: every hit is found without a database read.
  const stoppedAt = Date.now();
  ctx = await startTestApp({ answers: { now: () => stoppedAt } });
  base = await ctx.app.listen({ host: '127.0.0.1', port: 0 });
  const [match] = (await liveMatches(ctx.database.db)) as [typeof t.matches.$inferSelect];
  const seasons = (await ctx.get('/live/seasons')).body.data as { _id: number }[];
  const season = seasons[0]!._id;
  const list = `/live/matches/competitions/${match.competitionId}`;
  // A small answer (sent as it is) and two compressed ones, each with the path's variants: a
  // trailing slash and an empty or repeated query separator.
  urls = [
    '/live/states',
    '/live/states/',
    '/live/states?',
    `/live/competitions?season=${season}`,
    `/live/competitions/?season=${season}`,
    `/live/competitions?season=${season}&`,
    list,
    `${list}/`,
    `${list}?`,
  ];
});

afterAll(async () => {
  await ctx?.close();
});

describe('cached reads › one HTTP stack', () => {
  it('should answer a hit before routing, in the hook and on a miss alike, whatever the request', async () => {
    const replay = vi.spyOn(Answer.prototype, 'replay');
    try {
      await fc.assert(
        fc.asyncProperty(aRequest, async (request) => {
          if (!tags.has(request.url)) await warm(request.url);
          // Fixed before the cache is cleared: the rebuilt answer has the same tags.
          const headers = headersOf(request);
          const label = JSON.stringify({ ...request, headers });

          const calls = replay.mock.results.length;
          const early = await fetched(request, headers);
          if (request.method === 'GET') {
            // Every representation was sent once by the routed path, so the hit is answered early.
            expect(
              replay.mock.results.slice(calls).map((r) => r.value),
              label,
            ).toEqual([true]);
          } else expect(replay.mock.results.length, label).toBe(calls);

          const built = ctx.app.answers.built;
          const hook = await injected(request, headers);
          expect(ctx.app.answers.built, label).toBe(built);

          ctx.app.answers.clear();
          tags.clear();
          const routed = await injected(request, headers);
          expect(ctx.app.answers.built, label).toBe(built + 1);

          expect([200, 304], label).toContain(routed.status);
          for (const [path, answer] of [
            ['before routing', early],
            ['in the hook', hook],
          ] as const) {
            expect(answer.status, `${path}: ${label}`).toBe(routed.status);
            expect(answer.headers, `${path}: ${label}`).toEqual(routed.headers);
            expect(answer.body.equals(routed.body), `${path}: ${label}`).toBe(true);
          }
          if (request.method === 'HEAD' || routed.status === 304) expect(routed.body.length, label).toBe(0);
        }),
        { numRuns: 120 },
      );
    } finally {
      replay.mockRestore();
    }
  }, 240_000);

  it('should honour q=0, read `*` as @fastify/compress does, and compress nothing twice', async () => {
    const url = urls[6]!;
    await warm(url);
    const cases: [string, string | undefined][] = [
      ['br;q=0, gzip', 'gzip'],
      ['gzip;q=0, br', 'br'],
      ['br;q=0, gzip;q=0', undefined],
      ['gzip;q=1, br;q=0.5', 'gzip'],
      ['*', 'gzip'],
      ['br;q=0, *', 'gzip'],
      ['GZIP, BR', 'br'],
      // Neither the cache's nor @fastify/compress's: the plain body, under its own tag.
      ['deflate', undefined],
    ];
    for (const [encoding, expected] of cases) {
      const request: Request = { url, method: 'GET', encoding, origin: undefined, held: 'none' };
      for (const answer of [await fetched(request), await injected(request)]) {
        expect(answer.status, encoding).toBe(200);
        expect(answer.headers['content-encoding'], encoding).toBe(expected);
      }
    }
  });
});
