import {
  type AssociationPage,
  type ClubPage,
  type CompetitionMatches,
  type CustomLeaderboard,
  chooseLadderCompetition,
  competitionPageMatches,
  competitionsOfSeason,
  groupByDay,
  isFinishedStatus,
  isLiveStatus,
  type MatchSummary,
  matchesOfRound,
  type PresentationResponse,
  roundKey,
  roundStrip,
  type StatePage,
  teamsOfSeason,
} from '@touchline/domain';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectAccessible } from './axe';
import { launchBrowser } from './browser';
import { api, DESKTOP, openPage, PHONE, screenshot, seasons, VIEWPORTS, type Viewport } from './support';

/**
 * The state, association and club pages and the competition page (spec 2.13, 2.14), on the
 * demo data, at phone and desktop widths. Every id is found through the API.
 */

let browser: Browser;
let presentation: PresentationResponse;
let season: { current: number; other: number };
/** A state with children and current-season competitions, one of them with a withheld ladder. */
let state: StatePage;
/** Another state, to open after choosing a tab on the first. */
let otherStateId: number;
let association: AssociationPage;
let club: ClubPage;
/** The first state's current custom leaderboards. */
let customs: CustomLeaderboard[];

const ENTITY_TAB_KEY = 'touchline.entityTab';

beforeAll(async () => {
  browser = await launchBrowser();
  presentation = await api<PresentationResponse>('/live/nationals/presentation');
  season = await seasons();
  const states = await api<{ _id: number }[]>('/live/states');
  const pages = await Promise.all(states.map((s) => api<StatePage>(`/live/states/${s._id}`)));
  const withAll = pages.find((p) => {
    const listed = competitionsOfSeason(p.competitions, season.current);
    return (
      (p[presentation.stateDirectChild]?.length ?? 0) > 0 &&
      listed.some((c) => c.display.ladder) &&
      listed.some((c) => !c.display.ladder)
    );
  });
  if (!withAll) throw new Error('The demo has no state with children and a withheld ladder');
  state = withAll;
  otherStateId = pages.find((p) => p.state._id !== state.state._id)!.state._id;
  const associationId = state[presentation.stateDirectChild]![0]!._id;
  association = await api<AssociationPage>(`/live/associations/${associationId}`);
  const clubId = association[presentation.associationDirectChild]!.find((c) => (c.compCount ?? 0) > 0)!._id;
  club = await api<ClubPage>(`/live/clubs/${clubId}`);
  customs = await api<CustomLeaderboard[]>(
    `/live/custom-leaderboard?season=${season.current}&entityType=state&entityId=${state.state._id}`,
  );
});

afterAll(async () => {
  await browser?.close();
});

const capitalised = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);
const tab = (page: Page, name: string) => page.getByRole('tab', { name, exact: true });
const panel = (page: Page) => page.getByRole('tabpanel');
const cardNames = (page: Page) => panel(page).locator('.link-card__name');
const chips = (page: Page, group: string) => page.getByRole('group', { name: group }).getByRole('button');
const tag = (viewport: Viewport) => (viewport === PHONE ? 'phone' : 'desktop');

/** The page's width never exceeds the viewport's: nothing overflows sideways. */
async function expectNoOverflow(page: Page) {
  const [scroll, width] = await page.evaluate(() => [
    document.documentElement.scrollWidth,
    window.innerWidth,
  ]);
  expect(scroll).toBe(width);
}

/** Waits for the entity page's head to show the entity. */
async function openEntity(page: Page, path: string, name: string) {
  await page.goto(path);
  await page.getByRole('heading', { level: 1, name }).waitFor();
}

