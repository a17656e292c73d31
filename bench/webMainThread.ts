import type { Browser } from 'playwright-core';
import { launchBrowser, median, phoneContext } from './browser';

/** Chromium's CPU throttling: a mid-range phone, as Lighthouse's mobile setting. */
export const CPU_SLOWDOWN = 4;
/**
 * Lighthouse's mobile network (slow 4G: 150 ms round trips, 1.6 Mbit/s down, 750 kbit/s up), so
 * the page paints its own frame before the scripts arrive, as on a phone: on loopback they would
 * run before the first paint and their long tasks would not count.
 */
export const SLOW_4G = {
  offline: false,
  latency: 150,
  downloadThroughput: (1.6 * 1024 * 1024) / 8,
  uploadThroughput: (750 * 1024) / 8,
};
/** The load window (TBT, LCP), then the window in which only live updates run. */
const WINDOW_MS = 10_000;
/** Tasks longer than this block input; TBT sums what is over it. */
const BLOCKING_MS = 50;
/** A long task still running when the second window closes is reported when it ends. */
const GRACE_MS = 500;

/** What the page's observers saw, in ms since navigation start. */
interface Observed {
  longTasks: { start: number; duration: number }[];
  fcp: number | null;
  lcp: number[];
}

/** One run's figures, in ms; NaN when the page never painted. */
interface MainThreadRun {
  tbt: number;
  lcp: number;
  live: number;
}

/**
 * Runs in the page before its own scripts: records long tasks, the first contentful paint and
 * every largest-contentful-paint candidate into `__mainThread` (an Observed). A string, not a
 * function: tsx compiles functions with name helpers that do not exist in the page.
 */
const OBSERVE_MAIN_THREAD = `{
  const seen = { longTasks: [], fcp: null, lcp: [] };
  globalThis.__mainThread = seen;
  const observe = (type, record) =>
    new PerformanceObserver((list) => list.getEntries().forEach(record)).observe({ type, buffered: true });
  observe('longtask', (e) => seen.longTasks.push({ start: e.startTime, duration: e.duration }));
  observe('paint', (e) => { if (e.name === 'first-contentful-paint') seen.fcp = e.startTime; });
  observe('largest-contentful-paint', (e) => seen.lcp.push(e.startTime));
}`;

/** The blocking time (each long task's time over 50 ms) of the tasks that start in [from, to). */
function blockingTime(tasks: Observed['longTasks'], from: number, to: number): number {
  return tasks
    .filter((t) => t.start >= from && t.start < to)
    .reduce((sum, t) => sum + Math.max(0, t.duration - BLOCKING_MS), 0);
}

/**
 * One first visit at 4× CPU in a fresh context: TBT (long tasks after FCP, within the first
 * 10 s), LCP (the last candidate in those 10 s) and the blocking time of the next 10 s.
 */
async function mainThreadRun(browser: Browser, url: string): Promise<MainThreadRun> {
  const context = await phoneContext(browser);
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', SLOW_4G);
    await page.addInitScript(OBSERVE_MAIN_THREAD);
    // 'commit': the windows count from navigation start, not from the load event.
    await page.goto(url, { waitUntil: 'commit' });
    const elapsed = await page.evaluate(() => performance.now());
    await page.waitForTimeout(Math.max(0, 2 * WINDOW_MS + GRACE_MS - elapsed));
    const seen = (await page.evaluate('globalThis.__mainThread')) as Observed;
    const lcp = seen.lcp.filter((t) => t < WINDOW_MS).at(-1);
    return {
      tbt: seen.fcp === null ? Number.NaN : blockingTime(seen.longTasks, seen.fcp, WINDOW_MS),
      lcp: lcp ?? Number.NaN,
      live: blockingTime(seen.longTasks, WINDOW_MS, 2 * WINDOW_MS),
    };
  } finally {
    await context.close();
  }
}

/** A number of ms as a figure's unit shows it: whole ms, or seconds to a tenth. */
const MS = { format: (value: number) => String(Math.round(value)), unit: 'ms' };
const SECONDS = { format: (value: number) => (value / 1000).toFixed(1), unit: 's' };

/** A screen's runs as one line: each figure's median, with every run's value. */
function describe(runs: MainThreadRun[]): string {
  const figure = (pick: (run: MainThreadRun) => number, { format, unit }: typeof MS) => {
    const show = (value: number) => (Number.isNaN(value) ? 'n/a' : format(value));
    const values = runs.map(pick);
    return `${show(median(values))} ${unit} (runs ${values.map(show).join(', ')})`;
  };
  return [
    `TBT ${figure((r) => r.tbt, MS)}`,
    `LCP ${figure((r) => r.lcp, SECONDS)}`,
    `blocking while live ${figure((r) => r.live, MS)} per 10 s`,
  ].join(', ');
}

/**
 * The main thread of each screen at 4× CPU on slow 4G, `runs` first visits each, as figures
 * named `main thread at 4× CPU <path>`. Figures, no asserts: a shared machine's noise moves them
 * by tens of ms.
 */
export async function mainThreadFigures(
  base: string,
  screens: { path: string; name?: string }[],
  runs: number,
): Promise<Record<string, string>> {
  const browser = await launchBrowser();
  try {
    const figures: Record<string, string> = {};
    for (const screen of screens) {
      const results: MainThreadRun[] = [];
      for (let run = 0; run < runs; run++)
        results.push(await mainThreadRun(browser, `${base}${screen.path}`));
      figures[`main thread at ${CPU_SLOWDOWN}× CPU ${screen.name ?? screen.path}`] = describe(results);
    }
    return figures;
  } finally {
    await browser.close();
  }
}
