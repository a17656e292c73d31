import { and, eq, isNotNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  competitions,
  customLeaderboards,
  entities,
  matches,
  members,
  resultGroups,
  teamListEntries,
  teams,
} from '../src/db/schema';
import { startTestApp, type TestContext } from './harness';
import { AS_12, AS_14, call, data, failure, ids } from './requests';

let ctx: TestContext;
/** Every id national 14 and national 12 own, by kind, straight from the database. */
let owned: Record<14 | 12, Record<string, Set<number>>>;

beforeAll(async () => {
  ctx = await startTestApp();
  const db = ctx.database.db;
  const load = async (nationalId: 14 | 12) => {
    const idsOf = async (rows: Promise<{ id: number }[]>) => new Set((await rows).map((r) => r.id));
    const level = (l: 'state' | 'association' | 'club') =>
      db
        .select({ id: entities.id })
        .from(entities)
        .where(and(eq(entities.nationalId, nationalId), eq(entities.level, l)));
    return {
      state: await idsOf(level('state')),
      association: await idsOf(level('association')),
      club: await idsOf(level('club')),
      competition: await idsOf(
        db.select({ id: competitions.id }).from(competitions).where(eq(competitions.nationalId, nationalId)),
      ),
      team: await idsOf(db.select({ id: teams.id }).from(teams).where(eq(teams.nationalId, nationalId))),
      match: await idsOf(
        db.select({ id: matches.id }).from(matches).where(eq(matches.nationalId, nationalId)),
      ),
      member: await idsOf(
        db.select({ id: members.id }).from(members).where(eq(members.nationalId, nationalId)),
      ),
      resultGroup: await idsOf(
        db.select({ id: resultGroups.id }).from(resultGroups).where(eq(resultGroups.nationalId, nationalId)),
      ),
      customLeaderboard: await idsOf(
        db
          .select({ id: customLeaderboards.id })
          .from(customLeaderboards)
          .where(eq(customLeaderboards.nationalId, nationalId)),
      ),
    };
  };
  owned = { 14: await load(14), 12: await load(12) };
  // Search finds members as players.
  for (const national of [14, 12] as const) owned[national].player = owned[national].member!;
});
afterAll(() => ctx.close());

const first = (set: Set<number>) => [...set][0]!;

/** A match of national 14 with a team list, and one of its teams. */
async function matchWithTeamList() {
  const [row] = await ctx.database.db
    .select({ matchId: teamListEntries.matchId, teamId: teamListEntries.teamId })
    .from(teamListEntries)
    .where(eq(teamListEntries.nationalId, 14))
    .limit(1);
  return row!;
}

describe('national isolation › single records', () => {
  it.each([
    ['state', '/live/states/'],
    ['association', '/live/associations/'],
    ['club', '/live/clubs/'],
    ['competition', '/live/competitions/'],
    ['team', '/live/teams/'],
    ['match', '/live/matches/'],
    ['member', '/live/members/'],
    ['resultGroup', '/livescores/result-groups/'],
  ])(
    "should answer a %s of national 14 under 14 and 404 under national 12's header",
    async (kind, prefix) => {
      const id = first(owned[14][kind]!);
      await data(ctx, `${prefix}${id}`, { headers: AS_14 });
      const message = await failure(ctx, `${prefix}${id}`, 404, { headers: AS_12 });
      expect(message).toContain(String(id));
    },
  );

  it.each([
    ['competition', '/live/competitions/{id}/events'],
    ['competition', '/live/matches/competitions/{id}'],
    ['match', '/live/matches/{id}/competition-settings'],
    ['match', '/live/matches/{id}/sport'],
    ['competition', '/live/ladders/competition/{id}'],
    ['competition', '/live/ladders/competition/{id}/sport'],
  ])("should refuse another national's %s on %s", async (kind, template) => {
    const path = template.replace('{id}', String(first(owned[14][kind]!)));
    await data(ctx, path, { headers: AS_14 });
    await failure(ctx, path, 404, { headers: AS_12 });
  });

  it("should refuse another national's team list", async () => {
    const { matchId, teamId } = await matchWithTeamList();
    const path = `/live/teamlists/matches/${matchId}/teams/${teamId}`;
    expect((await data(ctx, path, { headers: AS_14 })).players.length).toBeGreaterThan(0);
    await failure(ctx, path, 404, { headers: AS_12 });
  });

  it("should refuse national 12's records under national 14 too", async () => {
    for (const [kind, prefix] of [
      ['team', '/live/teams/'],
      ['member', '/live/members/'],
      ['match', '/live/matches/'],
      ['competition', '/live/competitions/'],
      ['state', '/live/states/'],
    ] as const) {
      const id = first(owned[12][kind]!);
      await data(ctx, `${prefix}${id}`, { headers: AS_12 });
      await failure(ctx, `${prefix}${id}`, 404, { headers: AS_14 });
    }
  });

  it("should refuse another national's competitions in the combined events call", async () => {
    const payload = { competitionIds: [first(owned[14].competition!)] };
    const ok = await call(ctx, '/live/competitions/events', { method: 'POST', payload, headers: AS_14 });
    expect(ok.status).toBe(200);
    const refused = await call(ctx, '/live/competitions/events', { method: 'POST', payload, headers: AS_12 });
    expect(refused.status).toBe(404);
  });

  it("should not brand with another national's entity", async () => {
    const own12 = new Set((await data(ctx, '/live/states', { headers: AS_12 })).map((s: any) => s.slug));
    const only14 = (await data(ctx, '/live/states')).find(
      (s: any) => !own12.has(s.slug) && s.meta.primaryColor,
    );
    await data(ctx, `/portal/national/get/slug-details?slugs=state,${only14.slug}`);
    const message = await failure(ctx, `/portal/national/get/slug-details?slugs=state,${only14.slug}`, 404, {
      headers: AS_12,
    });
    expect(message).toBe('No data found');
  });
});

