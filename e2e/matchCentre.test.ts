import { readFileSync } from 'node:fs';
import { isLiveStatus, type LiveTimer, type MatchDetail, type TeamList } from '@touchline/domain';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from './browser';
import { allMatches, api, baseUrl, baseUrl12, openPage, PHONE, write } from './support';

/** The match centre as a fan meets it (issue: the live match centre), on the demo data. */

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

const TOUCHDOWN = 1;
const FIELD_GOAL = 4;
const SAFETY = 5;
/** How soon a score posted by a scorer must be on a fan's screen. */
const LIVE_MS = 2_000;

/** A gridiron match under way in a period (a clock runs in it), with both teams. */
async function liveGridiron(exclude: number[] = []): Promise<MatchDetail> {
  for (const m of await allMatches()) {
    if (exclude.includes(m._id) || !isLiveStatus(m.status) || m.sportType.value !== 'gridiron') continue;
    if (!m.homeTeam || !m.awayTeam || m.status === 'half-time' || m.status === 'disputed') continue;
    return api<MatchDetail>(`/live/matches/${m._id}`);
  }
  throw new Error('The demo has no gridiron match under way');
}

const periodOf = (match: MatchDetail) =>
  match.allMatchStatuses.find((s) => s.value === match.status)?.period ?? 1;

/** Opens a match and waits until its live stream is open, so a write now reaches the page live. */
async function openLive(page: Page, matchId: number, view = '') {
  await page.goto(`/matches/${matchId}${view ? `?view=${view}` : ''}`);
  await page.locator('article.match[data-stream="open"]').waitFor({ timeout: 10_000 });
  // Tells a reload apart: a reload would lose this.
  await page.evaluate(() => Object.assign(window, { e2eSamePage: true }));
}

const announcedScore = (page: Page) => page.locator('.match-hero [aria-live="polite"]');
const sameDocument = (page: Page) =>
  page.evaluate(() => (window as { e2eSamePage?: boolean }).e2eSamePage === true);

/** A player on a side's team list for the match, for events that name one. */
async function listedPlayer(match: MatchDetail, side: 'homeTeam' | 'awayTeam') {
  const list = await api<TeamList>(`/live/teamlists/matches/${match._id}/teams/${match[side]!._id}`);
  const player = list.players.find((p) => p.isPublic);
  if (!player) throw new Error(`Match ${match._id} lists no public player for the ${side}`);
  return player;
}

