import type { CompetitionSummary, MatchSummary } from '@touchline/domain';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from './browser';
import {
  api,
  competitions,
  find,
  matchOfEachKind,
  openPage,
  PHONE,
  remember,
  screenshot,
  seasons,
} from './support';

/**
 * A server error never reads as no data: with every read of a screen answered 500, each route
 * shows the catalogue's error and a way to try again, and loads once the server is back.
 */

let browser: Browser;
let final: MatchSummary;
let competition: CompetitionSummary;
let stateId: number;

beforeAll(async () => {
  browser = await launchBrowser();
  final = (await matchOfEachKind()).final;
  const { current } = await seasons();
  competition = find(
    await competitions(current),
    (c) => c.gameType === 'teams' && c.display.public && c.display.result && c.display.ladder,
    'public ladder',
  );
  stateId = (await api<{ _id: number }[]>('/live/states'))[0]!._id;
});

afterAll(async () => {
  await browser?.close();
});

/** The frame's own reads (the national's name and menus); the shell has its own failure test. */
const SHELL_READS = /\/live\/nationals\/(presentation|modules)$/;
/** The spec's empty states that a failure must never pass for. */
const EMPTY_TEXT =
  /^(No data|No Ladder Available|No Leaderboard Available|No Matches Available|No results found\.|No stats so far this season|No recent games|No Event Data)$/;

/** Every API read but the shell's answers 500, as a server that has fallen over would. */
async function failReads(page: Page) {
  await page.route('**/touchline/api/v1/**', (route) => {
    const url = new URL(route.request().url());
    if (route.request().method() !== 'GET' || SHELL_READS.test(url.pathname)) return route.continue();
    return route.fulfill({
      status: 500,
      contentType: 'application/json',
      body: '{"statusCode":500,"error":"Internal Server Error","message":"Down"}',
    });
  });
}

describe('every read faked as a 500', () => {
  it('should show the catalogue error with a retry on every route, and recover on it', async () => {
    const routes = [
      { name: 'explore', path: '/tabs/explore', ready: '.link-card__name' },
      { name: 'schedule', path: '/tabs/schedule', ready: 'main a[href*="/matches/"]' },
      { name: 'ladders', path: '/tabs/ladders', ready: '.ladder-table' },
      { name: 'leaderboard', path: '/tabs/leaderboard', ready: 'main table, main .empty-state' },
      { name: 'match', path: `/matches/${final._id}`, ready: '.scoreboard' },
      { name: 'team', path: `/teams/${final.homeTeam!._id}`, ready: '.page-hero' },
      { name: 'state', path: `/states/${stateId}`, ready: 'main h1' },
      { name: 'competition', path: `/competitions/${competition._id}`, ready: 'main a[href*="/matches/"]' },
      { name: 'results', path: '/results', ready: 'main a[href*="/results/"]' },
      { name: 'teams', path: '/teams', ready: 'main a[href*="/teams/"]' },
    ];
    const page = await openPage(browser, PHONE);
    await page.goto('/tabs/explore');
    await remember(page, { competition: competition._id });
    for (const route of routes) {
      await failReads(page);
      await page.goto(route.path);
      const alert = page.getByRole('alert').filter({ has: page.getByRole('button', { name: 'Try again' }) });
      // The client tries a 5xx twice more before it gives up.
      await alert.first().waitFor({ timeout: 20_000 });
      await expect(alert.first().textContent(), route.name).resolves.toMatch(/error/i);
      await expect(page.getByText(EMPTY_TEXT).count(), `${route.name}: an empty state`).resolves.toBe(0);
      await screenshot(page, `failure-${route.name}`);

      await page.unrouteAll();
      // A fan taps each Try again until none is left (one can bring back a whole screen).
      for (let taps = 0; taps < 5 && (await alert.count()) > 0; taps++) {
        await alert.first().getByRole('button', { name: 'Try again' }).click();
        await alert
          .first()
          .waitFor({ state: 'detached', timeout: 10_000 })
          .catch(() => undefined);
      }
      await page.locator(route.ready).first().waitFor({ timeout: 30_000 });
      await expect
        .poll(() => alert.count(), { message: `${route.name}: recovered`, timeout: 20_000 })
        .toBe(0);
    }
    await page.context().close();
  }, 300_000);
});
