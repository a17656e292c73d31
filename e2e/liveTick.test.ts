import {
  API_PREFIX,
  type CompetitionMatches,
  type CompetitionSnapshot,
  type CompetitionSummary,
  competitionChannel,
  defaultStatusSequence,
  groupByRound,
  initialTimer,
  isLiveStatus,
  type MatchSummary,
  nearestRoundIndex,
  type Season,
  startTimer,
  type TimerState,
} from '@touchline/domain';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from './browser';
import {
  api,
  baseUrl12,
  DESKTOP,
  find,
  openPage,
  openWithCompetition,
  PHONE,
  screenshot,
  type Viewport,
} from './support';

/**
 * A list's running clocks share one tick (web/src/live/ticker.ts): a screen of fifty live
 * cards holds one timer, not fifty (spec 4, for lists).
 */

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

const CARDS = 50;
/** How long the page's timers and clocks are watched once every card's clock runs. */
const WINDOW_MS = 3_000;
/** Timers of a clock's pace: one per card per second would be ≥ 150 in the window. */
const CLOCK_PACE = { min: 100, max: 1_100 } as const;
/** What a page may schedule at that pace in the window (a cache save, a stray retry). */
const HANDFUL = 5;
/** How soon the screen shows every card with its clock running. */
const SHOWN_MS = 30_000;

/** One call of window.setTimeout or setInterval, as the init script records it. */
interface TimerCall {
  kind: 'timeout' | 'interval';
  delay: number;
  /** performance.now() when it was scheduled, and when it was cleared (null: never). */
  at: number;
  cleared: number | null;
}

/**
 * Runs in the page before its own scripts (page.addInitScript): wraps setTimeout, setInterval
 * and their clears, and records each call in `window.e2eTimers`.
 */
function recordTimers() {
  const calls: TimerCall[] = [];
  const byId = new Map<number, TimerCall>();
  const { setTimeout: timeout, setInterval: interval, clearTimeout: clearT, clearInterval: clearI } = window;
  const record = (kind: TimerCall['kind'], id: number, delay: unknown) => {
    const call: TimerCall = { kind, delay: Number(delay) || 0, at: performance.now(), cleared: null };
    calls.push(call);
    byId.set(id, call);
    return id;
  };
  const cleared = (id: number | undefined) => {
    const call = id === undefined ? undefined : byId.get(id);
    if (call && call.cleared === null) call.cleared = performance.now();
  };
  window.setTimeout = ((handler: TimerHandler, delay?: number, ...args: unknown[]) =>
    record('timeout', timeout(handler, delay, ...args), delay)) as typeof window.setTimeout;
  window.setInterval = ((handler: TimerHandler, delay?: number, ...args: unknown[]) =>
    record('interval', interval(handler, delay, ...args), delay)) as typeof window.setInterval;
  window.clearTimeout = ((id?: number) => {
    cleared(id);
    clearT(id);
  }) as typeof window.clearTimeout;
  window.clearInterval = ((id?: number) => {
    cleared(id);
    clearI(id);
  }) as typeof window.clearInterval;
  Object.assign(window, { e2eTimers: calls });
}

/** What the page is given: national 12's competition with one round of 50 matches under way. */
interface FiftyLive {
  competition: CompetitionSummary;
  /** The 50 matches, in the round the schedule opens on. */
  live: MatchSummary[];
  /** The competition's list as the server has it, with that round's matches replaced by the 50. */
  schedule: (real: MatchSummary[]) => MatchSummary[];
  /** The competition stream's snapshot now: the 50 matches, each with its clock running. */
  snapshot: () => CompetitionSnapshot;
}

/**
 * National 12's one competition has 28 matches, so no round of it can have 50 under way: the
 * round it is playing now (the one the schedule opens on) is given 50 matches instead, copies
 * of its own with new ids, in its periods and with their clocks started by the domain's own
 * timer rules, each a different fraction of a second from turning over. Nothing is written to
 * the server.
 */
