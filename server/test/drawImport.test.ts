import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { API_PREFIX } from '@touchline/domain';
import { and, asc, eq, ne, or, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminSocketPath, openAdminChannel } from '../src/admin/channel';
import * as t from '../src/db/schema';
import { drawOverChannel } from '../src/import/draw/channel';
import { DrawRefused, importDraw } from '../src/import/draw/importDraw';
import { type DrawCompetition, drawCompetition } from '../src/import/draw/load';
import { matchChangeRepository } from '../src/repositories/matchChanges';
import { startTestApp, type TestContext } from './harness';
import { bearer, refereeHeaders } from './live';

let ctx: TestContext;
let competition: DrawCompetition;
let association: number;

const TEAMS = [
  'Adelaide Rams',
  'Ballarat Bombers',
  'Bendigo Braves',
  'Cairns Crocs',
  'Darwin Buffaloes',
  'Geelong Gators',
  'Hobart Hurricanes',
  'Mackay Marlins',
  'Noosa Nomads',
  'Sainte-Anne Éclairs',
];
const VENUES = [
  { name: 'Mount Gambier Oval', timezone: 'Australia/Adelaide' },
  { name: 'Parc des Sports', timezone: 'Australia/Sydney' },
  { name: 'Riverside Park', timezone: 'Australia/Brisbane' },
];
const HEADER = 'Round,Date,Time,Home,Away,Venue,Field,Home Score,Away Score,Status';

/** A row of the draw, as cells in HEADER's order. */
type Row = [string, string, string, string, string, string, string, string, string, string];

const pad = (n: number) => String(n).padStart(2, '0');

/**
 * A double round robin of ten teams by the circle method: 18 rounds of 5, 90 matches, a
 * Saturday each from 4 April 2026; rounds 1 to 3 played (a score, no status). Dates alternate
 * between the two formats, and a team is sometimes spelt without its accent and hyphen.
 */
function season(): Row[] {
  const rows: Row[] = [];
  const ring = TEAMS.map((_, i) => i);
  for (let round = 1; round <= 18; round++) {
    const day = new Date(Date.UTC(2026, 3, 4 + 7 * (round - 1)));
    const [y, m, d] = [day.getUTCFullYear(), day.getUTCMonth() + 1, day.getUTCDate()];
    for (let k = 0; k < 5; k++) {
      let [home, away] = [ring[k]!, ring[9 - k]!];
      if (round > 9 || (k === 0 && round % 2 === 0)) [home, away] = [away, home];
      const name = (i: number) => (i === 9 && k % 2 ? 'sainte anne eclairs' : TEAMS[i]!);
      const played = round <= 3;
      rows.push([
        String(round),
        k % 2 ? `${pad(d)}/${pad(m)}/${y}` : `${y}-${pad(m)}-${pad(d)}`,
        ['14:00', '16:00', '19:30', '13:15', '18:00'][k]!,
        name(home),
        name(away),
        VENUES[k % 3]!.name,
        k === 4 ? 'Field 2' : '',
        played ? String((round * 7 + k * 3) % 40) : '',
        played ? String((round * 5 + k * 11) % 35) : '',
        '',
      ]);
    }
    // The circle turns; after nine rounds it is back where it began, for the return games.
    ring.splice(1, 0, ring.pop()!);
  }
  return rows;
}

const csv = (rows: Row[]) => `${[HEADER, ...rows.map((r) => r.join(','))].join('\r\n')}\r\n`;

const stored = () =>
  ctx.database.db
    .select()
    .from(t.matches)
    .where(eq(t.matches.competitionId, competition.id))
    .orderBy(asc(t.matches.id));

const version = async () => {
  const [row] = await ctx.database.db
    .select({ v: t.competitions.resultsVersion })
    .from(t.competitions)
    .where(eq(t.competitions.id, competition.id));
  return row!.v;
};

const post = (headers: Record<string, string>, body: string, query = '') =>
  ctx.app.inject({
    method: 'POST',
    url: `${API_PREFIX}/live/competitions/${competition.id}/draw${query}`,
    headers: { ...headers, 'content-type': 'text/csv' },
    payload: body,
  });

