import { and, count, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { events, members, teamListEntries, teamMembers, teams } from '../src/db/schema';
import { startTestApp, type TestContext } from './harness';
import { data, failure, ids } from './requests';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await startTestApp();
});
afterAll(() => ctx.close());

/** National 14's teams, straight from the database. */
const teamRows = () => ctx.database.db.select().from(teams).where(eq(teams.nationalId, 14));

/** A GET /live/teams call: the whole body, `{ data, pagination }`. */
async function page(query: string) {
  const { status, body } = await ctx.get(`/live/teams${query}`);
  expect(status, JSON.stringify(body)).toBe(200);
  expect(Object.keys(body).sort()).toEqual(['data', 'pagination']);
  return body as {
    data: any[];
    pagination: { page: number; limit: number; totalCount: number; totalPages: number };
  };
}

describe('GET /live/teams', () => {
  it('should answer the first page of every team with the totals, 100 to a page by default', async () => {
    const { data: list, pagination } = await page('');
    const total = (await teamRows()).length;
    expect(pagination).toEqual({
      page: 1,
      limit: 100,
      totalCount: total,
      totalPages: Math.ceil(total / 100),
    });
    expect(list).toHaveLength(Math.min(total, 100));
    for (const team of list)
      expect(team).toMatchObject({
        _id: expect.any(Number),
        name: expect.any(String),
        season: expect.any(Number),
        orgtree: { national: { _id: 14 } },
      });
  });

  it('should clamp limit to 100', async () => {
    const { data: list, pagination } = await page('?limit=500');
    expect(pagination.limit).toBe(100);
    expect(list.length).toBeLessThanOrEqual(100);
  });

  it('should count pages by the limit and answer the second page with the next teams', async () => {
    const total = (await teamRows()).length;
    const first = await page('?limit=10');
    const second = await page('?limit=10&page=2');
    expect(second.pagination).toEqual({
      page: 2,
      limit: 10,
      totalCount: total,
      totalPages: Math.ceil(total / 10),
    });
    expect(second.data).toHaveLength(10);
    const both = await page('?limit=20');
    expect([...ids(first.data), ...ids(second.data)]).toEqual(ids(both.data));
  });

  it('should sort teams by name, newest season first for the same name', async () => {
    const { data: list } = await page('');
    for (let i = 1; i < list.length; i++) {
      const [a, b] = [list[i - 1], list[i]];
      const byName = a.name.localeCompare(b.name, 'en', { sensitivity: 'base' });
      if (a.name === b.name) expect(a.season).toBeGreaterThanOrEqual(b.season);
      else expect(byName, `${a.name} before ${b.name}`).toBeLessThanOrEqual(0);
    }
  });

  it('should answer an empty last page past the end, with the totals', async () => {
    const total = (await teamRows()).length;
    const { data: list, pagination } = await page('?limit=10&page=999');
    expect(list).toEqual([]);
    expect(pagination.totalCount).toBe(total);
  });

  it('should search names case-insensitively, anywhere in the name', async () => {
    const [team] = (await teamRows()).filter((t) => t.name.includes(' '));
    const word = team!.name.split(' ').at(-1)!;
    const lower = await page(`?search=${encodeURIComponent(word.toLowerCase())}`);
    const upper = await page(`?search=${encodeURIComponent(word.toUpperCase())}`);
    expect(ids(lower.data)).toEqual(ids(upper.data));
    expect(ids(lower.data)).toContain(team!.id);
    const expected = (await teamRows()).filter((t) => t.name.toLowerCase().includes(word.toLowerCase()));
    expect(lower.pagination.totalCount).toBe(expected.length);
    for (const found of lower.data) expect(found.name.toLowerCase()).toContain(word.toLowerCase());
  });

  it('should treat % and _ in the search as plain characters', async () => {
    expect((await page('?search=%25')).pagination.totalCount).toBe(0);
    expect((await page('?search=_')).pagination.totalCount).toBe(0);
  });

  it('should keep only the teams inside the entity named by entityType and entityId', async () => {
    const states = await data(ctx, '/live/states');
    const state = states[0];
    const { data: list, pagination } = await page(`?entityType=state&entityId=${state._id}`);
    const expected = (await teamRows()).filter((t) => t.ancestors.includes(state._id));
    expect(pagination.totalCount).toBe(expected.length);
    expect(pagination.totalCount).toBeLessThan((await teamRows()).length);
    for (const team of list) expect(team.orgtree.state._id).toBe(state._id);
  });

  it('should keep only the teams of a club', async () => {
    const [club] = await data(ctx, '/live/clubs');
    const { data: list } = await page(`?entityType=club&entityId=${club._id}`);
    expect(list.length).toBeGreaterThan(0);
    for (const team of list) expect(team.orgtree.club._id).toBe(club._id);
  });

  it('should keep only the teams of a season', async () => {
    const seasons = await data(ctx, '/live/seasons');
    const older = seasons.find((s: any) => !s.currentSeason)._id;
    const { data: list, pagination } = await page(`?season=${older}`);
    expect(pagination.totalCount).toBe((await teamRows()).filter((t) => t.season === older).length);
    for (const team of list) expect(team.season).toBe(older);
  });

  it.each([
    ['page=0', 'page'],
    ['page=abc', 'page'],
    ['limit=0', 'limit'],
    ['limit=abc', 'limit'],
    ['season=abc', 'season'],
    ['entityType=planet', 'entityType'],
    ['entityType=club&entityId=-1', 'entityId'],
    [`search=${'x'.repeat(101)}`, 'search'],
  ])('should refuse %s with a 400 naming %s', async (query, field) => {
    expect(await failure(ctx, `/live/teams?${query}`, 400)).toContain(`'${field}'`);
  });
});

