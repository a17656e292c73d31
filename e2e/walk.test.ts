import type { CompetitionSummary, MatchSummary } from '@touchline/domain';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from './browser';
import {
  allMatches,
  api,
  competitions,
  find,
  type MatchKind,
  matchOfEachKind,
  openPage,
  remember,
  screenshot,
  seasons,
  VIEWPORTS,
  type Viewport,
  write,
} from './support';

/**
 * A fan's walk through every route, at a phone's and a desktop's width, with matches live: no
 * page scrolls sideways, nothing is cut off without a sign that it scrolls, and keyboard focus
 * shows everywhere.
 */

let browser: Browser;
let matches: Record<MatchKind, MatchSummary>;
let competition: CompetitionSummary;
let teamId: number;
let stateId: number;
let playerPath: string;

beforeAll(async () => {
  browser = await launchBrowser();
  matches = await matchOfEachKind();
  const { current } = await seasons();
  competition = find(
    await competitions(current),
    (c) => c.gameType === 'teams' && c.display.public && c.display.result && c.display.ladder,
    'public ladder',
  );
  teamId = matches.final.homeTeam!._id;
  stateId = (await api<{ _id: number }[]>('/live/states'))[0]!._id;
  // A player the public may see: the first on the team page's roster.
  const page = await openPage(browser, VIEWPORTS[0]!);
  await page.goto(`/teams/${teamId}`);
  playerPath = (await page.locator('main a[href*="/players/"]').first().getAttribute('href')) ?? '';
  await page.context().close();
  if (!playerPath) throw new Error('The team page lists no player');
});

/** Matches this file put under way, put back to pre-game after. */
const started: number[] = [];
/** Explore's 'Live now' strip with four cards or more: a desktop row and more. */
const LIVE_CARDS = 4;

/**
 * Four or more matches under way, as on a busy Saturday: the demo's, and kick-offs due within
 * the next hours started early (the strip counts those; web/src/screens/explore/LiveNow.tsx).
 */
async function enoughLive() {
  const live = await api<MatchSummary[]>('/live/matches/live');
  const soon = (await allMatches()).filter(
    (m) =>
      m.status === 'pre-game' &&
      m.homeTeam &&
      m.awayTeam &&
      m.sportType.value === 'gridiron' &&
      m.dateTime !== null &&
      Date.parse(m.dateTime) > Date.now(),
  );
  for (const m of soon.slice(0, Math.max(0, LIVE_CARDS - live.length))) {
    await write('PUT', `/live/matches/${m._id}/status`, { status: 'first-quarter' });
    started.push(m._id);
  }
}

afterAll(async () => {
  for (const id of started) await write('PUT', `/live/matches/${id}/status`, { status: 'pre-game' });
  await browser?.close();
});

/** Every route a fan can open, with what to wait for before looking, and any tabs to visit. */
const routes = (): { name: string; path: string; ready: string; tabs?: string[] }[] => [
  { name: 'explore', path: '/tabs/explore', ready: '.link-card__name' },
  { name: 'schedule', path: '/tabs/schedule', ready: 'main a[href*="/matches/"]' },
  { name: 'ladders', path: '/tabs/ladders', ready: '.ladder-table' },
  { name: 'leaderboard', path: '/tabs/leaderboard', ready: 'main h2, main table' },
  {
    name: 'match-live',
    path: `/matches/${matches.live._id}`,
    ready: '.scoreboard',
    tabs: ['Events', 'Line-ups', 'Stats'],
  },
  {
    name: 'match-final',
    path: `/matches/${matches.final._id}`,
    ready: '.scoreboard',
    tabs: ['Events', 'Line-ups', 'Stats'],
  },
  { name: 'results', path: '/results', ready: 'main h1' },
  { name: 'teams', path: '/teams', ready: 'main a[href*="/teams/"]' },
  { name: 'team', path: `/teams/${teamId}`, ready: 'main h1' },
  { name: 'player', path: playerPath, ready: 'main h1' },
  { name: 'state', path: `/states/${stateId}`, ready: 'main h1' },
  { name: 'competition', path: `/competitions/${competition._id}`, ready: 'main h1' },
  { name: 'search', path: '/search', ready: 'main input' },
  { name: 'embed', path: '/embed', ready: 'main h1' },
  { name: 'not-found', path: '/no-such-page', ready: 'main h1' },
];

