import {
  API_PREFIX,
  type FixtureResult,
  type ManagedCompetition,
  type ManagedCompetitions,
  type ManagedMatch,
  type ManagedRound,
} from '@touchline/domain';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { axeViolations, describeViolations } from './axe';
import { launchBrowser } from './browser';
import { managerLink } from './scoreConsole';
import {
  baseUrl,
  NATIONAL_ID,
  openWithCompetition,
  screenshot,
  VIEWPORTS,
  type Viewport,
  write,
} from './support';

/**
 * The manager's results grid (issue 28): a round entered by keyboard alone, seen on a fan's
 * ladder in another tab without a reload; a live-scored match replaced only after a
 * confirmation; a result saved offline kept on the device, marked "Not sent", and sent once back;
 * a refusal shown on its row until the manager tries again.
 * The data is the test's own: two matches it adds to a played round of a competition no other
 * browser test reads (SA Premier Division), one round per viewport.
 */

const COMPETITION = 'SA Premier Division';
const TOKEN = inject('token14');
/** How long a write may take to reach the other tab (its stream, then a refetch). */
const SEEN_MS = 10_000;

let browser: Browser;
const contexts: BrowserContext[] = [];
let competition: ManagedCompetition;
/** A played round per viewport, latest first. */
let rounds: ManagedRound[];

async function manageRead<T>(path: string): Promise<T> {
  const response = await fetch(`${baseUrl}${API_PREFIX}${path}`, {
    headers: { 'national-id': String(NATIONAL_ID), authorization: `Bearer ${TOKEN}` },
  });
  if (!response.ok) throw new Error(`GET ${path}: ${response.status} ${await response.text()}`);
  return ((await response.json()) as { data: T }).data;
}

const roundMatches = (roundId: number) =>
  manageRead<ManagedMatch[]>(`/live/manage/competitions/${competition._id}/matches?roundId=${roundId}`);

const matchNow = async (roundId: number, matchId: number) =>
  (await roundMatches(roundId)).find((m) => m._id === matchId)!;

beforeAll(async () => {
  browser = await launchBrowser();
  const data = await manageRead<ManagedCompetitions>('/live/manage/competitions');
  competition = data.competitions.find((c) => c.name === COMPETITION)!;
  const played = competition.rounds.filter((r) => r.lastDate !== null && Date.parse(r.lastDate) < Date.now());
  rounds = played.slice(-VIEWPORTS.length).reverse();
  if (competition.teams.length < 4 || rounds.length < VIEWPORTS.length)
    throw new Error('The demo has no room for this test');
});

afterAll(async () => {
  for (const context of contexts) await context.close();
  await browser?.close();
});

async function newContext(viewport: Viewport): Promise<BrowserContext> {
  const context = await browser.newContext({ viewport, baseURL: baseUrl, serviceWorkers: 'block' });
  contexts.push(context);
  return context;
}

/** Adds two matches of the round's teams, kicking off after the round's own. */
async function addMatches(round: ManagedRound): Promise<ManagedMatch[]> {
  const { teams } = competition;
  const after = Date.parse(round.lastDate!);
  const ids: number[] = [];
  for (const index of [0, 1]) {
    const added = await write<FixtureResult>('POST', `/live/competitions/${competition._id}/matches`, {
      roundId: round._id,
      dateTime: new Date(after + (index + 1) * 3_600_000).toISOString(),
      homeTeamId: teams[index * 2]!._id,
      awayTeamId: teams[index * 2 + 1]!._id,
    });
    ids.push(added.matchId);
  }
  const matches = await roundMatches(round._id);
  return ids.map((id) => matches.find((m) => m._id === id)!);
}

const fixture = (m: ManagedMatch) => `${m.homeTeam!.name} v ${m.awayTeam!.name}`;
const homeScore = (page: Page, m: ManagedMatch) =>
  page.getByLabel(`${fixture(m)}, home score`, { exact: true });
