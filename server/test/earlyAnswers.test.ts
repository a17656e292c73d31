import { get } from 'node:http';
import { API_PREFIX } from '@touchline/domain';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { Answer } from '../src/cache/answers';
import type * as t from '../src/db/schema';
import { startTestApp, type TestContext } from './harness';
import { bearer, liveMatches } from './live';

/**
 * Hits answered from the HTTP server's request event, before Fastify routes them
 * (server/src/plugins/answers.ts, `answerEarly`): the same bytes and headers as the routed path,
 * never an answer a write has made old, and everything else left to Fastify. readParity.test.ts
 * holds the three ways of answering a read to each other over a matrix of requests.
 */
let ctx: TestContext;
let base: string;
let match: typeof t.matches.$inferSelect;
let scorer: Record<string, string>;
let reads: string[];
/** Where the version book's clock stands while a test stops it. */
let stoppedAt: number | null = null;

/** Headers Node sets on the connection, not the answer's. */
const CONNECTION = new Set(['date', 'connection', 'keep-alive', 'transfer-encoding']);

function answerHeaders(headers: Record<string, unknown>) {
  return Object.fromEntries(
    Object.entries(headers)
      .filter(([name]) => !CONNECTION.has(name.toLowerCase()))
      .map(([name, value]) => [name.toLowerCase(), String(value)])
      .sort(([a], [b]) => a!.localeCompare(b!)),
  );
}

/** Through Fastify: `inject` never reaches the HTTP server, so a hit is the routed path's. */
async function routed(url: string, headers: Record<string, string>) {
  const response = await ctx.app.inject({
    method: 'GET',
    url: `${API_PREFIX}${url}`,
    headers: { 'national-id': '14', ...headers },
  });
  return { status: response.statusCode, headers: answerHeaders(response.headers), body: response.rawPayload };
}

/** Over the network, where a hit is answered before routing; the bytes as sent, not decoded. */
function fetched(url: string, headers: Record<string, string>) {
  return new Promise<{ status: number; headers: Record<string, string>; body: Buffer }>((resolve, reject) => {
    get(`${base}${API_PREFIX}${url}`, { headers: { 'national-id': '14', ...headers } }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () =>
        resolve({
          status: response.statusCode ?? 0,
          headers: answerHeaders(response.headers),
          body: Buffer.concat(chunks),
        }),
      );
    }).on('error', reject);
  });
}

beforeAll(async () => {
  ctx = await startTestApp({ answers: { now: () => stoppedAt ?? Date.now() } });
  base = await ctx.app.listen({ host: '127.0.0.1', port: 0 });
  [match] = (await liveMatches(ctx.database.db)) as [typeof t.matches.$inferSelect];
  scorer = (await bearer(ctx, 7, 'match', match.id)).headers;
  const c = match.competitionId;
  reads = [
    `/live/matches/competitions/${c}`,
    `/live/ladders/competition/${c}`,
    `/live/ladders/competition/${c}/live`,
    `/live/leaderboard/competition/${c}`,
    `/live/matches/${match.id}`,
    `/live/teams/${match.homeTeamId}`,
    '/live/seasons',
  ];
});

afterAll(async () => {
  await ctx?.close();
});

