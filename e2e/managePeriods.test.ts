import {
  API_PREFIX,
  type ManagedCompetition,
  type ManagedCompetitions,
  type ManagedMatch,
  type PeriodPoints,
} from '@touchline/domain';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { axeViolations, describeViolations } from './axe';
import { launchBrowser } from './browser';
import { managerLink } from './scoreConsole';
import { baseUrl, NATIONAL_ID, screenshot, VIEWPORTS } from './support';

/**
 * The manager's per-period points (issue 28): typed by keyboard under a match's row of the
 * results grid, saved, and shown in the match centre's per-period table to a fan.
 * The data: a finished match of the Women's National League (its match centres show the score
 * quarter by quarter), one per viewport. Its points add up to the score it has, so its ladder,
 * which other browser tests read, does not change.
 */

const COMPETITION = "Women's National League";
const TOKEN = inject('token14');
/** How long a saved row may take to reach the server. */
const SAVED_MS = 10_000;

let browser: Browser;
const contexts: BrowserContext[] = [];
let competition: ManagedCompetition;
/** A match per viewport. */
let chosen: ManagedMatch[];

async function manageRead<T>(path: string): Promise<T> {
  const response = await fetch(`${baseUrl}${API_PREFIX}${path}`, {
    headers: { 'national-id': String(NATIONAL_ID), authorization: `Bearer ${TOKEN}` },
  });
  if (!response.ok) throw new Error(`GET ${path}: ${response.status} ${await response.text()}`);
  return ((await response.json()) as { data: T }).data;
}

const matchNow = async (m: ManagedMatch) =>
  (
    await manageRead<ManagedMatch[]>(
      `/live/manage/competitions/${competition._id}/matches?roundId=${m.roundId}`,
    )
  ).find((found) => found._id === m._id)!;

beforeAll(async () => {
  browser = await launchBrowser();
  const data = await manageRead<ManagedCompetitions>('/live/manage/competitions');
  competition = data.competitions.find((c) => c.name === COMPETITION)!;
  const all = await manageRead<ManagedMatch[]>(`/live/manage/competitions/${competition._id}/matches`);
  const candidates = all.filter(
    (m) =>
      m.perPeriodScore &&
      m.status === 'final' &&
      m.periodPoints === null &&
      m.roundId !== null &&
      m.periods === 4,
  );
  // From the end: the earliest rounds' matches are the ones the fans' pages show first.
  chosen = candidates.slice(-VIEWPORTS.length);
  if (chosen.length < VIEWPORTS.length)
    throw new Error(`The demo has no room for this test: ${JSON.stringify(all.slice(0, 3))}`);
});

afterAll(async () => {
  for (const context of contexts) await context.close();
  await browser?.close();
});

/** A score split into four quarters that add up to it, the last taking what is left. */
const quarters = (score: number) => {
  const each = Math.floor(score / 4);
  return [each, each, each, score - 3 * each];
};

const fixture = (m: ManagedMatch) => `${m.homeTeam!.name} v ${m.awayTeam!.name}`;
const focusedLabel = (page: Page) => page.evaluate(() => document.activeElement?.getAttribute('aria-label'));

async function expectAxeClean(page: Page) {
  const violations = await axeViolations(page);
  expect(violations, describeViolations(violations)).toEqual([]);
}

