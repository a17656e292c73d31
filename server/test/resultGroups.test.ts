import { RESULT_GROUP_TYPES } from '@touchline/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resultGroups } from '../src/db/schema';
import { startTestApp, type TestContext } from './harness';
import { data, failure, ids } from './requests';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await startTestApp();
});
afterAll(() => ctx.close());

/** National 14's result group of a type, as the list answers it. */
async function groupOf(type: string) {
  const group = (await data(ctx, '/livescores/result-groups')).find((g: any) => g.type === type);
  expect(group, type).toBeDefined();
  return group;
}

describe('GET /livescores/result-groups', () => {
  it('should list every result group of the national, sorted by order, covering all six types', async () => {
    const groups = await data(ctx, '/livescores/result-groups');
    const stored = await ctx.database.db.select().from(resultGroups).where(eq(resultGroups.nationalId, 14));
    expect(ids(groups).sort()).toEqual(stored.map((r) => r.id).sort());
    const orders = groups.map((g: any) => g.order);
    expect(orders).toEqual([...orders].sort((a, b) => a - b));
    expect(new Set(groups.map((g: any) => g.type))).toEqual(new Set(RESULT_GROUP_TYPES));
    for (const group of groups)
      expect(group).toMatchObject({
        name: expect.any(String),
        venue: { name: expect.any(String) },
        participants: expect.any(Array),
        matches: expect.any(Array),
      });
  });

  it('should give the date as epoch milliseconds', async () => {
    const groups = await data(ctx, '/livescores/result-groups');
    const stored = await ctx.database.db.select().from(resultGroups).where(eq(resultGroups.nationalId, 14));
    for (const group of groups) {
      const row = stored.find((r) => r.id === group._id)!;
      expect(group.dateTime).toBe(row.dateTime?.getTime() ?? null);
    }
  });
});

describe('GET /livescores/result-groups/{id}', () => {
  it('should answer each group as the list does', async () => {
    for (const group of await data(ctx, '/livescores/result-groups'))
      expect(await data(ctx, `/livescores/result-groups/${group._id}`)).toEqual(group);
  });

  it('should answer a Golf group with rounds and each player’s round scores and total', async () => {
    const golf = await data(ctx, `/livescores/result-groups/${(await groupOf('Golf'))._id}`);
    expect(golf.rounds).toBeGreaterThan(0);
    expect(golf.participants.length).toBeGreaterThan(0);
    for (const p of golf.participants) {
      expect(p.scores).toHaveLength(golf.rounds);
      expect(p.totalScore).toBe(p.scores.reduce((a: number, b: number) => a + b, 0));
    }
  });

  it('should answer a Race group with each runner’s time and position', async () => {
    const race = await data(ctx, `/livescores/result-groups/${(await groupOf('Race'))._id}`);
    for (const p of race.participants)
      expect(p).toMatchObject({ time: expect.stringMatching(/^\d+:\d\d/), position: expect.any(Number) });
  });

  it('should answer a Tennis group with sets, singles or doubles and matches of set scores', async () => {
    const tennis = await data(ctx, `/livescores/result-groups/${(await groupOf('Tennis'))._id}`);
    expect(tennis.numberOfSets).toBeGreaterThan(0);
    expect(tennis.singlesDoubles).toMatch(/^(singles|doubles)$/);
    expect(tennis.matches.length).toBeGreaterThan(0);
    for (const match of tennis.matches)
      for (const side of match.participants) {
        expect(side.name1).toEqual(expect.any(String));
        expect(side.setScores.length).toBeLessThanOrEqual(tennis.numberOfSets);
      }
  });

  it('should answer a Team H2H group with games between two scored teams', async () => {
    const h2h = await data(ctx, `/livescores/result-groups/${(await groupOf('Team H2H'))._id}`);
    expect(h2h.matches.length).toBeGreaterThan(0);
    for (const match of h2h.matches)
      expect(match).toMatchObject({
        name: expect.any(String),
        team1: { name: expect.any(String), score: expect.any(Number) },
        team2: { name: expect.any(String), score: expect.any(Number) },
      });
  });

  it('should answer a Field Event group with distances or heights', async () => {
    const field = await data(ctx, `/livescores/result-groups/${(await groupOf('Field Event'))._id}`);
    expect(field.participants.length).toBeGreaterThan(0);
    for (const p of field.participants) expect(p.distanceHeight).toEqual(expect.any(Number));
  });

  it('should answer a Gymnastics group with scores and positions', async () => {
    const gymnastics = await data(ctx, `/livescores/result-groups/${(await groupOf('Gymnastics'))._id}`);
    expect(gymnastics.participants.length).toBeGreaterThan(0);
    for (const p of gymnastics.participants)
      expect(p).toMatchObject({ score: expect.any(Number), position: expect.any(Number) });
  });

  it('should answer 404 with a message for an unknown group', async () => {
    expect(await failure(ctx, '/livescores/result-groups/2147483000', 404)).toBe(
      'No result group 2147483000 was found',
    );
  });

  it('should refuse an id that is not a number, naming it', async () => {
    expect(await failure(ctx, '/livescores/result-groups/abc', 400)).toContain("'id'");
  });
});
