import { API_PREFIX } from '@touchline/domain';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as t from '../src/db/schema';
import { tokenRepository } from '../src/repositories/tokens';
import { startTestApp, type TestContext } from './harness';
import { bearer, liveMatches } from './live';

let ctx: TestContext;
let match: typeof t.matches.$inferSelect;
let found: (typeof t.matches.$inferSelect)[];
let homePlayer: number;
let homeTeamState: number;

const post = (path: string, headers: Record<string, string>, payload: unknown) =>
  ctx.app.inject({
    method: 'POST',
    url: `${API_PREFIX}${path}`,
    headers: { 'content-type': 'application/json', ...headers },
    payload: JSON.stringify(payload),
  });
const touchdown = () => ({ type: 1, isHomeTeam: true, period: 2, min: 3, sec: 15, player: homePlayer });
const logCount = async () =>
  Number(
    (
      (await ctx.database.db.execute(
        sql`select count(*)::int as n from match_log where match_id = ${match.id}`,
      )) as any
    ).rows[0].n,
  );

beforeAll(async () => {
  ctx = await startTestApp();
  const db = ctx.database.db;
  // A live match of national 14 with team lists.
  found = await liveMatches(db, ['second-quarter'], 1);
  match = found[0]!;
  const [entry] = await db
    .select()
    .from(t.teamListEntries)
    .where(
      and(
        eq(t.teamListEntries.matchId, match!.id),
        eq(t.teamListEntries.teamId, match!.homeTeamId!),
        eq(t.teamListEntries.isPlayer, true),
      ),
    )
    .limit(1);
  homePlayer = entry!.memberId;
  const [team] = await db.select().from(t.teams).where(eq(t.teams.id, match!.homeTeamId!));
  homeTeamState = team!.ancestors[0]!;
});
afterAll(() => ctx.close());

describe('POST /live/matches/:matchId/scorings', () => {
  it('should record a touchdown for a referee of the match and answer the recomputed scores', async () => {
    const { headers } = await bearer(ctx, 7, 'match', match.id);
    const before = (
      await ctx.app.inject({
        url: `${API_PREFIX}/live/matches/${match.id}`,
        headers: { 'national-id': '14' },
      })
    ).json().data;
    const response = await post(`/live/matches/${match.id}/scorings`, headers, touchdown());
    expect(response.statusCode).toBe(200);
    const { data } = response.json();
    expect(data.scores).toEqual({ homeTeam: before.scores.homeTeam + 6, awayTeam: before.scores.awayTeam });
    expect(data.event).toMatchObject({
      name: 'Touchdown',
      value: 6,
      isHomeTeam: true,
      period: 2,
      min: 3,
      sec: 15,
    });
    const after = (
      await ctx.app.inject({
        url: `${API_PREFIX}/live/matches/${match.id}`,
        headers: { 'national-id': '14' },
      })
    ).json().data;
    const sum = (side: boolean) =>
      after.scoringEvents
        .filter((e: any) => e.isHomeTeam === side)
        .reduce((n: number, e: any) => n + e.value, 0);
    expect(after.scores).toEqual({ homeTeam: sum(true), awayTeam: sum(false) });
  });

  it.each([
    ['no token', () => ({ 'national-id': '14' }), 401],
    [
      'a revoked token',
      async () => {
        const { id, headers } = await bearer(ctx, 7, 'match', match.id);
        await tokenRepository.revoke(ctx.database.db, 14, id);
        return headers;
      },
      401,
    ],
    ['a referee of another match', async () => (await bearer(ctx, 7, 'match', match.id + 1)).headers, 403],
    ['a team admin of another team', async () => (await bearer(ctx, 6, 'team', 999)).headers, 403],
    [
      'a state admin of another state',
      async () => (await bearer(ctx, 3, 'state', homeTeamState + 1)).headers,
      403,
    ],
    [
      'a super admin of national 12',
      async () => ({ ...(await bearer(ctx, 2, 'national', 12, 12)).headers, 'national-id': '14' }),
      403,
    ],
  ])('should refuse %s and change nothing', async (_, headersOf, status) => {
    const logBefore = await logCount();
    const response = await post(`/live/matches/${match.id}/scorings`, await headersOf(), touchdown());
    expect(response.statusCode).toBe(status);
    expect(response.json().message).toEqual(expect.any(String));
    expect(await logCount()).toBe(logBefore);
  });

  it.each([
    ['a team admin of the home team', () => bearer(ctx, 6, 'team', match.homeTeamId!)],
    ['a state admin above the home team', () => bearer(ctx, 3, 'state', homeTeamState)],
    ['a super admin of the national', () => bearer(ctx, 2, 'national', 14)],
    [
      'a platform admin',
      async () => {
        const { headers } = await bearer(ctx, 1, 'national', 12, 12);
        return { headers: { ...headers, 'national-id': '14' } };
      },
    ],
  ])('should let %s score', async (_, mint) => {
    const response = await post(`/live/matches/${match.id}/scorings`, (await mint()).headers, touchdown());
    expect(response.statusCode).toBe(200);
  });

  it.each([
    ['an unknown scoring type', { ...touchdown(), type: 77 }, /type 77/],
    ['a player who is not on the team list', { ...touchdown(), player: 1 }, /team list|not a member/],
    ['a period past the match', { ...touchdown(), period: 7 }, /period/],
    ['a missing field', { type: 1, isHomeTeam: true, period: 1, min: 0 }, /sec/],
    ['an unknown field', { ...touchdown(), points: 6 }, /points/],
    ['negative seconds', { ...touchdown(), sec: -1 }, /sec/],
  ])('should refuse %s with a 400 and change nothing', async (_, body, message) => {
    const { headers } = await bearer(ctx, 7, 'match', match.id);
    const logBefore = await logCount();
    const response = await post(`/live/matches/${match.id}/scorings`, headers, body);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(message);
    expect(await logCount()).toBe(logBefore);
  });

  it('should answer a retry with the same Idempotency-Key with the first answer and write once', async () => {
    const { headers } = await bearer(ctx, 7, 'match', match.id);
    const keyed = { ...headers, 'idempotency-key': 'retry-me-1' };
    const first = await post(`/live/matches/${match.id}/scorings`, keyed, touchdown());
    const logAfterFirst = await logCount();
    const second = await post(`/live/matches/${match.id}/scorings`, keyed, touchdown());
    expect(second.statusCode).toBe(200);
    expect(second.json()).toEqual(first.json());
    expect(await logCount()).toBe(logAfterFirst);
    const other = await post(`/live/matches/${match.id}/scorings`, keyed, { ...touchdown(), min: 9 });
    expect(other.statusCode).toBe(422);
  });
});