beforeAll(async () => {
  ctx = await startTestApp();
  const db = ctx.database.db;
  // A new competition owned by an association of national 14, like one of its own.
  const [template] = await db
    .select({ competition: t.competitions })
    .from(t.competitions)
    .innerJoin(t.entities, eq(t.entities.id, t.competitions.ownerEntityId))
    .where(and(eq(t.competitions.nationalId, 14), eq(t.entities.level, 'association')))
    .limit(1);
  const { id: _id, resultsVersion: _v, ...copy } = template!.competition;
  const [created] = await db
    .insert(t.competitions)
    .values({ ...copy, sourceId: 'draw-test', name: 'Draw Test League' })
    .returning();
  association = created!.ownerEntityId!;
  const [club] = await db.select().from(t.teams).where(eq(t.teams.nationalId, 14)).limit(1);
  const teams = await db
    .insert(t.teams)
    .values(
      TEAMS.map((name, i) => ({
        nationalId: 14,
        sourceId: `draw-team-${i}`,
        name,
        season: created!.season,
        clubId: club!.clubId,
        ancestors: club!.ancestors,
        meta: {},
      })),
    )
    .returning();
  await db
    .insert(t.competitionTeams)
    .values(teams.map((team) => ({ nationalId: 14, competitionId: created!.id, teamId: team.id })));
  await db.insert(t.rounds).values(
    Array.from({ length: 18 }, (_, i) => ({
      nationalId: 14,
      competitionId: created!.id,
      sourceId: `draw-round-${i + 1}`,
      number: i + 1,
      type: 'regular' as const,
    })),
  );
  await db
    .insert(t.venues)
    .values(VENUES.map((v, i) => ({ nationalId: 14, sourceId: `draw-venue-${i}`, ...v })));
  competition = (await drawCompetition(db, created!.id))!;
});
afterAll(() => ctx.close());

describe('the draw import (npm run import -- draw.csv --competition ID)', () => {
  it('should name every problem with its row and column, suggest the closest names, and write nothing', async () => {
    const rows = season();
    expect(rows).toHaveLength(90);
    rows[6]![3] = 'Hobrat Hurricanes';
    rows[20]![1] = '2026/04/25';
    rows[41]![5] = 'Riversdie Park';
    rows.push([...rows[1]!]);
    const before = await version();
    const refused = await importDraw(ctx.database.db, competition, csv(rows), { write: true }).catch(
      (e) => e,
    );
    expect(refused).toBeInstanceOf(DrawRefused);
    const problems = (refused as DrawRefused).problems;
    expect(problems.map((p) => [p.row, p.column])).toEqual([
      [8, 'Home'],
      [22, 'Date'],
      [43, 'Venue'],
      [92, 'Home'],
    ]);
    expect(problems[0]!.message).toBe("'Hobrat Hurricanes' is not a team of this competition");
    expect(problems[0]!.suggestions[0]).toBe('Hobart Hurricanes');
    expect(problems[1]!.message).toMatch(/not a date: write YYYY-MM-DD or DD\/MM\/YYYY/);
    expect(problems[2]!.message).toBe("'Riversdie Park' is not a venue of this national");
    expect(problems[2]!.suggestions[0]).toBe('Riverside Park');
    expect(problems[3]!.message).toMatch(/is also row 3$/);
    expect(await stored()).toEqual([]);
    expect(await version()).toBe(before);
  });

  it('should write all 90 matches of the corrected file in one transaction, dates in their venue’s zone', async () => {
    const before = await version();
    const progress: number[] = [];
    const answer = await importDraw(ctx.database.db, competition, csv(season()), {
      write: true,
      progress: (_stage, done) => {
        progress.push(done);
      },
    });
    expect(answer.outcome).toMatchObject({ written: true, added: 90, changed: 0, unchanged: 0 });
    expect(progress.at(-1)).toBe(90);
    const matches = await stored();
    expect(matches).toHaveLength(90);
    expect(await version()).toBeGreaterThan(before);
    // Round 1's first match: 14:00 on 4 April 2026 at Mount Gambier, still on daylight time (+10:30).
    const [first] = await ctx.database.db
      .select({ dateTime: t.matches.dateTime, venue: t.venues.name, home: t.matches.homeTeamId })
      .from(t.matches)
      .innerJoin(t.venues, eq(t.venues.id, t.matches.venueId))
      .where(eq(t.matches.id, matches[0]!.id));
    expect(first).toMatchObject({ venue: 'Mount Gambier Oval' });
    expect(first!.dateTime!.toISOString()).toBe('2026-04-04T03:30:00.000Z');
    // Played rounds are final with their scores; the rest are fixtures.
    expect(matches.filter((m) => m.status === 'final')).toHaveLength(15);
    expect(matches.filter((m) => m.status === 'pre-game')).toHaveLength(75);
    expect(matches[4]).toMatchObject({ fieldName: 'Field 2' });
    const accented = await ctx.database.db
      .select({ n: sql<number>`count(*)`.mapWith(Number) })
      .from(t.matches)
      .innerJoin(t.teams, or(eq(t.teams.id, t.matches.homeTeamId), eq(t.teams.id, t.matches.awayTeamId)))
      .where(and(eq(t.matches.competitionId, competition.id), eq(t.teams.name, 'Sainte-Anne Éclairs')));
    expect(accented[0]!.n).toBe(18);
  });

  it('should change nothing when the same file is imported again', async () => {
    const before = await stored();
    const answer = await importDraw(ctx.database.db, competition, csv(season()), { write: true });
    expect(answer.outcome).toMatchObject({ added: 0, changed: 0, unchanged: 90 });
    expect(await stored()).toEqual(before);
    // Without its time column, a stored match keeps its kickoff time.
    const noTimes = csv(season()).replace(/^([^,]*,[^,]*,)[^,]*,/gm, '$1,');
    const again = await importDraw(ctx.database.db, competition, noTimes, { write: false });
    expect(again.outcome).toMatchObject({ changed: 0, unchanged: 90 });
  });
});

