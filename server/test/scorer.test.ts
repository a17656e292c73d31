import { API_PREFIX, mayWrite, type ScorerIdentity } from '@touchline/domain';
import { and, eq, gte, isNotNull, lte } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import * as t from '../src/db/schema';
import { load } from '../src/repositories/lookups';
import { tokenRepository } from '../src/repositories/tokens';
import { FIXTURE_NOW } from './fixture';
import { startTestApp, type TestContext } from './harness';
import { bearer, liveMatches } from './live';

let ctx: TestContext;
let match: typeof t.matches.$inferSelect;

const whoami = (headers: Record<string, string>) =>
  ctx.app.inject({ method: 'GET', url: `${API_PREFIX}/scoring/whoami`, headers });
const identity = async (headers: Record<string, string>) => {
  const response = await whoami(headers);
  expect(response.statusCode).toBe(200);
  return (response.json() as { data: ScorerIdentity }).data;
};

beforeAll(async () => {
  // The demo is dated around this moment; only the date is held still, timers run.
  vi.useFakeTimers({ toFake: ['Date'], now: FIXTURE_NOW });
  ctx = await startTestApp();
  match = (await liveMatches(ctx.database.db))[0]!;
});
afterAll(async () => {
  await ctx.close();
  vi.useRealTimers();
});

describe('GET /scoring/whoami', () => {
  it('should tell a referee token its role, scope and expiry, and list its one match, never the token', async () => {
    const expiresAt = new Date(Date.now() + 8 * 3_600_000);
    const { secret } = await tokenRepository.create(ctx.database.db, {
      nationalId: 14,
      role: 7,
      scopeType: 'match',
      scopeId: match!.id,
      expiresAt,
    });
    const response = await whoami({ 'national-id': '14', authorization: `Bearer ${secret}` });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.body).not.toContain(secret);
    const data = (response.json() as { data: ScorerIdentity }).data;
    expect(data).toMatchObject({
      role: 7,
      roleKey: 'referee',
      roleName: 'Referee',
      scopeType: 'match',
      scopeId: match!.id,
      expiresAt: expiresAt.toISOString(),
      timeZone: 'Australia/Sydney',
    });
    expect(data.scopeName).toMatch(/ v /);
    expect(data.matches.map((m) => m._id)).toEqual([match!.id]);
    expect(data.matches[0]!.homeTeam?._id).toBe(match!.homeTeamId);
  });

  it('should list exactly the matches of the next and last two weeks that the token may write to, as mayWrite decides', async () => {
    const team = await ctx.database.db.select().from(t.teams).where(eq(t.teams.id, match!.homeTeamId!));
    const clubId = team[0]!.ancestors[0]!;
    const now = Date.now();
    const candidates = await ctx.database.db
      .select()
      .from(t.matches)
      .where(
        and(
          eq(t.matches.nationalId, 14),
          eq(t.matches.isBye, false),
          isNotNull(t.matches.dateTime),
          gte(t.matches.dateTime, new Date(now - 13 * 86_400_000)),
          lte(t.matches.dateTime, new Date(now + 13 * 86_400_000)),
        ),
      );
    const teams = await load.teams(
      ctx.database.db,
      14,
      candidates.flatMap((m) => [m.homeTeamId, m.awayTeamId]),
    );
    const entities = await load.entities(
      ctx.database.db,
      14,
      (await ctx.database.db.select({ id: t.entities.id }).from(t.entities)).map((e) => e.id),
    );
    const ownerChain = (id: number | null) => (id === null ? [] : [id, ...entities.get(id)!.ancestors]);
    const competitions = await load.competitions(
      ctx.database.db,
      14,
      candidates.map((m) => m.competitionId),
    );
    for (const [role, scopeType, scopeId] of [
      [5, 'club', clubId],
      [6, 'team', match!.homeTeamId!],
    ] as const) {
      const principal = { nationalId: 14, role, scopeType, scopeId } as const;
      const expected = candidates
        .filter((m) =>
          mayWrite(principal, {
            nationalId: 14,
            matchId: m.id,
            teamIds: [m.homeTeamId, m.awayTeamId].filter((id) => id !== null),
            // As authorizeMatch builds it: the teams' ancestors, the owner and the owner's.
            entityIds: [
              ...[m.homeTeamId, m.awayTeamId].flatMap((id) => (id === null ? [] : teams.get(id)!.ancestors)),
              ...ownerChain(competitions.get(m.competitionId)!.ownerEntityId),
            ],
          }),
        )
        .map((m) => m.id);
      expect(expected.length).toBeGreaterThan(0);
      const { headers } = await bearer(ctx, role, scopeType, scopeId);
      const listed = (await identity(headers)).matches.map((m) => m._id);
      // Matches 13 to 14 days away may be listed too; every one in 13 days must be.
      expect(listed).toEqual(expect.arrayContaining(expected));
      const inWindow = new Set(candidates.map((m) => m.id));
      expect(listed.filter((id) => inWindow.has(id)).sort()).toEqual([...expected].sort());
      // And the write routes agree: a listed match takes the token's write, an unlisted one not.
      const refresh = (matchId: number) =>
        ctx.app.inject({
          method: 'POST',
          url: `${API_PREFIX}/live/matches/${matchId}/events/refresh`,
          headers: { ...headers, 'content-type': 'application/json' },
          payload: { type: 'movement' },
        });
      // Another match of the same competition where there is one: the scope that must not widen.
      const others = candidates.filter((m) => !listed.includes(m.id));
      const unlisted = others.find((m) => m.competitionId === match!.competitionId) ?? others[0];
      expect(unlisted).toBeDefined();
      expect((await refresh(listed[0]!)).statusCode).toBe(200);
      expect((await refresh(unlisted!.id)).statusCode).toBe(403);
    }
  });

  it("should list today's matches first", async () => {
    const { headers } = await bearer(ctx, 2, 'national', 14);
    const data = await identity(headers);
    // A national's token is named by its national, as an entity's by its entity.
    expect(data.scopeName).toBe('Australian Gridiron Federation');
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: data.timeZone }).format(new Date());
    const days = data.matches.map((m) =>
      m.dateTime
        ? new Intl.DateTimeFormat('en-CA', { timeZone: data.timeZone }).format(new Date(m.dateTime))
        : '',
    );
    expect(days[0]).toBe(today);
    const lastToday = days.lastIndexOf(today);
    expect(days.slice(0, lastToday + 1).every((d) => d === today)).toBe(true);
  });

  it('should answer 401 without a token, and for a revoked or expired one', async () => {
    expect((await whoami({ 'national-id': '14' })).statusCode).toBe(401);
    const { id, headers } = await bearer(ctx, 7, 'match', match!.id);
    expect((await whoami(headers)).statusCode).toBe(200);
    await tokenRepository.revoke(ctx.database.db, 14, id);
    const revoked = await whoami(headers);
    expect(revoked.statusCode).toBe(401);
    expect(revoked.json()).toMatchObject({ code: 'TOKEN_UNKNOWN' });
    const { secret } = await tokenRepository.create(ctx.database.db, {
      nationalId: 14,
      role: 7,
      scopeType: 'match',
      scopeId: match!.id,
      expiresAt: new Date(Date.now() - 1000),
    });
    const expired = await whoami({ 'national-id': '14', authorization: `Bearer ${secret}` });
    expect(expired.statusCode).toBe(401);
    expect(expired.json()).toMatchObject({ code: 'TOKEN_EXPIRED' });
  });
});