describe.each(VIEWPORTS)('the state page at $width px', (viewport) => {
  it('should open on the child tab, then list competitions by season, in the address and stored', async () => {
    const page = await openPage(browser, viewport);
    const childTab = capitalised(presentation.stateDirectChild);
    await openEntity(page, `/states/${state.state._id}`, state.state.name);

    // No stored preference: the direct-child tab, with a card per child.
    expect(await tab(page, childTab).getAttribute('aria-selected')).toBe('true');
    expect(await page.getByRole('tab').allTextContents()).toEqual([
      childTab,
      'Competitions',
      'Ladders',
      'Leaderboards',
    ]);
    await cardNames(page).first().waitFor();
    expect(await cardNames(page).allTextContents()).toEqual(
      state[presentation.stateDirectChild]!.map((c) => c.name),
    );
    await expectNoOverflow(page);
    await expectAccessible(page, `state children (${tag(viewport)})`);
    await screenshot(page, 'entity-state-children', { fullPage: true });

    // Competitions: the current season's, by order; the tab is in the address and stored.
    await tab(page, 'Competitions').click();
    await page.waitForURL(/[?&]tab=competitions/);
    expect(await page.evaluate((key) => localStorage.getItem(key), ENTITY_TAB_KEY)).toBe('"competitions"');
    const seasonSelect = panel(page).getByLabel('Season');
    expect(await seasonSelect.inputValue()).toBe(String(season.current));
    await cardNames(page).first().waitFor();
    expect(await cardNames(page).allTextContents()).toEqual(
      competitionsOfSeason(state.competitions, season.current).map((c) => c.name),
    );
    await expectAccessible(page, `state competitions (${tag(viewport)})`);
    await screenshot(page, 'entity-state-competitions', { fullPage: true });

    // Another season: its competitions, or 'No data'.
    await seasonSelect.selectOption(String(season.other));
    await page.waitForURL(new RegExp(`[?&]season=${season.other}`));
    const older = competitionsOfSeason(state.competitions, season.other).map((c) => c.name);
    if (older.length) {
      await cardNames(page).getByText(older[0]!, { exact: true }).waitFor();
      expect(await cardNames(page).allTextContents()).toEqual(older);
    } else await panel(page).getByText('No data', { exact: true }).waitFor();

    // A reload opens the same view.
    await page.reload();
    await page.getByRole('heading', { level: 1, name: state.state.name }).waitFor();
    expect(await tab(page, 'Competitions').getAttribute('aria-selected')).toBe('true');
    expect(await panel(page).getByLabel('Season').inputValue()).toBe(String(season.other));

    // A competition card opens its page.
    const first = competitionsOfSeason(state.competitions, season.other)[0];
    if (first) {
      await panel(page)
        .getByRole('link', { name: new RegExp(escaped(first.name)) })
        .click();
      await page.waitForURL(`**/competitions/${first._id}`);
      await page.getByRole('heading', { level: 1, name: first.name }).waitFor();
    }
    await page.context().close();
  });

  it('should move between tabs with the arrow keys, and keep the preferred tab across pages', async () => {
    const page = await openPage(browser, viewport);
    await openEntity(page, `/states/${state.state._id}?tab=competitions`, state.state.name);
    await tab(page, 'Competitions').focus();
    await page.keyboard.press('ArrowRight');
    await page.waitForURL(/[?&]tab=ladders/);
    expect(await tab(page, 'Ladders').evaluate((el) => el === document.activeElement)).toBe(true);
    await page.keyboard.press('End');
    await page.waitForURL(/[?&]tab=leaderboards/);
    expect(await page.evaluate((key) => localStorage.getItem(key), ENTITY_TAB_KEY)).toBe('"leaderboards"');

    // Another state opens on the preferred tab; a club, which has no such tab, on Teams.
    const other = await api<StatePage>(`/live/states/${otherStateId}`);
    await openEntity(page, `/states/${otherStateId}`, other.state.name);
    expect(await tab(page, 'Leaderboards').getAttribute('aria-selected')).toBe('true');
    await openEntity(page, `/clubs/${club.club._id}`, club.club.name);
    expect(await tab(page, 'Teams').getAttribute('aria-selected')).toBe('true');
    await page.context().close();
  });

  it('should show the ladder panel: chips, the ladder, a withheld ladder, and the chip search', async () => {
    const page = await openPage(browser, viewport);
    const listed = competitionsOfSeason(state.competitions, season.current);
    const chosen = chooseLadderCompetition(listed, null)!;
    const withheld = listed.find((c) => !c.display.ladder)!;
    await openEntity(page, `/states/${state.state._id}?tab=ladders`, state.state.name);

    expect(await chips(page, 'Competitions').allTextContents()).toEqual(listed.map((c) => c.name));
    const pressed = chips(page, 'Competitions').and(page.locator('[aria-pressed="true"]'));
    expect(await pressed.textContent()).toBe(chosen.name);
    await page.getByRole('table', { name: `${chosen.name} ladder` }).waitFor();
    await expectNoOverflow(page);
    await expectAccessible(page, `state ladder (${tag(viewport)})`);
    await screenshot(page, 'entity-state-ladder', { fullPage: true });

    // A ladder the public may not see says so.
    await chips(page, 'Competitions').getByText(withheld.name, { exact: true }).click();
    await page.waitForURL(new RegExp(`[?&]competition=${withheld._id}`));
    await panel(page).getByText('Ladders Not Available to Public', { exact: true }).waitFor();
    await expectAccessible(page, `state ladder withheld (${tag(viewport)})`);

    // The chip search narrows the chips by name, any case; clearing it brings them back.
    const search = panel(page).getByRole('searchbox', { name: 'Find a competition' });
    const term = chosen.name.slice(0, 5).toUpperCase();
    await search.fill(term);
    await page.waitForURL(/[?&]q=/);
    const matching = listed
      .filter((c) => c.name.toLowerCase().includes(term.toLowerCase()))
      .map((c) => c.name);
    await expect.poll(() => chips(page, 'Competitions').allTextContents()).toEqual(matching);
    await page.getByRole('button', { name: 'Clear search' }).click();
    await expect.poll(() => chips(page, 'Competitions').count()).toBe(listed.length);
    await page.context().close();
  });

  it('should show the leaderboard panel: custom leaderboards first, then competitions', async () => {
    const page = await openPage(browser, viewport);
    const listed = competitionsOfSeason(state.competitions, season.current);
    await openEntity(page, `/states/${state.state._id}?tab=leaderboards`, state.state.name);

    const names = [...customs].sort((a, b) => a.order - b.order).map((c) => c.name);
    // The chips come with the panel's lists: wait for them rather than read them once.
    await expect
      .poll(() => chips(page, 'Leaderboards').allTextContents())
      .toEqual([...names, ...listed.map((c) => c.name)]);
    const first = names[0] ?? listed[0]!.name;
    await panel(page).getByRole('heading', { level: 2, name: first }).waitFor();
    await panel(page).getByLabel('Leaderboard', { exact: true }).waitFor();
    await page.getByRole('table', { name: new RegExp(`^${escaped(first)}: `) }).waitFor();
    // Non-public players are never links.
    expect(
      await panel(page)
        .getByRole('link', { name: /^(Team )?Player$/ })
        .count(),
    ).toBe(0);
    await expectNoOverflow(page);
    await expectAccessible(page, `state leaderboards (${tag(viewport)})`);
    await screenshot(page, 'entity-state-leaderboards', { fullPage: true });

    // A competition's leaderboard, by its chip.
    const competition = listed.find((c) => c.display.ladder && c.display.result)!;
    await chips(page, 'Leaderboards').getByText(competition.name, { exact: true }).click();
    await page.waitForURL(new RegExp(`[?&]board=competition-${competition._id}`));
    await panel(page).getByRole('heading', { level: 2, name: competition.name }).waitFor();
    await page.context().close();
  });
});

