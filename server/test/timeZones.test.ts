import { API_PREFIX } from '@touchline/domain';
import { and, asc, desc, eq, gt, isNotNull, lte, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { type App, buildApp } from '../src/app';
import type { Database } from '../src/db/client';
import { competitions, matches, nationals, venues } from '../src/db/schema';
import { longDate } from '../src/reports/shared';
import { tokenRepository } from '../src/repositories/tokens';
import { type FakeWeather, startFakeWeather } from './fakeWeather';
import { FIXTURE_NOW } from './fixture';
import { openTestDatabase } from './harness';
import { calendarProblems } from './icalendar';

const BAD_VENUE_ZONE = 'Not/AZone';
const BAD_NATIONAL_ZONE = 'Mars/Olympus';

let database: Database;
let drop: () => Promise<void>;
let fake: FakeWeather;
let app: App;
/** What the app logged at warn and above, one JSON line each. */
const logged: { msg: string; zone?: string }[] = [];

/** A final match of national 14 with both teams and a venue, whose results the public sees. */
let reported: typeof matches.$inferSelect;
/** A match of national 14 at a venue with coordinates, in the forecast window. */
let forecast: typeof matches.$inferSelect;

beforeAll(async () => {
  // The demo is dated around this moment; only the date is held still, timers run.
  vi.useFakeTimers({ toFake: ['Date'], now: FIXTURE_NOW });
  ({ database, drop } = await openTestDatabase());
  fake = await startFakeWeather();
  app = await buildApp({
    config: { webDir: '/nonexistent', nationalId: 14, weatherApiUrl: fake.url('ok'), weatherApiKey: 'key' },
    database,
    answers: { trustMs: 0 },
    weather: { waitMs: 2000 },
    logger: { level: 'warn', stream: { write: (line: string) => logged.push(JSON.parse(line)) } },
  });
  await app.ready();
  const publicResults = sql`(${competitions.display}->>'result')::boolean`;
  [{ match: reported }] = (await database.db
    .select({ match: matches })
    .from(matches)
    .innerJoin(competitions, eq(competitions.id, matches.competitionId))
    .where(
      and(
        eq(matches.nationalId, 14),
        eq(matches.status, 'final'),
        isNotNull(matches.homeTeamId),
        isNotNull(matches.awayTeamId),
        isNotNull(matches.venueId),
        publicResults,
      ),
    )
    .orderBy(desc(matches.dateTime))
    .limit(1)) as [{ match: typeof matches.$inferSelect }];
  [{ match: forecast }] = (await database.db
    .select({ match: matches })
    .from(matches)
    .innerJoin(venues, eq(venues.id, matches.venueId))
    .where(
      and(
        eq(matches.nationalId, 14),
        isNotNull(venues.lat),
        gt(matches.dateTime, FIXTURE_NOW),
        lte(matches.dateTime, new Date(FIXTURE_NOW.getTime() + 2 * 86_400_000)),
      ),
    )
    .orderBy(asc(matches.dateTime))
    .limit(1)) as [{ match: typeof matches.$inferSelect }];
});
afterAll(async () => {
  await app?.close();
  await fake?.close();
  await drop?.();
  vi.useRealTimers();
});

/** A GET of national 14; the status must be 200 (never a 500), the raw answer returned. */
async function ok(path: string, headers: Record<string, string> = {}) {
  const response = await app.inject({
    url: `${API_PREFIX}${path}`,
    headers: { 'national-id': '14', ...headers },
  });
  expect(response.statusCode, `${path} answered ${response.body.slice(0, 300)}`).toBe(200);
  return response;
}
const data = async (path: string, headers?: Record<string, string>) => (await ok(path, headers)).json().data;

/** The zones a feed's events are written in, and the zones it defines. */
function feedZones(text: string) {
  return {
    used: new Set([...text.matchAll(/;TZID=([^:;]+)/g)].map((m) => m[1])),
    defined: new Set([...text.matchAll(/^TZID:(.+)$/gm)].map((m) => m[1]!.trim())),
  };
}

describe('a venue zone that is not a time zone, stored before imports checked', () => {
  beforeAll(async () => {
    await database.db.update(venues).set({ timezone: BAD_VENUE_ZONE }).where(eq(venues.nationalId, 14));
  });

  it("should present the venue with no zone, and write its dates on the national's clock", async () => {
    const detail = await data(`/live/matches/${reported.id}`);
    expect(detail.venue).toMatchObject({ venueTimezone: null });
    const text = (await ok(`/live/competitions/${reported.competitionId}/calendar.ics`)).body;
    expect(calendarProblems(text)).toEqual([]);
    expect(feedZones(text)).toEqual({
      used: new Set(['Australia/Sydney']),
      defined: new Set(['Australia/Sydney']),
    });
    const report = await data(`/live/matches/${reported.id}/match-report`);
    expect(JSON.stringify(report)).toContain(longDate(reported.dateTime!.toISOString(), 'Australia/Sydney'));
  });
});

describe('a national zone that is not a time zone as well', () => {
  beforeAll(async () => {
    await database.db.update(nationals).set({ timezone: BAD_NATIONAL_ZONE }).where(eq(nationals.id, 14));
  });

  it("should tell the web app and a scorer to read the national's days in UTC", async () => {
    const presentation = await data('/live/nationals/presentation');
    expect(presentation.timezone).toBe('UTC');
    expect(presentation.timezoneOffsets.changes).toEqual([
      { at: presentation.timezoneOffsets.from, offsetMs: 0 },
    ]);
    expect((await data('/live/nationals/events')).timezone).toBe('UTC');
    const { secret } = await tokenRepository.create(database.db, {
      nationalId: 14,
      role: 7,
      scopeType: 'match',
      scopeId: forecast.id,
    });
    const identity = await data('/scoring/whoami', { authorization: `Bearer ${secret}` });
    expect(identity).toMatchObject({ timeZone: 'UTC', matches: [{ _id: forecast.id }] });
  });

  it('should answer the scoreboard, the match centre, both feeds and the reports on UTC', async () => {
    const day = forecast.dateTime!.toISOString().slice(0, 10);
    const scoreboard = await data(`/live/matches/day/${day}`);
    expect(scoreboard.timezone).toBe('UTC');
    expect(scoreboard.matches.map((m: { _id: number }) => m._id)).toContain(forecast.id);
    // The forecast is for the match's day on UTC's clock: the service is asked for it.
    expect((await data(`/live/matches/${forecast.id}`)).weather).toMatchObject({ weatherCode: 1101 });
    expect(await data(`/live/matches/${reported.id}`)).toMatchObject({ _id: reported.id });
    for (const path of [
      `/live/competitions/${reported.competitionId}/calendar.ics`,
      `/live/teams/${reported.homeTeamId}/calendar.ics`,
    ]) {
      const text = (await ok(path)).body;
      // On UTC's clock every time is written with a Z, and no zone is defined.
      expect(feedZones(text)).toEqual({ used: new Set(), defined: new Set() });
      expect(text).toMatch(/^DTSTART:\d{8}T\d{6}Z\r$/m);
      expect(calendarProblems(text)).toEqual([]);
    }
    const utc = longDate(reported.dateTime!.toISOString(), 'UTC');
    expect(JSON.stringify(await data(`/live/matches/${reported.id}/match-report`))).toContain(utc);
    expect(JSON.stringify(await data(`/live/matches/${reported.id}/player-list-report/homeTeam`))).toContain(
      utc,
    );
  });

  it('should have warned once for each bad zone, however many reads used it', () => {
    const warnings = logged.filter((line) => line.zone !== undefined);
    expect(warnings.map((line) => line.zone).sort()).toEqual([BAD_NATIONAL_ZONE, BAD_VENUE_ZONE].sort());
    for (const line of warnings) expect(line.msg).toMatch(/not one of the IANA database/);
  });
});
