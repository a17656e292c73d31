import type { LadderResponse } from '@touchline/domain';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from './browser';
import {
  allMatches,
  api,
  competitions,
  find,
  openPage,
  openWithCompetition,
  pillShows,
  screenshot,
  seasons,
  VIEWPORTS,
} from './support';

/**
 * Gridiron standings on the demo: WA's W-L-T table, and the women's league of divisions within
 * conferences shown by division, by conference or as one table.
 */

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

/** A gridiron table's headers, in order; Div and Conf only where there are divisions and conferences. */
const HEADERS = ['No.', 'Name', 'W', 'L', 'T', 'PCT', 'PF', 'PA', 'Net', 'Div', 'Conf', 'Strk'];
const WITHOUT_RECORDS = HEADERS.filter((h) => h !== 'Div' && h !== 'Conf');

const headersOf = (page: Page, name: string) =>
  page
    .getByRole('table', { name })
    .first()
    .locator('thead th')
    .evaluateAll((cells) =>
      cells.map((th) => (th.querySelector('[aria-hidden="true"]') ?? th).textContent?.trim()),
    );

/** The headers a reader sees: a phone leaves a gridiron table's wide columns to each row's detail. */
const visibleHeadersOf = (page: Page, name: string) =>
  page
    .getByRole('table', { name })
    .first()
    .locator('thead th')
    .evaluateAll((cells) =>
      cells
        .filter((th) => th.checkVisibility())
        .map((th) => (th.querySelector('[aria-hidden="true"]') ?? th).textContent?.trim()),
    );

async function openLadder(page: Page, id: number, name: string) {
  await openWithCompetition(page, id, '/tabs/ladders');
  await pillShows(page, name);
}

describe('a cancelled game', () => {
  it("should show as 'Cancelled' on its card", async () => {
    const cancelled = (await allMatches()).find((m) => m.status === 'cancelled');
    expect(cancelled, 'the demo has a cancelled game').toBeDefined();
    const page = await openPage(browser, VIEWPORTS[0]!);
    await openWithCompetition(page, cancelled!.competition._id, '/tabs/schedule');
    const card = page.locator(`main a[href$="/matches/${cancelled!._id}"]`);
    await card.waitFor();
    await card.getByText('Cancelled', { exact: true }).waitFor();
    await page.context().close();
  });
});

describe('gridiron standings', () => {
  for (const viewport of VIEWPORTS) {
    it(`should show a gridiron template's table at ${viewport.width} px`, async () => {
      const list = await competitions((await seasons()).current);
      const wa = find(list, (c) => c.name === 'WA Premier Division', 'WA Premier Division');
      const ladder = await api<LadderResponse>(`/live/ladders/competition/${wa._id}`);
      expect(ladder.competition.laddertemplate.layout).toBe('gridiron');
      const page = await openPage(browser, viewport);
      await openLadder(page, wa._id, wa.name);
      const tableName = `${wa.name} ladder`;
      await page.getByRole('table', { name: tableName }).waitFor();
      // No Div or Conf: WA's premier division has no divisions or conferences to count.
      expect(await headersOf(page, tableName)).toEqual(WITHOUT_RECORDS);
      const phone = viewport.width < 768;
      expect(await visibleHeadersOf(page, tableName)).toEqual(
        phone ? ['No.', 'Name', 'W', 'L', 'T', 'PCT', 'Net', 'Strk'] : WITHOUT_RECORDS,
      );
      const fits = await page
        .getByRole('table', { name: tableName })
        .evaluate((t) => t.scrollWidth <= (t.parentElement?.clientWidth ?? 0));
      expect(fits).toBe(true);
      // The first team's win percentage as gridiron prints it, and its streak.
      const first = ladder.teams[0]!;
      const row = page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: first.name }) });
      await row.getByText(/^(\.\d{3}|1\.000)$/).waitFor();
      await row.getByText(first.records!.streak, { exact: true }).waitFor();
      // Opening a row says what put the team above the next.
      const toggle = row.getByRole('button', { name: first.name });
      await toggle.click();
      const detail = page.locator(`[id="${await toggle.getAttribute('aria-controls')}"]`);
      await detail.getByText(`Above the next on : ${first.separatedFromNext!.name}`).waitFor();
      await detail.getByText(`Home : ${first.records!.home}`).waitFor();
      // On a phone the detail gives the columns the table leaves out; a desktop shows them.
      const facts = detail.locator('.ladder-table__narrow-fact');
      if (phone) {
        await facts.filter({ hasText: `PF : ${first.stats.pointsFor}` }).waitFor();
        await facts.filter({ hasText: `PA : ${first.stats.pointsAgainst}` }).waitFor();
      } else
        expect(await facts.evaluateAll((spans) => spans.filter((s) => s.checkVisibility()).length)).toBe(0);
      await screenshot(page, 'gridiron-ladder');
      await page.context().close();
    });

    it(`should show a league by division, by conference or as one table at ${viewport.width} px`, async () => {
      const list = await competitions((await seasons()).current);
      const league = find(list, (c) => c.name === "Women's National League", "Women's National League");
      const page = await openPage(browser, viewport);
      await openLadder(page, league._id, league.name);
      const table = page.getByRole('combobox', { name: 'Table' });
      await table.waitFor();
      // By division: four divisions and the invitational team's, each with its records
      // against its division and its conference.
      for (const division of ['East Division', 'North Division', 'South Division', 'West Division'])
        await page.getByRole('heading', { level: 2, name: division }).waitFor();
      const east = `${league.name}, East Division ladder`;
      expect(await headersOf(page, east)).toEqual(HEADERS);
      await screenshot(page, 'ladder-by-division');
      await table.selectOption('conference');
      await page.getByRole('heading', { level: 2, name: 'Eastern Conference' }).waitFor();
      await page.getByRole('heading', { level: 2, name: 'Southern Conference' }).waitFor();
      expect(await page.getByRole('combobox', { name: 'Conference' }).count()).toBe(1);
      await screenshot(page, 'ladder-by-conference');
      await table.selectOption('none');
      await page
        .getByRole('heading', { level: 2, name: 'Eastern Conference' })
        .waitFor({ state: 'detached' });
      expect(await page.getByRole('table').count()).toBe(1);
      await screenshot(page, 'ladder-one-table');
      await page.context().close();
    });
  }
});
