import { API_PREFIX, type TeamDetail } from '@touchline/domain';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from './browser';
import { allMatches, api, openPage, PHONE, screenshot } from './support';

/**
 * A fan's walk across the screens (issue 11 'Navigation'): global search to a team, to one of
 * its public players, to the team's club, association and state, and to a competition; then the
 * same walk on a branded site, whose prefix every link keeps.
 */

let browser: Browser;
/** A New South Wales team with a public player: NSW is the demo's branded state site. */
let team: TeamDetail['team'][number];
let player: { _id: number; name: string };

beforeAll(async () => {
  browser = await launchBrowser();
  for (const m of await allMatches()) {
    if (m.homeTeam?.orgtree.state?.name !== 'New South Wales') continue;
    const detail = await api<TeamDetail>(`/live/teams/${m.homeTeam._id}`);
    const shown = detail.team[0]!.memberDetails.find((p) => p.isPublic);
    if (detail.isHideTeamList || !shown || !detail.team[0]!.orgtree.club) continue;
    team = detail.team[0]!;
    player = { _id: shown._id, name: `${shown.profile.firstName} ${shown.profile.lastName}` };
    break;
  }
  if (!team) throw new Error('The demo has no New South Wales team with a public player');
});

afterAll(async () => {
  await browser?.close();
});

const heading = (page: Page, name: string) => page.getByRole('heading', { level: 1, name, exact: true });

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Follows a link whose name starts with `name`, and checks where it went, prefix included. */
async function follow(page: Page, name: string, path: RegExp) {
  await page
    .locator('main')
    .getByRole('link', { name: new RegExp(`^${escaped(name)}\\b`) })
    .first()
    .click();
  await page.waitForURL((url) => path.test(url.pathname));
}

async function walk(page: Page, prefix: string) {
  const at = (rest: string) => new RegExp(`^${prefix.replace(/\//g, '\\/')}${rest}$`);
  await page.goto(`${prefix}/search`);
  await page.getByRole('searchbox', { name: 'Search for Teams, Clubs and Competitions' }).fill(team.name);
  await page.getByRole('heading', { name: 'Team' }).waitFor();
  await page
    .getByRole('link', { name: new RegExp(`^${team.name}`) })
    .first()
    .click();
  await page.waitForURL((url) => at('/teams/\\d+').test(url.pathname));
  await heading(page, team.name).waitFor();

  await follow(page, player.name, at(`/players/${player._id}`));
  await heading(page, player.name).waitFor();
  await follow(page, team.name, at(`/teams/${team._id}`));
  await heading(page, team.name).waitFor();

  const { club, association, state } = team.orgtree;
  await follow(page, club!.name, at(`/clubs/${club!._id}`));
  await heading(page, club!.name).waitFor();
  await page.goBack();
  await follow(page, association!.name, at(`/associations/${association!._id}`));
  await heading(page, association!.name).waitFor();
  await page.goBack();
  await follow(page, state!.name, at(`/states/${state!._id}`));
  await heading(page, state!.name).waitFor();

  await page.getByRole('tab', { name: 'Competitions' }).click();
  const competition = page.locator('main a[href*="/competitions/"]').first();
  const name = (await competition.locator('.link-card__name').textContent())?.trim() ?? '';
  await competition.click();
  await page.waitForURL((url) => at('/competitions/\\d+').test(url.pathname));
  await page.getByRole('heading', { level: 1, name }).waitFor();
  // No screen it links to leaves the site it is on. (Its calendar feed is a file of the API,
  // the same for every site, not a screen.)
  const links = await page
    .locator('main a[href^="/"]')
    .evaluateAll((as) => as.map((a) => a.getAttribute('href')!));
  const screens = links.filter((href) => !href.startsWith(API_PREFIX));
  expect(screens.length).toBeGreaterThan(0);
  expect(links.length - screens.length, 'the page offers its calendar feed').toBe(1);
  for (const href of screens) expect(href.startsWith(`${prefix}/`), href).toBe(true);
}

describe('moving across the screens', () => {
  it('should walk from search to a team, its player, club, association, state and a competition', async () => {
    const page = await openPage(browser, PHONE);
    await walk(page, '');
    await screenshot(page, 'navigation-competition');
    await page.context().close();
  });

  it('should keep the branded prefix on every step of the same walk', async () => {
    const page = await openPage(browser, PHONE);
    await walk(page, '/c/state/nsw');
    await expect(page.getByRole('banner').first().textContent()).resolves.toContain('New South Wales');
    await page.context().close();
  });
});