const row = (page: Page, m: ManagedMatch) => page.locator(`tr.manage-row[data-match="${m._id}"]`);
const saved = (page: Page, m: ManagedMatch) =>
  page.locator(`tr.manage-row[data-match="${m._id}"][data-state="saved"]`);
const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const focusedLabel = (page: Page) => page.evaluate(() => document.activeElement?.getAttribute('aria-label'));

/** A team's row on the fans' ladder, whatever marks its name carries. */
const ladderRow = (page: Page, name: string): Locator =>
  page
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name: new RegExp(`^${escaped(name)}(,|$| )`) }) });

async function expectAxeClean(page: Page) {
  const violations = await axeViolations(page);
  expect(violations, describeViolations(violations)).toEqual([]);
}

describe("the manager's results grid", () => {
  VIEWPORTS.forEach((viewport, index) => {
    it(`should take a round typed by keyboard alone to a fan's ladder, at ${viewport.width} px`, async () => {
      const round = rounds[index]!;
      const [first, second] = await addMatches(round);
      const context = await newContext(viewport);

      // A fan follows the competition's ladder in another tab.
      const fan = await context.newPage();
      const stream = fan.waitForResponse((r) =>
        r.url().includes(`/live/competitions/${competition._id}/stream`),
      );
      await openWithCompetition(fan, competition._id, '/tabs/ladders');
      const fanRow = ladderRow(fan, first!.homeTeam!.name);
      await fanRow.waitFor();
      await stream;
      const before = await fanRow.textContent();
      await fan.evaluate(() => Object.assign(window, { e2eSamePage: true }));

      // The manager signs in by the link the token command prints, and picks the competition
      // and the round.
      const page = await context.newPage();
      const link = await managerLink(NATIONAL_ID);
      expect(new URL(link).pathname).toBe('/manage');
      await page.goto(link);
      await page.getByTestId('manager-identity').waitFor();
      expect(page.url()).not.toContain('#token');
      await page.getByLabel('Competition', { exact: true }).selectOption(String(competition._id));
      await page.getByLabel('Round', { exact: true }).selectOption(String(round._id));
      await expect.poll(() => new URL(page.url()).searchParams.get('round')).toBe(String(round._id));
      await homeScore(page, first!).waitFor();

      // The round by keyboard: scores, Tab between them, Enter saves and moves to the next row.
      await homeScore(page, first!).focus();
      await page.keyboard.type('21');
      await page.keyboard.press('Tab');
      await page.keyboard.type('14');
      await expect(row(page, first!).getAttribute('data-state')).resolves.toBe('edited');
      await page.keyboard.press('Enter');
      await expect(focusedLabel(page)).resolves.toBe(`${fixture(second!)}, home score`);
      await page.keyboard.type('7');
      await page.keyboard.press('Tab');
      await page.keyboard.type('30');
      await page.keyboard.press('Enter');
      for (const m of [first!, second!]) await saved(page, m).waitFor({ timeout: SEEN_MS });
      await page.getByRole('status').filter({ hasText: 'Saved: Result:' }).waitFor({ state: 'attached' });
      expect(await matchNow(round._id, first!._id)).toMatchObject({
        status: 'final',
        homeScore: 21,
        awayScore: 14,
      });
      expect(await matchNow(round._id, second!._id)).toMatchObject({
        status: 'final',
        homeScore: 7,
        awayScore: 30,
      });

      // The fan's ladder counted it, without a reload.
      await expect.poll(() => fanRow.textContent(), { timeout: SEEN_MS }).not.toBe(before);
      await expect(fan.evaluate(() => 'e2eSamePage' in window)).resolves.toBe(true);
      await screenshot(fan, 'manage-results-ladder');

      // A match scored live is replaced only after the manager confirms it.
      const live = (await roundMatches(round._id)).find(
        (m) => m.scoredLive && m.status === 'final' && m.homeScore > m.awayScore,
      )!;
      await row(page, live)
        .getByRole('button', { name: `Edit result of ${fixture(live)}` })
        .click();
      await homeScore(page, live).fill(String(live.homeScore + 1));
      await homeScore(page, live).press('Enter');
      const dialog = page.getByRole('dialog', { name: `Replace the live score of ${fixture(live)}?` });
      await dialog
        .getByText('This match was scored live. Replace its live score with this result?')
        .waitFor();
      // Keeping the live score has the focus: an Enter once too often replaces nothing.
      expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Keep the live score');
      await expectAxeClean(page);
      await dialog.getByRole('button', { name: 'Replace the live score' }).click();
      await expect
        .poll(async () => (await matchNow(round._id, live._id)).homeScore, { timeout: SEEN_MS })
        .toBe(live.homeScore + 1);

      // A row typed and not saved is still there after a look at another tab; Escape takes it back.
      await homeScore(page, first!).fill('22');
      await page.getByRole('tab', { name: 'Fixtures' }).click();
      await page.getByRole('heading', { name: 'Fixtures', exact: true }).waitFor();
      await page.getByRole('tab', { name: 'Results' }).click();
      await expect(homeScore(page, first!).inputValue()).resolves.toBe('22');
      await expect(row(page, first!).getAttribute('data-state')).resolves.toBe('edited');
      await homeScore(page, first!).press('Escape');
      await expect(homeScore(page, first!).inputValue()).resolves.toBe('21');

      // Offline, a saved row waits on the device, marked, and goes once the network is back.
      await context.setOffline(true);
      await page
        .getByText("Offline: results are kept on this device and sent when you're back online.")
        .waitFor();
      await homeScore(page, first!).focus();
      await page.keyboard.press('ControlOrMeta+A');
      await page.keyboard.type('24');
      await page.keyboard.press('Enter');
      await row(page, first!).getByText('Not sent', { exact: true }).waitFor();
      await expect(row(page, first!).getAttribute('data-state')).resolves.toBe('not-sent');
      await screenshot(page, 'manage-results-offline', { fullPage: true });
      expect((await matchNow(round._id, first!._id)).homeScore).toBe(21);
      await context.setOffline(false);
      await saved(page, first!).waitFor({ timeout: SEEN_MS });
      await expect
        .poll(async () => (await matchNow(round._id, first!._id)).homeScore, { timeout: SEEN_MS })
        .toBe(24);
      await expect.poll(() => homeScore(page, first!).inputValue()).toBe('24');

      // A refusal stops the queue at its row, with the server's words, until the manager chooses.
      const refusal = 'The match changed meanwhile: check it and try again';
      await page.route('**/live/matches/*/result', (route) =>
        route.fulfill({
          status: 409,
          contentType: 'application/json',
          body: JSON.stringify({ statusCode: 409, code: 'CHANGED_SINCE', message: refusal }),
        }),
      );
      await homeScore(page, second!).focus();
      await page.keyboard.press('ControlOrMeta+A');
      await page.keyboard.type('9');
      await page.keyboard.press('Enter');
      const alert = page.locator(`tr[data-note-for="${second!._id}"] [role="alert"]`);
      await alert.getByText(refusal, { exact: false }).waitFor({ timeout: SEEN_MS });
      await expect(row(page, second!).getAttribute('data-state')).resolves.toBe('refused');
      await expectAxeClean(page);
      await screenshot(page, 'manage-results-refused', { fullPage: true });
      await page.unroute('**/live/matches/*/result');
      await alert.getByRole('button', { name: `Try again to save ${fixture(second!)}` }).click();
      await saved(page, second!).waitFor({ timeout: SEEN_MS });
      await expect
        .poll(async () => (await matchNow(round._id, second!._id)).homeScore, { timeout: SEEN_MS })
        .toBe(9);

      await expectAxeClean(page);
      await screenshot(page, 'manage-results', { fullPage: true });
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        viewport.width,
      );
    });
  });
});