describe('POST /live/competitions/:competitionId/draw', () => {
  it('should preview a change with before and after, writing nothing', async () => {
    const rows = season();
    rows[20]![2] = '20:00';
    rows[21]![7] = '21';
    rows[21]![8] = '14';
    const { headers } = await bearer(ctx, 4, 'association', association);
    const before = await stored();
    const response = await post(headers, csv(rows), '?preview=true');
    expect(response.statusCode, response.body).toBe(200);
    const data = response.json().data;
    expect(data).toMatchObject({ written: false, added: 0, changed: 2, unchanged: 88 });
    const changed = data.rows.filter((r: any) => r.action === 'change');
    expect(changed.map((r: any) => r.row)).toEqual([22, 23]);
    expect(Object.keys(changed[0].after)).toEqual(['dateTime']);
    expect(changed[1].before).toEqual({ homeScore: 0, awayScore: 0, status: 'pre-game' });
    expect(changed[1].after).toEqual({ homeScore: 21, awayScore: 14, status: 'final' });
    expect(await stored()).toEqual(before);
  });

  it('should write the file, log and keep each change, and answer what it wrote', async () => {
    const rows = season();
    rows[20]![2] = '20:00';
    rows[21]![7] = '21';
    rows[21]![8] = '14';
    const { headers } = await bearer(ctx, 4, 'association', association);
    const before = await version();
    const response = await post({ ...headers, 'idempotency-key': 'draw-1' }, csv(rows));
    expect(response.statusCode, response.body).toBe(200);
    const data = response.json().data;
    expect(data).toMatchObject({ written: true, changed: 2, unchanged: 88 });
    const [moved, scored] = data.rows.filter((r: any) => r.action === 'change').map((r: any) => r.matchId);
    const [match] = await ctx.database.db.select().from(t.matches).where(eq(t.matches.id, scored));
    expect(match).toMatchObject({ homeScore: 21, awayScore: 14, status: 'final' });
    expect(await version()).toBeGreaterThan(before);
    const logOf = (matchId: number) =>
      ctx.database.db
        .select({ name: t.matchLog.name, payload: t.matchLog.payload })
        .from(t.matchLog)
        .where(eq(t.matchLog.matchId, matchId))
        .orderBy(asc(t.matchLog.position));
    expect(await logOf(scored)).toEqual([
      { name: 'status', payload: { status: 'final', forfeitingTeam: null } },
      { name: 'event:refresh', payload: { type: 'scoring' } },
    ]);
    expect(await logOf(moved)).toEqual([{ name: 'event:refresh', payload: { type: 'fixture' } }]);
    // Each is kept in its match's history, as a manager's own writes are.
    const history = await matchChangeRepository.changesOf(ctx.database.db, 14, scored);
    expect(history).toMatchObject([
      {
        kind: 'result',
        before: { homeScore: 0, awayScore: 0, status: 'pre-game' },
        after: { homeScore: 21, awayScore: 14, status: 'final' },
      },
    ]);
    const [move] = await matchChangeRepository.changesOf(ctx.database.db, 14, moved);
    expect(move).toMatchObject({ kind: 'fixture', before: { dateTime: '2026-05-02T04:30:00.000Z' } });
    expect(Object.keys(move!.after)).toEqual(['dateTime']);
    // A retry with the same key gets the same answer and writes nothing again.
    const retry = await post({ ...headers, 'idempotency-key': 'draw-1' }, csv(rows));
    expect(retry.json()).toEqual(response.json());
  });

  it('should answer 400 with every problem, and write nothing', async () => {
    const rows = season();
    rows[0]![3] = 'Adelade Rams';
    rows[1]![7] = '-3';
    const { headers } = await bearer(ctx, 2, 'national', 14);
    const before = await stored();
    const response = await post(headers, csv(rows));
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body.code).toBe('DRAW_PROBLEMS');
    expect(body.problems).toEqual([
      {
        row: 2,
        column: 'Home',
        message: "'Adelade Rams' is not a team of this competition",
        suggestions: expect.arrayContaining(['Adelaide Rams']),
      },
      { row: 3, column: 'Home Score', message: expect.stringMatching(/not a score/), suggestions: [] },
    ]);
    expect(await stored()).toEqual(before);
    const missing = await post(headers, 'Round,Date,Home\n1,2026-04-04,Adelaide Rams\n');
    expect(missing.json().problems).toEqual([
      { row: 1, column: 'away', message: "The column 'away' is missing", suggestions: [] },
    ]);
  });

  it('should refuse a referee, an admin of another association, and no token', async () => {
    const [match] = await stored();
    const body = csv(season());
    const referee = await refereeHeaders(ctx.database.db, match!.id);
    expect((await post(referee, body, '?preview=true')).statusCode).toBe(403);
    const [other] = await ctx.database.db
      .select({ id: t.entities.id })
      .from(t.entities)
      .where(
        and(
          eq(t.entities.nationalId, 14),
          eq(t.entities.level, 'association'),
          ne(t.entities.id, association),
        ),
      )
      .limit(1);
    const { headers } = await bearer(ctx, 4, 'association', other!.id);
    expect((await post(headers, body)).statusCode).toBe(403);
    expect((await post({ 'national-id': '14' }, body)).statusCode).toBe(401);
  });
});

