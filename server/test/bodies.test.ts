import { API_PREFIX } from '@touchline/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type * as t from '../src/db/schema';
import { MAX_BODY_DEPTH, nestingDepth } from '../src/plugins/bodies';
import { startTestApp, type TestContext } from './harness';
import { bearer, liveMatches } from './live';

let ctx: TestContext;
let match: typeof t.matches.$inferSelect;
let auth: Record<string, string>;

beforeAll(async () => {
  ctx = await startTestApp();
  [match] = (await liveMatches(ctx.database.db)) as [typeof match];
  auth = (await bearer(ctx, 7, 'match', match.id)).headers;
});
afterAll(() => ctx.close());

/** A JSON text of arrays nested `depth` deep. */
const nested = (depth: number) => `${'['.repeat(depth)}${']'.repeat(depth)}`;

type Method = 'POST' | 'PUT' | 'DELETE';
const send = (method: Method, path: string, body?: string, contentType = 'application/json') =>
  ctx.app.inject({
    method,
    url: `${API_PREFIX}/live/matches/${match.id}${path}`,
    headers: body === undefined ? auth : { ...auth, 'content-type': contentType },
    ...(body === undefined ? {} : { payload: body }),
  });

// The write routes that take no body, which a deep one used to crash with a 500.
const BODILESS: [Method, string][] = [
  ['POST', '/timer/start'],
  ['POST', '/timer/stop'],
  ['POST', '/set-scores/end'],
  ['DELETE', '/events/1'],
  ['DELETE', '/set-scores/1'],
  ['POST', '/changes/1/revert'],
];

describe('a write route that takes no body', () => {
  it.each(BODILESS)('%s %s should refuse one, deep or not, with a 400', async (method, path) => {
    for (const body of [nested(5000), '{}', '{"ms":1000}']) {
      const response = await send(method, path, body);
      expect(response.statusCode, `${body.slice(0, 20)}: ${response.body}`).toBe(400);
      expect(response.json()).toEqual({
        message: expect.stringContaining('takes no request body'),
        code: 'BODY_NOT_ALLOWED',
      });
    }
  });

  it.each(BODILESS)('%s %s should still answer a call without one', async (method, path) => {
    const response = await send(method, path);
    expect(response.statusCode, response.body).toBeLessThan(500);
    expect(response.json().code).not.toBe('BODY_NOT_ALLOWED');
  });

  it('should refuse a body sent in chunks, with no length', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: `${API_PREFIX}/live/matches/${match.id}/timer/stop`,
      headers: { ...auth, 'content-type': 'application/json', 'transfer-encoding': 'chunked' },
      payload: '{}',
    });
    expect([response.statusCode, response.json().code]).toEqual([400, 'BODY_NOT_ALLOWED']);
  });
});

describe('a JSON body', () => {
  it.each([
    ['POST', '/scorings'],
    ['POST', '/timer/set'],
    ['PUT', '/status'],
    ['PUT', '/result'],
  ] as [Method, string][])('%s %s should refuse one nested 5,000 deep with a 400', async (method, path) => {
    for (const contentType of ['application/json', 'application/json; charset=utf-8']) {
      const response = await send(method, path, nested(5000), contentType);
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json()).toEqual({
        message: `The request body nests more than ${MAX_BODY_DEPTH} levels deep`,
        code: 'BODY_TOO_DEEP',
      });
    }
  });

  it('should refuse a deep body on the public read sent as POST too', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: `${API_PREFIX}/live/competitions/events`,
      headers: { 'national-id': '14', 'content-type': 'application/json' },
      payload: `{"competitionIds":${nested(MAX_BODY_DEPTH)}}`,
    });
    expect([response.statusCode, response.json().code]).toEqual([400, 'BODY_TOO_DEEP']);
  });

  it('should take a body up to the limit to validation, which says what is wrong', async () => {
    const response = await send('POST', '/timer/set', `{"remainingMs":${nested(MAX_BODY_DEPTH - 1)}}`);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      message: expect.stringContaining('remainingMs'),
      code: 'VALIDATION',
    });
  });
});

describe('nestingDepth', () => {
  it('should count arrays and objects, not brackets inside strings', () => {
    expect(nestingDepth('1', 64)).toBe(0);
    expect(nestingDepth('{"a":[1,{"b":[]}]}', 64)).toBe(4);
    expect(nestingDepth('{"a":"[[[[{{{{"}', 64)).toBe(1);
    expect(nestingDepth('["\\"[[[", "\\\\", [[]]]', 64)).toBe(3);
  });

  it('should stop as soon as the limit is passed', () => {
    expect(nestingDepth(nested(1_000_000), 64)).toBe(65);
  });
});
