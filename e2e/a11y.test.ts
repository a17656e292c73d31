import type { CompetitionSummary, MatchSummary } from '@touchline/domain';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeViolations, describeViolations } from './axe';
import { launchBrowser } from './browser';
import {
  competitionPill,
  competitions,
  find,
  MATCH_KINDS,
  type MatchKind,
  matchOfEachKind,
  NATIONAL_NAME,
  openPage,
  pillShows,
  remember,
  screenshot,
  seasons,
  VIEWPORTS,
} from './support';

/**
 * axe-core on every screen of the issue, at phone and desktop widths: no serious or critical
 * violation, in the light colour scheme and the dark one. Each screen also leaves a full-page
 * screenshot in e2e/screenshots/.
 */

let browser: Browser;
/** A public team competition with a ladder and no pools, and one with pools. */
let withLadder: CompetitionSummary;
let withPools: CompetitionSummary;
/** A match of each kind the match centre shows differently. */
let matches: Record<MatchKind, MatchSummary>;

beforeAll(async () => {
  browser = await launchBrowser();
  const { current } = await seasons();
  const shown = (await competitions(current)).filter(
    (c) => c.gameType === 'teams' && c.display.public && c.display.result && c.display.ladder,
  );
  withLadder = find(shown, (c) => !c.hasPools, 'public ladder');
  withPools = find(shown, (c) => c.hasPools, 'public ladder with pools');
  matches = await matchOfEachKind();
});

afterAll(async () => {
  await browser?.close();
});

/** The screens, each opened on the shared page and waited for until its content is in. */
const SCREENS: { name: string; open: (page: Page) => Promise<void>; dialog?: boolean }[] = [
  { name: 'explore', open: (page) => openExplore(page, '/tabs/explore', NATIONAL_NAME) },
  { name: 'schedule', open: (page) => openSchedule(page, withLadder) },
  {
    name: 'schedule-filters',
    dialog: true,
    open: async (page) => {
      await openSchedule(page, withLadder);
      await page.getByRole('button', { name: 'Filters', exact: true }).click();
      await page.getByRole('dialog', { name: 'Filters' }).getByRole('radio', { name: 'Live' }).waitFor();
    },
  },
  {
    name: 'schedule-competitions',
    dialog: true,
    open: async (page) => {
      await openSchedule(page, withLadder);
      await competitionPill(page).click();
      await page.getByRole('dialog', { name: 'Competitions' }).getByRole('listitem').first().waitFor();
    },
  },
  {
    name: 'ladder',
    open: async (page) => {
      await remember(page, { competition: withLadder._id });
      await page.goto('/tabs/ladders');
      await page.getByRole('table', { name: `${withLadder.name} ladder` }).waitFor();
    },
  },
  {
    name: 'ladder-pools',
    open: async (page) => {
      await remember(page, { competition: withPools._id });
      await page.goto('/tabs/ladders');
      await page
        .getByRole('table', { name: new RegExp(`^${escaped(withPools.name)}, .+ ladder$`) })
        .first()
        .waitFor();
      expect(await page.getByRole('table').count()).toBeGreaterThan(1);
    },
  },
  {
    name: 'leaderboard',
    open: async (page) => {
      await remember(page, { competition: withLadder._id });
      await page.goto('/tabs/leaderboard');
      await page.getByRole('table', { name: new RegExp(`^${escaped(withLadder.name)}: `) }).waitFor();
    },
  },
  // The match centre: each kind of match on its first tab, and the live one on every tab.
  ...MATCH_KINDS.map((kind) => ({
    name: `match-${kind}`,
    open: (page: Page) => openMatch(page, matches[kind]),
  })),
  ...(['Events', 'Line-ups', 'Stats'] as const).map((tab) => ({
    name: `match-live-${tab.toLowerCase()}`,
    open: async (page: Page) => {
      await openMatch(page, matches.live);
      await page.getByRole('tab', { name: tab }).click();
      await page.getByRole('tabpanel').locator('.centre-card').first().waitFor();
      // The field view's 'Loading...' overlay (1 s) is part of the screen too, but not for long.
      if (tab === 'Line-ups') await page.locator('.pitch__loading').waitFor({ state: 'detached' });
    },
  })),
  {
    name: 'branded-explore',
    open: (page) => openExplore(page, '/c/state/nsw/tabs/explore', 'New South Wales'),
  },
  {
    name: 'branded-schedule',
    open: async (page) => {
      await page.goto('/c/state/nsw/tabs/schedule');
      await page.getByRole('banner').getByText('New South Wales', { exact: true }).waitFor();
      await page.locator('main .round').first().waitFor();
    },
  },
];

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

async function openExplore(page: Page, path: string, name: string) {
  await page.goto(path);
  await page.getByRole('heading', { level: 1, name }).waitFor();
  for (const section of ['Competitions', /^(States|Associations|Clubs)$/])
    await page.getByRole('region', { name: section }).locator('.link-card__name').first().waitFor();
}

async function openMatch(page: Page, match: MatchSummary) {
  await page.goto(`/matches/${match._id}`);
  await page.getByRole('heading', { level: 1, name: match.competition.name }).waitFor();
  await page.locator('.centre-card').first().waitFor();
}

async function openSchedule(page: Page, competition: CompetitionSummary) {
  await remember(page, { competition: competition._id });
  await page.goto('/tabs/schedule');
  await pillShows(page, competition.name);
  await page.locator('main .round').first().waitFor();
}

/** Each width in the light colour scheme and the dark one (the system's setting). */
const LOOKS = VIEWPORTS.flatMap((viewport) =>
  (['light', 'dark'] as const).map((scheme) => ({ viewport, scheme, width: viewport.width })),
);

describe.each(LOOKS)('accessibility at $width px, $scheme', ({ viewport, scheme }) => {
  let page: Page;

  beforeAll(async () => {
    // Animations finish at once, so colours are checked as they end up.
    page = await openPage(browser, viewport, { reducedMotion: 'reduce', colorScheme: scheme });
    await page.goto('/tabs/explore');
  });

  afterAll(async () => {
    await page?.context().close();
  });

  it.each(SCREENS)(
    'should have no serious or critical violations on $name',
    async ({ name, open, dialog }) => {
      await open(page);
      const violations = await axeViolations(page);
      // A dialog is shown over the viewport; a screen, whole.
      await screenshot(page, `a11y-${name}${scheme === 'dark' ? '-dark' : ''}`, { fullPage: !dialog });
      const serious = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
      const minor = violations.filter((v) => !serious.includes(v));
      if (minor.length) console.warn(`axe, ${name}, minor and moderate:\n${describeViolations(minor)}`);
      expect(serious, `axe on ${name}:\n${describeViolations(serious)}`).toEqual([]);
    },
  );
});
