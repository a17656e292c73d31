import {
  API_PREFIX,
  type CompetitionSummary,
  type Entity,
  type SearchResult,
  type TeamDetail,
  type TeamsPage,
} from '@touchline/domain';
import type { Browser, Page, Request, Route } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectAccessible } from './axe';
import { launchBrowser } from './browser';
import { api, baseUrl, openPage, screenshot, seasons, VIEWPORTS, type Viewport } from './support';

/** Global search (/search) and team search (/teams), spec 2.10, as a fan uses them. */

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

const GLOBAL_LABEL = 'Search for Teams, Clubs and Competitions';
const TEAM_LABEL = 'Search for a team';
/** A text no demo name contains. */
const NOTHING = 'qqzzxx';
/** The page size the team search tests ask the server for, so the demo's teams fill several pages. */
const TEST_PAGE_SIZE = 20;

const widthOf = (viewport: Viewport) => `${viewport.width}px`;
const searchBox = (page: Page, label: string) => page.getByRole('searchbox', { name: label });
const isSearch = (request: Request) => new URL(request.url()).pathname === `${API_PREFIX}/live/search`;
const isTeamSearch = (url: URL) => url.pathname === `${API_PREFIX}/live/teams`;

/** The page's width equals the viewport's: nothing overflows sideways. */
async function expectNoSidewaysScroll(page: Page) {
  const [scrollWidth, viewport] = await page.evaluate(() => [
    document.documentElement.scrollWidth,
    window.innerWidth,
  ]);
  expect(scrollWidth).toBe(viewport);
}

/** Waits until the search bar has the focus the screen gives it. */
const waitForFocus = (page: Page, label: string) =>
  page.waitForFunction((name) => document.activeElement?.getAttribute('aria-label') === name, label);

/** A page of the team search as the API answers it (with its pagination). */
async function teamsPage(params: Record<string, string | number>): Promise<TeamsPage> {
  const query = new URLSearchParams(Object.entries(params).map(([k, v]) => [k, String(v)]));
  const response = await fetch(`${baseUrl}${API_PREFIX}/live/teams?${query}`, {
    headers: { 'national-id': '14' },
  });
  if (!response.ok) throw new Error(`GET /live/teams: ${response.status}`);
  return (await response.json()) as TeamsPage;
}

/** Makes the page's team search ask for pages of TEST_PAGE_SIZE: the real server, smaller pages. */
const smallPages = (page: Page) =>
  page.route(isTeamSearch, (route: Route) => {
    const url = new URL(route.request().url());
    url.searchParams.set('limit', String(TEST_PAGE_SIZE));
    return route.continue({ url: url.toString() });
  });

/** Holds the matching requests until `release` is called, to see a loading state. */
async function holdRequests(page: Page, match: (url: URL) => boolean) {
  let release = () => {};
  const gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(match, async (route) => {
    await gate;
    await route.continue();
  });
  return () => release();
}

