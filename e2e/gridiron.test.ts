import {
  applyPlay,
  type GameState,
  initialGameState,
  isLiveStatus,
  type MatchCompetitionSettings,
  type MatchDetail,
  type MatchSummary,
  matchGameRules,
  type PlayInput,
  situationWithTeams,
  type TeamList,
  teamShortName,
} from '@touchline/domain';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectAccessible } from './axe';
import { launchBrowser } from './browser';
import { allMatches, api, openPage, openWithCompetition, screenshot, VIEWPORTS, write } from './support';

/**
 * The match centre of a gridiron game scored play by play (issue 26): the field strip follows
 * each posted play within a second; the Drives, play-by-play and Box score tabs tell the game.
 */

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

/** How soon a posted play must be on a fan's screen. */
const PLAY_MS = 1_000;

/**
 * Gridiron matches not started yet, with both teams listing players, whose competition scores
 * play by play: after the soonest few, which the console's test kicks off.
 */
async function pregameGridirons(count: number): Promise<MatchDetail[]> {
  const candidates = (await allMatches())
    .filter((m) => m.status === 'pre-game' && m.sportType.value === 'gridiron' && m.homeTeam && m.awayTeam)
    .filter((m) => m.dateTime !== null && Date.parse(m.dateTime) > Date.now())
    .sort((a, b) => Date.parse(a.dateTime!) - Date.parse(b.dateTime!))
    .slice(VIEWPORTS.length);
  const found: MatchDetail[] = [];
  for (const m of candidates) {
    if (found.length === count) break;
    const settings = await api<MatchCompetitionSettings>(`/live/matches/${m._id}/competition-settings`);
    if (!settings.gridiron) continue;
    const match = await api<MatchDetail>(`/live/matches/${m._id}`);
    const [home, away] = await Promise.all([listed(match, 'homeTeam'), listed(match, 'awayTeam')]);
    if (home.length >= 2 && away.length >= 2) found.push(match);
  }
  return found;
}

/** The public players of a side's team list, for the plays that name one. */
async function listed(match: MatchDetail, side: 'homeTeam' | 'awayTeam') {
  const list = await api<TeamList>(`/live/teamlists/matches/${match._id}/teams/${match[side]!._id}`);
  return list.players.filter((p) => p.isPublic);
}

/** Opens a match and waits until its live stream is open, so a play posted now arrives live. */
async function openLive(page: Page, matchId: number) {
  await page.goto(`/matches/${matchId}`);
  await page.locator('article.match[data-stream="open"]').waitFor({ timeout: 10_000 });
}

const situation = (page: Page) => page.locator('.field-strip [data-testid="situation"]');

/** Posts a play, and returns how long the field strip took to read `expected` after it. */
async function postAndSee(page: Page, matchId: number, play: PlayInput, expected: string): Promise<number> {
  const posted = Date.now();
  await write('POST', `/live/matches/${matchId}/plays`, play);
  await situation(page)
    .getByText(expected, { exact: true })
    .waitFor({ timeout: PLAY_MS * 3 });
  return Date.now() - posted;
}

let matches: MatchDetail[] = [];

beforeAll(async () => {
  // The demo scores national 14's gridiron competitions play by play.
  matches = await pregameGridirons(VIEWPORTS.length);
  expect(matches).toHaveLength(VIEWPORTS.length);
}, 180_000);

