import { and, asc, eq, isNotNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { competitions, matches } from '../src/db/schema';
import { startTestApp, type TestContext } from './harness';
import { data } from './requests';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await startTestApp();
});
afterAll(() => ctx.close());

/** A competition of national 14's latest season by name. */
async function competitionNamed(name: string) {
  const rows = await ctx.database.db
    .select()
    .from(competitions)
    .where(and(eq(competitions.nationalId, 14), eq(competitions.name, name)))
    .orderBy(asc(competitions.season));
  const competition = rows.at(-1);
  if (!competition) throw new Error(`The demo needs ${name}`);
  return competition;
}

interface LadderTeam {
  _id: number;
  position: number;
  pool: string | null;
  stats: { matchesWon: number; matchesLost: number; matchesDrawn: number; matchesPlayed: number };
}

/** Each team's standing as the ladder call shows it: its W, L, T and place in its table. */
async function ladderStandings(competitionId: number) {
  const ladder = await data(ctx, `/live/ladders/competition/${competitionId}`);
  return new Map(
    (ladder.teams as LadderTeam[]).map((t) => [
      t._id,
      {
        won: t.stats.matchesWon,
        lost: t.stats.matchesLost,
        drawn: t.stats.matchesDrawn,
        position: t.position,
      },
    ]),
  );
}

describe('standings beside team names', () => {
  it("should give each team on a competition's schedule its record and place, as the ladder has them", async () => {
    const nsw = await competitionNamed('NSW Premier Division');
    const [schedule, ladder] = await Promise.all([
      data(ctx, `/live/matches/competitions/${nsw.id}`),
      ladderStandings(nsw.id),
    ]);
    const teamMatches = schedule.matches.filter((m: any) => m.homeTeam && m.awayTeam);
    expect(teamMatches.length).toBeGreaterThan(10);
    for (const match of teamMatches)
      for (const side of ['homeTeam', 'awayTeam'] as const) {
        const standing = match.standings[side];
        expect(standing).toEqual({ ...ladder.get(match[side]._id)!, ladder: 'NSW' });
      }
    // The leader has won games by now, and shows first.
    const leader = [...ladder.values()].find((s) => s.position === 1)!;
    expect(leader.won).toBeGreaterThan(0);
  });

  it('should place teams of a league of divisions in their division', async () => {
    const league = await competitionNamed("Women's National League");
    const [schedule, ladder] = await Promise.all([
      data(ctx, `/live/matches/competitions/${league.id}`),
      data(ctx, `/live/ladders/competition/${league.id}`),
    ]);
    const pools = new Map((ladder.teams as LadderTeam[]).map((t) => [t._id, t]));
    const match = schedule.matches.find((m: any) => m.homeTeam && pools.get(m.homeTeam._id)?.pool);
    const row = pools.get(match.homeTeam._id)!;
    expect(match.standings.homeTeam).toEqual({
      won: row.stats.matchesWon,
      lost: row.stats.matchesLost,
      drawn: row.stats.matchesDrawn,
      position: row.position,
      ladder: row.pool!.replace(' Division', ''),
    });
  });

  it('should carry them on the live list, the day list and the match centre too', async () => {
    const nsw = await competitionNamed('NSW Premier Division');
    const [match] = await ctx.database.db
      .select()
      .from(matches)
      .where(
        and(eq(matches.competitionId, nsw.id), isNotNull(matches.homeTeamId), isNotNull(matches.awayTeamId)),
      )
      .orderBy(asc(matches.id))
      .limit(1);
    await ctx.database.db
      .update(matches)
      .set({ status: 'second-quarter', dateTime: new Date(Date.now() - 1_800_000) })
      .where(eq(matches.id, match!.id));
    const ladder = await ladderStandings(nsw.id);
    const expected = {
      homeTeam: { ...ladder.get(match!.homeTeamId!)!, ladder: 'NSW' },
      awayTeam: { ...ladder.get(match!.awayTeamId!)!, ladder: 'NSW' },
    };
    const live = await data(ctx, '/live/matches/live');
    expect(live.find((m: any) => m._id === match!.id).standings).toEqual(expected);
    const detail = await data(ctx, `/live/matches/${match!.id}`);
    expect(detail.standings).toEqual(expected);
    const national = await data(ctx, '/live/nationals/presentation');
    const day = new Date(Date.now() - 1_800_000).toLocaleDateString('en-CA', { timeZone: national.timezone });
    const listed = (await data(ctx, `/live/matches/day/${day}`)).matches;
    expect(listed.find((m: any) => m._id === match!.id).standings).toEqual(expected);
  });

  it('should follow a new result at once', async () => {
    const vic = await competitionNamed('VIC Premier Division');
    const [upcoming] = await ctx.database.db
      .select()
      .from(matches)
      .where(
        and(eq(matches.competitionId, vic.id), eq(matches.status, 'pre-game'), isNotNull(matches.awayTeamId)),
      )
      .orderBy(asc(matches.dateTime))
      .limit(1);
    if (!upcoming) throw new Error('VIC Premier Division needs a match to come');
    const before = await data(ctx, `/live/matches/${upcoming.id}`);
    await ctx.database.db
      .update(matches)
      .set({ status: 'final', homeScore: 35, awayScore: 0 })
      .where(eq(matches.id, upcoming.id));
    const after = await data(ctx, `/live/matches/${upcoming.id}`);
    expect(after.standings.homeTeam.won).toBe(before.standings.homeTeam.won + 1);
    expect(after.standings.awayTeam.lost).toBe(before.standings.awayTeam.lost + 1);
    const ladder = await ladderStandings(vic.id);
    expect(after.standings.homeTeam).toEqual({ ...ladder.get(upcoming.homeTeamId!)!, ladder: 'VIC' });
  });

  it('should show none for a competition that withholds its ladder or its results, nor on other lists', async () => {
    const colts = await competitionNamed('Sydney Metro Colts (U19)');
    expect(colts.display.ladder).toBe(false);
    const schedule = await data(ctx, `/live/matches/competitions/${colts.id}`);
    expect(schedule.matches.length).toBeGreaterThan(0);
    for (const match of schedule.matches) expect(match).not.toHaveProperty('standings');

    const qld = await competitionNamed('QLD Premier Division');
    const [match] = await ctx.database.db
      .select()
      .from(matches)
      .where(and(eq(matches.competitionId, qld.id), isNotNull(matches.homeTeamId)))
      .limit(1);
    expect((await data(ctx, `/live/matches/${match!.id}`)).standings).toBeDefined();
    await ctx.database.db
      .update(competitions)
      .set({ display: { ...qld.display, ladder: false } })
      .where(eq(competitions.id, qld.id));
    expect(await data(ctx, `/live/matches/${match!.id}`)).not.toHaveProperty('standings');
    for (const m of (await data(ctx, `/live/matches/competitions/${qld.id}`)).matches)
      expect(m).not.toHaveProperty('standings');

    // A team's page lists its matches without them.
    const team = await data(ctx, `/live/teams/${match!.homeTeamId}`);
    for (const m of team.matches) expect(m).not.toHaveProperty('standings');
  });
});
