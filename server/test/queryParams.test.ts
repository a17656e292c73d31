import { API_PREFIX, isPlainWholeNumber } from '@touchline/domain';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { Answer } from '../src/cache/answers';
import { startTestApp, type TestContext } from './harness';
import { AS_14 } from './requests';

/**
 * Public reads take only the query parameters they declare, and whole numbers (ids above all)
 * only in plain digits (server/src/plugins/strictInput.ts), so no spelling of a request makes an
 * answer of its own in the read cache: one of an undeclared parameter is refused and never
 * kept, and declared ones in any order share one (server/src/cache/keys.ts). Every GET of the
 * OpenAPI document is tried, so a new route is held to this without being named here.
 */

interface Parameter {
  in: 'path' | 'query' | 'header';
  name: string;
  required?: boolean;
  schema: { type?: string; enum?: string[] };
}
interface Read {
  /** The document's path, prefix included: /touchline/api/v1/live/matches/{matchId} */
  path: string;
  parameters: Parameter[];
}

/** Spellings coercion took as numbers, as sent in a URL (encoded where a URL must be). */
const NOT_PLAIN = ['0x10', '1e3', '%201', '1%20', '1.0', '%2B1', '+1', '01', '-0', '1_0'];
/** Names no route declares: one plain, one that differs only in case, one a prototype's. */
const UNDECLARED = ['foo=1', 'Season=2024', '__proto__=1', 'national=14', '_=1700000000000'];
/** The demo's whoami needs a token: refused before validation, it has no query to judge. */
const TOKEN_ONLY = new Set([`${API_PREFIX}/scoring/whoami`]);

let ctx: TestContext;
let base: string;
let reads: Read[];

/** A value each parameter takes, so a request is wrong only where a test makes it so. */
function valid(parameter: Parameter): string {
  if (parameter.schema.type === 'integer') return '1';
  if (parameter.schema.enum) return parameter.schema.enum[0]!;
  if (parameter.name === 'date') return '2025-03-01';
  if (parameter.name === 'slugs') return 'state,nsw';
  return 'x';
}

/** The read's URL with its path parameters and required query set, `path` and `query` overriding. */
function urlOf(read: Read, path: Record<string, string> = {}, query: string[] = []) {
  const filled = read.path.replace(/\{(\w+)\}/g, (_, name: string) => {
    const parameter = read.parameters.find((p) => p.in === 'path' && p.name === name)!;
    return path[name] ?? valid(parameter);
  });
  const required = read.parameters
    .filter((p) => p.in === 'query' && p.required)
    .map((p) => `${p.name}=${encodeURIComponent(valid(p))}`);
  const all = [...required, ...query];
  return all.length ? `${filled}?${all.join('&')}` : filled;
}

async function get(url: string, headers: Record<string, string> = AS_14) {
  const response = await ctx.app.inject({ method: 'GET', url, headers });
  return { status: response.statusCode, body: response.json(), etag: response.headers.etag };
}

/** What the read cache holds and has built, to show a request added nothing. */
const cacheState = () => ({ size: ctx.app.answers.size, built: ctx.app.answers.built });

beforeAll(async () => {
  ctx = await startTestApp({ answers: { trustMs: 60_000 } });
  base = await ctx.app.listen({ host: '127.0.0.1', port: 0 });
  const document = (await ctx.app.inject({ url: `${API_PREFIX}/openapi.json` })).json();
  reads = Object.entries<Record<string, { parameters?: Parameter[] }>>(document.paths)
    .filter(([path, methods]) => methods.get && !TOKEN_ONLY.has(path))
    .map(([path, methods]) => ({ path, parameters: methods.get!.parameters ?? [] }));
});
afterAll(() => ctx?.close());

