import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { competitions, teams } from '../src/db/schema';
import { startTestApp, type TestContext } from './harness';
import { data, failure, ids } from './requests';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await startTestApp();
});
afterAll(() => ctx.close());

const search = (text: string, filter = '') =>
  data(ctx, `/live/search?search=${encodeURIComponent(text)}${filter}`);
const ofType = (results: any[], type: string) => results.filter((r) => r.type === type);

describe('GET /live/search', () => {
  it.each([
    ['no search', '/live/search'],
    ['an empty search', '/live/search?search='],
    ['a blank search', '/live/search?search=%20%20'],
  ])('should answer an empty list for %s', async (_, path) => {
    expect(await data(ctx, path)).toEqual([]);
  });

  it("should find a club and its teams by the club's name", async () => {
    const [club] = await data(ctx, '/live/clubs');
    const results = await search(club.name);
    expect(ids(ofType(results, 'club'))).toContain(club._id);
    const teamsFound = ofType(results, 'team');
    expect(teamsFound.length).toBeGreaterThan(0);
    for (const team of teamsFound) {
      expect(team.name.toLowerCase()).toContain(club.name.toLowerCase());
      expect(team.season).toEqual(expect.any(Number));
    }
    const clubFound = results.find((r: any) => r.type === 'club' && r._id === club._id);
    expect(clubFound.meta).toMatchObject({ slug: club.slug });
    expect(clubFound.season).toBeNull();
  });

  it('should find states, associations and competitions, each with its type', async () => {
    const [state] = await data(ctx, '/live/states');
    expect(ids(ofType(await search(state.name), 'state'))).toContain(state._id);
    const [association] = await data(ctx, '/live/associations');
    expect(ids(ofType(await search(association.name), 'association'))).toContain(association._id);
    const competition = (await data(ctx, '/live/competitions')).find((c: any) => c.teams.length > 0);
    const found = ofType(await search(competition.name), 'competition').find(
      (c) => c._id === competition._id,
    );
    expect(found).toMatchObject({
      name: competition.name,
      season: competition.season,
      matchCount: competition.matchCount,
    });
    expect(ids(found.teams)).toEqual(ids(competition.teams));
  });

  it('should not find a competition the national keeps off its public lists', async () => {
    const competition = (await data(ctx, '/live/competitions')).find((c: any) => c.display.public);
    const found = async () => ids(ofType(await search(competition.name), 'competition'));
    expect(await found()).toContain(competition._id);
    const db = ctx.database.db;
    await db
      .update(competitions)
      .set({ display: { ...competition.display, public: false } })
      .where(eq(competitions.id, competition._id));
    try {
      expect(await found()).not.toContain(competition._id);
    } finally {
      await db
        .update(competitions)
        .set({ display: competition.display })
        .where(eq(competitions.id, competition._id));
    }
  });

  it('should answer results grouped by type: teams, clubs, associations, states, then competitions', async () => {
    const order = ['team', 'club', 'association', 'state', 'competition'];
    const [state] = await data(ctx, '/live/states');
    for (const text of [state.name.split(' ')[0], 'a']) {
      const results = await search(text);
      const ranks = results.map((r: any) => order.indexOf(r.type));
      expect(ranks.every((rank: number) => rank >= 0)).toBe(true);
      expect(ranks).toEqual([...ranks].sort((a, b) => a - b));
    }
  });

  it('should match case-insensitively and anywhere in the name', async () => {
    const [club] = await data(ctx, '/live/clubs');
    const middle = club.name.slice(2, -2);
    const lower = await search(middle.toLowerCase());
    const upper = await search(middle.toUpperCase());
    expect(lower).toEqual(upper);
    expect(ids(ofType(lower, 'club'))).toContain(club._id);
  });

  it('should cap each type at 20 results', async () => {
    const results = await search('a');
    for (const type of ['team', 'club', 'association', 'state', 'competition'])
      expect(ofType(results, type).length, type).toBeLessThanOrEqual(20);
    expect(ofType(results, 'team')).toHaveLength(20);
  });

  it('should keep only results inside the branded entity when entityType and entityId are sent', async () => {
    const states = await data(ctx, '/live/states');
    const everyTeam = await ctx.database.db.select().from(teams).where(eq(teams.nationalId, 14));
    // A word that names teams in more than one state, so the filter has something to remove.
    const word = ['Women', 'Colts', 'Uni']
      .map((w) => ({
        w,
        states: new Set(everyTeam.filter((t) => t.name.includes(w)).map((t) => t.ancestors.join())),
      }))
      .find((x) => x.states.size > 1)!.w;
    const all = ofType(await search(word), 'team');
    expect(all.length).toBeLessThan(20);
    let kept = 0;
    for (const state of states) {
      const filtered = await search(word, `&entityType=state&entityId=${state._id}`);
      const clubsInside = ids(await data(ctx, `/live/clubs?entityType=state&entityId=${state._id}`));
      for (const club of ofType(filtered, 'club')) expect(clubsInside).toContain(club._id);
      for (const team of ofType(filtered, 'team')) {
        const row = everyTeam.find((t) => t.id === team._id)!;
        expect(row.ancestors).toContain(state._id);
      }
      kept += ofType(filtered, 'team').length;
    }
    const stateIds = ids(states);
    const inAState = all.filter((team) =>
      everyTeam.find((t) => t.id === team._id)!.ancestors.some((id) => stateIds.includes(id)),
    );
    expect(kept).toBe(inAState.length);
    expect(
      ofType(await search(word, `&entityType=state&entityId=${states[0]._id}`), 'team').length,
    ).toBeLessThan(all.length);
  });

  it('should ignore entityId when entityType is national', async () => {
    const [state] = await data(ctx, '/live/states');
    expect(await search('a', `&entityType=national&entityId=${state._id}`)).toEqual(await search('a'));
  });

  it('should find nothing for text no name contains', async () => {
    expect(await search('zzqxv')).toEqual([]);
  });

  it('should treat % and _ as plain characters', async () => {
    expect(await search('%')).toEqual([]);
    expect(await search('_')).toEqual([]);
  });

  it('should refuse an entityType that is not a level', async () => {
    const message = await failure(ctx, '/live/search?search=a&entityType=planet&entityId=1', 400);
    expect(message).toContain("'entityType'");
  });

  it('should refuse a search longer than 100 characters, naming it', async () => {
    expect(await failure(ctx, `/live/search?search=${'a'.repeat(101)}`, 400)).toContain("'search'");
  });
});
