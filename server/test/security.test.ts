import { createHash } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { API_PREFIX } from '@touchline/domain';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type App, buildApp } from '../src/app';
import { ConfigError, loadConfig } from '../src/config';
import { startTestApp, type TestContext } from './harness';

// The real page source with an inline stylesheet, as the build inlines the entry's CSS.
const CSS = 'body{margin:0}.shell{color:#13201b}';
const INDEX_HTML = readFileSync(new URL('../../web/index.html', import.meta.url), 'utf8').replace(
  '</head>',
  `<style>${CSS}</style></head>`,
);
const EMBED_HTML = readFileSync(new URL('../../web/embed.html', import.meta.url), 'utf8');
const SW_JS = 'define([],function(e){e.precacheAndRoute([{url:"index.html",revision:"x"}],{})});\n';
const OTHER_SITE = 'https://fans.example.org';
const ADMIN_SITE = 'https://admin.example.org';

let ctx: TestContext;
let writable: App;
let webDir: string;
beforeAll(async () => {
  webDir = mkdtempSync(path.join(tmpdir(), 'touchline-web-'));
  writeFileSync(path.join(webDir, 'index.html'), INDEX_HTML);
  writeFileSync(path.join(webDir, 'sw.js'), SW_JS);
  writeFileSync(path.join(webDir, 'embed.html'), EMBED_HTML);
  ctx = await startTestApp({ config: { webDir } });
  writable = await buildApp({
    config: { webDir, nationalId: 14, corsWriteOrigins: [ADMIN_SITE] },
    database: ctx.database,
  });
});
afterAll(async () => {
  await writable?.close();
  await ctx.close();
  rmSync(webDir, { recursive: true, force: true });
});

function request(app: App, method: 'GET' | 'POST' | 'OPTIONS', url: string, headers: Record<string, string>) {
  return app.inject({ method, url, headers });
}

/** The CSP's directives by name. */
function policy(response: LightMyRequestResponse): Map<string, string[]> {
  const header = String(response.headers['content-security-policy'] ?? '');
  return new Map(
    header
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name, ...sources]) => [name!, sources]),
  );
}

function expectSecurityHeaders(response: LightMyRequestResponse) {
  const csp = policy(response);
  expect(csp.get('default-src')).toEqual(["'self'"]);
  expect(csp.get('object-src')).toEqual(["'none'"]);
  expect(csp.get('base-uri')).toEqual(["'self'"]);
  expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
  expect(csp.get('script-src')).toEqual(["'self'"]);
  expect(csp.get('style-src')).not.toContain("'unsafe-inline'");
  expect(csp.get('worker-src')).toEqual(["'self'"]);
  expect(response.headers['x-content-type-options']).toBe('nosniff');
  expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
}

describe('security headers', () => {
  it('should send the CSP, nosniff and a referrer policy with the page, its inline style allowed by hash', async () => {
    for (const url of ['/', '/schedule']) {
      const response = await request(ctx.app, 'GET', url, {});
      expect(response.statusCode).toBe(200);
      expectSecurityHeaders(response);
      const hash = createHash('sha256').update(CSS).digest('base64');
      expect(policy(response).get('style-src')).toEqual(["'self'", `'sha256-${hash}'`]);
    }
  });

  it('should send them with an API read, built or answered from the cache, and with an error', async () => {
    const built = await request(ctx.app, 'GET', `${API_PREFIX}/live/seasons`, { 'national-id': '14' });
    const cached = await request(ctx.app, 'GET', `${API_PREFIX}/live/seasons`, { 'national-id': '14' });
    const missing = await request(ctx.app, 'GET', `${API_PREFIX}/live/seasons`, {});
    expect([built.statusCode, cached.statusCode, missing.statusCode]).toEqual([200, 200, 400]);
    for (const response of [built, cached, missing]) expectSecurityHeaders(response);
  });

  it('should send them with the docs page and its files', async () => {
    const page = await request(ctx.app, 'GET', `${API_PREFIX}/docs`, {});
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/text\/html/);
    expectSecurityHeaders(page);
    const script = await request(ctx.app, 'GET', `${API_PREFIX}/docs/static/swagger-initializer.js`, {});
    expect(script.statusCode).toBe(200);
    expectSecurityHeaders(script);
  });

  it('should let any site frame the embeds, and nothing else: not /embed, the app, nor an odd embed path', async () => {
    for (const url of ['/embed/ladder/3', '/embed/fixtures/12', '/embed/results/12?x=1']) {
      const response = await request(ctx.app, 'GET', url, {});
      expect(response.statusCode, url).toBe(200);
      expect(response.body, url).toContain('id="embed"');
      const csp = policy(response);
      expect(csp.get('frame-ancestors'), url).toEqual(['*']);
      expect(csp.get('script-src'), url).toEqual(["'self'"]);
      expect(csp.get('default-src'), url).toEqual(["'self'"]);
      expect(response.headers['x-frame-options'], url).toBeUndefined();
    }
    for (const url of ['/embed', '/embed/', '/embed/ladder/x', '/teams/3', '/embed/ladder/3/more']) {
      const response = await request(ctx.app, 'GET', url, {});
      expect(response.statusCode, url).toBe(200);
      expect(response.body, url).not.toContain('id="embed"');
      expectSecurityHeaders(response);
      expect(response.headers['x-frame-options'], url).toBe('DENY');
    }
    const api = await request(ctx.app, 'GET', `${API_PREFIX}/live/seasons`, { 'national-id': '14' });
    expect(policy(api).get('frame-ancestors')).toEqual(["'none'"]);
  });
});

