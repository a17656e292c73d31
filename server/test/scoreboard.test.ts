import { dayStart } from '@touchline/domain';
import { and, asc, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_DAY_MATCHES } from '../src/commands/scoreboard';
import { competitions, matches, nationals } from '../src/db/schema';
import { startTestApp, type TestContext } from './harness';
import { AS_12, call, data, failure, ids } from './requests';

let ctx: TestContext;
let timeZone: string;
beforeAll(async () => {
  ctx = await startTestApp();
  const [national] = await ctx.database.db.select().from(nationals).where(eq(nationals.id, 14));
  timeZone = national!.timezone;
});
afterAll(() => ctx.close());

const HOUR = 3_600_000;

/** National 14's public team competitions of its latest season whose results are public, by order. */
async function openCompetitions() {
  const rows = await ctx.database.db
    .select()
    .from(competitions)
    .where(and(eq(competitions.nationalId, 14), eq(competitions.gameType, 'teams')))
    .orderBy(asc(competitions.order), asc(competitions.id));
  const season = Math.max(...rows.map((c) => c.season));
  return rows.filter(
    (c) => c.season === season && c.display.public && c.display.result && c.display.hideRounds.length === 0,
  );
}

/** The first `n` two-team matches of a competition (no byes). */
async function matchesOf(competitionId: number, n: number) {
  const rows = await ctx.database.db
    .select({ id: matches.id })
    .from(matches)
    .where(
      and(
        eq(matches.competitionId, competitionId),
        isNotNull(matches.homeTeamId),
        isNotNull(matches.awayTeamId),
      ),
    )
    .orderBy(asc(matches.id))
    .limit(n);
  return rows.map((r) => r.id);
}

/** Moves matches to a moment, in a status. */
async function moveMatches(matchIds: number[], at: number, status = 'pre-game') {
  await ctx.database.db
    .update(matches)
    .set({ dateTime: new Date(at), status: status as never })
    .where(inArray(matches.id, matchIds));
}