describe('the live match centre', () => {
  it('should show a touchdown posted by a scorer within 2 s: score, toast, sound, chart and timeline', async () => {
    const match = await liveGridiron();
    const player = await listedPlayer(match, 'homeTeam');
    const page = await openPage(browser, PHONE);
    // Records the goal sound's plays rather than depending on an audio device.
    await page.addInitScript(() => {
      const played: { volume: number; src: string }[] = [];
      Object.assign(window, { e2ePlayed: played });
      HTMLMediaElement.prototype.play = function play(this: HTMLMediaElement) {
        played.push({ volume: this.volume, src: this.currentSrc || this.src });
        return Promise.resolve();
      };
    });
    await openLive(page, match._id);
    // Browsers play sound only after the visitor has interacted with the page.
    await page.getByRole('tab', { name: 'Overview' }).click();
    const dots = await page.locator('.chart__dot').count();
    const { homeTeam, awayTeam } = match;

    const posted = Date.now();
    await write('POST', `/live/matches/${match._id}/scorings`, {
      type: TOUCHDOWN,
      isHomeTeam: true,
      period: periodOf(match),
      min: 5,
      sec: 7,
      player: player._id,
    });
    const score = `Score: ${homeTeam!.name} ${match.scores.homeTeam + 6}, ${awayTeam!.name} ${match.scores.awayTeam}`;
    await announcedScore(page).filter({ hasText: score }).waitFor({ timeout: LIVE_MS });
    const toast = page.locator('.toasts--bottom .toast');
    await toast
      .filter({ hasText: `Touchdown - ${player.firstName} ${player.lastName}` })
      .waitFor({ timeout: LIVE_MS });
    await expect(toast.first().textContent()).resolves.toContain(homeTeam!.name);
    await expect.poll(() => page.locator('.chart__dot').count(), { timeout: LIVE_MS }).toBe(dots + 1);
    expect(Date.now() - posted).toBeLessThan(LIVE_MS + 500);
    // The '+6' says what changed in words, not only by colour.
    await expect(page.locator('.scoreboard__delta').first().textContent()).resolves.toBe('+6');
    const played = await page.evaluate(
      () => (window as { e2ePlayed?: { volume: number; src: string }[] }).e2ePlayed,
    );
    expect(played).toEqual([{ volume: 0.5, src: expect.stringMatching(/goal-horn\.wav$/) }]);

    await page.getByRole('tab', { name: 'Events' }).click();
    const row = page.locator('.event-row').filter({ hasText: '(05:07)' }).filter({ hasText: 'Touchdown' });
    await row.first().waitFor();
    await expect(row.count()).resolves.toBe(1);
    await expect(row.textContent()).resolves.toContain(`${player.firstName} ${player.lastName}`);
    expect(await sameDocument(page)).toBe(true);
    await page.context().close();
  });

  it('should resume a dropped stream with exactly the events it missed, and say it is reconnecting', async () => {
    const match = await liveGridiron();
    const before = await api<MatchDetail>(`/live/matches/${match._id}`);
    const page = await openPage(browser, PHONE);
    await openLive(page, match._id, 'events');

    await page.context().setOffline(true);
    await page.locator('article.match[data-stream="reconnecting"]').waitFor();
    await page.getByText('Reconnecting…').waitFor();
    await page.locator('.match-hero .status-badge', { hasText: 'OFFLINE' }).waitFor();
    const period = periodOf(before);
    await write('POST', `/live/matches/${match._id}/scorings`, {
      type: FIELD_GOAL,
      isHomeTeam: false,
      period,
      min: 7,
      sec: 31,
    });
    await write('POST', `/live/matches/${match._id}/scorings`, {
      type: SAFETY,
      isHomeTeam: true,
      period,
      min: 8,
      sec: 42,
    });
    await page.context().setOffline(false);

    await page.locator('article.match[data-stream="open"]').waitFor({ timeout: 10_000 });
    const goal = page.locator('.event-row').filter({ hasText: '(07:31)' });
    const safety = page.locator('.event-row').filter({ hasText: '(08:42)' });
    await goal.waitFor();
    await safety.waitFor();
    // Later frames (a heartbeat, a second resume) must not bring them again.
    await page.waitForTimeout(1_000);
    await expect(goal.count()).resolves.toBe(1);
    await expect(safety.count()).resolves.toBe(1);
    const { homeTeam, awayTeam, scores } = before;
    await expect(announcedScore(page).textContent()).resolves.toBe(
      `Score: ${homeTeam!.name} ${scores.homeTeam + 2}, ${awayTeam!.name} ${scores.awayTeam + 3}`,
    );
    await expect(page.getByText('Reconnecting…').count()).resolves.toBe(0);
    expect(await sameDocument(page)).toBe(true);
    await page.context().close();
  });

  it('should run the clock with no message from the server, and take each timer message', async () => {
    const match = await liveGridiron();
    const path = `/live/matches/${match._id}/timer`;
    const timer = await api<LiveTimer>(path);
    if (timer.currentTime?.running) await write('POST', `${path}/stop`);
    await write('POST', `${path}/set`, { remainingMs: 300_000 });
    await write('POST', `${path}/start`);

    const page = await openPage(browser, PHONE);
    await openLive(page, match._id);
    const clock = page.locator('.match-hero .status-badge--clock');
    const seconds = async () => {
      const shown = /(\d{2}):(\d{2})/.exec((await clock.textContent()) ?? '');
      return shown ? Number(shown[1]) * 60 + Number(shown[2]) : Number.NaN;
    };
    await clock.waitFor();
    const before = Date.now();
    const first = await seconds();
    const read = Date.now();
    expect(first).toBeGreaterThan(280);
    expect(first).toBeLessThanOrEqual(300);
    // It runs on its own, at the pace of the wall clock (to the second it shows), however long
    // the page took to read it.
    await expect.poll(seconds, { timeout: 10_000 }).toBeLessThanOrEqual(first - 2);
    const reading = Date.now();
    const later = await seconds();
    const after = Date.now();
    expect(first - later).toBeGreaterThanOrEqual(Math.floor((reading - read) / 1000) - 1);
    expect(first - later).toBeLessThanOrEqual(Math.ceil((after - before) / 1000) + 1);

    await write('POST', `${path}/set`, { remainingMs: 600_000 });
    await expect.poll(seconds, { timeout: LIVE_MS }).toBeGreaterThan(590);
    await write('POST', `${path}/stop`);
    // Stopped once the message is in (a running clock shows another second within one), and
    // then it holds.
    let held = Number.NaN;
    await expect
      .poll(
        async () => {
          const shown = await seconds();
          await page.waitForTimeout(1_100);
          held = await seconds();
          return held === shown;
        },
        { timeout: LIVE_MS + 5_000 },
      )
      .toBe(true);
    await page.waitForTimeout(1_500);
    await expect(seconds()).resolves.toBe(held);
    await page.context().close();
  });
});

