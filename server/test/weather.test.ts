import { setTimeout as sleep } from 'node:timers/promises';
import { API_PREFIX, isNightAt, localTime, startOfLocalDay } from '@touchline/domain';
import { and, asc, eq, gt, lte } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { type App, type AppOptions, buildApp } from '../src/app';
import { matches, venues } from '../src/db/schema';
import { type FakeMode, type FakeWeather, startFakeWeather } from './fakeWeather';
import { FIXTURE_NOW } from './fixture';
import { startTestApp, type TestContext } from './harness';

const KEY = 'test-key';
const DAY = 24 * 60 * 60 * 1000;
const now = () => FIXTURE_NOW;

let fake: FakeWeather;
let ctx: TestContext;
const extraApps: App[] = [];
beforeAll(async () => {
  fake = await startFakeWeather();
  ctx = await startTestApp({
    config: { weatherApiUrl: fake.url('ok'), weatherApiKey: KEY },
    weather: { now, waitMs: 2000 },
  });
});
afterAll(async () => {
  await Promise.all(extraApps.map((app) => app.close()));
  await ctx.close();
  await fake.close();
});

/** Another app on the same database, with its own forecast service and cache. */
async function appWith(config: Partial<AppOptions['config']>, weather: AppOptions['weather'] = {}) {
  const app = await buildApp({
    config: { ...config, webDir: '/nonexistent', nationalId: 14 },
    database: ctx.database,
    weather: { now, ...weather },
  });
  extraApps.push(app);
  return app;
}

