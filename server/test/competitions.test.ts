import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { competitions, customLeaderboards } from '../src/db/schema';
import { startTestApp, type TestContext } from './harness';
import { call, data, failure, ids } from './requests';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await startTestApp();
});
afterAll(() => ctx.close());

/** National 14's competitions, straight from the database. */
const rows = () => ctx.database.db.select().from(competitions).where(eq(competitions.nationalId, 14));

const post = (payload: unknown) => call(ctx, '/live/competitions/events', { method: 'POST', payload });

describe('GET /live/competitions', () => {
  it('should list every competition of the national, sorted by order, with what the selectors read', async () => {
    const list = await data(ctx, '/live/competitions');
    expect(ids(list).sort()).toEqual((await rows()).map((r) => r.id).sort());
    const orders = list.map((c: any) => c.order);
    expect(orders).toEqual([...orders].sort((a, b) => a - b));
    for (const c of list)
      expect(c).toMatchObject({
        name: expect.any(String),
        season: expect.any(Number),
        gameType: expect.stringMatching(/^(teams|indv)$/),
        hasPools: expect.any(Boolean),
        isCustom: false,
        matchCount: expect.any(Number),
        teams: expect.any(Array),
        display: { result: expect.any(Boolean), ladder: expect.any(Boolean) },
      });
  });

  it('should filter by season', async () => {
    const seasons = await data(ctx, '/live/seasons');
    for (const { _id: season } of seasons) {
      const list = await data(ctx, `/live/competitions?season=${season}`);
      const expected = (await rows()).filter((r) => r.season === season);
      expect(list.length).toBeGreaterThan(0);
      expect(ids(list).sort()).toEqual(expected.map((r) => r.id).sort());
    }
  });

  it('should filter by entityType and entityId to the competitions that reach the entity', async () => {
    const [, state] = await data(ctx, '/live/states');
    const list = await data(ctx, `/live/competitions?entityType=state&entityId=${state._id}`);
    const expected = (await rows()).filter((r) => r.entityIds.includes(state._id));
    expect(list.length).toBeGreaterThan(0);
    expect(list.length).toBeLessThan((await rows()).length);
    expect(ids(list).sort()).toEqual(expected.map((r) => r.id).sort());
  });

  it('should filter by several entityIds, keeping competitions that reach any of them', async () => {
    const states = await data(ctx, '/live/states');
    const [a, b] = [states[0]._id, states.at(-1)._id];
    const list = await data(ctx, `/live/competitions?entityIds=${a},${b}`);
    const expected = (await rows()).filter((r) => r.entityIds.includes(a) || r.entityIds.includes(b));
    expect(ids(list).sort()).toEqual(expected.map((r) => r.id).sort());
    const onlyA = await data(ctx, `/live/competitions?entityIds=${a}`);
    expect(list.length).toBeGreaterThan(onlyA.length);
  });

  it('should filter by gameType', async () => {
    const individual = await data(ctx, '/live/competitions?gameType=indv');
    const team = await data(ctx, '/live/competitions?gameType=teams');
    expect(individual.length).toBeGreaterThan(0);
    for (const c of individual) expect(c.gameType).toBe('indv');
    for (const c of team) expect(c.gameType).toBe('teams');
    expect(individual.length + team.length).toBe((await rows()).length);
  });

  it('should combine filters', async () => {
    const seasons = await data(ctx, '/live/seasons');
    const current = seasons.find((s: any) => s.currentSeason)._id;
    const list = await data(ctx, `/live/competitions?season=${current}&gameType=teams`);
    const expected = (await rows()).filter((r) => r.season === current && r.gameType === 'teams');
    expect(ids(list).sort()).toEqual(expected.map((r) => r.id).sort());
  });

  it('should answer an empty list for a season without competitions', async () => {
    expect(await data(ctx, '/live/competitions?season=1999')).toEqual([]);
  });

  it.each([
    ['season=abc', 'season'],
    ['season=20261', 'season'],
    ['gameType=x', 'gameType'],
    ['entityIds=1,,2', 'entityIds'],
    ['entityIds=a,b', 'entityIds'],
    ['entityIds=9999999999', 'entityIds'],
    ['entityType=planet&entityId=1', 'entityType'],
    ['entityType=state&entityId=0', 'entityId'],
  ])('should refuse %s with a 400 naming %s', async (query, field) => {
    expect(await failure(ctx, `/live/competitions?${query}`, 400)).toContain(field);
  });

  it('should list the allowed game types when the game type is wrong', async () => {
    expect(await failure(ctx, '/live/competitions?gameType=x', 400)).toBe(
      "Query parameter 'gameType' must be one of 'teams', 'indv', not 'x'",
    );
  });
});

describe('GET /live/competitions/{id}', () => {
  it('should answer with the settings, scoring events, ladder template and pools of a pooled competition', async () => {
    const pooled = (await data(ctx, '/live/competitions')).find((c: any) => c.hasPools);
    const detail = await data(ctx, `/live/competitions/${pooled._id}`);
    expect(detail).toMatchObject({ _id: pooled._id, name: pooled.name, hasPools: true });
    expect(detail.competitionSettings).toMatchObject({
      periods: expect.any(Number),
      positions: expect.any(Array),
    });
    expect(detail.laddertemplate).toMatchObject({ pointsForWin: expect.any(Number) });
    expect(detail.scoringEvents.length).toBeGreaterThan(0);
    expect(detail.pools.length).toBeGreaterThan(1);
    const teamIds = new Set(ids(detail.teams));
    for (const pool of detail.pools) {
      expect(pool.name).toEqual(expect.any(String));
      for (const teamId of pool.teams) expect(teamIds.has(teamId)).toBe(true);
    }
  });

  it('should answer no pools for a competition without them', async () => {
    const plain = (await data(ctx, '/live/competitions')).find((c: any) => !c.hasPools && c.teams.length);
    expect((await data(ctx, `/live/competitions/${plain._id}`)).pools).toEqual([]);
  });

  it('should answer 404 with a message for an unknown competition', async () => {
    expect(await failure(ctx, '/live/competitions/2147483000', 404)).toBe(
      'No competition 2147483000 was found',
    );
  });
});