describe("the manager's per-period points", () => {
  VIEWPORTS.forEach((viewport, index) => {
    it(`should take quarters typed by keyboard to the match centre's table, at ${viewport.width} px`, async () => {
      const match = chosen[index]!;
      const home = quarters(match.homeScore);
      const away = quarters(match.awayScore);
      const context = await browser.newContext({ viewport, baseURL: baseUrl, serviceWorkers: 'block' });
      contexts.push(context);
      const page = await context.newPage();
      await page.goto(await managerLink(NATIONAL_ID));
      await page.getByTestId('manager-identity').waitFor();
      await page.getByLabel('Competition', { exact: true }).selectOption(String(competition._id));
      await page.getByLabel('Round', { exact: true }).selectOption(String(match.roundId));
      // A match scored live takes a result only once the manager asks to edit it.
      if (match.scoredLive)
        await page
          .locator(`tr.manage-row[data-match="${match._id}"]`)
          .getByRole('button', { name: `Edit result of ${fixture(match)}` })
          .click();
      const firstQuarter = page.getByLabel(`${fixture(match)}, home, Q1 points`, { exact: true });
      await firstQuarter.waitFor();

      // Tab through the home side's quarters, then the away side's; the score follows them.
      await firstQuarter.focus();
      for (const [side, points] of [
        ['home', home],
        ['away', away],
      ] as const) {
        for (const [i, value] of points.entries()) {
          expect(await focusedLabel(page)).toBe(`${fixture(match)}, ${side}, Q${i + 1} points`);
          await page.keyboard.type(String(value));
          await page.keyboard.press('Tab');
        }
      }
      // Past the quarters, an overtime can be added and removed again.
      const focusedText = () => page.evaluate(() => document.activeElement?.textContent);
      expect(await focusedText()).toBe(`Add overtime to ${fixture(match)}`);
      await page.keyboard.press('Enter');
      await expect.poll(() => focusedLabel(page)).toBe(`${fixture(match)}, home, OT points`);
      await page.getByRole('button', { name: `Remove OT from ${fixture(match)}` }).click();
      await expect(
        page.getByLabel(`${fixture(match)}, home, OT points`, { exact: true }).count(),
      ).resolves.toBe(0);
      await expect
        .poll(() => page.evaluate(() => document.activeElement?.textContent))
        .toBe(`Add overtime to ${fixture(match)}`);

      // Part-typed quarters are refused, with the reason on the row.
      const row = page.locator(`tr.manage-row[data-match="${match._id}"]`);
      const lastAway = page.getByLabel(`${fixture(match)}, away, Q4 points`, { exact: true });
      await lastAway.fill('');
      await lastAway.press('Enter');
      const note = page.locator(`tr[data-note-for="${match._id}"]`);
      await note.getByText("Type every quarter's points, or none.").waitFor();
      await expectAxeClean(page);
      await screenshot(page, 'manage-periods-problem', { fullPage: true });
      await lastAway.focus();
      await page.keyboard.type(String(away[3]));
      await expect(
        page.getByLabel(`${fixture(match)}, home score`, { exact: true }).inputValue(),
      ).resolves.toBe(String(match.homeScore));
      await expect(row.getAttribute('data-state')).resolves.toBe('edited');
      await page.keyboard.press('Enter');
      if (match.scoredLive)
        await page
          .getByRole('dialog', { name: `Replace the live score of ${fixture(match)}?` })
          .getByRole('button', { name: 'Replace the live score' })
          .click();
      await page.locator(`tr.manage-row[data-match="${match._id}"][data-state="saved"]`).waitFor({
        timeout: SAVED_MS,
      });
      const expected: PeriodPoints[] = home.map((h, i) => ({ homeTeam: h, awayTeam: away[i]! }));
      await expect
        .poll(async () => (await matchNow(match)).periodPoints, { timeout: SAVED_MS })
        .toEqual(expected);
      expect(await matchNow(match)).toMatchObject({
        status: 'final',
        homeScore: match.homeScore,
        awayScore: match.awayScore,
      });
      await expectAxeClean(page);
      await screenshot(page, 'manage-periods', { fullPage: true });
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        viewport.width,
      );

      // A fan's match centre shows the quarters.
      const fan = await context.newPage();
      await fan.goto(`/matches/${match._id}`);
      const table = fan.getByRole('table', { name: 'Points by period' });
      await table.waitFor();
      const homeRow = table.getByRole('row', {
        name: new RegExp(`^${match.homeTeam!.name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`),
      });
      await expect
        .poll(() => homeRow.getByRole('cell').allTextContents())
        .toEqual([...home.map(String), String(match.homeScore)]);
      const awayCells = await table.getByRole('row').last().getByRole('cell').allTextContents();
      expect(awayCells).toEqual([...away.map(String), String(match.awayScore)]);
      await expectAxeClean(fan);
      await screenshot(fan, 'manage-periods-match-centre');
    });
  });
});
