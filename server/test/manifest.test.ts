import { rmSync } from 'node:fs';
import { APP_BACKGROUND, appManifest, contrastRatio, READABLE_CONTRAST } from '@touchline/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type App, buildApp } from '../src/app';
import type { Database } from '../src/db/client';
import { nationals } from '../src/db/schema';
import { fakeWebBuild } from './fakeWebBuild';
import { openTestDatabase } from './harness';

/** The installed app's manifest: the server's, per national, on the demo database. */

let database: Database;
let drop: () => Promise<void>;
let webDir: string;
const apps: App[] = [];

beforeAll(async () => {
  ({ database, drop } = await openTestDatabase());
  // A build from before the server wrote the manifest, with a static one the server must not send.
  webDir = fakeWebBuild('touchline-manifest-', {
    'manifest.webmanifest': '{"name":"Touchline","shortcuts":[{"name":"Scorer\'s console","url":"/score"}]}',
  });
});
afterAll(async () => {
  for (const app of apps) await app.close();
  await drop();
  rmSync(webDir, { recursive: true, force: true });
});

async function appOf(nationalId: number): Promise<App> {
  const app = await buildApp({ config: { webDir, nationalId }, database, answers: { trustMs: 0 } });
  apps.push(app);
  return app;
}

const manifestOf = (app: App, headers: Record<string, string> = {}) =>
  app.inject({ method: 'GET', url: '/manifest.webmanifest', headers });

async function nationalRow(id: number) {
  const [row] = await database.db.select().from(nationals).where(eq(nationals.id, id));
  return row!;
}

describe('GET /manifest.webmanifest', () => {
  it('should name the app after the national the server shows, with no scorer’s shortcut', async () => {
    for (const [nationalId, name, shortName] of [
      [14, 'Australian Gridiron Federation', 'AGF'],
      [12, 'Southern Cross Rugby League', 'SCRL'],
    ] as const) {
      const response = await manifestOf(await appOf(nationalId));
      expect(response.statusCode, response.body).toBe(200);
      expect(response.headers['content-type']).toBe('application/manifest+json; charset=utf-8');
      const manifest = response.json();
      expect(manifest).toEqual(appManifest(await nationalRow(nationalId)));
      expect(manifest).toMatchObject({ name, short_name: shortName, start_url: '/', display: 'standalone' });
      expect(manifest).not.toHaveProperty('shortcuts');
      expect(response.body).not.toContain('/score');
      expect(manifest.icons.some((icon: { sizes: string }) => icon.sizes === '512x512')).toBe(true);
    }
  });

  it('should be cached like the catalogue: an ETag, a 304, and a new manifest once the national changes', async () => {
    const app = await appOf(14);
    const first = await manifestOf(app);
    expect(first.headers['cache-control']).toBe('public, max-age=60, stale-while-revalidate=300');
    const etag = String(first.headers.etag);
    expect((await manifestOf(app, { 'if-none-match': etag })).statusCode).toBe(304);

    const row = await nationalRow(14);
    await database.db
      .update(nationals)
      .set({ meta: { ...row.meta, name: 'Gridiron Australia', primaryColor: '#ffd700' } })
      .where(eq(nationals.id, 14));
    try {
      const changed = await manifestOf(app, { 'if-none-match': etag });
      expect(changed.statusCode).toBe(200);
      expect(changed.headers.etag).not.toBe(etag);
      const manifest = changed.json();
      expect(manifest).toMatchObject({
        name: 'Gridiron Australia',
        short_name: 'GA',
        background_color: '#ffd700',
      });
      // A gold top bar is deepened to carry white text, as the page's theme-color is.
      expect(manifest.theme_color).not.toBe('#ffd700');
      expect(contrastRatio(manifest.theme_color, APP_BACKGROUND)).toBeGreaterThanOrEqual(READABLE_CONTRAST);
    } finally {
      await database.db.update(nationals).set({ meta: row.meta }).where(eq(nationals.id, 14));
    }
  });

  it('should send the same manifest and headers over the network, routed or from the cache', async () => {
    const app = await appOf(12);
    const base = await app.listen({ host: '127.0.0.1', port: 0 });
    const answers: { text: string; headers: Record<string, string> }[] = [];
    // The first is routed (this app's cache holds nothing yet); the second is answered early.
    for (let i = 0; i < 2; i++) {
      const response = await fetch(`${base}/manifest.webmanifest`, { headers: { 'accept-encoding': 'br' } });
      expect(response.status).toBe(200);
      const headers: Record<string, string> = {};
      response.headers.forEach((value, name) => {
        if (!['date', 'connection', 'keep-alive'].includes(name)) headers[name] = value;
      });
      answers.push({ text: await response.text(), headers });
    }
    expect(answers[1]).toEqual(answers[0]);
    expect(answers[0]!.headers['content-type']).toBe('application/manifest+json; charset=utf-8');
    expect(answers[0]!.headers['access-control-allow-origin']).toBe('*');
    expect(answers[0]!.text).toBe((await manifestOf(app)).body);
  });

  it('should fall back to the product’s name for a national the database does not hold', async () => {
    const manifest = (await manifestOf(await appOf(999))).json();
    expect(manifest).toEqual(appManifest(null));
    expect(manifest.name).toBe('Touchline');
  });
});