describe('GET /live/competitions/{id}/events', () => {
  it("should list the national's scoring events the competition uses", async () => {
    const [competition] = await data(ctx, '/live/competitions');
    const [row] = await ctx.database.db
      .select()
      .from(competitions)
      .where(eq(competitions.id, competition._id));
    const { scoringEvents } = await data(ctx, `/live/competitions/${competition._id}/events`);
    const national = await data(ctx, '/live/nationals/events');
    const named = row!.settings.nationalScoringEvents;
    const expected = national.scoringEvents.filter((e: any) => named.length === 0 || named.includes(e.type));
    expect(scoringEvents).toEqual(expected);
  });
});

describe('POST /live/competitions/events', () => {
  it('should combine the scoring events of several competitions, once each by type, with the movements', async () => {
    const list = await data(ctx, '/live/competitions');
    const chosen = list.slice(0, 3).map((c: any) => c._id);
    const { status, body } = await post({ competitionIds: chosen });
    expect(status).toBe(200);
    const { scoringEvents, playerMovements } = body.data.allEventsCombined;
    const types: number[] = scoringEvents.map((e: any) => e.type);
    expect(types).toEqual([...new Set(types)].sort((a, b) => a - b));
    const each = await Promise.all(chosen.map((id: number) => data(ctx, `/live/competitions/${id}/events`)));
    const union = new Set(each.flatMap((e) => e.scoringEvents.map((s: any) => s.type)));
    expect(new Set(types)).toEqual(union);
    expect(playerMovements).toEqual((await data(ctx, '/live/nationals/events')).playerMovements);
  });

  it('should answer 404 naming the competitions that do not exist', async () => {
    const [competition] = await data(ctx, '/live/competitions');
    const { status, body } = await post({ competitionIds: [competition._id, 2147483000] });
    expect(status).toBe(404);
    expect(body.message).toBe('No competition 2147483000 was found');
  });

  it.each([
    ['no body', undefined, 'body'],
    ['a body that is not an object', [1], 'body'],
    ['a body without competitionIds', {}, "'competitionIds' is required"],
    ['an empty list', { competitionIds: [] }, "'competitionIds'"],
    ['ids that are not numbers', { competitionIds: ['a'] }, "'competitionIds.0'"],
    ['an id of zero', { competitionIds: [0] }, "'competitionIds.0'"],
    ['the same id twice', { competitionIds: [1, 1] }, "'competitionIds'"],
    ['an unknown field', { competitionIds: [1], season: 2026 }, "'season' is not allowed"],
    ['a list that is not a list', { competitionIds: 'all' }, 'competitionIds'],
  ])('should refuse %s with a 400 that says what is wrong', async (_, payload, expected) => {
    const { status, body } = await post(payload);
    expect(status).toBe(400);
    expect(body.message).toContain(expected);
  });

  it('should refuse a body that is not valid JSON', async () => {
    const { status, body } = await post('{"competitionIds": [1,');
    expect(status).toBe(400);
    expect(body.message).toMatch(/JSON/i);
  });
});

describe('GET /live/custom-leaderboard', () => {
  it('should list the custom leaderboards with their competitions and scoring events', async () => {
    const list = await data(ctx, '/live/custom-leaderboard');
    const stored = await ctx.database.db
      .select()
      .from(customLeaderboards)
      .where(eq(customLeaderboards.nationalId, 14));
    expect(ids(list).sort()).toEqual(stored.map((r) => r.id).sort());
    const names = new Map((await data(ctx, '/live/competitions')).map((c: any) => [c._id, c.name]));
    for (const board of list) {
      expect(board).toMatchObject({ isCustom: true, name: expect.any(String), season: expect.any(Number) });
      expect(board.competitions.length).toBeGreaterThan(0);
      for (const c of board.competitions) expect(c.name).toBe(names.get(c._id));
      expect(board.scoringEvents.length).toBeGreaterThan(0);
    }
  });

  it('should filter by season', async () => {
    const [board] = await data(ctx, '/live/custom-leaderboard');
    expect(ids(await data(ctx, `/live/custom-leaderboard?season=${board.season}`))).toContain(board._id);
    expect(await data(ctx, `/live/custom-leaderboard?season=${board.season - 1}`)).toEqual([]);
  });

  it('should filter by the entity the leaderboard reaches', async () => {
    const [stored] = await ctx.database.db
      .select()
      .from(customLeaderboards)
      .where(eq(customLeaderboards.nationalId, 14));
    const states = await data(ctx, '/live/states');
    const inside = states.find((s: any) => stored!.entityIds.includes(s._id));
    const outside = states.find((s: any) => !stored!.entityIds.includes(s._id));
    const reached = await data(ctx, `/live/custom-leaderboard?entityType=state&entityId=${inside._id}`);
    expect(ids(reached)).toContain(stored!.id);
    const missed = await data(ctx, `/live/custom-leaderboard?entityType=state&entityId=${outside._id}`);
    expect(ids(missed)).not.toContain(stored!.id);
  });

  it('should refuse a season that is not a year', async () => {
    expect(await failure(ctx, '/live/custom-leaderboard?season=abc', 400)).toContain("'season'");
  });
});
