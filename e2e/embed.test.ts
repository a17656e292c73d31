import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  type CompetitionSummary,
  embedSnippet,
  isLiveStatus,
  type MatchDetail,
  type MatchSummary,
} from '@touchline/domain';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeViolations, describeViolations, type Violation } from './axe';
import { launchBrowser } from './browser';
import { allMatches, api, baseUrl, find, openPage, PHONE, screenshot, VIEWPORTS, write } from './support';

/** Embeds for club websites (issue 16): framed by another site, live, sized, and nothing else framed. */

const TOUCHDOWN = 1;
/** How soon a score posted by a scorer must show in an embed. */
const LIVE_MS = 5_000;

let browser: Browser;
let clubSite: Server;
let clubOrigin = '';
/** The club website's page, by path: set by each test before it opens it. */
const pages = new Map<string, string>();

beforeAll(async () => {
  browser = await launchBrowser();
  // A club's website: another origin (another port), serving whatever page a test gives it.
  clubSite = createServer((request, response) => {
    const html = pages.get(request.url ?? '/');
    response.writeHead(html ? 200 : 404, { 'content-type': 'text/html; charset=utf-8' });
    response.end(html ?? 'Not found');
  });
  await new Promise<void>((resolve) => clubSite.listen(0, '127.0.0.1', resolve));
  clubOrigin = `http://127.0.0.1:${(clubSite.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await browser?.close();
  await new Promise((resolve) => clubSite?.close(resolve));
});

const serious = (violations: Violation[]) =>
  violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');

/** A gridiron match under way with both teams, to score. */
async function liveGridiron(): Promise<MatchDetail> {
  const found = (await allMatches()).find(
    (m: MatchSummary) =>
      isLiveStatus(m.status) &&
      m.sportType.value === 'gridiron' &&
      m.homeTeam &&
      m.awayTeam &&
      m.status !== 'half-time' &&
      m.status !== 'disputed',
  );
  if (!found) throw new Error('The demo has no gridiron match under way');
  return api<MatchDetail>(`/live/matches/${found._id}`);
}

const periodOf = (match: MatchDetail) =>
  match.allMatchStatuses.find((s) => s.value === match.status)?.period ?? 1;

/** A club page with the embed's snippet, as a webmaster pastes it, and (optionally) a fan screen. */
function clubPage(snippet: string, extra = '') {
  return `<!doctype html><html lang="en"><head><title>Lions FC</title></head><body>
<h1>Lions FC</h1><p>Our fixtures, live:</p>
${snippet}
${extra}
</body></html>`;
}

describe('embeds on a club website', () => {
  it('should render a team’s fixtures in another site’s iframe, size it, and show a score within seconds', async () => {
    const match = await liveGridiron();
    const team = match.homeTeam!;
    const frameId = `touchline-fixtures-${team._id}`;
    pages.set('/fixtures', clubPage(embedSnippet(baseUrl, { kind: 'fixtures', id: team._id }, 'Fixtures')));

    const page = await openPage(browser, PHONE);
    // The embed follows the match's competition on a stream: once that has answered, the
    // stream carries every write from then on.
    const streamOpen = page.waitForResponse(
      (r) => r.url().includes(`/live/competitions/${match.competition._id}/stream`),
      { timeout: 15_000 },
    );
    await page.goto(`${clubOrigin}/fixtures`);
    const embed = page.frameLocator(`#${frameId}`);
    const card = embed.locator(`[data-match-id="${match._id}"]`);
    await card.waitFor();
    await expect(card.getAttribute('class')).resolves.toContain('embed-match--live');
    const homeScore = card.locator('.embed-match__score').first();
    const before = Number(await homeScore.textContent());

    // The embed posts its height and the snippet sizes the iframe to it.
    const frameHeight = () =>
      page.locator(`#${frameId}`).evaluate((frame: HTMLIFrameElement) => frame.style.height);
    await expect.poll(frameHeight).not.toBe('400px');
    const contentHeight = await embed
      .locator('#embed')
      .evaluate((element) => Math.ceil(element.getBoundingClientRect().height));
    await expect.poll(frameHeight).toBe(`${contentHeight}px`);

    await streamOpen;
    await write('POST', `/live/matches/${match._id}/scorings`, {
      type: TOUCHDOWN,
      isHomeTeam: true,
      period: periodOf(match),
      min: 3,
      sec: 14,
    });
    await expect
      .poll(async () => Number(await homeScore.textContent()), { timeout: LIVE_MS })
      .toBe(before + 6);
    await screenshot(page, 'embed-club-site');
    await page.setViewportSize({ width: 1280, height: 800 });
    await screenshot(page, 'embed-club-site');
    await page.context().close();
  });

  it('should refuse to be framed anywhere but the embeds', async () => {
    const match = await liveGridiron();
    const team = match.homeTeam!;
    pages.set(
      '/framed',
      clubPage(
        embedSnippet(baseUrl, { kind: 'results', id: team._id }, 'Results'),
        `<iframe id="fan" src="${baseUrl}/teams/${team._id}" title="Fan screen"></iframe>`,
      ),
    );
    const page = await openPage(browser, PHONE);
    const refusals: string[] = [];
    page.on('console', (message) => {
      if (/frame-ancestors/.test(message.text())) refusals.push(message.text());
    });
    await page.goto(`${clubOrigin}/framed`);
    // The embed renders...
    await page.frameLocator(`#touchline-results-${team._id}`).locator('.embed__title').waitFor();
    // ...the fan screen does not: the browser refuses it for the app's frame-ancestors 'none'.
    await expect.poll(() => refusals.length).toBeGreaterThan(0);
    expect(refusals.join('\n')).toContain(`Framing '${baseUrl}/' violates`);
    expect(refusals.join('\n')).toContain("frame-ancestors 'none'");
    await expect(page.frameLocator('#fan').locator('.shell').count()).resolves.toBe(0);
    await page.context().close();
  });
});

