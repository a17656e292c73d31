import { API_PREFIX } from '@touchline/domain';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as t from '../src/db/schema';
import { startTestApp, type TestContext } from './harness';
import { bearer, liveMatches } from './live';

let ctx: TestContext;
let match: typeof t.matches.$inferSelect;
let roster: number[];

const send = (method: 'POST' | 'PUT', path: string, headers: Record<string, string>, payload: unknown) =>
  ctx.app.inject({
    method,
    url: `${API_PREFIX}${path}`,
    headers: { 'content-type': 'application/json', ...headers },
    payload: JSON.stringify(payload),
  });
const logRows = async () =>
  (
    (await ctx.database.db.execute(
      sql`select name, payload from match_log where match_id = ${match.id} order by position`,
    )) as any
  ).rows;

beforeAll(async () => {
  ctx = await startTestApp();
  const found = await liveMatches(ctx.database.db, ['second-quarter', 'third-quarter'], 1);
  match = found[0]!;
  const members = await ctx.database.db
    .select({ id: t.teamMembers.memberId })
    .from(t.teamMembers)
    .where(eq(t.teamMembers.teamId, match.homeTeamId!))
    .limit(3);
  roster = members.map((m) => m.id);
});
afterAll(() => ctx.close());

describe('POST /live/matches/:matchId/events/refresh', () => {
  it('should log one event:refresh for the match, and only for a token that covers it', async () => {
    const { headers } = await bearer(ctx, 7, 'match', match.id);
    const before = (await logRows()).length;
    expect(
      (
        await send(
          'POST',
          `/live/matches/${match.id}/events/refresh`,
          { 'national-id': '14' },
          { type: 'movement' },
        )
      ).statusCode,
    ).toBe(401);
    const response = await send('POST', `/live/matches/${match.id}/events/refresh`, headers, {
      type: 'movement',
    });
    expect(response.statusCode).toBe(200);
    const rows = await logRows();
    expect(rows.length).toBe(before + 1);
    expect(rows.at(-1)).toMatchObject({ name: 'event:refresh', payload: { type: 'movement' } });
  });
});

describe('PUT /live/teamlists/matches/:matchId/teams/:teamId', () => {
  const path = () => `/live/teamlists/matches/${match.id}/teams/${match.homeTeamId}`;
  const entry = (member: number, i: number) => ({
    member,
    isPlayer: true,
    memberType: 'Player',
    shirtNum: 90 + i,
  });

  it("should replace the team's list with members of its roster", async () => {
    const { headers } = await bearer(ctx, 6, 'team', match.homeTeamId!);
    const response = await send('PUT', path(), headers, { players: roster.map(entry) });
    expect(response.statusCode).toBe(200);
    const list = (
      await ctx.app.inject({ url: `${API_PREFIX}${path()}`, headers: { 'national-id': '14' } })
    ).json().data;
    expect(list.players.map((p: any) => p._id).sort()).toEqual([...roster].sort());
    expect((await logRows()).at(-1)).toMatchObject({ name: 'event:refresh', payload: { type: 'teamList' } });
  });

  it.each([
    ['someone off the roster', () => [entry(1, 0)], 400, /not on the team's roster/],
    ['someone twice', () => [entry(roster[0]!, 0), entry(roster[0]!, 1)], 400, /listed twice/],
  ])('should refuse %s and change nothing', async (_, players, status, message) => {
    const { headers } = await bearer(ctx, 7, 'match', match.id);
    const before = (await ctx.app.inject({ url: `${API_PREFIX}${path()}`, headers: { 'national-id': '14' } }))
      .body;
    const response = await send('PUT', path(), headers, { players: players() });
    expect(response.statusCode).toBe(status);
    expect(response.json().message).toMatch(message);
    expect(
      (await ctx.app.inject({ url: `${API_PREFIX}${path()}`, headers: { 'national-id': '14' } })).body,
    ).toBe(before);
  });

  it('should refuse a team admin of the other team, and a team not in the match', async () => {
    const away = await bearer(ctx, 6, 'team', match.awayTeamId!);
    expect((await send('PUT', path(), away.headers, { players: [] })).statusCode).toBe(403);
    const referee = await bearer(ctx, 7, 'match', match.id);
    expect(
      (
        await send('PUT', `/live/teamlists/matches/${match.id}/teams/999999`, referee.headers, {
          players: [],
        })
      ).statusCode,
    ).toBe(404);
  });
});
