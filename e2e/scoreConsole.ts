import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { isLiveStatus, type MatchDetail, type MatchEvent } from '@touchline/domain';
import type { Page } from 'playwright-core';
import { inject } from 'vitest';
import { allMatches, api, baseUrl } from './support';

/** What the scorer's console tests share: tokens as an operator mints them, matches, the console. */

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const run = promisify(execFile);
/** How soon a scorer's tap must be on a fan's screen. */
export const LIVE_MS = 2_000;

/**
 * Mints a token as an operator does, through the running server's admin channel, and answers
 * the console links the command prints: the scorer's, and the manager's for an admin's scope.
 */
async function mintToken(role: string, scope: string) {
  const { stdout } = await run(
    process.execPath,
    [
      '--import',
      'tsx',
      'server/src/cli/token.ts',
      'create',
      '--role',
      role,
      '--scope',
      scope,
      '--ttl',
      '2h',
      '--link',
    ],
    {
      cwd: ROOT,
      env: { ...process.env, DATA_DIR: inject('dataDir14'), DATABASE_URL: '', PUBLIC_URL: baseUrl },
    },
  );
  const link = /^Scorer's console: (\S+)$/m.exec(stdout)?.[1];
  const managerLink = /^Manager's console: (\S+)$/m.exec(stdout)?.[1] ?? null;
  const token = stdout.split('\n').find((line) => line.startsWith('tl_'));
  const id = /^Created token (\d+)/m.exec(stdout)?.[1];
  if (!link || !token || !id) throw new Error(`The token command printed no link:\n${stdout}`);
  return { link, managerLink, token, id };
}

/** A referee token for a match, and its console link: a referee manages nothing. */
export async function refereeLink(matchId: number): Promise<{ link: string; token: string; id: string }> {
  const { managerLink, ...minted } = await mintToken('referee', `match:${matchId}`);
  if (managerLink) throw new Error(`A referee's token was given a manager's link: ${managerLink}`);
  return minted;
}

/** The manager's console link of a national's super admin token, as the command prints it. */
export async function managerLink(nationalId: number): Promise<string> {
  const { managerLink } = await mintToken('superAdmin', `national:${nationalId}`);
  if (!managerLink) throw new Error("The token command printed no manager's console link");
  return managerLink;
}

/** Revokes a token as an operator does. */
export async function revoke(id: string) {
  await run(process.execPath, ['--import', 'tsx', 'server/src/cli/token.ts', 'revoke', id], {
    cwd: ROOT,
    env: { ...process.env, DATA_DIR: inject('dataDir14'), DATABASE_URL: '' },
  });
}

/** Gridiron matches under way in a period, with both teams, latest first (other files take the first). */
export async function liveGridirons(): Promise<number[]> {
  return (await allMatches())
    .filter(
      (m) =>
        isLiveStatus(m.status) &&
        m.sportType.value === 'gridiron' &&
        m.homeTeam &&
        m.awayTeam &&
        m.status !== 'half-time' &&
        m.status !== 'disputed',
    )
    .map((m) => m._id)
    .reverse();
}

/** Gridiron matches before kick-off that a referee's token may open now, soonest first. */
export async function pregameGridirons(): Promise<number[]> {
  const soon = Date.now() + 10 * 86_400_000;
  return (await allMatches())
    .filter(
      (m) =>
        m.status === 'pre-game' &&
        m.sportType.value === 'gridiron' &&
        m.homeTeam &&
        m.awayTeam &&
        m.dateTime !== null &&
        Date.parse(m.dateTime) > Date.now() &&
        Date.parse(m.dateTime) < soon,
    )
    .sort((a, b) => Date.parse(a.dateTime!) - Date.parse(b.dateTime!))
    .map((m) => m._id);
}

/** A match's events, oldest first. */
export const events = async (matchId: number): Promise<MatchEvent[]> => {
  const match = await api<MatchDetail>(`/live/matches/${matchId}`);
  return [...match.scoringEvents, ...match.playerMovements].sort((a, b) => a._id - b._id);
};

/**
 * Signs in from the link and opens the match's console, waiting until its stream is open. A
 * match scored play by play opens in Plays; the event tests ask for `events`, the event pad.
 */
export async function openConsole(
  page: Page,
  link: string,
  matchId: number,
  mode: 'events' | 'plays' = 'events',
) {
  await page.goto(link);
  await page.getByTestId('scorer-identity').waitFor();
  await page.locator(`a[href="/score/matches/${matchId}"]`).click();
  const screen = page.locator(`.score-console[data-match="${matchId}"]`);
  await screen.locator('.score-fan[data-stream="open"]').waitFor({ timeout: 10_000 });
  // The pad, or the switch between the pads once the competition's settings are read.
  await screen.locator('.score-pad, .score-mode').first().waitFor();
  const modes = screen.getByRole('group', { name: 'Scoring mode' });
  if (await modes.isVisible())
    await modes.getByRole('button', { name: mode === 'events' ? 'Events' : 'Plays' }).click();
}

export const button = (page: Page, name: string, exact = false) => page.getByRole('button', { name, exact });
