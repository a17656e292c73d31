import { gunzipSync } from 'node:zlib';
import { API_PREFIX } from '@touchline/domain';
import { and, eq, isNotNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as t from '../src/db/schema';
import { startTestApp, type TestContext } from './harness';
import { bearer, liveMatches } from './live';

let ctx: TestContext;
let match: typeof t.matches.$inferSelect;

const list = async (competitionId = match.competitionId) => {
  const response = await ctx.get(`/live/matches/competitions/${competitionId}`);
  expect(response.status).toBe(200);
  return response.body.data;
};
const listed = async (matchId = match.id) =>
  (await list()).matches.find((m: any) => m._id === matchId) as Record<string, any>;
const send = (
  method: 'POST' | 'PUT' | 'DELETE',
  path: string,
  headers: Record<string, string>,
  payload?: unknown,
) =>
  ctx.app.inject({
    method,
    url: `${API_PREFIX}${path}`,
    headers: payload === undefined ? headers : { 'content-type': 'application/json', ...headers },
    ...(payload === undefined ? {} : { payload: JSON.stringify(payload) }),
  });

beforeAll(async () => {
  ctx = await startTestApp();
  match = (await liveMatches(ctx.database.db, ['second-quarter', 'third-quarter'], 1))[0]!;
});
afterAll(() => ctx.close());

describe('GET /live/matches/competitions/:id › cache', () => {
  it('should build the list once and send the same bytes until the competition changes', async () => {
    const cache = ctx.app.answers;
    const url = `${API_PREFIX}/live/matches/competitions/${match.competitionId}`;
    const plain = await ctx.app.inject({ url, headers: { 'national-id': '14' } });
    const computed = cache.built;
    const again = await ctx.app.inject({ url, headers: { 'national-id': '14' } });
    const zipped = await ctx.app.inject({ url, headers: { 'national-id': '14', 'accept-encoding': 'gzip' } });
    expect(cache.built).toBe(computed);
    expect(again.body).toBe(plain.body);
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(zipped.rawPayload).toString()).toBe(plain.body);
    // Another national's header never reaches it.
    expect(
      (await ctx.get(`/live/matches/competitions/${match.competitionId}`, { 'national-id': '12' })).status,
    ).toBe(404);
  });

  it('should show a new score as soon as a scoring POST answers, and a removed one after the DELETE', async () => {
    const { headers } = await bearer(ctx, 7, 'match', match.id);
    const before = await listed();
    const computed = ctx.app.answers.built;
    const posted = await send('POST', `/live/matches/${match.id}/scorings`, headers, {
      type: 1,
      isHomeTeam: true,
      period: 2,
      min: 4,
      sec: 30,
    });
    expect(posted.statusCode, posted.body).toBe(200);
    const { scores, event } = posted.json().data;
    expect(scores.homeTeam).toBe(before.scores.homeTeam + 6);
    expect((await listed()).scores).toEqual(scores);
    expect(ctx.app.answers.built).toBe(computed + 1);

    const removed = await send('DELETE', `/live/matches/${match.id}/events/${event._id}`, headers);
    expect(removed.statusCode).toBe(200);
    expect((await listed()).scores).toEqual(before.scores);
  });

  it('should show a new status as soon as the status PUT answers', async () => {
    const { headers } = await bearer(ctx, 7, 'match', match.id);
    const next = (await listed()).status === 'third-quarter' ? 'fourth-quarter' : 'third-quarter';
    const response = await send('PUT', `/live/matches/${match.id}/status`, headers, { status: next });
    expect(response.statusCode, response.body).toBe(200);
    expect((await listed()).status).toBe(next);
  });

  it('should show changes to what the list shows besides results: venue, officials, entities, members, the competition', async () => {
    const db = ctx.database.db;
    // A match of the competition with a venue and a home team whose club is known.
    const [row] = await db
      .select()
      .from(t.matches)
      .where(and(eq(t.matches.competitionId, match.competitionId), isNotNull(t.matches.venueId)))
      .limit(1);
    const target = row!;
    const shown = await listed(target.id);
    await list();

    await db.update(t.venues).set({ name: 'Renamed Oval' }).where(eq(t.venues.id, target.venueId!));
    expect((await listed(target.id)).venue.name).toBe('Renamed Oval');

    const club = shown.homeTeam.orgtree.club;
    expect(club).not.toBeNull();
    await db.update(t.entities).set({ name: 'Renamed Club' }).where(eq(t.entities.id, club._id));
    expect((await listed(target.id)).homeTeam.orgtree.club.name).toBe('Renamed Club');

    const [member] = await db
      .select()
      .from(t.members)
      .where(and(eq(t.members.nationalId, 14), eq(t.members.isPublic, true)))
      .limit(1);
    await db.delete(t.matchOfficials).where(eq(t.matchOfficials.matchId, target.id));
    expect((await listed(target.id)).referees).toEqual([]);
    await db.insert(t.matchOfficials).values({ nationalId: 14, matchId: target.id, memberId: member!.id });
    expect((await listed(target.id)).referees.map((r: any) => r.memberId)).toEqual([member!.id]);
    await db.update(t.members).set({ isPublic: false }).where(eq(t.members.id, member!.id));
    expect((await listed(target.id)).referees[0]).toMatchObject({ firstName: 'Player', lastName: '' });

    await db
      .update(t.competitions)
      .set({ meta: { imgUrl: 'https://example.org/cup.png' }, order: 99 })
      .where(eq(t.competitions.id, match.competitionId));
    const competition = (await list()).competition;
    expect(competition).toMatchObject({ meta: { imgUrl: 'https://example.org/cup.png' }, order: 99 });
  });

  it('should keep the list when a write leaves every row as it was', async () => {
    await list();
    const computed = ctx.app.answers.built;
    const db = ctx.database.db;
    const [venue] = await db.select().from(t.venues).where(eq(t.venues.nationalId, 14)).limit(1);
    await db.update(t.venues).set({ name: venue!.name }).where(eq(t.venues.id, venue!.id));
    await list();
    expect(ctx.app.answers.built).toBe(computed);
  });
});
