import { and, count, desc, eq, isNotNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { competitions, events, matches, teamListEntries, teams } from '../src/db/schema';
import { startTestApp, type TestContext } from './harness';
import { data, failure, ids } from './requests';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await startTestApp();
});
afterAll(() => ctx.close());

const of14 = eq(matches.nationalId, 14);

/** A competition of national 14 with byes, and how many byes it has. */
async function competitionWithByes() {
  const [row] = await ctx.database.db
    .select({ competitionId: matches.competitionId, byes: count() })
    .from(matches)
    .where(and(of14, eq(matches.isBye, true)))
    .groupBy(matches.competitionId)
    .orderBy(desc(count()))
    .limit(1);
  return row!;
}

/** The latest finished team match with scoring events: its home and away teams have a form. */
async function finishedMatch() {
  const [row] = await ctx.database.db
    .select({ match: matches, events: count(events.id) })
    .from(matches)
    .innerJoin(events, eq(events.matchId, matches.id))
    .where(
      and(of14, eq(matches.status, 'final'), isNotNull(matches.homeTeamId), isNotNull(matches.awayTeamId)),
    )
    .groupBy(matches.id)
    .orderBy(desc(matches.dateTime))
    .limit(1);
  return row!.match;
}

describe('GET /live/matches/competitions/{id}', () => {
  it('should answer with displays, the competition, its matches and its byes with team and round number', async () => {
    const { competitionId, byes } = await competitionWithByes();
    const [stored] = await ctx.database.db
      .select()
      .from(competitions)
      .where(eq(competitions.id, competitionId));
    const schedule = await data(ctx, `/live/matches/competitions/${competitionId}`);
    expect(schedule.displays).toEqual({ result: stored!.display.result, ladder: stored!.display.ladder });
    expect(schedule.competition).toMatchObject({
      _id: competitionId,
      name: stored!.name,
      season: stored!.season,
    });
    expect(schedule.byes).toHaveLength(byes);
    for (const bye of schedule.byes) {
      expect(bye.team).toMatchObject({ _id: expect.any(Number), name: expect.any(String) });
      expect(bye.round.number).toBeGreaterThan(0);
    }
    const played = schedule.matches.filter((m: any) => !m.meta.isBye);
    expect(played.length).toBe(schedule.competition.matchCount);
    for (const match of played) {
      expect(match.competition._id).toBe(competitionId);
      expect(match).toMatchObject({
        status: expect.any(String),
        homeTeam: { _id: expect.any(Number), name: expect.any(String), orgtree: expect.any(Object) },
        awayTeam: { _id: expect.any(Number) },
        scores: { homeTeam: expect.any(Number), awayTeam: expect.any(Number) },
        round: { number: expect.any(Number) },
      });
    }
  });

  it('should list the matches soonest first', async () => {
    const { competitionId } = await competitionWithByes();
    const schedule = await data(ctx, `/live/matches/competitions/${competitionId}`);
    const times = schedule.matches.map((m: any) => Date.parse(m.dateTime));
    expect(times).toEqual([...times].sort((a, b) => a - b));
  });

  it('should answer no matches or byes when the results are not public', async () => {
    const hidden = (await data(ctx, '/live/competitions')).find((c: any) => !c.display.result);
    const schedule = await data(ctx, `/live/matches/competitions/${hidden._id}`);
    expect(schedule.displays.result).toBe(false);
    expect(schedule.competition._id).toBe(hidden._id);
    expect(schedule.matches).toEqual([]);
    expect(schedule.byes).toEqual([]);
  });

  it('should answer 404 with a message for an unknown competition', async () => {
    expect(await failure(ctx, '/live/matches/competitions/2147483000', 404)).toBe(
      'No competition 2147483000 was found',
    );
  });
});

