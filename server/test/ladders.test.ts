import { gunzipSync } from 'node:zlib';
import { API_PREFIX } from '@touchline/domain';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as t from '../src/db/schema';
import { startTestApp, type TestContext } from './harness';
import { AS_12, call } from './requests';

let ctx: TestContext;
let competitions: any[];
const byName = (name: string) => competitions.find((c) => c.name === name)!;

beforeAll(async () => {
  ctx = await startTestApp();
  competitions = (await call(ctx, '/live/competitions')).body.data;
});
afterAll(() => ctx.close());

describe('GET /live/ladders/competition/:id', () => {
  it('should rank every team with consistent stats and per-round ladders', async () => {
    const { status, body } = await call(
      ctx,
      `/live/ladders/competition/${byName('NSW Premier Division')._id}`,
    );
    expect(status).toBe(200);
    const ladder = body.data;
    expect(ladder.competition).toMatchObject({ name: 'NSW Premier Division', hasPools: false });
    expect(ladder.teams.map((row: any) => row.position)).toEqual(
      ladder.teams.map((_: unknown, i: number) => i + 1),
    );
    for (const row of ladder.teams) {
      const s = row.stats;
      expect(s.matchesPlayed).toBe(s.matchesWon + s.matchesDrawn + s.matchesLost);
      expect(s.pointsDifference).toBe(s.pointsFor - s.pointsAgainst);
    }
    // A gridiron competition: ranked on win percentage, then gridiron's tie-breakers.
    const pcts = ladder.teams.map((row: any) => row.stats.winPercentage);
    expect(pcts).toEqual([...pcts].sort((a, b) => b - a));
    expect(ladder.sortOptions.map((o: any) => o.value)).toEqual(['winPercentage']);
    expect(ladder.competition.laddertemplate.layout).toBe('gridiron');
    for (const [i, row] of ladder.teams.entries()) {
      if (i === ladder.teams.length - 1) expect(row.separatedFromNext).toBeNull();
      else expect(row.separatedFromNext.kind).toBe(pcts[i] === pcts[i + 1] ? 'tieBreaker' : 'sort');
    }
    const { maxRound, perRound } = ladder.teamsWithStatsByRound;
    expect(maxRound).toBeGreaterThan(1);
    const last = perRound[maxRound].map((r: any) => [r._id, r.position, r.stats.winPercentage]);
    expect(last).toEqual(ladder.teams.map((r: any) => [r._id, r.position, r.stats.winPercentage]));
    expect(perRound[1].every((r: any) => r.stats.matchesPlayed <= 1)).toBe(true);
  });

  it('should give one ranking per pool, with pool-less teams under Unknown Pool', async () => {
    const { body } = await call(ctx, `/live/ladders/competition/${byName("Women's National League")._id}`);
    const pools = body.data.teams.map((row: any) => row.pool);
    expect(body.data.competition.hasPools).toBe(true);
    expect([...new Set(pools)]).toEqual([
      'East Division',
      'North Division',
      'South Division',
      'Unknown Pool',
      'West Division',
    ]);
    for (const pool of new Set(pools)) {
      const positions = body.data.teams.filter((r: any) => r.pool === pool).map((r: any) => r.position);
      expect(positions).toEqual(positions.map((_: unknown, i: number) => i + 1));
    }
  });

  it('should withhold the teams when the competition hides its ladder or its results', async () => {
    for (const c of competitions.filter((x) => !x.display.ladder || !x.display.result)) {
      const { status, body } = await call(ctx, `/live/ladders/competition/${c._id}`);
      expect(status).toBe(200);
      expect(body.data.teams).toEqual([]);
      expect(body.data.displays).toEqual({ result: c.display.result, ladder: c.display.ladder });
      expect(body.data.teamsWithStatsByRound).toEqual({ maxRound: 0, perRound: {} });
    }
  });

  it('should answer 404 for an unknown competition or another national’s, and 400 for a bad id', async () => {
    expect((await call(ctx, '/live/ladders/competition/999999')).status).toBe(404);
    expect(
      (await call(ctx, `/live/ladders/competition/${byName('NSW Premier Division')._id}`, { headers: AS_12 }))
        .status,
    ).toBe(404);
    const bad = await call(ctx, '/live/ladders/competition/abc');
    expect(bad.status).toBe(400);
    expect(bad.body.message).toMatch(/competitionId/);
  });

  it('should send the same bytes compressed when the client accepts gzip', async () => {
    const url = `${API_PREFIX}/live/ladders/competition/${byName('QLD Premier Division')._id}`;
    const plain = await ctx.app.inject({ url, headers: { 'national-id': '14' } });
    const zipped = await ctx.app.inject({ url, headers: { 'national-id': '14', 'accept-encoding': 'gzip' } });
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(zipped.rawPayload).toString()).toBe(plain.body);
  });

  it('should compute once per change of the results and reuse the ladder until then', async () => {
    const id = byName('VIC Premier Division')._id;
    const cache = ctx.app.answers;
    const before = (await call(ctx, `/live/ladders/competition/${id}`)).body.data;
    const computed = cache.built;
    expect((await call(ctx, `/live/ladders/competition/${id}`)).body.data).toEqual(before);
    expect(cache.built).toBe(computed);

    // The bottom team wins its last result by a mile: the ladder must change at once.
    const bottom = before.teams.at(-1);
    const db = ctx.database.db;
    const [match] = await db
      .select()
      .from(t.matches)
      .where(
        and(
          eq(t.matches.competitionId, id),
          eq(t.matches.status, 'final'),
          sql`${bottom._id} in (${t.matches.homeTeamId}, ${t.matches.awayTeamId})`,
        ),
      )
      .limit(1);
    const home = match!.homeTeamId === bottom._id;
    await db
      .update(t.matches)
      .set(home ? { homeScore: 500, awayScore: 0 } : { homeScore: 0, awayScore: 500 })
      .where(eq(t.matches.id, match!.id));
    const after = (await call(ctx, `/live/ladders/competition/${id}`)).body.data;
    expect(cache.built).toBe(computed + 1);
    const row = after.teams.find((r: any) => r._id === bottom._id);
    const oldScore = home ? match!.homeScore : match!.awayScore;
    expect(row.stats.pointsFor).toBe(bottom.stats.pointsFor - oldScore + 500);
    expect(row.stats.matchesWon).toBeGreaterThanOrEqual(bottom.stats.matchesWon);
  });

  it('should leave out matches inside a hidden-rounds window', async () => {
    const id = byName('SA Premier Division')._id;
    const before = (await call(ctx, `/live/ladders/competition/${id}`)).body.data;
    const played = before.teams.reduce((n: number, r: any) => n + r.stats.matchesPlayed, 0);
    const [c] = await ctx.database.db.select().from(t.competitions).where(eq(t.competitions.id, id));
    const window = { from: 0, to: Date.now() + 365 * 86_400_000 };
    await ctx.database.db
      .update(t.competitions)
      .set({ display: { ...c!.display, hideRounds: [window] } })
      .where(eq(t.competitions.id, id));
    const after = (await call(ctx, `/live/ladders/competition/${id}`)).body.data;
    expect(played).toBeGreaterThan(0);
    expect(after.teams.every((r: any) => r.stats.matchesPlayed === 0)).toBe(true);
    await ctx.database.db
      .update(t.competitions)
      .set({ display: c!.display })
      .where(eq(t.competitions.id, id));
  });
});

