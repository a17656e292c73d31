import {
  API_PREFIX,
  type Entity,
  type PresentationResponse,
  RESULT_GROUP_TYPES,
  type ResultGroup,
  type ResultGroupType,
} from '@touchline/domain';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectAccessible } from './axe';
import { launchBrowser } from './browser';
import { api, baseUrl12, openPage, PHONE, screenshot, VIEWPORTS, type Viewport } from './support';

/**
 * The results list and the result group display (spec 2.15), as a fan uses them. The expected
 * texts are worked out here from the API's answers, independently of the app's own rules.
 */

let browser: Browser;
/** The national's groups as the API lists them, and the time zone its dates are shown in. */
let groups: ResultGroup[];
let timeZone: string;

beforeAll(async () => {
  browser = await launchBrowser();
  groups = await api<ResultGroup[]>('/livescores/result-groups');
  timeZone = (await api<PresentationResponse>('/live/nationals/presentation')).timezone;
  for (const type of RESULT_GROUP_TYPES)
    if (!groups.some((g) => g.type === type)) throw new Error(`The demo has no ${type} result group`);
});

afterAll(async () => {
  await browser?.close();
});

const SEARCH_LABEL = 'Search for a team';
/** A text no demo group's name contains. */
const NOTHING = 'qqzzxx';
const ICONS: Record<ResultGroupType, string> = {
  Golf: 'golf',
  Race: 'race',
  Tennis: 'tennis',
  'Team H2H': 'headToHead',
  'Field Event': 'podium',
  Gymnastics: 'podium',
};

const widthOf = (viewport: Viewport) => `${viewport.width}px`;
const byOrder = (list: ResultGroup[]) => [...list].sort((a, b) => a.order - b.order || a._id - b._id);
const groupOf = (type: ResultGroupType) => groups.find((g) => g.type === type)!;
const searchBox = (page: Page) => page.getByRole('searchbox', { name: SEARCH_LABEL });
const rows = (page: Page) => page.getByRole('list', { name: 'Result groups' }).getByRole('link');
const isGroupsCall = (url: string) =>
  new URL(url).pathname.startsWith(`${API_PREFIX}/livescores/result-groups`);

/** 'YYYY-MM-DD HH:mm' on the national's wall clock, from the parts Intl gives. */
function wallClock(ms: number): string {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-GB', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(new Date(ms))
      .map((p) => [p.type, p.value]),
  );
  return `${parts.year}-${parts.month}-${parts.day} ${parts.hour}:${parts.minute}`;
}

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The sets in which one side's score beat the other's. */
const setsBeaten = (own: number[], other: number[]) =>
  own.filter((s, i) => s > (other[i] ?? Infinity)).length;

/** Holds the page's result group calls until the returned function lets them through. */
async function holdGroupCalls(page: Page): Promise<() => Promise<void>> {
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  const matcher = (url: URL) => isGroupsCall(url.href);
  await page.route(matcher, async (route) => {
    await held;
    // The app may have cancelled the call meanwhile (a new search, a new page): nothing to let on.
    await route.continue().catch(() => undefined);
  });
  return async () => {
    release();
    await page.unroute(matcher);
  };
}

