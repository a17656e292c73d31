/**
 * A competition's play-by-play rules through PUT /live/competitions/{id}/competition-settings:
 * set, kept when left out, removed with null, and refused when a kind of score names a type the
 * competition does not score with; on a real database.
 */
import { API_PREFIX, type CompetitionSettings } from '@touchline/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as t from '../src/db/schema';
import { startTestApp, type TestContext } from './harness';
import { bearer } from './live';
import { GRIDIRON_SETTINGS } from './playFixtures';

let ctx: TestContext;
let competition: typeof t.competitions.$inferSelect;
let match: typeof t.matches.$inferSelect;
let admin: Record<string, string>;

const put = (payload: unknown) =>
  ctx.app.inject({
    method: 'PUT',
    url: `${API_PREFIX}/live/competitions/${competition.id}/competition-settings`,
    headers: { 'content-type': 'application/json', ...admin },
    payload: JSON.stringify(payload),
  });
const storedSettings = async () => {
  const [row] = await ctx.database.db
    .select({ settings: t.competitions.settings })
    .from(t.competitions)
    .where(eq(t.competitions.id, competition.id));
  return row!.settings;
};
/** The stored settings as a body, without the clock fields and the play-by-play rules. */
function bodyOf(settings: CompetitionSettings) {
  const {
    periods: _p,
    periodType: _t,
    periodLengthMinutes: _l,
    timeouts: _o,
    gridiron: _g,
    ...body
  } = settings;
  return body;
}

beforeAll(async () => {
  ctx = await startTestApp();
  const [row] = await ctx.database.db
    .select({ competition: t.competitions, match: t.matches })
    .from(t.competitions)
    .innerJoin(t.matches, eq(t.matches.competitionId, t.competitions.id))
    .where(and(eq(t.competitions.nationalId, 14), eq(t.competitions.sportType, 'gridiron')))
    .orderBy(t.competitions.id, t.matches.id)
    .limit(1);
  competition = row!.competition;
  match = row!.match;
  admin = (await bearer(ctx, 2, 'national', 14)).headers;
});
afterAll(() => ctx.close());

describe('the play-by-play rules of PUT /live/competitions/:id/competition-settings', () => {
  it('should set them, keep them when left out, and remove them with null', async () => {
    const body = bodyOf(await storedSettings());
    const rules = { ...GRIDIRON_SETTINGS, fieldLength: 80, timeoutsPerHalf: 2 };

    const set = await put({ ...body, gridiron: rules });
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json().data.gridiron).toEqual(rules);
    const read = (await ctx.get(`/live/matches/${match.id}/competition-settings`)).body.data;
    expect(read.gridiron).toEqual(rules);

    const kept = await put(body);
    expect(kept.statusCode, kept.body).toBe(200);
    expect((await storedSettings()).gridiron).toEqual(rules);

    const removed = await put({ ...body, gridiron: null });
    expect(removed.statusCode, removed.body).toBe(200);
    expect((await storedSettings()).gridiron).toBeUndefined();
    expect((await ctx.get(`/live/matches/${match.id}/competition-settings`)).body.data.gridiron).toBeNull();
  });

  it('should refuse a kind of score that names no scoring type of the competition, and write nothing', async () => {
    const before = await storedSettings();
    const gridiron = {
      ...GRIDIRON_SETTINGS,
      scoringTypes: { ...GRIDIRON_SETTINGS.scoringTypes, safety: 99_999 },
    };
    const response = await put({ ...bodyOf(before), gridiron });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain('gridiron.scoringTypes');
    expect(response.json().message).toContain('safety 99999');
    expect(await storedSettings()).toEqual(before);
  });

  it('should refuse rules out of bounds or with fields it does not know, naming them', async () => {
    const before = await storedSettings();
    const short = await put({ ...bodyOf(before), gridiron: { ...GRIDIRON_SETTINGS, fieldLength: 10 } });
    expect(short.statusCode).toBe(400);
    expect(short.json().message).toContain('fieldLength');
    const extra = await put({ ...bodyOf(before), gridiron: { ...GRIDIRON_SETTINGS, quarters: 4 } });
    expect(extra.statusCode).toBe(400);
    expect(await storedSettings()).toEqual(before);
  });
});
