import { randomUUID } from 'node:crypto';
import { API_PREFIX } from '@touchline/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestContext } from './harness';
import { bearer, liveMatches } from './live';

/**
 * Odd input to every operation of the OpenAPI document: odd path parameters, query values and
 * bodies (wrong types, huge numbers, NUL characters, deep nesting), with a token that may write
 * anywhere in the national, so writes get past authentication. Whatever is sent, the answer is
 * never a 5xx. The document is the list, so a new route is fuzzed without being named here.
 */

interface Operation {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** Fastify-style, without the prefix: /live/matches/:matchId */
  path: string;
  params: string[];
  query: string[];
  /** The top-level properties of a JSON body, when the operation takes one. */
  body: string[] | null;
}

/** Path values that are no id, or name none that exists, or are not even text. */
const ODD_PATHS = [
  'abc',
  '0',
  '-1',
  '1.5',
  '1e3',
  '0x10',
  '99999999999999999999',
  '2147483648',
  '2147483647',
  '%00',
  '1%00',
  '%20',
  'null',
  'NaN',
  'Infinity',
  '-Infinity',
  '1,2',
  '%F0%9F%8F%88',
  '%E2%80%AE1',
  '%FF',
  '..%2F..%2F',
  'x'.repeat(199),
];

/** Query values, each sent to every declared query parameter and to one no route declares. */
const ODD_QUERY = [
  '',
  'abc',
  'Infinity',
  '-Infinity',
  'NaN',
  '-1',
  '1.5',
  '1e308',
  '99999999999999999999',
  '%00',
  'a%00b',
  '%FF',
  '%E2%80%AE',
  '[]',
  '{}',
  'true',
  'x'.repeat(3000),
];

/** Arrays and objects nested `depth` levels deep. */
const nested = (depth: number, make: (inner: unknown) => unknown): unknown => {
  let value: unknown = 1;
  for (let i = 0; i < depth; i++) value = make(value);
  return value;
};
const DEPTHS = [8, 32, 64, 65, 200, 1000];

/** A value of every wrong kind, for each property of a body. */
const ODD_VALUES: unknown[] = [
  null,
  true,
  '',
  'x',
  '\u0000',
  'a\u0000b',
  'x'.repeat(100_000),
  -1,
  0,
  1.5,
  1e308,
  -1e308,
  2 ** 31,
  2 ** 53 + 1,
  [],
  {},
  [1, 'a', null],
  { a: 1, '\u0000': 2 },
  Array.from({ length: 10_000 }, (_, i) => i),
  nested(64, (inner) => ({ a: inner })),
];

/** Whole bodies: not objects, malformed, too deep, with odd keys, or too big. */
const ODD_BODIES: { payload: string; type?: string }[] = [
  ...[null, true, 1, 'text', [], {}, [{}], { __proto__: { polluted: 1 } }].map((b) => ({
    payload: JSON.stringify(b),
  })),
  { payload: '{"constructor":{"prototype":{"polluted":1}}}' },
  { payload: '{"\\u0000":1}' },
  { payload: '{' },
  { payload: '{"a":1,}' },
  { payload: '\u0000' },
  { payload: '{"a":1}', type: 'text/plain' },
  { payload: '<a/>', type: 'application/xml' },
  { payload: '1'.repeat(400) },
  { payload: JSON.stringify({ a: 'x'.repeat(1_100_000) }) },
  ...DEPTHS.flatMap((depth) => [
    { payload: JSON.stringify(nested(depth, (inner) => [inner])) },
    { payload: JSON.stringify(nested(depth, (inner) => ({ a: inner }))) },
  ]),
];

const decodes = (value: string) => {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
};
/** Could this name a record that exists? A stream opened on one would never end. */
const mayExist = (value: string) => {
  const n = Number(decodes(value));
  return Number.isInteger(n) && n > 0 && n < 2147483647;
};

let ctx: TestContext;
let operations: Operation[];
/** A real match and what it refers to, so writes reach their commands. */
let ids: Record<string, string>;
let writeHeaders: Record<string, string>;
const READ_HEADERS = { 'national-id': '14' };
const sent = { requests: 0, failures: [] as string[] };

/** The body schema's top-level properties, following a $ref into the components. */
function bodyProperties(op: any, components: Record<string, any>): string[] | null {
  let schema = op.requestBody?.content?.['application/json']?.schema;
  if (!schema) return null;
  if (schema.$ref) schema = components[schema.$ref.split('/').pop()];
  const variants = [schema, ...(schema.anyOf ?? []), ...(schema.oneOf ?? [])];
  return [...new Set(variants.flatMap((s: any) => Object.keys(s?.properties ?? {})))];
}

