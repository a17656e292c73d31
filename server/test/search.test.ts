import { rankSearchResults, SEARCH_TYPES, type SearchResult } from '@touchline/domain';
import { and, eq, ilike, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { competitions, entities, members, teamMembers, teams } from '../src/db/schema';
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

  it('should answer results grouped by type: teams, players, clubs, associations, states, then competitions', async () => {
    const order = ['team', 'player', 'club', 'association', 'state', 'competition'];
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
    for (const type of SEARCH_TYPES) expect(ofType(results, type).length, type).toBeLessThanOrEqual(20);
    expect(ofType(results, 'team')).toHaveLength(20);
    expect(ofType(results, 'player')).toHaveLength(20);
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

/** Public members listed as 'Player' on a team of national 14 that shows its lists, one row a roster place. */
async function visiblePlayerRosters() {
  return ctx.database.db
    .select({ member: members, team: teams, memberType: teamMembers.memberType })
    .from(teamMembers)
    .innerJoin(members, eq(members.id, teamMembers.memberId))
    .innerJoin(teams, eq(teams.id, teamMembers.teamId))
    .where(
      and(
        eq(teamMembers.nationalId, 14),
        eq(members.isPublic, true),
        eq(teams.hideTeamList, false),
        eq(teamMembers.memberType, 'Player'),
      ),
    );
}

/** A public player of national 14 on exactly one roster place, and that place. */
async function aPlayerOnOneTeam() {
  const rosters = await visiblePlayerRosters();
  const places = new Map<number, number>();
  for (const r of rosters) places.set(r.member.id, (places.get(r.member.id) ?? 0) + 1);
  const [everyPlace] = await ctx.database.db
    .select({ n: sql<number>`count(*)::int` })
    .from(teamMembers)
    .where(eq(teamMembers.memberId, rosters.find((r) => places.get(r.member.id) === 1)!.member.id));
  expect(everyPlace!.n, 'on no other roster, hidden or not').toBe(1);
  return rosters.find((r) => places.get(r.member.id) === 1)!;
}

const fullName = (member: { firstName: string; lastName: string }) =>
  `${member.firstName} ${member.lastName}`;

describe('GET /live/search › ranking', () => {
  it("should rank whole words before substrings: 'lions' puts Sydney Uni Lions before the Stallions", async () => {
    const results = await search('lions');
    for (const type of ['team', 'club']) {
      const names = ofType(results, type).map((r) => r.name);
      expect(names, type).toContain('Northern Suburbs Stallions');
      expect(names.indexOf('Sydney Uni Lions'), type).toBeGreaterThanOrEqual(0);
      expect(names.indexOf('Sydney Uni Lions'), type).toBeLessThan(
        names.indexOf('Northern Suburbs Stallions'),
      );
    }
  });

  it('should order every type by the domain rule: tier, then name, then the newest season', async () => {
    for (const text of ['lions', 'uni', 'a', 'sydney', 'ra', 'smith', 'nsw']) {
      const results: SearchResult[] = await search(text);
      for (const type of SEARCH_TYPES) {
        const found = ofType(results, type) as SearchResult[];
        expect(ids(found), `${type} for '${text}'`).toEqual(ids(rankSearchResults(text, found)));
      }
    }
  });

  it('should pick the best 20 of every match, not the first 20 by name', async () => {
    const text = 'ra';
    const everyTeam = await ctx.database.db
      .select()
      .from(teams)
      .where(and(eq(teams.nationalId, 14), ilike(teams.name, `%${text}%`)));
    expect(everyTeam.length).toBeGreaterThan(20);
    const best = rankSearchResults(
      text,
      everyTeam.map((team) => ({ _id: team.id, type: 'team', name: team.name, season: team.season })),
    ).slice(0, 20);
    const results = await search(text);
    expect(ids(ofType(results, 'team'))).toEqual(ids(best));

    // Players too: each found once, under their latest season on a team that shows its lists.
    const seasons = new Map<number, { name: string; season: number }>();
    for (const { member, team } of await visiblePlayerRosters())
      if (fullName(member).toLowerCase().includes(text))
        seasons.set(member.id, {
          name: fullName(member),
          season: Math.max(team.season, seasons.get(member.id)?.season ?? 0),
        });
    expect(seasons.size).toBeGreaterThan(20);
    const bestPlayers = rankSearchResults(
      text,
      [...seasons].map(([id, { name, season }]) => ({ _id: id, type: 'player', name, season })),
    ).slice(0, 20);
    expect(ids(ofType(results, 'player'))).toEqual(ids(bestPlayers));
  });
});

describe('GET /live/search › players', () => {
  it('should find a public player by whole name and by surname, with their teams and a link id', async () => {
    const { member, team } = await aPlayerOnOneTeam();
    for (const text of [fullName(member), member.lastName, fullName(member).toUpperCase()]) {
      const found = ofType(await search(text), 'player').find((r) => r._id === member.id);
      expect(found, text).toMatchObject({
        _id: member.id,
        type: 'player',
        name: fullName(member),
        season: team.season,
        teams: [{ _id: team.id, name: team.name }],
      });
    }
    const [first] = ofType(await search(fullName(member)), 'player');
    expect(first!.name.toLowerCase()).toBe(fullName(member).toLowerCase());
  });

  it('should never return a member who is not public, under any of their names', async () => {
    const [hidden] = await ctx.database.db
      .select({ member: members })
      .from(teamMembers)
      .innerJoin(members, eq(members.id, teamMembers.memberId))
      .innerJoin(teams, eq(teams.id, teamMembers.teamId))
      .where(
        and(
          eq(teamMembers.nationalId, 14),
          eq(members.isPublic, false),
          eq(teams.hideTeamList, false),
          eq(teamMembers.memberType, 'Player'),
        ),
      )
      .limit(1);
    if (!hidden) throw new Error('The demo needs a private player on a team list');
    const { member } = hidden;
    for (const text of [fullName(member), member.lastName, member.firstName]) {
      const players = ofType(await search(text), 'player');
      expect(ids(players), text).not.toContain(member.id);
    }
    // Under a name no one else has, nothing at all comes back.
    const original = { firstName: member.firstName, lastName: member.lastName };
    await ctx.database.db
      .update(members)
      .set({ firstName: 'Zorbulon', lastName: 'Quindlewhistle' })
      .where(eq(members.id, member.id));
    try {
      for (const text of ['Zorbulon', 'Quindlewhistle', 'Zorbulon Quindlewhistle', 'quindle'])
        expect(await search(text), text).toEqual([]);
    } finally {
      await ctx.database.db.update(members).set(original).where(eq(members.id, member.id));
    }
  });

  it('should stop finding a player the moment they are made private', async () => {
    const { member } = await aPlayerOnOneTeam();
    const found = async () => ids(ofType(await search(fullName(member)), 'player'));
    expect(await found()).toContain(member.id);
    await ctx.database.db.update(members).set({ isPublic: false }).where(eq(members.id, member.id));
    try {
      expect(await found()).not.toContain(member.id);
    } finally {
      await ctx.database.db.update(members).set({ isPublic: true }).where(eq(members.id, member.id));
    }
  });

  it('should not find a member listed only as a coach, or only on a team that hides its lists', async () => {
    const { member, team } = await aPlayerOnOneTeam();
    const found = async () => ids(ofType(await search(fullName(member)), 'player'));
    const place = and(eq(teamMembers.memberId, member.id), eq(teamMembers.teamId, team.id));
    await ctx.database.db.update(teamMembers).set({ memberType: 'Coach' }).where(place);
    try {
      expect(await found()).not.toContain(member.id);
    } finally {
      await ctx.database.db.update(teamMembers).set({ memberType: 'Player' }).where(place);
    }
    await ctx.database.db.update(teams).set({ hideTeamList: true }).where(eq(teams.id, team.id));
    try {
      expect(await found()).not.toContain(member.id);
    } finally {
      await ctx.database.db.update(teams).set({ hideTeamList: false }).where(eq(teams.id, team.id));
    }
    expect(await found()).toContain(member.id);
  });

  it('should find only players of teams inside the branded entity, and name only those teams', async () => {
    const [state] = await data(ctx, '/live/states');
    const everyTeam = new Map(
      (await ctx.database.db.select().from(teams).where(eq(teams.nationalId, 14))).map((t) => [t.id, t]),
    );
    const all = ofType(await search('an'), 'player');
    const inside = ofType(await search('an', `&entityType=state&entityId=${state._id}`), 'player');
    expect(inside.length).toBeGreaterThan(0);
    expect(inside.length).toBeLessThanOrEqual(all.length);
    for (const player of inside)
      for (const team of player.teams) expect(everyTeam.get(team._id)!.ancestors).toContain(state._id);
  });
});

describe('GET /live/search › short names and slugs', () => {
  it("should find New South Wales by 'nsw', its slug, whatever the case", async () => {
    const nsw = (await data(ctx, '/live/states')).find((s: any) => s.slug === 'nsw');
    expect(nsw.name).toBe('New South Wales');
    for (const text of ['nsw', 'NSW', 'Nsw'])
      expect(ids(ofType(await search(text), 'state')), text).toEqual([nsw._id]);
  });

  it('should find an association by its slug, with hyphens or spaces, and by its short name', async () => {
    const association = (await data(ctx, '/live/associations')).find((a: any) => a.slug.includes('-'));
    const slugFound = ofType(await search(association.slug), 'association');
    expect(ids(slugFound)[0]).toBe(association._id);
    expect(ids(ofType(await search(association.slug.replace(/-/g, ' ')), 'association'))).toContain(
      association._id,
    );

    const [row] = await ctx.database.db.select().from(entities).where(eq(entities.id, association._id));
    await ctx.database.db
      .update(entities)
      .set({ meta: { ...row!.meta, name: 'XQGA' } })
      .where(eq(entities.id, association._id));
    try {
      expect(ids(ofType(await search('xqga'), 'association'))).toEqual([association._id]);
    } finally {
      await ctx.database.db.update(entities).set({ meta: row!.meta }).where(eq(entities.id, association._id));
    }
  });

  it('should find a club by its name only, not by its slug', async () => {
    const club = (await data(ctx, '/live/clubs')).find((c: any) => c.slug.includes('-'));
    expect(club.name.toLowerCase()).not.toContain(club.slug);
    expect(ids(ofType(await search(club.slug), 'club'))).not.toContain(club._id);
  });
});

describe('GET /live/search › odd input', () => {
  it('should search for regular-expression characters as plain text', async () => {
    for (const text of ['.', '.*', '(', '[a]', '\\', '^', '$', '|', '+', "'"]) {
      const results = await search(text);
      for (const result of results)
        expect(
          [result.name, result.meta.name, result.meta.slug].some((name) =>
            name?.toLowerCase().includes(text),
          ),
          `${text}: ${result.name}`,
        ).toBe(true);
    }
    expect(ids(ofType(await search('('), 'competition')).length).toBeGreaterThan(0);
  });

  it('should refuse a NUL character, naming the search', async () => {
    expect(await failure(ctx, '/live/search?search=a%00b', 400)).toContain("'search'");
  });
});
