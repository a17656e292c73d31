import { and, asc, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { competitions, matches } from '../src/db/schema';
import { startTestApp, type TestContext } from './harness';
import { AS_12, data, failure, ids } from './requests';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await startTestApp();
});
afterAll(() => ctx.close());

const MINUTE = 60_000;

/** National 14's team competitions of its latest season whose results the public may see, by order. */
async function openCompetitionsOf14() {
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

/** The first `n` two-team matches of a competition. */
async function matchesOf(competitionId: number, n: number) {
  return ctx.database.db
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
}

/** Puts matches in a status, scheduled to kick off `agoMs` ago (negative: ahead). */
async function setMatches(matchIds: number[], status: string, agoMs: number) {
  await ctx.database.db
    .update(matches)
    .set({ status: status as never, dateTime: new Date(Date.now() - agoMs) })
    .where(inArray(matches.id, matchIds));
}

describe('GET /live/matches/live', () => {
  it('should list the public matches under way now, by competition order then kick-off', async () => {
    const [first, second, hidden] = await openCompetitionsOf14();
    if (!first || !second || !hidden) throw new Error('The demo needs three open competitions');
    // Its results are public, but the competition itself is not.
    await ctx.database.db
      .update(competitions)
      .set({ display: { ...hidden.display, public: false } })
      .where(eq(competitions.id, hidden.id));
    const [a1, a2, a3, a4, a5] = (await matchesOf(first.id, 5)).map((m) => m.id);
    const [b1] = (await matchesOf(second.id, 1)).map((m) => m.id);
    const [h1] = (await matchesOf(hidden.id, 1)).map((m) => m.id);

    await setMatches([a2!], 'second-quarter', 40 * MINUTE);
    await setMatches([a1!], 'half-time', 60 * MINUTE);
    await setMatches([b1!], 'first-quarter', 10 * MINUTE);
    // Kicked off 20 minutes before its scheduled time.
    await setMatches([a5!], 'first-quarter', -20 * MINUTE);
    // Not live: finished, not started, left unfinished two days ago, or in a non-public competition.
    await setMatches([a3!], 'final', 30 * MINUTE);
    await setMatches([a4!], 'third-quarter', 2 * 24 * 60 * MINUTE);
    await setMatches([h1!], 'first-quarter', 5 * MINUTE);

    const live = await data(ctx, '/live/matches/live');
    expect(ids(live)).toEqual([a1, a2, a5, b1]);

    // A state's or club's site: its own competitions' matches only.
    const entity = second.entityIds.find((id) => !first.entityIds.includes(id));
    if (entity === undefined) throw new Error(`${second.name} needs an entity of its own`);
    const scoped = await data(ctx, `/live/matches/live?entityType=club&entityId=${entity}`);
    expect(ids(scoped)).toEqual([b1]);
    await failure(ctx, '/live/matches/live?entityType=team&entityId=1', 400);
    expect(live[0]).toMatchObject({
      _id: a1,
      status: 'half-time',
      competition: { _id: first.id, name: first.name },
      homeTeam: { _id: expect.any(Number), name: expect.any(String) },
      scores: { homeTeam: expect.any(Number), awayTeam: expect.any(Number) },
    });
  });

  it("should not show one national's live matches to another", async () => {
    const [theirs] = await ctx.database.db
      .select({ id: matches.id })
      .from(matches)
      .innerJoin(competitions, eq(competitions.id, matches.competitionId))
      .where(
        and(
          eq(matches.nationalId, 12),
          isNotNull(matches.homeTeamId),
          sql`(${competitions.display}->>'public')::boolean and (${competitions.display}->>'result')::boolean`,
        ),
      )
      .limit(1);
    if (!theirs) throw new Error('National 12 needs a public match');
    await setMatches([theirs.id], 'second-half', 30 * MINUTE);

    const live12 = await data(ctx, '/live/matches/live', { headers: AS_12 });
    expect(ids(live12)).toEqual([theirs.id]);
    expect(ids(await data(ctx, '/live/matches/live'))).not.toContain(theirs.id);
  });

  it('should carry at most 50 matches', async () => {
    const open = await openCompetitionsOf14();
    const many = await ctx.database.db
      .select({ id: matches.id })
      .from(matches)
      .where(
        and(
          inArray(
            matches.competitionId,
            open.map((c) => c.id),
          ),
          isNotNull(matches.homeTeamId),
        ),
      )
      .limit(60);
    expect(many.length).toBe(60);
    await setMatches(
      many.map((m) => m.id),
      'third-quarter',
      20 * MINUTE,
    );
    expect(await data(ctx, '/live/matches/live')).toHaveLength(50);
  });
});
