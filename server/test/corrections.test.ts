import { API_PREFIX, type RoleCode, type ScopeType } from '@touchline/domain';
import { inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as t from '../src/db/schema';
import { startTestApp, type TestContext } from './harness';
import { bearer, liveMatches } from './live';

let ctx: TestContext;
let match: typeof t.matches.$inferSelect;

const send = (
  method: 'POST' | 'PUT' | 'DELETE',
  path: string,
  headers: Record<string, string>,
  payload?: unknown,
) =>
  ctx.app.inject({
    method,
    url: `${API_PREFIX}${path}`,
    headers: payload === undefined ? headers : { 'content-type': 'application/json', ...headers },
    ...(payload === undefined ? {} : { payload: JSON.stringify(payload) }),
  });
const detail = async () =>
  (
    await ctx.app.inject({ url: `${API_PREFIX}/live/matches/${match.id}`, headers: { 'national-id': '14' } })
  ).json().data;
const logRows = async () =>
  (
    (await ctx.database.db.execute(
      sql`select name, payload from match_log where match_id = ${match.id} order by position`,
    )) as any
  ).rows as { name: string; payload: any }[];
const token = async (role: RoleCode, scopeType: ScopeType, scopeId: number) =>
  (await bearer(ctx, role, scopeType, scopeId)).headers;
const touchdown = (reason?: string) => ({
  type: 1,
  isHomeTeam: true,
  period: 2,
  min: 3,
  sec: 15,
  ...(reason === undefined ? {} : { reason }),
});

beforeAll(async () => {
  ctx = await startTestApp();
  match = (await liveMatches(ctx.database.db, ['second-quarter', 'third-quarter'], 1))[0]!;
  // Finishing a match is the referee's own, ordinary write.
  const referee = await token(7, 'match', match.id);
  const finished = await send('PUT', `/live/matches/${match.id}/status`, referee, { status: 'final' });
  expect(finished.statusCode, finished.body).toBe(200);
});
afterAll(() => ctx?.close());

describe('a finished match › who may change it', () => {
  it.each([
    ['the referee of the match', 7, 'match'],
    ['a team admin of its home team', 6, 'team'],
  ] as const)(
    'should refuse %s with a 403 that says who may correct it, changing nothing',
    async (_, role, type) => {
      const headers = await token(role, type, type === 'match' ? match.id : match.homeTeamId!);
      const before = { body: JSON.stringify(await detail()), log: (await logRows()).length };
      const response = await send(
        'POST',
        `/live/matches/${match.id}/scorings`,
        headers,
        touchdown('Missed one'),
      );
      expect(response.statusCode).toBe(403);
      expect(response.json()).toMatchObject({
        code: 'MATCH_FINISHED',
        message: expect.stringMatching(/^Match \d+ is finished \(final\).*Only an admin of its competition/),
      });
      const status = await send('PUT', `/live/matches/${match.id}/status`, headers, {
        status: 'first-quarter',
      });
      expect(status.statusCode).toBe(403);
      expect(JSON.stringify(await detail())).toBe(before.body);
      expect((await logRows()).length).toBe(before.log);
    },
  );

  it.each([
    ['no reason', undefined],
    ['a blank reason', '   '],
  ])('should refuse a correction with %s (400), changing nothing', async (_, reason) => {
    const admin = await token(2, 'national', 14);
    const before = (await logRows()).length;
    const response = await send('POST', `/live/matches/${match.id}/scorings`, admin, touchdown(reason));
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('REASON_REQUIRED');
    expect((await logRows()).length).toBe(before);
  });

  it("should take a competition admin's correction with its reason, and keep the reason in the match's history", async () => {
    const admin = await token(2, 'national', 14);
    const before = await detail();
    const response = await send(
      'POST',
      `/live/matches/${match.id}/scorings`,
      admin,
      touchdown('Touchdown missed by the scorer'),
    );
    expect(response.statusCode, response.body).toBe(200);
    const scores = response.json().data.scores;
    expect(scores.homeTeam).toBe(before.scores.homeTeam + 6);
    expect((await logRows()).slice(-2)).toMatchObject([
      { name: 'event:add' },
      {
        name: 'event:refresh',
        payload: { type: 'correction', reason: 'Touchdown missed by the scorer', scores, status: 'final' },
      },
    ]);
    const after = await detail();
    expect(after.scores).toEqual(scores);
    expect(after.corrections).toEqual([
      { at: expect.any(String), reason: 'Touchdown missed by the scorer', scores, status: 'final' },
    ]);

    // A write without a body gives its reason in the query.
    const eventId = response.json().data.event._id;
    const path = `/live/matches/${match.id}/events/${eventId}`;
    expect((await send('DELETE', path, admin)).statusCode).toBe(400);
    const removed = await send('DELETE', `${path}?reason=${encodeURIComponent('Counted twice')}`, admin);
    expect(removed.statusCode, removed.body).toBe(200);
    expect((await detail()).corrections.map((c: { reason: string }) => c.reason)).toEqual([
      'Touchdown missed by the scorer',
      'Counted twice',
    ]);
  });
});

describe("PUT /live/teamlists › only the team's own side, or the referee", () => {
  let home: typeof t.teams.$inferSelect;
  let away: typeof t.teams.$inferSelect;
  let levels: Map<number, ScopeType>;
  const put = (headers: Record<string, string>) =>
    send('PUT', `/live/teamlists/matches/${match.id}/teams/${home.id}`, headers, { players: [] });
  const ROLE_OF: Partial<Record<ScopeType, RoleCode>> = { state: 3, association: 4, club: 5 };
  const role = (level: ScopeType): RoleCode => ROLE_OF[level]!;

  beforeAll(async () => {
    const db = ctx.database.db;
    const teams = await db
      .select()
      .from(t.teams)
      .where(inArray(t.teams.id, [match.homeTeamId!, match.awayTeamId!]));
    home = teams.find((team) => team.id === match.homeTeamId)!;
    away = teams.find((team) => team.id === match.awayTeamId)!;
    const entities = await db
      .select()
      .from(t.entities)
      .where(inArray(t.entities.id, [...home.ancestors, ...away.ancestors]));
    levels = new Map(entities.map((e) => [e.id, e.level]));
  });

  it("should let the home team's admins, a super admin and the referee write the home list", async () => {
    const homeOnly = home.ancestors.filter((id) => !away.ancestors.includes(id));
    const writers = [
      await token(7, 'match', match.id),
      await token(2, 'national', 14),
      await token(6, 'team', home.id),
      ...(await Promise.all(homeOnly.map((id) => token(role(levels.get(id)!), levels.get(id)!, id)))),
    ];
    for (const headers of writers) expect((await put(headers)).statusCode).toBe(200);
  });

  it("should refuse the away team's admins, at every level, the home team's list", async () => {
    const awayOnly = away.ancestors.filter((id) => !home.ancestors.includes(id));
    expect(awayOnly.length).toBeGreaterThan(0);
    const before = (await logRows()).length;
    for (const headers of [
      await token(6, 'team', away.id),
      ...(await Promise.all(awayOnly.map((id) => token(role(levels.get(id)!), levels.get(id)!, id)))),
    ]) {
      const response = await put(headers);
      expect(response.statusCode).toBe(403);
      expect(response.json().message).toMatch(/may not write the list of team/);
    }
    expect((await logRows()).length).toBe(before);
  });
});
