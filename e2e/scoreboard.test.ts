import {
  addDays,
  dayHeading,
  isLiveStatus,
  type MatchDay,
  type MatchSummary,
  type PresentationResponse,
  zonedDay,
} from '@touchline/domain';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectAccessible } from './axe';
import { launchBrowser } from './browser';
import { api, openPage, PHONE, screenshot, tabBar, VIEWPORTS, write } from './support';

/** The day's scoreboard (issue 22): days, order, live scores, compact cards, empty and failed days. */

let browser: Browser;
let timeZone: string;

beforeAll(async () => {
  browser = await launchBrowser();
  timeZone = (await api<PresentationResponse>('/live/nationals/presentation')).timezone;
});

afterAll(async () => {
  await browser?.close();
});

const TOUCHDOWN = 1;
/** How soon a score posted by a scorer must be on a fan's screen. */
const LIVE_MS = 2_000;

const today = () => zonedDay(new Date(), timeZone);

/** The strip's day links, and the one marked as shown. */
const strip = (page: Page) => page.getByRole('navigation', { name: 'Days' });
const shownDay = (page: Page) => strip(page).locator('[aria-current="date"]');
/** What a screen reader hears of the shown day. */
const shownDayName = (page: Page) => shownDay(page).locator('.visually-hidden').textContent();

/** Each card's match id and phase (live, upcoming, final), in the order the page shows them, by group. */
async function shownGroups(page: Page): Promise<{ phases: string[] }[]> {
  return page.locator('main .score-group').evaluateAll((groups) =>
    groups.map((group) => ({
      phases: [...group.querySelectorAll('.score-card')].map(
        (card) => /score-card--(\w+)/.exec(card.className)?.[1] ?? '',
      ),
    })),
  );
}

/** A gridiron match under way today with both teams, in a period (not a break). */
async function liveGridiron(): Promise<MatchSummary> {
  const day = await api<MatchDay>(`/live/matches/day/${today()}`);
  const match = day.matches.find(
    (m) =>
      m.sportType.value === 'gridiron' &&
      m.homeTeam &&
      m.awayTeam &&
      isLiveStatus(m.status) &&
      /quarter$/.test(m.status),
  );
  if (!match) throw new Error('The demo has no gridiron match under way today');
  return match;
}

const periodOf = (match: MatchSummary) =>
  ['first', 'second', 'third', 'fourth'].indexOf(match.status.split('-')[0]!) + 1;

const scoresOf = async (page: Page, matchId: number) =>
  (
    await page.locator(`main a.score-card[href$="/matches/${matchId}"] .team-line__score`).allTextContents()
  ).map(Number);