describe('GET /live/teams/{id}', () => {
  it('should answer with data.team[0], its roster, isHideTeamList and its matches', async () => {
    const [row] = await ctx.database.db
      .select({ team: teams, n: count() })
      .from(teams)
      .innerJoin(teamMembers, eq(teamMembers.teamId, teams.id))
      .where(and(eq(teams.nationalId, 14), eq(teams.hideTeamList, false)))
      .groupBy(teams.id)
      .orderBy(desc(count()))
      .limit(1);
    const detail = await data(ctx, `/live/teams/${row!.team.id}`);
    expect(detail.isHideTeamList).toBe(false);
    const [team] = detail.team;
    expect(team).toMatchObject({ _id: row!.team.id, name: row!.team.name, season: row!.team.season });
    expect(team.orgtree.club).toMatchObject({ _id: row!.team.clubId });
    expect(team.members).toHaveLength(row!.n);
    expect(ids(team.memberDetails)).toEqual(ids(team.members));
    for (const member of team.memberDetails)
      expect(member).toMatchObject({
        profile: { firstName: expect.any(String), lastName: expect.any(String) },
        memberType: expect.any(String),
        meta: { exemptionList: expect.any(Array) },
      });
    expect(detail.matches.length).toBeGreaterThan(0);
    for (const match of detail.matches)
      expect([match.homeTeam?._id, match.awayTeam?._id]).toContain(row!.team.id);
  });

  it("should count the team's scoring events per match and type, and nobody else's", async () => {
    const rows = await ctx.database.db
      .select({ teamId: events.teamId, matchId: events.matchId, type: events.type })
      .from(events)
      .where(and(eq(events.nationalId, 14), eq(events.kind, 'scoring')))
      .limit(1);
    const teamId = rows[0]!.teamId!;
    const detail = await data(ctx, `/live/teams/${teamId}`);
    const own = await ctx.database.db
      .select()
      .from(events)
      .where(and(eq(events.nationalId, 14), eq(events.kind, 'scoring'), eq(events.teamId, teamId)));
    const listed = new Set(ids(detail.matches));
    const expected = new Map<string, number>();
    for (const e of own.filter((e) => listed.has(e.matchId)))
      expected.set(`${e.matchId}:${e.type}`, (expected.get(`${e.matchId}:${e.type}`) ?? 0) + 1);
    expect(detail.eventCounts.length).toBeGreaterThan(0);
    expect(new Map(detail.eventCounts.map((c: any) => [`${c.matchId}:${c.type}`, c.count]))).toEqual(
      expected,
    );
  });

  it('should withhold the roster of a team that hides its team list, but list its matches', async () => {
    const [hidden] = await ctx.database.db
      .select()
      .from(teams)
      .where(and(eq(teams.nationalId, 14), eq(teams.hideTeamList, true)))
      .limit(1);
    const detail = await data(ctx, `/live/teams/${hidden!.id}`);
    expect(detail.isHideTeamList).toBe(true);
    expect(detail.team[0].members).toEqual([]);
    expect(detail.team[0].memberDetails).toEqual([]);
    expect(detail.matches.length).toBeGreaterThan(0);
  });

  it('should answer 404 with a message for an unknown team', async () => {
    expect(await failure(ctx, '/live/teams/2147483000', 404)).toBe('No team 2147483000 was found');
  });
});

