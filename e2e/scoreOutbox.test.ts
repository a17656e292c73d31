import type { MatchDetail } from '@touchline/domain';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from './browser';
import { button, events, LIVE_MS, liveGridirons, openConsole, refereeLink } from './scoreConsole';
import { api, baseUrl, PHONE } from './support';

/**
 * The scorer's outbox across tabs (issue 23): every tab's actions are kept and sent once, by one
 * tab at a time, and undo takes back exactly what its dialog names.
 */

let browser: Browser;
const contexts: BrowserContext[] = [];

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  for (const context of contexts) await context.close();
  await browser?.close();
});

async function newContext() {
  const context = await browser.newContext({ viewport: PHONE, baseURL: baseUrl, serviceWorkers: 'block' });
  contexts.push(context);
  return context;
}

/** A second tab on the console of a match, signed in already (the token is the browser's). */
async function anotherTab(context: BrowserContext, matchId: number): Promise<Page> {
  const page = await context.newPage();
  await page.goto(`/score/matches/${matchId}`);
  await page.locator('.score-fan[data-stream="open"]').waitFor({ timeout: 10_000 });
  return page;
}

/** Waits until every tab's bar shows `count` actions not sent, all saved. */
async function everyTabShows(pages: Page[], count: number) {
  for (const page of pages)
    await page.locator(`[data-queue="pending"][data-unsent="${count}"][data-saved="true"]`).waitFor();
}

/** The events a match gained since `before`, as name and side, oldest first. */
async function added(matchId: number, before: { _id: number }[]) {
  return (await events(matchId))
    .filter((e) => !before.some((b) => b._id === e._id))
    .map((e) => [e.name, e.isHomeTeam]);
}

describe("the scorer's outbox in two tabs", () => {
  it('should send what both tabs queued offline exactly once, one tab at a time, in the order taken', async () => {
    const [, matchId] = await liveGridirons();
    const match = await api<MatchDetail>(`/live/matches/${matchId}`);
    const [home, away] = [match.homeTeam!.name, match.awayTeam!.name];
    const { link } = await refereeLink(match._id);
    const before = await events(match._id);
    const context = await newContext();
    const first = await context.newPage();
    await openConsole(first, link, match._id);
    const second = await anotherTab(context, match._id);
    const tabs = [first, second];
    // Every send of a scoring, from either tab, by its Idempotency-Key.
    const sends: string[] = [];
    context.on('request', (request) => {
      if (request.method() === 'POST' && request.url().endsWith(`/live/matches/${match._id}/scorings`))
        sends.push(request.headers()['idempotency-key'] ?? '');
    });

    await context.setOffline(true);
    for (const tab of tabs) await tab.getByRole('status').filter({ hasText: 'Offline' }).waitFor();
    const taps: [Page, string][] = [
      [first, `Touchdown +6 for ${home}`],
      [second, `Field goal +3 for ${away}`],
      [first, `Field goal +3 for ${home}`],
      [second, `Touchdown +6 for ${away}`],
    ];
    for (const [i, [tab, name]] of taps.entries()) {
      await button(tab, name).click();
      // Each tab counts the other's actions too.
      await everyTabShows(tabs, i + 1);
    }
    expect(await events(match._id)).toEqual(before);

    await context.setOffline(false);
    for (const tab of tabs) await tab.locator('[data-queue="sent"]').waitFor({ timeout: 10_000 });
    expect(await added(match._id, before)).toEqual([
      ['Touchdown', true],
      ['Field Goal', false],
      ['Field Goal', true],
      ['Touchdown', false],
    ]);
    // Both tabs were online, and each action went once: only one tab sent.
    expect(sends).toHaveLength(4);
    expect(new Set(sends).size).toBe(4);
  });

  it("should keep a closed tab's actions and send them from the tab still open", async () => {
    const [, , matchId] = await liveGridirons();
    const match = await api<MatchDetail>(`/live/matches/${matchId}`);
    const [home, away] = [match.homeTeam!.name, match.awayTeam!.name];
    const { link } = await refereeLink(match._id);
    const before = await events(match._id);
    const context = await newContext();
    const first = await context.newPage();
    await openConsole(first, link, match._id);
    const second = await anotherTab(context, match._id);

    await context.setOffline(true);
    for (const tab of [first, second]) await tab.getByRole('status').filter({ hasText: 'Offline' }).waitFor();
    await button(first, `Touchdown +6 for ${home}`).click();
    await everyTabShows([first, second], 1);
    await button(second, `Field goal +3 for ${away}`).click();
    await button(first, `Field goal +3 for ${home}`).click();
    await everyTabShows([first, second], 3);
    await first.close();

    await context.setOffline(false);
    await second.locator('[data-queue="sent"]').waitFor({ timeout: 10_000 });
    expect(await added(match._id, before)).toEqual([
      ['Touchdown', true],
      ['Field Goal', false],
      ['Field Goal', true],
    ]);
  });
});

