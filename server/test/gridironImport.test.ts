/**
 * A gridiron season with conferences and divisions, a tie game and a cancelled game, imported
 * into an empty database and served by the ladder API by division, by conference and as one
 * table. The expected tables are worked by hand from docs/ladder-rules.md.
 */
import { API_PREFIX, gridironLadderTemplate, NATIONAL_ID_HEADER } from '@touchline/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type App, buildApp } from '../src/app';
import type { Database } from '../src/db/client';
import { competitions } from '../src/db/schema';
import type { ImportFile, ImportMatch } from '../src/import/format';
import { validateImport } from '../src/import/validate';
import { writeImport } from '../src/import/write';
import { openTestDatabase } from './harness';
import { testNational } from './importFixtures';

const NATIONAL = 915;
const SEASON = 2026;

// North: Avalon, Bexley, Carlow, Dunmore; South: Easton, Fairlie (Eastern conference);
// West: Westport, Yarrow (Western conference).
const TEAMS = [
  ['avalon', 'Avalon', 'North'],
  ['bexley', 'Bexley', 'North'],
  ['carlow', 'Carlow', 'North'],
  ['dunmore', 'Dunmore', 'North'],
  ['easton', 'Easton', 'South'],
  ['fairlie', 'Fairlie', 'South'],
  ['westport', 'Westport', 'West'],
  ['yarrow', 'Yarrow', 'West'],
] as const;

let nextMatch = 1;
const played = (round: number, home: string, homeScore: number, away: string, awayScore: number) =>
  ({
    id: `g${nextMatch++}`,
    competition: 'gridiron',
    round: `r${round}`,
    status: 'final',
    homeTeam: home,
    awayTeam: away,
    scores: { homeTeam: homeScore, awayTeam: awayScore },
  }) satisfies ImportMatch;

const MATCHES: ImportMatch[] = [
  played(1, 'avalon', 30, 'bexley', 10),
  played(1, 'carlow', 14, 'dunmore', 7),
  played(1, 'easton', 10, 'fairlie', 10), // a tie game
  played(1, 'westport', 21, 'yarrow', 14),
  played(2, 'avalon', 3, 'carlow', 10),
  played(2, 'bexley', 21, 'dunmore', 0),
  { ...played(2, 'easton', 7, 'fairlie', 3), status: 'cancelled' }, // counts for no one
  played(2, 'yarrow', 17, 'westport', 3),
  played(3, 'bexley', 13, 'carlow', 10),
  played(3, 'avalon', 17, 'dunmore', 3),
  played(3, 'westport', 7, 'easton', 0),
];

function seasonFile(): ImportFile {
  const name = 'Gridiron Federation';
  return {
    format: 'touchline-import',
    version: 1,
    national: testNational(NATIONAL, name),
    seasons: [{ id: SEASON, currentSeason: true }],
    eventTypes: [],
    entities: [],
    venues: [],
    members: [],
    teams: TEAMS.map(([id, teamName]) => ({ id, name: teamName, season: SEASON, meta: { imgUrl: null } })),
    competitions: [
      {
        id: 'gridiron',
        name: 'Gridiron League',
        season: SEASON,
        display: { public: true, result: true, ladder: true, hideRounds: [] },
        settings: {
          type: null,
          periods: 4,
          periodType: 4,
          periodLengthMinutes: 15,
          timeouts: 3,
          useCustomScoringEvents: false,
          nationalScoringEvents: [],
          scoringEvents: [],
          positions: [],
        },
        laddertemplate: gridironLadderTemplate(),
        teams: TEAMS.map(([team, , pool]) => ({ team, pool })),
        conferences: [
          { name: 'Eastern', pools: ['North', 'South'] },
          { name: 'Western', pools: ['West'] },
        ],
        rounds: [1, 2, 3].map((n) => ({ id: `r${n}`, number: n, type: 'Regular' as const })),
      },
    ],
    matches: MATCHES,
  };
}

let database: Database;
let drop: () => Promise<void>;
let app: App;
let competitionId: number;

beforeAll(async () => {
  const checked = validateImport(seasonFile());
  if (!checked.ok) throw new Error(`The season is not valid: ${JSON.stringify(checked.problems)}`);
  ({ database, drop } = await openTestDatabase({ empty: true }));
  await writeImport(database.db, checked.file);
  app = await buildApp({ config: { webDir: '/nonexistent', nationalId: NATIONAL }, database });
  await app.ready();
  const [row] = await database.db
    .select({ id: competitions.id })
    .from(competitions)
    .where(eq(competitions.nationalId, NATIONAL));
  competitionId = row!.id;
});
afterAll(async () => {
  await app?.close();
  await drop?.();
});