describe('global search (/search)', () => {
  for (const viewport of VIEWPORTS)
    it(`should find a club by name and open it, at ${widthOf(viewport)}`, async () => {
      const club = (await api<Entity[]>('/live/clubs'))[0]!;
      const page = await openPage(browser, viewport);
      const searches: string[] = [];
      page.on('request', (r) => {
        if (isSearch(r)) searches.push(new URL(r.url()).searchParams.get('search') ?? '');
      });
      await page.goto('/search');

      await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toBe('Search');
      await page.getByText('Start typing to search', { exact: true }).waitFor();
      await waitForFocus(page, GLOBAL_LABEL);
      expect(searches).toEqual([]);
      await expectAccessible(page, `search, empty, ${widthOf(viewport)}`);
      await screenshot(page, 'search-empty');

      const searchedAll = page.waitForRequest(
        (r) => isSearch(r) && new URL(r.url()).searchParams.get('search') === club.name,
      );
      await searchBox(page, GLOBAL_LABEL).pressSequentially(club.name, { delay: 40 });
      await searchedAll;
      await page.waitForURL((url) => url.searchParams.get('q') === club.name);
      const clubs = page.getByRole('region', { name: 'Club' });
      const link = clubs.getByRole('link', { name: club.name, exact: true });
      await link.waitFor();
      // Debounced: one search once typing pauses, not one a keystroke.
      expect(searches.at(-1)).toBe(club.name);
      expect(searches.length).toBeLessThan(club.name.length / 2);

      // Grouped under capitalised type headings, teams first and competitions last.
      const headings = await page.locator('.search-results h2').allTextContents();
      expect(headings.length).toBeGreaterThan(0);
      const order = ['Team', 'Player', 'Association', 'Club', 'State', 'Competition'];
      expect(headings).toEqual(order.filter((h) => headings.includes(h)));
      await expect(link.getAttribute('href')).resolves.toBe(`/clubs/${club._id}`);
      await expectNoSidewaysScroll(page);
      await expectAccessible(page, `search, results, ${widthOf(viewport)}`);
      await screenshot(page, 'search-results', { fullPage: true });

      // A reload searches again for what is in the address.
      await page.reload();
      await expect(searchBox(page, GLOBAL_LABEL).inputValue()).resolves.toBe(club.name);
      await link.click();
      await page.waitForURL(`**/clubs/${club._id}`);
      await page.context().close();
    });

  it('should find a public player by name, on a card like the others, and open their page', async () => {
    const team = (await teamsPage({ limit: 100 })).data.find((t) => /Lions$/.test(t.name))!;
    const detail = await api<TeamDetail>(`/live/teams/${team._id}`);
    const player = detail.team[0]!.memberDetails.find((m) => m.isPublic && m.memberType === 'Player')!;
    const name = `${player.profile.firstName} ${player.profile.lastName}`;
    const results = await api<SearchResult[]>(`/live/search?search=${encodeURIComponent(name)}`);
    expect(results.find((r) => r.type === 'player' && r._id === player._id)?.name).toBe(name);
    for (const viewport of VIEWPORTS) {
      const page = await openPage(browser, viewport);
      await page.goto(`/search?q=${encodeURIComponent(name)}`);
      const card = page.getByRole('region', { name: 'Player' }).locator(`a[href="/players/${player._id}"]`);
      await card.waitFor();
      await expect(card.locator('.link-card__name').textContent()).resolves.toBe(name);
      await expect(card.locator('.link-card__meta').textContent()).resolves.toMatch(/ · \d{4}$/);
      // Styled as the other cards are: the same card class and height as a team's.
      await expect(card.getAttribute('class')).resolves.toBe('link-card link-card--row');
      await expectNoSidewaysScroll(page);
      await expectAccessible(page, `search, players, ${widthOf(viewport)}`);
      await screenshot(page, 'search-players', { fullPage: true });
      await card.click();
      await page.waitForURL(`**/players/${player._id}`);
      await page.getByRole('heading', { name, exact: true }).first().waitFor();
      await page.context().close();
    }
  });

  it("should rank whole words first ('lions') and find a state by its short name ('nsw')", async () => {
    const page = await openPage(browser, VIEWPORTS[0]!);
    await page.goto('/search?q=lions');
    const teams = page.getByRole('region', { name: 'Team' }).locator('.link-card__name');
    await teams.first().waitFor();
    const names = await teams.allTextContents();
    expect(names[0]).toMatch(/\bLions\b/);
    const stallions = names.findIndex((n) => n.includes('Stallions'));
    if (stallions >= 0) expect(names.slice(0, stallions).every((n) => /\bLions\b/.test(n))).toBe(true);

    await searchBox(page, GLOBAL_LABEL).fill('nsw');
    const state = page.getByRole('region', { name: 'State' }).getByRole('link', { name: 'New South Wales' });
    await state.waitFor();
    await page.context().close();
  });

  for (const viewport of VIEWPORTS)
    it(`should say 'No results found.', and clear the results with the text, at ${widthOf(viewport)}`, async () => {
      const page = await openPage(browser, viewport);
      await page.goto(`/search?q=${NOTHING}`);
      await page.getByText('No results found.', { exact: true }).waitFor();
      await expect(searchBox(page, GLOBAL_LABEL).inputValue()).resolves.toBe(NOTHING);
      await expectAccessible(page, `search, no results, ${widthOf(viewport)}`);
      await screenshot(page, 'search-none');

      await searchBox(page, GLOBAL_LABEL).fill('');
      await page.getByText('Start typing to search', { exact: true }).waitFor();
      await page.waitForURL((url) => !url.searchParams.has('q'));
      await page.context().close();
    });

  it('should search inside the branded entity and keep its prefix on every result', async () => {
    const state = (await api<Entity[]>('/live/states')).find((s) => s.slug)!;
    const club = (await api<Entity[]>(`/live/clubs?entityType=state&entityId=${state._id}`))[0]!;
    const prefix = `/c/state/${state.slug}`;
    for (const viewport of VIEWPORTS) {
      const page = await openPage(browser, viewport);
      const searched = page.waitForRequest((r) => isSearch(r) && r.url().includes('search='));
      await page.goto(`${prefix}/search?q=${encodeURIComponent(club.name)}`);
      const params = new URL((await searched).url()).searchParams;
      expect(params.get('entityType')).toBe('state');
      expect(params.get('entityId')).toBe(String(state._id));

      const link = page
        .getByRole('region', { name: 'Club' })
        .getByRole('link', { name: club.name, exact: true });
      await link.waitFor();
      const hrefs = await page
        .locator('.search-results a')
        .evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));
      expect(hrefs.length).toBeGreaterThan(0);
      for (const href of hrefs) expect(href.startsWith(`${prefix}/`)).toBe(true);
      await expectNoSidewaysScroll(page);
      await expectAccessible(page, `search, branded, ${widthOf(viewport)}`);
      await screenshot(page, 'search-branded', { fullPage: true });

      await link.click();
      await page.waitForURL(`**${prefix}/clubs/${club._id}`);
      await page.context().close();
    }
  });

  it('should show the searching state, then the generic error with a retry when the search fails', async () => {
    const searchCall = (url: URL) => url.pathname === `${API_PREFIX}/live/search`;
    const failing = (route: Route) =>
      route.fulfill({ status: 503, contentType: 'application/json', body: '{"message":"Down"}' });
    for (const viewport of VIEWPORTS) {
      const page = await openPage(browser, viewport);
      const release = await holdRequests(page, searchCall);
      await page.goto('/search?q=a');
      await page.getByRole('status').getByText('Searching…', { exact: true }).waitFor({ state: 'attached' });
      await expect(page.locator('.search-grid .link-card--skeleton').count()).resolves.toBeGreaterThan(0);
      await expectAccessible(page, `search, loading, ${widthOf(viewport)}`);
      release();
      await page.locator('.search-results h2').first().waitFor();

      await page.route(searchCall, failing);
      await searchBox(page, GLOBAL_LABEL).fill('zz');
      const alert = page.getByRole('alert').filter({ hasText: 'An error has occured' });
      await alert.waitFor();
      await expectAccessible(page, `search, error, ${widthOf(viewport)}`);
      await screenshot(page, 'search-error');

      // The server is back: Try again runs the same search.
      await page.unroute(searchCall, failing);
      await alert.getByRole('button', { name: 'Try again' }).click();
      await alert.waitFor({ state: 'detached' });
      await expect(page.getByRole('alert').count()).resolves.toBe(0);
      await page.context().close();
    }
  });
});