describe('public reads › query parameters', () => {
  it('should refuse any parameter a read does not declare, with the validation error body', async () => {
    expect(reads.length).toBeGreaterThan(30);
    const before = cacheState();
    for (const read of reads)
      for (const extra of UNDECLARED) {
        const name = extra.split('=')[0]!;
        if (read.parameters.some((p) => p.in === 'query' && p.name === name)) continue;
        const url = urlOf(read, {}, [extra]);
        const { status, body } = await get(url);
        expect(status, url).toBe(400);
        expect(body, url).toEqual({
          message: `Query parameter '${name}' is not allowed`,
          code: 'VALIDATION',
        });
      }
    // HEAD, which Fastify adds to every GET, the same.
    const head = await ctx.app.inject({
      method: 'HEAD',
      url: `${API_PREFIX}/live/seasons?foo=1`,
      headers: AS_14,
    });
    expect(head.statusCode).toBe(400);
    expect(cacheState()).toEqual(before);
  });

  it('should keep one answer for the same declared parameters in any order or spelling', async () => {
    const path = `${API_PREFIX}/live/competitions`;
    const first = await get(`${path}?season=2026&gameType=teams&entityType=national`);
    expect(first.status).toBe(200);
    const before = cacheState();
    for (const url of [
      `${path}?gameType=teams&season=2026&entityType=national`,
      `${path}/?entityType=national&gameType=teams&season=2026`,
      `${path}?&season=2026&&gameType=teams&entityType=national&`,
      `${path}?season=2026&gameType=%74eams&entityType=national`,
    ]) {
      const again = await get(url);
      expect(again.status, url).toBe(200);
      expect(again.etag, url).toBe(first.etag);
    }
    expect(cacheState()).toEqual(before);
    // The router decodes a path, so a percent-encoded one is answered but never kept.
    expect((await get(`${API_PREFIX}/live/%63ompetitions?season=2026`)).status).toBe(200);
    expect((await get(`${API_PREFIX}/live/%63ompetitions?season=2026`)).status).toBe(200);
    expect(cacheState().size).toBe(before.size);
  });
});

describe('public reads › whole numbers', () => {
  it('should refuse an id or other whole number not written in plain digits, in the path or the query', async () => {
    const before = cacheState();
    for (const read of reads)
      for (const parameter of read.parameters.filter((p) => p.schema.type === 'integer'))
        for (const odd of NOT_PLAIN) {
          const url =
            parameter.in === 'path'
              ? urlOf(read, { [parameter.name]: odd })
              : urlOf(read, {}, [`${parameter.name}=${odd}`]);
          const { status, body } = await get(url);
          expect(status, url).toBe(400);
          expect(body.code, url).toBe('VALIDATION');
          const where = parameter.in === 'path' ? 'Path parameter' : 'Query parameter';
          expect(body.message, url).toMatch(
            new RegExp(`^${where} '${parameter.name}' must be a whole number`),
          );
        }
    expect(cacheState()).toEqual(before);
  });

  it('should take an id exactly when it is plain digits from 1 to 2147483647', async () => {
    const text = fc.oneof(
      fc
        .array(fc.constantFrom('0', '1', '7', '9', '-', '+', ' ', '.', 'e', 'x', ','), {
          minLength: 1,
          maxLength: 12,
        })
        .map((chars) => chars.join(''))
        // A URL's dot segments are resolved before it is sent: '/competitions/.' is the list.
        .filter((id) => id !== '.' && id !== '..'),
      fc.bigInt({ min: -(2n ** 33n), max: 2n ** 33n }).map(String),
    );
    await fc.assert(
      fc.asyncProperty(text, async (id) => {
        const { status } = await get(`${API_PREFIX}/live/competitions/${encodeURIComponent(id)}`);
        const n = Number(id);
        expect(status !== 400, id).toBe(isPlainWholeNumber(id) && n >= 1 && n <= 2147483647);
      }),
      { numRuns: 150 },
    );
  });

  it('should refuse a national-id header not written in plain digits', async () => {
    for (const header of ['014', '0x0e', '1.4e1', '+14', '14.0', '14\u00a0', '\u200914'])
      expect((await get(`${API_PREFIX}/live/seasons`, { 'national-id': header })).status, header).toBe(400);
  });
});

describe('public reads › before routing', () => {
  it('should answer a hit early in any order of its parameters, and never one it does not declare', async () => {
    const replay = vi.spyOn(Answer.prototype, 'replay');
    try {
      const path = `${API_PREFIX}/live/competitions`;
      const fetched = (query: string) => fetch(`${base}${path}?${query}`, { headers: AS_14 });
      expect((await fetched('season=2026&gameType=indv')).status).toBe(200);
      expect((await fetched('gameType=indv&season=2026')).status).toBe(200);
      expect(replay.mock.results.at(-1)?.value).toBe(true);
      replay.mockClear();
      const before = cacheState();
      const refused = await fetched('gameType=indv&season=2026&foo=1');
      expect(refused.status).toBe(400);
      expect(await refused.json()).toEqual({
        message: "Query parameter 'foo' is not allowed",
        code: 'VALIDATION',
      });
      expect(replay).not.toHaveBeenCalled();
      expect(cacheState()).toEqual(before);
    } finally {
      replay.mockRestore();
    }
  });
});
