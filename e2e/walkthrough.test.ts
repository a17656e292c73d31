import {
  chooseCompetition,
  contrastRatio,
  type Entity,
  GENERAL_STATUSES,
  isIndividualEvent,
  isLiveStatus,
  listedCompetitions,
  liveCompetitionIds,
  type MatchSummary,
  type MatchTableData,
  READABLE_CONTRAST,
  readableOn,
  type SlugDetails,
  statusLabel,
} from '@touchline/domain';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from './browser';
import {
  allMatches,
  api,
  brandColours,
  competitionPill,
  competitions,
  DESKTOP,
  find,
  hexToRgb,
  liveCompetition,
  liveMatchIds,
  NATIONAL_NAME,
  NATIONAL_PRIMARY,
  openPage,
  openWithCompetition,
  PHONE,
  pillShows,
  STORED,
  screenshot,
  seasons,
  segments,
  tabBar,
} from './support';

/** A fan's walk through the app (the acceptance path), on the demo data. */

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

const stored = (page: Page, key: keyof typeof STORED) =>
  page.evaluate((k) => localStorage.getItem(k), STORED[key]);

describe("a fan's walk", () => {
  it('should land on Explore with the national, its states and its competitions', async () => {
    const { current } = await seasons();
    const states = await api<Entity[]>('/live/states');
    const listed = listedCompetitions(await competitions(current));
    const page = await openPage(browser, PHONE);

    await page.goto('/');
    await page.waitForURL('**/tabs/explore');
    await page.getByRole('heading', { level: 1, name: NATIONAL_NAME }).waitFor();

    const stateCards = page.getByRole('region', { name: 'States' }).locator('.link-card__name');
    await stateCards.first().waitFor();
    expect(await stateCards.allTextContents()).toEqual(states.map((s) => s.name));

    const competitionCards = page.getByRole('region', { name: 'Competitions' }).locator('.link-card__name');
    await competitionCards.first().waitFor();
    expect(await competitionCards.allTextContents()).toEqual(listed.map((c) => c.name));
    await screenshot(page, 'walk-explore');
    await page.context().close();
  });

  it('should switch season and competition on the schedule, and remember the competition', async () => {
    const { current, other } = await seasons();
    const thisSeason = await competitions(current);
    const lastSeason = await competitions(other);
    // Nothing chosen yet: the first public competition with a match under way, else the first public one.
    const live = liveCompetitionIds(await api<MatchSummary[]>('/live/matches/live'));
    const firstChoice = chooseCompetition(thisSeason, null, live)!;
    const otherSeasonChoice = chooseCompetition(lastSeason, null, live)!;
    const target = find(
      thisSeason,
      (c) => c._id !== firstChoice._id && c.display.public && c.display.result && c.hasPools,
      'second public competition with pools',
    );
    const page = await openPage(browser, PHONE);

    await page.goto('/tabs/explore');
    await page.getByRole('link', { name: 'Live Scores' }).click();
    await page.waitForURL('**/tabs/schedule');
    await pillShows(page, firstChoice.name);

    // To last season and back: each season starts from its own first competition.
    const season = page.getByLabel('Season', { exact: true });
    const otherMatches = page.waitForResponse((r) =>
      r.url().endsWith(`/live/matches/competitions/${otherSeasonChoice._id}`),
    );
    await season.selectOption(String(other));
    await pillShows(page, otherSeasonChoice.name);
    expect((await otherMatches).ok()).toBe(true);
    expect(await stored(page, 'season')).toBe(String(other));
    await page
      .getByRole('heading', { level: 2, name: /^Round / })
      .first()
      .waitFor();

    await season.selectOption(String(current));
    await pillShows(page, firstChoice.name);
    expect(await stored(page, 'season')).toBe(String(current));

    // The searchable list narrows as the fan types.
    await competitionPill(page).click();
    const list = page.getByRole('dialog', { name: 'Competitions' });
    const term = target.name.split(' ')[0]!.toLowerCase();
    await list.getByPlaceholder('Search competitions...').fill(term);
    const options = list.getByRole('list', { name: 'Competitions' }).getByRole('button');
    await expect.poll(() => options.count()).toBeLessThan(thisSeason.length);
    const names = await options.locator('.competition-list__name').allTextContents();
    expect(names).toContain(target.name);
    for (const name of names) expect(name.toLowerCase()).toContain(term);
    await screenshot(page, 'walk-competitions');
    // By its name: a competition with a match under way also says so in its button's label.
    await options.filter({ has: page.getByText(target.name, { exact: true }) }).click();
    await list.waitFor({ state: 'hidden' });
    await pillShows(page, target.name);
    expect(await stored(page, 'competition')).toBe(String(target._id));

    await page.reload();
    await pillShows(page, target.name);
    await page
      .getByRole('heading', { level: 2, name: /^Round / })
      .first()
      .waitFor();
    await screenshot(page, 'walk-schedule');
    await page.context().close();
  });

  it('should show only live matches with the Live status filter', async () => {
    const { current } = await seasons();
    const { competition, live } = await liveCompetition(current);
    const notLive = GENERAL_STATUSES.filter((s) => !isLiveStatus(s.value)).map((s) => statusLabel(s.value));
    const page = await openPage(browser, PHONE);
    await openWithCompetition(page, competition._id, '/tabs/schedule');
    await pillShows(page, competition.name);

    const cards = page.locator('main .match-card');
    await cards.first().waitFor();
    const everyMatch = await cards.count();

    await page.getByRole('button', { name: 'Filters', exact: true }).click();
    const sheet = page.getByRole('dialog', { name: 'Filters' });
    await sheet.getByRole('radio', { name: 'Live', exact: true }).check();
    await screenshot(page, 'walk-filters');
    await sheet.getByRole('button', { name: 'Done' }).click();
    await sheet.waitFor({ state: 'hidden' });
    await page.getByRole('button', { name: 'Filters 1 active' }).waitFor();

    await cards.first().waitFor();
    const shown = await cards.evaluateAll((links) =>
      links.map((link) => Number(link.getAttribute('href')?.split('/').pop())),
    );
    expect(shown.length).toBeGreaterThan(0);
    expect(shown.length).toBeLessThan(everyMatch);
    // Matches may start or end meanwhile: each shown one was live before or is live now.
    const liveNow = await liveMatchIds(competition._id);
    for (const id of shown) expect([...live, ...liveNow]).toContain(id);

    const badges = page.locator('main .match-card .status-badge');
    for (const badge of await badges.all()) {
      const text = (await badge.textContent())?.replace(/^Live: /, '');
      expect(notLive).not.toContain(text);
      // Play under way is marked live (with a dot); disputed and offline are flagged in red.
      expect(await badge.getAttribute('class')).toMatch(/status-badge--(live|danger)/);
    }
    await screenshot(page, 'walk-live');
    await page.context().close();
  });

  it('should name an individual event on its card and row, and show its results in the match centre', async () => {
    const events = (await allMatches()).filter(isIndividualEvent);
    const event = events.find((m) => m.status === 'final' && m.matchName);
    if (!event) throw new Error('The demo data has no final individual event');
    const name = event.matchName ?? '';
    const results = await api<MatchTableData>(`/live/matches/${event._id}/sport`);

    for (const viewport of [PHONE, DESKTOP]) {
      const page = await openPage(browser, viewport);
      await openWithCompetition(page, event.competition._id, '/tabs/schedule');
      const link = page.locator(`main a[href$="/matches/${event._id}"]`);
      await link.waitFor();
      await link.getByText(name, { exact: true }).waitFor();
      await link.getByText('Individual event', { exact: true }).waitFor();
      // Not a draw between two TBAs.
      expect(await link.getByText('TBA', { exact: true }).count()).toBe(0);
      expect(await link.locator('.team-line__result').count()).toBe(0);
      await link.scrollIntoViewIfNeeded();
      await screenshot(page, `walk-individual-${viewport.width}`);

      await link.click();
      await page.waitForURL(`**/matches/${event._id}`);
      await page.locator('.match-hero').getByText(name, { exact: true }).waitFor();
      const tabs = page.getByRole('tablist', { name: 'Match sections' }).getByRole('tab');
      await expect(tabs.allInnerTexts()).resolves.toEqual(['Overview', 'Results']);
      await page.getByRole('tab', { name: 'Results' }).click();
      const table = page.locator('.stats-table');
      await table.waitFor();
      expect(await table.locator('tbody tr').count()).toBe(results.tableData?.rows.length);
      await page.context().close();
    }
  });

  it("should keep a state's prefix and colours while moving around its site, and reset off it", async () => {
    const slug = await api<SlugDetails>('/portal/national/get/slug-details?slugs=state,nsw');
    const name = slug.meta.name || slug.name;
    const page = await openPage(browser, DESKTOP);
    let brand = '';

    /** On a branded page: the URL, the name in the top bar, its colour and every in-app link. */
    const expectBranded = async (path: string) => {
      await page.waitForURL((url) => url.pathname === `/c/state/nsw${path}`);
      await page.getByRole('banner').getByText(name, { exact: true }).waitFor();
      const colours = await brandColours(page);
      if (!brand) {
        // The brand's colour, deepened to AA contrast with white text and with the page.
        const deepened = readableOn(slug.meta.primaryColor!, colours.background);
        expect(deepened).not.toBe(slug.meta.primaryColor);
        expect(contrastRatio(deepened, '#ffffff')).toBeGreaterThanOrEqual(READABLE_CONTRAST);
        expect(contrastRatio(deepened, colours.background)).toBeGreaterThanOrEqual(READABLE_CONTRAST);
        brand = hexToRgb(deepened);
        expect(brand).not.toBe(NATIONAL_PRIMARY);
      }
      expect(colours.topBar).toBe(brand);
      expect(hexToRgb(colours.primary)).toBe(brand);
      const hrefs = await page.evaluate(() =>
        [...document.querySelectorAll('a[href^="/"]')].map((a) => a.getAttribute('href')!),
      );
      expect(hrefs.length).toBeGreaterThan(0);
      // The scorer's console is outside every site's frame: one address for every scorer.
      for (const href of hrefs.filter((h) => h !== '/score')) expect(href).toMatch(/^\/c\/state\/nsw\//);
    };

    await page.goto('/c/state/nsw/tabs/explore');
    await page.getByRole('heading', { level: 1, name }).waitFor();
    await expectBranded('/tabs/explore');
    await screenshot(page, 'walk-branded-explore');

    await tabBar(page).getByRole('link', { name: 'Ladders' }).click();
    await expectBranded('/tabs/ladders');
    await segments(page).getByRole('link', { name: 'Matches' }).click();
    await expectBranded('/tabs/schedule');
    await page.getByRole('heading', { level: 1, name: 'Matches' }).waitFor();
    await screenshot(page, 'walk-branded-schedule');
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('dialog', { name: 'Menu' }).getByRole('link', { name: 'LEADERBOARD' }).click();
    await expectBranded('/tabs/leaderboard');
    await tabBar(page).getByRole('link', { name: 'Explore' }).click();
    await expectBranded('/tabs/explore');

    await page.goto('/tabs/explore');
    await page.getByRole('heading', { level: 1, name: NATIONAL_NAME }).waitFor();
    await page.getByRole('banner').getByText(NATIONAL_NAME, { exact: true }).waitFor();
    expect((await brandColours(page)).topBar).toBe(NATIONAL_PRIMARY);
    await page.context().close();
  });

  it('should open the side menu from the menu button and close it on Escape and on navigation', async () => {
    const page = await openPage(browser, PHONE);
    await page.goto('/tabs/explore');
    await page.getByRole('heading', { level: 1, name: NATIONAL_NAME }).waitFor();
    const open = page.getByRole('button', { name: 'Open menu' });
    const menu = page.getByRole('dialog', { name: 'Menu' });

    await open.click();
    await menu.waitFor();
    expect(await menu.getByRole('navigation', { name: 'Menu' }).getByRole('link').allInnerTexts()).toEqual([
      'Explore',
      'Schedule',
      'Results',
      'Search',
      'Teams',
      'Ladders',
      'LEADERBOARD',
      'My teams',
    ]);
    // Below the fans' destinations, the two parts for clubs and officials.
    const more = menu.getByRole('navigation', { name: 'For clubs and officials' });
    expect(await more.getByRole('link').allInnerTexts()).toEqual([
      'Scores on your website',
      'Scorer’s console',
    ]);
    expect(await more.getByRole('link', { name: 'Scores on your website' }).getAttribute('href')).toBe(
      '/embed',
    );
    expect(await more.getByRole('link', { name: 'Scorer’s console' }).getAttribute('href')).toBe('/score');
    await screenshot(page, 'walk-menu');
    await page.keyboard.press('Escape');
    await menu.waitFor({ state: 'hidden' });
    expect(page.url()).toMatch(/\/tabs\/explore$/);
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe('Open menu');

    await open.click();
    await menu.getByRole('link', { name: 'LEADERBOARD' }).click();
    await page.waitForURL('**/tabs/leaderboard');
    await menu.waitFor({ state: 'hidden' });
    await page.getByRole('heading', { level: 1, name: 'Leaderboard' }).waitFor();
    await page.context().close();
  });

  it('should drop forceReload from the URL, replacing the history entry', async () => {
    const page = await openPage(browser, PHONE);
    await page.goto('/tabs/explore');
    await page.getByRole('heading', { level: 1, name: NATIONAL_NAME }).waitFor();
    await page.goto('/tabs/schedule?forceReload=123');
    await page.waitForURL((url) => url.pathname === '/tabs/schedule' && url.search === '');
    await page.getByRole('heading', { level: 1, name: 'Matches' }).waitFor();
    await page.locator('main .match-card').first().waitFor();

    // The URL with the parameter was replaced, so Back leaves the schedule.
    await page.goBack();
    await page.waitForURL((url) => url.pathname === '/tabs/explore');
    await page.context().close();
  });
});
