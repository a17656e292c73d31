import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import {
  API_PREFIX,
  type CompetitionMatches,
  type CompetitionSummary,
  competitionsByOrder,
  isLiveStatus,
  type MatchSummary,
  type Season,
} from '@touchline/domain';
import type { Browser, BrowserContextOptions, Page } from 'playwright-core';
import { inject } from 'vitest';

/** What the browser tests share: the servers' URLs, viewports, pages, the API and screenshots. */
export const baseUrl = inject('baseUrl');
/** The same build served with NATIONAL_ID=12. */
export const baseUrl12 = inject('baseUrl12');
/** Scoring tokens (superAdmin) per national. */
const TOKENS: Record<number, string> = { 14: inject('token14'), 12: inject('token12') };

export const NATIONAL_ID = 14 as const;
export const NATIONAL_NAME = 'Australian Gridiron Federation';
/** The national's primary colour: the demo national has none, so the default applies. */
export const NATIONAL_PRIMARY = 'rgb(8, 63, 44)';

export const PHONE = { width: 390, height: 844 } as const;
export const DESKTOP = { width: 1280, height: 800 } as const;
export type Viewport = typeof PHONE | typeof DESKTOP;
export const VIEWPORTS: readonly Viewport[] = [PHONE, DESKTOP];

/** Where the tests save their screenshots (gitignored). */
export const SCREENSHOTS = fileURLToPath(new URL('./screenshots/', import.meta.url));

/** The keys the app keeps its choices under in localStorage (web/src/state/storage.ts). */
export const STORED = { season: 'touchline.season', competition: 'touchline.competition' } as const;

/**
 * A page in a fresh context (its own storage). Service workers are blocked: they would bypass
 * page.route and answer from their cache; e2e/offline.test.ts is where the worker is tested.
 */
export async function openPage(
  browser: Browser,
  viewport: Viewport,
  options: BrowserContextOptions = {},
): Promise<Page> {
  const context = await browser.newContext({
    viewport,
    baseURL: baseUrl,
    serviceWorkers: 'block',
    ...options,
  });
  return context.newPage();
}

/**
 * Saves a screenshot as {name}-{width}x{height}.png: the viewport, or with `fullPage` the whole
 * page. For that the viewport grows to the page's height for a moment, so the sticky top and tab
 * bars sit at the ends of the page rather than over its middle.
 */
export async function screenshot(
  page: Page,
  name: string,
  options: { fullPage?: boolean } = {},
): Promise<void> {
  mkdirSync(SCREENSHOTS, { recursive: true });
  const size = page.viewportSize()!;
  const path = `${SCREENSHOTS}${name}-${size.width}x${size.height}.png`;
  if (!options.fullPage) {
    await page.screenshot({ path });
    return;
  }
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  await page.setViewportSize({ width: size.width, height: Math.max(height, size.height) });
  try {
    await page.screenshot({ path });
  } finally {
    await page.setViewportSize(size);
  }
}

/** A GET of the public API as the web app makes it, unwrapped from its `{ data }`. */
export async function api<T>(path: string, national: 14 | 12 = NATIONAL_ID): Promise<T> {
  const response = await fetch(`${national === 12 ? baseUrl12 : baseUrl}${API_PREFIX}${path}`, {
    headers: { 'national-id': String(national) },
  });
  if (!response.ok) throw new Error(`GET ${path}: ${response.status} ${await response.text()}`);
  return ((await response.json()) as { data: T }).data;
}

/**
 * A scoring write, as a scorer's app makes it (superAdmin of the national), unwrapped. A call
 * that takes no body (the clock's start and stop, a DELETE) is sent none: it would be refused.
 */
