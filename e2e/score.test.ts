import {
  API_PREFIX,
  type LiveTimer,
  type MatchDetail,
  type MatchStatus,
  statusLabel,
  type TeamList,
} from '@touchline/domain';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeViolations, describeViolations } from './axe';
import { launchBrowser } from './browser';
import {
  button,
  events,
  LIVE_MS,
  liveGridirons,
  openConsole,
  pregameGridirons,
  refereeLink,
  revoke,
} from './scoreConsole';
import { allMatches, api, baseUrl, openPage, PHONE, screenshot, VIEWPORTS, write } from './support';

/** The scorer's console (issue 16): a referee scores from a phone, and fans see it. */

let browser: Browser;
const contexts: BrowserContext[] = [];

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  for (const context of contexts) await context.close();
  await browser?.close();
});

async function newContext(options: { serviceWorkers?: 'allow' | 'block' } = {}) {
  const context = await browser.newContext({
    viewport: PHONE,
    baseURL: baseUrl,
    serviceWorkers: options.serviceWorkers ?? 'block',
  });
  contexts.push(context);
  return context;
}

/** Fails unless the element is wholly on the screen as the page stands (scrolled as it is). */
async function expectInView(page: Page, locator: Locator) {
  const box = await locator.boundingBox();
  const height = page.viewportSize()!.height;
  const where = `${await locator.textContent()} at ${JSON.stringify(box)}, screen ${height}px high`;
  expect(box !== null && box.y >= 0 && box.y + box.height <= height, where).toBe(true);
}

/**
 * The visible buttons of the console whose label does not fit on one line: taller than the same
 * button with its text kept to one line, or that one line wider than the button.
 */
const wrappedButtons = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>('.score-app button')]
      .filter((b) => b.checkVisibility())
      .flatMap((b) => {
        const height = b.getBoundingClientRect().height;
        const before = b.style.whiteSpace;
        b.style.whiteSpace = 'nowrap';
        const oneLine = b.getBoundingClientRect().height;
        const overflows = b.scrollWidth > b.clientWidth + 1;
        b.style.whiteSpace = before;
        return height > oneLine + 1 || overflows
          ? [
              `“${b.textContent}”: ${height}px high, ${oneLine}px on one line, ${b.scrollWidth}/${b.clientWidth}px wide`,
            ]
          : [];
      }),
  );

