import { API_PREFIX, calendarUid, type MatchSummary, roundLabel } from '@touchline/domain';
import { and, asc, eq, inArray, isNotNull } from 'drizzle-orm';
import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { competitions, matches, members, rounds, teamMembers, teams, venues } from '../src/db/schema';
import { startTestApp, type TestContext } from './harness';
import { calendarProblems } from './icalendar';
import { bearer } from './live';
import { AS_12, AS_14, data } from './requests';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await startTestApp();
});
afterAll(() => ctx.close());

/** A feed call: the raw answer, so headers and the text itself can be checked. */
function feed(path: string, headers: Record<string, string> = AS_14) {
  return ctx.app.inject({ method: 'GET', url: `${API_PREFIX}${path}`, headers });
}

/** The VEVENTs of a feed, parsed by ical.js, by UID. */
function eventsOf(text: string): Map<string, ICAL.Event> {
  const calendar = new ICAL.Component(ICAL.parse(text));
  return new Map(
    calendar.getAllSubcomponents('vevent').map((vevent) => {
      const event = new ICAL.Event(vevent);
      return [event.uid, event];
    }),
  );
}

/** A dated two-team match of national 14 with a venue, and its home team. */
async function aMatch() {
  const [row] = await ctx.database.db
    .select()
    .from(matches)
    .innerJoin(competitions, eq(competitions.id, matches.competitionId))
    .where(
      and(
        eq(matches.nationalId, 14),
        isNotNull(matches.homeTeamId),
        isNotNull(matches.awayTeamId),
        isNotNull(matches.venueId),
        isNotNull(matches.dateTime),
        eq(matches.isBye, false),
        eq(matches.status, 'pre-game'),
      ),
    )
    .orderBy(asc(matches.id))
    .limit(1);
  if (!row?.competitions.display.result) throw new Error('The demo needs a public pre-game match');
  return row.matches;
}

/**
 * Each event's first description line as the feed should write it: the competition and the
 * round as its match card names it, read from the database rather than from the feed's code.
 */
async function expectedHeadlines(matchIds: number[]): Promise<Map<number, string>> {
  const rows = await ctx.database.db
    .select({ id: matches.id, competition: competitions.name, round: rounds })
    .from(matches)
    .innerJoin(competitions, eq(competitions.id, matches.competitionId))
    .innerJoin(rounds, eq(rounds.id, matches.roundId))
    .where(inArray(matches.id, matchIds));
  return new Map(rows.map((row) => [row.id, `${row.competition}, ${roundLabel(row.round)}`]));
}

/** A feed is strict RFC 5545, and every event's description names its competition and round. */
async function expectStrictFeed(path: string) {
  const response = await feed(path);
  expect(response.statusCode, response.body).toBe(200);
  expect(calendarProblems(response.body)).toEqual([]);
  const events = [...eventsOf(response.body).values()];
  expect(events.length).toBeGreaterThan(0);
  const ids = events.map((event) => Number(/^match-(\d+)\./.exec(event.uid)![1]));
  const headlines = await expectedHeadlines(ids);
  expect(headlines.size, 'the demo’s matches have rounds').toBe(events.length);
  for (const [i, event] of events.entries())
    expect(event.description.split('\n')[0], event.uid).toBe(headlines.get(ids[i]!));
}