describe('the gridiron match centre', () => {
  for (const [index, viewport] of VIEWPORTS.entries()) {
    it(`should follow a game play by play at ${viewport.width} px: field strip, drives, play by play, box score`, async () => {
      expect(matches.length, 'the demo has gridiron matches scored play by play').toBe(VIEWPORTS.length);
      const match = matches[index]!;
      const id = match._id;
      const home = match.homeTeam!.name;
      const away = match.awayTeam!.name;
      const [H, A] = [teamShortName(home), teamShortName(away)];
      expect(H, 'the two teams have short names apart').not.toBe(A);
      const [passer, receiver] = await listed(match, 'homeTeam');
      const [carrier, kicker] = await listed(match, 'awayTeam');
      const first = match.allMatchStatuses.find((s) => s.period === 1 && isLiveStatus(s.value))!;
      await write('PUT', `/live/matches/${id}/status`, { status: first.value });

      const page = await openPage(browser, viewport);
      await openLive(page, id);
      // Before the first play: the opening kickoff, either team to kick.
      await situation(page).getByText('Kickoff', { exact: true }).waitFor();

      const at = (min: number, sec = 0) => ({ period: first.period, min, sec });
      const steps: [PlayInput, string][] = [
        [
          { type: 'kickoff', isHomeTeam: true, yards: 65, result: 'touchback', ...at(0) },
          `1st & 10 at ${A} 25`,
        ],
        [
          { type: 'run', isHomeTeam: false, yards: 6, players: { carrier: carrier!._id }, ...at(0, 20) },
          `2nd & 4 at ${A} 31`,
        ],
        [{ type: 'passComplete', isHomeTeam: false, yards: 12, ...at(1) }, `1st & 10 at ${A} 43`],
        [{ type: 'passIncomplete', isHomeTeam: false, ...at(1, 40) }, `2nd & 10 at ${A} 43`],
        [{ type: 'sack', isHomeTeam: false, yards: -7, ...at(2, 10) }, `3rd & 17 at ${A} 36`],
        [
          {
            type: 'punt',
            isHomeTeam: false,
            yards: 45,
            result: 'fairCatch',
            players: { kicker: kicker!._id },
            ...at(2, 50),
          },
          `1st & 10 at ${H} 19`,
        ],
        [
          {
            type: 'passComplete',
            isHomeTeam: true,
            yards: 81,
            players: { passer: passer!._id, receiver: receiver!._id },
            ...at(3, 30),
          },
          'Try',
        ],
        [
          { type: 'conversion', isHomeTeam: true, conversion: 'kick', result: 'good', ...at(3, 40) },
          'Kickoff',
        ],
      ];
      const took: number[] = [];
      for (const [play, expected] of steps) {
        took.push(await postAndSee(page, id, play, expected));
        if (expected === `2nd & 4 at ${A} 31`) {
          // The ball, who has it and the drive so far, in words too.
          await page.locator('.field-strip__possession').getByText(`${away} ball`).waitFor();
          await expect(page.locator('.field-strip__drive').textContent()).resolves.toMatch(
            /^Drive 1 play, 6 yards, \d+:\d\d$/,
          );
          const label = await page.locator('.field-strip svg[role="img"]').getAttribute('aria-label');
          expect(label).toBe(`${away} ball on their own 31, 2nd & 4. Line to gain: their own 35.`);
          await screenshot(page, 'gridiron-strip');
          await expectAccessible(page, `the field strip at ${viewport.width} px`);
        }
      }
      expect(Math.max(...took), `ms from each POST to the screen: ${took.join(', ')}`).toBeLessThan(PLAY_MS);
      await page.locator('.match-hero').getByText(`Score: ${home} 7, ${away} 0`).waitFor();

      // Drives: newest first while live, each with how it ended; one opens to its plays.
      await page.getByRole('tab', { name: 'Drives' }).click();
      const drives = page.locator('.drive');
      // The tab's content is drawn in a render of its own, just after the tab.
      await drives.first().waitFor();
      await expect(drives.count()).resolves.toBe(2);
      await expect(drives.nth(0).locator('.drive__result').textContent()).resolves.toBe('Touchdown');
      await expect(drives.nth(0).locator('.drive__summary-line').textContent()).resolves.toMatch(
        /^1 play, 81 yards, \d+:\d\d$/,
      );
      await expect(drives.nth(1).locator('.drive__team').textContent()).resolves.toBe(away);
      await expect(drives.nth(1).locator('.drive__result').textContent()).resolves.toBe('Punt');
      await expect(drives.nth(1).locator('.drive__start').textContent()).resolves.toContain(`${A} 25`);
      await drives.nth(1).locator('summary').click();
      await drives.nth(1).locator('.play').first().waitFor();
      await expect(drives.nth(1).locator('.play').count()).resolves.toBe(6);
      await screenshot(page, 'gridiron-drives', { fullPage: true });
      await expectAccessible(page, `the Drives tab at ${viewport.width} px`);

      // The play by play, by drive, the touchdown marked out.
      await page.getByRole('tab', { name: 'Events' }).click();
      const scored = page.locator('.play--scored');
      await scored.first().waitFor();
      await expect(scored.count()).resolves.toBe(2);
      await expect(scored.first().textContent()).resolves.toContain('Touchdown +6');
      await expect(
        page
          .locator('.play')
          .filter({ hasText: `3rd & 17 at ${A} 36` })
          .count(),
      ).resolves.toBe(1);
      await screenshot(page, 'gridiron-events', { fullPage: true });
      await expectAccessible(page, `the play by play at ${viewport.width} px`);

      // The box score: team stats side by side, the passer and the runner in their tables.
      await page.getByRole('tab', { name: 'Box score' }).click();
      const stat = (label: string) =>
        page
          .locator('.box-score__teams tr')
          .filter({ has: page.getByRole('rowheader', { name: label, exact: true }) });
      await stat('Total yards').waitFor();
      await expect(stat('Total yards').locator('td').allTextContents()).resolves.toEqual(['81', '11']);
      await expect(stat('Comp/Att').locator('td').allTextContents()).resolves.toEqual(['1/1', '1/2']);
      await expect(stat('Penalties–yards').locator('td').allTextContents()).resolves.toEqual(['0–0', '0–0']);
      const passing = page.getByRole('region', { name: 'Passing' });
      await expect(passing.textContent()).resolves.toContain(`${passer!.firstName} ${passer!.lastName}`);
      const rushing = page.getByRole('region', { name: 'Rushing' });
      await expect(rushing.textContent()).resolves.toContain(`${carrier!.firstName} ${carrier!.lastName}`);
      await screenshot(page, 'gridiron-boxscore', { fullPage: true });
      await expectAccessible(page, `the Box score at ${viewport.width} px`);

      // Taking back the last play puts the strip back at the try.
      const last = (await api<MatchDetail>(`/live/matches/${id}`)).plays.at(-1)!;
      await write('DELETE', `/live/matches/${id}/plays/${last._id}`);
      await situation(page)
        .getByText('Try', { exact: true })
        .waitFor({ timeout: PLAY_MS * 3 });
      await page.context().close();
    });
  }

  it("should show the ball and the down and distance on a live game's card and row, live", async () => {
    const { match, settings } = await liveGridiron();
    const rules = matchGameRules(settings, { periods: match.periods, game: match.game ?? null });
    const names = { home: match.homeTeam!.name, away: match.awayTeam!.name };
    for (const viewport of VIEWPORTS) {
      const page = await openPage(browser, viewport);
      const stream = page.waitForResponse((r) =>
        r.url().includes(`/live/competitions/${match.competition._id}/stream`),
      );
      await openWithCompetition(page, match.competition._id, '/tabs/schedule');
      const link = page.locator(`main a[href$="/matches/${match._id}"]`);
      await link.waitFor({ timeout: 10_000 });
      await stream;

      const detail = await api<MatchDetail>(`/live/matches/${match._id}`);
      const { play, after } = nextPlay(detail.game ?? initialGameState(rules), rules, detail);
      const posted = Date.now();
      await write('POST', `/live/matches/${match._id}/plays`, play);
      const expected = situationWithTeams(after, names);
      const card =
        viewport.width < 768
          ? link
          : page.locator('main tr', { has: page.locator(`a[href$="/matches/${match._id}"]`) });
      const game = card.locator(viewport.width < 768 ? '.match-card__game' : '.match-row__game');
      await expect
        .poll(() => game.textContent(), { timeout: PLAY_MS * 2, interval: 50 })
        .toBe(`Down and distance: ${expected}`);
      expect(Date.now() - posted).toBeLessThan(PLAY_MS * 2);
      if (after.possession) {
        const holder = card.locator('.team-line', { has: page.locator('.team-line__ball') });
        await expect(holder.textContent({ timeout: 2_000 })).resolves.toContain(names[after.possession]);
      }
      await card.scrollIntoViewIfNeeded({ timeout: 2_000 });
      // The rows about it paint as they come into view (content-visibility): one frame more.
      await page.evaluate(
        () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
      );
      await screenshot(page, 'gridiron-card');
      await expectAccessible(page, `the schedule with a live gridiron game at ${viewport.width} px`);
      await page.context().close();
    }
  }, 120_000);
});

