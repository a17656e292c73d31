/**
 * GET /live/ladders/competition/{id}/live, the ladder as it stands, on a real database and the
 * read cache as it runs (versions trusted for a second): a match kicked off and scored through
 * the scoring API moves it within the read path's bounds, it is provisional while a match is
 * live, and once the match is final it agrees with the ladder.
 */
import { API_PREFIX } from '@touchline/domain';
import { and, asc, eq, isNotNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { marksWorkedOut } from '../src/commands/ladderMarks';
import * as t from '../src/db/schema';
import { startTestApp, type TestContext } from './harness';
import { refereeHeaders } from './live';
import { data, failure } from './requests';

/** Longer than the second a node trusts a version it knows, with room for a busy machine. */
const BOUND_MS = 2_500;

let ctx: TestContext;
let competition: typeof t.competitions.$inferSelect;
let match: typeof t.matches.$inferSelect;
let referee: Record<string, string>;

const live = () => data(ctx, `/live/ladders/competition/${competition.id}/live`);
const plain = () => data(ctx, `/live/ladders/competition/${competition.id}`);
const write = async (method: 'POST' | 'PUT', path: string, payload: unknown) => {
  const response = await ctx.app.inject({
    method,
    url: `${API_PREFIX}/live/matches/${match.id}/${path}`,
    headers: referee,
    payload: JSON.stringify(payload),
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data;
};
const touchdown = (isHomeTeam: boolean) => ({ type: 1, isHomeTeam, period: 1, min: 4, sec: 0 });
const row = (ladder: any, teamId: number) => ladder.teams.find((r: any) => r._id === teamId);
const record = (ladder: any, teamId: number) => {
  const s = row(ladder, teamId).stats;
  return [s.matchesWon, s.matchesLost, s.matchesDrawn];
};

/** Reads the ladder until it is built anew (its results changed), for up to BOUND_MS. */
async function plainRebuilt() {
  const built = ctx.app.answers.built;
  const deadline = Date.now() + BOUND_MS;
  let ladder = await plain();
  while (ctx.app.answers.built === built && Date.now() < deadline) ladder = await plain();
  expect(ctx.app.answers.built, 'the ladder was not rebuilt').toBeGreaterThan(built);
  return ladder;
}

/** Reads the live ladder until `done` holds, for up to BOUND_MS; every answer read is checked too. */
async function liveUntil(done: (ladder: any) => boolean, each: (ladder: any) => void) {
  const deadline = Date.now() + BOUND_MS;
  for (;;) {
    const ladder = await live();
    each(ladder);
    if (done(ladder)) return ladder;
    if (Date.now() > deadline) throw new Error(`the live ladder did not change within ${BOUND_MS} ms`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

beforeAll(async () => {
  // The read cache as it runs, not the tests' default of trusting nothing.
  ctx = await startTestApp({ answers: {} });
  const rows = await ctx.database.db
    .select({ competition: t.competitions, match: t.matches })
    .from(t.matches)
    .innerJoin(t.competitions, eq(t.competitions.id, t.matches.competitionId))
    .where(
      and(
        eq(t.competitions.nationalId, 14),
        eq(t.competitions.name, 'QLD Premier Division'),
        eq(t.matches.status, 'pre-game'),
        isNotNull(t.matches.homeTeamId),
        isNotNull(t.matches.awayTeamId),
      ),
    )
    .orderBy(asc(t.competitions.season), asc(t.matches.dateTime), asc(t.matches.id));
  const found = rows.at(-1);
  if (!found) throw new Error('The demo needs a match to come in QLD Premier Division');
  ({ competition, match } = found);
  referee = await refereeHeaders(ctx.database.db, match.id);
});
afterAll(() => ctx.close());

describe('GET /live/ladders/competition/:id/live', () => {
  it('should be the ladder, not provisional, while no match of the competition is live', async () => {
    const [standing, ladder] = await Promise.all([live(), plain()]);
    expect(standing.provisional).toBe(false);
    expect(standing.liveMatches).toEqual([]);
    expect(standing.teams.map((r: any) => [r._id, r.position, r.stats])).toEqual(
      ladder.teams.map((r: any) => [r._id, r.position, r.stats]),
    );
    expect(standing.teams.every((r: any) => r.previousPosition === r.position && !('mark' in r))).toBe(true);
    expect(standing.teamsWithStatsByRound).toEqual({ maxRound: 0, perRound: {} });
    expect(standing.finals.tables[0].seeds.map((s: any) => s._id)).toEqual(
      ladder.finals.tables[0].seeds.map((s: any) => s._id),
    );
  });

  it('should count a live match at its score, move with each score, and agree with the ladder once final', async () => {
    const home = match.homeTeamId!;
    const away = match.awayTeamId!;
    const official = await plain();

    await write('PUT', 'status', { status: 'first-quarter' });
    await write('POST', 'scorings', touchdown(true));
    const provisional = (ladder: any) => {
      expect(ladder.provisional, 'served as final while a match is live').toBe(true);
    };
    const homeAhead = await liveUntil(
      (l) => l.liveMatches.some((m: any) => m._id === match.id && m.homeScore === 6),
      provisional,
    );
    expect(homeAhead.liveMatches).toEqual([
      {
        _id: match.id,
        homeTeamId: home,
        awayTeamId: away,
        homeScore: 6,
        awayScore: 0,
        status: 'first-quarter',
      },
    ]);
    const [w, l, d] = record(official, home);
    expect(record(homeAhead, home)).toEqual([w + 1, l, d]);
    expect(record(homeAhead, away)).toEqual([...record(official, away)].map((n, i) => (i === 1 ? n + 1 : n)));
    // Each team's move is against the ladder of finished results; the ladder itself does not count the match.
    for (const r of homeAhead.teams) expect(r.previousPosition).toBe(row(official, r._id).position);
    expect(homeAhead.teams.every((r: any) => !('mark' in r))).toBe(true);
    const stillOfficial = await plainRebuilt();
    const marksAtKickOff = marksWorkedOut.count;
    expect(record(stillOfficial, home)).toEqual(record(official, home));
    expect(stillOfficial.teams.map((r: any) => r.mark)).toEqual(official.teams.map((r: any) => r.mark));

    // Two scores for the away team: it leads, and the live ladder follows.
    await write('POST', 'scorings', touchdown(false));
    await write('POST', 'scorings', touchdown(false));
    const awayAhead = await liveUntil(
      (l) => l.liveMatches.some((m: any) => m._id === match.id && m.awayScore === 12),
      provisional,
    );
    expect(record(awayAhead, home)).toEqual([w, l + 1, d]);
    expect(record(awayAhead, away)[0]).toBe(record(official, away)[0] + 1);
    // The ladder is rebuilt after a live score, but not its marks: the score leaves what they
    // depend on alone.
    const rebuilt = await plainRebuilt();
    expect(rebuilt.teams.map((r: any) => r.mark)).toEqual(official.teams.map((r: any) => r.mark));
    expect(marksWorkedOut.count).toBe(marksAtKickOff);

    await write('PUT', 'status', { status: 'final' });
    const final = await liveUntil(
      (l) => !l.provisional,
      () => {},
    );
    expect(final.liveMatches).toEqual([]);
    const ladder = await plain();
    expect(final.teams.map((r: any) => [r._id, r.position, r.stats])).toEqual(
      ladder.teams.map((r: any) => [r._id, r.position, r.stats]),
    );
    expect(record(ladder, away)[0]).toBe(record(official, away)[0] + 1);
  });

  it('should take the ladder’s groupBy and refuse what it refuses', async () => {
    const womens = await ctx.database.db
      .select({ id: t.competitions.id })
      .from(t.competitions)
      .where(and(eq(t.competitions.nationalId, 14), eq(t.competitions.name, "Women's National League")))
      .limit(1);
    const standing = await data(ctx, `/live/ladders/competition/${womens[0]!.id}/live?groupBy=conference`);
    expect(standing.groupBy).toBe('conference');
    expect(standing.finals.tables.map((table: any) => table.name)).toEqual([
      'Eastern Conference',
      'Southern Conference',
    ]);
    await failure(ctx, `/live/ladders/competition/${competition.id}/live?groupBy=state`, 400);
    await failure(ctx, `/live/ladders/competition/${competition.id}/live?round=1`, 400);
    await failure(ctx, '/live/ladders/competition/999999/live', 404);
  });

  it('should withhold the teams, the picture and the live matches with the ladder', async () => {
    const hidden = await ctx.database.db
      .select({ id: t.competitions.id, display: t.competitions.display })
      .from(t.competitions)
      .where(eq(t.competitions.nationalId, 14));
    const withheld = hidden.filter((c) => !c.display.ladder || !c.display.result);
    expect(withheld.length).toBeGreaterThan(0);
    for (const c of withheld) {
      const standing = await data(ctx, `/live/ladders/competition/${c.id}/live`);
      expect(standing.teams).toEqual([]);
      expect(standing.finals).toBeNull();
      expect(standing.liveMatches).toEqual([]);
    }
  });
});
