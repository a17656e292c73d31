import { rmSync } from 'node:fs';
import { brotliDecompressSync } from 'node:zlib';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type App, buildApp } from '../src/app';
import type { Database } from '../src/db/client';
import * as t from '../src/db/schema';
import { demoMatch, NATIONAL, pngHeader } from './cardFixtures';
import { fakeWebBuild } from './fakeWebBuild';
import { openTestDatabase } from './harness';

/** Link previews: the Open Graph and X card tags of the pages served for matches, teams and competitions. */

let database: Database;
let drop: () => Promise<void>;
let webDir: string;
let app: App;
let final: typeof t.matches.$inferSelect;
let teamName: (id: number | null) => Promise<string>;

beforeAll(async () => {
  ({ database, drop } = await openTestDatabase());
  webDir = fakeWebBuild('touchline-previews-');
  app = await appWith({});
  final = await demoMatch(database, { status: 'final' });
  teamName = async (id) => {
    const [row] = await database.db.select().from(t.teams).where(eq(t.teams.id, id!));
    return row!.name;
  };
});
afterAll(async () => {
  await app.close();
  await drop();
  rmSync(webDir, { recursive: true, force: true });
});

async function appWith(config: { publicUrl?: string }) {
  const built = await buildApp({
    config: { webDir, nationalId: NATIONAL, ...config },
    database,
    answers: { trustMs: 0 },
  });
  await built.ready();
  return built;
}

const page = (url: string, headers: Record<string, string> = {}, on = app) =>
  on.inject({ method: 'GET', url, headers: { host: 'scores.test', ...headers } });

/** The content of each <meta property|name="…"> of a page, by its key. */
function tags(html: string): Record<string, string> {
  const found: Record<string, string> = {};
  for (const [, key, content] of html.matchAll(/<meta (?:property|name)="([^"]+)" content="([^"]*)" \/>/g))
    found[key!] = content!;
  return found;
}
const titleOf = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1];

