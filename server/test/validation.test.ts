import { API_PREFIX } from '@touchline/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestContext } from './harness';
import { call, failure } from './requests';

/**
 * Every route of national setup, entities, competitions, matches, teams and members, search
 * and result groups, with what a valid call needs besides its path ids. The first test checks
 * this list against the routes the app documents under those tags, so none escapes the
 * header, id and "never a 500" checks below; the last block sweeps every documented route,
 * whatever its tag.
 */
const ROUTES: {
  method: 'GET' | 'POST';
  path: string;
  query?: string;
  payload?: unknown;
  /** A path parameter that is not an id, with a value it takes (its checks are the route's own tests'). */
  samples?: Record<string, string>;
}[] = [
  { method: 'GET', path: '/live/nationals/presentation' },
  { method: 'GET', path: '/live/nationals/events' },
  { method: 'GET', path: '/live/seasons' },
  { method: 'GET', path: '/live/nationals/modules' },
  { method: 'GET', path: '/portal/national/get/slug-details', query: 'slugs=state,nsw' },
  { method: 'GET', path: '/live/states' },
  { method: 'GET', path: '/live/associations' },
  { method: 'GET', path: '/live/clubs' },
  { method: 'GET', path: '/live/states/:id' },
  { method: 'GET', path: '/live/associations/:id' },
  { method: 'GET', path: '/live/clubs/:id' },
  { method: 'GET', path: '/live/competitions' },
  { method: 'GET', path: '/live/competitions/:id' },
  { method: 'GET', path: '/live/competitions/:id/events' },
  { method: 'POST', path: '/live/competitions/events', payload: { competitionIds: [1] } },
  { method: 'GET', path: '/live/custom-leaderboard' },
  { method: 'GET', path: '/live/matches/competitions/:id' },
  { method: 'GET', path: '/live/matches/live' },
  { method: 'GET', path: '/live/matches/day/:date', samples: { date: '2026-11-27' } },
  { method: 'GET', path: '/live/matches/:matchId' },
  { method: 'GET', path: '/live/matches/:matchId/competition-settings' },
  { method: 'GET', path: '/live/teamlists/matches/:matchId/teams/:teamId' },
  { method: 'GET', path: '/live/matches/:matchId/sport' },
  { method: 'GET', path: '/live/teams' },
  { method: 'GET', path: '/live/teams/:id' },
  { method: 'GET', path: '/live/members/:id' },
  { method: 'GET', path: '/live/search' },
  { method: 'GET', path: '/livescores/result-groups' },
  { method: 'GET', path: '/livescores/result-groups/:id' },
];

/** The OpenAPI tags of the routes listed above. */
const TAGS = [
  'National setup',
  'Entities',
  'Competitions',
  'Matches',
  'Teams and members',
  'Search',
  'Result groups',
];

interface Operation {
  method: string;
  path: string;
  tags: string[];
  parameters: { in: string; name: string; required?: boolean }[];
  /** Empty for a public call; the bearer scheme for a scorer's. */
  security: unknown[];
}

/** Every operation of the API's OpenAPI document, with Fastify-style paths without the prefix. */
function documented(): Operation[] {
  const { paths } = ctx.app.swagger() as { paths: Record<string, Record<string, any>> };
  // Streams never end, so a sweep cannot wait for their answer; live.test.ts covers them.
  return Object.entries(paths)
    .filter(([path]) => !path.endsWith('/stream'))
    .flatMap(([path, methods]) =>
      Object.entries(methods).map(([method, op]) => ({
        method: method.toUpperCase(),
        path: path.replace(API_PREFIX, '').replace(/\{(\w+)\}/g, ':$1'),
        tags: op.tags ?? [],
        parameters: op.parameters ?? [],
        security: op.security ?? [],
      })),
    );
}