/** What on the page breaks its width: runs in the page. */
interface WidthFaults {
  scrollWidth: number;
  /** Elements that hide part of their content with no sign of it. */
  clipped: string[];
  /** Elements that scroll sideways with no fade saying so (data-more, web/src/ui/useScrollHint.ts). */
  unmarked: string[];
}

const WIDTH_FAULTS = `(() => {
  const name = (e) => e.tagName.toLowerCase() + (typeof e.className === 'string' && e.className.trim() ? '.' + e.className.trim().split(/\\s+/).join('.') : '');
  const text = (e) => (e.textContent || '').replace(/\\s+/g, ' ').trim().slice(0, 50);
  const clipped = [];
  const unmarked = [];
  for (const e of document.querySelectorAll('body *')) {
    // Hidden for the eye, read by screen readers: a 1 px box, clipped on purpose.
    if (e.closest('.visually-hidden') || e.clientWidth <= 1) continue;
    const style = getComputedStyle(e);
    if (style.display === 'none' || style.visibility === 'hidden') continue;
    // A pixel of slack: zoom and sub-pixel layout leave fractions.
    if (e.scrollWidth <= e.clientWidth + 1) continue;
    if (style.overflowX === 'hidden' || style.overflowX === 'clip')
      clipped.push(name(e) + ' "' + text(e) + '" ' + e.scrollWidth + ' > ' + e.clientWidth);
    else if ((style.overflowX === 'auto' || style.overflowX === 'scroll') && !e.dataset.more)
      unmarked.push(name(e) + ' "' + text(e) + '"');
  }
  return { scrollWidth: document.documentElement.scrollWidth, clipped, unmarked };
})()`;

async function expectFits(page: Page, where: string, viewport: Viewport) {
  const faults = (await page.evaluate(WIDTH_FAULTS)) as WidthFaults;
  expect(faults.scrollWidth, `${where}: the page is wider than the screen`).toBeLessThanOrEqual(
    viewport.width,
  );
  expect(faults.clipped, `${where}: content cut off`).toEqual([]);
  expect(faults.unmarked, `${where}: scrolls sideways with no sign`).toEqual([]);
}

describe.each(VIEWPORTS)('the walk at $width px', (viewport) => {
  it('should fit every route to the screen, with four or more matches live', async () => {
    await enoughLive();
    // The live list is a cached read: the new kick-offs show once its cache turns over.
    await expect
      .poll(async () => (await api<MatchSummary[]>('/live/matches/live')).length, { timeout: 70_000 })
      .toBeGreaterThanOrEqual(LIVE_CARDS);
    const page = await openPage(browser, viewport);
    await page.goto('/tabs/explore');
    await remember(page, { competition: competition._id });
    for (const route of routes()) {
      await page.goto(route.path);
      await page.locator(route.ready).first().waitFor();
      if (route.name === 'explore') {
        await page
          .locator('.live-card')
          .nth(LIVE_CARDS - 1)
          .waitFor();
        // The strip's arrows follow its ends: on at the start, back once moved on.
        const previous = page.getByRole('button', { name: 'Previous Live now' });
        const next = page.getByRole('button', { name: 'Next Live now' });
        if (viewport.width < 768 || (await next.isEnabled())) {
          await expect(previous.isDisabled()).resolves.toBe(true);
          await next.click();
          await expect.poll(() => previous.isEnabled()).toBe(true);
          await previous.click();
          await expect.poll(() => previous.isDisabled()).toBe(true);
        }
      }
      // Past the first paint: late panels (a chart, a list's second page) are in.
      await page.waitForTimeout(500);
      await expectFits(page, `${route.name} at ${viewport.width}`, viewport);
      await screenshot(page, `walk-${route.name}`, { fullPage: true });
      for (const tab of route.tabs ?? []) {
        await page.getByRole('tab', { name: tab }).click();
        await page.getByRole('tabpanel').first().waitFor();
        await page.waitForTimeout(500);
        await expectFits(page, `${route.name} ${tab} at ${viewport.width}`, viewport);
        await screenshot(page, `walk-${route.name}-${tab.toLowerCase().replace(/\W+/g, '-')}`, {
          fullPage: true,
        });
      }
    }
    await page.context().close();
  }, 300_000);
});