describe('GET /live/matches/day/:date', () => {
  // Years past the demo's seasons, so the test alone decides what these days hold.
  const DAY = '2031-03-15';

  it("should list a day's public matches in the national's time zone, by competition order then kick-off", async () => {
    const [first, second, closed] = await openCompetitions();
    if (!first || !second || !closed) throw new Error('The demo needs three open competitions');
    await ctx.database.db
      .update(competitions)
      .set({ display: { ...closed.display, public: false } })
      .where(eq(competitions.id, closed.id));
    const midnight = dayStart(DAY, timeZone);
    const [a1, a2, a3, a4] = await matchesOf(first.id, 4);
    const [b1, b2] = await matchesOf(second.id, 2);
    const [c1] = await matchesOf(closed.id, 1);
    const [bye] = await ctx.database.db
      .select({ id: matches.id })
      .from(matches)
      .where(and(eq(matches.competitionId, first.id), eq(matches.isBye, true)))
      .limit(1);

    await moveMatches([a2!], midnight + 19 * HOUR, 'second-quarter');
    await moveMatches([a1!], midnight, 'final');
    await moveMatches([b1!], midnight + 10 * HOUR);
    // Just outside the day either way: the nearest days with a match.
    await moveMatches([a3!], midnight - 1);
    await moveMatches([b2!], midnight + 24 * HOUR + HOUR);
    await moveMatches([a4!], dayStart('2031-04-25', timeZone) + 12 * HOUR);
    // Not listed: a bye, and a match of a competition that is not public.
    if (bye) await moveMatches([bye.id], midnight + 12 * HOUR, 'final');
    await moveMatches([c1!], midnight + 12 * HOUR);

    const day = await data(ctx, `/live/matches/day/${DAY}`);
    expect(ids(day.matches)).toEqual([a1, a2, b1]);
    expect(day).toMatchObject({
      date: DAY,
      timezone: timeZone,
      truncated: false,
      previousDay: '2031-03-14',
      nextDay: '2031-03-16',
    });
    expect(day.matches[1]).toMatchObject({
      _id: a2,
      status: 'second-quarter',
      competition: { _id: first.id, name: first.name },
      homeTeam: { _id: expect.any(Number) },
      standings: { homeTeam: { won: expect.any(Number), lost: expect.any(Number) } },
    });

    const next = await data(ctx, '/live/matches/day/2031-03-16');
    expect(ids(next.matches)).toEqual([b2]);
    expect(next).toMatchObject({ previousDay: DAY, nextDay: '2031-04-25' });

    // A day with nothing says where the nearest matches are.
    const empty = await data(ctx, '/live/matches/day/2031-04-01');
    expect(empty).toMatchObject({ matches: [], previousDay: '2031-03-16', nextDay: '2031-04-25' });
    const last = await data(ctx, '/live/matches/day/2199-12-31');
    expect(last).toMatchObject({ matches: [], nextDay: null, previousDay: '2031-04-25' });

    // A state's site: its own competitions' matches only.
    const entity = second.entityIds.find((id) => !first.entityIds.includes(id));
    if (entity === undefined) throw new Error(`${second.name} needs an entity of its own`);
    const scoped = await data(ctx, `/live/matches/day/${DAY}?entityType=state&entityId=${entity}`);
    expect(ids(scoped.matches)).toEqual([b1]);

    // Another national sees none of it.
    const theirs = await data(ctx, `/live/matches/day/${DAY}`, { headers: AS_12 });
    expect(theirs.matches).toEqual([]);
  });

  it('should show a new score, a match that ends, and a competition that withholds its results', async () => {
    const [, , , open] = await openCompetitions();
    if (!open) throw new Error('The demo needs a fourth open competition');
    const midnight = dayStart('2031-06-07', timeZone);
    const [m1, m2] = await matchesOf(open.id, 2);
    await moveMatches([m1!, m2!], midnight + 14 * HOUR, 'third-quarter');
    expect(ids((await data(ctx, '/live/matches/day/2031-06-07')).matches)).toEqual([m1, m2]);

    await ctx.database.db
      .update(matches)
      .set({ status: 'final', homeScore: 27, awayScore: 3 })
      .where(eq(matches.id, m1!));
    const after = await data(ctx, '/live/matches/day/2031-06-07');
    expect(after.matches[0]).toMatchObject({
      _id: m1,
      status: 'final',
      scores: { homeTeam: 27, awayTeam: 3 },
    });

    await ctx.database.db
      .update(competitions)
      .set({ display: { ...open.display, result: false } })
      .where(eq(competitions.id, open.id));
    expect((await data(ctx, '/live/matches/day/2031-06-07')).matches).toEqual([]);
  });

  it(`should carry at most ${MAX_DAY_MATCHES} matches, and say there were more`, async () => {
    // Every competition of national 14 shown, so that it has matches enough.
    await ctx.database.db
      .update(competitions)
      .set({ display: sql`${competitions.display} || '{"public": true, "result": true}'::jsonb` })
      .where(eq(competitions.nationalId, 14));
    const many = await ctx.database.db
      .select({ id: matches.id })
      .from(matches)
      .where(and(eq(matches.nationalId, 14), eq(matches.isBye, false)))
      .limit(MAX_DAY_MATCHES + 1);
    expect(many).toHaveLength(MAX_DAY_MATCHES + 1);
    await moveMatches(
      many.map((m) => m.id),
      dayStart('2032-01-10', timeZone) + 15 * HOUR,
    );
    const day = await data(ctx, '/live/matches/day/2032-01-10');
    expect(day.matches).toHaveLength(MAX_DAY_MATCHES);
    expect(day.truncated).toBe(true);
  });

  it('should refuse a date that is not a real day', async () => {
    for (const date of [
      '2026-02-30',
      '2026-13-01',
      '2026-1-28',
      'today',
      '28-11-2026',
      '1899-12-31',
      '2201-01-01',
    ])
      await failure(ctx, `/live/matches/day/${date}`, 400);
    await failure(ctx, '/live/matches/day/2026-11-28?entityType=team&entityId=1', 400);
    expect((await call(ctx, '/live/matches/day/2026-11-28', { headers: {} })).status).toBe(400);
  });
});