describe('calendar feeds as RFC 5545', () => {
  it('should write a team’s feed strictly: UTC stamps, its zones, CRLF lines folded at 75 octets', async () => {
    const match = await aMatch();
    await expectStrictFeed(`/live/teams/${match.homeTeamId}/calendar.ics`);
  });

  it('should write a competition’s feed strictly, a league’s rounds named as their cards name them', async () => {
    const match = await aMatch();
    await expectStrictFeed(`/live/competitions/${match.competitionId}/calendar.ics`);
    // A knockout competition's named rounds too.
    const [knockout] = await ctx.database.db
      .selectDistinct({ competitionId: rounds.competitionId })
      .from(rounds)
      .innerJoin(competitions, eq(competitions.id, rounds.competitionId))
      .where(and(eq(rounds.nationalId, 14), eq(rounds.type, 'knockout'), isNotNull(rounds.displayName)))
      .limit(1);
    if (!knockout) throw new Error('The demo needs a knockout competition');
    await expectStrictFeed(`/live/competitions/${knockout.competitionId}/calendar.ics`);
  });

  it('should stamp every event in UTC whatever the national’s zone, and define only the zones used', async () => {
    const match = await aMatch();
    const text = (await feed(`/live/competitions/${match.competitionId}/calendar.ics`)).body;
    const stamps = text.match(/^(DTSTAMP|LAST-MODIFIED):.*$/gm) ?? [];
    expect(stamps.length).toBeGreaterThan(0);
    for (const stamp of stamps) expect(stamp).toMatch(/:\d{8}T\d{6}Z$/);
    const used = new Set([...text.matchAll(/;TZID=([^:;]+)/g)].map((m) => m[1]));
    const defined = new Set([...text.matchAll(/^TZID:(.+)$/gm)].map((m) => m[1]!.trim()));
    expect(defined).toEqual(used);
  });

  it('should find each fault the strict check is there for', () => {
    const good = [
      'BEGIN:VCALENDAR',
      'VERSION:2.0',
      'PRODID:-//Touchline//Fixtures//EN',
      'BEGIN:VEVENT',
      'UID:match-1.national-14@touchline',
      'DTSTAMP:20261127T030436Z',
      'DTSTART;TZID=Australia/Perth:20261128T120000',
      'END:VEVENT',
      'END:VCALENDAR',
      '',
    ];
    const zone = [
      'BEGIN:VTIMEZONE',
      'TZID:Australia/Perth',
      'BEGIN:STANDARD',
      'TZOFFSETFROM:+0800',
      'TZOFFSETTO:+0800',
      'DTSTART:19700101T000000',
      'END:STANDARD',
      'END:VTIMEZONE',
    ];
    const withZone = [...good.slice(0, 3), ...zone, ...good.slice(3)];
    expect(calendarProblems(withZone.join('\r\n'))).toEqual([]);
    const problems = (lines: string[]) => calendarProblems(lines.join('\r\n'));
    expect(problems(good)).toEqual([expect.stringContaining('TZID Australia/Perth')]);
    expect(problems(withZone.map((l) => l.replace('030436Z', '030436')))).toEqual([
      expect.stringContaining('DTSTAMP is not UTC'),
    ]);
    expect(calendarProblems(withZone.join('\n'))[0]).toMatch(/CRLF/);
    expect(calendarProblems(withZone.join('\r\n').slice(0, -2))).toEqual([
      expect.stringMatching(/last line/),
    ]);
    expect(problems(withZone.map((l) => (l.startsWith('UID') ? `${l}${'x'.repeat(80)}` : l)))).toEqual([
      expect.stringContaining('octets'),
    ]);
    expect(problems(withZone.filter((l) => !l.startsWith('DTSTAMP')))).toEqual([
      expect.stringContaining('DTSTAMP'),
    ]);
    expect(
      problems([...withZone.slice(0, -2), 'X-WR-TIMEZONE:Australia/Perth', ...withZone.slice(-2)]),
    ).toEqual([expect.stringContaining('calendar property after a component')]);
  });
});

