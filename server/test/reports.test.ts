import { mkdirSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { and, count, desc, eq, isNotNull, type SQL, sql } from 'drizzle-orm';
import pdfmake from 'pdfmake';
import type { TDocumentDefinitions } from 'pdfmake/interfaces';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { events, matches, members, teamListEntries, teams } from '../src/db/schema';
import { startTestApp, type TestContext } from './harness';
import { AS_12, AS_14, call, data, failure } from './requests';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await startTestApp();
  // pdfmake's own Roboto, the font the web app renders with; no other file or URL is read.
  const fonts = path.join(
    path.dirname(createRequire(import.meta.url).resolve('pdfmake/package.json')),
    'fonts',
  );
  pdfmake.setFonts(createRequire(import.meta.url)('pdfmake/fonts/Roboto.js'));
  pdfmake.setUrlAccessPolicy(() => false);
  pdfmake.setLocalAccessPolicy((file) => path.resolve(file).startsWith(fonts));
});
afterAll(() => ctx.close());

const publicResults = sql`exists (select 1 from competitions c where c.id = ${matches.competitionId} and (c.display->>'result')::boolean)`;

/** A match of a national matching a condition that the public may see: most events, then latest. */
async function pickMatch(nationalId: number, where: SQL) {
  const [row] = await ctx.database.db
    .select({ match: matches, events: count(events.id) })
    .from(matches)
    .leftJoin(events, eq(events.matchId, matches.id))
    .where(and(eq(matches.nationalId, nationalId), publicResults, where))
    .groupBy(matches.id)
    .orderBy(desc(count(events.id)), desc(matches.dateTime))
    .limit(1);
  return row!.match;
}

const finalMatch = (nationalId: number) =>
  pickMatch(
    nationalId,
    and(eq(matches.status, 'final'), isNotNull(matches.homeTeamId), isNotNull(matches.awayTeamId))!,
  );

/** Renders a definition with pdfmake's Node API; set REPORT_PDF_DIR to keep the files. */
async function render(definition: TDocumentDefinitions, name: string): Promise<Buffer> {
  const pdf = await pdfmake.createPdf(definition).getBuffer();
  if (process.env.REPORT_PDF_DIR) {
    mkdirSync(process.env.REPORT_PDF_DIR, { recursive: true });
    writeFileSync(path.join(process.env.REPORT_PDF_DIR, `${name}.pdf`), pdf);
  }
  return pdf;
}

/** Every text in a definition's content, in order (a node's `text`, not its style names). */
function texts(node: unknown): string[] {
  if (typeof node === 'string') return [node];
  if (Array.isArray(node)) return node.flatMap(texts);
  if (node && typeof node === 'object')
    return 'text' in node ? texts(node.text) : Object.values(node).flatMap(texts);
  return [];
}

/** The body rows of every table in a definition, as text cells. */
function tableRows(node: unknown): string[][] {
  if (Array.isArray(node)) return node.flatMap(tableRows);
  if (!node || typeof node !== 'object') return [];
  const record = node as Record<string, any>;
  const own = record.table?.body
    ? (record.table.body as unknown[][]).slice(1).map((row) => row.map((cell) => texts(cell).join('')))
    : [];
  return [...own, ...Object.values(record).flatMap(tableRows)];
}

describe.each([
  ['national 14', 14, AS_14],
  ['national 12', 12, AS_12],
])('GET /live/matches/{matchId}/match-report › %s', (_, nationalId, headers) => {
  it('should answer a definition with the heading, score, periods, scorers and team lists that renders to a PDF', async () => {
    const match = await finalMatch(nationalId);
    const definition = await data(ctx, `/live/matches/${match.id}/match-report`, { headers });
    expect(definition).toMatchObject({ pageSize: 'A4', styles: { title: expect.any(Object) } });
    const words = texts(definition.content);
    const detail = await data(ctx, `/live/matches/${match.id}`, { headers });
    expect(words).toContain(detail.competition.name);
    expect(words).toContain(`${match.homeScore}  -  ${match.awayScore}`);
    for (const heading of ['Score by Period', 'Scoring', 'Team Lists', 'Officials'])
      expect(words).toContain(heading);
    for (const period of detail.generatedPeriods) expect(words).toContain(period.abbreviation);
    const pdf = await render(definition, `match-report-${nationalId}`);
    expect(pdf.subarray(0, 4).toString()).toBe('%PDF');
    expect(pdf.length).toBeGreaterThan(5_000);
  });

  it('should answer each team’s member list as a definition that renders to a PDF', async () => {
    const match = await finalMatch(nationalId);
    for (const side of ['homeTeam', 'awayTeam'] as const) {
      const definition = await data(ctx, `/live/matches/${match.id}/player-list-report/${side}`, { headers });
      const list = await data(
        ctx,
        `/live/teamlists/matches/${match.id}/teams/${match[`${side === 'homeTeam' ? 'home' : 'away'}TeamId`]}`,
        { headers },
      );
      expect(tableRows(definition.content).length).toBe(list.players.length + list.nonplayers.length);
      const pdf = await render(definition, `member-list-${nationalId}-${side}`);
      expect(pdf.subarray(0, 4).toString()).toBe('%PDF');
      expect(pdf.length).toBeGreaterThan(3_000);
    }
  });
});