interface Row {
  name: string;
  pool: string | null;
  division: string | null;
  conference: string | null;
  position: number;
  stats: Record<string, number>;
  records: Record<string, string>;
  separatedFromNext: { name: string } | null;
}

async function ladder(groupBy?: string) {
  const response = await app.inject({
    method: 'GET',
    url: `${API_PREFIX}/live/ladders/competition/${competitionId}${groupBy ? `?groupBy=${groupBy}` : ''}`,
    headers: { [NATIONAL_ID_HEADER]: String(NATIONAL) },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data as {
    competition: { hasPools: boolean; hasConferences: boolean; laddertemplate: { layout: string } };
    groupBy: string;
    teams: Row[];
  };
}

const table = (rows: Row[]) =>
  rows.map((r) => `${r.pool ?? '-'} ${r.position} ${r.name} ${r.separatedFromNext?.name ?? ''}`.trim());

describe('an imported gridiron season with conferences, a tie and a cancelled game', () => {
  it('should rank each division by win percentage and the tie-breakers, and say why', async () => {
    const data = await ladder();
    expect(data.groupBy).toBe('division');
    expect(data.competition).toMatchObject({ hasPools: true, hasConferences: true });
    expect(data.competition.laddertemplate.layout).toBe('gridiron');
    expect(table(data.teams)).toEqual([
      'North 1 Avalon Net points',
      'North 2 Bexley Head-to-head',
      'North 3 Carlow Win Percentage',
      'North 4 Dunmore',
      'South 1 Fairlie Win Percentage',
      'South 2 Easton',
      'West 1 Westport Win Percentage',
      'West 2 Yarrow',
    ]);
  });

  it('should count the tie as half a win and the cancelled game for no one', async () => {
    const rows = new Map((await ladder()).teams.map((r) => [r.name, r]));
    const fairlie = rows.get('Fairlie')!;
    expect(fairlie.stats).toMatchObject({ matchesPlayed: 1, matchesDrawn: 1, winPercentage: 0.5 });
    const easton = rows.get('Easton')!;
    expect(easton.stats).toMatchObject({
      matchesPlayed: 2,
      matchesDrawn: 1,
      matchesLost: 1,
      winPercentage: 0.25,
    });
    expect(easton.records).toEqual({
      home: '0-0-1',
      away: '0-1',
      division: '0-0-1',
      conference: '0-0-1',
      streak: 'L1',
    });
    const avalon = rows.get('Avalon')!;
    expect(avalon.stats).toMatchObject({
      matchesWon: 2,
      matchesLost: 1,
      winPercentage: 0.667,
      pointsDifference: 27,
    });
    expect(avalon.records).toEqual({
      home: '2-1',
      away: '0-0',
      division: '2-1',
      conference: '2-1',
      streak: 'W1',
    });
    expect(avalon).toMatchObject({ division: 'North', conference: 'Eastern' });
  });

  it('should rank each conference as one table', async () => {
    const data = await ladder('conference');
    expect(table(data.teams)).toEqual([
      'Eastern 1 Avalon Net points',
      'Eastern 2 Bexley Head-to-head',
      'Eastern 3 Carlow Win Percentage',
      'Eastern 4 Fairlie Win Percentage',
      'Eastern 5 Easton Win Percentage',
      'Eastern 6 Dunmore',
      'Western 1 Westport Win Percentage',
      'Western 2 Yarrow',
    ]);
  });

  it('should rank the whole league as one table, the best of each division contending first', async () => {
    // Westport and Avalon (North's best of three at .667) meet no step until strength of
    // victory: Westport's beaten opponents are 1-2-1 (.375), Avalon's 2-4 (.333).
    const data = await ladder('none');
    expect(data.competition.hasPools).toBe(false);
    expect(table(data.teams)).toEqual([
      '- 1 Westport Strength of victory',
      '- 2 Avalon Net points',
      '- 3 Bexley Head-to-head',
      '- 4 Carlow Win Percentage',
      '- 5 Yarrow Strength of victory',
      '- 6 Fairlie Win Percentage',
      '- 7 Easton Win Percentage',
      '- 8 Dunmore',
    ]);
  });

  it('should store the conferences and give the same table when imported again', async () => {
    const [row] = await database.db
      .select({ conferences: competitions.conferences })
      .from(competitions)
      .where(eq(competitions.id, competitionId));
    expect(row!.conferences).toEqual(seasonFile().competitions[0]!.conferences);
    const before = table((await ladder()).teams);
    const checked = validateImport(seasonFile());
    if (!checked.ok) throw new Error('The season is not valid');
    await writeImport(database.db, checked.file);
    expect(table((await ladder('division')).teams)).toEqual(before);
  });
});