describe('GET /live/matches/{matchId}', () => {
  it('should answer with the match, its periods, statuses, scoring events and form', async () => {
    const stored = await finishedMatch();
    const match = await data(ctx, `/live/matches/${stored.id}`);
    expect(match).toMatchObject({
      _id: stored.id,
      status: 'final',
      homeTeam: { _id: stored.homeTeamId },
      awayTeam: { _id: stored.awayTeamId },
      scores: { homeTeam: stored.homeScore, awayTeam: stored.awayScore },
      isHideTeamList: { homeTeam: expect.any(Boolean), awayTeam: expect.any(Boolean) },
      competitionTimeouts: expect.any(Number),
      matchTimeouts: { homeTeam: expect.any(Number), awayTeam: expect.any(Number) },
    });
    expect(match.generatedPeriods).toHaveLength(stored.periods);
    for (const period of match.generatedPeriods)
      expect(period).toMatchObject({ period: expect.any(Number), label: expect.any(String) });
    expect(match.allMatchStatuses.map((s: any) => s.value)).toContain('final');
    expect(match.scoringEvents.length).toBeGreaterThan(0);
    for (const event of match.scoringEvents) {
      expect(event).toMatchObject({ type: 'scoring', name: expect.any(String), period: expect.any(Number) });
      expect(event.meta).toHaveProperty('player');
    }
  });

  it('should list scoring events in match time', async () => {
    const stored = await finishedMatch();
    const { scoringEvents } = await data(ctx, `/live/matches/${stored.id}`);
    const times = scoringEvents.map((e: any) => e.period * 100000 + e.min * 60 + e.sec);
    expect(times).toEqual([...times].sort((a, b) => a - b));
  });

  it("should give each team's last five results before the match, newest first", async () => {
    const stored = await finishedMatch();
    const match = await data(ctx, `/live/matches/${stored.id}`);
    expect(match.homeLastFive.length).toBeGreaterThan(0);
    for (const form of [match.homeLastFive, match.awayLastFive]) {
      expect(form.length).toBeLessThanOrEqual(5);
      const times = form.map((f: any) => Date.parse(f.dateTime));
      expect(times).toEqual([...times].sort((a, b) => b - a));
      for (const entry of form) {
        expect(Date.parse(entry.dateTime)).toBeLessThan(stored.dateTime!.getTime());
        expect(entry.result).toMatch(/^[WDL]$/);
        expect(entry.scores).toEqual({ own: expect.any(Number), opponent: expect.any(Number) });
      }
    }
  });

  it('should answer 404 with a message for an unknown match', async () => {
    expect(await failure(ctx, '/live/matches/2147483000', 404)).toBe('No match 2147483000 was found');
  });
});

describe('GET /live/matches/{matchId}/competition-settings', () => {
  it("should answer with the competition's positions sorted by order, periods and timeouts", async () => {
    const stored = await finishedMatch();
    const [competition] = await ctx.database.db
      .select()
      .from(competitions)
      .where(eq(competitions.id, stored.competitionId));
    const settings = await data(ctx, `/live/matches/${stored.id}/competition-settings`);
    expect(settings).toMatchObject({
      periods: competition!.settings.periods,
      timeouts: competition!.settings.timeouts,
      periodLengthMinutes: expect.any(Number),
    });
    const orders = settings.positions.map((p: any) => p.order);
    expect(orders.length).toBe(competition!.settings.positions.length);
    expect(orders).toEqual([...orders].sort((a, b) => a - b));
  });
});

