import {
  API_PREFIX,
  type FixtureResult,
  type ManagedCompetition,
  type ManagedCompetitions,
  type ManagedMatch,
  type ManagedVenue,
} from '@touchline/domain';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { axeViolations, describeViolations } from './axe';
import { launchBrowser } from './browser';
import { baseUrl, NATIONAL_ID, screenshot, VIEWPORTS, type Viewport, write } from './support';

/**
 * The manager's fixture editor, history and draw upload (issue 28): a match moved in /manage
 * moves on the fans' match page at once, its history reverts the move, and a draw with a
 * misspelt team is refused at its row and column, then imported once fixed. The data is the
 * test's own: matches it adds to the last round of a competition no other browser test reads
 * (a beach volleyball series), between teams that do not meet in that round.
 */

const COMPETITION = 'QLD Beach Volleyball Fundraiser Series';
const TOKEN = inject('token14');

let browser: Browser;
const contexts: BrowserContext[] = [];
let data: ManagedCompetitions;
let competition: ManagedCompetition;
let roundId: number;
/** Pairs of teams that do not meet in the round, for each viewport's own matches. */
let free: [ManagedCompetition['teams'][number], ManagedCompetition['teams'][number]][];
/** A venue in a zone without summer time, so a typed kickoff has one offset all year. */
let venue: ManagedVenue;

/** A read of the manager's API under the test's token. */
async function manageRead<T>(path: string): Promise<T> {
  const response = await fetch(`${baseUrl}${API_PREFIX}${path}`, {
    headers: { 'national-id': String(NATIONAL_ID), authorization: `Bearer ${TOKEN}` },
  });
  if (!response.ok) throw new Error(`GET ${path}: ${response.status} ${await response.text()}`);
  return ((await response.json()) as { data: T }).data;
}

const roundMatches = () =>
  manageRead<ManagedMatch[]>(`/live/manage/competitions/${competition._id}/matches?roundId=${roundId}`);

beforeAll(async () => {
  browser = await launchBrowser();
  data = await manageRead<ManagedCompetitions>('/live/manage/competitions');
  competition = data.competitions.find((c) => c.name === COMPETITION)!;
  roundId = competition.rounds.at(-1)!._id;
  const met = new Set(
    (await roundMatches()).flatMap((m) =>
      m.homeTeam && m.awayTeam
        ? [`${m.homeTeam._id}-${m.awayTeam._id}`, `${m.awayTeam._id}-${m.homeTeam._id}`]
        : [],
    ),
  );
  const { teams } = competition;
  free = teams.flatMap((a, i) =>
    teams.slice(i + 1).flatMap((b) => (met.has(`${a._id}-${b._id}`) ? [] : [[a, b] as [typeof a, typeof b]])),
  );
  venue = data.venues.find((v) => v.timeZone === 'Australia/Brisbane')!;
  if (free.length < VIEWPORTS.length * 2 || !venue) throw new Error('The demo has no room for this test');
});

afterAll(async () => {
  for (const context of contexts) await context.close();
  await browser?.close();
});

async function newPage(viewport: Viewport): Promise<Page> {
  const context = await browser.newContext({ viewport, baseURL: baseUrl, serviceWorkers: 'block' });
  contexts.push(context);
  return context.newPage();
}

/** Fails on any rule axe-core finds broken, as the page stands. */
async function expectAxeClean(page: Page) {
  const violations = await axeViolations(page);
  expect(violations, describeViolations(violations)).toEqual([]);
}