describe('CORS', () => {
  it('should let any site read the API, without credentials, with the ETag readable', async () => {
    const response = await request(ctx.app, 'GET', `${API_PREFIX}/live/seasons`, {
      'national-id': '14',
      origin: OTHER_SITE,
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['access-control-allow-origin']).toBe('*');
    expect(response.headers['access-control-allow-credentials']).toBeUndefined();
    expect(response.headers['access-control-expose-headers']).toMatch(/\betag\b/i);
    expect(response.headers.etag).toBeDefined();
  });

  it('should answer the preflight of a GET that sends the national-id header', async () => {
    const response = await request(ctx.app, 'OPTIONS', `${API_PREFIX}/live/competitions?season=2026`, {
      origin: OTHER_SITE,
      'access-control-request-method': 'GET',
      'access-control-request-headers': 'national-id',
    });
    expect(response.statusCode).toBe(204);
    expect(response.headers['access-control-allow-origin']).toBe('*');
    expect(response.headers['access-control-allow-methods']).toMatch(/\bGET\b/);
    expect(response.headers['access-control-allow-methods']).not.toMatch(/POST|PUT|DELETE/);
    expect(response.headers['access-control-allow-headers']).toMatch(/\bnational-id\b/);
    expect(response.headers['access-control-allow-credentials']).toBeUndefined();
  });

  it('should let any site make the read sent as POST', async () => {
    const url = `${API_PREFIX}/live/competitions/events`;
    const preflight = await request(ctx.app, 'OPTIONS', url, {
      origin: OTHER_SITE,
      'access-control-request-method': 'POST',
      'access-control-request-headers': 'content-type,national-id',
    });
    expect(preflight.statusCode).toBe(204);
    expect(preflight.headers['access-control-allow-origin']).toBe('*');
    expect(preflight.headers['access-control-allow-methods']).toBe('POST');
    expect(preflight.headers['access-control-allow-headers']).toMatch(/content-type/);
  });

  it('should refuse a write from another site by default, preflight and request alike', async () => {
    for (const [method, url] of [
      ['POST', `${API_PREFIX}/live/matches/1/scorings`],
      ['DELETE', `${API_PREFIX}/live/matches/1/events/2`],
      ['PUT', `${API_PREFIX}/live/competitions/1/competition-settings`],
    ] as const) {
      const preflight = await request(ctx.app, 'OPTIONS', url, {
        origin: ADMIN_SITE,
        'access-control-request-method': method,
        'access-control-request-headers': 'authorization,content-type,national-id',
      });
      expect(preflight.statusCode, `${method} ${url}`).toBe(404);
      expect(preflight.headers['access-control-allow-origin']).toBeUndefined();
      expect(preflight.headers['access-control-allow-methods']).toBeUndefined();
    }
    const write = await request(ctx.app, 'POST', `${API_PREFIX}/live/matches/1/scorings`, {
      origin: ADMIN_SITE,
      'national-id': '14',
    });
    expect(write.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('should allow writes from the configured origins only', async () => {
    const url = `${API_PREFIX}/live/matches/1/scorings`;
    const preflight = (origin: string) =>
      request(writable, 'OPTIONS', url, {
        origin,
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'authorization,content-type,idempotency-key,national-id',
      });
    const allowed = await preflight(ADMIN_SITE);
    expect(allowed.statusCode).toBe(204);
    expect(allowed.headers['access-control-allow-origin']).toBe(ADMIN_SITE);
    expect(allowed.headers['access-control-allow-methods']).toMatch(/\bPOST\b/);
    expect(allowed.headers['access-control-allow-headers']).toMatch(/\bauthorization\b/);
    expect(allowed.headers.vary).toMatch(/\borigin\b/i);
    const refused = await preflight(OTHER_SITE);
    expect(refused.headers['access-control-allow-origin']).toBeUndefined();
    // Reads stay open to every site.
    const read = await request(writable, 'GET', `${API_PREFIX}/live/seasons`, {
      'national-id': '14',
      origin: OTHER_SITE,
    });
    expect(read.headers['access-control-allow-origin']).toBe('*');
  });

  it('should send no CORS headers with the web app', async () => {
    const page = await request(ctx.app, 'GET', '/', { origin: OTHER_SITE });
    expect(page.statusCode).toBe(200);
    expect(page.headers['access-control-allow-origin']).toBeUndefined();
  });
});

describe('CORS_WRITE_ORIGINS', () => {
  it('should be empty by default and list the origins given, comma-separated', () => {
    expect(loadConfig({}).corsWriteOrigins).toEqual([]);
    expect(
      loadConfig({ CORS_WRITE_ORIGINS: ` ${ADMIN_SITE}, http://localhost:5173 ,` }).corsWriteOrigins,
    ).toEqual([ADMIN_SITE, 'http://localhost:5173']);
  });

  it('should refuse anything but origins, naming the variable', () => {
    for (const bad of [
      'admin.example.org',
      `${ADMIN_SITE}/`,
      `${ADMIN_SITE}/scoring`,
      'ftp://example.org',
      '*',
    ])
      expect(() => loadConfig({ CORS_WRITE_ORIGINS: bad }), bad).toThrow(
        expect.objectContaining({
          constructor: ConfigError,
          message: expect.stringContaining('CORS_WRITE_ORIGINS'),
        }),
      );
  });
});