describe('GET /live/matches/{matchId}/match-report › teams not finalised', () => {
  it.each([
    ['a bye', eq(matches.isBye, true)],
    ['a TBA match', eq(matches.isTba, true)],
  ])('should answer 409 with the spec’s message for %s', async (_, where) => {
    const match = await pickMatch(14, where);
    const report = await call(ctx, `/live/matches/${match.id}/match-report`);
    expect(report.status).toBe(409);
    expect(report.body).toEqual({
      message: 'Match report is not available because teams are not finalised',
      code: 'TEAMS_NOT_FINALISED',
    });
    for (const side of ['homeTeam', 'awayTeam']) {
      const list = await call(ctx, `/live/matches/${match.id}/player-list-report/${side}`);
      expect(list.status).toBe(409);
      expect(list.body).toEqual({
        message: 'Member list is not available because teams are not finalised',
        code: 'TEAMS_NOT_FINALISED',
      });
    }
  });
});

describe('GET /live/matches/{matchId}/match-report › privacy', () => {
  it('should show a non-public member as "Player" with no number, and never their name', async () => {
    const all = await ctx.database.db.select().from(members).where(eq(members.nationalId, 14));
    const named = new Map<string, number>();
    for (const m of all)
      named.set(`${m.firstName} ${m.lastName}`, (named.get(`${m.firstName} ${m.lastName}`) ?? 0) + 1);
    const candidates = await ctx.database.db
      .select({ entry: teamListEntries, member: members, match: matches })
      .from(teamListEntries)
      .innerJoin(members, eq(members.id, teamListEntries.memberId))
      .innerJoin(teams, eq(teams.id, teamListEntries.teamId))
      .innerJoin(matches, eq(matches.id, teamListEntries.matchId))
      .where(
        and(
          eq(teamListEntries.nationalId, 14),
          eq(members.isPublic, false),
          isNotNull(teamListEntries.shirtNum),
          eq(teams.hideTeamList, false),
          eq(matches.status, 'final'),
          publicResults,
        ),
      );
    const entry = candidates.find(({ member: m }) => named.get(`${m.firstName} ${m.lastName}`) === 1);
    const { member, match } = entry!;
    const side = match.homeTeamId === entry!.entry.teamId ? 'homeTeam' : 'awayTeam';
    for (const path of [
      `/live/matches/${match.id}/match-report`,
      `/live/matches/${match.id}/player-list-report/${side}`,
    ]) {
      const answer = await call(ctx, path);
      expect(answer.status).toBe(200);
      expect(answer.raw, path).not.toContain(`${member.firstName} ${member.lastName}`);
      const players = tableRows(answer.body.data.content).filter((row) => /^Player( |$)/.test(row[1]!));
      expect(players.length, path).toBeGreaterThan(0);
      for (const row of players) expect(row[0], path).toBe('');
    }
  });

  it('should list no members of a team that hides its team list', async () => {
    const [row] = await ctx.database.db
      .select({ match: matches, teamId: teams.id })
      .from(matches)
      .innerJoin(teams, sql`${teams.id} in (${matches.homeTeamId}, ${matches.awayTeamId})`)
      .where(
        and(
          eq(matches.nationalId, 14),
          eq(teams.hideTeamList, true),
          eq(matches.status, 'final'),
          publicResults,
        ),
      )
      .limit(1);
    const side = row!.match.homeTeamId === row!.teamId ? 'homeTeam' : 'awayTeam';
    const definition = await data(ctx, `/live/matches/${row!.match.id}/player-list-report/${side}`);
    expect(tableRows(definition.content)).toEqual([]);
    expect(texts(definition.content)).toContain('No Team List Submitted');
  });
});

describe('GET /live/matches/{matchId}/match-report › not found', () => {
  it('should answer 404 for an unknown match', async () => {
    expect(await failure(ctx, '/live/matches/2147483000/match-report', 404)).toBe(
      'No match 2147483000 was found',
    );
    expect(await failure(ctx, '/live/matches/2147483000/player-list-report/homeTeam', 404)).toBe(
      'No match 2147483000 was found',
    );
  });

  it('should answer 404 for a match of another national', async () => {
    const match = await finalMatch(14);
    await failure(ctx, `/live/matches/${match.id}/match-report`, 404, { headers: AS_12 });
    await failure(ctx, `/live/matches/${match.id}/player-list-report/awayTeam`, 404, { headers: AS_12 });
    expect((await call(ctx, `/live/matches/${match.id}/match-report`)).status).toBe(200);
  });

  it('should answer 404 for a side other than homeTeam or awayTeam', async () => {
    const match = await finalMatch(14);
    await failure(ctx, `/live/matches/${match.id}/player-list-report/visitors`, 404);
  });
});