/** Moves to another address without loading the page again, as back and forward do. */
const navigateInApp = (page: Page, path: string) =>
  page.evaluate((to) => {
    window.history.pushState({}, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);

/** The page's width equals the viewport's: nothing overflows sideways. */
async function expectNoSidewaysScroll(page: Page) {
  const [scrollWidth, viewport] = await page.evaluate(() => [
    document.documentElement.scrollWidth,
    window.innerWidth,
  ]);
  expect(scrollWidth).toBe(viewport);
}

/** What the page logs to the console as errors, for the catalogue's 'Error fetching groups:'. */
function consoleErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  return errors;
}

/** A table's header texts and its body's rows, cell by cell. */
async function tableOf(page: Page, name: string) {
  const table = page.getByRole('table', { name, exact: true });
  await table.waitFor();
  const headers = await table.locator('thead th').allInnerTexts();
  const body = await table
    .locator('tbody tr')
    .evaluateAll((trs) => trs.map((tr) => [...tr.children].map((cell) => (cell.textContent ?? '').trim())));
  return { headers, body };
}

describe('the results list', () => {
  for (const viewport of VIEWPORTS)
    it(`should list every group by order with its icon, name, type, date, venue and sport info (${widthOf(viewport)})`, async () => {
      const page = await openPage(browser, viewport);
      await page.goto('/results');
      await page.getByRole('heading', { level: 1, name: 'Results' }).waitFor();
      await rows(page).first().waitFor();

      const expected = byOrder(groups);
      await expect(page.locator('.results-list .link-card__name').allInnerTexts()).resolves.toEqual(
        expected.map((g) => g.name),
      );
      for (const [i, group] of expected.entries()) {
        const row = rows(page).nth(i);
        await expect(row.getAttribute('href')).resolves.toBe(`/results/${group._id}`);
        const text = (await row.textContent()) ?? '';
        expect(text).toContain(group.type);
        expect(text).toContain(wallClock(group.dateTime!).slice(0, 10));
        if (group.venue.name) expect(text).toContain(group.venue.name);
        if (group.sportInfo) expect(text).toContain(group.sportInfo);
        await expect(row.locator('svg.sport-icon').getAttribute('data-icon')).resolves.toBe(
          ICONS[group.type],
        );
      }
      // Field Event and Gymnastics share an icon; the other four each have their own.
      const drawn = await page
        .locator('.results-list svg.sport-icon')
        .evaluateAll((icons) => icons.map((icon) => icon.innerHTML));
      expect(new Set(drawn).size).toBe(5);

      await expectNoSidewaysScroll(page);
      await expectAccessible(page, `results list, ${widthOf(viewport)}`);
      await screenshot(page, 'results-list', { fullPage: true });
      await page.context().close();
    });

  for (const viewport of VIEWPORTS)
    it(`should filter groups by name as the fan types, ignoring case, and keep the search in the address (${widthOf(viewport)})`, async () => {
      const target = groupOf('Tennis');
      // A word of the name in another case: the search ignores case.
      const word = target.name.split(' ').find((w) => w.length > 4)!;
      const typed = word.toUpperCase();
      const matching = byOrder(groups).filter((g) => g.name.toLowerCase().includes(word.toLowerCase()));
      const page = await openPage(browser, viewport);
      await page.goto('/results');
      await rows(page).first().waitFor();

      await searchBox(page).fill(typed);
      await page.waitForURL((url) => url.searchParams.get('q') === typed);
      await expect.poll(() => rows(page).count()).toBe(matching.length);
      await expect(page.locator('.results-list .link-card__name').allInnerTexts()).resolves.toEqual(
        matching.map((g) => g.name),
      );
      await expectAccessible(page, `results list, searched, ${widthOf(viewport)}`);
      await screenshot(page, 'results-search', { fullPage: true });

      // A reload opens the same search.
      await page.reload();
      await expect(searchBox(page).inputValue()).resolves.toBe(typed);
      await expect.poll(() => rows(page).count()).toBe(matching.length);

      await searchBox(page).fill(NOTHING);
      await page.getByText('No results found.', { exact: true }).waitFor();
      await expect(rows(page).count()).resolves.toBe(0);
      expect(new URL(page.url()).searchParams.get('q')).toBe(NOTHING);
      await expectNoSidewaysScroll(page);
      await expectAccessible(page, `results list, nothing found, ${widthOf(viewport)}`);
      await screenshot(page, 'results-search-none', { fullPage: true });

      // Clearing the box shows every group again, and leaves the address.
      await searchBox(page).fill('');
      await page.waitForURL((url) => !url.searchParams.has('q'));
      await expect.poll(() => rows(page).count()).toBe(groups.length);
      await page.context().close();
    });

  it('should open a group from its row and come back to the same search', async () => {
    const target = groupOf('Golf');
    const page = await openPage(browser, PHONE);
    await page.goto(`/results?q=${encodeURIComponent(target.name.slice(0, 8))}`);
    await rows(page).getByText(target.name, { exact: true }).click();
    await page.waitForURL((url) => url.pathname === `/results/${target._id}`);
    await page.getByRole('heading', { level: 1, name: target.name }).waitFor();

    await page.getByRole('button', { name: 'Back' }).click();
    await page.waitForURL((url) => url.pathname === '/results');
    expect(new URL(page.url()).searchParams.get('q')).toBe(target.name.slice(0, 8));
    await expect(searchBox(page).inputValue()).resolves.toBe(target.name.slice(0, 8));
    await page.context().close();
  });

  it('should keep the branded prefix on every row and on the way back from a group', async () => {
    const state = (await api<Entity[]>('/live/states')).find((s) => s.slug)!;
    const prefix = `/c/state/${state.slug}`;
    const page = await openPage(browser, PHONE);
    await page.goto(`${prefix}/results`);
    await rows(page).first().waitFor();
    const hrefs = await rows(page).evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));
    expect(hrefs).toEqual(byOrder(groups).map((g) => `${prefix}/results/${g._id}`));

    // Opened directly, the back button goes to the branded list.
    const group = groupOf('Race');
    await page.goto(`${prefix}/results/${group._id}`);
    await page.getByRole('heading', { level: 1, name: group.name }).waitFor();
    await page.getByRole('button', { name: 'Back' }).click();
    await page.waitForURL((url) => url.pathname === `${prefix}/results`);
    await rows(page).first().waitFor();
    await page.context().close();
  });

  for (const viewport of VIEWPORTS)
    it(`should log 'Error fetching groups:' and offer a retry when the list cannot load (${widthOf(viewport)})`, async () => {
      const page = await openPage(browser, viewport);
      const errors = consoleErrors(page);
      const groupsCall = (url: URL) => isGroupsCall(url.href);
      await page.route(groupsCall, (route) => route.fulfill({ status: 503, body: '{}' }));
      await page.goto('/results');
      const alert = page.getByRole('alert');
      // The query client retries a server error twice before the screen gives up.
      await alert.getByText('An error has occured', { exact: true }).waitFor({ timeout: 15_000 });
      expect(errors.some((e) => e.startsWith('Error fetching groups:'))).toBe(true);
      await expectNoSidewaysScroll(page);
      await expectAccessible(page, `results list, failed, ${widthOf(viewport)}`);
      await screenshot(page, 'results-error', { fullPage: true });

      await page.unroute(groupsCall);
      await page.getByRole('button', { name: 'Try again' }).click();
      await expect.poll(() => rows(page).count()).toBe(groups.length);
      await page.context().close();
    });

  it('should show placeholders while the groups load, then the groups', async () => {
    const page = await openPage(browser, PHONE);
    let release = await holdGroupCalls(page);
    await page.goto('/results');
    await page.getByRole('status').filter({ hasText: 'Loading results…' }).waitFor({ state: 'attached' });
    await expect(page.locator('.results .link-card--skeleton').count()).resolves.toBeGreaterThan(0);
    await expectAccessible(page, 'results list, loading');
    await release();
    await expect.poll(() => rows(page).count()).toBe(groups.length);
    await expect(page.locator('.results .link-card--skeleton').count()).resolves.toBe(0);

    await page.context().close();

    // A fresh context: the first page's saved query cache (IndexedDB) would paint the group at once.
    const group = groupOf('Tennis');
    const detail = await openPage(browser, PHONE);
    release = await holdGroupCalls(detail);
    await detail.goto(`/results/${group._id}`);
    const loading = detail.getByRole('status', { name: 'Loading the results…' });
    await loading.waitFor();
    await expectAccessible(detail, 'result group, loading');
    await release();
    await loading.waitFor({ state: 'detached' });
    await detail.getByRole('heading', { level: 1, name: group.name }).waitFor();
    await detail.context().close();
  });

  it("should say 'No data' for a national without result groups", async () => {
    await expect(api<ResultGroup[]>('/livescores/result-groups', 12)).resolves.toEqual([]);
    for (const viewport of VIEWPORTS) {
      const page = await openPage(browser, viewport, { baseURL: baseUrl12 });
      await page.goto('/results');
      await page.getByText('No data', { exact: true }).waitFor();
      await expect(page.getByRole('list', { name: 'Result groups' }).count()).resolves.toBe(0);
      await expectAccessible(page, `results list, empty, ${widthOf(viewport)}`);
      await screenshot(page, 'results-empty', { fullPage: true });
      await page.context().close();
    }
  });
});

