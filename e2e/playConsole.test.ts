import type { MatchCompetitionSettings, MatchDetail } from '@touchline/domain';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeViolations, describeViolations } from './axe';
import { launchBrowser } from './browser';
import { button, LIVE_MS, openConsole, pregameGridirons, refereeLink } from './scoreConsole';
import { api, baseUrl, screenshot, VIEWPORTS } from './support';

/** The scorer's console, play by play (issue 26): a gridiron game kept with one thumb. */

let browser: Browser;
const contexts: BrowserContext[] = [];

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  for (const context of contexts) await context.close();
  await browser?.close();
});

/** The demo scores national 14's gridiron competitions play by play: these matches' among them. */
async function scoredPlayByPlay(matchIds: readonly number[]) {
  const settings = await Promise.all(
    matchIds.map((id) => api<MatchCompetitionSettings>(`/live/matches/${id}/competition-settings`)),
  );
  expect(settings.map((s) => s.gridiron !== null)).toEqual(matchIds.map(() => true));
}

let matches: number[] = [];

beforeAll(async () => {
  matches = (await pregameGridirons()).slice(0, VIEWPORTS.length);
  await scoredPlayByPlay(matches);
}, 180_000);

const situation = (page: Page) => page.getByTestId('play-situation');

/** Waits until the console's situation reads `text` ('1st & 10 at OWN 25'). */
const situationReads = (page: Page, text: string) =>
  situation(page)
    .locator('.play-situation__main')
    .getByText(text, { exact: true })
    .waitFor({ timeout: LIVE_MS });

/** Taps the drawn field where the ball ended, `spot` yards from the offence's goal line. */
async function tapField(page: Page, spot: number) {
  const field = page.locator('.play-field__spot');
  // Mid-screen: clear of the sticky bar at the top and of Record and Undo at the bottom.
  await field.evaluate((el) => el.scrollIntoView({ block: 'center' }));
  const [min, max] = await Promise.all([field.getAttribute('min'), field.getAttribute('max')]);
  const box = (await field.boundingBox())!;
  // The slider's 6 px thumb: its centre runs from 3 px in to 3 px short of the end.
  const x = 3 + ((box.width - 6) * (spot - Number(min))) / (Number(max) - Number(min));
  await page.mouse.click(box.x + x, box.y + box.height / 2);
}

async function record(page: Page) {
  await button(page, 'Record', true).click();
}