/** A GET operation's URL with its path ids set to `fill` and its required query values filled in. */
function urlOfOperation(op: Operation, fill: string): string {
  const samples: Record<string, string> = { slugs: 'state,nsw' };
  const query = op.parameters
    .filter((p) => p.in === 'query' && p.required)
    .map((p) => `${p.name}=${encodeURIComponent(samples[p.name] ?? '1')}`);
  const path = op.path.replace(/:(\w+)/g, fill);
  return query.length ? `${path}?${query.join('&')}` : path;
}

const paramsOf = (path: string) => [...path.matchAll(/:(\w+)/g)].map((m) => m[1]!);
/** A route's id parameters: its path parameters but those with samples. */
const idsOf = (route: (typeof ROUTES)[number]) => paramsOf(route.path).filter((p) => !route.samples?.[p]);
const WITH_PARAMS = ROUTES.filter((route) => idsOf(route).length > 0);

/** The route's URL with each path parameter set (to `fill`, or per name in `values`). */
function urlOf(route: (typeof ROUTES)[number], fill: string, values: Record<string, string> = {}) {
  const path = route.path.replace(
    /:(\w+)/g,
    (_, name: string) => values[name] ?? route.samples?.[name] ?? fill,
  );
  return route.query ? `${path}?${route.query}` : path;
}

let ctx: TestContext;
beforeAll(async () => {
  ctx = await startTestApp();
});
afterAll(() => ctx.close());

describe('the API', () => {
  it('should document exactly the routes these tests cover under their tags', () => {
    const served = documented()
      .filter((op) => op.tags.some((tag) => TAGS.includes(tag)))
      .map((op) => `${op.method} ${op.path}`);
    expect(served.sort(), 'add each new route to ROUTES in server/test/validation.test.ts').toEqual(
      ROUTES.map((r) => `${r.method} ${r.path}`).sort(),
    );
  });

  it('should document no query parameter that has a default as required', () => {
    const { paths } = ctx.app.swagger() as { paths: Record<string, Record<string, any>> };
    const parameters = Object.values(paths).flatMap((methods) =>
      Object.values(methods).flatMap((op) => op.parameters ?? []),
    );
    const defaulted = parameters.filter((p: any) => p.in === 'query' && p.schema?.default !== undefined);
    expect(defaulted.length).toBeGreaterThan(0);
    for (const p of defaulted) expect(p.required, p.name).not.toBe(true);
  });

  it('should answer an unknown path with a 404 that names it', async () => {
    const message = await failure(ctx, '/live/planets', 404);
    expect(message).toContain('/live/planets');
  });
});

describe.each(ROUTES)('$method $path › the national-id header', (route) => {
  const send = (headers: Record<string, string>) =>
    call(ctx, urlOf(route, '1'), { method: route.method, headers, payload: route.payload });

  it('should be required, with a message that says what to send', async () => {
    const { status, body } = await send({});
    expect(status).toBe(400);
    expect(body.message).toBe("Send the 'national-id' header with the id of a national body");
  });

  it.each(['abc', '0', '-1', '1.5', '14abc'])(
    'should refuse the malformed value %j with 400',
    async (value) => {
      const { status, body } = await send({ 'national-id': value });
      expect(status).toBe(400);
      expect(body.message).toBe(`The 'national-id' header must be a positive whole number, not '${value}'`);
    },
  );

  it('should answer 404 for a national that is not served', async () => {
    const { status, body } = await send({ 'national-id': '99' });
    expect(status).toBe(404);
    expect(body.message).toContain('99');
    expect(body.message).toContain("'national-id' header");
  });
});

describe.each(WITH_PARAMS)('$method $path › path ids', (route) => {
  for (const param of idsOf(route)) {
    it.each(['abc', '0', '-5', '1.5', '99999999999'])(
      `should refuse ${param} %j with a 400 naming it`,
      async (bad) => {
        const message = await failure(ctx, urlOf(route, '1', { [param]: bad }), 400, {
          payload: route.payload,
        });
        expect(message).toContain(`'${param}'`);
        expect(message).toContain(bad);
      },
    );
  }

  it('should answer 404 with a message for a well-formed id that does not exist', async () => {
    const message = await failure(ctx, urlOf(route, '2147483647'), 404, { payload: route.payload });
    expect(message).toMatch(/^No [a-z ]+ 2147483647 was found$/);
  });
});