describe('public reads › answered before routing', () => {
  it('should send the routed hit’s very bytes and headers, in every encoding and as a 304', async () => {
    const early = vi.spyOn(Answer.prototype, 'replay');
    const answeredEarly = () => early.mock.results.at(-1)?.value;
    stoppedAt = Date.now();
    try {
      for (const url of reads)
        for (const encoding of ['br', 'gzip', 'identity']) {
          const accept = { 'accept-encoding': encoding };
          await routed(url, accept); // built, if it was not
          const viaFastify = await routed(url, accept);
          const viaServer = await fetched(url, accept);
          expect(answeredEarly(), `${url} ${encoding}`).toBe(true);
          expect(viaServer.status, url).toBe(200);
          expect(viaServer.headers, `${url} ${encoding}`).toEqual(viaFastify.headers);
          expect(viaServer.body.equals(viaFastify.body), `${url} ${encoding}`).toBe(true);

          const held = { ...accept, 'if-none-match': viaFastify.headers.etag! };
          const notModifiedRouted = await routed(url, held);
          const notModified = await fetched(url, held);
          expect(answeredEarly(), `${url} ${encoding} 304`).toBe(true);
          expect(notModified.status, url).toBe(304);
          expect(notModified.headers, `${url} ${encoding} 304`).toEqual(notModifiedRouted.headers);
          expect(notModified.body.length).toBe(0);
        }
    } finally {
      stoppedAt = null;
      early.mockRestore();
    }
  });

  it('should leave to Fastify a representation the routed path has not sent yet', async () => {
    const url = `/live/matches/competitions/${match.competitionId}`;
    const early = vi.spyOn(Answer.prototype, 'replay');
    stoppedAt = Date.now();
    try {
      ctx.app.answers.clear();
      const gzip = { 'accept-encoding': 'gzip' };
      expect((await fetched(url, gzip)).status).toBe(200);
      expect(early).not.toHaveBeenCalled(); // nothing held: built by the route
      const br = await fetched(url, { 'accept-encoding': 'br' });
      expect(br.headers['content-encoding']).toBe('br');
      expect(early.mock.results.map((r) => r.value)).toEqual([false]); // held, but never sent in br
      expect((await fetched(url, { 'accept-encoding': 'br' })).headers).toEqual(br.headers);
      expect((await fetched(url, gzip)).status).toBe(200);
      expect(early.mock.results.map((r) => r.value)).toEqual([false, true, true]);
    } finally {
      stoppedAt = null;
      early.mockRestore();
    }
  });

  it('should never send the old answer once a write through this node has answered', async () => {
    const url = `/live/matches/${match.id}`;
    const accept = { 'accept-encoding': 'gzip' };
    stoppedAt = Date.now();
    try {
      for (let min = 10; min < 14; min++) {
        const before = await fetched(url, accept);
        const posted = await fetch(`${base}${API_PREFIX}/live/matches/${match.id}/scorings`, {
          method: 'POST',
          headers: { ...scorer, 'content-type': 'application/json' },
          body: JSON.stringify({ type: 4, isHomeTeam: true, period: 2, min, sec: 0 }),
        });
        expect(posted.status).toBe(200);
        const after = await fetched(url, accept);
        expect(after.status).toBe(200);
        expect(after.headers.etag).not.toBe(before.headers.etag);
      }
    } finally {
      stoppedAt = null;
    }
  });

  it('should leave to Fastify what it does not hold, and what carries a body', async () => {
    const url = `/live/matches/competitions/${match.competitionId}`;
    expect((await fetched(url, {})).status).toBe(200);
    const early = vi.spyOn(Answer.prototype, 'replay');
    try {
      // The odd GET with a body: Fastify reads it (and answers as it would without).
      const raw = await rawRequest(
        `GET ${API_PREFIX}${url} HTTP/1.1\r\nhost: x\r\nnational-id: 14\r\n` +
          'content-type: application/json\r\ncontent-length: 2\r\nconnection: close\r\n\r\n{}',
      );
      expect(raw).toMatch(/^HTTP\/1.1 200 /);
      // An unknown national and an unknown match: each as Fastify answers it.
      expect((await fetched(url, { 'national-id': '999' })).status).toBe(404);
      expect((await fetched('/live/matches/99999999', {})).status).toBe(404);
      const head = await fetch(`${base}${API_PREFIX}${url}`, {
        method: 'HEAD',
        headers: { 'national-id': '14' },
      });
      expect(head.status).toBe(200);
      expect(early).not.toHaveBeenCalled();
    } finally {
      early.mockRestore();
    }
  });
});

/** Sends raw bytes and reads the whole answer (the connection is closed by the request). */
async function rawRequest(text: string): Promise<string> {
  const { connect } = await import('node:net');
  const { port } = new URL(base);
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), '127.0.0.1', () => socket.end(text));
    let answer = '';
    socket.on('data', (chunk) => {
      answer += chunk.toString();
    });
    socket.on('end', () => resolve(answer));
    socket.on('error', reject);
  });
}
