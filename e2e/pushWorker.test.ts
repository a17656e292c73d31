/// <reference lib="webworker" />
import type { MatchSummary, PushPayload } from '@touchline/domain';
import type { Browser, BrowserContext, CDPSession, Page, Worker } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from './browser';
import { allMatches, baseUrl, PHONE } from './support';

/**
 * The service worker's push notifications (issue 25), through Chromium's DevTools protocol:
 * a push message delivered to the installed worker is shown as its match's notification, a tap
 * on it takes the app to the match centre, and a match already on screen is not notified twice.
 */

let browser: Browser;
let context: BrowserContext;
let matches: MatchSummary[];

beforeAll(async () => {
  browser = await launchBrowser();
  matches = (await allMatches()).filter((m) => m.homeTeam && m.awayTeam).slice(0, 2);
  if (matches.length < 2) throw new Error('The demo needs two matches with both teams');
});

afterAll(async () => {
  await context?.close();
  await browser?.close();
});

/** A score notification of the match, as the server sends it. */
function scorePush(match: MatchSummary): PushPayload {
  const home = { id: match.homeTeam!._id, name: match.homeTeam!.name, score: 7, colour: '#003366' };
  const away = { id: match.awayTeam!._id, name: match.awayTeam!.name, score: 0, colour: '#990000' };
  return {
    v: 1,
    kind: 'score',
    matchId: match._id,
    title: `${home.name} 7 – 0 ${away.name}`,
    body: `Touchdown, ${home.name} · Q1 10:00`,
    url: `/matches/${match._id}`,
    icon: `/cards/teams/${home.id}/icon.png`,
    badge: '/cards/badge.png',
    tag: `match-${match._id}`,
    timestamp: Date.now(),
    home,
    away,
    competition: { id: match.competition._id, name: match.competition.name },
  };
}

/** A context allowed notifications, with a page of the app under its installed service worker. */
async function openApp(
  path: string,
): Promise<{ page: Page; worker: Worker; cdp: CDPSession; registrationId: string }> {
  context = await browser.newContext({ viewport: PHONE, baseURL: baseUrl });
  await context.grantPermissions(['notifications'], { origin: baseUrl });
  const page = await context.newPage();
  await page.goto(path);
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, {
    timeout: 30_000,
  });
  const worker = context.serviceWorkers()[0] ?? (await context.waitForEvent('serviceworker'));

  const cdp = await context.newCDPSession(page);
  const registration = new Promise<string>((resolve) =>
    cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
      const ours = registrations.find((r) => r.scopeURL === `${baseUrl}/` && !r.isDeleted);
      if (ours) resolve(ours.registrationId);
    }),
  );
  await cdp.send('ServiceWorker.enable');
  return { page, worker, cdp, registrationId: await registration };
}

async function deliver(cdp: CDPSession, registrationId: string, payload: PushPayload) {
  await cdp.send('ServiceWorker.deliverPushMessage', {
    origin: baseUrl,
    registrationId,
    data: JSON.stringify(payload),
  });
}

/** The notifications the worker shows now, as the page's registration lists them. */
function shown(page: Page) {
  return page.evaluate(async () =>
    (await (await navigator.serviceWorker.ready).getNotifications()).map((n) => ({
      title: n.title,
      body: n.body,
      tag: n.tag,
      data: n.data as unknown,
    })),
  );
}

/** Waits until the worker shows `count` notifications. */
async function waitForShown(page: Page, count: number) {
  await expect.poll(() => shown(page), { timeout: 15_000 }).toHaveLength(count);
}

describe('the service worker’s push notifications', () => {
  it('should show a score as its match’s notification, and open the match centre on a tap', async () => {
    const [match] = matches;
    const { page, worker, cdp, registrationId } = await openApp('/tabs/explore');
    const push = scorePush(match!);

    await deliver(cdp, registrationId, push);
    await waitForShown(page, 1);
    await expect(shown(page)).resolves.toEqual([
      {
        title: push.title,
        body: push.body,
        tag: `match-${match!._id}`,
        data: { url: `${baseUrl}/matches/${match!._id}`, matchId: match!._id },
      },
    ]);

    // A tap, as Chromium dispatches it to the worker.
    await worker.evaluate(async () => {
      const sw = self as unknown as ServiceWorkerGlobalScope;
      const [notification] = await sw.registration.getNotifications();
      sw.dispatchEvent(new NotificationEvent('notificationclick', { notification: notification! }));
    });
    await page.waitForURL(`${baseUrl}/matches/${match!._id}`);
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    await waitForShown(page, 0);
    await context.close();
  });

  it('should not notify a match already on screen, and still notify another', async () => {
    const [watched, other] = matches;
    const { page, cdp, registrationId } = await openApp(`/matches/${watched!._id}`);
    await page.bringToFront();
    await page.evaluate(() => {
      const messages: unknown[] = [];
      Object.assign(window, { workerMessages: messages });
      navigator.serviceWorker.addEventListener('message', (event) => messages.push(event.data));
    });
    const heard = () =>
      page.evaluate(() => (window as unknown as { workerMessages: unknown[] }).workerMessages);

    const push = scorePush(watched!);
    await deliver(cdp, registrationId, push);
    // The worker handed the news to the page on screen instead.
    await page.waitForFunction(
      () => (window as unknown as { workerMessages: unknown[] }).workerMessages.length > 0,
    );
    await expect(heard()).resolves.toEqual([{ type: 'push', payload: push }]);
    await expect(shown(page)).resolves.toEqual([]);

    await deliver(cdp, registrationId, scorePush(other!));
    await waitForShown(page, 1);
    await expect(shown(page).then((list) => list.map((n) => n.tag))).resolves.toEqual([
      `match-${other!._id}`,
    ]);
    await context.close();
  });
});
