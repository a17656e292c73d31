import {
  type CompetitionSummary,
  isLiveStatus,
  type LadderResponse,
  type LiveLadderResponse,
  type MatchDetail,
  type MatchSummary,
  marksLegend,
  recordLabel,
} from '@touchline/domain';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeViolations, describeViolations, type Violation } from './axe';
import { launchBrowser } from './browser';
import {
  allMatches,
  api,
  baseUrl,
  competitions,
  find,
  openPage,
  screenshot,
  seasons,
  VIEWPORTS,
  write,
} from './support';

/** Issue 27's embeds: the playoff picture, and the ladder as it stands while a match is live. */

const TOUCHDOWN = 1;
/** How soon a score posted by a scorer must move the ladder embed. */
const LIVE_MS = 5_000;
const PROVISIONAL = 'Provisional: live matches counted at their current scores';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const serious = (violations: Violation[]) =>
  violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');

async function expectAccessible(page: Page) {
  const violations = serious(await axeViolations(page));
  expect(violations, describeViolations(violations)).toEqual([]);
}

const ladderOf = (id: number) => api<LadderResponse>(`/live/ladders/competition/${id}`);
const liveLadderOf = (id: number) => api<LiveLadderResponse>(`/live/ladders/competition/${id}/live`);
const rowOf = (ladder: { teams: LadderResponse['teams'] }, teamId: number) =>
  ladder.teams.find((t) => t._id === teamId)!;

/** A cell of a ladder embed's row, by its column's header. */
async function cell(page: Page, teamId: number, header: string): Promise<Locator> {
  const headers = await page.locator('.embed-ladder').first().locator('thead th').allTextContents();
  return page.locator(`.embed-ladder tr[data-team-id="${teamId}"] > *`).nth(headers.indexOf(header));
}