/** A gridiron match under way whose competition scores play by play. */
async function liveGridiron(): Promise<{ match: MatchSummary; settings: MatchCompetitionSettings }> {
  for (const match of await api<MatchSummary[]>('/live/matches/live')) {
    if (match.sportType.value !== 'gridiron' || !match.homeTeam || !match.awayTeam) continue;
    if (match.status === 'half-time' || match.status === 'disputed') continue;
    const settings = await api<MatchCompetitionSettings>(`/live/matches/${match._id}/competition-settings`);
    if (settings.gridiron) return { match, settings };
  }
  throw new Error('The demo has no gridiron match under way scored play by play');
}

/**
 * A play the machine takes from the game as it stands, whatever that is: a kick, the try, or a
 * short run; with the game after it, to know what the card must say.
 */
function nextPlay(
  state: GameState,
  rules: ReturnType<typeof matchGameRules>,
  match: MatchDetail,
): { play: PlayInput; after: GameState } {
  const last = match.plays.at(-1);
  const when = { period: last?.period ?? state.period, min: (last?.min ?? 0) + 1, sec: 0 };
  const sides = state.possession ? [state.possession === 'home'] : [true, false];
  const tries: Omit<PlayInput, 'isHomeTeam' | 'period' | 'min' | 'sec'>[] = [
    { type: 'kickoff', yards: 65, result: 'touchback' },
    { type: 'kickoff', yards: 40, result: 'fairCatch' },
    { type: 'conversion', conversion: 'kick', result: 'good' },
    { type: 'run', yards: 1 },
    { type: 'run', yards: 0 },
  ];
  for (const isHomeTeam of sides)
    for (const attempt of tries) {
      const play = { ...attempt, isHomeTeam, ...when };
      const check = applyPlay(rules, state, play);
      if (check.ok) return { play, after: check.state };
    }
  throw new Error(`No play fits match ${match._id} as it stands`);
}