async function fiftyLive(): Promise<FiftyLive> {
  const national = 12;
  const season = (await api<Season[]>('/live/seasons', national)).find((s) => s.currentSeason)?._id;
  const competition = find(
    await api<CompetitionSummary[]>(`/live/competitions?season=${season}`, national),
    (c) => c.display.public && c.display.result,
    'competition of national 12 with public results',
  );
  const { matches, byes } = await api<CompetitionMatches>(
    `/live/matches/competitions/${competition._id}`,
    national,
  );
  const groups = groupByRound(
    matches.filter((m) => !m.meta.isBye),
    byes,
  );
  const index = nearestRoundIndex(
    groups.map((g) => g.dateTime),
    new Date(),
  );
  const round = groups[index ?? -1];
  const templates = round?.matches.filter((m) => m.homeTeam && m.awayTeam) ?? [];
  if (!round || templates.length === 0) throw new Error("National 12's schedule has no round to open on");
  const replaced = new Set(round.matches.map((m) => m._id));
  const elsewhere = matches.filter((m) => !replaced.has(m._id) && isLiveStatus(m.status));
  if (elsewhere.length > 0)
    throw new Error(`National 12 has matches under way outside the round: ${elsewhere.map((m) => m._id)}`);

  const firstId = Math.max(...matches.map((m) => m._id)) + 1;
  const live = Array.from({ length: CARDS }, (_, i): MatchSummary => {
    const template = templates[i % templates.length]!;
    const periods = defaultStatusSequence(template.periods).filter((s) => s.value !== 'final');
    return {
      ...template,
      _id: firstId + i,
      status: periods[i % periods.length]!.value,
      scores: { homeTeam: (i * 7) % 31, awayTeam: (i * 5) % 23 },
    };
  });
  const startedAt = Date.now();
  const timers = live.map((_, i): TimerState => {
    // 20 to 27 minutes left, each with its own fraction of a second (919 ms apart, mod 1 s).
    const started = startTimer(initialTimer(20 * 60_000 + i * 7_919), startedAt);
    if (!started.ok) throw new Error(`The clock would not start: ${started.message}`);
    return started.state;
  });
  return {
    competition,
    live,
    schedule: (real) => [...real.filter((m) => !replaced.has(m._id)), ...live],
    snapshot: () => ({
      // The server's clock is this machine's: a snapshot made now says so.
      serverTime: Date.now(),
      matches: live.map((m, i) => ({
        matchId: m._id,
        status: m.status,
        forfeitingTeam: null,
        scores: m.scores,
        timer: timers[i]!,
        setScores: [],
        currentSetId: null,
        matchTimeouts: { homeTeam: 0, awayTeam: 0 },
        game: null,
      })),
    }),
  };
}

/**
 * Answers the page's competition list, 'Live now' list and competition stream with the 50
 * matches. The lists are the server's own answers (envelope, headers and every other match)
 * with those matches put in. The stream is one frame as the server writes it (server/src/live/
 * feed.ts): a fulfilled response cannot stay open, and a real quiet stream stays open, so its
 * `retry:` keeps the client from reconnecting while the test watches.
 */
async function serveFifty(page: Page, fifty: FiftyLive) {
  const id = fifty.competition._id;
  const at = (path: string) => (url: URL) => url.pathname === `${API_PREFIX}${path}`;
  await page.route(at(`/live/matches/competitions/${id}`), async (route) => {
    const response = await route.fetch();
    const body = (await response.json()) as { data: CompetitionMatches };
    await route.fulfill({
      response,
      json: { ...body, data: { ...body.data, matches: fifty.schedule(body.data.matches) } },
    });
  });
  await page.route(at('/live/matches/live'), async (route) => {
    const response = await route.fetch();
    const body = (await response.json()) as { data: MatchSummary[] };
    await route.fulfill({ response, json: { ...body, data: fifty.live } });
  });
  await page.route(at(`/live/competitions/${id}/stream`), (route) => {
    const frame = { channel: competitionChannel(id), event: 'snapshot', data: fifty.snapshot() };
    return route.fulfill({
      status: 200,
      headers: {
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-store, no-transform',
      },
      body: `retry: 600000\n\nid: 1\nevent: snapshot\ndata: ${JSON.stringify(frame)}\n\n`,
    });
  });
}

/** Each match's clock as its card or row shows it ('Live: H1 21:07'), or null without one. */
function shownClocks(page: Page, root: string, ids: readonly number[]): Promise<(string | null)[]> {
  return page.evaluate(
    ({ root, ids }) =>
      ids.map((id) => {
        const link = document.querySelector(`${root} a[href$="/matches/${id}"]`);
        const holder = link?.closest('tr') ?? link;
        return holder?.querySelector('.status-badge--clock')?.textContent ?? null;
      }),
    { root, ids },
  );
}

/** What happened on the page in the window: each clock's changes, and the timers at a clock's pace. */
interface Watched {
  ms: number;
  changes: number[];
  paced: TimerCall[];
  recorded: number;
}

/**
 * Watches the page for WINDOW_MS: how often each match's clock text changes (a MutationObserver
 * in the page, which schedules nothing), and which timers at a clock's pace the page holds: the
 * timeouts it schedules in the window and the intervals alive in it.
 */