describe('GET /live/teams/:id/calendar.ics', () => {
  it('should answer an iCalendar feed of the team’s matches, with venue, link and times', async () => {
    const match = await aMatch();
    const response = await feed(`/live/teams/${match.homeTeamId}/calendar.ics`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('text/calendar; charset=utf-8');
    const event = eventsOf(response.body).get(calendarUid(14, match.id));
    expect(event, 'the match is in its home team’s feed').toBeDefined();
    expect(event!.summary).toMatch(/ vs /);
    expect(event!.startDate.toJSDate().getTime()).toBe(match.dateTime!.getTime());
    expect(event!.endDate.toJSDate().getTime()).toBeGreaterThan(match.dateTime!.getTime());
    // On the venue's clock, with its zone, and the zone defined in the feed.
    const [venue] = await ctx.database.db.select().from(venues).where(eq(venues.id, match.venueId!));
    expect(event!.component.getFirstProperty('dtstart')?.getParameter('tzid')).toBe(venue!.timezone);
    const zones = new ICAL.Component(ICAL.parse(response.body)).getAllSubcomponents('vtimezone');
    expect(zones.map((zone) => zone.getFirstPropertyValue('tzid'))).toContain(venue!.timezone);
    expect(event!.location.length).toBeGreaterThan(0);
    expect(event!.component.getFirstPropertyValue('url')).toBe(`http://localhost:80/matches/${match.id}`);
  });

  it('should link each event to PUBLIC_URL when it is set, whatever host the request named', async () => {
    const match = await aMatch();
    const behindProxy = await startTestApp({ config: { publicUrl: 'https://scores.example.org' } });
    try {
      const response = await behindProxy.app.inject({
        method: 'GET',
        url: `${API_PREFIX}/live/teams/${match.homeTeamId}/calendar.ics`,
        headers: { ...AS_14, host: 'node-3.internal:8080' },
      });
      expect(response.statusCode, response.body).toBe(200);
      const event = eventsOf(response.body).get(calendarUid(14, match.id));
      expect(event!.component.getFirstPropertyValue('url')).toBe(
        `https://scores.example.org/matches/${match.id}`,
      );
    } finally {
      await behindProxy.close();
    }
  });

  it('should keep an event’s UID when its match is moved, and show the final score in its title', async () => {
    const match = await aMatch();
    const path = `/live/teams/${match.homeTeamId}/calendar.ics`;
    const uid = calendarUid(14, match.id);
    const before = eventsOf((await feed(path)).body);
    const moved = new Date(match.dateTime!.getTime() + 3 * 24 * 60 * 60_000);
    await ctx.database.db.update(matches).set({ dateTime: moved }).where(eq(matches.id, match.id));

    const after = eventsOf((await feed(path)).body);
    expect(after.size).toBe(before.size);
    expect(after.get(uid)!.startDate.toJSDate().getTime()).toBe(moved.getTime());

    await ctx.database.db
      .update(matches)
      .set({ status: 'final', homeScore: 21, awayScore: 14 })
      .where(eq(matches.id, match.id));
    const final = eventsOf((await feed(path)).body).get(uid)!;
    expect(final.summary).toMatch(/^.+ 21–14 .+$/);
  });

  it('should answer an unchanged feed with 304 to its ETag, and a new ETag once a match changes', async () => {
    const match = await aMatch();
    const path = `/live/teams/${match.homeTeamId}/calendar.ics`;
    const first = await feed(path);
    const etag = String(first.headers.etag);
    expect(first.headers['cache-control']).toBe('public, max-age=5, stale-while-revalidate=30');
    expect(first.headers.vary).toBe('national-id, accept-encoding');
    const again = await feed(path, { ...AS_14, 'if-none-match': etag });
    expect(again.statusCode).toBe(304);

    await ctx.database.db.update(matches).set({ fieldName: 'Field 9' }).where(eq(matches.id, match.id));
    const changed = await feed(path, { ...AS_14, 'if-none-match': etag });
    expect(changed.statusCode).toBe(200);
    expect(changed.headers.etag).not.toBe(etag);
    expect(changed.body).toContain('Field 9');
  });

  it('should send a feed answered from the cache before routing as text/calendar, with its ETag', async () => {
    const match = await aMatch();
    const base = await ctx.app.listen({ host: '127.0.0.1', port: 0 });
    const url = `${base}${API_PREFIX}/live/teams/${match.homeTeamId}/calendar.ics?national=14`;
    const first = await fetch(url);
    const hit = await fetch(url);
    for (const response of [first, hit]) {
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
    }
    expect(hit.headers.get('etag')).toBe(first.headers.get('etag'));
    expect(await hit.text()).toBe(await first.text());
    const again = await fetch(url, { headers: { 'if-none-match': String(hit.headers.get('etag')) } });
    expect(again.status).toBe(304);
  });

  it('should take the national from the query, for calendar apps that send no header', async () => {
    const match = await aMatch();
    const response = await feed(`/live/teams/${match.homeTeamId}/calendar.ics?national=14`, {});
    expect(response.statusCode, response.body).toBe(200);
    expect(eventsOf(response.body).has(calendarUid(14, match.id))).toBe(true);
  });

  it('should never name a private member', async () => {
    const [row] = await ctx.database.db
      .select({ teamId: teamMembers.teamId, lastName: members.lastName })
      .from(teamMembers)
      .innerJoin(members, eq(members.id, teamMembers.memberId))
      .innerJoin(teams, eq(teams.id, teamMembers.teamId))
      .where(and(eq(teamMembers.nationalId, 14), eq(members.isPublic, false)))
      .limit(1);
    if (!row) throw new Error('The demo needs a private member on a team');
    const response = await feed(`/live/teams/${row.teamId}/calendar.ics`);
    expect(response.statusCode).toBe(200);
    expect(eventsOf(response.body).size).toBeGreaterThan(0);
    expect(response.body).not.toContain(row.lastName);
  });

  it('should answer 404 for an unknown team or another national’s, and 400 for a bad id', async () => {
    const [other] = await ctx.database.db.select().from(teams).where(eq(teams.nationalId, 12)).limit(1);
    if (!other) throw new Error('The demo needs a team of national 12');
    expect((await feed('/live/teams/99999999/calendar.ics')).statusCode).toBe(404);
    expect((await feed(`/live/teams/${other.id}/calendar.ics`)).statusCode).toBe(404);
    expect((await feed(`/live/teams/${other.id}/calendar.ics`, AS_12)).statusCode).toBe(200);
    for (const bad of ['abc', '0', '-1', '1.5'])
      expect((await feed(`/live/teams/${bad}/calendar.ics`)).statusCode, bad).toBe(400);
    expect((await feed('/live/teams/1/calendar.ics', {})).statusCode).toBe(400);
    expect((await feed('/live/teams/1/calendar.ics?national=abc', {})).statusCode).toBe(400);
  });
});

describe('GET /live/competitions/:id/calendar.ics', () => {
  it('should answer as one event each the dated matches its schedule lists', async () => {
    const match = await aMatch();
    const response = await feed(`/live/competitions/${match.competitionId}/calendar.ics`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('text/calendar; charset=utf-8');
    const schedule = await data(ctx, `/live/matches/competitions/${match.competitionId}`);
    const dated = (schedule.matches as MatchSummary[]).filter((m) => m.dateTime && !m.meta.isBye);
    expect(dated.length).toBeGreaterThan(0);
    const events = eventsOf(response.body);
    expect([...events.keys()].sort()).toEqual(dated.map((m) => calendarUid(14, m._id)).sort());
  });

  it('should list no match of a competition whose results are withheld', async () => {
    const match = await aMatch();
    const [competition] = await ctx.database.db
      .select()
      .from(competitions)
      .where(eq(competitions.id, match.competitionId));
    await ctx.database.db
      .update(competitions)
      .set({ display: { ...competition!.display, result: false } })
      .where(eq(competitions.id, match.competitionId));
    try {
      const response = await feed(`/live/competitions/${match.competitionId}/calendar.ics`);
      expect(response.statusCode).toBe(200);
      expect(eventsOf(response.body).size).toBe(0);
      expect(calendarProblems(response.body)).toEqual([]);
      const team = eventsOf((await feed(`/live/teams/${match.homeTeamId}/calendar.ics`)).body);
      expect(team.has(calendarUid(14, match.id))).toBe(false);
    } finally {
      await ctx.database.db
        .update(competitions)
        .set({ display: competition!.display })
        .where(eq(competitions.id, match.competitionId));
    }
  });

  it('should answer 404 for an unknown competition or another national’s, and 400 for a bad id', async () => {
    const [other] = await ctx.database.db
      .select()
      .from(competitions)
      .where(eq(competitions.nationalId, 12))
      .limit(1);
    if (!other) throw new Error('The demo needs a competition of national 12');
    expect((await feed('/live/competitions/99999999/calendar.ics')).statusCode).toBe(404);
    expect((await feed(`/live/competitions/${other.id}/calendar.ics`)).statusCode).toBe(404);
    expect((await feed('/live/competitions/x1/calendar.ics')).statusCode).toBe(400);
  });
});

describe('calendar feeds and scoring writes', () => {
  // Versions trusted for a minute: only the write's own invalidation can make the feed current.
  let trusting: TestContext;
  beforeAll(async () => {
    trusting = await startTestApp({ answers: { trustMs: 60_000 } });
  });
  afterAll(() => trusting.close());

  it('should show a match’s final score at once after the scoring API ends it', async () => {
    const [match] = await trusting.database.db
      .select()
      .from(matches)
      .where(
        and(
          eq(matches.nationalId, 14),
          eq(matches.status, 'pre-game'),
          isNotNull(matches.homeTeamId),
          isNotNull(matches.awayTeamId),
          isNotNull(matches.dateTime),
          eq(matches.isBye, false),
        ),
      )
      .orderBy(asc(matches.id))
      .limit(1);
    if (!match) throw new Error('The demo needs a pre-game match');
    const url = `${API_PREFIX}/live/competitions/${match.competitionId}/calendar.ics`;
    const read = () => trusting.app.inject({ method: 'GET', url, headers: AS_14 });
    const uid = calendarUid(14, match.id);
    expect(eventsOf((await read()).body).get(uid)!.summary).toMatch(/ vs /);

    // A referee (role 7) of this match.
    const { headers } = await bearer(trusting, 7, 'match', match.id);
    const ended = await trusting.app.inject({
      method: 'PUT',
      url: `${API_PREFIX}/live/matches/${match.id}/status`,
      headers: { ...headers, 'content-type': 'application/json' },
      payload: JSON.stringify({ status: 'final' }),
    });
    expect(ended.statusCode, ended.body).toBe(200);
    expect(eventsOf((await read()).body).get(uid)!.summary).toMatch(/^.+ \d+–\d+ .+$/);
  });
});
