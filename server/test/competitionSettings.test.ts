import { API_PREFIX, type CompetitionSettings } from '@touchline/domain';
import { and, eq, isNotNull, ne, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as t from '../src/db/schema';
import { tokenRepository } from '../src/repositories/tokens';
import { startTestApp, type TestContext } from './harness';
import { bearer } from './live';

let ctx: TestContext;
/** An association-owned competition of national 14 with public results, and what lies around it. */
let competition: typeof t.competitions.$inferSelect;
let match: typeof t.matches.$inferSelect;
let association: number;
let state: number;
let otherAssociation: number;
let otherState: number;
let clubBelow: number;
let otherClub: number;
/** A competition of national 12, which national 14's header must never reach. */
let foreignCompetition: number;

const path = (id = competition.id) => `/live/competitions/${id}/competition-settings`;
const put = (headers: Record<string, string>, payload: unknown, id = competition.id) =>
  ctx.app.inject({
    method: 'PUT',
    url: `${API_PREFIX}${path(id)}`,
    headers: { 'content-type': 'application/json', ...headers },
    payload: typeof payload === 'string' ? payload : JSON.stringify(payload),
  });
const stored = async (id = competition.id) => {
  const [row] = await ctx.database.db
    .select({ settings: t.competitions.settings, version: t.competitions.resultsVersion })
    .from(t.competitions)
    .where(eq(t.competitions.id, id));
  return row!;
};
const entityOf = async (level: 'state' | 'association' | 'club', where: (e: typeof t.entities) => any) => {
  const [row] = await ctx.database.db
    .select({ id: t.entities.id })
    .from(t.entities)
    .where(and(eq(t.entities.nationalId, 14), eq(t.entities.level, level), where(t.entities)))
    .limit(1);
  return row!.id;
};

/** The stored settings as a body: the spec's fields, without the clock fields. */
function bodyOf(settings: CompetitionSettings) {
  const { periods: _p, periodType: _t, periodLengthMinutes: _l, timeouts: _o, ...body } = settings;
  return body;
}

/** A valid change: type 'vs', the positions renamed after `label` and their order reversed, one scoring type fewer. */
function changed(settings: CompetitionSettings, label: string) {
  const count = settings.positions.length;
  return {
    ...bodyOf(settings),
    type: 'vs' as const,
    nationalScoringEvents: settings.nationalScoringEvents.slice(1),
    positions: settings.positions.map((p) => ({
      ...p,
      name: `${label}: ${p.abbreviation}`,
      order: count - p.order + 1,
    })),
  };
}

beforeAll(async () => {
  ctx = await startTestApp();
  const db = ctx.database.db;
  // A competition that an association owns, with a match the public may see.
  const [row] = await db
    .select({ competition: t.competitions, match: t.matches })
    .from(t.competitions)
    .innerJoin(t.entities, eq(t.entities.id, t.competitions.ownerEntityId))
    .innerJoin(t.matches, eq(t.matches.competitionId, t.competitions.id))
    .where(
      and(
        eq(t.competitions.nationalId, 14),
        eq(t.entities.level, 'association'),
        sql`(${t.competitions.display}->>'result')::boolean`,
        isNotNull(t.matches.homeTeamId),
      ),
    )
    .orderBy(t.competitions.id, t.matches.id)
    .limit(1);
  competition = row!.competition;
  match = row!.match;
  association = competition.ownerEntityId!;
  const [owner] = await db.select().from(t.entities).where(eq(t.entities.id, association));
  state = owner!.ancestors[0]!;
  otherAssociation = await entityOf('association', (e) => ne(e.id, association));
  otherState = await entityOf('state', (e) => ne(e.id, state));
  clubBelow = await entityOf('club', (e) => sql`${association} = any(${e.ancestors})`);
  otherClub = await entityOf('club', (e) => sql`not (${association} = any(${e.ancestors}))`);
  const [foreign] = await db
    .select({ id: t.competitions.id })
    .from(t.competitions)
    .where(eq(t.competitions.nationalId, 12))
    .limit(1);
  foreignCompetition = foreign!.id;
});
afterAll(() => ctx.close());

describe('PUT /live/competitions/:id/competition-settings', () => {
  it("should replace the settings, answer them, and show them in every read of the competition's data", async () => {
    const before = await stored();
    const schedule = (await ctx.get(`/live/matches/competitions/${competition.id}`)).body.data.matches.find(
      (m: any) => m._id === match.id,
    );
    expect(schedule.competitionSettings.type).toBeNull();
    const body = { ...changed(before.settings, 'A'), timeouts: 5 };
    const { headers } = await bearer(ctx, 4, 'association', association);
    const response = await put(headers, body);
    expect(response.statusCode, response.body).toBe(200);
    const expected = {
      ...body,
      periods: before.settings.periods,
      periodType: before.settings.periodType,
      periodLengthMinutes: before.settings.periodLengthMinutes,
    };
    expect(response.json().data).toEqual(expected);

    // Stored, and the cached reads derived from the competition were invalidated.
    const after = await stored();
    expect(after.settings).toEqual(expected);
    expect(after.version).toBeGreaterThan(before.version);
    expect((await ctx.get(`/live/competitions/${competition.id}`)).body.data.competitionSettings).toEqual(
      expected,
    );
    const forMatch = (await ctx.get(`/live/matches/${match.id}/competition-settings`)).body.data;
    expect(forMatch).toMatchObject({ type: 'vs', timeouts: 5, periods: before.settings.periods });
    expect(forMatch.positions.map((p: any) => p.order)).toEqual(body.positions.map((_, i) => i + 1));
    expect(forMatch.positions[0].name).toBe(`A: ${before.settings.positions.at(-1)!.abbreviation}`);
    const listed = (await ctx.get(`/live/matches/competitions/${competition.id}`)).body.data.matches;
    expect(listed.find((m: any) => m._id === match.id).competitionSettings.type).toBe('vs');
    const centre = (await ctx.get(`/live/matches/${match.id}`)).body.data;
    expect(centre.competitionTimeouts).toBe(5);
    const scoring = (await ctx.get(`/live/competitions/${competition.id}/events`)).body.data.scoringEvents;
    expect(body.nationalScoringEvents.length).toBeGreaterThan(0);
    expect(scoring.map((e: any) => e.type).sort()).toEqual([...body.nationalScoringEvents].sort());
  });

  it('should keep the clock fields when they are left out, and replace them when they are sent', async () => {
    const { headers } = await bearer(ctx, 2, 'national', 14);
    const before = await stored();
    const kept = await put(headers, bodyOf(before.settings));
    expect(kept.statusCode, kept.body).toBe(200);
    expect((await stored()).settings).toEqual({ ...before.settings, type: before.settings.type ?? null });
    const clock = { periods: 2, periodType: 2, periodLengthMinutes: 20, timeouts: 1 };
    const replaced = await put(headers, { ...bodyOf(before.settings), ...clock });
    expect(replaced.statusCode, replaced.body).toBe(200);
    expect((await stored()).settings).toMatchObject(clock);
    const custom = {
      ...bodyOf(before.settings),
      type: null,
      useCustomScoringEvents: true,
      scoringEvents: [{ type: 1, name: 'Try', abbreviation: 'T', value: 4, visibleInLadders: true }],
      // Its own scoring types make no extra point or field goal: scored with events, not plays.
      gridiron: null,
    };
    expect((await put(headers, custom)).statusCode).toBe(200);
    const events = (await ctx.get(`/live/competitions/${competition.id}/events`)).body.data.scoringEvents;
    expect(events).toEqual([expect.objectContaining({ type: 1, name: 'Try', value: 4 })]);
  });

  it.each([
    ['a platform admin', () => bearer(ctx, 1, 'national', 12, 12)],
    ['a super admin of the national', () => bearer(ctx, 2, 'national', 14)],
    ['a state admin above the owner', () => bearer(ctx, 3, 'state', state)],
    ['the owning association admin', () => bearer(ctx, 4, 'association', association)],
  ])('should let %s write', async (label, mint) => {
    const { headers } = await mint();
    const before = await stored();
    const response = await put({ ...headers, 'national-id': '14' }, changed(before.settings, label));
    expect(response.statusCode, response.body).toBe(200);
    expect((await stored()).settings.positions[0]!.name).toMatch(label);
  });

  it.each([
    ['a super admin of national 12', () => bearer(ctx, 2, 'national', 12, 12)],
    ['a state admin of another state', () => bearer(ctx, 3, 'state', otherState)],
    ['an admin of another association', () => bearer(ctx, 4, 'association', otherAssociation)],
    ['a club admin of a club inside the owner', () => bearer(ctx, 5, 'club', clubBelow)],
    ['a team admin of a team that plays in it', () => bearer(ctx, 6, 'team', match.homeTeamId!)],
    ['a referee of one of its matches', () => bearer(ctx, 7, 'match', match.id)],
    ['an association admin holding a national scope', () => bearer(ctx, 4, 'national', 14)],
  ])('should refuse %s with 403 and change nothing', async (_, mint) => {
    const { headers } = await mint();
    const before = await stored();
    const response = await put({ ...headers, 'national-id': '14' }, changed(before.settings, 'denied'));
    expect(response.statusCode, response.body).toBe(403);
    expect(response.json().message).toEqual(expect.any(String));
    expect(await stored()).toEqual(before);
  });

  it("should let a club admin write its club's competition, and no other club's admin", async () => {
    const db = ctx.database.db;
    await db
      .update(t.competitions)
      .set({ ownerEntityId: clubBelow })
      .where(eq(t.competitions.id, competition.id));
    try {
      const before = await stored();
      const other = await bearer(ctx, 5, 'club', otherClub);
      expect((await put(other.headers, changed(before.settings, 'other club'))).statusCode).toBe(403);
      const own = await bearer(ctx, 5, 'club', clubBelow);
      expect((await put(own.headers, changed(before.settings, 'club'))).statusCode).toBe(200);
      // The association above the club may still write it; a competition the national owns, only its admins.
      const above = await bearer(ctx, 4, 'association', association);
      expect((await put(above.headers, changed(before.settings, 'above'))).statusCode).toBe(200);
      await db
        .update(t.competitions)
        .set({ ownerEntityId: null })
        .where(eq(t.competitions.id, competition.id));
      const stateAdmin = await bearer(ctx, 3, 'state', state);
      expect((await put(stateAdmin.headers, changed(before.settings, 'state'))).statusCode).toBe(403);
      const superAdmin = await bearer(ctx, 2, 'national', 14);
      expect((await put(superAdmin.headers, changed(before.settings, 'super'))).statusCode).toBe(200);
    } finally {
      await db
        .update(t.competitions)
        .set({ ownerEntityId: association })
        .where(eq(t.competitions.id, competition.id));
    }
  });

  it.each([
    ['no token', async () => ({ 'national-id': '14' }), 401, /Authorization: Bearer/],
    ['a malformed header', async () => ({ 'national-id': '14', authorization: 'Token abc' }), 401, /Bearer/],
    [
      'an unknown token',
      async () => ({ 'national-id': '14', authorization: 'Bearer tl_nope' }),
      401,
      /unknown/,
    ],
    [
      'a revoked token',
      async () => {
        const { id, headers } = await bearer(ctx, 2, 'national', 14);
        await tokenRepository.revoke(ctx.database.db, 14, id);
        return headers;
      },
      401,
      /revoked/,
    ],
  ])('should refuse %s with 401 and change nothing', async (_, headersOf, status, message) => {
    const before = await stored();
    const response = await put(await headersOf(), changed(before.settings, 'anonymous'));
    expect(response.statusCode).toBe(status);
    expect(response.json().message).toMatch(message);
    expect(await stored()).toEqual(before);
  });

  it("should answer 404 for an unknown competition or another national's, even to a token that may not write", async () => {
    const body = bodyOf((await stored()).settings);
    const superAdmin = await bearer(ctx, 2, 'national', 14);
    const referee = await bearer(ctx, 7, 'match', match.id);
    for (const { headers } of [superAdmin, referee]) {
      const unknown = await put(headers, body, 2147483647);
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json().message).toBe('No competition 2147483647 was found');
      const foreign = await put(headers, body, foreignCompetition);
      expect(foreign.statusCode).toBe(404);
    }
    const before = await stored(foreignCompetition);
    expect(await stored(foreignCompetition)).toEqual(before);
  });

  const dodgy: [string, (s: CompetitionSettings) => unknown, RegExp][] = [
    [
      'two positions with the same order',
      (s) => ({ ...bodyOf(s), positions: s.positions.map((p, i) => ({ ...p, order: i < 2 ? 7 : 100 + i })) }),
      /own order; 7 is used more than once/,
    ],
    [
      'two positions with the same number',
      (s) => ({
        ...bodyOf(s),
        positions: s.positions.map((p, i) => ({ ...p, number: i < 2 ? 4 : 100 + i })),
      }),
      /own number; 4 is used more than once/,
    ],
    [
      'national scoring events the national does not have',
      (s) => ({ ...bodyOf(s), nationalScoringEvents: [...s.nationalScoringEvents, 777, 778] }),
      /not scoring events of this national: 777, 778/,
    ],
    [
      'one national scoring event the national does not have',
      (s) => ({ ...bodyOf(s), nationalScoringEvents: [1, 99] }),
      /a type that is not a scoring event of this national: 99$/,
    ],
    [
      'a national scoring event twice',
      (s) => ({ ...bodyOf(s), nationalScoringEvents: [1, 1] }),
      /'nationalScoringEvents' must NOT have duplicate items/,
    ],
    [
      'two custom scoring events of one type',
      (s) => ({
        ...bodyOf(s),
        scoringEvents: [
          { type: 3, name: 'Goal' },
          { type: 3, name: 'Field Goal' },
        ],
      }),
      /own type; 3 is listed more than once/,
    ],
    ['an unknown field', (s) => ({ ...bodyOf(s), colour: 'red' }), /^Body field 'colour' is not allowed$/],
    [
      'an unknown field in a position',
      (s) => ({ ...bodyOf(s), positions: [{ ...s.positions[0]!, x: 1 }] }),
      /'positions.0.x' is not allowed/,
    ],
    ['a missing field', (s) => ({ ...bodyOf(s), positions: undefined }), /'positions' is required/],
    ['a type other than vs', (s) => ({ ...bodyOf(s), type: 'round-robin' }), /'type' must be one of 'vs'/],
    [
      'too many positions',
      (s) => ({
        ...bodyOf(s),
        positions: Array.from({ length: 101 }, (_, i) => ({
          number: i,
          order: i,
          name: 'P',
          abbreviation: 'P',
        })),
      }),
      /'positions' must NOT have more than 100 items/,
    ],
    [
      'a position name that is too long',
      (s) => ({ ...bodyOf(s), positions: [{ ...s.positions[0]!, name: 'x'.repeat(101) }] }),
      /'positions.0.name' must NOT have more than 100 characters/,
    ],
    ['a negative timeout count', (s) => ({ ...bodyOf(s), timeouts: -1 }), /'timeouts' must be >= 0/],
    [
      'a coordinate off the field',
      (s) => ({ ...bodyOf(s), positions: [{ ...s.positions[0]!, coordinate: { x: 150, y: 1 } }] }),
      /'positions.0.coordinate/,
    ],
    ['a body that is not JSON', () => '{"positions": [', /JSON/],
  ];
  it.each(dodgy)('should refuse %s with a 400 and change nothing', async (_, bodyFrom, message) => {
    const { headers } = await bearer(ctx, 2, 'national', 14);
    const before = await stored();
    const response = await put(headers, bodyFrom(before.settings));
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json().message).toMatch(message);
    expect(await stored()).toEqual(before);
  });

  it('should answer a retry with the same Idempotency-Key with the first answer and write nothing again', async () => {
    const { headers } = await bearer(ctx, 2, 'national', 14);
    const keyed = { ...headers, 'idempotency-key': 'settings-retry-1' };
    const base = (await stored()).settings;
    const first = await put(keyed, changed(base, 'first'));
    expect(first.statusCode, first.body).toBe(200);
    // Someone else writes in between; the retry must not overwrite it.
    const between = await put(headers, changed(base, 'between'));
    expect(between.statusCode).toBe(200);
    const settled = await stored();
    const retry = await put(keyed, changed(base, 'first'));
    expect(retry.statusCode).toBe(200);
    expect(retry.json()).toEqual(first.json());
    expect(await stored()).toEqual(settled);
    const other = await put(keyed, changed(base, 'other'));
    expect(other.statusCode).toBe(422);
    expect(other.json().message).toMatch(/different request/);
    expect(await stored()).toEqual(settled);
    const malformed = await put({ ...headers, 'idempotency-key': 'has space' }, changed(base, 'bad key'));
    expect(malformed.statusCode).toBe(400);
    expect(await stored()).toEqual(settled);
  });

  it('should be documented as a write with a bearer token and the competition policy', () => {
    const { paths } = ctx.app.swagger() as { paths: Record<string, Record<string, any>> };
    const op = paths[`${API_PREFIX}/live/competitions/{id}/competition-settings`]!.put;
    expect(op.tags).toEqual(['Live scoring']);
    expect(op.security).toEqual([{ bearer: [] }]);
    expect(Object.keys(op.responses)).toEqual(expect.arrayContaining(['200', '400', '401', '403', '404']));
    expect(ctx.app.writeRoutes).toContainEqual({
      method: 'PUT',
      url: `${API_PREFIX}/live/competitions/:id/competition-settings`,
      policy: 'competition',
    });
  });
});
