import { API_PREFIX, MAX_RESULT_PERIODS, type ManagedMatch } from '@touchline/domain';
import { and, asc, eq, isNotNull, notExists, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as t from '../src/db/schema';
import { startTestApp, type TestContext } from './harness';
import { bearer } from './live';

/**
 * A manager's per-period points (issue 28: "per-period points where the competition shows
 * them"): kept with the result and shown by the match centre and the manager's read, refused
 * when they do not fit the result, kept in the history and put back by a revert, and never
 * turning the match's per-period table on or off.
 */
type Match = typeof t.matches.$inferSelect;
type Points = { homeTeam: number; awayTeam: number }[];

let ctx: TestContext;
let admin: Record<string, string>;
/** Pre-game matches with both teams and no events, showing a per-period table. */
let tabled: Match[];
/** A pre-game match like those, whose competition shows no per-period table. */
let plain: Match;

const send = (method: 'PUT' | 'POST' | 'GET', path: string, body?: unknown) =>
  ctx.app.inject({
    method,
    url: `${API_PREFIX}${path}`,
    headers: body === undefined ? admin : { ...admin, 'content-type': 'application/json' },
    ...(body === undefined ? {} : { payload: JSON.stringify(body) }),
  });
const result = (match: Match, body: unknown) => send('PUT', `/live/matches/${match.id}/result`, body);
const row = async (id: number) =>
  (await ctx.database.db.select().from(t.matches).where(eq(t.matches.id, id)))[0]!;
const changes = async (match: Match) => (await send('GET', `/live/matches/${match.id}/changes`)).json().data;
const managed = async (match: Match): Promise<ManagedMatch> => {
  const response = await send(
    'GET',
    `/live/manage/competitions/${match.competitionId}/matches?roundId=${match.roundId}`,
  );
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data.find((m: ManagedMatch) => m._id === match.id);
};
/** Points of `periods` periods, all to the first but one point each to the others. */
function pointsOf(periods: number, home: number, away: number): Points {
  return Array.from({ length: periods }, (_, i) =>
    i === 0 ? { homeTeam: home - periods + 1, awayTeam: away - periods + 1 } : { homeTeam: 1, awayTeam: 1 },
  );
}

/** Pre-game matches of national 14 with both teams, a round and no events, where `shown`. */
const candidates = (shown: boolean) =>
  ctx.database.db
    .select()
    .from(t.matches)
    .where(
      and(
        eq(t.matches.nationalId, 14),
        eq(t.matches.status, 'pre-game'),
        eq(t.matches.isBye, false),
        eq(t.matches.perPeriodScore, shown),
        isNotNull(t.matches.homeTeamId),
        isNotNull(t.matches.awayTeamId),
        isNotNull(t.matches.roundId),
        notExists(ctx.database.db.select().from(t.events).where(eq(t.events.matchId, t.matches.id))),
        sql`not exists (select 1 from ${t.plays} where ${t.plays.matchId} = ${t.matches.id})`,
      ),
    )
    .orderBy(asc(t.matches.id))
    .limit(4);

beforeAll(async () => {
  ctx = await startTestApp();
  ({ headers: admin } = await bearer(ctx, 2, 'national', 14));
  tabled = await candidates(true);
  plain = (await candidates(false))[0]!;
  expect(tabled.length).toBe(4);
  // Four quarters, as the refusals below count them.
  expect(tabled.map((m) => m.periods)).toEqual([4, 4, 4, 4]);
  expect(plain.perPeriodScore).toBe(false);
});
afterAll(() => ctx?.close());

describe('PUT /live/matches/:matchId/result › periodPoints', () => {
  it('should keep them and show them in the match detail and the manager read, at once', async () => {
    const match = tabled[0]!;
    // A first read fills the cache the write must bump.
    expect((await ctx.get(`/live/matches/${match.id}`)).body.data.periodPoints).toBeNull();
    const points = pointsOf(match.periods, 20, 12);
    const written = await result(match, {
      status: 'final',
      homeScore: 20,
      awayScore: 12,
      periodPoints: points,
    });
    expect(written.statusCode, written.body).toBe(200);
    expect(await row(match.id)).toMatchObject({ periodPoints: points, perPeriodScore: true });
    const detail = await ctx.get(`/live/matches/${match.id}`);
    expect(detail.body.data).toMatchObject({
      scores: { homeTeam: 20, awayTeam: 12 },
      periodPoints: points,
      display: { perPeriodScore: true },
    });
    expect(await managed(match)).toMatchObject({
      periods: match.periods,
      perPeriodScore: true,
      periodPoints: points,
    });
  });

  it('should take overtime periods beyond the match’s own, up to the most', async () => {
    const match = tabled[1]!;
    const points = pointsOf(MAX_RESULT_PERIODS, 30, 30);
    const written = await result(match, {
      status: 'final',
      homeScore: 30,
      awayScore: 30,
      periodPoints: points,
    });
    expect(written.statusCode, written.body).toBe(200);
    expect((await row(match.id)).periodPoints).toEqual(points);
  });

  it.each([
    ['with a washout', () => ({ status: 'washout' }), 'washout'],
    ['with a cancelled game', () => ({ status: 'cancelled' }), 'cancelled'],
    [
      'with a forfeit without the scores',
      (match: Match) => ({ status: 'forfeit', forfeitingTeam: match.awayTeamId }),
      'homeScore and awayScore',
    ],
    [
      'fewer than the match’s periods',
      (match: Match) => ({
        status: 'final',
        homeScore: 9,
        awayScore: 9,
        periodPoints: pointsOf(match.periods - 1, 9, 9),
      }),
      'not 3',
    ],
    [
      'not adding up to the score',
      () => ({ status: 'final', homeScore: 21, awayScore: 12 }),
      'add up to 20-12, not the score 21-12',
    ],
  ])('should refuse points %s with a 400 PERIOD_POINTS, writing nothing', async (_, body, message) => {
    const match = tabled[2]!;
    const refused = await result(match, { periodPoints: pointsOf(match.periods, 20, 12), ...body(match) });
    expect(refused.statusCode, refused.body).toBe(400);
    expect(refused.json()).toMatchObject({
      code: 'PERIOD_POINTS',
      message: expect.stringContaining(message),
    });
    expect(await row(match.id)).toMatchObject({ status: 'pre-game', periodPoints: null });
    expect(await changes(match)).toEqual([]);
  });

  it('should refuse more periods than the most, or none, by the schema', async () => {
    const match = tabled[2]!;
    for (const points of [pointsOf(MAX_RESULT_PERIODS + 1, 40, 40), []]) {
      const refused = await result(match, {
        status: 'final',
        homeScore: 40,
        awayScore: 40,
        periodPoints: points,
      });
      expect([refused.statusCode, refused.json().code]).toEqual([400, 'VALIDATION']);
    }
    expect(await row(match.id)).toMatchObject({ status: 'pre-game', periodPoints: null });
  });
});

describe('periodPoints in the history', () => {
  it('should record them before and after, clear them when left out, and put them back on revert', async () => {
    const match = tabled[3]!;
    const first = pointsOf(match.periods, 14, 7);
    const second = pointsOf(match.periods + 1, 17, 7);
    await result(match, { status: 'final', homeScore: 14, awayScore: 7, periodPoints: first });
    const changed = await result(match, {
      status: 'final',
      homeScore: 17,
      awayScore: 7,
      periodPoints: second,
    });
    expect(changed.json().data.change).toMatchObject({
      before: { homeScore: 14, periodPoints: first },
      after: { homeScore: 17, periodPoints: second },
    });
    const cleared = await result(match, { status: 'final', homeScore: 17, awayScore: 7 });
    const clearing = cleared.json().data.change;
    expect(clearing).toMatchObject({ before: { periodPoints: second }, after: { periodPoints: null } });
    expect(await row(match.id)).toMatchObject({ periodPoints: null, perPeriodScore: true });

    const revert = (changeId: number) => send('POST', `/live/matches/${match.id}/changes/${changeId}/revert`);
    expect((await revert(clearing._id)).statusCode).toBe(200);
    expect((await row(match.id)).periodPoints).toEqual(second);
    expect((await revert(changed.json().data.change._id)).statusCode).toBe(200);
    expect(await row(match.id)).toMatchObject({ homeScore: 14, periodPoints: first, perPeriodScore: true });
    expect((await ctx.get(`/live/matches/${match.id}`)).body.data.periodPoints).toEqual(first);
  });
});

describe('a scoring write after the points', () => {
  it('should drop them with the score, which is the sum of the events again', async () => {
    const match = tabled[0]!;
    const corrected = await send('POST', `/live/matches/${match.id}/scorings`, {
      type: 1,
      isHomeTeam: true,
      period: 2,
      min: 3,
      sec: 15,
      reason: 'Scored by the scorer after all',
    });
    expect(corrected.statusCode, corrected.body).toBe(200);
    const { homeScore, periodPoints } = await row(match.id);
    expect(homeScore).not.toBe(20);
    expect(periodPoints).toBeNull();
    expect((await ctx.get(`/live/matches/${match.id}`)).body.data.periodPoints).toBeNull();
  });
});

describe('the per-period flag', () => {
  it('should stay off for a match whose competition shows no per-period table', async () => {
    const written = await result(plain, { status: 'final', homeScore: 3, awayScore: 1 });
    expect(written.statusCode, written.body).toBe(200);
    expect(written.json().data.change.after).not.toHaveProperty('perPeriodScore');
    expect(await row(plain.id)).toMatchObject({ perPeriodScore: false, periodPoints: null });
    expect(await managed(plain)).toMatchObject({ perPeriodScore: false, periodPoints: null });
    expect((await ctx.get(`/live/matches/${plain.id}`)).body.data.periodPoints).toBeNull();
  });
});