describe('GET /live/teamlists/matches/{matchId}/teams/{teamId}', () => {
  it('should answer with the players by position number and the non-players', async () => {
    const stored = await finishedMatch();
    const list = await data(ctx, `/live/teamlists/matches/${stored.id}/teams/${stored.homeTeamId}`);
    const entries = await ctx.database.db
      .select()
      .from(teamListEntries)
      .where(and(eq(teamListEntries.matchId, stored.id), eq(teamListEntries.teamId, stored.homeTeamId!)));
    expect(list.players.length).toBe(entries.filter((e) => e.isPlayer).length);
    expect(list.nonplayers.length).toBe(entries.filter((e) => !e.isPlayer).length);
    expect(list.players.length).toBeGreaterThan(0);
    const numbers = list.players.map((p: any) => p.position?.number ?? 999);
    expect(numbers).toEqual([...numbers].sort((a, b) => a - b));
    for (const person of [...list.players, ...list.nonplayers])
      expect(person).toMatchObject({
        _id: expect.any(Number),
        firstName: expect.any(String),
        memberType: expect.any(String),
      });
  });

  it('should answer 404 for a team that does not play the match', async () => {
    const stored = await finishedMatch();
    const [other] = await ctx.database.db
      .select()
      .from(teams)
      .where(
        and(eq(teams.nationalId, 14), sql`${teams.id} not in (${stored.homeTeamId}, ${stored.awayTeamId})`),
      )
      .limit(1);
    expect(await failure(ctx, `/live/teamlists/matches/${stored.id}/teams/${other!.id}`, 404)).toBe(
      `No team ${other!.id} in match ${stored.id} was found`,
    );
  });

  it('should answer empty lists for a team that hides its team list', async () => {
    const [hidden] = await ctx.database.db
      .select()
      .from(teams)
      .where(and(eq(teams.nationalId, 14), eq(teams.hideTeamList, true)))
      .limit(1);
    const [match] = await ctx.database.db
      .select({ id: matches.id })
      .from(matches)
      .innerJoin(teamListEntries, eq(teamListEntries.matchId, matches.id))
      .where(eq(teamListEntries.teamId, hidden!.id))
      .limit(1);
    expect(await data(ctx, `/live/teamlists/matches/${match!.id}/teams/${hidden!.id}`)).toEqual({
      players: [],
      nonplayers: [],
    });
    const detail = await data(ctx, `/live/matches/${match!.id}`);
    const side = detail.homeTeam?._id === hidden!.id ? 'homeTeam' : 'awayTeam';
    expect(detail.isHideTeamList[side]).toBe(true);
  });
});

describe('GET /live/matches/{matchId}/sport', () => {
  it('should build the player stats table of a match from its scoring events', async () => {
    const stored = await finishedMatch();
    const { tableData } = await data(ctx, `/live/matches/${stored.id}/sport`);
    expect(tableData.label).toBe('Player Stats');
    expect(tableData.headers.slice(0, 2)).toEqual(['#', 'Player Name']);
    expect(tableData.rows.length).toBeGreaterThan(0);
    for (const row of tableData.rows) {
      expect(row).toHaveLength(tableData.headers.length);
      expect(typeof row[1]).toBe('string');
    }
    const counted = tableData.rows.reduce(
      (sum: number, row: unknown[]) => sum + row.slice(2).reduce((a: number, b) => a + (b as number), 0),
      0,
    );
    expect(counted).toBeGreaterThan(0);
  });

  it('should answer the stored table of a multi-sport match as it is', async () => {
    const [stored] = await ctx.database.db
      .select()
      .from(matches)
      .where(and(of14, isNotNull(matches.tableData)))
      .limit(1);
    const { tableData } = await data(ctx, `/live/matches/${stored!.id}/sport`);
    expect(tableData).toEqual(stored!.tableData);
  });

  it('should answer 404 with a message for an unknown match', async () => {
    expect(await failure(ctx, '/live/matches/2147483000/sport', 404)).toBe('No match 2147483000 was found');
  });
});

describe('GET /live/matches › ids', () => {
  it('should answer the same match from the schedule and the match centre', async () => {
    const { competitionId } = await competitionWithByes();
    const schedule = await data(ctx, `/live/matches/competitions/${competitionId}`);
    const [first] = schedule.matches;
    const match = await data(ctx, `/live/matches/${first._id}`);
    for (const key of ['status', 'dateTime', 'homeTeam', 'awayTeam', 'scores', 'round', 'venue'])
      expect(match[key], key).toEqual(first[key]);
    expect(ids(schedule.matches)).toContain(match._id);
  });
});