describe('embed pages', () => {
  it('should draw a competition’s ladder in its own columns, accessible, with no app shell', async () => {
    const list = await api<CompetitionSummary[]>('/live/competitions');
    const ladders = list.filter((c) => c.display.public && c.display.ladder && c.gameType === 'teams');
    const cases = [
      {
        competition: find(ladders, (c) => c.sportType === 'gridiron', 'a public gridiron ladder'),
        headers: ['Pos', 'Team', 'W', 'L', 'T', 'PCT', 'Net', 'Strk'],
        shot: 'embed-ladder',
      },
      {
        competition: find(ladders, (c) => c.sportType !== 'gridiron', 'a public points ladder'),
        headers: ['Pos', 'Team', 'P', 'W', 'D', 'L', 'PD', 'Pts'],
        shot: 'embed-ladder-points',
      },
    ];
    for (const { competition, headers, shot } of cases) {
      for (const viewport of VIEWPORTS) {
        const page = await openPage(browser, viewport);
        await page.goto(`/embed/ladder/${competition._id}`);
        await page.locator('.embed-ladder tbody tr').first().waitFor();
        await expect(page.locator('.embed__title').textContent()).resolves.toContain(competition.name);
        await expect(page.locator('.shell, .topbar, nav.tabbar').count()).resolves.toBe(0);
        await expect(
          page.locator('.embed-ladder').first().locator('thead th').allTextContents(),
        ).resolves.toEqual(headers);
        const violations = serious(await axeViolations(page));
        expect(violations, describeViolations(violations)).toEqual([]);
        await screenshot(page, shot, { fullPage: true });
        await page.context().close();
      }
    }
  });

  it('should be answered by the server, not the app, once the app’s service worker is installed', async () => {
    const context = await browser.newContext({ viewport: PHONE, baseURL: baseUrl });
    const page = await context.newPage();
    await page.goto('/tabs/explore');
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, {
      timeout: 30_000,
    });
    const match = await liveGridiron();
    await page.goto(`/embed/fixtures/${match.homeTeam!._id}`);
    await page.locator('.embed__title').waitFor();
    await expect(page.locator('#root').count()).resolves.toBe(0);
    await context.close();
  });

  it('should explain embeds in the app at /embed, with a live preview and a snippet to copy', async () => {
    for (const viewport of VIEWPORTS) {
      const page: Page = await openPage(browser, viewport);
      await page.goto('/embed');
      await page.getByRole('heading', { name: 'Embeds for club websites' }).waitFor();
      await page.getByLabel('Show').selectOption('fixtures');
      const snippet = page.getByLabel('The snippet to paste into your page');
      await expect
        .poll(() => snippet.inputValue())
        .toMatch(/<iframe id="touchline-fixtures-\d+" src="http:\/\/[^"]+\/embed\/fixtures\/\d+"/);
      await page.frameLocator('.embed-docs__preview').locator('.embed__title').waitFor();
      const violations = serious(await axeViolations(page));
      expect(violations, describeViolations(violations)).toEqual([]);
      await screenshot(page, 'embed-docs', { fullPage: true });
      await page.context().close();
    }
  });
});
