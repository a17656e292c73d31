import {
  type CompetitionMatches,
  type CompetitionSummary,
  FINALS_MARK_NAMES,
  type FinalsMark,
  isLiveStatus,
  type LadderResponse,
  type LiveLadderResponse,
  type MatchSummary,
  ordinal,
} from '@touchline/domain';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectAccessible } from './axe';
import { launchBrowser } from './browser';
import {
  api,
  competitions,
  find,
  openPage,
  openWithCompetition,
  pillShows,
  remember,
  screenshot,
  seasons,
  VIEWPORTS,
  write,
} from './support';

/**
 * Standings that tell the story (issue 27): the playoff picture of the Ladders tab and of the
 * competition page, the finals marks with their legend and line, and the ladder as it stands
 * moving with a posted score, at 390 and 1280 px, axe clean.
 */

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

const TOUCHDOWN = 1;
const PROVISIONAL = 'Provisional: live matches counted at their current scores';

const ladderOf = (id: number) => api<LadderResponse>(`/live/ladders/competition/${id}`);
const liveLadderOf = (id: number) => api<LiveLadderResponse>(`/live/ladders/competition/${id}/live`);
const views = (page: Page) => page.getByRole('group', { name: 'Ladder view' });
const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** A team's row header, whatever its mark and Live marker add to its name. */
const rowHeader = (page: Page, name: string) =>
  page.getByRole('rowheader', { name: new RegExp(`^${escaped(name)}(,|$| Live)`) });

/** The current season's competition of that name. */
async function current(name: string): Promise<CompetitionSummary> {
  const { current: season } = await seasons();
  return find(await competitions(season), (c) => c.name === name, name);
}

/** Checks one seeding table of the picture against the API's, on the page. */
async function expectPictureTable(
  page: Page,
  table: NonNullable<LadderResponse['finals']>['tables'][number],
  title: string,
) {
  const section = page.getByRole('region', { name: title, exact: true });
  await section.waitFor();
  const byes = table.seeds.filter((s) => s.bye);
  const others = table.seeds.filter((s) => !s.bye);
  const list = (name: string) => section.getByRole('list', { name: `${title}: ${name}`, exact: true });
  if (byes.length) {
    await expect(list('seeds with a bye').getByRole('listitem').count()).resolves.toBe(byes.length);
    await section.getByText('Bye line', { exact: true }).waitFor();
  } else expect(await section.getByText('Bye line', { exact: true }).count()).toBe(0);
  const seedList = list(byes.length ? 'other seeds' : 'seeds');
  await expect(seedList.getByRole('listitem').count()).resolves.toBe(others.length);
  await section.getByText('Finals line', { exact: true }).waitFor();
  const items = section.getByRole('listitem');
  for (const [index, seed] of table.seeds.entries()) {
    const item = items.nth(index);
    const text = (await item.textContent()) ?? '';
    expect(text).toContain(seed.name);
    expect(text).toMatch(new RegExp(`^(Seed )?${seed.seed}\\D`));
    if (seed.kind === 'division') expect(text).toContain('Division winner');
    if (seed.kind === 'wildCard') expect(text).toContain('Wild card');
    expect(text.includes('Bye')).toBe(seed.bye);
    if (seed.separatedFromNext) expect(text).toContain(`Above the next on ${seed.separatedFromNext.name}`);
  }
  const chasing = list('chasing');
  await expect(chasing.getByRole('listitem').count()).resolves.toBe(table.chasing.length);
  if (table.chasing[0]) await chasing.getByText(table.chasing[0].name, { exact: true }).waitFor();
}

