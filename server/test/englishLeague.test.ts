/**
 * 32 seasons of the Premier League (1992/93–2023/24) imported into an empty database and
 * served by the ladder API, checked row for row against the tables as published.
 *
 * Data: the English Football Database by Joshua C. Fjelstul (github.com/jfjelstul/englishfootball),
 * licensed CC BY-SA 4.0, read from the copy in datasets/english-league.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { API_PREFIX, NATIONAL_ID_HEADER } from '@touchline/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type App, buildApp } from '../src/app';
import type { Database } from '../src/db/client';
import { competitions } from '../src/db/schema';
import {
  englishIds,
  englishLeagueToImport,
  readEnglishTables,
  seasonLabel,
} from '../src/import/english/convert';
import { ladderStanding, publishedStandings, standingDifferences } from '../src/import/english/verify';
import type { ImportFile } from '../src/import/format';
import { validateImport } from '../src/import/validate';
import { writeImport } from '../src/import/write';
import { openTestDatabase } from './harness';

const DATA = path.resolve(import.meta.dirname, '../../datasets/english-league');
const NATIONAL = 901;
const TIER = 1;

const tablesCsv = readFileSync(path.join(DATA, 'league-tables.csv'), 'utf8');
const published = publishedStandings(tablesCsv, TIER);

let file: ImportFile;
let database: Database;
let drop: () => Promise<void>;
let app: App;
/** Competition source id → database id. */
let competitionIds: Map<string, number>;

beforeAll(async () => {
  const matchesCsv = readFileSync(path.join(DATA, 'league-matches.csv'), 'utf8');
  const converted = englishLeagueToImport(matchesCsv, tablesCsv, { tier: TIER, nationalId: NATIONAL });
  const checked = validateImport(converted);
  if (!checked.ok) throw new Error(`The converted file is not valid: ${JSON.stringify(checked.problems)}`);
  file = checked.file;
  ({ database, drop } = await openTestDatabase({ empty: true }));
  await writeImport(database.db, file);
  app = await buildApp({ config: { webDir: '/nonexistent', nationalId: 14 }, database });
  await app.ready();
  const rows = await database.db
    .select({ id: competitions.id, sourceId: competitions.sourceId })
    .from(competitions)
    .where(eq(competitions.nationalId, NATIONAL));
  competitionIds = new Map(rows.map((r) => [r.sourceId, r.id]));
});
afterAll(async () => {
  await app?.close();
  await drop?.();
});

async function ladder(season: number) {
  const id = competitionIds.get(englishIds.competition(season, TIER));
  const response = await app.inject({
    method: 'GET',
    url: `${API_PREFIX}/live/ladders/competition/${id}`,
    headers: { [NATIONAL_ID_HEADER]: String(NATIONAL) },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data as {
    competition: unknown;
    teams: { _id: number; name: string; position: number; pool: string | null; stats: any }[];
  };
}

describe('the Premier League, 1992/93 to 2023/24', () => {
  it('should import one competition per season with every match', () => {
    expect(file.seasons.map((s) => s.id)).toEqual(Array.from({ length: 32 }, (_, i) => 1992 + i));
    expect(competitionIds.size).toBe(32);
    expect(file.matches).toHaveLength(12406);
  });

  it('should serve every season’s ladder exactly as the published table, order included', async () => {
    const differences: Record<string, string[]> = {};
    for (const season of published.keys()) {
      const { teams } = await ladder(season);
      const table = published.get(season)!;
      expect(teams.map((t) => t.position)).toEqual(table.map((_, i) => i + 1));
      const found = standingDifferences(table, teams.map(ladderStanding));
      if (found.length) differences[seasonLabel(season)] = found;
    }
    expect([...published.keys()]).toHaveLength(32);
    expect(differences).toEqual({});
  });

  it('should show each points deduction as the team’s adjustment, included in its points', async () => {
    const adjusted = readEnglishTables(tablesCsv).filter((r) => r.tier === TIER && r.pointAdjustment !== 0);
    expect(adjusted.map((r) => `${r.season} ${r.teamName} ${r.pointAdjustment}`)).toEqual([
      '1996 Middlesbrough -3',
      '2009 Portsmouth -9',
      '2023 Everton -8',
      '2023 Nottingham Forest -4',
    ]);
    for (const row of adjusted) {
      const { teams } = await ladder(row.season);
      const team = teams.find((t) => t.name === row.teamName)!;
      expect(team.stats).toMatchObject({
        pointsAdjustment: row.pointAdjustment,
        totalMatchPoints: 3 * row.won + row.drawn + row.pointAdjustment,
      });
      expect(team.stats.totalMatchPoints).toBe(row.points);
    }
    // Portsmouth 2009/10: 7 won, 7 drawn, 9 points deducted: 19 points, bottom.
    const portsmouth = (await ladder(2009)).teams.find((t) => t.name === 'Portsmouth')!;
    expect(portsmouth).toMatchObject({
      position: 20,
      stats: { matchesWon: 7, matchesDrawn: 7, totalMatchPoints: 19 },
    });
  });
});