describe('GET /matches/{id}', () => {
  it('should carry both teams and the score in og:title, and the card as og:image', async () => {
    const response = await page(`/matches/${final.id}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    const [home, away] = [await teamName(final.homeTeamId), await teamName(final.awayTeamId)];
    const title = `${home} ${final.homeScore} – ${final.awayScore} ${away}`;
    const meta = tags(response.body);
    expect(meta).toMatchObject({
      'og:title': title,
      'og:type': 'website',
      'og:url': `http://scores.test/matches/${final.id}`,
      'og:site_name': 'Australian Gridiron Federation',
      'og:image': `http://scores.test/cards/matches/${final.id}.png`,
      'og:image:width': '1200',
      'og:image:height': '630',
      'twitter:card': 'summary_large_image',
      'twitter:title': title,
      'twitter:image': `http://scores.test/cards/matches/${final.id}.png`,
    });
    expect(meta['og:description']).toMatch(/^Final · .+ \d{4}$/);
    expect(meta['twitter:description']).toBe(meta['og:description']);
    expect(titleOf(response.body)).toBe(title);
    // The app's own tags stay as built.
    expect(response.body).toContain(`<meta name="touchline:national-id" content="${NATIONAL}" />`);

    // og:image is a PNG of the size the tags declare.
    const card = await app.inject(new URL(meta['og:image']!).pathname);
    expect(pngHeader(card.rawPayload)).toMatchObject({ width: 1200, height: 630 });
  });

  it('should say "v" and the kick-off before the game', async () => {
    const upcoming = await demoMatch(database, { status: 'pre-game' });
    const meta = tags((await page(`/matches/${upcoming.id}`)).body);
    const [home, away] = [await teamName(upcoming.homeTeamId), await teamName(upcoming.awayTeamId)];
    expect(meta['og:title']).toBe(`${home} v ${away}`);
    expect(meta['og:description']).toMatch(/^\w+day \d+ \w+ \d{4}, \d+:\d\d [AP]M · /);
  });

  it('should take the origin from PUBLIC_URL when it is set', async () => {
    const behindProxy = await appWith({ publicUrl: 'https://scores.example.org' });
    try {
      const meta = tags((await page(`/matches/${final.id}`, {}, behindProxy)).body);
      expect(meta['og:image']).toBe(`https://scores.example.org/cards/matches/${final.id}.png`);
      expect(meta['og:url']).toBe(`https://scores.example.org/matches/${final.id}`);
    } finally {
      await behindProxy.close();
    }
  });

  it('should carry the same tags under a branded prefix, with its own address', async () => {
    const bare = tags((await page(`/matches/${final.id}`)).body);
    const branded = tags((await page(`/c/club/sydney-uni/matches/${final.id}/?tab=stats`)).body);
    expect(branded).toEqual({
      ...bare,
      'og:url': `http://scores.test/c/club/sydney-uni/matches/${final.id}/`,
    });
  });

  it('should send the compressed page with the same tags, and revalidate it by its ETag', async () => {
    const plain = await page(`/matches/${final.id}`);
    const br = await page(`/matches/${final.id}`, { 'accept-encoding': 'br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.rawPayload).toString('utf8')).toBe(plain.body);
    const again = await page(`/matches/${final.id}`, { 'if-none-match': String(plain.headers.etag) });
    expect(again.statusCode).toBe(304);
  });

  it('should show no score, nor anything else, for a match whose results are hidden', async () => {
    const hidden = await demoMatch(database, { status: 'final', shown: false });
    const plain = await page('/tabs/explore');
    const response = await page(`/matches/${hidden.id}`);
    expect(response.body).toBe(plain.body);
    expect(response.body).not.toContain('og:title');
    expect(response.body).not.toContain(`${hidden.homeScore} – ${hidden.awayScore}`);
  });

  it('should escape a team name with quotes and angle brackets in every tag', async () => {
    const match = await demoMatch(database, { status: 'half-time' });
    const odd = `The "Best" <Team> & 'Co'`;
    await database.db.update(t.teams).set({ name: odd }).where(eq(t.teams.id, match.homeTeamId!));
    const html = (await page(`/matches/${match.id}`)).body;
    const escaped = 'The &quot;Best&quot; &lt;Team&gt; &amp; &#39;Co&#39;';
    expect(html).not.toContain('<Team>');
    expect(html).not.toContain('"Best"');
    expect(titleOf(html)).toContain(escaped);
    expect(html).toContain(`<meta property="og:title" content="${escaped} ${match.homeScore} – `);
    expect(html).toContain(`<meta name="twitter:title" content="${escaped} `);
    expect(tags(html)['og:description']).toMatch(/^Half Time · /);
  });
});

describe('GET /teams/{id} and /competitions/{id}', () => {
  it('should name the team, and the competition with its season, with their cards', async () => {
    const team = tags((await page(`/teams/${final.homeTeamId}`)).body);
    expect(team['og:title']).toBe(await teamName(final.homeTeamId));
    expect(team['og:description']).toMatch(/Season \d{4}$/);
    expect(team['og:image']).toBe(`http://scores.test/cards/teams/${final.homeTeamId}.png`);
    const [competition] = await database.db
      .select()
      .from(t.competitions)
      .where(eq(t.competitions.id, final.competitionId));
    const meta = tags((await page(`/c/state/nsw/competitions/${final.competitionId}`)).body);
    expect(meta['og:title']).toContain(competition!.name);
    expect(meta['og:title']).toContain(String(competition!.season));
    expect(meta['og:image']).toBe(`http://scores.test/cards/competitions/${final.competitionId}.png`);
  });
});

describe('every other page', () => {
  it('should be the plain page, byte for byte: other routes, bad and unknown ids', async () => {
    const plain = await page('/');
    expect(plain.body).toContain('<title>Touchline</title>');
    for (const url of [
      '/tabs/explore',
      '/matches',
      '/matches/abc',
      '/matches/012',
      '/matches/99999999',
      '/teams/0',
      `/matches/${final.id}/extra`,
      `/players/${final.id}`,
      `/c/club/x/y/matches/${final.id}`,
    ]) {
      const response = await page(url);
      expect(response.statusCode, url).toBe(200);
      expect(response.rawPayload.equals(plain.rawPayload), url).toBe(true);
      expect(response.headers.etag, url).toBe(plain.headers.etag);
    }
  });
});