/** Checks the header every group display has: title, icon and type, date, venue and sport. */
async function expectHeader(page: Page, group: ResultGroup) {
  await page.getByRole('heading', { level: 1, name: group.name }).waitFor();
  const facts = page.locator('.result-hero__facts');
  await expect(facts.locator('dt').allInnerTexts()).resolves.toEqual(['Date:', 'Venue:', 'Sport:']);
  await expect(facts.locator('dd').allInnerTexts()).resolves.toEqual([
    wallClock(group.dateTime!),
    group.venue.name ?? 'N/A',
    group.sportInfo ?? group.type,
  ]);
  await expect(page.locator('.result-hero__sport').textContent()).resolves.toBe(group.type);
  await expect(page.locator('.result-hero svg.sport-icon').getAttribute('data-icon')).resolves.toBe(
    ICONS[group.type],
  );
}

/** What each type's display must show, from the group as the API answers it. */
const EXPECTATIONS: Record<ResultGroupType, (page: Page, group: ResultGroup) => Promise<void>> = {
  Golf: async (page, group) => {
    const rounds = Math.max(group.rounds ?? 0, ...group.participants.map((p) => p.scores?.length ?? 0));
    const { headers, body } = await tableOf(page, `${group.name} results`);
    expect(headers).toEqual(['Player', 'Total', ...Array.from({ length: rounds }, (_, i) => `R${i + 1}`)]);
    const ranked = [...group.participants].sort((a, b) => a.position! - b.position!);
    expect(body).toEqual(
      ranked.map((p) => [
        p.name,
        String(p.totalScore),
        ...Array.from({ length: rounds }, (_, i) => String(p.scores?.[i] ?? '')),
      ]),
    );
  },
  Race: async (page, group) => {
    const { headers, body } = await tableOf(page, `${group.name} results`);
    expect(headers).toEqual(['Pos', 'Time', 'Participant']);
    const ranked = [...group.participants].sort((a, b) => a.position! - b.position!);
    expect(body).toEqual(ranked.map((p) => [String(p.position), p.time, p.name]));
  },
  'Field Event': async (page, group) => {
    const { headers, body } = await tableOf(page, `${group.name} results`);
    expect(headers).toEqual(['Pos', 'Distance/Height', 'Participant']);
    const ranked = [...group.participants].sort((a, b) => a.position! - b.position!);
    expect(body).toEqual(ranked.map((p) => [String(p.position), `${p.distanceHeight!.toFixed(2)}m`, p.name]));
    for (const row of body) expect(row[1]).toMatch(/^\d+\.\d{2}m$/);
  },
  Gymnastics: async (page, group) => {
    const { headers, body } = await tableOf(page, `${group.name} results`);
    expect(headers).toEqual(['Pos', 'Score', 'Participant']);
    const ranked = [...group.participants].sort((a, b) => a.position! - b.position!);
    expect(body.map((row) => [row[0], Number(row[1]), row[2]])).toEqual(
      ranked.map((p) => [String(p.position), p.score, p.name]),
    );
  },
  'Team H2H': async (page, group) => {
    const cards = page.getByRole('list', { name: 'Matches' }).getByRole('listitem');
    await expect.poll(() => cards.count()).toBe(group.matches.length);
    for (const [i, match] of group.matches.entries()) {
      const card = cards.nth(i);
      await expect(card.getByRole('heading').textContent()).resolves.toBe(match.name);
      const names = await card.locator('dt').allInnerTexts();
      const scores = await card.locator('dd').allInnerTexts();
      expect(names.map((n) => n.replace(/\s*\(won\)$/, ''))).toEqual([match.team1!.name, match.team2!.name]);
      expect(scores).toEqual([String(match.team1!.score), String(match.team2!.score)]);
    }
  },
  Tennis: async (page, group) => {
    const sets = Math.max(
      group.numberOfSets ?? 0,
      ...group.matches.flatMap((m) => m.participants!.map((p) => p.setScores.length)),
    );
    for (const match of group.matches) {
      const heading = `${match.name} | ${match.venue ?? 'Venue TBD'} | ${match.dateTime ? wallClock(match.dateTime) : 'Date TBD'}`;
      await page.getByRole('heading', { level: 2, name: heading, exact: true }).waitFor();
      const { headers, body } = await tableOf(page, heading);
      expect(headers).toEqual([
        'Participant',
        ...Array.from({ length: sets }, (_, i) => `Set ${i + 1}`),
        'Score',
      ]);
      const [a, b] = match.participants!;
      expect(body).toEqual(
        [
          [a!, b!],
          [b!, a!],
        ].map(([p, other]) => [
          // name1, then '/ name2' (on a line of its own on a phone), and '(won)' for screen readers.
          expect.stringMatching(
            new RegExp(`^${escaped(p!.name1)}\\s*/ ${escaped(p!.name2!)}(\\s*\\(won\\))?$`),
          ),
          ...Array.from({ length: sets }, (_, i) => String(p!.setScores[i] ?? '')),
          `(${setsBeaten(p!.setScores, other!.setScores)})`,
        ]),
      );
    }
  },
};