const ODD_QUERIES = [
  'season=abc',
  'season=1',
  'season=99999',
  'entityType=planet',
  'entityType=club&entityId=abc',
  'entityType=state&entityId=99999999999',
  'entityType=state&entityId=2147483647',
  'entityIds=1,,2',
  'entityIds=9999999999',
  'entityIds=',
  'gameType=x',
  'page=0',
  'page=abc',
  'limit=-1',
  'limit=100000000000',
  'search=%25_%5C%27',
  `search=${'x'.repeat(101)}`,
  'slugs=,',
  'slugs=state,%25',
  'season=2026&season=2025',
];

describe('every documented route', () => {
  /** The GET operations that declare the national-id header: all but docs and health. */
  /** The public reads: GETs of a national, with no token (a scorer's own GET answers 401 without one). */
  const gets = () =>
    documented().filter(
      (op) =>
        op.method === 'GET' &&
        op.security.length === 0 &&
        op.parameters.some((p) => p.in === 'header' && p.name === 'national-id'),
    );
  /** Those the blocks above do not check route by route (ladders, leaderboards and any new one). */
  const others = () => {
    const listed = new Set(ROUTES.map((r) => `${r.method} ${r.path}`));
    return gets().filter((op) => !listed.has(`${op.method} ${op.path}`));
  };

  it('should declare the national-id header on every documented route', () => {
    const all = documented();
    expect(all.length).toBeGreaterThanOrEqual(ROUTES.length);
    for (const op of all)
      expect(
        op.parameters.some((p) => p.in === 'header' && p.name === 'national-id'),
        `${op.method} ${op.path}`,
      ).toBe(true);
  });

  it('should refuse a GET without, or with a malformed, national-id header, and 404 an unknown national', async () => {
    for (const op of others()) {
      const url = urlOfOperation(op, '1');
      const missing = await call(ctx, url, { headers: {} });
      expect([missing.status, missing.body.message], url).toEqual([
        400,
        "Send the 'national-id' header with the id of a national body",
      ]);
      const malformed = await call(ctx, url, { headers: { 'national-id': 'abc' } });
      expect([malformed.status, malformed.body.message], url).toEqual([
        400,
        "The 'national-id' header must be a positive whole number, not 'abc'",
      ]);
      const unknown = await call(ctx, url, { headers: { 'national-id': '99' } });
      expect(unknown.status, url).toBe(404);
      expect(unknown.body.message, url).toContain('99');
    }
  });

  it('should refuse bad path ids with a 400 and answer 404 for unknown ones', async () => {
    for (const op of others().filter((o) => o.path.includes(':'))) {
      for (const bad of ['abc', '0', '-5', '99999999999']) {
        const { status, body } = await call(ctx, urlOfOperation(op, bad));
        expect(status, `${op.path} with ${bad}`).toBe(400);
        expect(body.message, op.path).toContain(bad);
      }
      const { status, body } = await call(ctx, urlOfOperation(op, '2147483647'));
      expect(status, op.path).toBe(404);
      expect(body.message, op.path).toContain('2147483647');
    }
  });

  it('should never answer 500 to odd input', async () => {
    for (const op of gets())
      for (const query of ODD_QUERIES) {
        const path = `${op.path.replace(/:(\w+)/g, '1')}?${query}`;
        const { status } = await call(ctx, path);
        expect([200, 400, 404], `${path} → ${status}`).toContain(status);
      }
    // Every GET with every odd query, one after another: about 20 s alone, more on a busy machine.
  }, 120_000);
});