describe.each(VIEWPORTS)('the association and club pages at $width px', (viewport) => {
  it('should list an association’s children and open a club, whose teams open team pages', async () => {
    const page = await openPage(browser, viewport);
    const childTab = capitalised(presentation.associationDirectChild);
    const children = association[presentation.associationDirectChild]!;
    await openEntity(page, `/associations/${association.association._id}`, association.association.name);
    expect(await tab(page, childTab).getAttribute('aria-selected')).toBe('true');
    await cardNames(page).first().waitFor();
    expect(await cardNames(page).allTextContents()).toEqual(children.map((c) => c.name));
    await expectNoOverflow(page);
    await expectAccessible(page, `association (${tag(viewport)})`);
    await screenshot(page, 'entity-association', { fullPage: true });

    await panel(page)
      .getByRole('link', { name: new RegExp(`^${escaped(club.club.name)}\\b`) })
      .click();
    await page.waitForURL(`**/${presentation.associationDirectChild}/${club.club._id}`);
    await page.getByRole('heading', { level: 1, name: club.club.name }).waitFor();

    // The club: Teams (the current season's) then Competitions.
    expect(await page.getByRole('tab').allTextContents()).toEqual(['Teams', 'Competitions']);
    expect(await tab(page, 'Teams').getAttribute('aria-selected')).toBe('true');
    const teams = teamsOfSeason(club.teams, season.current);
    await cardNames(page).first().waitFor();
    expect(await cardNames(page).allTextContents()).toEqual(teams.map((t) => t.name));
    await expectNoOverflow(page);
    await expectAccessible(page, `club teams (${tag(viewport)})`);
    await screenshot(page, 'entity-club', { fullPage: true });

    await tab(page, 'Competitions').click();
    await cardNames(page).first().waitFor();
    expect(await cardNames(page).allTextContents()).toEqual(
      competitionsOfSeason(club.competitions, season.current).map((c) => c.name),
    );
    await expectAccessible(page, `club competitions (${tag(viewport)})`);

    await tab(page, 'Teams').click();
    await panel(page).getByRole('link', { name: teams[0]!.name, exact: true }).click();
    await page.waitForURL(`**/teams/${teams[0]!._id}`);
    await page.context().close();
  });
});