describe('match centre downloads', () => {
  /** A final match with both teams (national 12 allows downloads; 14 does not). */
  async function finalMatch(national: 14 | 12) {
    const found = (await allMatches(national)).find((m) => m.status === 'final' && m.homeTeam && m.awayTeam);
    if (!found) throw new Error(`National ${national} has no final match`);
    return found;
  }

  /** Clicks a button, takes the download it starts, and returns its name and bytes. */
  async function download(page: Page, name: RegExp) {
    const [file] = await Promise.all([
      page.waitForEvent('download', { timeout: 60_000 }),
      page.getByRole('button', { name }).click(),
    ]);
    const path = await file.path();
    return { name: file.suggestedFilename(), bytes: readFileSync(path) };
  }

  const isPdf = (bytes: Buffer) => {
    const text = bytes.toString('latin1');
    return text.startsWith('%PDF-') && text.includes('/Type /Page') && text.trimEnd().endsWith('%%EOF');
  };

  it("should download national 12's match report and member list as real PDFs with the spec's names", async () => {
    const match = await finalMatch(12);
    const page = await openPage(browser, PHONE, { baseURL: baseUrl12, acceptDownloads: true });
    await page.goto(`/matches/${match._id}`);
    const report = await download(page, /^Report/);
    expect(report.name).toBe(`${match._id}-match-report.pdf`);
    expect(isPdf(report.bytes)).toBe(true);

    await page.getByRole('tab', { name: 'Line-ups' }).click();
    const list = await download(page, new RegExp(`^Member list of ${match.homeTeam!.name}`));
    expect(list.name).toBe(`${match._id}-member-list.pdf`);
    expect(isPdf(list.bytes)).toBe(true);
    await page.context().close();
  }, 120_000);

  it('should offer no Report or member lists on national 14', async () => {
    const match = await finalMatch(14);
    const page = await openPage(browser, PHONE);
    await page.goto(`/matches/${match._id}`);
    await page.getByRole('heading', { name: match.competition.name }).waitFor();
    await expect(page.getByRole('button', { name: /^Report/ }).count()).resolves.toBe(0);
    await page.getByRole('tab', { name: 'Line-ups' }).click();
    await page.locator('.team-list').first().waitFor();
    await expect(page.getByRole('button', { name: /^Member list/ }).count()).resolves.toBe(0);
    await page.context().close();
  });
});