describe('national isolation › lists', () => {
  it.each([
    ['state', '/live/states'],
    ['association', '/live/associations'],
    ['club', '/live/clubs'],
    ['competition', '/live/competitions'],
    ['customLeaderboard', '/live/custom-leaderboard'],
    ['resultGroup', '/livescores/result-groups'],
  ])("should list only national 12's own %s records under its header", async (kind, path) => {
    const list = ids(await data(ctx, path, { headers: AS_12 }));
    for (const id of list) expect(owned[12][kind]!.has(id), `${kind} ${id}`).toBe(true);
    expect(list.filter((id) => owned[14][kind]!.has(id))).toEqual([]);
    expect(list.length).toBe(owned[12][kind]!.size);
  });

  it("should page only national 12's own teams, with its own totals", async () => {
    const { status, body } = await ctx.get('/live/teams?limit=100', AS_12);
    expect(status).toBe(200);
    expect(body.pagination.totalCount).toBe(owned[12].team!.size);
    expect(ids(body.data).sort()).toEqual([...owned[12].team!].sort());
    const names14 = new Set(
      (await ctx.get('/live/teams?limit=100', AS_14)).body.data.map((t: any) => t.name),
    );
    for (const team of body.data) {
      expect(names14.has(team.name), team.name).toBe(false);
      expect(team.orgtree.national._id).toBe(12);
    }
  });

  it("should not filter national 12's lists by an entity of national 14", async () => {
    const state14 = first(owned[14].state!);
    await failure(ctx, `/live/clubs?entityType=state&entityId=${state14}`, 404, { headers: AS_12 });
    expect(await data(ctx, `/live/competitions?entityIds=${state14}`, { headers: AS_12 })).toEqual([]);
    const { body } = await ctx.get(`/live/teams?entityType=state&entityId=${state14}`, AS_12);
    expect(body.pagination.totalCount).toBe(0);
  });

  it("should show only national 12's matches, teams and events in its schedules and match centre", async () => {
    const competition12 = first(owned[12].competition!);
    const schedule = await data(ctx, `/live/matches/competitions/${competition12}`, { headers: AS_12 });
    expect(schedule.matches.length).toBeGreaterThan(0);
    for (const match of schedule.matches) {
      expect(owned[12].match!.has(match._id)).toBe(true);
      for (const team of [match.homeTeam, match.awayTeam].filter(Boolean))
        expect(owned[12].team!.has(team._id)).toBe(true);
    }
    const [played] = await ctx.database.db
      .select()
      .from(matches)
      .where(and(eq(matches.nationalId, 12), eq(matches.status, 'final'), isNotNull(matches.homeTeamId)))
      .limit(1);
    const detail = await data(ctx, `/live/matches/${played!.id}`, { headers: AS_12 });
    for (const event of detail.scoringEvents)
      if (event.meta.player) expect(owned[12].member!.has(event.meta.player._id)).toBe(true);
    for (const form of [...detail.homeLastFive, ...detail.awayLastFive])
      expect(owned[12].match!.has(form._id)).toBe(true);
  });

  it("should answer national 12's own scoring events, not national 14's", async () => {
    const events12 = await data(ctx, '/live/nationals/events', { headers: AS_12 });
    const events14 = await data(ctx, '/live/nationals/events', { headers: AS_14 });
    expect(events12.scoringEvents.map((e: any) => e.name)).not.toEqual(
      events14.scoringEvents.map((e: any) => e.name),
    );
  });
});

describe('national isolation › search', () => {
  it("should not find national 14's teams, clubs or competitions under national 12", async () => {
    const teams14 = (await ctx.get('/live/teams?limit=100', AS_14)).body.data;
    const words = [...new Set(teams14.flatMap((t: any) => t.name.split(' ')) as string[])].filter(
      (w) => w.length > 3,
    );
    for (const word of words.slice(0, 25)) {
      const results = await data(ctx, `/live/search?search=${encodeURIComponent(word)}`, { headers: AS_12 });
      for (const result of results) {
        const kind = result.type as string;
        expect(owned[14][kind]?.has(result._id), `${word}: ${result.type} ${result.name}`).toBe(false);
        expect(owned[12][kind]?.has(result._id), `${word}: ${result.type} ${result.name}`).toBe(true);
      }
    }
  });

  it('should find a name both nationals use only in the national of the header', async () => {
    const teams12 = (await ctx.get('/live/teams?limit=100', AS_12)).body.data;
    const teams14 = (await ctx.get('/live/teams?limit=100', AS_14)).body.data;
    const word = teams12
      .map((t: any) => t.name.split(' ')[0] as string)
      .find((w: string) => teams14.some((t: any) => t.name.includes(w)));
    expect(word).toBeDefined();
    const under12 = await data(ctx, `/live/search?search=${word}`, { headers: AS_12 });
    const under14 = await data(ctx, `/live/search?search=${word}`, { headers: AS_14 });
    expect(under12.filter((r: any) => r.type === 'team').length).toBeGreaterThan(0);
    expect(under14.filter((r: any) => r.type === 'team').length).toBeGreaterThan(0);
    for (const r of under12.filter((x: any) => x.type === 'team'))
      expect(owned[12].team!.has(r._id)).toBe(true);
    for (const r of under14.filter((x: any) => x.type === 'team'))
      expect(owned[14].team!.has(r._id)).toBe(true);
  });

  it('should find nothing under national 12 inside an entity of national 14', async () => {
    const state14 = first(owned[14].state!);
    expect(
      await data(ctx, `/live/search?search=a&entityType=state&entityId=${state14}`, { headers: AS_12 }),
    ).toEqual([]);
  });
});
