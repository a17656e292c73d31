import {
  type CompetitionEvents,
  fullName,
  type LadderResponse,
  type LeaderboardRow,
  leaderboardOptions,
  type PresentationResponse,
  rankedPlayers,
} from '@touchline/domain';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from './browser';
import {
  api,
  competitions,
  DESKTOP,
  find,
  openPage,
  openWithCompetition,
  PHONE,
  pickCompetition,
  pillShows,
  screenshot,
  seasons,
  segments,
  tabBar,
} from './support';

/** A fan's ladders and leaderboards (spec 2.7, 2.8) on the demo data: columns, fit, ranking. */

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

describe("a fan's ladders and leaderboards", () => {
  it("should show a ladder with the spec's columns, and say when a ladder is withheld", async () => {
    const { current } = await seasons();
    const list = await competitions(current);
    const publicTeams = list.filter((c) => c.gameType === 'teams' && c.display.public && c.display.result);
    // The spec's points table: the clubs' other sports (gridiron's table has its own test).
    const withLadder = find(
      publicTeams,
      (c) => c.display.ladder && !c.hasPools && c.sportType !== 'gridiron',
      'public points ladder',
    );
    const withheld = find(publicTeams, (c) => !c.display.ladder, 'withheld ladder');
    const ladder = await api<LadderResponse>(`/live/ladders/competition/${withLadder._id}`);
    const bonus = ladder.competition.laddertemplate.bonusCountAsPlayed;
    const page = await openPage(browser, DESKTOP);
    await openWithCompetition(page, withLadder._id, '/tabs/schedule');
    await pillShows(page, withLadder.name);

    await segments(page).getByRole('link', { name: 'Ladder' }).click();
    await page.waitForURL('**/tabs/ladders');
    await page.getByRole('heading', { level: 1, name: 'Ladder' }).waitFor();
    expect(await tabBar(page).getByRole('link', { name: 'Ladders' }).getAttribute('aria-current')).toBe(
      'page',
    );

    const table = page.getByRole('table', { name: `${withLadder.name} ladder` });
    await table.waitFor();
    // Short headers are shown; their long forms are what a screen reader hears.
    const headers = await table
      .locator('thead th')
      .evaluateAll((cells) =>
        cells.map((th) => (th.querySelector('[aria-hidden="true"]') ?? th).textContent?.trim()),
      );
    expect(headers).toEqual(['No.', 'Name', 'Pl', 'W', 'D', 'L', ...(bonus ? ['BP'] : []), 'Pts', '+', '-']);
    await table.getByRole('columnheader', { name: 'Points', exact: true }).waitFor();
    expect(await table.getByRole('rowheader').count()).toBe(ladder.teams.length);
    await screenshot(page, 'walk-ladder');

    await pickCompetition(page, withheld.name);
    await page.getByText('Ladders Not Available to Public', { exact: true }).waitFor();
    expect(await page.getByRole('table').count()).toBe(0);
    await screenshot(page, 'walk-ladder-withheld');
    await page.context().close();
  });

  it('should fit every ladder and leaderboard column on a 390 px phone', async () => {
    const { current } = await seasons();
    const list = await competitions(current);
    const competition = find(
      list,
      (c) =>
        c.gameType === 'teams' &&
        c.sportType === 'gridiron' &&
        c.display.public &&
        c.display.result &&
        c.display.ladder,
      'public gridiron ladder',
    );
    const page = await openPage(browser, PHONE);
    /** Whether a table fits its region, its headers, and those whose column ends outside it. */
    const measure = async (name: string) => {
      const table = page.getByRole('table', { name });
      await table.locator('tbody tr').first().waitFor();
      return table.evaluate((t) => {
        const region = (t.parentElement as HTMLElement).getBoundingClientRect();
        const headers = [...t.querySelectorAll('thead th')];
        return {
          fits: t.scrollWidth <= (t.parentElement?.clientWidth ?? 0),
          headers: headers.map((th) => th.textContent?.trim()),
          outside: headers
            .filter((th) => th.getBoundingClientRect().right > Math.min(region.right, innerWidth) + 1)
            .map((th) => th.textContent?.trim()),
        };
      });
    };

    // A gridiron table and the spec's points table alike.
    const points = find(
      list,
      (c) =>
        c.gameType === 'teams' &&
        c.sportType !== 'gridiron' &&
        c.display.public &&
        c.display.result &&
        c.display.ladder,
      'public points ladder',
    );
    for (const shown of [points, competition]) {
      await openWithCompetition(page, shown._id, '/tabs/ladders');
      const ladder = await measure(`${shown.name} ladder`);
      expect(ladder, shown.name).toMatchObject({ fits: true, outside: [] });
    }
    await screenshot(page, 'walk-ladder-phone');

    await segments(page).getByRole('link', { name: 'Leaderboard' }).click();
    await page.waitForURL('**/tabs/leaderboard');
    const events = await api<CompetitionEvents>(`/live/competitions/${competition._id}/events`);
    const first = leaderboardOptions(events.scoringEvents, false)[0];
    if (!first) throw new Error(`${competition.name} has no leaderboard`);
    const board = await measure(`${competition.name}: ${first.label}`);
    expect(board).toMatchObject({ fits: true, outside: [] });
    expect(board.headers).toContain('Played');
    await screenshot(page, 'walk-leaderboard-phone');
    await page.context().close();
  });

  it('should rank players by the chosen event type, with non-public players as plain text', async () => {
    const { current } = await seasons();
    const competition = find(
      await competitions(current),
      (c) => c.gameType === 'teams' && c.display.public && c.display.result && c.display.ladder,
      'public leaderboard',
    );
    const { settings } = await api<PresentationResponse>('/live/nationals/presentation');
    const events = await api<CompetitionEvents>(`/live/competitions/${competition._id}/events`);
    const options = leaderboardOptions(events.scoringEvents, settings.playerOfTheMatch);
    // Another event type than the first, whose ranking has a non-public player.
    let chosen: { label: string; rows: LeaderboardRow[] } | null = null;
    for (const option of options.slice(1)) {
      if (option.eventType === null) continue;
      const rows = rankedPlayers(
        await api<LeaderboardRow[]>(
          `/live/leaderboard/competition/${competition._id}?eventType=${option.eventType}`,
        ),
      );
      if (rows.some((r) => !r.isPublic) && rows.some((r) => r.isPublic)) {
        chosen = { label: option.label, rows };
        break;
      }
    }
    if (!chosen) throw new Error('The demo has no leaderboard with a non-public player');
    const page = await openPage(browser, PHONE);
    await openWithCompetition(page, competition._id, '/tabs/leaderboard');

    const select = page.getByLabel('Leaderboard', { exact: true });
    await page.getByRole('table', { name: `${competition.name}: ${options[0]!.label}` }).waitFor();
    await select.selectOption({ label: chosen.label });
    const table = page.getByRole('table', { name: `${competition.name}: ${chosen.label}` });
    await table.waitFor();
    expect(await table.getByRole('columnheader').allTextContents()).toEqual([
      'Rank',
      'Name',
      'Team',
      'Played',
      chosen.label,
    ]);
    expect(await table.locator('tbody tr').count()).toBe(chosen.rows.length);

    const hidden = table.getByRole('rowheader', { name: 'Team Player', exact: true });
    expect(await hidden.count()).toBe(chosen.rows.filter((r) => !r.isPublic).length);
    expect(await hidden.getByRole('link').count()).toBe(0);
    const player = chosen.rows.find((r) => r.isPublic)!;
    const link = table.getByRole('link', { name: fullName(player), exact: true }).first();
    expect(await link.getAttribute('href')).toBe(`/players/${player._id}`);
    await screenshot(page, 'walk-leaderboard');
    await page.context().close();
  });
});
