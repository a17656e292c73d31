import type { MemberResponse, TeamDetail } from '@touchline/domain';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectAccessible } from './axe';
import { launchBrowser } from './browser';
import { allMatches, api, openPage, PHONE, screenshot, VIEWPORTS } from './support';

/** The team and player pages (spec 2.11, 2.12), on the demo data. */

let browser: Browser;
/** A team with a public line up, a private player on it, and results. */
let team: TeamDetail['team'][number];
let detail: TeamDetail;
/** A public player of that team with appearances, and the private one. */
let publicPlayer: number;
let privatePlayer: number;

beforeAll(async () => {
  browser = await launchBrowser();
  for (const id of [...new Set((await allMatches()).flatMap((m) => [m.homeTeam?._id, m.awayTeam?._id]))]) {
    if (!id) continue;
    const candidate = await api<TeamDetail>(`/live/teams/${id}`);
    const members = candidate.team[0]!.memberDetails;
    const hidden = members.find((m) => !m.isPublic);
    const shown = members.find((m) => m.isPublic);
    if (candidate.isHideTeamList || !hidden || !shown || !candidate.matches.some((m) => m.status === 'final'))
      continue;
    detail = candidate;
    team = candidate.team[0]!;
    publicPlayer = shown._id;
    privatePlayer = hidden._id;
    break;
  }
  if (!detail) throw new Error('The demo has no team with public and private players and results');
});

afterAll(async () => {
  await browser?.close();
});

const tab = (page: Page, name: string) => page.getByRole('tab', { name });

describe.each(VIEWPORTS)('the team page at $width px', (viewport) => {
  it('should show the record, the most recent match and the line up, with private players as Player', async () => {
    const page = await openPage(browser, viewport, { reducedMotion: 'reduce' });
    await page.goto(`/teams/${team._id}`);
    await page.getByRole('heading', { level: 1, name: team.name }).waitFor();
    const played = detail.matches.filter((m) => m.status === 'final').length;
    await expect(
      page.locator('.counts__item', { hasText: 'Matches Played' }).locator('dd').textContent(),
    ).resolves.toBe(String(played));
    await page.getByRole('heading', { name: 'Most Recent Match' }).waitFor();
    // The private player: 'Player', no picture, not a link.
    const row = page
      .locator('.roster__row', { has: page.locator('.roster__name', { hasText: /^Player$/ }) })
      .first();
    await row.waitFor();
    await expect(row.evaluate((el) => el.tagName)).resolves.toBe('DIV');
    await expect(row.locator('img').count()).resolves.toBe(0);
    await expect(page.locator(`a[href$="/players/${privatePlayer}"]`).count()).resolves.toBe(0);
    await expect(page.locator(`a[href$="/players/${publicPlayer}"]`).count()).resolves.toBe(1);
    // Viewing a team adds it to the recently viewed list.
    const recent = await page.evaluate(() => JSON.parse(localStorage.getItem('recentlyViewed') ?? '[]'));
    expect(recent[0]).toMatchObject({ type: 'team', entity: { _id: team._id, name: team.name } });
    await expectAccessible(page, `team overview ${viewport.width}`);
    await screenshot(page, 'team-overview', { fullPage: true });
    await page.context().close();
  });

  it('should list matches by competition and type, and keep the choices in the address', async () => {
    const page = await openPage(browser, viewport, { reducedMotion: 'reduce' });
    await page.goto(`/teams/${team._id}`);
    await tab(page, 'Matches').click();
    await page.waitForURL(/view=matches/);
    await page.locator('.team-matches .match-card').first().waitFor();
    const completed = await page.locator('.team-matches .match-card').count();
    await page.getByLabel('Type').selectOption('upcoming');
    await page.waitForURL(/type=upcoming/);
    await expect.poll(() => page.locator('.team-matches .match-card').count()).not.toBe(completed);
    await expectAccessible(page, `team matches ${viewport.width}`);
    await screenshot(page, 'team-matches', { fullPage: true });
    // A reload opens the same view.
    await page.reload();
    await expect(tab(page, 'Matches').getAttribute('aria-selected')).resolves.toBe('true');
    await expect(page.getByLabel('Type').inputValue()).resolves.toBe('upcoming');
    await page.context().close();
  });

  it('should sum the season summary from the events, with appearances and the ladder position', async () => {
    const page = await openPage(browser, viewport, { reducedMotion: 'reduce' });
    await page.goto(`/teams/${team._id}?view=summary`);
    await page.getByRole('heading', { name: 'Performance By Season' }).waitFor();
    const season = detail.matches[0]!.season;
    const totals = page
      .locator('.stat-table')
      .first()
      .locator('tbody tr', { hasText: String(season) });
    await totals.waitFor();
    // P is the final matches of the season; the first stat column totals its type's events.
    const played = detail.matches.filter((m) => m.season === season && m.status === 'final');
    await expect(totals.locator('td').first().textContent()).resolves.toBe(String(played.length));
    await page.getByRole('heading', { name: 'Appearances' }).waitFor();
    await page.locator('.stat-table__outcome').first().waitFor();
    await page.getByRole('figure', { name: /^Ladder position, / }).waitFor();
    await expectAccessible(page, `team summary ${viewport.width}`);
    await screenshot(page, 'team-summary', { fullPage: true });
    await page.context().close();
  });
});

describe('the player page', () => {
  it('should show a public player with their team, season, performance and expandable appearances', async () => {
    const member = await api<MemberResponse>(`/live/members/${publicPlayer}`);
    for (const viewport of VIEWPORTS) {
      const page = await openPage(browser, viewport, { reducedMotion: 'reduce' });
      await page.goto(`/teams/${team._id}`);
      await page.locator(`a[href$="/players/${publicPlayer}"]`).click();
      const name = `${member.member.profile.firstName} ${member.member.profile.lastName}`;
      await page.getByRole('heading', { level: 1, name }).waitFor();
      await page.getByRole('link', { name: team.name }).waitFor();
      await page.getByRole('heading', { name: 'This Season' }).waitFor();
      const toggle = page.getByRole('button', { name: /: details$/ }).first();
      await toggle.click();
      await expect(toggle.getAttribute('aria-expanded')).resolves.toBe('true');
      await page.getByRole('link', { name: 'Open the match' }).waitFor();
      await expectAccessible(page, `player ${viewport.width}`);
      await screenshot(page, 'player', { fullPage: true });
      await page.context().close();
    }
  });

  it("should show a private player's page as 'Player' with no picture", async () => {
    const page = await openPage(browser, PHONE);
    await page.goto(`/players/${privatePlayer}`);
    await page.getByRole('heading', { level: 1, name: 'Player', exact: true }).waitFor();
    await expect(page.locator('.page-hero img').count()).resolves.toBe(0);
    await page.context().close();
  });
});

describe('missing teams and players', () => {
  it('should send an unknown team to /teams and an unknown member to /, with no uncaught error', async () => {
    const page = await openPage(browser, PHONE);
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto('/teams/2147483000');
    await page.waitForURL((url) => url.pathname === '/teams');
    await page.goto('/players/2147483000');
    await page.waitForURL(
      (url) => url.pathname === '/' || url.pathname === '/tabs/explore' || url.pathname === '/tabs/schedule',
    );
    await page.goto('/c/state/nsw/teams/not-a-team');
    await page.waitForURL((url) => url.pathname === '/c/state/nsw/teams');
    expect(errors).toEqual([]);
    await page.context().close();
  });
});
