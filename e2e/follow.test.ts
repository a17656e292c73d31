import {
  API_PREFIX,
  isLiveStatus,
  type MatchDetail,
  type MatchSummary,
  type PushPayload,
  type PushSubscriptionBody,
  type TeamList,
} from '@touchline/domain';
import type { Browser, BrowserContext, Page, Request } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { type FakePushService, startFakePushService } from '../server/test/push/fakePushService';
import { expectAccessible } from './axe';
import { launchBrowser } from './browser';
import { useFakePush, withoutPush, withoutShare } from './pushPage';
import { allMatches, api, baseUrl, DESKTOP, PHONE, screenshot, type Viewport, write } from './support';

/**
 * Following a team as a new fan does (issue 25): the bell on a team's page at phone width asks
 * for notifications during the tap and subscribes, a touchdown then reaches the (loopback, fake)
 * push service encrypted for this browser; My teams lists the team, and unfollowing drops the
 * subscription. A refusal and a browser without push are explained; Share copies the link.
 */

const TOUCHDOWN = 1;
const SUBSCRIPTIONS = `${API_PREFIX}/push/subscriptions`;

let browser: Browser;
let fake: FakePushService;
/** A gridiron match under way in a period, with both teams and a ladder; its home team is followed. */
let match: MatchSummary;
let team: { id: number; name: string };
const contexts: BrowserContext[] = [];

beforeAll(async () => {
  browser = await launchBrowser();
  // On the port the servers were told to allow (e2e/globalSetup.ts).
  fake = await startFakePushService({ port: inject('pushPort') });
  const candidates = (await allMatches()).filter(
    (m) =>
      isLiveStatus(m.status) &&
      m.sportType.value === 'gridiron' &&
      m.status !== 'half-time' &&
      m.status !== 'disputed' &&
      m.homeTeam &&
      m.awayTeam &&
      m.competition.display.ladder,
  );
  // The last one: the other tests score in the first live match they find.
  const found = candidates.at(-1);
  if (!found) throw new Error('The demo has no gridiron match under way in a competition with a ladder');
  match = found;
  team = { id: found.homeTeam!._id, name: found.homeTeam!.name };
});

afterAll(async () => {
  for (const context of contexts) await context.close();
  await browser?.close();
  await fake?.close();
});

/** A fresh fan: a context of its own, with service workers (push needs one) and `permissions`. */
async function fan(viewport: Viewport, permissions: string[] = []): Promise<BrowserContext> {
  const context = await browser.newContext({ viewport, baseURL: baseUrl, reducedMotion: 'reduce' });
  contexts.push(context);
  if (permissions.length) await context.grantPermissions(permissions, { origin: baseUrl });
  return context;
}

/** Opens the team's page and waits for its header. */
async function openTeam(page: Page) {
  await page.goto(`/teams/${team.id}`);
  await page.getByRole('heading', { level: 1, name: team.name }).waitFor();
}

const bell = (page: Page, state: 'Follow' | 'Following') =>
  page.getByRole('button', { name: `${state} ${team.name}`, exact: true });

/** The subscription the page posts to the server, and the server's answer. */
const isPost = (request: Request) => request.url().endsWith(SUBSCRIPTIONS) && request.method() === 'POST';

/** Taps the bell with notifications allowed, and returns what the page sent the server. */
async function followWithPush(page: Page): Promise<PushSubscriptionBody> {
  const posted = page.waitForResponse((response) => isPost(response.request()), { timeout: 20_000 });
  await bell(page, 'Follow').click();
  const response = await posted;
  expect(response.status()).toBe(200);
  await page
    .locator('.toast')
    .filter({ hasText: `Following ${team.name}: notifications are on` })
    .waitFor();
  await expect(bell(page, 'Following').getAttribute('aria-pressed')).resolves.toBe('true');
  return response.request().postDataJSON() as PushSubscriptionBody;
}

/** Posts a touchdown for the home team, as a scorer's app does; returns the match as it was. */
async function scoreTouchdown(): Promise<MatchDetail> {
  const before = await api<MatchDetail>(`/live/matches/${match._id}`);
  const list = await api<TeamList>(`/live/teamlists/matches/${match._id}/teams/${team.id}`);
  const player = list.players.find((p) => p.isPublic);
  const period = before.allMatchStatuses.find((s) => s.value === before.status)?.period ?? 1;
  await write('POST', `/live/matches/${match._id}/scorings`, {
    type: TOUCHDOWN,
    isHomeTeam: true,
    period,
    min: 4,
    sec: 20,
    ...(player ? { player: player._id } : {}),
  });
  return before;
}

