import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { API_PREFIX, type MatchDetail } from '@touchline/domain';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, median, phoneContext } from './browser';
import { liveMatch } from './liveMatch';
import { CPU_SLOWDOWN, SLOW_4G } from './webMainThread';

const root = path.resolve(import.meta.dirname, '..');

/**
 * A scoring token for national 14 (superAdmin), minted with the token command on the data folder
 * of the running bench server, which does the work over its admin channel.
 */
export async function mintToken(dataDir: string): Promise<string> {
  const { stdout } = await promisify(execFile)(
    process.execPath,
    [
      '--import',
      'tsx',
      'server/src/cli/token.ts',
      'create',
      '--role',
      'superAdmin',
      '--scope',
      'national:14',
      '--national',
      '14',
    ],
    { cwd: root, env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' } },
  );
  const token = stdout.trim().split('\n').at(-1);
  if (!token) throw new Error('The token command printed no token');
  return token;
}

/** The competition of a match. */
async function competitionOf(base: string, matchId: number): Promise<number> {
  const response = await fetch(`${base}${API_PREFIX}/live/matches/${matchId}`, {
    headers: { 'national-id': '14' },
  });
  return ((await response.json()) as { data: { competition: { _id: number } } }).data.competition._id;
}

/** The scoring type of a touchdown in the demo (6 points). */
const TOUCHDOWN = 1;
/** How long a score may take to show before the run counts as lost (the demo scoring over it). */
const DEADLINE_MS = 10_000;

/** A screen that shows a live match's score, and where its home score is read. */
interface LiveScreen {
  name: string;
  /** The path to open, and what to remember first (the Schedule's competition). */
  path: string;
  competition?: number;
  /** A selector for the element whose text starts with the home side's score. */
  home: string;
}

/**
 * Runs in the page: resolves with the time (ms since the epoch) the home score under `selector`
 * first reads `expected`, watching every change to the page.
 */
const WATCH_SCORE = `(([selector, expected]) => new Promise((resolve) => {
  const reads = () => Number.parseInt(document.querySelector(selector)?.textContent ?? '', 10) === expected;
  const seen = () => { observer.disconnect(); resolve(performance.timeOrigin + performance.now()); };
  const observer = new MutationObserver(() => { if (reads()) seen(); });
  observer.observe(document.body, { subtree: true, childList: true, characterData: true });
  if (reads()) seen();
}))`;

/** The match as the API has it now, and the period its scores go in. */
async function matchNow(base: string, matchId: number): Promise<{ home: number; period: number }> {
  const response = await fetch(`${base}${API_PREFIX}/live/matches/${matchId}`, {
    headers: { 'national-id': '14' },
  });
  const match = ((await response.json()) as { data: MatchDetail }).data;
  const quarter = ['first', 'second', 'third', 'fourth'].indexOf(match.status.split('-')[0]!);
  return { home: match.scores.homeTeam, period: quarter >= 0 ? quarter + 1 : 1 };
}

/** One touchdown posted as a scorer's app posts it; resolves with when it was sent. */
async function postTouchdown(base: string, token: string, matchId: number, period: number): Promise<number> {
  const sent = Date.now();
  const response = await fetch(`${base}${API_PREFIX}/live/matches/${matchId}/scorings`, {
    method: 'POST',
    headers: { 'national-id': '14', authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ type: TOUCHDOWN, isHomeTeam: true, period, min: 1, sec: 0 }),
  });
  if (!response.ok) throw new Error(`POST scorings: ${response.status} ${await response.text()}`);
  return sent;
}

/** Opens a screen at 4× CPU on slow 4G and waits until it shows the match and its stream is open. */
async function openLive(browser: Browser, base: string, screen: LiveScreen): Promise<Page> {
  const context = await phoneContext(browser);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', SLOW_4G);
  if (screen.competition !== undefined) {
    await page.goto(`${base}/tabs/explore`);
    await page.evaluate(
      (id) => localStorage.setItem('touchline.competition', String(id)),
      screen.competition,
    );
  }
  const stream = page.waitForResponse((r) => r.url().endsWith('/stream'), { timeout: 60_000 });
  await page.goto(`${base}${screen.path}`);
  // The first match: the home side's score comes before the away side's.
  await Promise.all([page.locator(screen.home).first().waitFor({ timeout: 60_000 }), stream]);
  // Past the first load's work, as a fan would be by the time a score comes.
  await page.waitForTimeout(2_000);
  return page;
}

/**
 * One score on one screen: from the POST leaving the bench to the screen showing it, in ms; NaN
 * when it did not show within DEADLINE_MS (the demo scorer scored over it, say).
 */
async function scoreLatency(page: Page, base: string, token: string, matchId: number, selector: string) {
  const { home, period } = await matchNow(base, matchId);
  const shown = page.evaluate(`${WATCH_SCORE}(${JSON.stringify([selector, home + 6])})`) as Promise<number>;
  const sent = await postTouchdown(base, token, matchId, period);
  const timeout = new Promise<number>((resolve) => setTimeout(() => resolve(Number.NaN), DEADLINE_MS));
  const at = await Promise.race([shown, timeout]);
  return at - sent;
}

/**
 * How soon a score a scorer posts shows on each live screen, on a phone (4× CPU, slow 4G): the
 * match centre's score, the Schedule's card, Explore's 'Live now' card. Each screen takes a match
 * live when it opens (the demo's matches end while the other figures are measured) and `runs`
 * touchdowns are posted to it through the scoring API.
 */
export async function liveScoreFigures(
  base: string,
  token: string,
  runs: number,
): Promise<Record<string, string>> {
  const card = (matchId: number) => `main a[href$="/matches/${matchId}"] .team-line__score`;
  const screens: ((matchId: number, competition: number) => LiveScreen)[] = [
    (id) => ({ name: '/matches/{id}', path: `/matches/${id}`, home: '.scoreboard__value' }),
    (id, competition) => ({ name: '/tabs/schedule', path: '/tabs/schedule', competition, home: card(id) }),
    (id) => ({ name: '/tabs/explore', path: '/tabs/explore', home: card(id) }),
  ];
  const browser = await launchBrowser();
  try {
    const shown: string[] = [];
    for (const screenOf of screens) {
      const matchId = await liveMatch(base);
      const screen = screenOf(matchId, await competitionOf(base, matchId));
      const page = await openLive(browser, base, screen);
      const times: number[] = [];
      for (let run = 0; run < runs; run++)
        times.push(await scoreLatency(page, base, token, matchId, screen.home));
      await page.context().close();
      const show = (ms: number) => (Number.isNaN(ms) ? 'lost' : String(Math.round(ms)));
      shown.push(`${screen.name} ${show(median(times))} ms (runs ${times.map(show).join(', ')})`);
    }
    return { [`live score on screen at ${CPU_SLOWDOWN}× CPU on slow 4G, POST to text`]: shown.join('; ') };
  } finally {
    await browser.close();
  }
}