describe("the scorer's outbox after an update", () => {
  it('should move a queue the earlier version saved into its records, and send it once', async () => {
    const [, , matchId] = await liveGridirons();
    const { link } = await refereeLink(matchId!);
    const before = await events(matchId!);
    const page = await (await newContext()).newPage();
    await page.goto(link);
    await page.getByTestId('scorer-identity').waitFor();
    // As the earlier version kept it: the whole queue as one idb-keyval value.
    const earlier = {
      actions: [
        {
          key: `earlier-${Date.now()}`,
          matchId,
          method: 'POST',
          path: `/live/matches/${matchId}/scorings`,
          body: { type: 1, isHomeTeam: true, period: 1, min: 1, sec: 0 },
          label: 'Touchdown, home',
          queuedAt: Date.now(),
          isEvent: true,
        },
      ],
      halt: null,
    };
    await page.evaluate(`new Promise((resolve, reject) => {
      const open = indexedDB.open('touchline-scorer');
      open.onupgradeneeded = () => open.result.createObjectStore('outbox');
      open.onerror = () => reject(open.error);
      open.onsuccess = () => {
        const tx = open.result.transaction('outbox', 'readwrite');
        tx.objectStore('outbox').put(${JSON.stringify(earlier)}, 'outbox:14');
        tx.oncomplete = () => resolve(open.result.close());
        tx.onerror = () => reject(tx.error);
      };
    })`);

    await page.goto(`/score/matches/${matchId}`);
    await expect.poll(() => added(matchId!, before), { timeout: 10_000 }).toEqual([['Touchdown', true]]);
    await page.locator('[data-queue="sent"]').waitFor();
    // Moved, not copied: a reload finds nothing more to send.
    await page.reload();
    await page.locator('.score-fan[data-stream="open"]').waitFor({ timeout: 10_000 });
    await page.locator('[data-queue="sent"]').waitFor();
    expect(await added(matchId!, before)).toEqual([['Touchdown', true]]);
  });
});

describe("the scorer's undo", () => {
  it('should delete the event its dialog names, though a newer one arrives before the scorer confirms', async () => {
    const [, matchId] = await liveGridirons();
    const match = await api<MatchDetail>(`/live/matches/${matchId}`);
    const [home, away] = [match.homeTeam!.name, match.awayTeam!.name];
    const { link } = await refereeLink(match._id);
    const before = await events(match._id);
    const scorer = await (await newContext()).newPage();
    await openConsole(scorer, link, match._id);
    const latest = scorer.locator('.score-events li').first();

    await button(scorer, `Touchdown +6 for ${home}`).click();
    await latest.filter({ hasText: `Touchdown · ${home}` }).waitFor({ timeout: LIVE_MS });
    await button(scorer, 'Undo last event').click();
    const dialog = scorer.getByRole('dialog', { name: 'Undo the last event?' });
    await expect(dialog.textContent()).resolves.toContain(`Undo the last event, Touchdown for ${home}?`);

    // Meanwhile a second scorer, on another phone, records a field goal: the stream brings it.
    const other = await (await newContext()).newPage();
    await openConsole(other, link, match._id);
    await button(other, `Field goal +3 for ${away}`).click();
    await latest.filter({ hasText: `Field Goal · ${away}` }).waitFor({ timeout: LIVE_MS });
    await expect(dialog.textContent()).resolves.toContain(`Touchdown for ${home}`);

    await dialog.getByRole('button', { name: 'Yes, undo it' }).click();
    await expect.poll(() => added(match._id, before), { timeout: 10_000 }).toEqual([['Field Goal', false]]);
    await latest.filter({ hasText: `Field Goal · ${away}` }).waitFor({ timeout: LIVE_MS });
  });
});