describe('npm run import -- draw.csv, beside a running server', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'touchline-draw-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('should preview, refuse and write a draw over the admin channel', async () => {
    const admin = await openAdminChannel(ctx.app, adminSocketPath(path.join(dir, 'data')));
    try {
      const socket = adminSocketPath(path.join(dir, 'data'));
      const rows = season();
      rows[20]![2] = '20:00';
      rows[30]![2] = '19:45';
      const preview = await drawOverChannel(socket, competition.id, csv(rows), false);
      expect(preview).toMatchObject({ outcome: { written: false, changed: 1, unchanged: 89 } });
      rows[31]![4] = 'Geelong Gatros';
      const refused = await drawOverChannel(socket, competition.id, csv(rows), true);
      expect(refused).toEqual({
        problems: [
          expect.objectContaining({
            row: 33,
            column: 'Away',
            suggestions: expect.arrayContaining(['Geelong Gators']),
          }),
        ],
      });
      rows[31] = season()[31]!;
      const progress: number[] = [];
      const written = await drawOverChannel(socket, competition.id, csv(rows), true, (_stage, done) => {
        progress.push(done);
      });
      expect(written).toMatchObject({ outcome: { written: true, changed: 1 } });
      expect(progress.at(-1)).toBe(1);
      expect(await drawOverChannel(socket, 999999, csv(rows), false)).toEqual({
        refused: 'no competition 999999 is loaded',
      });
    } finally {
      await admin.close();
    }
  });

  it('should ask for the competition, and exit 1 naming one that is not loaded', async () => {
    const run = promisify(execFile);
    const root = path.resolve(import.meta.dirname, '../..');
    const file = path.join(dir, 'draw.csv');
    writeFileSync(file, csv(season()));
    const env = { ...process.env, DATA_DIR: path.join(dir, 'empty'), DATABASE_URL: '' };
    const usage = await run('npx', ['tsx', 'server/src/cli/import.ts', file], { cwd: root, env }).catch(
      (e) => e,
    );
    expect(usage.code).toBe(2);
    expect(usage.stderr).toMatch(/a draw needs --competition ID/);
    const args = ['tsx', 'server/src/cli/import.ts', file, '--competition', '424242', '--check'];
    const missing = await run('npx', args, { cwd: root, env }).catch((e) => e);
    expect(missing.code).toBe(1);
    expect(missing.stderr).toContain('no competition 424242 is loaded');
  }, 60_000);
});