describe('standings that tell the story', () => {
  it("should show the playoff picture of the women's league and of NSW Premier Division", async () => {
    const women = await current("Women's National League");
    const nsw = await current('NSW Premier Division');
    const [womenLadder, nswLadder] = await Promise.all([ladderOf(women._id), ladderOf(nsw._id)]);
    // The demo's settings: two conferences, division winners first, one wild card, one bye;
    // NSW the top 4 of one table.
    expect(womenLadder.finals?.settings).toEqual({
      teams: 3,
      divisionWinnersFirst: true,
      wildCards: 1,
      byes: 1,
    });
    expect(womenLadder.finals?.tables).toHaveLength(2);
    expect(nswLadder.finals?.settings).toMatchObject({ teams: 4, divisionWinnersFirst: false, byes: 0 });

    for (const viewport of VIEWPORTS) {
      const page = await openPage(browser, viewport);
      await openWithCompetition(page, women._id, '/tabs/ladders');
      await pillShows(page, women.name);
      // The view switch is a group of toggle buttons, reached and pressed from the keyboard.
      const picture = views(page).getByRole('button', { name: 'Playoff picture' });
      await picture.focus();
      await page.keyboard.press('Enter');
      await page.waitForURL(/view=picture/);
      await expect.poll(() => picture.getAttribute('aria-pressed')).toBe('true');
      expect(await views(page).getByRole('button', { name: 'Ladder' }).getAttribute('aria-pressed')).toBe(
        'false',
      );
      for (const table of womenLadder.finals!.tables) {
        await expectPictureTable(page, table, table.name!);
        // Division winners first: no wild card above a division winner.
        const kinds = table.seeds.map((s) => s.kind);
        expect(kinds.lastIndexOf('division')).toBeLessThan(kinds.indexOf('wildCard'));
      }
      await expectAccessible(page, `playoff picture of ${women.name}, ${viewport.width} px`);
      await screenshot(page, 'standings-picture-women', { fullPage: true });

      // Linked to: the view is in the address.
      await openWithCompetition(page, nsw._id, '/tabs/ladders?view=picture');
      await pillShows(page, nsw.name);
      await expectPictureTable(page, nswLadder.finals!.tables[0]!, nsw.name);
      await expectAccessible(page, `playoff picture of ${nsw.name}, ${viewport.width} px`);
      await screenshot(page, 'standings-picture-nsw', { fullPage: true });
      await page.context().close();
    }
  });

  it('should show the picture in brief on the competition page, linking to the full picture', async () => {
    const women = await current("Women's National League");
    const ladder = await ladderOf(women._id);
    for (const viewport of VIEWPORTS) {
      const page = await openPage(browser, viewport);
      await page.goto(`/competitions/${women._id}`);
      const panel = page.getByRole('region', { name: 'Playoff picture' });
      await panel.waitFor();
      for (const table of ladder.finals!.tables) {
        const seeds = panel.getByRole('list', { name: `${table.name} seeds` });
        await expect(seeds.getByRole('listitem').allInnerTexts()).resolves.toEqual(
          table.seeds.map((s) => expect.stringContaining(s.name)),
        );
      }
      await expectAccessible(page, `competition page of ${women.name}, ${viewport.width} px`);
      await screenshot(page, 'standings-competition-page');
      await panel.getByRole('link', { name: 'Full playoff picture' }).click();
      await page.waitForURL(/\/tabs\/ladders\?view=picture$/);
      await pillShows(page, women.name);
      await page.getByRole('region', { name: ladder.finals!.tables[0]!.name!, exact: true }).waitFor();
      await page.context().close();
    }
  });

  it('should mark the teams whose finals are decided, with a legend and the finals line', async () => {
    // Last season is over: every team's place is decided, so every team carries a mark.
    const { other } = await seasons();
    let marked: { competition: CompetitionSummary; ladder: LadderResponse } | null = null;
    for (const competition of await competitions(other)) {
      if (competition.gameType !== 'teams' || !competition.display.ladder || !competition.display.result)
        continue;
      const ladder = await ladderOf(competition._id);
      if (ladder.teams.some((t) => t.mark) && ladder.finals?.tables.length === 1) {
        marked = { competition, ladder };
        break;
      }
    }
    if (!marked) throw new Error('The demo has no finished season with marks');
    const { competition, ladder } = marked;
    const places = ladder.finals!.tables[0]!.places;
    const byes = ladder.finals!.settings.byes;
    const shownMarks = [...new Set(ladder.teams.map((t) => t.mark).filter((m): m is FinalsMark => !!m))];
    const nameOf = (mark: FinalsMark) =>
      mark === 'z' && byes === 0 ? 'Clinched the top seed' : FINALS_MARK_NAMES[mark];

    for (const viewport of VIEWPORTS) {
      const page = await openPage(browser, viewport);
      await page.goto('/tabs/explore');
      await remember(page, { season: other, competition: competition._id });
      await page.goto('/tabs/ladders');
      await pillShows(page, competition.name);
      await screenshot(page, 'standings-marks-open');
      const table = page.getByRole('table', { name: `${competition.name} ladder`, exact: true });
      await table.waitFor();
      for (const team of ladder.teams.filter((t) => t.mark)) {
        // The letter is shown; its meaning is what a screen reader hears, and the tooltip.
        const header = table.getByRole('rowheader', {
          name: new RegExp(`^${escaped(team.name)}\\s*,\\s*${nameOf(team.mark!)}$`),
        });
        await expect(header.locator('.ladder-mark [aria-hidden="true"]').textContent()).resolves.toBe(
          team.mark,
        );
      }
      const legend = page.getByRole('region', { name: 'Marks' });
      await expect(legend.getByRole('listitem').allInnerTexts()).resolves.toEqual(
        ['z', 'y', 'x', 'e']
          .filter((m) => shownMarks.includes(m as FinalsMark))
          .map((m) => expect.stringContaining(nameOf(m as FinalsMark))),
      );
      await legend.getByText('A mark holds whatever the remaining results.').waitFor();
      // The finals line falls under the last finals place.
      const cut = table.locator('tr.ladder-table__row--cut');
      await expect(cut.count()).resolves.toBe(1);
      const last = ladder.teams.find((t) => t.position === places)!;
      await expect(cut.getByRole('rowheader').textContent()).resolves.toContain(last.name);
      await expectAccessible(page, `marks of ${competition.name}, ${viewport.width} px`);
      await screenshot(page, 'standings-marks', { fullPage: true });
      await page.context().close();
    }
  });

  it('should move the ladder as it stands after a posted score, and show and announce the move', async () => {
    const { current: season } = await seasons();
    // A gridiron competition with matches under way in a period, whose ladder is public.
    let chosen: { competition: CompetitionSummary; live: MatchSummary[] } | null = null;
    for (const competition of await competitions(season)) {
      if (!competition.display.ladder || !competition.display.result || competition.gameType !== 'teams')
        continue;
      const { matches } = await api<CompetitionMatches>(`/live/matches/competitions/${competition._id}`);
      const live = matches.filter(
        (m) =>
          isLiveStatus(m.status) &&
          /quarter$/.test(m.status) &&
          m.sportType.value === 'gridiron' &&
          m.homeTeam &&
          m.awayTeam,
      );
      if (live.length && (!chosen || live.length > chosen.live.length)) chosen = { competition, live };
    }
    if (!chosen) throw new Error('The demo has no gridiron match under way');
    const { competition } = chosen;
    const posted: { matchId: number; eventId: number }[] = [];
    try {
      for (const [index, viewport] of VIEWPORTS.entries()) {
        const page = await openPage(browser, viewport);
        const stream = page.waitForResponse(
          (r) => r.url().includes(`/live/competitions/${competition._id}/stream`),
          {
            timeout: 10_000,
          },
        );
        await openWithCompetition(page, competition._id, '/tabs/ladders');
        await pillShows(page, competition.name);
        const asItStands = views(page).getByRole('button', { name: 'As it stands' });
        await asItStands.click();
        await expect.poll(() => asItStands.getAttribute('aria-pressed')).toBe('true');
        await page.getByText(PROVISIONAL, { exact: true }).waitFor();
        const table = page.getByRole('table', {
          name: `${competition.name} ladder, provisional`,
          exact: true,
        });
        await table.waitFor();
        await stream;
        const before = await liveLadderOf(competition._id);
        expect(before.provisional).toBe(true);
        const playing = new Set(before.liveMatches.flatMap((m) => [m.homeTeamId, m.awayTeamId]));
        await expect(table.locator('.ladder-table__live').count()).resolves.toBe(playing.size);
        await expectAccessible(page, `ladder as it stands, ${viewport.width} px`);
        await screenshot(page, 'standings-live');

        // A touchdown for the side behind (or level) turns its match around; the first that
        // moves a team is the one looked for. Each viewport scores a match of its own.
        const moved = await scoreUntilMoved(competition._id, chosen.live.slice(index), posted);
        const row = page.getByRole('row').filter({ has: rowHeader(page, moved.name) });
        await row.locator('.ladder-table__jump').filter({ hasText: /^▲\d+/ }).waitFor({ timeout: 5_000 });
        await screenshot(page, 'standings-live-moved');
        const said = page.locator('[aria-live="polite"]').filter({ hasText: /up \d+ to/ });
        // The places are counted from the answer before the move ('Sydney Uni Lions up 2 to 1st').
        await expect(said.textContent()).resolves.toMatch(
          new RegExp(`${escaped(moved.name)} up \\d+ to ${ordinal(moved.position)}\\.`),
        );
        // The move is shown for a few seconds, then the row is as any other.
        await row.locator('.ladder-table__jump').waitFor({ state: 'detached', timeout: 8_000 });
        await page.context().close();
      }
    } finally {
      // The demo's live matches go back to their scores: other files read them.
      for (const { matchId, eventId } of posted.reverse())
        await write('DELETE', `/live/matches/${matchId}/events/${eventId}`);
    }
  });

  it('should fall back to the ladder once no match of the competition is live', async () => {
    const women = await current("Women's National League");
    const { matches } = await api<CompetitionMatches>(`/live/matches/competitions/${women._id}`);
    expect(
      matches.some((m) => isLiveStatus(m.status)),
      'the league has no match under way',
    ).toBe(false);
    // Its last match to come: the console and gridiron tests take the soonest.
    const match = matches
      .filter((m) => m.status === 'pre-game' && m.homeTeam && m.awayTeam && m.dateTime !== null)
      .sort((a, b) => Date.parse(b.dateTime!) - Date.parse(a.dateTime!))[0];
    if (!match) throw new Error("The women's league has no match to come");
    await write('PUT', `/live/matches/${match._id}/status`, { status: 'first-quarter' });
    try {
      const page = await openPage(browser, VIEWPORTS[0]!);
      await openWithCompetition(page, women._id, '/tabs/ladders?view=live');
      await pillShows(page, women.name);
      await page.getByText(PROVISIONAL, { exact: true }).waitFor();
      const provisional = page.getByRole('table', { name: /ladder, provisional$/ });
      await expect.poll(() => provisional.count()).toBeGreaterThan(0);
      // Both sides of the match under way are marked Live, and only they.
      await expect(page.locator('.ladder-table__live').count()).resolves.toBe(2);

      await write('PUT', `/live/matches/${match._id}/status`, { status: 'pre-game' });
      await views(page)
        .getByRole('button', { name: 'As it stands' })
        .waitFor({ state: 'detached', timeout: 5_000 });
      await expect.poll(() => page.url()).not.toContain('view=live');
      expect(await page.getByText(PROVISIONAL).count()).toBe(0);
      await expect(provisional.count()).resolves.toBe(0);
      await page
        .getByRole('table', { name: /ladder$/ })
        .first()
        .waitFor();
      expect(await views(page).getByRole('button', { name: 'Ladder' }).getAttribute('aria-pressed')).toBe(
        'true',
      );
      await page.context().close();
    } finally {
      const now = await api<MatchSummary>(`/live/matches/${match._id}`);
      if (now.status !== 'pre-game')
        await write('PUT', `/live/matches/${match._id}/status`, { status: 'pre-game' });
    }
  });
});