/** The match centre's status and weather from an app. */
async function weatherOf(app: App, matchId: number) {
  const response = await app.inject({
    url: `${API_PREFIX}/live/matches/${matchId}`,
    headers: { 'national-id': '14' },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data.weather;
}

const of14 = and(eq(matches.nationalId, 14), eq(matches.isBye, false));

/** Matches of national 14 with a venue between two moments, soonest first, one per venue and day. */
async function matchesBetween(from: Date, to: Date) {
  const rows = await ctx.database.db
    .select({ match: matches, venue: venues })
    .from(matches)
    .innerJoin(venues, eq(venues.id, matches.venueId))
    .where(and(of14, gt(matches.dateTime, from), lte(matches.dateTime, to)))
    .orderBy(asc(matches.dateTime), asc(matches.id));
  const keyed = rows.map((r) => ({
    ...r,
    key: `${r.venue.id}:${localTime(r.match.dateTime!, r.venue.timezone!).day}`,
  }));
  const seen = new Set<string>();
  return { rows: keyed, distinct: keyed.filter((r) => !seen.has(r.key) && seen.add(r.key)) };
}

/** Upcoming matches in the forecast window (the next four days). */
const upcoming = () => matchesBetween(FIXTURE_NOW, new Date(FIXTURE_NOW.getTime() + 4 * DAY));

describe('GET /live/matches/{matchId} › weather', () => {
  it("should ask the service for the venue's location over the match day and read intervals[1]", async () => {
    const { distinct } = await upcoming();
    const { match, venue } = distinct[0]!;
    const weather = await weatherOf(ctx.app, match.id);
    const night = isNightAt(match.dateTime!, venue.timezone!);
    expect(weather).toEqual({
      weatherCode: 1101,
      temperature: 18,
      base: { label: 'Partly Cloudy', icon: night ? 'partly-cloudy-night' : 'partly-cloudy-day' },
    });
    const [request] = fake.hits('ok');
    const start = startOfLocalDay(localTime(match.dateTime!, venue.timezone!).day, venue.timezone!);
    expect(Object.fromEntries(request!.query)).toEqual({
      location: `${venue.lat},${venue.lng}`,
      fields: 'weatherCode,temperature',
      timesteps: '1d',
      units: 'metric',
      startTime: start.toISOString(),
      endTime: new Date(start.getTime() + 2 * DAY).toISOString(),
      apikey: KEY,
    });
  });

  it('should fetch a venue and day once, for concurrent and later calls and for its other matches', async () => {
    const { rows } = await upcoming();
    const fetched = (r: (typeof rows)[number]) =>
      fake.hits('ok').some((h) => h.query.get('location') === `${r.venue.lat},${r.venue.lng}`);
    const pairs = rows.map((r) => rows.filter((o) => o.key === r.key)).filter((same) => same.length > 1);
    const [first, second] = pairs.find((same) => !fetched(same[0]!))!;
    expect(first!.key).toBe(second!.key);
    const before = fake.hits('ok').length;
    const answers = await Promise.all([1, 2, 3].map(() => weatherOf(ctx.app, first!.match.id)));
    for (const weather of [...answers, await weatherOf(ctx.app, second!.match.id)])
      expect(weather).toMatchObject({ weatherCode: 1101, temperature: 18 });
    expect(fake.hits('ok').length - before).toBe(1);
  });

  it('should not fetch for a past match, one beyond five days, or a venue without coordinates', async () => {
    const [past] = (
      await matchesBetween(new Date(0), new Date(FIXTURE_NOW.getTime() - 2 * DAY))
    ).rows.reverse();
    const [later] = (
      await matchesBetween(
        new Date(FIXTURE_NOW.getTime() + 6 * DAY),
        new Date(FIXTURE_NOW.getTime() + 365 * DAY),
      )
    ).rows;
    const { distinct } = await upcoming();
    // A venue that the other tests here do not use.
    const unplaced = distinct
      .filter((r) => ![0, 1].some((i) => distinct[i]!.venue.id === r.venue.id))
      .at(-1)!;
    await ctx.database.db
      .update(venues)
      .set({ lat: null, lng: null })
      .where(eq(venues.id, unplaced.venue.id));
    const before = fake.requests.length;
    for (const { match } of [past!, later!, unplaced]) expect(await weatherOf(ctx.app, match.id)).toBeNull();
    expect(fake.requests.length).toBe(before);
  });

  it.each<FakeMode>(['error', 'malformed', 'shape'])(
    'should answer the match without weather when the service answers %s, and not ask again soon',
    async (mode) => {
      const app = await appWith({ weatherApiUrl: fake.url(mode), weatherApiKey: KEY });
      const { match } = (await upcoming()).distinct[1]!;
      expect(await weatherOf(app, match.id)).toBeNull();
      // On a loaded machine the call may reach the service after the match was answered without it.
      await vi.waitFor(() => expect(fake.hits(mode)).toHaveLength(1), { timeout: 10_000 });
      expect(await weatherOf(app, match.id)).toBeNull();
      expect(fake.hits(mode)).toHaveLength(1);
    },
  );

  it('should answer without weather after the wait when the service hangs', async () => {
    const app = await appWith({ weatherApiUrl: fake.url('hang'), weatherApiKey: KEY }, { timeoutMs: 60_000 });
    const { match } = (await upcoming()).distinct[1]!;
    const before = fake.hits('hang').length;
    // The fetch never ends (its timeout is a minute), so only the bounded wait can answer this.
    expect(await weatherOf(app, match.id)).toBeNull();
    expect(fake.hits('hang').length - before).toBe(1);
  });

  it('should answer without weather when the fetch times out, and not ask again soon', async () => {
    const app = await appWith(
      { weatherApiUrl: fake.url('hang'), weatherApiKey: KEY },
      { timeoutMs: 200, waitMs: 5000 },
    );
    const { match } = (await upcoming()).distinct[1]!;
    const before = fake.hits('hang').length;
    expect(await weatherOf(app, match.id)).toBeNull();
    expect(await weatherOf(app, match.id)).toBeNull();
    expect(fake.hits('hang').length - before).toBe(1);
  });

  it('should answer without a slow forecast, which then lands in the cache for the next call', async () => {
    const app = await appWith({ weatherApiUrl: fake.url('slow'), weatherApiKey: KEY }, { waitMs: 100 });
    const { match } = (await upcoming()).distinct[1]!;
    expect(await weatherOf(app, match.id)).toBeNull();
    await sleep(700);
    expect(await weatherOf(app, match.id)).toMatchObject({ weatherCode: 1101, temperature: 18 });
    expect(fake.hits('slow')).toHaveLength(1);
  });

  it('should have no weather and fetch nothing without a key or a URL', async () => {
    const { match } = (await upcoming()).distinct[1]!;
    const noKey = await appWith({ weatherApiUrl: fake.url('nokey'), weatherApiKey: null });
    const noUrl = await appWith({ weatherApiUrl: null, weatherApiKey: KEY });
    expect(await weatherOf(noKey, match.id)).toBeNull();
    expect(await weatherOf(noUrl, match.id)).toBeNull();
    expect(fake.hits('nokey')).toHaveLength(0);
  });
});

describe('the schedule', () => {
  it('should not fetch forecasts: only the match centre carries weather', async () => {
    const { match } = (await upcoming()).distinct[1]!;
    const before = fake.requests.length;
    const schedule = await ctx.get(`/live/matches/competitions/${match.competitionId}`);
    expect(schedule.status).toBe(200);
    expect(schedule.body.data.matches[0]).not.toHaveProperty('weather');
    expect(fake.requests.length).toBe(before);
  });
});
