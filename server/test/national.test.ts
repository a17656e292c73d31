import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestContext } from './harness';
import { AS_12, data, failure } from './requests';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await startTestApp();
});
afterAll(() => ctx.close());

const SLUGS = '/portal/national/get/slug-details?slugs=';

describe('GET /live/nationals/presentation', () => {
  it('should answer with the presentation settings of the national in the header', async () => {
    const { status, body } = await ctx.get('/live/nationals/presentation');
    expect(status).toBe(200);
    expect(body.data).toMatchObject({ nationalId: 14, useExplorer: true, nationalDirectChild: 'states' });
  });

  it('should carry the name, timezone, meta and per-national settings the app reads', async () => {
    const presentation = await data(ctx, '/live/nationals/presentation');
    expect(presentation.name).toEqual(expect.any(String));
    expect(presentation.timezone).toMatch(/^[A-Za-z]+\/[A-Za-z_]+/);
    expect(presentation.meta).toHaveProperty('imgUrl');
    expect(presentation.settings).toMatchObject({
      fieldView: expect.any(Boolean),
      statColumnOrder: expect.any(String),
    });
    expect(presentation.stateDirectChild).toMatch(/^(associations|clubs)$/);
  });

  it("should carry the time zone's offsets around today, as Intl reads them", async () => {
    const { timezone, timezoneOffsets } = await data(ctx, '/live/nationals/presentation');
    expect(timezoneOffsets.timeZone).toBe(timezone);
    const now = Date.now();
    expect(timezoneOffsets.from).toBeLessThan(now - 365 * 86_400_000);
    expect(timezoneOffsets.to).toBeGreaterThan(now + 365 * 86_400_000);
    const read = new Intl.DateTimeFormat('en-US', { timeZone: timezone, timeZoneName: 'longOffset' });
    for (const { at, offsetMs } of timezoneOffsets.changes) {
      const name = read.formatToParts(at).find((p) => p.type === 'timeZoneName')!.value;
      const [, sign, hours, minutes] = /GMT(?:([+-])(\d\d):(\d\d))?/.exec(name)!;
      const expected = sign ? (sign === '-' ? -1 : 1) * (Number(hours) * 60 + Number(minutes)) * 60_000 : 0;
      expect(offsetMs, new Date(at).toISOString()).toBe(expected);
    }
  });

  it('should answer with the other national when the header names it', async () => {
    const presentation = await data(ctx, '/live/nationals/presentation', { headers: AS_12 });
    expect(presentation.nationalId).toBe(12);
  });

  it('should refuse a request without the national-id header', async () => {
    const { status, body } = await ctx.get('/live/nationals/presentation', {});
    expect(status).toBe(400);
    expect(body.message).toMatch(/national-id/);
  });

  it('should accept the header with spaces around the number', async () => {
    const presentation = await data(ctx, '/live/nationals/presentation', {
      headers: { 'national-id': ' 14 ' },
    });
    expect(presentation.nationalId).toBe(14);
  });
});

describe('GET /live/nationals/events', () => {
  it('should list the scoring events and player movements with names, abbreviations and values', async () => {
    const events = await data(ctx, '/live/nationals/events');
    expect(events.scoringEvents.length).toBeGreaterThan(0);
    expect(events.playerMovements.length).toBeGreaterThan(0);
    for (const event of [...events.scoringEvents, ...events.playerMovements])
      expect(event).toMatchObject({
        type: expect.any(Number),
        name: expect.any(String),
        abbreviation: expect.any(String),
        value: expect.any(Number),
      });
    expect(events.scoringEvents.map((e: { name: string }) => e.name)).toContain('Touchdown');
  });

  it('should carry the timezone of the national', async () => {
    const [events, presentation] = await Promise.all([
      data(ctx, '/live/nationals/events'),
      data(ctx, '/live/nationals/presentation'),
    ]);
    expect(events.timezone).toBe(presentation.timezone);
  });
});

describe('GET /live/seasons', () => {
  it('should list the seasons newest first, with exactly one current season', async () => {
    const seasons = await data(ctx, '/live/seasons');
    const years = seasons.map((s: { _id: number }) => s._id);
    expect(years.length).toBeGreaterThan(1);
    expect(years).toEqual([...years].sort((a, b) => b - a));
    expect(seasons.filter((s: { currentSeason: boolean }) => s.currentSeason)).toHaveLength(1);
  });
});

describe('GET /live/nationals/modules', () => {
  it('should answer with the module switches as booleans', async () => {
    const modules = await data(ctx, '/live/nationals/modules');
    expect(Object.keys(modules).length).toBeGreaterThan(0);
    for (const value of Object.values(modules)) expect(typeof value).toBe('boolean');
    expect(modules).toHaveProperty('competitions');
  });
});

describe('GET /portal/national/get/slug-details', () => {
  /** The states of national 14, split by whether they carry any branding. */
  async function states() {
    const list = await data(ctx, '/live/states');
    const branded = (s: any) => Boolean(s.meta.primaryColor || s.meta.secondaryColor || s.meta.imgUrl);
    return { withColours: list.filter(branded), without: list.filter((s: any) => !branded(s)) };
  }

  it('should answer with the entity and its colours for entityLevel,slug', async () => {
    const { withColours } = await states();
    const state = withColours[0];
    const details = await data(ctx, `${SLUGS}state,${state.slug}`);
    expect(details).toMatchObject({
      _id: state._id,
      entityLevel: 'state',
      name: state.name,
      parentId: null,
      meta: {
        primaryColor: state.meta.primaryColor,
        secondaryColor: state.meta.secondaryColor,
        slug: state.slug,
      },
    });
  });

  it('should find the entity by its name too, case-insensitively', async () => {
    const { withColours } = await states();
    const state = withColours[0];
    const details = await data(ctx, `${SLUGS}state,${encodeURIComponent(state.name.toUpperCase())}`);
    expect(details._id).toBe(state._id);
  });

  it('should find a club by its slug and name its parent', async () => {
    const [club] = await data(ctx, '/live/clubs');
    const details = await data(ctx, `${SLUGS}club,${club.slug}`);
    expect(details).toMatchObject({ _id: club._id, entityLevel: 'club', name: club.name });
    expect(details.parentId).toEqual(expect.any(Number));
  });

  it("should answer 404 'No meta data found' for a state without colours", async () => {
    const { without } = await states();
    expect(without.length).toBeGreaterThan(0);
    expect(await failure(ctx, `${SLUGS}state,${without[0].slug}`, 404)).toBe('No meta data found');
  });

  it("should answer 404 'No data found' for a slug no entity has", async () => {
    expect(await failure(ctx, `${SLUGS}state,atlantis`, 404)).toBe('No data found');
  });

  it("should answer 404 'No data found' for a slug of another level", async () => {
    const { withColours } = await states();
    expect(await failure(ctx, `${SLUGS}club,${withColours[0].slug}`, 404)).toBe('No data found');
  });

  it('should refuse an entityLevel that is not state, association or club', async () => {
    const message = await failure(ctx, `${SLUGS}planet,nsw`, 400);
    expect(message).toContain('entityLevel');
    expect(message).toContain('planet');
  });

  it('should refuse a request without slugs, naming the parameter', async () => {
    expect(await failure(ctx, '/portal/national/get/slug-details', 400)).toContain("'slugs'");
  });

  it('should refuse slugs without a comma, saying the expected form', async () => {
    const message = await failure(ctx, `${SLUGS}nsw`, 400);
    expect(message).toContain("'slugs'");
    expect(message).toContain('entityLevel,entityName');
  });
});