describe('DELETE /live/matches/:matchId/events/:eventId and PUT status', () => {
  it('should remove an event and take its points off the score', async () => {
    const { headers } = await bearer(ctx, 7, 'match', match.id);
    const added = (await post(`/live/matches/${match.id}/scorings`, headers, touchdown())).json().data;
    const removed = await ctx.app.inject({
      method: 'DELETE',
      url: `${API_PREFIX}/live/matches/${match.id}/events/${added.event._id}`,
      headers,
    });
    expect(removed.statusCode).toBe(200);
    expect(removed.json().data.scores.homeTeam).toBe(added.scores.homeTeam - 6);
    const again = await ctx.app.inject({
      method: 'DELETE',
      url: `${API_PREFIX}/live/matches/${match.id}/events/${added.event._id}`,
      headers,
    });
    expect(again.statusCode).toBe(404);
  });

  it('should need the forfeiting team for a forfeit', async () => {
    const { headers } = await bearer(ctx, 7, 'match', match.id);
    const put = (payload: unknown) =>
      ctx.app.inject({
        method: 'PUT',
        url: `${API_PREFIX}/live/matches/${match.id}/status`,
        headers: { ...headers, 'content-type': 'application/json' },
        payload: JSON.stringify(payload),
      });
    expect((await put({ status: 'forfeit' })).statusCode).toBe(400);
    expect((await put({ status: 'forfeit', forfeitingTeam: 999999 })).statusCode).toBe(400);
    expect((await put({ status: 'sideways' })).statusCode).toBe(400);
    const ok = await put({ status: 'third-quarter' });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().data.status).toBe('third-quarter');
  });

  it('should cancel a match, which then reads as cancelled', async () => {
    const { headers } = await bearer(ctx, 7, 'match', match.id);
    const cancelled = await ctx.app.inject({
      method: 'PUT',
      url: `${API_PREFIX}/live/matches/${match.id}/status`,
      headers: { ...headers, 'content-type': 'application/json' },
      payload: JSON.stringify({ status: 'cancelled' }),
    });
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json().data.status).toBe('cancelled');
    const [stored] = await ctx.database.db.select().from(t.matches).where(eq(t.matches.id, match.id));
    expect(stored!.status).toBe('cancelled');
  });
});

describe('write routes', () => {
  it('should each declare a policy', () => {
    expect(ctx.app.writeRoutes.length).toBeGreaterThan(3);
    for (const route of ctx.app.writeRoutes)
      expect(route.policy, `${route.method} ${route.url}`).toMatch(/^(public|subscriber|match|competition)$/);
  });

  it('should not build an app with a write route that declares none', async () => {
    const { buildApp } = await import('../src/app');
    const app = await buildApp({
      config: { webDir: '/nonexistent', nationalId: 14 },
      database: ctx.database,
    });
    expect(() => app.post('/undeclared', async () => ({}))).toThrow(/declares no policy/);
    await app.close();
  });
});
