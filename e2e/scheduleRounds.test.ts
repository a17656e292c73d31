import {
  type Bye,
  type CompetitionMatches,
  groupByRound,
  type MatchSummary,
  nearestRoundIndex,
  type RoundGroup,
} from '@touchline/domain';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from './browser';
import { api, competitions, openPage, openWithCompetition, screenshot, seasons, VIEWPORTS } from './support';

/**
 * A long season's schedule draws the rounds near the one it opens on and keeps the others'
 * headings and space (web/src/screens/schedule/useRoundWindow.ts): a far round's matches come
 * as the fan scrolls to it, and every round's heading is there from the start.
 */

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

/** The current season's competition with the most rounds, and its rounds as the screen groups them. */
async function longestSeason() {
  const { current } = await seasons();
  let best: { id: number; groups: RoundGroup<MatchSummary, Bye>[] } | null = null;
  for (const competition of await competitions(current)) {
    if (!competition.display.public || !competition.display.result) continue;
    const { matches, byes } = await api<CompetitionMatches>(`/live/matches/competitions/${competition._id}`);
    const groups = groupByRound(
      matches.filter((m) => !m.meta.isBye),
      byes,
    );
    if (!best || groups.length > best.groups.length) best = { id: competition._id, groups };
  }
  if (!best || best.groups.length < 8) throw new Error('The demo has no competition with 8 rounds or more');
  return best;
}

describe('a long schedule', () => {
  it("should draw the rounds near today's, keep every heading, and draw a far round when scrolled to", async () => {
    const { id, groups } = await longestSeason();
    const opening = nearestRoundIndex(
      groups.map((g) => g.dateTime),
      new Date(),
    )!;
    // The round furthest from the one the screen opens on, and one of its matches.
    const far = opening < groups.length / 2 ? groups.at(-1)! : groups[0]!;
    const farMatch = far.matches[0]!;

    for (const viewport of VIEWPORTS) {
      const page = await openPage(browser, viewport);
      await openWithCompetition(page, id, '/tabs/schedule');
      const openingHeading = page.getByRole('heading', {
        level: 2,
        name: groups[opening]!.label,
        exact: true,
      });
      await openingHeading.waitFor();
      await page
        .locator(`#round-${groups[opening]!.key} a[href$="/matches/${groups[opening]!.matches[0]!._id}"]`)
        .waitFor();

      // Every round's heading is there, for headings navigation, drawn or not.
      await expect.poll(() => page.locator('main section.round h2').count()).toBe(groups.length);
      // Not every round is drawn: some hold their place only.
      expect(await page.locator('main .round__pending').count()).toBeGreaterThan(0);

      // The far round is drawn once the fan scrolls to it.
      const farSection = page.locator(`#round-${far.key}`);
      await farSection.scrollIntoViewIfNeeded();
      await page
        .locator(`#round-${far.key} a[href$="/matches/${farMatch._id}"]`)
        .waitFor({ timeout: 10_000 });
      await expect.poll(() => farSection.locator('.round__pending').count()).toBe(0);
      await screenshot(page, 'schedule-far-round');

      // Nothing widens the page past the screen.
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(width).toBeLessThanOrEqual(viewport.width);
      await page.context().close();
    }
  });
});
