import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { entities } from '../src/db/schema';
import { startTestApp, type TestContext } from './harness';
import { data, failure, ids } from './requests';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await startTestApp();
});
afterAll(() => ctx.close());

/** National 14's entities of a level, straight from the database. */
function rowsOf(level: 'state' | 'association' | 'club') {
  return ctx.database.db
    .select()
    .from(entities)
    .where(and(eq(entities.nationalId, 14), eq(entities.level, level)));
}

/** The seasons of national 14: the current one and an older one. */
async function seasons() {
  const list = await data(ctx, '/live/seasons');
  const current = list.find((s: any) => s.currentSeason)._id as number;
  const older = list.find((s: any) => !s.currentSeason)._id as number;
  return { current, older };
}

const sortedByName = (list: { name: string }[]) =>
  expect(list.map((e) => e.name)).toEqual([...list.map((e) => e.name)].sort((a, b) => a.localeCompare(b)));

describe('GET /live/states', () => {
  it('should list every state of the national, by name, with its level, slug, meta and compCount', async () => {
    const states = await data(ctx, '/live/states');
    const rows = await ctx.database.db
      .select()
      .from(entities)
      .where(and(eq(entities.nationalId, 14), eq(entities.level, 'state'), isNull(entities.parentId)));
    expect(ids(states).sort()).toEqual(rows.map((r) => r.id).sort());
    sortedByName(states);
    for (const state of states)
      expect(state).toMatchObject({
        level: 'state',
        slug: expect.any(String),
        meta: expect.objectContaining({ imgUrl: null }),
        compCount: expect.any(Number),
      });
  });

  it('should count the competitions of the current season that reach each state', async () => {
    const { current } = await seasons();
    for (const state of await data(ctx, '/live/states')) {
      const competitions = await data(ctx, `/live/competitions?season=${current}&entityIds=${state._id}`);
      expect(state.compCount, state.name).toBe(competitions.length);
    }
  });

  it('should count the competitions of the season asked for', async () => {
    const { older } = await seasons();
    const states = await data(ctx, `/live/states?season=${older}`);
    for (const state of states) {
      const competitions = await data(ctx, `/live/competitions?season=${older}&entityIds=${state._id}`);
      expect(state.compCount, state.name).toBe(competitions.length);
    }
    expect(states.some((s: any) => s.compCount === 0)).toBe(true);
  });
});

describe('GET /live/associations', () => {
  it('should list every association of the national without a filter', async () => {
    const associations = await data(ctx, '/live/associations');
    expect(ids(associations).sort()).toEqual((await rowsOf('association')).map((r) => r.id).sort());
    sortedByName(associations);
  });

  it('should list only the associations inside the state named by entityType and entityId', async () => {
    const [state] = await data(ctx, '/live/states');
    const associations = await data(ctx, `/live/associations?entityType=state&entityId=${state._id}`);
    const expected = (await rowsOf('association')).filter((r) => r.ancestors.includes(state._id));
    expect(expected.length).toBeGreaterThan(0);
    expect(ids(associations).sort()).toEqual(expected.map((r) => r.id).sort());
  });

  it('should ignore entityId when entityType is national', async () => {
    const [state] = await data(ctx, '/live/states');
    const all = await data(ctx, '/live/associations');
    const national = await data(ctx, `/live/associations?entityType=national&entityId=${state._id}`);
    expect(ids(national)).toEqual(ids(all));
  });

  it('should answer 404 when the filter entity is not of the level entityType names', async () => {
    const [club] = await data(ctx, '/live/clubs');
    expect(await failure(ctx, `/live/associations?entityType=state&entityId=${club._id}`, 404)).toBe(
      `No state ${club._id} was found`,
    );
  });

  it('should answer 404 naming the entity when the filter entity does not exist', async () => {
    const message = await failure(ctx, '/live/associations?entityType=state&entityId=2147483000', 404);
    expect(message).toBe('No state 2147483000 was found');
  });
});

describe('GET /live/clubs', () => {
  it('should list only the clubs inside the association named by entityType and entityId', async () => {
    const [association] = await data(ctx, '/live/associations');
    const clubs = await data(ctx, `/live/clubs?entityType=association&entityId=${association._id}`);
    const expected = (await rowsOf('club')).filter((r) => r.ancestors.includes(association._id));
    expect(expected.length).toBeGreaterThan(0);
    expect(ids(clubs).sort()).toEqual(expected.map((r) => r.id).sort());
    for (const club of clubs) expect(club.level).toBe('club');
  });

  it('should list clubs at any depth inside a state', async () => {
    const [state] = await data(ctx, '/live/states');
    const clubs = await data(ctx, `/live/clubs?entityType=state&entityId=${state._id}`);
    const expected = (await rowsOf('club')).filter((r) => r.ancestors.includes(state._id));
    expect(ids(clubs).sort()).toEqual(expected.map((r) => r.id).sort());
  });

  it('should refuse an entityType that is not a level, listing the levels', async () => {
    const message = await failure(ctx, '/live/clubs?entityType=planet&entityId=1', 400);
    expect(message).toContain("'entityType'");
    expect(message).toContain("'association'");
    expect(message).toContain("'planet'");
  });

  it('should refuse a season that is not a year', async () => {
    expect(await failure(ctx, '/live/clubs?season=abc', 400)).toContain("'season'");
  });

  it('should refuse an entityId that is not an id', async () => {
    expect(await failure(ctx, '/live/clubs?entityType=state&entityId=abc', 400)).toContain("'entityId'");
  });
});

