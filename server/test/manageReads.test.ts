import {
  API_PREFIX,
  addDays,
  type ManagedCompetitions,
  type ManagedMatch,
  mayWriteCompetition,
  type Principal,
  zonedDay,
} from '@touchline/domain';
import { and, asc, eq, gte, ne, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as t from '../src/db/schema';
import { nationalRepository } from '../src/repositories/national';
import { startTestApp, type TestContext } from './harness';
import { bearer } from './live';

/**
 * The manager's console reads (issue 28): which competitions each role may manage, as
 * `mayWriteCompetition` decides, and a competition's matches by round or by days in the
 * national's zone, with what the results grid needs to know of each.
 */
type Headers = Record<string, string>;
type Competition = typeof t.competitions.$inferSelect;

const ZONE = 'Australia/Sydney';
let ctx: TestContext;
let superAdmin: Headers;
/** A competition of the current season owned by a state, with a bye and a match scored live. */
let competition: Competition;
/** Its owner's admin. */
let manager: Headers;
/** A competition of next season, owned by an association inside that state. */
let nextSeason: Competition;

const read = (path: string, headers: Headers) =>
  ctx.app.inject({ method: 'GET', url: `${API_PREFIX}${path}`, headers });
const managed = async (headers: Headers): Promise<ManagedCompetitions> => {
  const response = await read('/live/manage/competitions', headers);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data;
};
const matchesPath = (competitionId: number, query = '') =>
  `/live/manage/competitions/${competitionId}/matches${query ? `?${query}` : ''}`;
const matches = async (query = '', headers = manager, id = competition.id): Promise<ManagedMatch[]> => {
  const response = await read(matchesPath(id, query), headers);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data;
};
const ids = (rows: { _id: number }[]) => rows.map((row) => row._id);
/** Matches by kickoff (undated last), then id: the order the reads answer in. */
function byKickoff(a: ManagedMatch, b: ManagedMatch) {
  if (a.dateTime === b.dateTime) return a._id - b._id;
  if (a.dateTime === null || b.dateTime === null) return a.dateTime === null ? 1 : -1;
  return a.dateTime < b.dateTime ? -1 : 1;
}

beforeAll(async () => {
  ctx = await startTestApp();
  const db = ctx.database.db;
  const [candidate] = (
    (await db.execute(sql`
      select c.id from competitions c join entities e on e.id = c.owner_entity_id
      where c.national_id = 14 and e.level = 'state'
        and c.season = (select id from seasons where national_id = 14 and current_season)
        and exists (select 1 from matches m where m.competition_id = c.id and m.is_bye)
        and exists (select 1 from matches m join events v on v.match_id = m.id
          where m.competition_id = c.id and v.kind = 'scoring')
      order by c.id limit 1`)) as any
  ).rows as { id: number }[];
  competition = (await db.select().from(t.competitions).where(eq(t.competitions.id, candidate!.id)))[0]!;
  const [association] = await db
    .select()
    .from(t.entities)
    .where(sql`${t.entities.ancestors} && ARRAY[${competition.ownerEntityId}]::integer[]`)
    .orderBy(asc(t.entities.id))
    .limit(1);
  // Next season's draw: ordered first of all, listed after every competition of this season.
  const [inserted] = await db
    .insert(t.competitions)
    .values({
      ...competition,
      id: undefined,
      sourceId: 'manage-reads-next-season',
      season: competition.season + 1,
      name: 'Next Season Cup',
      order: 0,
      ownerEntityId: association!.id,
    })
    .returning();
  nextSeason = inserted!;
  superAdmin = (await bearer(ctx, 2, 'national', 14)).headers;
  manager = (await bearer(ctx, 3, 'state', competition.ownerEntityId!)).headers;
});
afterAll(() => ctx?.close());

describe('GET /live/manage/competitions', () => {
  it('should list exactly the competitions of this season and later that mayWriteCompetition lets each role manage', async () => {
    const db = ctx.database.db;
    const season = (await nationalRepository.currentSeason(db, 14))!;
    const all = await db
      .select()
      .from(t.competitions)
      .where(and(eq(t.competitions.nationalId, 14), gte(t.competitions.season, season)));
    const entities = await db.select().from(t.entities).where(eq(t.entities.nationalId, 14));
    const ancestors = new Map(entities.map((e) => [e.id, e.ancestors]));
    const [match] = await db.select().from(t.matches).where(eq(t.matches.competitionId, competition.id));
    const roles = { state: 3, association: 4, club: 5 } as const;
    const principals: Principal[] = [
      { nationalId: 14, role: 2, scopeType: 'national', scopeId: 14 },
      ...entities.map((e) => ({ nationalId: 14, role: roles[e.level], scopeType: e.level, scopeId: e.id })),
      { nationalId: 14, role: 6, scopeType: 'team', scopeId: match!.homeTeamId },
      { nationalId: 14, role: 7, scopeType: 'match', scopeId: match!.id },
    ];
    const sizes = new Set<number>();
    for (const principal of principals) {
      const expected = all
        .filter((c) =>
          mayWriteCompetition(principal, {
            nationalId: 14,
            competitionId: c.id,
            entityIds: c.ownerEntityId === null ? [] : [c.ownerEntityId, ...ancestors.get(c.ownerEntityId)!],
          }),
        )
        .map((c) => c.id);
      const { headers } = await bearer(ctx, principal.role, principal.scopeType, principal.scopeId!);
      const listed = ids((await managed(headers)).competitions);
      expect([...listed].sort(), `${principal.scopeType} ${principal.scopeId}`).toEqual([...expected].sort());
      sizes.add(listed.length);
    }
    // The national's, a state's, an association's, and none (clubs, a team and a referee).
    expect(sizes.size).toBeGreaterThanOrEqual(4);
    expect(sizes.has(0)).toBe(true);
  });

  it('should list the current season first, then by order and name, each with its rounds and teams', async () => {
    const data = await managed(superAdmin);
    expect(data.timeZone).toBe(ZONE);
    const listed = data.competitions;
    const current = listed.filter((c) => c.season === competition.season);
    expect([...listed.slice(0, current.length)]).toEqual(current);
    expect(listed.at(-1)!._id).toBe(nextSeason.id);
    const orders = await ctx.database.db
      .select({ id: t.competitions.id, order: t.competitions.order })
      .from(t.competitions)
      .where(eq(t.competitions.nationalId, 14));
    const orderOf = new Map(orders.map((c) => [c.id, c.order]));
    const keys = current.map((c) => orderOf.get(c._id)!);
    expect(keys).toEqual([...keys].sort((a, b) => a - b));

    const mine = listed.find((c) => c._id === competition.id)!;
    expect(mine).toMatchObject({ name: competition.name, season: competition.season });
    const teams = await ctx.database.db
      .select({ id: t.competitionTeams.teamId })
      .from(t.competitionTeams)
      .where(eq(t.competitionTeams.competitionId, competition.id));
    expect(ids(mine.teams).sort()).toEqual(teams.map((team) => team.id).sort());
    const names = mine.teams.map((team) => team.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
    // Each round as the schedule names it, with its first and last kickoff and its matches.
    const all = await matches();
    expect(mine.rounds.length).toBeGreaterThan(3);
    for (const round of mine.rounds) {
      const held = all.filter((m) => m.roundId === round._id);
      expect(round.matches, round.name).toBe(held.length);
      expect(round.firstDate).toBe(held[0]?.dateTime ?? null);
      expect(round.lastDate).toBe(held.at(-1)?.dateTime ?? null);
      if (round.type === 'regular') expect(round.name).toBe(`Round ${round.number}`);
    }
    expect(listed.flatMap((c) => c.rounds.map((r) => r.name))).toContain('Grand Final');

    const venues = await ctx.database.db.select().from(t.venues).where(eq(t.venues.nationalId, 14));
    expect(ids(data.venues).sort()).toEqual(venues.map((v) => v.id).sort());
    expect(data.venues.map((v) => v.name)).toEqual(
      data.venues.map((v) => v.name).sort((a, b) => a.localeCompare(b)),
    );
  });

  it('should answer 401 without a token', async () => {
    const response = await read('/live/manage/competitions', { 'national-id': '14' });
    expect(response.statusCode).toBe(401);
    expect(response.json().code).toBe('TOKEN_MISSING');
  });
});

describe('GET /live/manage/competitions/:competitionId/matches', () => {
  it("should answer a round's matches, byes included, by kickoff", async () => {
    const data = await managed(manager);
    const rounds = data.competitions.find((c) => c._id === competition.id)!.rounds;
    const all = await matches();
    const byeRound = all.find((m) => m.isBye)!.roundId!;
    for (const round of rounds) {
      const listed = await matches(`roundId=${round._id}`);
      expect(listed.length).toBe(round.matches);
      expect(listed).toEqual(all.filter((m) => m.roundId === round._id));
      expect(listed).toEqual([...listed].sort(byKickoff));
      if (round._id === byeRound) expect(listed.some((m) => m.isBye && m.awayTeam === null)).toBe(true);
    }
    // The whole competition: every match of the database, in order.
    const rows = await ctx.database.db
      .select({ id: t.matches.id })
      .from(t.matches)
      .where(eq(t.matches.competitionId, competition.id));
    expect(ids(all).sort()).toEqual(rows.map((row) => row.id).sort());
    expect(all).toEqual([...all].sort(byKickoff));
  });

  it("should answer the matches of calendar days in the national's zone, both ends included", async () => {
    const all = (await matches()).filter((m) => m.dateTime !== null);
    const from = zonedDay(all[Math.floor(all.length / 3)]!.dateTime!, ZONE);
    const to = addDays(from, 13);
    const expected = all.filter((m) => {
      const day = zonedDay(m.dateTime!, ZONE);
      return day >= from && day <= to;
    });
    expect(expected.length).toBeGreaterThan(0);
    expect(expected.length).toBeLessThan(all.length);
    expect(await matches(`from=${from}&to=${to}`)).toEqual(expected);
    // A match moved to 9 a.m. there kicks off the day before in UTC: it is of the zone's day.
    const match = all.find((m) => !m.isBye && !m.scoredLive)!;
    const day = zonedDay(match.dateTime!, ZONE);
    const moved = await ctx.app.inject({
      method: 'PATCH',
      url: `${API_PREFIX}/live/matches/${match._id}/fixture`,
      headers: { ...manager, 'content-type': 'application/json' },
      payload: { dateTime: `${day}T09:00:00+10:00` },
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(ids(await matches(`from=${day}&to=${day}`))).toContain(match._id);
    const before = addDays(day, -1);
    expect(ids(await matches(`from=${before}&to=${before}`))).not.toContain(match._id);
  });

  it('should say which matches were scored live, name the player of the match, and count each history', async () => {
    const db = ctx.database.db;
    const all = await matches();
    const scoring = await db
      .selectDistinct({ id: t.events.matchId })
      .from(t.events)
      .where(eq(t.events.kind, 'scoring'));
    const played = await db.selectDistinct({ id: t.plays.matchId }).from(t.plays);
    const live = new Set([...scoring, ...played].map((row) => row.id));
    expect(all.map((m) => m.scoredLive)).toEqual(all.map((m) => live.has(m._id)));
    expect(all.some((m) => m.scoredLive)).toBe(true);
    expect(all.some((m) => m.status === 'pre-game' && !m.scoredLive)).toBe(true);

    const named = all.find((m) => m.playerOfTheMatch !== null)!;
    const [row] = await db
      .select({
        memberId: t.matches.playerOfTheMatchId,
        first: t.members.firstName,
        last: t.members.lastName,
      })
      .from(t.matches)
      .innerJoin(t.members, eq(t.members.id, t.matches.playerOfTheMatchId))
      .where(eq(t.matches.id, named._id));
    expect(named.playerOfTheMatch).toEqual({ _id: row!.memberId, name: `${row!.first} ${row!.last}` });
    // A private member is 'Player' here too, as on the team lists the grid picks from.
    const hide = (isPublic: boolean) =>
      db.update(t.members).set({ isPublic }).where(eq(t.members.id, row!.memberId!));
    await hide(false);
    try {
      const hidden = (await matches()).find((m) => m._id === named._id)!;
      expect(hidden.playerOfTheMatch).toEqual({ _id: row!.memberId, name: 'Player' });
    } finally {
      await hide(true);
    }

    const fresh = all.find((m) => !m.isBye && !m.scoredLive && m.changes === 0 && m.status === 'pre-game')!;
    for (const field of ['Field 8', 'Field 9']) {
      const written = await ctx.app.inject({
        method: 'PATCH',
        url: `${API_PREFIX}/live/matches/${fresh._id}/fixture`,
        headers: { ...manager, 'content-type': 'application/json' },
        payload: { field },
      });
      expect(written.statusCode, written.body).toBe(200);
    }
    const after = (await matches()).find((m) => m._id === fresh._id)!;
    expect(after).toMatchObject({ field: 'Field 9', changes: 2 });
    expect(after.updatedAt > fresh.updatedAt).toBe(true);
  });

  it('should refuse a token that may not manage the competition with a 403, and no token with a 401', async () => {
    const db = ctx.database.db;
    const [match] = await db
      .select()
      .from(t.matches)
      .where(and(eq(t.matches.competitionId, competition.id), eq(t.matches.isBye, false)))
      .limit(1);
    const [otherState] = await db
      .select({ id: t.entities.id })
      .from(t.entities)
      .where(
        and(
          eq(t.entities.nationalId, 14),
          eq(t.entities.level, 'state'),
          ne(t.entities.id, competition.ownerEntityId!),
        ),
      )
      .limit(1);
    for (const [role, scopeType, scopeId] of [
      [7, 'match', match!.id],
      [6, 'team', match!.homeTeamId!],
      [3, 'state', otherState!.id],
    ] as const) {
      const { headers } = await bearer(ctx, role, scopeType, scopeId);
      const refused = await read(matchesPath(competition.id), headers);
      expect(refused.statusCode, refused.body).toBe(403);
      expect(refused.json().code).toBe('OUT_OF_SCOPE');
    }
    expect((await read(matchesPath(competition.id), { 'national-id': '14' })).statusCode).toBe(401);
    // An association inside the owner's state manages next season's, not the state's.
    const { headers: association } = await bearer(ctx, 4, 'association', nextSeason.ownerEntityId!);
    expect((await read(matchesPath(competition.id), association)).statusCode).toBe(403);
    expect(await matches('', association, nextSeason.id)).toEqual([]);
  });

  it('should answer 404 for a competition the national does not have', async () => {
    const [foreign] = await ctx.database.db
      .select({ id: t.competitions.id })
      .from(t.competitions)
      .where(ne(t.competitions.nationalId, 14))
      .limit(1);
    for (const id of [999_999, foreign!.id]) {
      const response = await read(matchesPath(id), superAdmin);
      expect(response.statusCode, response.body).toBe(404);
      expect(response.json().code).toBe('NOT_FOUND');
    }
  });

  it('should refuse a window that does not stand with a 400 that says what to fix', async () => {
    const { rounds } = (await managed(manager)).competitions.find((c) => c._id === competition.id)!;
    const foreignRound = (await managed(superAdmin)).competitions.find((c) => c._id !== competition.id)!
      .rounds[0]!._id;
    const from = '2026-11-01';
    const refused: [string, RegExp][] = [
      [`roundId=${rounds[0]!._id}&from=${from}&to=${from}`, /not both/],
      [`from=${from}`, /both from and to/],
      [`to=${from}`, /both from and to/],
      [`from=${from}&to=${addDays(from, -1)}`, /after/],
      [`from=${from}&to=${addDays(from, 62)}`, /63 days; ask for at most 62/],
      [`roundId=${foreignRound}`, /not a round of competition/],
      ['roundId=999999', /not a round of competition/],
      ['from=2026-02-30&to=2026-03-02', /./],
      ['from=tomorrow&to=2026-03-02', /./],
    ];
    for (const [query, message] of refused) {
      const response = await read(matchesPath(competition.id, query), manager);
      expect(response.statusCode, query).toBe(400);
      expect(response.json().message, query).toMatch(message);
    }
    // The longest range there may be is answered.
    expect(
      (await read(matchesPath(competition.id, `from=${from}&to=${addDays(from, 61)}`), manager)).statusCode,
    ).toBe(200);
  });
});