/** A competition of the current season with a finished round followed by another round. */
async function competitionWithFinishedRound() {
  for (const competition of competitionsOfSeason(state.competitions, season.current)) {
    if (!competition.display.result) continue;
    const data = await api<CompetitionMatches>(`/live/matches/competitions/${competition._id}`);
    const listed = competitionPageMatches(data.matches, data.competition.display.hideRounds);
    const rounds = roundStrip(listed);
    const finished = rounds.find(
      (r, i) =>
        i < rounds.length - 1 &&
        matchesOfRound(listed, r.key).length > listed.filter((m) => roundKey(m.round) === r.key).length,
    );
    if (finished && listed.some((m) => isLiveStatus(m.status)))
      return { competition: data.competition, listed, rounds, finished };
  }
  throw new Error('The demo has no competition with a finished round and a live match');
}

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

describe.each(VIEWPORTS)('the competition page at $width px', (viewport) => {
  let target: Awaited<ReturnType<typeof competitionWithFinishedRound>>;
  beforeAll(async () => {
    target = await competitionWithFinishedRound();
  });

  /** The headings of the days shown, and how many matches are listed. */
  const shown = async (page: Page) => ({
    days: await page.locator('.competition__days').getByRole('heading', { level: 2 }).allTextContents(),
    matches: await page.locator(viewport === DESKTOP ? '.match-row' : '.match-card').count(),
  });
  const expected = (matches: readonly MatchSummary[]) => ({
    days: groupByDay(matches, presentation.timezone).map((d) => d.heading),
    matches: matches.length,
  });

  it('should group the matches by day, filter by status chip and round, and remember the choices', async () => {
    const page = await openPage(browser, viewport);
    const { competition, listed, rounds, finished } = target;
    await page.goto(`/competitions/${competition._id}`);
    await page.getByRole('heading', { level: 1, name: competition.name }).waitFor();
    await page.locator('.competition__days h2').first().waitFor();

    expect(await chips(page, 'Match status').allTextContents()).toEqual([
      'All',
      'LIVE',
      'Pre-Game',
      'Final',
      'Forfeited',
    ]);
    expect(await chips(page, 'Rounds').allTextContents()).toEqual([
      'ALL ROUNDS',
      ...rounds.map((r) => r.label),
    ]);
    expect(await shown(page)).toEqual(expected(listed));
    expect((await shown(page)).days[0]).toMatch(/^[A-Z][a-z]+day, [A-Z][a-z]+ \d{1,2}(st|nd|rd|th) \d{4}$/);
    await expectNoOverflow(page);
    await expectAccessible(page, `competition (${tag(viewport)})`);
    await screenshot(page, 'competition-all', { fullPage: true });

    // The competition joins the recently viewed list.
    const recent = await page.evaluate(() => localStorage.getItem('recentlyViewed'));
    expect(JSON.parse(recent ?? '[]')[0]).toMatchObject({
      type: 'competition',
      entity: { _id: competition._id },
    });

    // LIVE: every status that is under way.
    await chips(page, 'Match status').getByText('LIVE', { exact: true }).click();
    await page.waitForURL(/[?&]status=live/);
    await expect.poll(() => shown(page)).toEqual(expected(listed.filter((m) => isLiveStatus(m.status))));
    await expectAccessible(page, `competition live (${tag(viewport)})`);

    // A finished round also shows the next round's matches.
    await chips(page, 'Match status').getByText('All', { exact: true }).click();
    await chips(page, 'Rounds').getByText(finished.label, { exact: true }).click();
    await page.waitForURL(new RegExp(`[?&]round=${finished.key}`));
    const withNext = matchesOfRound(listed, finished.key);
    expect(withNext.slice(0, -1).length).toBeGreaterThan(0);
    await expect.poll(() => shown(page)).toEqual(expected(withNext));
    expect(
      listed.filter((m) => roundKey(m.round) === finished.key).every((m) => isFinishedStatus(m.status)),
    ).toBe(true);
    await screenshot(page, 'competition-round', { fullPage: true });

    // Final narrows that to the finished matches; a reload keeps both choices.
    await chips(page, 'Match status').getByText('Final', { exact: true }).click();
    const finals = withNext.filter((m) => isFinishedStatus(m.status));
    await expect.poll(() => shown(page)).toEqual(expected(finals));
    await page.reload();
    await page.locator('.competition__days h2').first().waitFor();
    expect(await shown(page)).toEqual(expected(finals));
    expect(await chips(page, 'Rounds').and(page.locator('[aria-pressed="true"]')).textContent()).toBe(
      finished.label,
    );

    // Forfeited, in a round with none: the empty state, and a way back to every match.
    await chips(page, 'Match status').getByText('Forfeited', { exact: true }).click();
    if (!withNext.some((m) => m.status === 'forfeit')) {
      await page.getByText('No Matches Available', { exact: true }).waitFor();
      await expectAccessible(page, `competition empty (${tag(viewport)})`);
      await page.getByRole('button', { name: 'Show all matches' }).click();
      await expect.poll(() => shown(page)).toEqual(expected(listed));
    }
    await page.context().close();
  });
});