describe("the day's scoreboard", () => {
  it('should open on today from Explore, live first, and move between days with the strip and back with Today', async () => {
    for (const viewport of VIEWPORTS) {
      const page = await openPage(browser, viewport);
      await page.goto('/tabs/explore');
      await page.getByRole('link', { name: "Today's scoreboard" }).click();
      await page.waitForURL('**/scores');
      await page.getByRole('heading', { level: 1, name: `Scores for ${dayHeading(today())}` }).waitFor();
      await page.locator('main .score-card').first().waitFor();
      await expect(shownDayName(page)).resolves.toMatch(/^Today, /);

      // Groups with a match under way come first, and within each group live, upcoming, final.
      const groups = await shownGroups(page);
      expect(groups[0]!.phases[0]).toBe('live');
      const rank = { live: 0, upcoming: 1, final: 2 } as Record<string, number>;
      for (const { phases } of groups) {
        const ranks = phases.map((p) => rank[p]!);
        expect(ranks).toEqual([...ranks].sort((a, b) => a - b));
      }
      const firsts = groups.map((g) => rank[g.phases[0]!]!);
      expect(firsts).toEqual([...firsts].sort((a, b) => a - b));
      // Every team of a competition that shows its ladder carries its record.
      await expect(page.locator('main .score-card .team-standing').count()).resolves.toBeGreaterThan(4);
      await screenshot(page, 'scoreboard-today');
      await expectAccessible(page, `the scoreboard at ${viewport.width} px`);
      await page.emulateMedia({ colorScheme: 'dark' });
      await expectAccessible(page, `the scoreboard at ${viewport.width} px, dark`);
      await screenshot(page, 'scoreboard-today-dark');
      await page.emulateMedia({ colorScheme: 'light' });

      // The next day, by the strip's link, and by the keyboard.
      const tomorrow = addDays(today(), 1);
      await strip(page)
        .getByRole('link', { name: /^Tomorrow, / })
        .click();
      await page.waitForURL(`**/scores/${tomorrow}`);
      // The address changes first; the strip follows once the new day's screen renders.
      await expect.poll(() => shownDay(page).getAttribute('href')).toBe(`/scores/${tomorrow}`);
      // The demo's match days are reckoned in UTC days (server/src/demo/dates.ts): on some days
      // tomorrow has no match, and the day says so.
      const next = await api<MatchDay>(`/live/matches/day/${tomorrow}`);
      if (next.matches.length > 0) await page.locator('main .score-card--upcoming').first().waitFor();
      else await page.getByRole('heading', { level: 2, name: 'No matches on this day' }).waitFor();
      await strip(page).getByRole('link', { name: 'Next day' }).focus();
      await page.keyboard.press('Enter');
      await page.waitForURL(`**/scores/${addDays(today(), 2)}`);
      await expect.poll(() => shownDayName(page)).not.toMatch(/^(Today|Tomorrow), /);

      // Back to today in one tap.
      await page.getByRole('link', { name: 'Today', exact: true }).click();
      await page.waitForURL('**/scores');
      await expect.poll(() => shownDayName(page)).toMatch(/^Today, /);
      await page.locator('main .score-card--live').first().waitFor();
      await page.context().close();
    }
  });

  it('should show four or more compact cards in the first screen of a phone', async () => {
    const page = await openPage(browser, PHONE);
    await page.goto('/scores');
    await page.locator('main .score-card').nth(3).waitFor();
    const bottom = (await tabBar(page).boundingBox())!.y;
    const whole = await page.locator('main .score-card').evaluateAll(
      (cards, limit) =>
        cards.filter((card) => {
          const box = card.getBoundingClientRect();
          return box.top >= 0 && box.bottom <= limit;
        }).length,
      bottom,
    );
    expect(whole).toBeGreaterThanOrEqual(4);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await page.context().close();
  });

  it('should show a posted score within 2 s, by the competition stream', async () => {
    const match = await liveGridiron();
    for (const viewport of VIEWPORTS) {
      const page = await openPage(browser, viewport);
      const stream = page.waitForResponse((r) =>
        r.url().includes(`/live/competitions/${match.competition._id}/stream`),
      );
      await page.goto('/scores');
      await page.locator(`main a.score-card[href$="/matches/${match._id}"]`).waitFor();
      await stream;
      const [home, away] = await scoresOf(page, match._id);
      const posted = Date.now();
      await write('POST', `/live/matches/${match._id}/scorings`, {
        type: TOUCHDOWN,
        isHomeTeam: true,
        period: periodOf(match),
        min: 4,
        sec: 30,
      });
      await expect
        .poll(() => scoresOf(page, match._id), { timeout: LIVE_MS, interval: 100 })
        .toEqual([home! + 6, away]);
      expect(Date.now() - posted).toBeLessThan(LIVE_MS + 500);
      await page.context().close();
    }
  });

  it('should offer the nearest days with matches on a day without any', async () => {
    const page = await openPage(browser, PHONE);
    const empty = addDays(today(), 300);
    const day = await api<MatchDay>(`/live/matches/day/${empty}`);
    expect(day.matches).toEqual([]);
    expect(day.previousDay).not.toBeNull();
    await page.goto(`/scores/${empty}`);
    await page.getByRole('heading', { level: 2, name: 'No matches on this day' }).waitFor();
    await screenshot(page, 'scoreboard-empty');
    await page.getByRole('link', { name: `Earlier: ${dayHeading(day.previousDay!)}` }).click();
    await page.waitForURL(`**/scores/${day.previousDay}`);
    await page.locator('main .score-card').first().waitFor();
    await page.context().close();
  });

  it("should say a day failed to load, with the catalogue's error and a retry", async () => {
    const page = await openPage(browser, PHONE);
    let fail = true;
    await page.route('**/live/matches/day/**', (route) =>
      fail
        ? route.fulfill({ status: 500, body: '{"message":"An error occurred","code":"INTERNAL"}' })
        : route.fallback(),
    );
    await page.goto('/scores');
    const alert = page.getByRole('alert');
    await alert.getByText('An error has occured').waitFor();
    await screenshot(page, 'scoreboard-error');
    fail = false;
    await alert.getByRole('button', { name: 'Try again' }).click();
    await page.locator('main .score-card').first().waitFor();
    await page.context().close();
  });
});