beforeAll(async () => {
  ctx = await startTestApp();
  const { paths, components } = ctx.app.swagger() as { paths: Record<string, any>; components: any };
  operations = Object.entries(paths).flatMap(([path, methods]) =>
    Object.entries<any>(methods).map(([method, op]) => ({
      method: method.toUpperCase() as Operation['method'],
      path: path.replace(API_PREFIX, '').replace(/\{(\w+)\}/g, ':$1'),
      params: (op.parameters ?? []).filter((p: any) => p.in === 'path').map((p: any) => p.name),
      query: (op.parameters ?? []).filter((p: any) => p.in === 'query').map((p: any) => p.name),
      body: bodyProperties(op, components?.schemas ?? {}),
    })),
  );
  const [match] = await liveMatches(ctx.database.db);
  ids = {
    matchId: String(match!.id),
    teamId: String(match!.homeTeamId),
    id: String(match!.competitionId),
    competitionId: String(match!.competitionId),
    eventId: '1',
    setId: '1',
    type: 'scorings',
  };
  writeHeaders = (await bearer(ctx, 1, 'national', 14)).headers;
});
afterAll(() => ctx.close());

const isStream = (op: Operation) => op.path.endsWith('/stream');

/** Sends one request and records it; a 5xx, or no answer within 10 s, is a failure. */
async function send(
  op: Operation,
  url: string,
  options: { payload?: string; type?: string; headers?: Record<string, string> } = {},
) {
  const writes = op.method !== 'GET';
  const headers: Record<string, string> = {
    ...(writes ? { ...writeHeaders, 'idempotency-key': randomUUID() } : READ_HEADERS),
    ...(options.payload === undefined ? {} : { 'content-type': options.type ?? 'application/json' }),
    ...options.headers,
  };
  sent.requests++;
  const what = `${op.method} ${url}${options.payload === undefined ? '' : ` with ${options.payload.slice(0, 80)}`}`;
  const answer = await Promise.race([
    ctx.app.inject({
      method: op.method,
      url: `${API_PREFIX}${url}`,
      headers,
      ...(options.payload === undefined ? {} : { payload: options.payload }),
    }),
    new Promise<null>((done) => setTimeout(() => done(null), 10_000).unref()),
  ]);
  if (!answer) sent.failures.push(`${what} → no answer within 10 s`);
  else if (answer.statusCode >= 500) sent.failures.push(`${what} → ${answer.statusCode} ${answer.body}`);
}

/** The operation's URL with its path parameters from `values` (else the real ids) and a query. */
const urlOf = (op: Operation, values: Record<string, string> = {}, query = '') =>
  op.path.replace(
    /:(\w+)/g,
    (_, name: string) => values[name] ?? (isStream(op) ? '2147483647' : ids[name]!),
  ) + (query ? `?${query}` : '');

/** A body the operation takes, or `{}`: the baseline each property's odd value is put into. */
const validBody = (op: Operation) => (op.body === null ? undefined : '{}');

describe('odd input to every operation of the OpenAPI document', () => {
  it('should never answer with a 5xx', { timeout: 600_000 }, async () => {
    expect(operations.length).toBeGreaterThan(50);
    for (const op of operations) {
      const payload = validBody(op);
      for (const param of op.params)
        for (const value of ODD_PATHS) {
          if (isStream(op) && mayExist(value)) continue;
          await send(op, urlOf(op, { [param]: value }), payload === undefined ? {} : { payload });
        }
      for (const name of [...op.query, 'zz'])
        for (const value of ODD_QUERY) {
          await send(op, urlOf(op, {}, `${name}=${value}`), payload === undefined ? {} : { payload });
          await send(
            op,
            urlOf(op, {}, `${name}=1&${name}=${value}`),
            payload === undefined ? {} : { payload },
          );
        }
      if (op.method === 'GET') continue;
      for (const body of ODD_BODIES) await send(op, urlOf(op), body);
      for (const property of op.body ?? [])
        for (const value of ODD_VALUES)
          await send(op, urlOf(op), { payload: JSON.stringify({ [property]: value }) });
    }
    console.log(
      `fuzz: ${sent.requests} requests to ${operations.length} operations, ${sent.failures.length} answered 5xx or not at all`,
    );
    expect(sent.requests).toBeGreaterThan(3000);
    expect(sent.failures.join('\n')).toBe('');
  });
});
