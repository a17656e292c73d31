import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { API_PREFIX, calendarFeedPath, calendarUid, type MatchSummary, roundLabel } from '@touchline/domain';
import ICAL from 'ical.js';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { generateDemo } from '../server/src/demo/generate';
import type { ImportFile } from '../server/src/import/format';
import { calendarProblems } from '../server/test/icalendar';
import { axeViolations, describeViolations } from './axe';
import { launchBrowser } from './browser';
import { allMatches, baseUrl, NATIONAL_ID, openPage, screenshot, VIEWPORTS } from './support';

/** Calendar feeds (issue 16): a team's feed, read by a calendar library, and a moved match. */

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const run = promisify(execFile);
const DAY_MS = 24 * 60 * 60_000;

let browser: Browser;
const dirs: string[] = [];
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

/** The VEVENTs of a feed by UID, as ical.js reads them, once the feed passes the strict check. */
function eventsOf(text: string): Map<string, ICAL.Event> {
  expect(calendarProblems(text)).toEqual([]);
  const calendar = new ICAL.Component(ICAL.parse(text));
  expect(calendar.name).toBe('vcalendar');
  return new Map(
    calendar.getAllSubcomponents('vevent').map((vevent) => {
      const event = new ICAL.Event(vevent);
      return [event.uid, event];
    }),
  );
}

/** A team's feed as a calendar app fetches it: the URL alone, no header of ours. */
async function teamFeed(teamId: number): Promise<string> {
  const response = await fetch(`${baseUrl}${calendarFeedPath('teams', teamId, NATIONAL_ID)}`);
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
  return response.text();
}

/** A match to come with both teams, whose home team's feed the tests read. */
async function upcoming(): Promise<MatchSummary & { homeTeam: { _id: number; name: string } }> {
  const now = Date.now();
  const match = (await allMatches()).find(
    (m) =>
      m.status === 'pre-game' &&
      m.homeTeam &&
      m.awayTeam &&
      !m.meta.isBye &&
      m.dateTime &&
      Date.parse(m.dateTime) > now + DAY_MS &&
      m.sportType.value === 'gridiron',
  );
  if (!match) throw new Error('The demo has no gridiron match to come');
  return match as MatchSummary & { homeTeam: { _id: number; name: string } };
}

/**
 * The demo's import file of national 14 (what the servers were seeded with), with one match
 * moved as a national's fixture secretary would: re-imported with a new date. The match is
 * found by what does not move: its competition and season (last season's league has the same
 * name and the same fixtures), its name and teams.
 */
function withMatchMoved(match: MatchSummary, to: Date): ImportFile {
  const file = generateDemo({ now: new Date(), scale: 1 }).find((f) => f.national.id === NATIONAL_ID)!;
  const teamName = new Map(file.teams.map((t) => [t.id, t.name]));
  const competition = new Map(file.competitions.map((c) => [c.id, `${c.name} ${c.season}`]));
  const found = file.matches.filter(
    (m) =>
      (m.matchName ?? null) === match.matchName &&
      teamName.get(m.homeTeam ?? '') === match.homeTeam?.name &&
      teamName.get(m.awayTeam ?? '') === match.awayTeam?.name &&
      competition.get(m.competition) === `${match.competition.name} ${match.competition.season}`,
  );
  expect(found, `${match.competition.name}: ${match.homeTeam?.name} v ${match.awayTeam?.name}`).toHaveLength(
    1,
  );
  found[0]!.dateTime = to.toISOString();
  return file;
}

/** Imports a file through the running server, as `npm run import` does. */
async function importFile(file: ImportFile) {
  const dir = mkdtempSync(path.join(tmpdir(), 'touchline-e2e-import-'));
  dirs.push(dir);
  const at = path.join(dir, 'national14.json');
  writeFileSync(at, JSON.stringify(file));
  await run(process.execPath, ['--import', 'tsx', 'server/src/cli/import.ts', at], {
    cwd: ROOT,
    env: { ...process.env, DATA_DIR: inject('dataDir14'), DATABASE_URL: '' },
  });
}