/** The match's plays as the public API gives them, once there are `count`. */
async function playsOnServer(matchId: number, count: number): Promise<MatchDetail> {
  const deadline = Date.now() + LIVE_MS * 2;
  for (;;) {
    const match = await api<MatchDetail>(`/live/matches/${matchId}`);
    if (match.plays.length === count || Date.now() > deadline) return match;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe("the scorer's console, play by play", () => {
  // Each width scores a match of its own, from its kickoff.
  for (const [index, viewport] of VIEWPORTS.entries()) {
    it(`should keep a gridiron game with one thumb at ${viewport.width} px, count plays not sent yet, and undo the last`, async () => {
      expect(matches.length, 'the demo has gridiron matches to kick off soon').toBe(VIEWPORTS.length);
      const matchId = matches[index]!;
      const settings = await api<MatchCompetitionSettings>(`/live/matches/${matchId}/competition-settings`);
      expect(settings.gridiron, 'the demo scores its gridiron competitions play by play').not.toBeNull();
      const match = await api<MatchDetail>(`/live/matches/${matchId}`);
      const home = match.homeTeam!.name;
      const away = match.awayTeam!.name;
      const { link } = await refereeLink(matchId);
      const context = await browser.newContext({ viewport, baseURL: baseUrl, serviceWorkers: 'block' });
      contexts.push(context);
      const page = await context.newPage();
      await openConsole(page, link, matchId, 'plays');

      // Plays is the mode of a match scored play by play; Events is a tap away.
      await expect(button(page, 'Plays', true).getAttribute('aria-pressed')).resolves.toBe('true');
      await expect(situation(page).getAttribute('aria-live')).resolves.toBe('polite');
      await button(page, 'Kick-off', true).click();
      await situationReads(page, 'Kickoff');
      await expect(situation(page).textContent()).resolves.toContain('Either team kicks');

      // The kickoff first: the kicking team is the scorer's to say; a touchback by default.
      await expect(button(page, 'Kickoff', true).getAttribute('aria-pressed')).resolves.toBe('true');
      await expect(button(page, 'Record', true).isDisabled()).resolves.toBe(true);
      await page
        .getByRole('group', { name: /Kicking team/ })
        .getByRole('button', { name: home })
        .click();
      await record(page);
      await situationReads(page, '1st & 10 at OWN 25');
      await expect(situation(page).textContent()).resolves.toContain(`${away} ball`);

      // A run of 3 yards stepped up to 8; then a pass to the OWN 45, set by a tap on the field.
      await button(page, 'Run', true).click();
      await button(page, '5 yards more').click();
      await expect(page.getByLabel('Yards gained').inputValue()).resolves.toBe('8');
      await record(page);
      await situationReads(page, '2nd & 2 at OWN 33');
      await button(page, 'Pass complete', true).click();
      await tapField(page, 45);
      await expect(page.getByLabel('Yards gained').inputValue()).resolves.toBe('12');
      await record(page);
      await situationReads(page, '1st & 10 at OWN 45');

      // Offline, a penalty on the defence (15 yards, automatic first down) still moves the
      // situation, counted as not sent; back online it is sent.
      await page.locator('[data-queue="sent"]').waitFor({ timeout: LIVE_MS });
      await context.setOffline(true);
      await button(page, 'Penalty', true).click();
      await page
        .getByRole('group', { name: /Penalty on/ })
        .getByRole('button', { name: home })
        .click();
      await button(page, '15 yards', true).click();
      await button(page, 'Automatic first down', true).click();
      await page.getByLabel('Foul (optional)').fill('Face mask');
      await record(page);
      await situationReads(page, '1st & 10 at OPP 40');
      await expect(situation(page).textContent()).resolves.toContain('1 not sent');
      await context.setOffline(false);
      await page.locator('[data-queue="sent"]').waitFor({ timeout: 15_000 });

      const recorded = await playsOnServer(matchId, 4);
      expect(recorded.plays.map((p) => [p.type, p.isHomeTeam, p.yards ?? null, p.result ?? null])).toEqual([
        ['kickoff', true, 65, 'touchback'],
        ['run', false, 8, null],
        ['passComplete', false, 12, null],
        ['penalty', true, 15, null],
      ]);
      expect(recorded.plays[3]).toMatchObject({ firstDown: true, note: 'Face mask' });
      expect(recorded.game).toMatchObject({ possession: 'away', down: 1, distance: 10, ballOn: 60 });

      // The first screen: the situation on top, Record and Undo at the bottom, under the thumb.
      await page.evaluate(() => window.scrollTo(0, 0));
      const recordBox = (await button(page, 'Record', true).boundingBox())!;
      expect(recordBox.y + recordBox.height).toBeLessThanOrEqual(viewport.height);
      expect(recordBox.y).toBeGreaterThan(viewport.height / 2);
      await screenshot(page, 'play-console');
      await screenshot(page, 'play-console-full', { fullPage: true });
      const serious = (await axeViolations(page)).filter(
        (v) => v.impact === 'serious' || v.impact === 'critical',
      );
      expect(serious, describeViolations(serious)).toEqual([]);

      // Undo takes back the penalty: deleted on the server, and the situation goes back.
      await button(page, 'Undo last play', true).click();
      const dialog = page.getByRole('dialog', { name: 'Undo the last play?' });
      await expect(dialog.textContent()).resolves.toContain(`Penalty (${home})`);
      await dialog.getByRole('button', { name: 'Yes, undo it' }).click();
      await situationReads(page, '1st & 10 at OWN 45');
      const undone = await playsOnServer(matchId, 3);
      expect(undone.plays.map((p) => p.type)).toEqual(['kickoff', 'run', 'passComplete']);
      expect(undone.game).toMatchObject({ possession: 'away', down: 1, ballOn: 45 });

      // More holds the rest of the plays the phase allows.
      await button(page, 'More plays').click();
      await button(page, 'Punt', true).waitFor();
      await screenshot(page, 'play-console-more', { fullPage: true });
    });
  }
});
