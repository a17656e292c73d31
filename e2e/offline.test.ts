import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser } from './browser';
import { api, matchOfEachKind } from './support';

const baseUrl = inject('baseUrl');
const NATIONAL_NAME = 'Australian Gridiron Federation';
const OFFLINE_NOTE = /You are offline\. Showing data updated at .+/;
const UNSAVED_NOTE =
  'What is still loading was not saved for offline use, and loads when you are back online.';
const NOT_SAVED =
  'You are offline, and this was not saved for offline use. It loads when you are back online.';

let browser: Browser;
let context: BrowserContext;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await context?.close();
  await browser?.close();
});

/** The Explore screen's heading, once its code and the national's presentation are in. */
const exploreHeading = (page: Page) => page.getByRole('heading', { level: 1, name: NATIONAL_NAME });

/**
 * What the screen says, leaving out the offline note, the randomly shown ad slot, and the
 * matches live now (their clocks run while a stream is open, and stop without one).
 */
function screenText(page: Page): Promise<string> {
  return page.locator('main').evaluate((main) => {
    const copy = main.cloneNode(true) as HTMLElement;
    for (const extra of copy.querySelectorAll('.offline-status, .ad-slot, .live-now')) extra.remove();
    return (copy.textContent ?? '').replace(/\s+/g, ' ').trim();
  });
}

describe('offline', () => {
  it('should open Explore from the service worker while offline, with the saved data and a note', async () => {
    context = await browser.newContext({ viewport: { width: 390, height: 844 }, baseURL: baseUrl });
    const page = await context.newPage();
    await page.goto('/tabs/explore');
    await exploreHeading(page).waitFor();

    // The service worker installs after the first load and takes the page over.
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, {
      timeout: 30_000,
    });

    // A visit through the service worker, which saves the API answers it passes on. (Not
    // 'networkidle': the live strip holds a stream open.)
    await page.reload();
    await exploreHeading(page).waitFor();
    await page.locator('.link-card__name').first().waitFor();
    await page.waitForTimeout(1_000);
    const online = await screenText(page);
    const saved = await page.evaluate(async () => (await (await caches.open('touchline-api')).keys()).length);
    expect(saved).toBeGreaterThan(0);
    await expect(page.getByText(OFFLINE_NOTE).count()).resolves.toBe(0);

    await context.setOffline(true);
    await page.reload();
    await exploreHeading(page).waitFor();
    await page.getByText(OFFLINE_NOTE).waitFor();
    await expect(page.title()).resolves.toBe(NATIONAL_NAME);
    await expect(page.getByRole('banner').first().textContent()).resolves.toContain(NATIONAL_NAME);
    // The same screen as online: the data came from the saved answers, not an error or a spinner.
    await expect(screenText(page)).resolves.toBe(online);

    await context.setOffline(false);
    await page.getByText(OFFLINE_NOTE).waitFor({ state: 'detached' });
    await expect(screenText(page)).resolves.toBe(online);
  });

  it('should show what a first visit saw after an offline reload, and recover by itself online', async () => {
    const first = await browser.newContext({ viewport: { width: 390, height: 844 }, baseURL: baseUrl });
    const page = await first.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto('/tabs/explore');
    await exploreHeading(page).waitFor();
    await page.locator('.link-card__name').first().waitFor();
    const online = await screenText(page);
    // The app's own files come from the service worker once it has installed; the answers this
    // first visit fetched came before it, and are kept by the app's saved query cache.
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, {
      timeout: 30_000,
    });
    await expect(page.evaluate(async () => (await caches.keys()).includes('touchline-api'))).resolves.toBe(
      false,
    );
    await page.waitForTimeout(1_500);

    await first.setOffline(true);
    await page.reload();
    await exploreHeading(page).waitFor();
    await page.getByText(OFFLINE_NOTE).waitFor();
    await expect(screenText(page)).resolves.toBe(online);
    await expect(page.getByRole('alert').count()).resolves.toBe(0);

    await first.setOffline(false);
    await page.getByText(OFFLINE_NOTE).waitFor({ state: 'detached' });
    await expect(screenText(page)).resolves.toBe(online);
    await expect(page.getByRole('alert').count()).resolves.toBe(0);
    expect(errors).toEqual([]);
    await first.close();
  });

  it('should say a screen never visited was not saved while offline, and load it once back online', async () => {
    const first = await browser.newContext({ viewport: { width: 390, height: 844 }, baseURL: baseUrl });
    const page = await first.newPage();
    await page.goto('/tabs/explore');
    await exploreHeading(page).waitFor();
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, {
      timeout: 30_000,
    });

    await first.setOffline(true);
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Ladders' }).click();
    await page.getByRole('heading', { level: 1, name: 'Ladder' }).waitFor();
    // Not 'No Ladder Available' or 'Ladders Not Available to Public': offline, nobody knows.
    await page.getByText(NOT_SAVED).first().waitFor();
    await expect(page.getByText(/No Ladder Available|Ladders Not Available to Public/).count()).resolves.toBe(
      0,
    );
    // A screen drawn as a skeleton while it loads says so in the offline note.
    await page.evaluate(() => {
      history.pushState({}, '', '/matches/1');
      dispatchEvent(new PopStateEvent('popstate'));
    });
    await page.locator('.offline-status').getByText(UNSAVED_NOTE).waitFor();
    await page.goBack();
    await page.getByRole('heading', { level: 1, name: 'Ladder' }).waitFor();

    await first.setOffline(false);
    await page.getByText(NOT_SAVED).first().waitFor({ state: 'detached' });
    await page
      .locator('main')
      .getByRole('table')
      .or(page.getByText(/No Ladder Available|Ladders Not Available to Public/))
      .first()
      .waitFor();
    await first.close();
  });

  it('should say every route never visited was not saved, and load each once back online', async () => {
    const matches = await matchOfEachKind();
    const team = matches.final.homeTeam!._id;
    const state = (await api<{ _id: number }[]>('/live/states'))[0]!._id;
    // Each route, and what it shows once it has loaded.
    const routes = [
      { path: `/matches/${matches.final._id}`, ready: '.scoreboard' },
      { path: `/teams/${team}`, ready: 'main h1' },
      { path: `/states/${state}`, ready: 'main h1' },
      { path: `/competitions/${matches.final.competition._id}`, ready: 'main h1' },
      { path: '/results', ready: 'main a[href*="/results/"]' },
      { path: '/teams', ready: 'main a[href*="/teams/"]' },
      { path: '/tabs/leaderboard', ready: 'main table, main .empty-state' },
    ];
    const offline = await browser.newContext({ viewport: { width: 390, height: 844 }, baseURL: baseUrl });
    const page = await offline.newPage();
    await page.goto('/tabs/explore');
    await exploreHeading(page).waitFor();
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, {
      timeout: 30_000,
    });
    await page.reload();
    await exploreHeading(page).waitFor();

    for (const route of routes) {
      await offline.setOffline(true);
      await page.goto(route.path);
      // In the screen, or (while a skeleton waits) in the offline note: never an error.
      await page.getByText(NOT_SAVED).or(page.getByText(UNSAVED_NOTE)).first().waitFor();
      await expect(page.getByText('An error has occured').count(), route.path).resolves.toBe(0);
      await expect(page.locator('.page-state--error, .status--error').count(), route.path).resolves.toBe(0);

      await offline.setOffline(false);
      await page.locator(route.ready).first().waitFor({ timeout: 30_000 });
      await page.getByText(NOT_SAVED).first().waitFor({ state: 'detached' });
    }
    await offline.close();
  });
});