describe("the manager's fixtures", () => {
  VIEWPORTS.forEach((viewport, index) => {
    it(`should move a match, revert the move and import a draw at ${viewport.width} px`, async () => {
      const [home, away] = free[index * 2]!;
      const [drawHome, drawAway] = free[index * 2 + 1]!;
      const added = await write<FixtureResult>('POST', `/live/competitions/${competition._id}/matches`, {
        roundId,
        dateTime: `2027-02-0${index + 1}T09:00:00+10:00`,
        homeTeamId: home._id,
        awayTeamId: away._id,
      });
      const title = `${home.name} v ${away.name}`;

      // A fan follows the match's page in another tab.
      const fan = await newPage(viewport);
      await fan.goto(`/matches/${added.matchId}`);
      await fan.locator('article.match[data-stream="open"]').waitFor({ timeout: 10_000 });

      const page = await newPage(viewport);
      await page.goto(`/manage?competition=${competition._id}&round=${roundId}&tab=fixtures#token=${TOKEN}`);
      const edit = page.getByRole('button', { name: new RegExp(`^Edit ${title}, `) });
      await edit.waitFor();
      // The token left the address once read.
      expect(await page.evaluate(() => window.location.hash)).toBe('');
      await screenshot(page, 'manage-fixtures', { fullPage: true });
      await expectAxeClean(page);

      // Move it: a new day, time and venue, typed in the venue's zone.
      await edit.click();
      const editor = page.getByRole('dialog', { name: `Edit ${title}` });
      await editor.getByLabel('Date', { exact: true }).fill(`2027-02-1${index + 1}`);
      await editor.getByLabel('Time', { exact: true }).fill('14:30');
      await editor.getByLabel('Venue', { exact: true }).selectOption({ label: venue.name });
      await editor.getByText('in Australia/Brisbane').waitFor();
      await screenshot(page, 'manage-fixture-editor');
      await expectAxeClean(page);
      await editor.getByRole('button', { name: 'Save' }).click();
      await page
        .getByRole('status')
        .filter({ hasText: `${title}: Moved to ` })
        .waitFor();
      await editor.waitFor({ state: 'hidden' });
      const moved = Date.parse(`2027-02-1${index + 1}T14:30:00+10:00`);

      // The fan's page follows the match's stream: moved without a reload.
      const overview = (venueName: string, at: number) =>
        fan.waitForFunction(
          ([name, ms]) => {
            const time = document.querySelector<HTMLTimeElement>('article.match time[datetime]');
            return (
              document.querySelector('article.match')?.textContent?.includes(name as string) &&
              time !== null &&
              Date.parse(time.dateTime) === ms
            );
          },
          [venueName, at] as const,
          { timeout: 10_000 },
        );
      await overview(venue.name, moved);

      // Its history: the move, with who and what; Revert puts it back.
      const history = page.getByRole('button', { name: new RegExp(`^History of ${title}, `) });
      await history.click();
      const dialog = page.getByRole('dialog', { name: `History: ${title}` });
      const move = dialog.getByRole('listitem').filter({ hasText: 'Fixture' }).first();
      await move.getByText(`None → to ${venue.name}`).waitFor();
      await screenshot(page, 'manage-history');
      await expectAxeClean(page);
      await move.getByRole('button', { name: /^Revert the fixture change/ }).click();
      await dialog.getByRole('status').filter({ hasText: 'Fixture change reverted.' }).waitFor();
      await move.getByText(/^Reverted/).waitFor();
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'hidden' });
      expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toMatch(
        new RegExp(`^History of ${title}, `),
      );
      await overview('TBA', Date.parse(added.dateTime!));

      // Another match for the round, added here, then removed after a confirmation.
      await page.getByRole('button', { name: 'Add match' }).click();
      const adder = page.getByRole('dialog', { name: `Add a match to ${competition.name}` });
      await adder.getByLabel('Date', { exact: true }).fill(`2027-03-0${index + 1}`);
      await adder.getByLabel('Time', { exact: true }).fill('09:30');
      await adder.getByLabel('Home team', { exact: true }).selectOption({ label: home.name });
      await adder.getByLabel('Away team', { exact: true }).selectOption({ label: away.name });
      await adder.getByRole('button', { name: 'Add match' }).click();
      await page
        .getByRole('status')
        .filter({ hasText: `Match added to ${competition.rounds.at(-1)!.name}.` })
        .waitFor();
      const remove = page.getByRole('button', {
        name: new RegExp(`^Remove ${title}, \\w{3} 0${index + 1} Mar, 9:30 AM`),
      });
      await remove.click();
      const confirm = page.getByRole('dialog', { name: `Remove ${title}?` });
      await expectAxeClean(page);
      await confirm.getByRole('button', { name: 'Remove match' }).click();
      await page
        .getByRole('status')
        .filter({ hasText: `${title} (` })
        .filter({ hasText: 'removed.' })
        .waitFor();
      await remove.waitFor({ state: 'detached' });
      // Removed by mistake: put back whole, then removed for good.
      await page.getByRole('button', { name: 'Put it back' }).click();
      await page.getByRole('status').filter({ hasText: 'The match is back in the draw.' }).waitFor();
      await remove.click();
      await confirm.getByRole('button', { name: 'Remove match' }).click();
      await remove.waitFor({ state: 'detached' });

      // A draw with a misspelt team: refused at its row and column, the right name suggested.
      await page.getByRole('tab', { name: 'Import draw' }).click();
      // The columns it takes, and an example, are a click away.
      await page.getByText('Columns and an example').click();
      await page.getByText('Required: round, date, home, away').waitFor();
      const misspelt = drawAway.name.replace(/ball$/, 'bal');
      const csv = (awayName: string) =>
        `round,date,time,home,away,venue\n${competition.rounds.at(-1)!.number},2027-02-2${index + 1},10:00,${drawHome.name},${awayName},${venue.name}\n`;
      await page.getByLabel('CSV file').setInputFiles({
        name: 'draw.csv',
        mimeType: 'text/csv',
        buffer: Buffer.from(csv(misspelt)),
      });
      await expect.poll(() => page.getByLabel('Or paste the CSV').inputValue()).toBe(csv(misspelt));
      await page.getByRole('button', { name: 'Check', exact: true }).click();
      const problem = page.getByRole('row').filter({ hasText: misspelt });
      await problem.waitFor();
      expect(await problem.getByRole('cell').allTextContents()).toEqual([
        '2',
        'away',
        expect.stringContaining(misspelt),
        expect.stringContaining(drawAway.name),
      ]);
      expect(await page.getByRole('button', { name: /^Import / }).count()).toBe(0);
      await screenshot(page, 'manage-draw-problems', { fullPage: true });
      await expectAxeClean(page);

      // Fixed in the text box, checked again, then imported.
      await page.getByLabel('Or paste the CSV').fill(csv(drawAway.name));
      await page.getByRole('button', { name: 'Check', exact: true }).click();
      await page.getByRole('status').filter({ hasText: 'Checked: 1 to add, 0 to change' }).waitFor();
      await screenshot(page, 'manage-draw-preview', { fullPage: true });
      await expectAxeClean(page);
      await page.getByRole('button', { name: 'Import 1 match' }).click();
      await page.getByRole('status').filter({ hasText: 'Imported: 1 added, 0 changed' }).waitFor();
      const imported = (await roundMatches()).filter(
        (m) => m.homeTeam?._id === drawHome._id && m.awayTeam?._id === drawAway._id,
      );
      expect(imported.map((m) => [m.venue?.name, Date.parse(m.dateTime!)])).toEqual([
        [venue.name, Date.parse(`2027-02-2${index + 1}T10:00:00+10:00`)],
      ]);
    });
  });
});