describe("the scorer's console", () => {
  it("should score a touchdown and a conversion and undo one, each on a fan's match centre within 2 s", async () => {
    const [matchId] = await liveGridirons();
    const match = await api<MatchDetail>(`/live/matches/${matchId}`);
    const home = match.homeTeam!.name;
    const away = match.awayTeam!.name;
    const { link, token } = await refereeLink(match._id);
    const before = await events(match._id);

    const scorer = await (await newContext()).newPage();
    await openConsole(scorer, link, match._id);
    // The token left the address at once, and the console says whose it is.
    expect(scorer.url()).not.toContain(token);
    expect(await scorer.evaluate(() => window.location.hash)).toBe('');
    await expect(scorer.getByTestId('scorer-identity').textContent()).resolves.toContain(
      `Referee · match ${match._id}`,
    );

    const fan = await (await newContext()).newPage();
    await fan.goto(`/matches/${match._id}`);
    await fan.locator('article.match[data-stream="open"]').waitFor({ timeout: 10_000 });
    const fanScore = (h: number, a: number) =>
      fan
        .locator('.match-hero [aria-live="polite"]')
        .filter({ hasText: `Score: ${home} ${h}, ${away} ${a}` });
    const { homeTeam: h0, awayTeam: a0 } = match.scores;

    await button(scorer, `Touchdown +6 for ${home}`).click();
    await fanScore(h0 + 6, a0).waitFor({ timeout: LIVE_MS });
    await button(scorer, `Conversion 1 +1 for ${home}`).click();
    await fanScore(h0 + 7, a0).waitFor({ timeout: LIVE_MS });
    // The console shows what fans see, from the same stream.
    await scorer
      .getByTestId('fan-score')
      .filter({ hasText: String(h0 + 7) })
      .waitFor({ timeout: LIVE_MS });
    await scorer.locator('[data-queue="sent"]').waitFor();

    await button(scorer, 'Undo last event').click();
    const dialog = scorer.getByRole('dialog', { name: 'Undo the last event?' });
    await expect(dialog.textContent()).resolves.toContain(`Conversion for ${home}`);
    await dialog.getByRole('button', { name: 'Yes, undo it' }).click();
    await fanScore(h0 + 6, a0).waitFor({ timeout: LIVE_MS });

    const after = await events(match._id);
    const mine = after.filter((e) => !before.some((b) => b._id === e._id));
    expect(mine.map((e) => [e.name, e.isHomeTeam])).toEqual([['Touchdown', true]]);

    for (const viewport of VIEWPORTS) {
      await scorer.setViewportSize(viewport);
      await screenshot(scorer, 'score-console', { fullPage: true });
    }
    const serious = (await axeViolations(scorer)).filter(
      (v) => v.impact === 'serious' || v.impact === 'critical',
    );
    expect(serious, describeViolations(serious)).toEqual([]);
  });

  it('should keep three events taken offline through a reload, and send exactly those, in order, once back', async () => {
    const [, matchId] = await liveGridirons();
    const match = await api<MatchDetail>(`/live/matches/${matchId}`);
    const { link } = await refereeLink(match._id);
    const before = await events(match._id);
    const context = await newContext({ serviceWorkers: 'allow' });
    const page = await context.newPage();
    await openConsole(page, link, match._id);
    // The service worker takes the page over, then a visit through it saves what the console reads.
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, {
      timeout: 30_000,
    });
    await page.reload();
    await page.locator('.score-fan[data-stream="open"]').waitFor({ timeout: 10_000 });

    await context.setOffline(true);
    // The bar says so once the page knows it is offline: only then is a tap kept on the device.
    await page.getByRole('status').filter({ hasText: 'Offline' }).waitFor();
    await button(page, `Touchdown +6 for ${match.homeTeam!.name}`).click();
    await button(page, `Conversion 2 +2 for ${match.homeTeam!.name}`).click();
    await button(page, `Field goal +3 for ${match.awayTeam!.name}`).click();
    await page.locator('[data-queue="pending"][data-unsent="3"][data-saved="true"]').waitFor();
    await page.getByText('3 actions not sent yet: you are offline').waitFor();

    await page.reload();
    await page.locator('[data-queue="pending"][data-unsent="3"]').waitFor({ timeout: 10_000 });
    expect(await events(match._id)).toEqual(before);

    await context.setOffline(false);
    await page.locator('[data-queue="sent"]').waitFor({ timeout: 10_000 });
    const after = await events(match._id);
    const added = after.filter((e) => !before.some((b) => b._id === e._id));
    expect(added.map((e) => [e.name, e.isHomeTeam])).toEqual([
      ['Touchdown', true],
      ['Two-Point Conversion', true],
      ['Field Goal', false],
    ]);
    expect(after.length).toBe(before.length + 3);
  });

  it('should stop the queue at a refusal and show it, then send the rest once the scorer drops it', async () => {
    const [, , matchId] = await liveGridirons();
    const match = await api<MatchDetail>(`/live/matches/${matchId}`);
    const { link } = await refereeLink(match._id);
    const before = await events(match._id);
    const context = await newContext();
    const page = await context.newPage();
    await openConsole(page, link, match._id);

    // Queued together, so the server meets them in this order: the second start is refused.
    await context.setOffline(true);
    await page.getByRole('status').filter({ hasText: 'Offline' }).waitFor();
    await page.getByLabel('Time left (mm:ss)').fill('10:00');
    await button(page, 'Set', true).first().click();
    await button(page, 'Stop clock').click();
    await button(page, 'Start clock').click();
    await button(page, 'Start clock').click();
    await button(page, `Touchdown +6 for ${match.homeTeam!.name}`).click();
    await page.locator('[data-queue="pending"][data-unsent="5"]').waitFor();
    await context.setOffline(false);

    const alert = page.locator('.score-refusal [role="alert"]');
    await alert.waitFor({ timeout: 10_000 });
    // 'Start' on a clock never started, 'Continue' on one stopped before (another test may have).
    await expect(alert.textContent()).resolves.toMatch(
      /The server refused “Clock started”: Cannot (Start|Continue), Already Running Timer/,
    );
    await page.locator('[data-queue="stopped"][data-unsent="2"]').waitFor();
    expect(await events(match._id)).toEqual(before);

    await button(page, 'Drop it and send the rest').click();
    await page.locator('[data-queue="sent"]').waitFor({ timeout: 10_000 });
    const added = (await events(match._id)).filter((e) => !before.some((b) => b._id === e._id));
    expect(added.map((e) => [e.name, e.isHomeTeam])).toEqual([['Touchdown', true]]);
  });

  it('should sign the scorer out, saying why, once the token is revoked', async () => {
    const [matchId] = await liveGridirons();
    const match = await api<MatchDetail>(`/live/matches/${matchId}`);
    const { link, id } = await refereeLink(match._id);
    const page = await (await newContext()).newPage();
    await openConsole(page, link, match._id);
    await revoke(id);
    await button(page, `Timeout for ${match.awayTeam!.name}`).click();
    await page.getByRole('heading', { name: 'Sign in to score' }).waitFor({ timeout: 10_000 });
    await expect(page.getByRole('alert').textContent()).resolves.toBe(
      'You were signed out: The scoring token is unknown or has been revoked',
    );
    expect(await page.evaluate(() => localStorage.getItem('touchline.scorer.token'))).toBeNull();
    // Nor does a reload bring the token back.
    await page.reload();
    await page.getByRole('heading', { name: 'Sign in to score' }).waitFor();
  });

  it("should save a team's list before the game from its roster", async () => {
    const pregame = (await allMatches()).find(
      (m) => m.status === 'pre-game' && m.sportType.value === 'gridiron' && m.homeTeam && m.awayTeam,
    );
    if (!pregame) throw new Error('The demo has no gridiron match before kick-off');
    const team = pregame.homeTeam!;
    const listed = async () => {
      const list = await api<TeamList>(`/live/teamlists/matches/${pregame._id}/teams/${team._id}`);
      return [...list.players, ...list.nonplayers].map((p) => p._id).sort((a, b) => a - b);
    };
    const before = await listed();
    const { link } = await refereeLink(pregame._id);
    const page = await (await newContext()).newPage();
    await page.goto(link);
    await page.locator(`a[href="/score/matches/${pregame._id}"]`).click();
    const form = page.getByRole('group', { name: team.name });
    const first = form.getByRole('checkbox').first();
    await first.waitFor();
    const wasOn = await first.isChecked();
    await first.setChecked(!wasOn);
    await form.getByRole('button', { name: `Save ${team.name}'s list` }).click();
    await page.locator('[data-queue="sent"]').waitFor({ timeout: 10_000 });
    const after = await listed();
    expect(Math.abs(after.length - before.length)).toBe(1);
    expect(after.length).toBe(before.length + (wasOn ? -1 : 1));
    for (const viewport of VIEWPORTS) {
      await page.setViewportSize(viewport);
      await screenshot(page, 'score-team-lists');
    }
    const serious = (await axeViolations(page)).filter(
      (v) => v.impact === 'serious' || v.impact === 'critical',
    );
    expect(serious, describeViolations(serious)).toEqual([]);
  });

  it('should not let a token for another match open this one, nor write to it', async () => {
    const [matchId, otherId] = await liveGridirons();
    const { link, token } = await refereeLink(otherId!);
    const page = await openPage(browser, PHONE);
    await page.goto(link);
    await page.getByTestId('scorer-identity').waitFor();
    await expect(page.locator('.score-match').count()).resolves.toBe(1);
    // By keyboard alone: past Sign out to the one match, and Enter opens its console.
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await expect(page.evaluate(() => document.activeElement?.getAttribute('href'))).resolves.toBe(
      `/score/matches/${otherId}`,
    );
    await page.keyboard.press('Enter');
    // Its console opens: the event pad, or the switch of a match scored play by play.
    await page.locator('.score-pad, .score-mode').first().waitFor();

    await page.goto(`/score/matches/${matchId}`);
    await page.getByRole('heading', { name: `This token cannot score match ${matchId}` }).waitFor();
    await expect(page.getByRole('alert').textContent()).resolves.toContain(`may not score match ${matchId}`);
    await expect(page.getByRole('button', { name: /^Touchdown/ }).count()).resolves.toBe(0);

    // Nor does the API take it, however it is sent.
    const response = await fetch(`${baseUrl}${API_PREFIX}/live/matches/${matchId}/scorings`, {
      method: 'POST',
      headers: { 'national-id': '14', authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ type: 1, isHomeTeam: true, period: 1, min: 1, sec: 0 }),
    });
    expect(response.status).toBe(403);
    await page.context().close();
  });
});