/** The followed teams this device keeps (localStorage, as the app does). */
const followedTeams = (page: Page) =>
  page.evaluate(
    () =>
      (JSON.parse(localStorage.getItem('touchline:follows') ?? '{}') as { teams?: { id: number }[] }).teams ??
      [],
  );

describe('following a team', () => {
  it('should follow from the team page at 390 px, and push its touchdown to this browser', async () => {
    const subscription = fake.subscriber();
    const context = await fan(PHONE, ['notifications']);
    await useFakePush(context, subscription);
    const page = await context.newPage();
    await openTeam(page);

    const sent = await followWithPush(page);
    expect(sent).toMatchObject({
      endpoint: subscription.endpoint,
      keys: subscription.keys,
      topics: { teams: [team.id], matches: [], competitions: [] },
      level: 'all',
    });
    await screenshot(page, 'follow-team');
    await page.setViewportSize(DESKTOP);
    await screenshot(page, 'follow-team');

    const before = await scoreTouchdown();
    const mine = (await fake.waitFor((all) => all.some((m) => m.endpoint === subscription.endpoint))).filter(
      (m) => m.endpoint === subscription.endpoint,
    );
    expect(mine).toHaveLength(1);
    const payload = mine[0]!.json as PushPayload;
    const away = match.awayTeam!.name;
    expect(payload).toMatchObject({
      kind: 'score',
      matchId: match._id,
      url: `/matches/${match._id}`,
      title: `${team.name} ${before.scores.homeTeam + 6} – ${before.scores.awayTeam} ${away}`,
      home: { id: team.id, name: team.name, score: before.scores.homeTeam + 6 },
      away: { name: away, score: before.scores.awayTeam },
    });
    expect(payload.body).toMatch(new RegExp(`^Touchdown, ${literal(team.name)}.* · \\S+ 4:20$`));
    expect(mine[0]!.headers).toMatchObject({ urgency: 'high', topic: `match-${match._id}` });
  });

  it('should list the team on Explore and My teams, and drop the subscription on unfollowing', async () => {
    const subscription = fake.subscriber();
    const context = await fan(PHONE, ['notifications']);
    await useFakePush(context, subscription);
    const page = await context.newPage();
    await openTeam(page);
    await followWithPush(page);

    await page.goto('/tabs/explore');
    const mine = page.getByRole('region', { name: 'My teams' });
    await mine.getByRole('link', { name: team.name }).waitFor();
    await mine.getByRole('link', { name: 'My teams', exact: true }).click();
    await page.waitForURL(`${baseUrl}/my-teams`);

    const card = page.getByRole('region', { name: team.name });
    await card.locator(`.followed-team__slot--live a[href$="/matches/${match._id}"]`).waitFor();
    await card.getByRole('heading', { name: 'Next match' }).waitFor();
    await card.getByRole('heading', { name: 'Last match' }).waitFor();
    await card.getByRole('link', { name: `${match.competition.name} ladder` }).waitFor();
    for (const viewport of [PHONE, DESKTOP]) {
      await page.setViewportSize(viewport);
      await expectAccessible(page, `My teams with a follow, ${viewport.width} px`);
      await screenshot(page, 'follow-my-teams', { fullPage: true });
    }
    await page.setViewportSize(PHONE);

    // Nothing followed any more: the browser's subscription is dropped on the server.
    const dropped = page.waitForResponse(
      (response) => response.url().endsWith(SUBSCRIPTIONS) && response.request().method() === 'DELETE',
    );
    await card.getByRole('button', { name: `Following ${team.name}` }).click();
    const answer = await dropped;
    expect(answer.status()).toBe(204);
    expect(answer.request().postDataJSON()).toEqual({ endpoint: subscription.endpoint });
    await page.getByRole('heading', { name: 'You are not following anything yet' }).waitFor();
    await expect(followedTeams(page)).resolves.toEqual([]);
    await page.goto('/tabs/explore');
    await mine.getByRole('link', { name: /Follow your teams/ }).waitFor();

    // Another follower of the team hears of its next touchdown; this browser no longer does.
    const other = fake.subscriber();
    const follow: PushSubscriptionBody = {
      ...other,
      topics: { teams: [team.id], matches: [], competitions: [] },
      level: 'all',
    };
    const posted = await fetch(`${baseUrl}${SUBSCRIPTIONS}`, {
      method: 'POST',
      headers: { 'national-id': '14', 'content-type': 'application/json' },
      body: JSON.stringify(follow),
    });
    expect(posted.status).toBe(200);
    await scoreTouchdown();
    await fake.waitFor((all) => all.some((m) => m.endpoint === other.endpoint));
    expect(fake.requests.filter((r) => r.subscriberId === fake.idOf(subscription.endpoint))).toEqual([]);
  });
});