/**
 * Posts touchdowns for the side behind (or level) in one live match after another, closest
 * first, until the ladder as it stands moves a team up; answers that team's move. Every event
 * posted is added to `posted`, to be taken back.
 */
async function scoreUntilMoved(
  competitionId: number,
  matches: readonly MatchSummary[],
  posted: { matchId: number; eventId: number }[],
): Promise<{ name: string; places: number; position: number }> {
  const first = await liveLadderOf(competitionId);
  const margin = (id: number) => {
    const m = first.liveMatches.find((l) => l._id === id);
    return m ? Math.abs(m.homeScore - m.awayScore) : Number.POSITIVE_INFINITY;
  };
  for (const match of [...matches].sort((a, b) => margin(a._id) - margin(b._id))) {
    const before = await liveLadderOf(competitionId);
    const counted = before.liveMatches.find((m) => m._id === match._id);
    if (!counted) continue;
    const home = counted.homeScore <= counted.awayScore;
    const behind = Math.abs(counted.homeScore - counted.awayScore);
    const period = ['first', 'second', 'third', 'fourth'].indexOf(match.status.split('-')[0]!) + 1;
    let touchdowns = 0;
    for (let scored = 0; scored <= behind; scored += 6) {
      const result = await write<{ event?: { _id: number } }>('POST', `/live/matches/${match._id}/scorings`, {
        type: TOUCHDOWN,
        isHomeTeam: home,
        period,
        min: 5,
        sec: 0,
      });
      touchdowns += 1;
      if (result.event) posted.push({ matchId: match._id, eventId: result.event._id });
    }
    const scored = (home ? counted.homeScore : counted.awayScore) + touchdowns * 6;
    const places = new Map(before.teams.map((t) => [t._id, t.position]));
    // The cached answer is rebuilt once the write is heard of, within the read path's bounds.
    const deadline = Date.now() + 3_000;
    let after = before;
    while (Date.now() < deadline) {
      after = await liveLadderOf(competitionId);
      const now = after.liveMatches.find((m) => m._id === match._id);
      if (now && (home ? now.homeScore : now.awayScore) >= scored) break;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    const up = after.teams.find((t) => (places.get(t._id) ?? 0) > t.position);
    if (up) return { name: up.name, places: places.get(up._id)! - up.position, position: up.position };
  }
  throw new Error('No posted score moved a team on the ladder as it stands');
}
