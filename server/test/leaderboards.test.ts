import { eq } from 'drizzle-orm';
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

describe('GET /live/leaderboard/competition/:id', () => {
  it('should rank players on touchdowns, then fewest matches, with shared ranks', async () => {
    const { status, body } = await call(
      ctx,
      `/live/leaderboard/competition/${byName('NSW Premier Division')._id}?eventType=1`,
    );
    expect(status).toBe(200);
    const rows = body.data;
    expect(rows.length).toBeGreaterThan(10);
    for (const [i, row] of rows.entries()) {
      expect(row).toMatchObject({ team: { name: expect.any(String) }, teamImg: { imgUrl: null } });
      expect(row.matchPlayed).toBeGreaterThanOrEqual(0);
      const previous = rows[i - 1];
      if (!previous) continue;
      expect(
        previous.eventSum > row.eventSum ||
          (previous.eventSum === row.eventSum && previous.matchPlayed <= row.matchPlayed),
      ).toBe(true);
      const tied = previous.eventSum === row.eventSum && previous.matchPlayed === row.matchPlayed;
      expect(row.rank).toBe(tied ? previous.rank : i + 1);
    }
    expect(rows.some((row: any) => row.eventSum > 0)).toBe(true);
  });

  it('should use the first leaderboard event type when none is asked for', async () => {
    const id = byName('NSW Premier Division')._id;
    expect((await call(ctx, `/live/leaderboard/competition/${id}`)).body).toEqual(
      (await call(ctx, `/live/leaderboard/competition/${id}?eventType=1`)).body,
    );
  });

  it('should refuse event types that are not shown on ladders, or unknown', async () => {
    const id = byName('NSW Premier Division')._id;
    for (const eventType of [6, 99]) {
      const { status, body } = await call(ctx, `/live/leaderboard/competition/${id}?eventType=${eventType}`);
      expect(status).toBe(400);
      expect(body.message).toMatch(new RegExp(`eventType ${eventType} .*use one of 1, 2, 3, 4, 5`));
    }
    expect((await call(ctx, `/live/leaderboard/competition/${id}?eventType=touchdown`)).status).toBe(400);
  });

  it('should answer 404 for another national’s competition', async () => {
    expect(
      (
        await call(ctx, `/live/leaderboard/competition/${byName('NSW Premier Division')._id}`, {
          headers: AS_12,
        })
      ).status,
    ).toBe(404);
  });

  it("should show a player who stops being public as 'Team Player' at once, never by name", async () => {
    const id = byName('QLD Premier Division')._id;
    const before = (await call(ctx, `/live/leaderboard/competition/${id}?eventType=1`)).body.data;
    const top = before.find((row: any) => row.isPublic);
    await ctx.database.db.update(t.members).set({ isPublic: false }).where(eq(t.members.id, top._id));
    const after = await call(ctx, `/live/leaderboard/competition/${id}?eventType=1`);
    const row = after.body.data.find((r: any) => r._id === top._id);
    expect(row).toMatchObject({ firstName: 'Team Player', lastName: '', isPublic: false });
    expect(after.raw).not.toContain(`"firstName":"${top.firstName}","lastName":"${top.lastName}"`);
    await ctx.database.db.update(t.members).set({ isPublic: true }).where(eq(t.members.id, top._id));
  });
});

describe('GET /live/leaderboard/custom-leaderboard/:id', () => {
  it('should span the competitions the custom leaderboard groups', async () => {
    const [custom] = (await call(ctx, '/live/custom-leaderboard')).body.data;
    const { status, body } = await call(
      ctx,
      `/live/leaderboard/custom-leaderboard/${custom._id}?eventType=1`,
    );
    expect(status).toBe(200);
    const teams = new Set(body.data.map((row: any) => row.team._id));
    for (const c of custom.competitions) {
      const entered = byName(c.name).teams.map((team: any) => team._id);
      expect(entered.some((team: number) => teams.has(team))).toBe(true);
    }
    expect((await call(ctx, '/live/leaderboard/custom-leaderboard/999999')).status).toBe(404);
    expect((await call(ctx, `/live/leaderboard/custom-leaderboard/${custom._id}?eventType=2`)).status).toBe(
      400,
    );
  });
});

describe('GET /live/leaderboard/player-of-the-match/competition/:id', () => {
  it('should list each award with its round, match, player and team', async () => {
    const { body } = await call(
      ctx,
      `/live/leaderboard/player-of-the-match/competition/${byName("Women's National League")._id}`,
    );
    expect(body.data.length).toBeGreaterThan(0);
    for (const row of body.data) {
      expect(row).toMatchObject({
        potmName: 'Player of the Match',
        match: { name: expect.stringContaining(' vs ') },
      });
      expect(
        row.player.isPublic ? row.player.lastName.length > 0 : row.player.firstName === 'Team Player',
      ).toBe(true);
    }
    expect((await call(ctx, '/live/leaderboard/player-of-the-match/competition/999999')).status).toBe(404);
  });
});