describe('GET /live/ladders/competition/:id/sport', () => {
  it('should rank an individual competition from its events’ result tables', async () => {
    const { body } = await call(ctx, `/live/ladders/competition/${byName('National Combine')._id}/sport`);
    const table = body.data.tableData;
    expect(table.label).toBe('National Combine');
    expect(table.headers).toEqual(['Pos', 'Athlete', 'Club', 'Events', 'Rank Total']);
    expect(table.rows.length).toBeGreaterThan(3);
    const totals = table.rows.map((r: any[]) => r.at(-1));
    expect(totals).toEqual([...totals].sort((a, b) => a - b));
  });

  it('should give a points competition’s ladder as a generic table of its points columns', async () => {
    const { body } = await call(
      ctx,
      `/live/ladders/competition/${byName('QLD Beach Volleyball Fundraiser Series')._id}/sport`,
    );
    expect(body.data.tableData.headers).toEqual(['Pos', 'Team', 'P', 'W', 'D', 'L', '+', '-', '+/-', 'Pts']);
    expect(body.data.tableData.rows[0][0]).toBe(1);
  });

  it('should give a gridiron competition’s ladder as a generic table of gridiron’s columns', async () => {
    const qld = await call(ctx, `/live/ladders/competition/${byName('QLD Premier Division')._id}`);
    const { body } = await call(ctx, `/live/ladders/competition/${byName('QLD Premier Division')._id}/sport`);
    const table = body.data.tableData;
    expect(table.headers).toEqual(['Pos', 'Team', 'W', 'L', 'T', 'PCT', 'PF', 'PA', 'Net', 'Strk']);
    // The same teams in the same order as the ladder, each row its record as printed.
    expect(table.rows.map((r: any[]) => r[1])).toEqual(qld.body.data.teams.map((t: any) => t.name));
    const [first] = qld.body.data.teams;
    expect(table.rows[0]).toEqual([
      1,
      first.name,
      first.stats.matchesWon,
      first.stats.matchesLost,
      first.stats.matchesDrawn,
      expect.stringMatching(/^(1\.000|\.\d{3})$/),
      first.stats.pointsFor,
      first.stats.pointsAgainst,
      expect.stringMatching(/^([+-]?\d+)$/),
      first.records.streak,
    ]);

    // With divisions and conferences, the records against each are columns too.
    const womens = await call(
      ctx,
      `/live/ladders/competition/${byName("Women's National League")._id}/sport`,
    );
    expect(womens.body.data.tableData.headers).toEqual([
      'Pos',
      'Team',
      'W',
      'L',
      'T',
      'PCT',
      'PF',
      'PA',
      'Net',
      'Div',
      'Conf',
      'Strk',
    ]);
  });
});
