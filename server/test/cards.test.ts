import { defaultStatusSequence } from '@touchline/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { initials, matchDescription, matchTitle, scoreShown, statusText } from '../src/cards/text';
import * as t from '../src/db/schema';
import { demoMatch, pngHeader } from './cardFixtures';
import { startTestApp, type TestContext } from './harness';
import { call } from './requests';

/** The share cards and notification images, drawn from the demo database. */

let ctx: TestContext;
let final: typeof t.matches.$inferSelect;

beforeAll(async () => {
  ctx = await startTestApp();
  final = await demoMatch(ctx.database, { status: 'final' });
});
afterAll(() => ctx.close());

const image = (url: string, headers: Record<string, string> = {}) =>
  ctx.app.inject({ method: 'GET', url, headers });

describe('GET /cards/matches/{id}.png', () => {
  it('should be a PNG of 1200x630, cached publicly under a strong ETag', async () => {
    const response = await image(`/cards/matches/${final.id}.png`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('image/png');
    expect(response.headers['cache-control']).toBe('public, max-age=60');
    expect(response.headers['cross-origin-resource-policy']).toBe('cross-origin');
    expect(String(response.headers.etag)).toMatch(/^"[\w-]+"$/);
    expect(pngHeader(response.rawPayload)).toMatchObject({ width: 1200, height: 630 });
  });

  it('should answer a revalidation with its ETag 304, with no body', async () => {
    const first = await image(`/cards/matches/${final.id}.png`);
    const etag = String(first.headers.etag);
    const again = await image(`/cards/matches/${final.id}.png`, { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload).toHaveLength(0);
    expect(again.headers.etag).toBe(etag);
    const other = await image(`/cards/matches/${final.id}.png`, { 'if-none-match': '"another"' });
    expect(other.statusCode).toBe(200);
    expect(other.rawPayload.equals(first.rawPayload)).toBe(true);
  });

  it('should draw a new card under a new ETag once the score changes', async () => {
    const match = await demoMatch(ctx.database, { status: 'second-quarter' });
    const url = `/cards/matches/${match.id}.png`;
    const before = await image(url);
    expect(before.headers['cache-control']).toBe('public, max-age=10');
    await ctx.database.db
      .update(t.matches)
      .set({ homeScore: match.homeScore + 7 })
      .where(eq(t.matches.id, match.id));
    const after = await image(url, { 'if-none-match': String(before.headers.etag) });
    expect(after.statusCode).toBe(200);
    expect(after.headers.etag).not.toBe(before.headers.etag);
    expect(after.rawPayload.equals(before.rawPayload)).toBe(false);
    expect(pngHeader(after.rawPayload)).toMatchObject({ width: 1200, height: 630 });
    // The match centre says the same score the card was drawn from.
    const centre = await call(ctx, `/live/matches/${match.id}`);
    expect(centre.body.data.scores.homeTeam).toBe(match.homeScore + 7);
  });

  it('should not draw a match whose results are hidden, as the match centre does not show it', async () => {
    const hidden = await demoMatch(ctx.database, { status: 'final', shown: false });
    expect((await call(ctx, `/live/matches/${hidden.id}`)).status).toBe(404);
    const response = await image(`/cards/matches/${hidden.id}.png`);
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
  });

  it('should refuse an id not written in plain digits with a 400, and an unknown one with a 404', async () => {
    for (const id of ['abc', '012', '1e3', '7.0', '%2012'])
      expect((await image(`/cards/matches/${id}.png`)).statusCode, id).toBe(400);
    for (const id of ['0', '-3', '99999999', '2147483648'])
      expect((await image(`/cards/matches/${id}.png`)).statusCode, id).toBe(404);
    expect((await image(`/cards/matches/${final.id}.jpg`)).statusCode).toBe(404);
    const refused = await image('/cards/matches/abc.png');
    expect(refused.json()).toMatchObject({ code: 'BAD_REQUEST' });
  });
});

describe('GET /cards/teams and /cards/competitions', () => {
  it("should draw a team's and a competition's card at 1200x630", async () => {
    for (const url of [
      `/cards/teams/${final.homeTeamId}.png`,
      `/cards/competitions/${final.competitionId}.png`,
    ]) {
      const response = await image(url);
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['cache-control']).toBe('public, max-age=300');
      expect(pngHeader(response.rawPayload)).toMatchObject({ width: 1200, height: 630 });
    }
  });

  it('should 404 a team or competition of another national, and 400 a bad id', async () => {
    const [other] = await ctx.database.db.select().from(t.teams).where(eq(t.teams.nationalId, 12)).limit(1);
    expect((await image(`/cards/teams/${other!.id}.png`)).statusCode).toBe(404);
    expect((await image(`/cards/teams/${other!.id}/icon.png`)).statusCode).toBe(404);
    expect((await image('/cards/competitions/x1.png')).statusCode).toBe(400);
    expect((await image('/cards/teams/1x/icon.png')).statusCode).toBe(400);
  });
});

describe('notification images', () => {
  it("should draw a team's icon at 192x192, cached for a day", async () => {
    const response = await image(`/cards/teams/${final.homeTeamId}/icon.png`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=86400');
    expect(pngHeader(response.rawPayload)).toMatchObject({ width: 192, height: 192 });
    const again = await image(`/cards/teams/${final.homeTeamId}/icon.png`, {
      'if-none-match': String(response.headers.etag),
    });
    expect(again.statusCode).toBe(304);
  });

  it('should draw the badge at 96x96 with an alpha channel', async () => {
    const response = await image('/cards/badge.png');
    expect(response.statusCode).toBe(200);
    // Colour type 6: RGBA, so the glyph can stand on a transparent ground.
    expect(pngHeader(response.rawPayload)).toEqual({ width: 96, height: 96, colourType: 6 });
  });
});

describe('what a card says', () => {
  it('should name a status as a chip does: a quarter by its short name, others by their label', () => {
    const quarters = defaultStatusSequence(4);
    expect(statusText('second-quarter', quarters)).toBe('Q2');
    expect(statusText('final', quarters)).toBe('Final');
    expect(statusText('half-time', quarters)).toBe('Half Time');
    expect(statusText('live', quarters)).toBe('Live');
    expect(statusText('first-half', defaultStatusSequence(2))).toBe('H1');
  });

  it('should give the score once the game is on, and the kick-off before it', () => {
    const words = { home: 'Sharks', away: 'Pirates', kickoff: 'Saturday 5 September 2026, 7:05 PM' };
    const played = {
      ...words,
      score: { home: 14, away: 7 },
      status: 'Final',
      competition: 'Premier League 2026',
    };
    expect(matchTitle(played)).toBe('Sharks 14 – 7 Pirates');
    expect(matchDescription(played)).toBe('Final · Premier League 2026');
    const before = { ...played, score: null, status: 'Pre-Game' };
    expect(matchTitle(before)).toBe('Sharks v Pirates');
    expect(matchDescription(before)).toBe('Saturday 5 September 2026, 7:05 PM · Premier League 2026');
    expect(scoreShown('pre-game', 0, 0)).toBe(false);
    expect(scoreShown('cancelled', 0, 0)).toBe(false);
    expect(scoreShown('washout', 3, 0)).toBe(true);
  });

  it('should make badge initials of a name', () => {
    expect(initials('Sydney Uni Lions')).toBe('SUL');
    expect(initials('Sharks')).toBe('SH');
    expect(initials('  ')).toBe('?');
    expect(initials('Northern Beaches Barbarians Gold')).toBe('NBB');
  });
});