describe('a result group', () => {
  for (const viewport of VIEWPORTS)
    for (const type of RESULT_GROUP_TYPES)
      it(`should show a ${type} group opened from the list in its layout (${widthOf(viewport)})`, async () => {
        const group = groupOf(type);
        const page = await openPage(browser, viewport);
        await page.goto('/results');
        await rows(page).getByText(group.name, { exact: true }).click();
        await page.waitForURL((url) => url.pathname === `/results/${group._id}`);
        await expectHeader(page, group);
        await EXPECTATIONS[type](page, group);
        await expectNoSidewaysScroll(page);
        await expectAccessible(page, `result group ${type}, ${widthOf(viewport)}`);
        await screenshot(page, `result-group-${type.toLowerCase().replace(/\s+/g, '-')}`, { fullPage: true });
        await page.context().close();
      });

  for (const viewport of VIEWPORTS)
    it(`should show 'No data' and the way back for an unknown group, and log the failure (${widthOf(viewport)})`, async () => {
      const unknown = Math.max(...groups.map((g) => g._id)) + 1000;
      const page = await openPage(browser, viewport);
      const errors = consoleErrors(page);
      await page.goto(`/results/${unknown}`);
      await page.getByRole('heading', { level: 1, name: 'No data' }).waitFor();
      expect(errors.some((e) => e.startsWith('Error fetching groups:'))).toBe(true);
      const back = page.getByRole('link', { name: 'See all results' });
      await expect(back.getAttribute('href')).resolves.toBe('/results');
      await expectNoSidewaysScroll(page);
      await expectAccessible(page, `result group, unknown, ${widthOf(viewport)}`);
      await screenshot(page, 'result-group-unknown', { fullPage: true });
      await back.click();
      await page.waitForURL((url) => url.pathname === '/results');
      await rows(page).first().waitFor();
      await page.context().close();
    });

  it("should show 'No data' for an id no group can have, without asking the server", async () => {
    const page = await openPage(browser, PHONE);
    const asked: string[] = [];
    page.on('request', (request) => {
      if (isGroupsCall(request.url())) asked.push(request.url());
    });
    const errors: Error[] = [];
    page.on('pageerror', (error) => errors.push(error));
    await page.goto('/results/abc');
    await page.getByRole('heading', { level: 1, name: 'No data' }).waitFor();
    // The others inside the app: the server answers a path with a dot ('1.5') as a missing file.
    for (const bad of ['0', '-3', '1.5', '99999999999']) {
      await navigateInApp(page, `/results/${bad}`);
      await page.waitForURL((url) => url.pathname === `/results/${bad}`);
      await page.getByRole('heading', { level: 1, name: 'No data' }).waitFor();
    }
    expect(asked).toEqual([]);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('should load the new group when the address changes to another id', async () => {
    const [first, second] = byOrder(groups);
    const page = await openPage(browser, PHONE);
    await page.goto(`/results/${first!._id}`);
    await page.getByRole('heading', { level: 1, name: first!.name }).waitFor();
    await page.evaluate((path) => {
      window.history.pushState({}, '', path);
      window.dispatchEvent(new PopStateEvent('popstate'));
    }, `/results/${second!._id}`);
    await page.getByRole('heading', { level: 1, name: second!.name }).waitFor();
    await expectHeader(page, second!);
    await page.context().close();
  });
});