async function watch(page: Page, root: string, ids: readonly number[]): Promise<Watched> {
  await page.evaluate(
    ({ root, ids }) => {
      const read = () =>
        ids.map((id) => {
          const link = document.querySelector(`${root} a[href$="/matches/${id}"]`);
          const holder = link?.closest('tr') ?? link;
          return holder?.querySelector('.status-badge--clock')?.textContent ?? null;
        });
      const last = read();
      const changes = ids.map(() => 0);
      const count = () =>
        read().forEach((text, i) => {
          if (text === last[i]) return;
          last[i] = text;
          changes[i]! += 1;
        });
      const observer = new MutationObserver(count);
      observer.observe(document.body, { subtree: true, childList: true, characterData: true });
      Object.assign(window, { e2eWatch: { start: performance.now(), changes, observer, count } });
    },
    { root, ids },
  );
  await page.waitForTimeout(WINDOW_MS);
  return page.evaluate(
    ({ min, max }) => {
      const end = performance.now();
      const { e2eTimers: calls, e2eWatch: watching } = window as unknown as {
        e2eTimers: TimerCall[];
        e2eWatch: { start: number; changes: number[]; observer: MutationObserver; count: () => void };
      };
      watching.observer.disconnect();
      watching.count();
      const { start } = watching;
      const paced = calls.filter(
        (c) =>
          c.delay >= min &&
          c.delay <= max &&
          (c.kind === 'timeout'
            ? c.at >= start && c.at <= end
            : c.at <= end && (c.cleared === null || c.cleared >= start)),
      );
      return { ms: end - start, changes: watching.changes, paced, recorded: calls.length };
    },
    { min: CLOCK_PACE.min, max: CLOCK_PACE.max },
  );
}

/** A list screen that shows many live matches at once, each with its clock. */
interface ListScreen {
  name: string;
  viewport: Viewport;
  /** Where its cards are on the page. */
  root: string;
  open(page: Page, competitionId: number): Promise<void>;
  /** Its screenshot's name, if one is saved. */
  screenshot?: string;
}

const SCREENS: readonly ListScreen[] = [
  {
    name: "the schedule's cards on a phone",
    viewport: PHONE,
    root: 'main',
    open: (page, id) => openWithCompetition(page, id, '/tabs/schedule'),
    screenshot: 'live-fifty-clocks',
  },
  {
    name: "the schedule's rows on a desktop",
    viewport: DESKTOP,
    root: 'main',
    open: (page, id) => openWithCompetition(page, id, '/tabs/schedule'),
  },
  {
    name: "Explore's Live now strip",
    viewport: PHONE,
    root: 'main .live-now',
    open: async (page) => {
      await page.goto('/tabs/explore');
    },
  },
];

describe('live list clocks', () => {
  it('50 live cards on one screen tick with one timer', { timeout: 180_000 }, async () => {
    const fifty = await fiftyLive();
    const ids = fifty.live.map((m) => m._id);
    for (const screen of SCREENS) {
      const page = await openPage(browser, screen.viewport, { baseURL: baseUrl12 });
      await page.addInitScript(recordTimers);
      await serveFifty(page, fifty);
      await screen.open(page, fifty.competition._id);

      // Every card shows its clock ('H1 21:07') once the stream's snapshot is in.
      await expect
        .poll(
          async () => (await shownClocks(page, screen.root, ids)).filter((t) => /\d{2}:\d{2}/.test(t ?? '')),
          { timeout: SHOWN_MS, message: `${screen.name}: the 50 cards' clocks` },
        )
        .toHaveLength(CARDS);
      if (screen.screenshot) await screenshot(page, screen.screenshot);

      const watched = await watch(page, screen.root, ids);
      const still = ids.filter((_, i) => watched.changes[i]! < 2);
      // (a) Every clock runs: each turned over at least twice in the 3 s (or more) watched.
      expect(
        still,
        `${screen.name}: clocks that changed fewer than twice in ${Math.round(watched.ms)} ms`,
      ).toEqual([]);
      // (b) On one timer: one clock's pace timer for the screen, not one per card (≥ 150 in 3 s).
      // The window is 3 s or, on a busy machine, longer: a handful for every 3 s of it.
      expect(watched.recorded, 'the init script saw no timer at all').toBeGreaterThan(0);
      const listed = watched.paced.map((c) => `${c.kind} ${c.delay} ms`);
      const paced = `${listed.slice(0, 8).join(', ')}${listed.length > 8 ? `, and ${listed.length - 8} more` : ''}`;
      expect(
        watched.paced.length,
        `${screen.name}: timers of ${CLOCK_PACE.min}-${CLOCK_PACE.max} ms in ${Math.round(watched.ms)} ms: ${paced}`,
      ).toBeLessThanOrEqual(Math.ceil((HANDFUL * watched.ms) / WINDOW_MS));
      await page.context().close();
    }
  });
});
