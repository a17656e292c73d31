import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { NATIONAL_ID_META } from '@touchline/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WEB_BUILD_TIMEOUT_MS, webBuild } from '../../scripts/web-build';
import { type App, buildApp } from '../src/app';
import type { Database } from '../src/db/client';
import { openTestDatabase } from './harness';

// The real page source (its meta tag holds the placeholder) and a service worker in the shape
// vite-plugin-pwa's generateSW writes (the build's injectManifest shape is tested below and on
// the real build); the build's .br and .gz copies are made the same way.
const INDEX_HTML = readFileSync(new URL('../../web/index.html', import.meta.url), 'utf8');
const EMBED_HTML = readFileSync(new URL('../../web/embed.html', import.meta.url), 'utf8');
const PLACEHOLDER = `<meta name="${NATIONAL_ID_META}" content="__NATIONAL_ID__" />`;
const BUILT_REVISION = 'afea62c4d2b1b28c6c28ba46ac042074';
const SW_JS =
  'define(["./workbox-efbd304a"],function(e){"use strict";e.precacheAndRoute([' +
  '{url:"favicon.svg",revision:"79dd74946e0ba4ba5f9aa9252549258c"},' +
  `{url:"index.html",revision:"${BUILT_REVISION}"},` +
  '{url:"assets/index-xSRr7Xzu.js",revision:null}],{})});\n';
const ASSET_JS = `export const app = ${JSON.stringify('x'.repeat(2000))};\n`;

let database: Database;
let drop: () => Promise<void>;
const dirs: string[] = [];
const apps: App[] = [];

/** A built web app in a temp folder: each text file with its .br and .gz copies, as the build writes. */
function fakeWebDir(files: Record<string, string> = {}): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'touchline-web-'));
  dirs.push(dir);
  const all = {
    'index.html': INDEX_HTML,
    'embed.html': EMBED_HTML,
    'sw.js': SW_JS,
    'assets/app-abc123.js': ASSET_JS,
    ...files,
  };
  for (const [name, text] of Object.entries(all)) {
    const file = path.join(dir, name);
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, text);
    writeFileSync(`${file}.br`, brotliCompressSync(text));
    writeFileSync(`${file}.gz`, gzipSync(text));
  }
  return dir;
}

async function webApp(nationalId: number, webDir = fakeWebDir()): Promise<App> {
  const app = await buildApp({ config: { webDir, nationalId }, database });
  apps.push(app);
  return app;
}

function get(app: App, url: string, headers: Record<string, string> = {}) {
  return app.inject({ method: 'GET', url, headers });
}

/** What the server should send for index.html: the source, with only the national filled in. */
function pageFor(nationalId: number): string {
  return INDEX_HTML.replace(PLACEHOLDER, `<meta name="${NATIONAL_ID_META}" content="${nationalId}" />`);
}

