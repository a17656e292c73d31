import type { Browser, CDPSession, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from './browser';
import { openPage, PHONE } from './support';

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

interface Exchange {
  url: string;
  /** The status the server sent (a 304 the browser turns into its cached 200 for the page). */
  status?: number;
  ifNoneMatch?: string;
  etag?: string;
}

/**
 * The API reads (not the streams) as they went over the network, from Chromium's own network
 * events: Playwright reports what the page saw, where a 304 is already the cached 200.
 */
async function recordReads(page: Page) {
  const cdp: CDPSession = await page.context().newCDPSession(page);
  // Chromium may send a request's extra information before or after the request itself.
  const urls = new Map<string, string>();
  const sent = new Map<string, Record<string, string>>();
  const received = new Map<string, { status: number; headers: Record<string, string> }>();
  const isRead = (url: string) => /\/touchline\/api\/v1\//.test(url) && !/\/stream(\?|$)/.test(url);
  cdp.on('Network.requestWillBeSent', ({ requestId, request }) => {
    if (request.method === 'GET' && isRead(request.url)) urls.set(requestId, request.url);
  });
  cdp.on('Network.requestWillBeSentExtraInfo', ({ requestId, headers }) => {
    sent.set(requestId, lowerCased(headers));
  });
  cdp.on('Network.responseReceivedExtraInfo', ({ requestId, statusCode, headers }) => {
    received.set(requestId, { status: statusCode, headers: lowerCased(headers) });
  });
  await cdp.send('Network.enable');
  return {
    take(): Exchange[] {
      const taken = [...urls].flatMap(([id, url]) => {
        const response = received.get(id);
        if (!response) return [];
        return [
          {
            url,
            status: response.status,
            etag: response.headers.etag,
            ifNoneMatch: sent.get(id)?.['if-none-match'],
          },
        ];
      });
      urls.clear();
      sent.clear();
      received.clear();
      return taken;
    },
  };
}

function lowerCased(headers: Record<string, unknown>) {
  return Object.fromEntries(Object.entries(headers).map(([k, v]) => [k.toLowerCase(), String(v)]));
}

/**
 * What the screen shows of the data: the text of main without the ad slot, which the spec shows
 * on a random 5% of screen views, so two views of the same answers may differ by it alone.
 */
const shownData = (page: Page) =>
  page.locator('main').evaluate((main) => {
    const copy = main.cloneNode(true) as HTMLElement;
    for (const ad of copy.querySelectorAll('.ad-slot')) ad.remove();
    return copy.textContent;
  });

describe('revisits', () => {
  it('should cost a 304 with no body for every read whose answer has not changed', async () => {
    const page = await openPage(browser, PHONE);
    const reads = await recordReads(page);
    await page.goto('/tabs/schedule');
    await page.locator('.match-card, .match-row').first().waitFor();
    await page.waitForTimeout(1_000);
    const first = reads.take();
    expect(first.length).toBeGreaterThan(2);
    for (const read of first) {
      expect(read.status, read.url).toBe(200);
      expect(read.etag, read.url).toMatch(/^"[\w-]+"$/);
    }
    const shown = await shownData(page);

    // A revisit once the answers the app saved have gone stale: it asks for each again. Forget
    // them here rather than wait (web/src/persist.ts keeps them in idb-keyval's database);
    // within their fresh time the app would ask for none.
    await page.evaluate(
      () =>
        new Promise<void>((resolve) => {
          const deleting = indexedDB.deleteDatabase('keyval-store');
          // Blocked until the reload closes the app's connection; the new page waits for it.
          deleting.onsuccess = deleting.onerror = deleting.onblocked = () => resolve();
        }),
    );
    await page.reload();
    await page.locator('.match-card, .match-row').first().waitFor();
    await page.waitForTimeout(1_000);
    const again = reads.take();
    expect(again.length).toBeGreaterThan(2);
    // Asked again every time, never taken stale from the browser's cache, but with the
    // validator: nothing has changed (the demo scorer is off here), so no body comes back.
    for (const read of again) {
      expect(read.ifNoneMatch, read.url).toMatch(/^"[\w-]+"$/);
      expect(read.status, read.url).toBe(304);
    }
    expect(await shownData(page)).toBe(shown);
    await page.context().close();
  });
});