export async function write<T>(
  method: 'POST' | 'PUT' | 'DELETE',
  path: string,
  body?: unknown,
  national: 14 | 12 = NATIONAL_ID,
): Promise<T> {
  const response = await fetch(`${national === 12 ? baseUrl12 : baseUrl}${API_PREFIX}${path}`, {
    method,
    headers: {
      'national-id': String(national),
      authorization: `Bearer ${TOKENS[national]}`,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? null : JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
  return ((await response.json()) as { data: T }).data;
}

/** Remembers choices in the page's localStorage (its origin must be loaded), as the app stores them. */
export async function remember(page: Page, values: Partial<Record<keyof typeof STORED, number>>) {
  const entries = Object.entries(values).map(([key, value]) => [STORED[key as keyof typeof STORED], value]);
  await page.evaluate((pairs) => {
    for (const [key, value] of pairs) localStorage.setItem(String(key), JSON.stringify(value));
  }, entries);
}

/** Opens the app's origin, remembers a competition, then opens `path` with it chosen. */
export async function openWithCompetition(page: Page, competitionId: number, path: string) {
  await page.goto('/tabs/explore');
  await remember(page, { competition: competitionId });
  await page.goto(path);
}

/** The schedule screen's competition pill. */
export const competitionPill = (page: Page) => page.getByRole('button', { name: /^Competition: / });

/** Waits until the competition pill shows this competition. */
export const pillShows = (page: Page, name: string) =>
  competitionPill(page).locator('.competition-pill__name').getByText(name, { exact: true }).waitFor();

/** The tab bar (the app's main navigation). */
export const tabBar = (page: Page) => page.getByRole('navigation', { name: 'Main' });

/** The schedule's Matches, Ladder and Leaderboard segments. */
export const segments = (page: Page) => page.getByRole('navigation', { name: 'Schedule views' });

/** Picks a competition from the pill's searchable list, searching with `term`. */
export async function pickCompetition(page: Page, name: string, term = name) {
  await competitionPill(page).click();
  const list = page.getByRole('dialog', { name: 'Competitions' });
  await list.getByPlaceholder('Search competitions...').fill(term);
  await list.getByRole('button', { name, exact: true }).click();
  await list.waitFor({ state: 'hidden' });
  await pillShows(page, name);
}

/** '#6cace4' → 'rgb(108, 172, 228)', as getComputedStyle reports colours. */
export function hexToRgb(hex: string): string {
  const match = /^#?([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(hex.trim());
  if (!match) throw new Error(`Not a #rrggbb colour: ${hex}`);
  const [r, g, b] = match.slice(1).map((part) => Number.parseInt(part, 16));
  return `rgb(${r}, ${g}, ${b})`;
}

/**
 * The top bar's background colour (as rgb()), and the --color-primary the shell sets and the
 * page's --color-bg (as written, #rrggbb).
 */
export function brandColours(page: Page): Promise<{ topBar: string; primary: string; background: string }> {
  return page.evaluate(() => {
    const topBar = document.querySelector('header.topbar');
    const shell = document.querySelector('.shell');
    if (!topBar || !shell) throw new Error('No top bar or shell on the page');
    return {
      topBar: getComputedStyle(topBar).backgroundColor,
      primary: getComputedStyle(shell).getPropertyValue('--color-primary').trim(),
      background: getComputedStyle(shell).getPropertyValue('--color-bg').trim(),
    };
  });
}

/** The demo's seasons: the current one and another, to switch between. */
export async function seasons(): Promise<{ current: number; other: number }> {
  const all = await api<Season[]>('/live/seasons');
  const current = all.find((s) => s.currentSeason)?._id;
  const other = all.find((s) => !s.currentSeason)?._id;
  if (current === undefined || other === undefined) throw new Error('The demo needs two seasons');
  return { current, other };
}

/** A season's competitions of the national, in the schedule's order. */
export async function competitions(season: number): Promise<CompetitionSummary[]> {
  return competitionsByOrder(await api<CompetitionSummary[]>(`/live/competitions?season=${season}`));
}

/** The first competition that `pick` accepts; the demo data is expected to have one. */
export function find<T extends { name: string }>(
  list: readonly T[],
  pick: (item: T) => boolean,
  what: string,
): T {
  const found = list.find(pick);
  if (!found) throw new Error(`The demo has no ${what}`);
  return found;
}

/** The competition with the most matches under way (the demo keeps some live at all times). */
export async function liveCompetition(
  season: number,
): Promise<{ competition: CompetitionSummary; live: number[] }> {
  let best: { competition: CompetitionSummary; live: number[] } | null = null;
  for (const competition of await competitions(season)) {
    if (!competition.display.public || !competition.display.result) continue;
    const live = await liveMatchIds(competition._id);
    if (live.length > (best?.live.length ?? 0)) best = { competition, live };
  }
  if (!best) throw new Error('The demo has no live match');
  return best;
}

/** Every match of a national's current season, from the competitions whose results are public. */
export async function allMatches(national: 14 | 12 = NATIONAL_ID): Promise<MatchSummary[]> {
  const all = await api<Season[]>('/live/seasons', national);
  const season = all.find((s) => s.currentSeason)?._id;
  const list = await api<CompetitionSummary[]>(`/live/competitions?season=${season}`, national);
  const lists = await Promise.all(
    list
      .filter((c) => c.display.public && c.display.result)
      .map((c) => api<CompetitionMatches>(`/live/matches/competitions/${c._id}`, national)),
  );
  return lists.flatMap((l) => l.matches);
}

/** The kinds of match the match centre shows differently (the screenshot list). */
export const MATCH_KINDS = ['pre-game', 'live', 'half-time', 'final', 'sets', 'penalty'] as const;
export type MatchKind = (typeof MATCH_KINDS)[number];

/** One match of each kind in the demo, with both teams; live is a gridiron match in a period. */
export async function matchOfEachKind(): Promise<Record<MatchKind, MatchSummary>> {
  const matches = (await allMatches()).filter((m) => m.homeTeam && m.awayTeam);
  const kindOf = (m: MatchSummary): MatchKind | null => {
    if (m.status === 'pre-game' || m.status === 'half-time' || m.status === 'final') return m.status;
    if (m.status === 'sets' || m.status === 'penalty') return m.status;
    if (isLiveStatus(m.status) && m.status !== 'disputed' && m.sportType.value === 'gridiron') return 'live';
    return null;
  };
  const found: Partial<Record<MatchKind, MatchSummary>> = {};
  for (const m of matches) {
    const kind = kindOf(m);
    if (kind && !found[kind]) found[kind] = m;
  }
  for (const kind of MATCH_KINDS) if (!found[kind]) throw new Error(`The demo has no ${kind} match`);
  return found as Record<MatchKind, MatchSummary>;
}

/** The ids of a competition's matches under way. */
export async function liveMatchIds(competitionId: number): Promise<number[]> {
  const { matches } = await api<CompetitionMatches>(`/live/matches/competitions/${competitionId}`);
  return matches.filter((m) => isLiveStatus(m.status)).map((m) => m._id);
}