describe('team search (/teams)', () => {
  for (const viewport of VIEWPORTS)
    it(`should page through the teams with Previous and Next, at ${widthOf(viewport)}`, async () => {
      const { pagination } = await teamsPage({ limit: TEST_PAGE_SIZE });
      const last = pagination.totalPages;
      expect(last).toBeGreaterThan(2);
      const page = await openPage(browser, viewport);
      await smallPages(page);
      const previous = page.getByRole('button', { name: 'Previous' });
      const next = page.getByRole('button', { name: 'Next' });
      const pageText = page.locator('.pager__label');

      await page.goto('/teams');
      await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toBe('Teams');
      await waitForFocus(page, TEAM_LABEL);
      await expect(page.getByLabel('Season').inputValue()).resolves.toBe('');
      await expect(page.getByRole('option', { selected: true }).textContent()).resolves.toBe('All Seasons');
      await expect(pageText.textContent()).resolves.toBe(`Page 1 of ${last}`);
      await expect(previous.isDisabled()).resolves.toBe(true);
      await expect(next.isDisabled()).resolves.toBe(false);
      await expect(page.locator('.team-list > li').count()).resolves.toBe(TEST_PAGE_SIZE);
      await expectNoSidewaysScroll(page);
      await expectAccessible(page, `teams, page 1, ${widthOf(viewport)}`);
      await screenshot(page, 'teams-all', { fullPage: true });

      // Next, from the bottom of the list: the page changes and the screen scrolls to the top.
      await next.scrollIntoViewIfNeeded();
      expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
      await next.click();
      await page.waitForURL((url) => url.searchParams.get('page') === '2');
      await pageText.getByText(`Page 2 of ${last}`, { exact: true }).waitFor();
      await page.waitForFunction(() => window.scrollY === 0, null, { timeout: 2_000 });
      await expect(previous.isDisabled()).resolves.toBe(false);
      await expect(next.isDisabled()).resolves.toBe(false);
      await expectAccessible(page, `teams, page 2, ${widthOf(viewport)}`);

      // Back returns to page 1; the last page disables Next; a page past the end shows the last.
      await page.goBack();
      await pageText.getByText(`Page 1 of ${last}`, { exact: true }).waitFor();
      await page.goto(`/teams?page=${last}`);
      await pageText.getByText(`Page ${last} of ${last}`, { exact: true }).waitFor();
      await expect(next.isDisabled()).resolves.toBe(true);
      await expect(previous.isDisabled()).resolves.toBe(false);
      await page.goto('/teams?page=999');
      await pageText.getByText(`Page ${last} of ${last}`, { exact: true }).waitFor();
      await page.waitForURL((url) => url.searchParams.get('page') === String(last));
      await page.context().close();
    });

  it('should search from page 1, by season, with the choices in the address', async () => {
    const { current } = await seasons();
    const team = (await teamsPage({ season: current })).data[0]!;
    const word = team.name.split(' ')[0]!;
    const { pagination } = await teamsPage({ search: word, season: current, limit: TEST_PAGE_SIZE });
    expect(
      (await teamsPage({ season: current, limit: TEST_PAGE_SIZE })).pagination.totalPages,
    ).toBeGreaterThan(1);
    for (const viewport of VIEWPORTS) {
      const page = await openPage(browser, viewport);
      await smallPages(page);
      // Another season starts at page 1.
      await page.goto('/teams?page=2');
      await page
        .locator('.pager__label')
        .getByText(/^Page 2 of/)
        .waitFor();
      await page.getByLabel('Season').selectOption(String(current));
      await page.waitForURL(
        (url) => url.searchParams.get('season') === String(current) && !url.searchParams.has('page'),
      );
      await page
        .locator('.pager__label')
        .getByText(/^Page 1 of/)
        .waitFor();

      // So does a new search text.
      await page.getByRole('button', { name: 'Next' }).click();
      await page.waitForURL((url) => url.searchParams.get('page') === '2');
      await searchBox(page, TEAM_LABEL).fill(word);
      await page.waitForURL((url) => url.searchParams.get('q') === word && !url.searchParams.has('page'));
      await page
        .locator('.pager__label')
        .getByText(`Page 1 of ${pagination.totalPages}`, { exact: true })
        .waitFor();
      const names = await page.locator('.team-list .link-card__name').allTextContents();
      expect(names.length).toBe(Math.min(TEST_PAGE_SIZE, pagination.totalCount));
      for (const name of names) expect(name.toLowerCase()).toContain(word.toLowerCase());

      // A reload opens the same view.
      await page.reload();
      await expect(searchBox(page, TEAM_LABEL).inputValue()).resolves.toBe(word);
      await expect(page.getByLabel('Season').inputValue()).resolves.toBe(String(current));
      await page.locator('.team-list a').first().waitFor();
      await expectAccessible(page, `teams, searched, ${widthOf(viewport)}`);
      await screenshot(page, 'teams-searched', { fullPage: true });

      await page.locator('.team-list a').first().click();
      await page.waitForURL(/\/teams\/\d+$/);
      await page.context().close();
    }
  });

  for (const viewport of VIEWPORTS)
    it(`should list the competitions with a matching team, expand one and open a team, at ${widthOf(viewport)}`, async () => {
      const competitions = await api<CompetitionSummary[]>('/live/competitions');
      const word = competitions
        .flatMap((c) => c.teams)[0]!
        .name.split(' ')
        .at(-1)!;
      const expected = competitions.filter(
        (c) => c.display.public && c.teams.some((t) => t.name.toLowerCase().includes(word.toLowerCase())),
      );
      expect(expected.length).toBeGreaterThan(0);
      const page = await openPage(browser, viewport);
      await page.goto(`/teams?q=${encodeURIComponent(word)}`);

      const tabs = page.getByRole('tablist', { name: 'Show teams as' });
      await tabs.getByRole('tab', { name: 'Competitions' }).click();
      await page.waitForURL((url) => url.searchParams.get('view') === 'competitions');
      await expect
        .poll(() => tabs.getByRole('tab', { name: 'Competitions' }).getAttribute('aria-selected'))
        .toBe('true');
      const accordions = page.locator('.accordion__button');
      await accordions.first().waitFor();
      await expect(accordions.count()).resolves.toBe(expected.length);
      await expectNoSidewaysScroll(page);
      await expectAccessible(page, `teams, competitions, ${widthOf(viewport)}`);
      await screenshot(page, 'teams-competitions', { fullPage: true });

      const first = accordions.first();
      const name = await first.locator('.accordion__name').textContent();
      const season = Number((await first.locator('.accordion__meta').textContent())?.split(' · ')[0]);
      const competition = expected.find((c) => c.name === name && c.season === season)!;
      expect(competition).toBeDefined();
      await expect(first.getAttribute('aria-expanded')).resolves.toBe('false');
      await expect(first.textContent()).resolves.toContain('▼');
      await first.click();
      await expect.poll(() => first.getAttribute('aria-expanded')).toBe('true');
      await expect(first.textContent()).resolves.toContain('▲');
      const panel = page.locator(`#${await first.getAttribute('aria-controls')}`);
      await expect(panel.getByRole('link').count()).resolves.toBe(competition.teams.length);
      const marked = await panel.locator('mark').first().textContent();
      expect(marked?.toLowerCase()).toBe(word.toLowerCase());
      await expectAccessible(page, `teams, competition open, ${widthOf(viewport)}`);
      await screenshot(page, 'teams-competition-open', { fullPage: true });

      // The arrow keys move between the view tabs.
      await tabs.getByRole('tab', { name: 'Competitions' }).focus();
      await page.keyboard.press('ArrowLeft');
      await page.waitForURL((url) => !url.searchParams.has('view'));
      await expect
        .poll(() => tabs.getByRole('tab', { name: 'All' }).getAttribute('aria-selected'))
        .toBe('true');
      await page.keyboard.press('ArrowRight');
      await page.waitForURL((url) => url.searchParams.get('view') === 'competitions');

      await accordions.first().click();
      const reopened = page.locator(`#${await accordions.first().getAttribute('aria-controls')}`);
      const team = competition.teams[0]!;
      await reopened.getByRole('link', { name: team.name, exact: true }).click();
      await page.waitForURL(`**/teams/${team._id}`);
      await page.context().close();
    });

  for (const viewport of VIEWPORTS)
    it(`should show the loading texts, then 'No results found.' in both views, at ${widthOf(viewport)}`, async () => {
      const page = await openPage(browser, viewport);
      let release = await holdRequests(page, isTeamSearch);
      await page.goto(`/teams?q=${NOTHING}`);
      await page.getByText('Loading Teams...', { exact: true }).waitFor();
      await expectAccessible(page, `teams, loading, ${widthOf(viewport)}`);
      release();
      await page.getByText('No results found.', { exact: true }).waitFor();
      await expect(page.locator('.pager').count()).resolves.toBe(0);
      await expectAccessible(page, `teams, no results, ${widthOf(viewport)}`);
      await screenshot(page, 'teams-none');

      const competitions = (url: URL) => url.pathname === `${API_PREFIX}/live/competitions`;
      release = await holdRequests(page, competitions);
      await page.getByRole('tab', { name: 'Competitions' }).click();
      await page.getByText('Getting Competitions...', { exact: true }).waitFor();
      await expectAccessible(page, `teams, competitions, loading, ${widthOf(viewport)}`);
      release();
      await page.getByText('No results found.', { exact: true }).waitFor();
      await expectAccessible(page, `teams, competitions, no results, ${widthOf(viewport)}`);
      await page.context().close();
    });

  it('should leave the focus where the visitor put it before the search bar takes it', async () => {
    const page = await openPage(browser, VIEWPORTS[0]!);
    await page.goto('/teams');
    const season = page.getByLabel('Season');
    await season.focus();
    await page.waitForTimeout(1_000);
    await expect(season.evaluate((el) => el === document.activeElement)).resolves.toBe(true);
    await page.context().close();
  });
});