beforeAll(async () => {
  ({ database, drop } = await openTestDatabase({ empty: true }));
});
afterAll(async () => {
  for (const app of apps) await app.close();
  await drop();
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

describe('the web app page', () => {
  let as12: App;
  let as14: App;
  beforeAll(async () => {
    expect(INDEX_HTML).toContain(PLACEHOLDER);
    [as12, as14] = await Promise.all([webApp(12), webApp(14)]);
  });

  it('should carry the configured national on /, /index.html and client routes, and nothing else changed', async () => {
    for (const [app, nationalId] of [
      [as12, 12],
      [as14, 14],
    ] as const)
      for (const url of ['/', '/index.html', '/matches/5', '/c/state/nsw/tabs/explore?season=2026']) {
        const response = await get(app, url);
        expect(response.statusCode, url).toBe(200);
        expect(response.headers['content-type'], url).toBe('text/html; charset=utf-8');
        expect(response.headers['cache-control'], url).toBe('no-cache');
        expect(response.headers['content-encoding'], url).toBeUndefined();
        expect(response.body, url).toBe(pageFor(nationalId));
        expect(response.body, url).toContain(`<meta name="${NATIONAL_ID_META}" content="${nationalId}" />`);
      }
  });

  it('should send the embeds their own page, with the national, and /embed the app', async () => {
    for (const url of ['/embed/ladder/3', '/embed/fixtures/12', '/embed/results/12']) {
      const response = await get(as12, url);
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-type'], url).toBe('text/html; charset=utf-8');
      expect(response.body, url).toBe(
        EMBED_HTML.replace(PLACEHOLDER, `<meta name="${NATIONAL_ID_META}" content="12" />`),
      );
    }
    expect((await get(as12, '/embed')).body).toBe(pageFor(12));
    expect((await get(as12, '/embed.html')).statusCode).toBe(404);
  });

  it('should send brotli or gzip as accept-encoding prefers, each decoding to the same page', async () => {
    const br = await get(as12, '/matches/5', { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(br.rawPayload).toString('utf8')).toBe(pageFor(12));

    const gzip = await get(as12, '/', { 'accept-encoding': 'gzip, br;q=0' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString('utf8')).toBe(pageFor(12));

    const identity = await get(as12, '/', { 'accept-encoding': 'identity' });
    expect(identity.headers['content-encoding']).toBeUndefined();
    expect(identity.body).toBe(pageFor(12));
    expect(br.rawPayload.length).toBeLessThan(identity.rawPayload.length);
  });

  it('should answer a revalidation with 304 while the page is the same', async () => {
    const first = await get(as14, '/');
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^W\/".+"$/);
    const again = await get(as14, '/tabs/explore', { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
    const other = await get(as12, '/');
    expect(other.headers.etag).not.toBe(etag);
    expect((await get(as12, '/', { 'if-none-match': etag })).statusCode).toBe(200);
  });

  it('should leave other files, the API and missing files as they were', async () => {
    const asset = await get(as12, '/assets/app-abc123.js', { 'accept-encoding': 'br' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['content-encoding']).toBe('br');
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(asset.rawPayload).toString('utf8')).toBe(ASSET_JS);
    expect((await get(as12, '/missing.png')).statusCode).toBe(404);
    const api = await get(as12, '/touchline/api/v1/nothing-here', { 'national-id': '12' });
    expect(api.statusCode).toBe(404);
    expect(api.json()).toHaveProperty('message');
  });
});

describe('the service worker', () => {
  /** The precache revision of index.html in a served sw.js. */
  const indexRevision = (sw: string) => sw.match(/\{url:"index\.html",revision:"([^"]*)"\}/)?.[1];

  it('should precache the page under a revision of the page this national is served', async () => {
    const dir = fakeWebDir();
    const [as12, as14] = await Promise.all([webApp(12, dir), webApp(14, dir)]);
    const [sw12, sw14] = await Promise.all([get(as12, '/sw.js'), get(as14, '/sw.js')]);
    expect(sw12.statusCode).toBe(200);
    expect(sw12.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(sw12.headers['cache-control']).toBe('no-cache');
    expect(sw12.body).not.toBe(sw14.body);
    for (const [sw, nationalId] of [
      [sw12.body, 12],
      [sw14.body, 14],
    ] as const) {
      expect(indexRevision(sw)).toBe(createHash('md5').update(pageFor(nationalId)).digest('hex'));
      // Every other byte as built.
      expect(sw.replace(indexRevision(sw)!, BUILT_REVISION)).toBe(SW_JS);
    }
  });

  it('should set the revision in a manifest injected with its keys the other way round', async () => {
    const injected =
      'try{self[`workbox:core:7.4.0`]&&_()}catch{}Me([' +
      '{"revision":"79dd74946e0ba4ba5f9aa9252549258c","url":"favicon.svg"},' +
      `{"revision":"${BUILT_REVISION}","url":"index.html"},` +
      '{"revision":null,"url":"assets/index-xSRr7Xzu.js"}]);\n';
    const app = await webApp(14, fakeWebDir({ 'sw.js': injected }));
    const served = (await get(app, '/sw.js')).body;
    const revision = createHash('md5').update(pageFor(14)).digest('hex');
    expect(served).toBe(injected.replace(BUILT_REVISION, revision));
  });

  it('should send brotli and gzip copies of the rewritten worker, not the build’s', async () => {
    const app = await webApp(12);
    const plain = (await get(app, '/sw.js')).body;
    const br = await get(app, '/sw.js', { 'accept-encoding': 'br' });
    const gzip = await get(app, '/sw.js', { 'accept-encoding': 'gzip' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(brotliDecompressSync(br.rawPayload).toString('utf8')).toBe(plain);
    expect(gunzipSync(gzip.rawPayload).toString('utf8')).toBe(plain);
    expect(plain).not.toContain(BUILT_REVISION);
  });
});

describe('a build the server cannot serve', () => {
  it('should refuse to start when sw.js has no precache entry for index.html, naming the file', async () => {
    const dir = fakeWebDir({ 'sw.js': SW_JS.replace('{url:"index.html"', '{url:"other.html"') });
    await expect(webApp(12, dir)).rejects.toThrow(
      `${path.join(dir, 'sw.js')} must hold one precache entry {url:"index.html",revision:"..."}, but holds 0`,
    );
  });

  it('should refuse to start when index.html has no national meta tag, naming the file', async () => {
    const dir = fakeWebDir({ 'index.html': INDEX_HTML.replace(PLACEHOLDER, '') });
    await expect(webApp(12, dir)).rejects.toThrow(
      `${path.join(dir, 'index.html')} must hold one <meta name="${NATIONAL_ID_META}"`,
    );
  });

  it('should refuse to start when the build has no sw.js', async () => {
    const dir = fakeWebDir();
    rmSync(path.join(dir, 'sw.js'));
    await expect(webApp(12, dir)).rejects.toThrow(`${path.join(dir, 'sw.js')} could not be read (ENOENT)`);
  });
});

describe('the real build', () => {
  let outDir: string;
  beforeAll(async () => {
    // The production build the tests share (scripts/web-build.ts), read and never changed.
    outDir = await webBuild();
  }, WEB_BUILD_TIMEOUT_MS);

  it('should carry both markers, so the server starts on it and fills them in', async () => {
    const built = readFileSync(path.join(outDir, 'sw.js'), 'utf8');
    const app = await webApp(12, outDir);
    const page = await get(app, '/schedule', { 'accept-encoding': 'br' });
    const html = brotliDecompressSync(page.rawPayload).toString('utf8');
    const source = readFileSync(path.join(outDir, 'index.html'), 'utf8');
    expect(source).toContain(PLACEHOLDER);
    expect(html).toBe(source.replace(PLACEHOLDER, `<meta name="${NATIONAL_ID_META}" content="12" />`));
    const served = (await get(app, '/sw.js')).body;
    const revision = createHash('md5').update(html).digest('hex');
    expect(served).toContain(`{"revision":"${revision}","url":"index.html"}`);
    expect(served.replace(revision, '')).toBe(
      built.replace(/(\{"revision":")[^"]*(?=","url":"index\.html")/, '$1'),
    );
    // The manifest is the server's (per national): the build links it, writes none, precaches none.
    expect(source).toContain('<link rel="manifest" href="/manifest.webmanifest" />');
    expect(existsSync(path.join(outDir, 'manifest.webmanifest'))).toBe(false);
    expect(built).not.toContain('manifest.webmanifest');

    // The CSP allows no inline script or style attribute, and the inlined stylesheet by its hash.
    expect(source).not.toMatch(/<script(?![^>]*\ssrc=)[^>]*>/);
    expect(source).not.toMatch(/\sstyle=/);
    const css = /<style>([\s\S]*?)<\/style>/.exec(source)?.[1];
    expect(css).toBeDefined();
    const hash = createHash('sha256').update(css!).digest('base64');
    expect(page.headers['content-security-policy']).toContain(`style-src 'self' 'sha256-${hash}'`);
  });
});