describe('calendar feeds', () => {
  it('should offer the team’s feed on its page, to subscribe to or download, which parses as iCalendar', async () => {
    const match = await upcoming();
    for (const viewport of VIEWPORTS) {
      const page = await openPage(browser, viewport, { acceptDownloads: true });
      await page.goto(`/teams/${match.homeTeam._id}`);
      const links = page.getByRole('navigation', { name: /to your calendar/ });
      const subscribe = links.getByRole('link', { name: 'Add to calendar' });
      await subscribe.waitFor();
      const host = new URL(baseUrl).host;
      await expect(subscribe.getAttribute('href')).resolves.toBe(
        `webcal://${host}${API_PREFIX}/live/teams/${match.homeTeam._id}/calendar.ics?national=${NATIONAL_ID}`,
      );
      await screenshot(page, 'calendar-team-page');
      const violations = (await axeViolations(page)).filter((v) =>
        ['serious', 'critical'].includes(v.impact ?? ''),
      );
      expect(violations, describeViolations(violations)).toEqual([]);

      const [download] = await Promise.all([
        page.waitForEvent('download'),
        links.getByRole('link', { name: 'Download .ics' }).click(),
      ]);
      expect(download.suggestedFilename()).toMatch(/\.ics$/);
      const event = eventsOf(readFileSync((await download.path())!, 'utf8')).get(
        calendarUid(NATIONAL_ID, match._id),
      );
      expect(event, 'the match is an event of its home team’s feed').toBeDefined();
      expect(event!.summary).toBe(`${match.homeTeam.name} vs ${match.awayTeam!.name}`);
      // The competition and the round, as the match card names it.
      expect(event!.description.split('\n')[0]).toBe(
        [match.competition.name, match.round ? roundLabel(match.round) : null].filter(Boolean).join(', '),
      );
      expect(event!.startDate.toJSDate().toISOString()).toBe(new Date(match.dateTime!).toISOString());
      expect(String(event!.component.getFirstPropertyValue('url'))).toBe(`${baseUrl}/matches/${match._id}`);
      await page.context().close();
    }
  });

  it('should offer the competition’s feed on its page', async () => {
    const match = await upcoming();
    for (const viewport of VIEWPORTS) {
      const page = await openPage(browser, viewport);
      await page.goto(`/competitions/${match.competition._id}`);
      const links = page.getByRole('navigation', { name: /to your calendar/ });
      const download = links.getByRole('link', { name: 'Download .ics' });
      await download.waitFor();
      const path = await download.getAttribute('href');
      expect(path).toBe(calendarFeedPath('competitions', match.competition._id, NATIONAL_ID));
      const response = await fetch(`${baseUrl}${path}`);
      expect(eventsOf(await response.text()).has(calendarUid(NATIONAL_ID, match._id))).toBe(true);
      await screenshot(page, 'calendar-competition-page');
      const violations = (await axeViolations(page)).filter((v) =>
        ['serious', 'critical'].includes(v.impact ?? ''),
      );
      expect(violations, describeViolations(violations)).toEqual([]);
      await page.context().close();
    }
  });

  it('should keep a rescheduled match’s UID, so a calendar moves it rather than adding another', async () => {
    const match = await upcoming();
    const uid = calendarUid(NATIONAL_ID, match._id);
    const before = eventsOf(await teamFeed(match.homeTeam._id));
    expect(before.has(uid)).toBe(true);

    const moved = new Date(Date.parse(match.dateTime!) + DAY_MS);
    await importFile(withMatchMoved(match, moved));
    try {
      const after = eventsOf(await teamFeed(match.homeTeam._id));
      expect([...after.keys()].sort()).toEqual([...before.keys()].sort());
      expect(after.get(uid)!.startDate.toJSDate().toISOString()).toBe(moved.toISOString());
    } finally {
      // Back where it was, for the files after this one.
      await importFile(
        withMatchMoved({ ...match, dateTime: moved.toISOString() }, new Date(match.dateTime!)),
      );
    }
  }, 240_000);
});