describe('GET /live/states/{id}', () => {
  it('should answer with the state, its competitions and its direct children', async () => {
    const presentation = await data(ctx, '/live/nationals/presentation');
    const [state] = await data(ctx, '/live/states');
    const page = await data(ctx, `/live/states/${state._id}`);
    expect(page.state).toMatchObject({ _id: state._id, name: state.name, level: 'state', slug: state.slug });
    const children = page[presentation.stateDirectChild];
    const expected = await data(
      ctx,
      `/live/${presentation.stateDirectChild}?entityType=state&entityId=${state._id}`,
    );
    expect(children.length).toBeGreaterThan(0);
    expect(ids(children)).toEqual(ids(expected));
  });

  it('should list the competitions of every season that reach the state', async () => {
    const [state] = await data(ctx, '/live/states');
    const page = await data(ctx, `/live/states/${state._id}`);
    const expected = await data(ctx, `/live/competitions?entityIds=${state._id}`);
    expect(ids(page.competitions)).toEqual(ids(expected));
    expect(new Set(page.competitions.map((c: any) => c.season)).size).toBeGreaterThan(1);
  });

  it('should narrow the competitions to a season', async () => {
    const { older } = await seasons();
    const [state] = await data(ctx, '/live/states');
    const page = await data(ctx, `/live/states/${state._id}?season=${older}`);
    expect(page.competitions.length).toBeGreaterThan(0);
    for (const c of page.competitions) expect(c.season).toBe(older);
  });

  it('should answer 404 for an association id asked for as a state', async () => {
    const [association] = await data(ctx, '/live/associations');
    expect(await failure(ctx, `/live/states/${association._id}`, 404)).toBe(
      `No state ${association._id} was found`,
    );
  });
});

describe('GET /live/associations/{id}', () => {
  it('should answer with the association, its competitions and its direct children', async () => {
    const presentation = await data(ctx, '/live/nationals/presentation');
    const [association] = await data(ctx, '/live/associations');
    const page = await data(ctx, `/live/associations/${association._id}`);
    expect(page.association).toMatchObject({ _id: association._id, level: 'association' });
    const child = presentation.associationDirectChild;
    const expected = await data(ctx, `/live/${child}?entityType=association&entityId=${association._id}`);
    expect(ids(page[child])).toEqual(ids(expected));
    expect(ids(page.competitions)).toEqual(
      ids(await data(ctx, `/live/competitions?entityIds=${association._id}`)),
    );
  });

  it('should answer 404 with a message for an unknown association', async () => {
    expect(await failure(ctx, '/live/associations/2147483000', 404)).toBe(
      'No association 2147483000 was found',
    );
  });
});

describe('GET /live/clubs/{id}', () => {
  it('should answer with the club, its teams of every season and its competitions', async () => {
    const [club] = await data(ctx, '/live/clubs');
    const page = await data(ctx, `/live/clubs/${club._id}`);
    expect(page.club).toMatchObject({ _id: club._id, name: club.name, level: 'club' });
    expect(page.teams.length).toBeGreaterThan(0);
    for (const team of page.teams) {
      expect(team.orgtree.club._id).toBe(club._id);
      expect(team.orgtree.national._id).toBe(14);
    }
    expect(ids(page.competitions)).toEqual(ids(await data(ctx, `/live/competitions?entityIds=${club._id}`)));
  });

  it('should narrow teams and competitions to a season', async () => {
    const { older } = await seasons();
    const clubs = await data(ctx, `/live/clubs?season=${older}`);
    const club = clubs.find((c: any) => c.compCount > 0);
    const page = await data(ctx, `/live/clubs/${club._id}?season=${older}`);
    expect(page.teams.length).toBeGreaterThan(0);
    for (const team of page.teams) expect(team.season).toBe(older);
    for (const competition of page.competitions) expect(competition.season).toBe(older);
  });

  it('should answer 404 for a state id asked for as a club', async () => {
    const [state] = await data(ctx, '/live/states');
    expect(await failure(ctx, `/live/clubs/${state._id}`, 404)).toBe(`No club ${state._id} was found`);
  });

  it('should refuse a season that is not a year, naming it', async () => {
    const [club] = await data(ctx, '/live/clubs');
    expect(await failure(ctx, `/live/clubs/${club._id}?season=abc`, 400)).toContain("'season'");
  });
});