describe('when notifications cannot be turned on', () => {
  it('should explain a refusal and how to undo it, and keep the team followed', async () => {
    // Not granted: headless Chromium refuses the prompt, as a fan tapping Block does.
    const context = await fan(PHONE);
    const page = await context.newPage();
    const posts: Request[] = [];
    page.on('request', (request) => isPost(request) && posts.push(request));
    await openTeam(page);
    await bell(page, 'Follow').click();

    const note = page.getByRole('region', { name: 'Notifications are blocked' });
    await note.waitFor();
    await expect(note.textContent()).resolves.toMatch(
      /followed on this device.*open the site settings.*set Notifications to Allow, then reload/,
    );
    await expect(bell(page, 'Following').getAttribute('aria-pressed')).resolves.toBe('true');
    await expect(followedTeams(page)).resolves.toEqual([{ id: team.id, name: team.name }]);
    expect(posts).toEqual([]);
    for (const viewport of [PHONE, DESKTOP]) {
      await page.setViewportSize(viewport);
      await expectAccessible(page, `team page with the blocked note, ${viewport.width} px`);
      await screenshot(page, 'follow-blocked');
    }
  });

  it('should say a browser without push cannot notify, and offer the calendar feed', async () => {
    const context = await fan(PHONE, ['notifications']);
    await withoutPush(context);
    const page = await context.newPage();
    await openTeam(page);
    await bell(page, 'Follow').click();

    const note = page.getByRole('region', { name: 'No notifications in this browser' });
    await note.waitFor();
    await expect(note.textContent()).resolves.toContain('Add the matches to your calendar instead');
    const calendar = note.getByRole('navigation', {
      name: `Instead of notifications, add ${team.name}'s matches to your calendar`,
    });
    await expect(
      calendar.getByRole('link', { name: 'Add to calendar' }).getAttribute('href'),
    ).resolves.toMatch(/^webcal:/);
    await expect(followedTeams(page)).resolves.toEqual([{ id: team.id, name: team.name }]);
    for (const viewport of [PHONE, DESKTOP]) {
      await page.setViewportSize(viewport);
      await expectAccessible(page, `team page with the no-push note, ${viewport.width} px`);
      await screenshot(page, 'follow-no-push');
    }
  });
});

describe('the match centre’s Follow and Share', () => {
  it('should open the follow panel over the page, accessible, and close it off the tabs', async () => {
    const context = await fan(PHONE);
    const page = await context.newPage();
    await page.goto(`/matches/${match._id}`);
    await page.locator('.centre-card').first().waitFor();
    const follow = page.getByRole('button', { name: 'Follow', exact: true });
    const panel = page.locator('.follow-menu__panel');
    for (const viewport of [PHONE, DESKTOP]) {
      await page.setViewportSize(viewport);
      await follow.click();
      await panel.getByRole('button', { name: `Follow ${team.name}` }).waitFor();
      await panel.getByRole('button', { name: 'Follow this match' }).waitFor();
      await expectAccessible(page, `match centre with the follow panel, ${viewport.width} px`);
      await screenshot(page, 'follow-match-panel');
      await page.keyboard.press('Escape');
      await panel.waitFor({ state: 'hidden' });
      // Closed, nothing lies over the tabs: a tap on one reaches it.
      await page.getByRole('tab', { name: 'Events' }).click({ timeout: 5_000 });
      await page.getByRole('tab', { name: 'Overview' }).click({ timeout: 5_000 });
    }
  });

  it('should copy the link where there is no share sheet, and say so', async () => {
    const context = await fan(PHONE, ['clipboard-read', 'clipboard-write']);
    await withoutShare(context);
    const page = await context.newPage();
    await page.goto(`/matches/${match._id}?view=events`);
    await page.locator('.centre-card').first().waitFor();
    await page.getByRole('button', { name: 'Share', exact: true }).click();
    await page.locator('.toast').filter({ hasText: 'Link copied' }).waitFor();
    // The page's address without its view choices.
    await expect(page.evaluate(() => navigator.clipboard.readText())).resolves.toBe(
      `${baseUrl}/matches/${match._id}`,
    );
  });
});

/** `text` as a literal part of a regular expression. */
function literal(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