/** A focused element's outline and the colour behind it: runs in the page. */
const FOCUS_RING = `(() => {
  const focused = document.activeElement;
  if (!focused || focused === document.body) return null;
  // The ring may be drawn by a row around the link (tr:has(a:focus-visible)).
  let e = focused;
  for (let up = focused; up && up !== document.body; up = up.parentElement) {
    const s = getComputedStyle(up);
    if (s.outlineStyle !== 'none' && Number.parseFloat(s.outlineWidth) > 0) { e = up; break; }
    if (up !== focused && !up.matches(':has(:focus-visible)')) break;
  }
  const parse = (c) => {
    const m = /rgba?\\(([\\d.]+),? ([\\d.]+),? ([\\d.]+)(?:,? \\/? ?([\\d.]+))?\\)/.exec(c);
    return m ? [Number(m[1]), Number(m[2]), Number(m[3]), m[4] === undefined ? 1 : Number(m[4])] : [0, 0, 0, 0];
  };
  const style = getComputedStyle(e);
  // What the ring is drawn over: the element itself when it is drawn inside, else around it.
  let node = Number.parseFloat(style.outlineOffset) < 0 ? e : e.parentElement;
  const layers = [];
  for (; node; node = node.parentElement) {
    const c = parse(getComputedStyle(node).backgroundColor);
    if (c[3] > 0) layers.push(c);
    if (c[3] === 1) break;
  }
  let back = [255, 255, 255];
  for (const [r, g, b, a] of layers.reverse()) back = [r * a + back[0] * (1 - a), g * a + back[1] * (1 - a), b * a + back[2] * (1 - a)];
  const name = focused.tagName.toLowerCase() + (focused.getAttribute('aria-label') ? '[' + focused.getAttribute('aria-label') + ']' : '') + ' "' + (focused.textContent || '').replace(/\\s+/g, ' ').trim().slice(0, 40) + '"';
  return { name, style: style.outlineStyle, width: Number.parseFloat(style.outlineWidth), colour: parse(style.outlineColor), back };
})()`;

interface Ring {
  name: string;
  style: string;
  width: number;
  colour: number[];
  back: number[];
}

/** WCAG's contrast ratio of two sRGB colours (0–255 channels). */
function contrast(a: number[], b: number[]): number {
  const lum = ([r, g, bl]: number[]) =>
    [r!, g!, bl!]
      .map((v) => v / 255)
      .map((c) => (c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4))
      .reduce((sum, c, i) => sum + c * [0.2126, 0.7152, 0.0722][i]!, 0);
  const [hi, lo] = [lum(a), lum(b)].sort((x, y) => y - x);
  return (hi! + 0.05) / (lo! + 0.05);
}

/** How many Tab presses each screen is walked for: past its body, into the tab bar. */
const FOCUS_STOPS = 45;

describe.each(VIEWPORTS)('keyboard focus at $width px', (viewport) => {
  it('should show a ring of 3:1 contrast on every focus stop of Explore, Schedule, a match and a team', async () => {
    const page = await openPage(browser, viewport);
    await page.goto('/tabs/explore');
    await remember(page, { competition: competition._id });
    const screens = [
      { path: '/tabs/explore', ready: '.link-card__name' },
      { path: '/tabs/schedule', ready: 'main a[href*="/matches/"]' },
      { path: `/matches/${matches.live._id}`, ready: '.scoreboard' },
      { path: `/teams/${teamId}`, ready: 'main h1' },
    ];
    for (const screen of screens) {
      await page.goto(screen.path);
      await page.locator(screen.ready).first().waitFor();
      const faults: string[] = [];
      let stops = 0;
      for (let i = 0; i < FOCUS_STOPS; i++) {
        await page.keyboard.press('Tab');
        const ring = (await page.evaluate(FOCUS_RING)) as Ring | null;
        if (!ring) continue;
        stops++;
        const ratio = contrast(ring.colour, ring.back);
        if (ring.style === 'none' || ring.width < 2 || ring.colour[3] === 0)
          faults.push(`${ring.name}: no outline`);
        else if (ratio < 3) faults.push(`${ring.name}: contrast ${ratio.toFixed(2)}`);
      }
      expect(stops, `${screen.path}: focus stops`).toBeGreaterThan(5);
      expect(faults, `${screen.path} at ${viewport.width}`).toEqual([]);
    }
    await page.context().close();
  }, 120_000);
});