describe('GET /live/members/{id}', () => {
  it('should answer with member.profile and the matches they were listed for, by team and competition', async () => {
    const [row] = await ctx.database.db
      .select({ member: members, n: count() })
      .from(members)
      .innerJoin(teamListEntries, eq(teamListEntries.memberId, members.id))
      .where(and(eq(members.nationalId, 14), eq(members.isPublic, true)))
      .groupBy(members.id)
      .orderBy(desc(count()))
      .limit(1);
    const { member, compAndMatches } = await data(ctx, `/live/members/${row!.member.id}`);
    expect(member).toMatchObject({
      _id: row!.member.id,
      isPublic: true,
      profile: { firstName: row!.member.firstName, lastName: row!.member.lastName },
      meta: { imgUrl: row!.member.imgUrl, suspend: { isSuspended: expect.any(Boolean) } },
    });
    expect(compAndMatches.length).toBeGreaterThan(0);
    for (const group of compAndMatches) {
      expect(group).toMatchObject({
        name: group.team.name,
        team: { _id: expect.any(Number) },
        competition: { _id: expect.any(Number), name: expect.any(String), season: expect.any(Number) },
      });
      for (const match of group.matches) expect(match.competition._id).toBe(group.competition._id);
    }
    const listed = compAndMatches.flatMap((g: any) => g.matches);
    expect(listed).toHaveLength(row!.n);
  });

  it("should count the member's own scoring events in the matches listed, and only those", async () => {
    const [scorer] = await ctx.database.db
      .select({ id: events.playerId, n: count() })
      .from(events)
      .innerJoin(members, eq(members.id, events.playerId))
      .where(and(eq(events.nationalId, 14), eq(events.kind, 'scoring'), eq(members.isPublic, true)))
      .groupBy(events.playerId)
      .orderBy(desc(count()))
      .limit(1);
    const { compAndMatches, eventCounts } = await data(ctx, `/live/members/${scorer!.id}`);
    const listed = new Set(compAndMatches.flatMap((g: any) => ids(g.matches)));
    expect(eventCounts.length).toBeGreaterThan(0);
    for (const c of eventCounts) expect(listed.has(c.matchId)).toBe(true);
    const own = await ctx.database.db
      .select()
      .from(events)
      .where(and(eq(events.kind, 'scoring'), eq(events.playerId, scorer!.id!)));
    const total = eventCounts.reduce((sum: number, c: any) => sum + c.count, 0);
    expect(total).toBe(own.filter((e) => listed.has(e.matchId)).length);
  });

  it('should answer 404 with a message for an unknown member', async () => {
    expect(await failure(ctx, '/live/members/2147483000', 404)).toBe('No member 2147483000 was found');
  });
});