describe('match centre privacy', () => {
  it("should show a private player as 'Player', with no photo or number, in the team list, timeline and stats", async () => {
    let found: { match: MatchDetail; side: 'homeTeam' | 'awayTeam' } | null = null;
    for (const m of await allMatches()) {
      if (m.status !== 'final' || !m.homeTeam || !m.awayTeam) continue;
      const detail = await api<MatchDetail>(`/live/matches/${m._id}`);
      const event = detail.scoringEvents.find((e) => e.meta.player && !e.meta.player.isPublic);
      if (event) {
        found = { match: detail, side: event.isHomeTeam ? 'homeTeam' : 'awayTeam' };
        break;
      }
    }
    if (!found) throw new Error('The demo has no final match where a private player scored');
    const { match, side } = found;
    const list = await api<TeamList>(`/live/teamlists/matches/${match._id}/teams/${match[side]!._id}`);
    expect(list.players.some((p) => !p.isPublic)).toBe(true);

    const page = await openPage(browser, PHONE);
    await page.goto(`/matches/${match._id}?view=lineups`);
    const card = page.locator('.team-list').nth(side === 'homeTeam' ? 0 : 1);
    const privateRow = card
      .locator('.person-row')
      .filter({ has: page.locator('.person-row__name', { hasText: /^Player$/ }) });
    await privateRow.first().waitFor();
    await expect(privateRow.first().locator('img').count()).resolves.toBe(0);
    await expect(privateRow.first().locator('.person-row__shirt').count()).resolves.toBe(0);

    await page.getByRole('tab', { name: 'Events' }).click();
    await page
      .locator('.event-row__player', { hasText: /^Player$/ })
      .first()
      .waitFor();

    await page.getByRole('tab', { name: 'Stats' }).click();
    const statsRow = page
      .locator('.stats-table tbody tr')
      .filter({ has: page.locator('th', { hasText: /^Player$/ }) });
    await statsRow.first().waitFor();
    await expect(statsRow.first().locator('td').first().textContent()).resolves.toBe('');
    // The server sent no name for them: the list has 'Player' with no surname, photo or number.
    for (const p of list.players.filter((q) => !q.isPublic))
      expect(p).toMatchObject({ firstName: 'Player', lastName: '', imgUrl: null, shirtNum: null });
    await page.context().close();
  });
});

describe('match centre errors', () => {
  it("should say 'No data' for an unknown match, and for a match of another national", async () => {
    const page = await openPage(browser, PHONE);
    await page.goto('/matches/999999');
    await page.getByRole('heading', { name: 'No data' }).waitFor();
    // A match of national 12 does not exist for national 14: the server answers 404.
    const of12 = (await allMatches(12))[0]!;
    const asked = await fetch(`${baseUrl}/touchline/api/v1/live/matches/${of12._id}`, {
      headers: { 'national-id': '14' },
    });
    expect(asked.status).toBe(404);
    await page.goto(`/matches/${of12._id}`);
    await page.getByRole('heading', { name: 'No data' }).waitFor();
    await page.goto('/matches/not-a-number');
    await page.getByRole('heading', { name: 'No data' }).waitFor();
    await page.context().close();
  });

  it("should say 'An error has occured' with a retry when the network fails", async () => {
    const match = await liveGridiron();
    const page = await openPage(browser, PHONE);
    await page.goto('/tabs/explore');
    await page.route(`**/touchline/api/v1/live/matches/${match._id}`, (route) =>
      route.abort('internetdisconnected'),
    );
    await page.goto(`/matches/${match._id}`);
    await page.getByRole('heading', { name: 'An error has occured' }).waitFor({ timeout: 20_000 });
    await page.unroute(`**/touchline/api/v1/live/matches/${match._id}`);
    await page.getByRole('button', { name: 'Try again' }).click();
    await page.getByRole('heading', { name: match.competition.name }).waitFor();
    await page.context().close();
  });
});
