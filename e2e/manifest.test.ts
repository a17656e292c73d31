import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type BrowserContext, chromium, type Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { baseUrl, baseUrl12, NATIONAL_NAME, PHONE } from './support';

/**
 * The installed app's manifest (issue 22): each deployment installs as its national's app,
 * with no scorer's shortcut for fans, and stays installable. Chromium offers to install only
 * from a persistent profile, with the service worker in charge of the page.
 */

const profiles: string[] = [];
let context: BrowserContext | undefined;
afterAll(async () => {
  await context?.close();
  for (const dir of profiles) rmSync(dir, { recursive: true, force: true });
});

async function openInstallable(url: string): Promise<Page> {
  await context?.close();
  const profile = mkdtempSync(path.join(tmpdir(), 'touchline-e2e-profile-'));
  profiles.push(profile);
  context = await chromium.launchPersistentContext(profile, {
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    headless: true,
    viewport: PHONE,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
  const page = await context.newPage();
  await page.goto(url);
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, {
    timeout: 60_000,
  });
  return page;
}

/** The manifest the page links, as the browser fetches it. */
function linkedManifest(page: Page) {
  return page.evaluate(async () => {
    const link = document.querySelector<HTMLLinkElement>('link[rel="manifest"]');
    if (!link) return null;
    const response = await fetch(link.href);
    return {
      href: link.getAttribute('href'),
      type: response.headers.get('content-type'),
      text: await response.text(),
    };
  });
}

describe('the installed app', () => {
  for (const [label, url, name, shortName] of [
    ['national 14', baseUrl, NATIONAL_NAME, 'AGF'],
    ['national 12', baseUrl12, 'Southern Cross Rugby League', 'SCRL'],
  ] as const)
    it(`should install as ${label}'s own app, with no scorer's shortcut`, async () => {
      const page = await openInstallable(`${url}/tabs/explore`);
      const linked = await linkedManifest(page);
      expect(linked?.href).toBe('/manifest.webmanifest');
      expect(linked?.type).toBe('application/manifest+json; charset=utf-8');
      const manifest = JSON.parse(linked!.text);
      expect(manifest).toMatchObject({ name, short_name: shortName, display: 'standalone', start_url: '/' });
      expect(manifest.shortcuts ?? []).toEqual([]);
      expect(linked!.text).not.toContain('/score');
      expect(manifest.theme_color).toMatch(/^#[0-9a-f]{6}$/i);

      // What Chromium itself reads, and its install prompt's own check.
      const cdp = await context!.newCDPSession(page);
      const read = (await cdp.send('Page.getAppManifest')) as { url: string; errors: { message: string }[] };
      expect(new URL(read.url).pathname).toBe('/manifest.webmanifest');
      expect(read.errors.map((e) => e.message)).toEqual([]);
      const { installabilityErrors } = (await cdp.send('Page.getInstallabilityErrors')) as {
        installabilityErrors: { errorId: string }[];
      };
      expect(installabilityErrors.map((e) => e.errorId)).toEqual([]);

      // The service worker keeps no copy of the manifest that could outlive a change of it.
      const cached = await page.evaluate(async () => {
        const urls: string[] = [];
        for (const key of await caches.keys())
          for (const request of await (await caches.open(key)).keys()) urls.push(request.url);
        return urls;
      });
      expect(cached.length).toBeGreaterThan(0);
      expect(cached.filter((u) => u.includes('manifest'))).toEqual([]);
    }, 120_000);
});