describe('the playoff picture embed', () => {
  it('should seed each conference with its lines and the teams chasing, accessible', async () => {
    const list = await api<CompetitionSummary[]>('/live/competitions');
    const league = find(list, (c) => c.name === "Women's National League", "the women's league");
    const ladder = await ladderOf(league._id);
    const finals = ladder.finals;
    expect(finals?.tables.length).toBeGreaterThan(0);

    for (const viewport of VIEWPORTS) {
      const page = await openPage(browser, viewport);
      await page.goto(`/embed/playoffs/${league._id}`);
      const tables = page.locator('.embed-playoffs');
      await tables.first().locator('tbody tr').first().waitFor();
      await expect(page.locator('.embed__title').textContent()).resolves.toBe(
        `${league.name} ${ladder.competition.season} · Playoff picture`,
      );
      await expect(tables.count()).resolves.toBe(finals!.tables.length);
      for (const [i, table] of finals!.tables.entries()) {
        const drawn = tables.nth(i);
        await expect(drawn.locator('caption').textContent()).resolves.toBe(table.name);
        const seeds = drawn.locator('.embed-playoffs__seed');
        // The team's name, then its mark (drawn apart, checked with the legend).
        await expect(
          seeds.locator('th').evaluateAll((cells) => cells.map((c) => c.firstChild?.textContent)),
        ).resolves.toEqual(table.seeds.map((s) => s.name));
        await expect(seeds.locator('td:first-child').allTextContents()).resolves.toEqual(
          table.seeds.map((s) => String(s.seed)),
        );
        // Division winners first, then the wild cards; the bye on the top seeds.
        const kinds = await drawn.locator('.embed-playoffs__seed .embed-playoffs__kind').allTextContents();
        expect(kinds).toEqual(
          table.seeds.map(
            (s) =>
              ({ division: 'Division winner', wildCard: 'Wild card', place: '' })[s.kind] +
              (s.bye ? 'Bye' : ''),
          ),
        );
        await expect(seeds.first().locator('td').nth(1).textContent()).resolves.toBe(
          recordLabel(rowOf(ladder, table.seeds[0]!._id)),
        );
        // The bye line under the last bye, the finals line under the last seed, then the chasers.
        const lines = await drawn
          .locator('tbody tr')
          .evaluateAll((rows) =>
            rows.map((r) => (r.classList.contains('embed-playoffs__line') ? r.textContent : null)),
          );
        const byes = table.seeds.filter((s) => s.bye).length;
        if (byes > 0 && byes < table.seeds.length) expect(lines[byes]).toBe('Bye line');
        if (table.chasing.length > 0) {
          const cut = table.seeds.length + (byes > 0 && byes < table.seeds.length ? 1 : 0);
          expect(lines[cut]).toBe('Finals line');
          expect(lines.slice(cut + 1).every((line) => line === null)).toBe(true);
        }
        await expect(drawn.locator('.embed-playoffs__chaser').count()).resolves.toBe(table.chasing.length);
      }
      await expectLegend(page, ladder);
      await expectAccessible(page);
      await screenshot(page, 'embed-playoffs', { fullPage: true });
      await page.context().close();
    }
  });

  it('should say so when the ladder is withheld, and may be framed by any site', async () => {
    const list = await api<CompetitionSummary[]>('/live/competitions');
    const withheld = find(
      list,
      (c) => c.display.public && !c.display.ladder,
      'a competition that withholds its ladder',
    );
    const page = await openPage(browser, VIEWPORTS[0]!);
    await page.goto(`/embed/playoffs/${withheld._id}`);
    await page.locator('#embed:not([aria-busy])').waitFor();
    await expect(page.locator('.embed__status').textContent()).resolves.toBe('This ladder is not published.');
    await expect(page.locator('.embed-playoffs').count()).resolves.toBe(0);
    await page.context().close();

    const response = await fetch(`${baseUrl}/embed/playoffs/${withheld._id}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-security-policy')).toContain('frame-ancestors *');
  });
});

/** The legend lists exactly the marks the ladder's teams carry, and each row its own mark. */
async function expectLegend(page: Page, ladder: LadderResponse) {
  const shownIds = await page
    .locator('tr[data-team-id]')
    .evaluateAll((rows) => rows.map((r) => Number(r.getAttribute('data-team-id'))));
  const shown = ladder.teams.filter((t) => shownIds.includes(t._id));
  const entries = marksLegend(shown, ladder.finals?.settings.byes ?? null);
  await expect(page.locator('.embed-legend li').allTextContents()).resolves.toEqual(
    entries.map(({ mark, name }) => `${mark}${name}`),
  );
  for (const team of shown)
    await expect(
      page.locator(`tr[data-team-id="${team._id}"] th .embed-mark [aria-hidden]`).allTextContents(),
    ).resolves.toEqual(team.mark ? [team.mark] : []);
}

/** A gridiron match under way with both teams, in a competition whose ladder is public. */
async function liveMatchOnALadder(): Promise<MatchDetail> {
  const list = await api<CompetitionSummary[]>('/live/competitions');
  const ladders = new Set(list.filter((c) => c.display.public && c.display.ladder).map((c) => c._id));
  const found = (await allMatches()).find(
    (m: MatchSummary) =>
      isLiveStatus(m.status) &&
      m.sportType.value === 'gridiron' &&
      ladders.has(m.competition._id) &&
      m.homeTeam &&
      m.awayTeam &&
      m.status !== 'half-time' &&
      m.status !== 'disputed',
  );
  if (!found) throw new Error('The demo has no gridiron match under way on a public ladder');
  return api<MatchDetail>(`/live/matches/${found._id}`);
}

describe('the ladder embed while a match is live', () => {
  it('should show the ladder as it stands, provisional, and move with a posted score', async () => {
    const match = await liveMatchOnALadder();
    const competitionId = match.competition._id;
    const home = match.homeTeam!._id;
    const period = match.allMatchStatuses.find((s) => s.value === match.status)?.period ?? 1;

    for (const viewport of VIEWPORTS) {
      const page = await openPage(browser, viewport);
      const streamOpen = page.waitForResponse(
        (r) => r.url().includes(`/live/competitions/${competitionId}/stream`),
        { timeout: 15_000 },
      );
      await page.goto(`/embed/ladder/${competitionId}`);
      await page.locator(`.embed-ladder tr[data-team-id="${home}"]`).waitFor();
      await expect(page.locator('.embed__note').textContent()).resolves.toBe(PROVISIONAL);

      // The embed's Net is the live ladder's, which counts the match at its current score.
      const live = await liveLadderOf(competitionId);
      expect(live.provisional).toBe(true);
      const net = await cell(page, home, 'Net');
      const before = Number(await net.textContent());
      expect(before).toBe(rowOf(live, home).stats.pointsDifference);
      const plainBefore = rowOf(await ladderOf(competitionId), home).stats.pointsDifference;

      await streamOpen;
      await write('POST', `/live/matches/${match._id}/scorings`, {
        type: TOUCHDOWN,
        isHomeTeam: true,
        period,
        min: 2,
        sec: viewport.width === 390 ? 10 : 40,
      });
      await expect.poll(async () => Number(await net.textContent()), { timeout: LIVE_MS }).toBe(before + 6);
      await expect(page.locator('.embed__note').textContent()).resolves.toBe(PROVISIONAL);
      // The ladder of finished results does not count the live match.
      expect(rowOf(await ladderOf(competitionId), home).stats.pointsDifference).toBe(plainBefore);

      // Each row's move from the finished ladder, as the live answer gives it.
      const moved = (await liveLadderOf(competitionId)).teams.filter(
        (t) => t.display && t.previousPosition !== null && t.previousPosition !== t.position,
      );
      for (const team of moved)
        await expect(page.locator(`tr[data-team-id="${team._id}"] .embed-move`).textContent()).resolves.toBe(
          `${team.position < team.previousPosition! ? '▲' : '▼'}${Math.abs(team.previousPosition! - team.position)}`,
        );
      await expectLegend(page, await ladderOf(competitionId));
      await expectAccessible(page);
      await screenshot(page, 'embed-ladder-live', { fullPage: true });
      await page.context().close();
    }
  });
});

describe('the ladder embed’s marks', () => {
  it('should mark the teams a finished season has decided, with the legend, in both embeds', async () => {
    const { other } = await seasons();
    let marked: { competition: CompetitionSummary; ladder: LadderResponse } | null = null;
    for (const competition of await competitions(other)) {
      if (!competition.display.public || !competition.display.ladder) continue;
      const ladder = await ladderOf(competition._id);
      if (ladder.teams.some((t) => t.mark)) {
        marked = { competition, ladder };
        break;
      }
    }
    if (!marked) throw new Error('The demo has no ladder with marks last season');
    const { competition, ladder } = marked;
    for (const viewport of VIEWPORTS) {
      const page = await openPage(browser, viewport);
      await page.goto(`/embed/ladder/${competition._id}`);
      await page.locator('.embed-ladder tbody tr').first().waitFor();
      // Nothing is live in a finished season: the ladder of finished results, not provisional.
      await expect(page.locator('.embed__note').count()).resolves.toBe(0);
      await expectLegend(page, ladder);
      await expect(page.locator('.embed-legend li').count()).resolves.toBeGreaterThan(0);
      await expectAccessible(page);
      await screenshot(page, 'embed-ladder-marks', { fullPage: true });

      await page.goto(`/embed/playoffs/${competition._id}`);
      await page.locator('.embed-playoffs tbody tr').first().waitFor();
      await expectLegend(page, ladder);
      await expectAccessible(page);
      await screenshot(page, 'embed-playoffs-marks', { fullPage: true });
      await page.context().close();
    }
  });
});

describe('the embeds’ documentation', () => {
  it('should list the playoff picture embed and give its snippet, with a live preview', async () => {
    for (const viewport of VIEWPORTS) {
      const page = await openPage(browser, viewport);
      await page.goto('/embed');
      await page.getByRole('heading', { name: 'Embeds for club websites' }).waitFor();
      await expect(page.locator('.embed-docs__kind dt').allTextContents()).resolves.toContain(
        "A competition's playoff picture /embed/playoffs/{competition}",
      );
      await page.getByLabel('Show').selectOption('playoffs');
      await expect(page.getByLabel('Team').count()).resolves.toBe(0);
      const snippet = page.getByLabel('The snippet to paste into your page');
      await expect
        .poll(() => snippet.inputValue())
        .toMatch(
          /<iframe id="touchline-playoffs-\d+" src="http:\/\/[^"]+\/embed\/playoffs\/\d+" title="[^"]+ playoff picture"/,
        );
      await expect(
        page.frameLocator('.embed-docs__preview').locator('.embed__title').textContent(),
      ).resolves.toContain('Playoff picture');
      await expectAccessible(page);
      await screenshot(page, 'embed-docs-playoffs', { fullPage: true });
      await page.context().close();
    }
  });
});