describe.each(VIEWPORTS)('branded pages and unknown ids at $width px', (viewport) => {
  it('should keep the branded prefix from a state page to its children and competitions', async () => {
    const page = await openPage(browser, viewport);
    const prefix = `/c/state/${state.state.slug}`;
    await openEntity(page, `${prefix}/states/${state.state._id}`, state.state.name);
    await page
      .getByRole('banner')
      .getByText(state.state.meta.name ?? state.state.name, { exact: true })
      .waitFor();
    const child = state[presentation.stateDirectChild]![0]!;
    await tab(page, capitalised(presentation.stateDirectChild)).click();
    await panel(page)
      .getByRole('link', { name: new RegExp(`^${escaped(child.name)}\\b`) })
      .click();
    await page.waitForURL(`**${prefix}/${presentation.stateDirectChild}/${child._id}`);
    await page.getByRole('heading', { level: 1, name: child.name }).waitFor();
    await expectAccessible(page, `branded association (${tag(viewport)})`);

    await tab(page, 'Competitions').click();
    const competition = competitionsOfSeason(association.competitions, season.current)[0]!;
    await panel(page)
      .getByRole('link', { name: new RegExp(escaped(competition.name)) })
      .click();
    await page.waitForURL(`**${prefix}/competitions/${competition._id}`);
    await page.getByRole('heading', { level: 1, name: competition.name }).waitFor();
    const card = page.locator(viewport === DESKTOP ? '.match-row__link' : '.match-card').first();
    expect(await card.getAttribute('href')).toMatch(new RegExp(`^${escaped(prefix)}/matches/\\d+$`));
    await expectAccessible(page, `branded competition (${tag(viewport)})`);
    await screenshot(page, 'entity-branded-competition', { fullPage: true });
    await page.context().close();
  });

  it("should end unknown and malformed ids in 'No data'", async () => {
    const page = await openPage(browser, viewport);
    for (const path of [
      '/states/999999',
      '/associations/abc',
      '/clubs/0',
      '/competitions/999999',
      '/competitions/abc',
      `/c/state/${state.state.slug}/clubs/999999`,
    ]) {
      await page.goto(path);
      await page.getByRole('heading', { level: 1, name: 'No data' }).waitFor();
      await expectNoOverflow(page);
    }
    await expectAccessible(page, `unknown id (${tag(viewport)})`);
    await screenshot(page, 'entity-unknown', { fullPage: true });
    await page.context().close();
  });

  it('should say when a page cannot be loaded, and load it on retry', async () => {
    const page = await openPage(browser, viewport);
    const path = `**/live/states/${state.state._id}`;
    await page.route(path, (route) => route.fulfill({ status: 503, body: '{"message":"Down"}' }));
    await page.goto(`/states/${state.state._id}`);
    const alert = page.getByRole('alert');
    await alert.getByRole('heading', { name: 'An error has occured' }).waitFor();
    await expectAccessible(page, `entity error (${tag(viewport)})`);
    await screenshot(page, 'entity-error');
    await page.unroute(path);
    await alert.getByRole('button', { name: 'Try again' }).click();
    await page.getByRole('heading', { level: 1, name: state.state.name }).waitFor();
    await page.context().close();
  });
});