describe("the scorer's console at the ground, on a phone", () => {
  it('should kick off in one tap at pre-game and walk every status in order, half-time included', async () => {
    // The last of them: the team-list test takes the first the demo lists.
    const matchId = (await pregameGridirons()).at(-1);
    if (matchId === undefined) throw new Error('The demo has no gridiron match to kick off soon');
    const match = await api<MatchDetail>(`/live/matches/${matchId}`);
    const { link } = await refereeLink(matchId);
    const page = await (await newContext()).newPage();
    await openConsole(page, link, matchId);

    // Kick-off and every scoring button are on the phone's first screen.
    const kickOff = button(page, 'Kick-off', true);
    await button(page, `Safety +2 for ${match.awayTeam!.name}`).waitFor();
    await expectInView(page, kickOff);
    for (const each of await page.locator('.score-pad button').all()) await expectInView(page, each);
    for (const viewport of VIEWPORTS) {
      await page.setViewportSize(viewport);
      await screenshot(page, 'score-console-pregame');
    }
    await page.setViewportSize(PHONE);

    const label = (status: MatchStatus) =>
      match.allMatchStatuses.find((s) => s.value === status)?.label ?? 'Half Time';
    const walk: MatchStatus[] = [
      'first-quarter',
      'second-quarter',
      'half-time',
      'third-quarter',
      'fourth-quarter',
      'final',
    ];
    const shown = page.locator('.score-bar__status');
    try {
      for (const [i, status] of walk.entries()) {
        await (i === 0 ? kickOff : button(page, `Next: ${label(status)}`, true)).click();
        // Each status reaches the server, and comes back on the fans' stream, before the next tap.
        await shown.filter({ hasText: statusLabel(status) }).waitFor({ timeout: LIVE_MS });
        await expect(api<MatchDetail>(`/live/matches/${matchId}`)).resolves.toMatchObject({ status });
      }
      await expect(page.locator('.score-next').count()).resolves.toBe(0);
    } finally {
      // As it was, for the files after this one: reopening a final match is a correction.
      await write('PUT', `/live/matches/${matchId}/status`, {
        status: 'pre-game',
        reason: 'Reset after the status walk',
      });
    }
  });

  it('should take back a timeout with undo, on the server and on the button', async () => {
    // Not the first live game, which the other tests score; one whose home team has a timeout left.
    let matchId: number | undefined;
    let before: LiveTimer | undefined;
    for (const id of (await liveGridirons()).slice(1)) {
      before = await api<LiveTimer>(`/live/matches/${id}/timer`);
      matchId = id;
      if (before.timeoutsRemaining.homeTeam > 0) break;
    }
    const match = await api<MatchDetail>(`/live/matches/${matchId}`);
    const home = match.homeTeam!.name;
    const left = before!.timeoutsRemaining.homeTeam;
    expect(left).toBeGreaterThan(0);
    const eventsBefore = await events(matchId!);
    const { link } = await refereeLink(matchId!);
    const page = await (await newContext()).newPage();
    await openConsole(page, link, matchId!);
    const timeout = (n: number) => button(page, `Timeout for ${home}, ${n} left`, true);

    await timeout(left).click();
    // The count comes back on the live stream once the server has the timeout.
    await timeout(left - 1).waitFor({ timeout: LIVE_MS });
    const taken = await api<LiveTimer>(`/live/matches/${matchId}/timer`);
    expect(taken.matchTimeouts.homeTeam).toBe(before!.matchTimeouts.homeTeam + 1);

    await button(page, 'Undo last event').click();
    const dialog = page.getByRole('dialog', { name: 'Undo the last event?' });
    await expect(dialog.textContent()).resolves.toContain(`Undo the timeout for ${home}?`);
    await dialog.getByRole('button', { name: 'Yes, undo it' }).click();
    await timeout(left).waitFor({ timeout: LIVE_MS });
    const after = await api<LiveTimer>(`/live/matches/${matchId}/timer`);
    expect(after.matchTimeouts).toEqual(before!.matchTimeouts);
    // Only the timeout was taken back: no event went with it.
    expect(await events(matchId!)).toEqual(eventsBefore);
  });

  it('should fit every label on one line and keep the sending state in view while scoring', async () => {
    const [matchId] = await liveGridirons();
    const match = await api<MatchDetail>(`/live/matches/${matchId}`);
    const home = match.homeTeam!.name;
    const before = await events(matchId!);
    const { link } = await refereeLink(matchId!);
    const context = await newContext();
    const page = await context.newPage();
    await openConsole(page, link, matchId!);

    await button(page, `Safety +2 for ${match.awayTeam!.name}`).waitFor();
    for (const each of await page.locator('.score-pad button').all()) await expectInView(page, each);
    // Every button, the folded parts' and the undo dialog's too.
    const folded = page.locator('.score-console details:not([open]) > summary');
    while ((await folded.count()) > 0) await folded.first().click();
    expect(await wrappedButtons(page)).toEqual([]);
    await button(page, 'Undo last event').click();
    expect(await wrappedButtons(page)).toEqual([]);
    await button(page, 'Keep it', true).click();

    // At the foot of the console the bar still says whether everything is sent, as a live region.
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    const sending = page.getByRole('status');
    await expect(sending.textContent()).resolves.toBe('Online · All sent');
    await expectInView(page, sending);
    await page.evaluate(() => window.scrollTo(0, 700));
    await screenshot(page, 'score-console-scrolled');

    await context.setOffline(true);
    await sending.filter({ hasText: 'Offline · All sent' }).waitFor();
    await button(page, `Touchdown +6 for ${home}`).click();
    await sending.filter({ hasText: 'Offline · 1 not sent' }).waitFor();
    await expectInView(page, sending);
    // Taken back before it was ever sent: nothing reaches the server.
    await button(page, 'Undo last event').click();
    const dialog = page.getByRole('dialog', { name: 'Undo the last event?' });
    await expect(dialog.textContent()).resolves.toContain('It has not been sent');
    await dialog.getByRole('button', { name: 'Yes, undo it' }).click();
    await sending.filter({ hasText: 'Offline · All sent' }).waitFor();
    await context.setOffline(false);
    await sending.filter({ hasText: 'Online · All sent' }).waitFor();
    expect(await events(matchId!)).toEqual(before);
  });
});
