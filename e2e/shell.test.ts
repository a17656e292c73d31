import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from './browser';
import { DESKTOP, NATIONAL_NAME, openPage, PHONE, screenshot, tabBar } from './support';

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

describe('web shell', () => {
  it('should land on Explore with the national name and its tabs', async () => {
    const page = await openPage(browser, PHONE);
    const presentation = page.waitForRequest((r) =>
      r.url().endsWith('/touchline/api/v1/live/nationals/presentation'),
    );
    await page.goto('/');

    expect((await presentation).headers()['national-id']).toBe('14');
    await page.waitForURL('**/tabs/explore');
    await expect(page.getByRole('banner').textContent()).resolves.toContain(NATIONAL_NAME);
    await expect(page.title()).resolves.toBe(NATIONAL_NAME);
    // Explore's heading is the national's name.
    await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toBe(NATIONAL_NAME);

    const tabs = tabBar(page).getByRole('link');
    await expect(tabs.allInnerTexts()).resolves.toEqual(['Explore', 'Results', 'Search', 'Teams', 'Ladders']);
    await expect(
      tabBar(page).getByRole('link', { name: 'Explore' }).getAttribute('aria-current'),
    ).resolves.toBe('page');
    await screenshot(page, 'shell');
    await page.context().close();
  });

  it('should hide the tab bar in the match centre and show it again on a tab', async () => {
    const page = await openPage(browser, PHONE);
    await page.goto('/matches/1');
    await page.locator('article.match').getByRole('heading', { level: 1 }).waitFor();
    await expect(tabBar(page).count()).resolves.toBe(0);

    await page.goto('/tabs/ladders');
    await tabBar(page).waitFor();
    await expect(
      tabBar(page).getByRole('link', { name: 'Ladders' }).getAttribute('aria-current'),
    ).resolves.toBe('page');
    await page.context().close();
  });

  it("should answer an unknown path with 'Page not found', whatever its shape", async () => {
    const page = await openPage(browser, PHONE);
    for (const path of ['/tabs/foo', '/c/state', '/nonsense/5', '/a/b/c/d']) {
      await page.goto(path);
      await page.getByRole('heading', { level: 1, name: 'Page not found' }).waitFor();
    }
    await page.context().close();
  });

  it('should move between screens with the tab bar', async () => {
    const page = await openPage(browser, DESKTOP);
    await page.goto('/tabs/explore');
    await tabBar(page).getByRole('link', { name: 'Search' }).click();
    await page.waitForURL('**/search');
    // The address changes at once; the screen once its code has come.
    await page.getByRole('heading', { level: 1, name: 'Search', exact: true }).waitFor();

    await tabBar(page).getByRole('link', { name: 'Explore' }).click();
    await page.waitForURL('**/tabs/explore');
    await page.getByRole('heading', { level: 1, name: NATIONAL_NAME }).waitFor();
    await screenshot(page, 'shell');
    await page.context().close();
  });

  it("should say 'An error has occured', never the server's words, with a retry, when the national setup fails", async () => {
    const page = await openPage(browser, PHONE);
    const logged: string[] = [];
    page.on('console', (message) => message.type() === 'error' && logged.push(message.text()));
    const presentation = '**/touchline/api/v1/live/nationals/presentation';
    await page.route(presentation, (route) =>
      route.fulfill({
        status: 500,
        contentType: 'application/json',
        body: '{"message":"boom: relation does not exist","code":"INTERNAL"}',
      }),
    );
    await page.goto('/');
    const alert = page.getByRole('alert');
    await alert.waitFor({ timeout: 15_000 });
    await expect(alert.textContent()).resolves.toContain('An error has occured');
    await expect(alert.textContent()).resolves.not.toContain('boom');
    // The detail, with its code, goes to the log for whoever looks into it.
    expect(logged.some((line) => line.includes('INTERNAL') && line.includes('boom'))).toBe(true);

    await page.unroute(presentation);
    await alert.getByRole('button', { name: 'Try again' }).click();
    await page.waitForURL('**/tabs/explore');
    await expect(page.getByRole('banner').textContent()).resolves.toContain(NATIONAL_NAME);
    await page.context().close();
  });
});
