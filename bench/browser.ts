import type { Browser, BrowserContext } from 'playwright-core';
import { chromium } from 'playwright-core';

/** The system's Chromium: playwright-core brings no browser of its own. */
export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/**
 * A headless Chromium for the web bench's own measurements. Background networking, component
 * updates and sync are off, so the only requests and work are the page's.
 */
export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM,
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
}

/**
 * A fresh context (no cache, no storage: a first visit) the size of a phone. Service workers
 * are bypassed ('block'): once the app's worker is in control it would answer the page's
 * requests from its cache, and the figures are of the network's answers.
 */
export function phoneContext(browser: Browser): Promise<BrowserContext> {
  return browser.newContext({ viewport: { width: 390, height: 844 }, serviceWorkers: 'block' });
}

/**
 * The median of a list of numbers (the upper one of an even count, as the Lighthouse figures).
 * NaN (a run that never painted) counts as the worst.
 */
export function median(values: number[]): number {
  const worst = (value: number) => (Number.isNaN(value) ? Number.POSITIVE_INFINITY : value);
  const sorted = [...values].sort((a, b) => worst(a) - worst(b));
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
}
