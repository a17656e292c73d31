/**
 * A gridiron match imported play by play: its plays are replayed, its scoring plays make its
 * scoring events and score, the game after the last play is kept, and a play the game does not
 * allow is an import error naming the match and the play's index.
 */
import { API_PREFIX, gridironLadderTemplate, NATIONAL_ID_HEADER } from '@touchline/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type App, buildApp } from '../src/app';
import type { Database } from '../src/db/client';
import * as t from '../src/db/schema';
import type { ImportFile, ImportPlay } from '../src/import/format';
import { validateImport } from '../src/import/validate';
import { writeImport } from '../src/import/write';
import { openTestDatabase } from './harness';
import { testNational } from './importFixtures';
import { GRIDIRON_SETTINGS } from './playFixtures';

const NATIONAL = 916;
const SEASON = 2026;

/** The opening drive: a touchback, a run, a touchdown pass to a private receiver, the kick. */
const PLAYS: ImportPlay[] = [
  {
    id: 'p1',
    type: 'kickoff',
    isHomeTeam: true,
    period: 1,
    min: 0,
    sec: 0,
    yards: 65,
    result: 'touchback',
    players: { kicker: 'h1' },
  },
  {
    id: 'p2',
    type: 'run',
    isHomeTeam: false,
    period: 1,
    min: 0,
    sec: 10,
    yards: 10,
    players: { carrier: 'a1' },
  },
  {
    id: 'p3',
    type: 'passComplete',
    isHomeTeam: false,
    period: 1,
    min: 0,
    sec: 40,
    yards: 65,
    players: { passer: 'a1', receiver: 'a2', tackler: 'h1' },
  },
  {
    id: 'p4',
    type: 'conversion',
    isHomeTeam: false,
    period: 1,
    min: 0,
    sec: 45,
    conversion: 'kick',
    result: 'good',
    players: { kicker: 'a1' },
  },
];

function file(plays: ImportPlay[] = PLAYS): ImportFile {
  const name = 'Play by Play Federation';
  const member = (id: string, isPublic = true) => ({ id, firstName: id, lastName: 'Smith', isPublic });
  const listed = (ids: string[]) => ids.map((member) => ({ member, isPlayer: true, memberType: 'Player' }));
  const scoring = (type: number, typeName: string, value: number) => ({
    kind: 'scoring' as const,
    type,
    name: typeName,
    value,
  });
  return {
    format: 'touchline-import',
    version: 1,
    national: testNational(NATIONAL, name),
    seasons: [{ id: SEASON, currentSeason: true }],
    eventTypes: [
      scoring(1, 'Touchdown', 6),
      scoring(2, 'Conversion', 1),
      scoring(3, 'Two-Point Conversion', 2),
      scoring(4, 'Field Goal', 3),
      scoring(5, 'Safety', 2),
    ],
    entities: [],
    venues: [],
    members: [member('h1'), member('a1'), member('a2', false)],
    teams: [
      { id: 'home', name: 'Home', season: SEASON, meta: { imgUrl: null } },
      { id: 'away', name: 'Away', season: SEASON, meta: { imgUrl: null } },
    ],
    competitions: [
      {
        id: 'league',
        name: 'League',
        season: SEASON,
        display: { public: true, result: true, ladder: true, hideRounds: [] },
        settings: {
          type: null,
          periods: 4,
          periodType: 4,
          periodLengthMinutes: 12,
          timeouts: 3,
          useCustomScoringEvents: false,
          nationalScoringEvents: [],
          scoringEvents: [],
          positions: [],
          gridiron: GRIDIRON_SETTINGS,
        },
        laddertemplate: gridironLadderTemplate(),
        teams: [{ team: 'home' }, { team: 'away' }],
        rounds: [],
      },
    ],
    matches: [
      {
        id: 'm1',
        competition: 'league',
        status: 'first-quarter',
        homeTeam: 'home',
        awayTeam: 'away',
        teamLists: { home: listed(['h1']), away: listed(['a1', 'a2']) },
        plays,
      },
    ],
  };
}

let database: Database;
let drop: () => Promise<void>;
let app: App;

async function imported() {
  const db = database.db;
  const [match] = await db.select().from(t.matches).where(eq(t.matches.nationalId, NATIONAL));
  const plays = await db.select().from(t.plays).where(eq(t.plays.matchId, match!.id)).orderBy(t.plays.seq);
  const events = await db.select().from(t.events).where(eq(t.events.matchId, match!.id)).orderBy(t.events.id);
  const members = new Map(
    (await db.select().from(t.members).where(eq(t.members.nationalId, NATIONAL))).map((m) => [
      m.sourceId,
      m.id,
    ]),
  );
  return { match: match!, plays, events, members };
}

beforeAll(async () => {
  ({ database, drop } = await openTestDatabase({ empty: true }));
  const checked = validateImport(file());
  if (!checked.ok) throw new Error(`The file is not valid: ${JSON.stringify(checked.problems)}`);
  await writeImport(database.db, checked.file);
  app = await buildApp({ config: { webDir: '/nonexistent', nationalId: NATIONAL }, database });
  await app.ready();
});
afterAll(async () => {
  await app?.close();
  await drop?.();
});

describe('importing a match with plays', () => {
  it('should keep the plays, make the scoring events and the score, and keep the game', async () => {
    const { match, plays, events, members } = await imported();
    expect(plays.map((p) => [p.seq, p.sourceId, p.type])).toEqual([
      [1, 'p1', 'kickoff'],
      [2, 'p2', 'run'],
      [3, 'p3', 'passComplete'],
      [4, 'p4', 'conversion'],
    ]);
    expect([match.homeScore, match.awayScore]).toEqual([0, 7]);
    expect(match.game).toMatchObject({ phase: 'kickoff', score: { home: 0, away: 7 }, plays: 4 });
    expect(plays[3]!.state).toEqual(match.game);
    expect(events.map((e) => [e.name, e.value, e.isHomeTeam, e.playerId, e.playId])).toEqual([
      ['Touchdown', 6, false, members.get('a2'), plays[2]!.id],
      ['Conversion', 1, false, members.get('a1'), plays[3]!.id],
    ]);
  });

  it('should show the plays in the match centre, a private receiver as Player', async () => {
    const { match } = await imported();
    const response = await app.inject({
      url: `${API_PREFIX}/live/matches/${match.id}`,
      headers: { [NATIONAL_ID_HEADER]: String(NATIONAL) },
    });
    expect(response.statusCode, response.body).toBe(200);
    const { data } = response.json();
    expect(data.plays).toHaveLength(4);
    expect(data.plays[2].players.receiver).toMatchObject({
      firstName: 'Player',
      lastName: '',
      isPublic: false,
    });
    expect(data.game).toMatchObject({ score: { home: 0, away: 7 } });
    expect(data.scoringEvents.map((e: { name: string }) => e.name)).toEqual(['Touchdown', 'Conversion']);
  });

  it('should leave the same plays and events when the file is imported again', async () => {
    const before = await imported();
    await writeImport(database.db, file());
    const after = await imported();
    expect(after.plays.map((p) => [p.seq, p.sourceId, p.state])).toEqual(
      before.plays.map((p) => [p.seq, p.sourceId, p.state]),
    );
    expect(after.events.map((e) => [e.sourceId, e.name, e.value])).toEqual(
      before.events.map((e) => [e.sourceId, e.name, e.value]),
    );
    expect([after.match.awayScore, after.match.game]).toEqual([before.match.awayScore, before.match.game]);
  });
});

describe('refusing an import with plays', () => {
  const problems = (input: ImportFile) => {
    const checked = validateImport(input);
    return checked.ok ? [] : checked.problems;
  };

  it('should name the match and the index of a play the game does not allow', () => {
    const plays = PLAYS.map((p, i) => (i === 2 ? { ...p, yards: 80 } : p));
    expect(problems(file(plays))).toEqual([
      {
        path: '$.matches[0].plays[2]',
        message: expect.stringMatching(/^play 2 of match 'm1' is refused: yards: /),
      },
    ]);
  });

  it('should refuse a scoring event in a match with plays, and plays without gridiron settings', () => {
    const scored = file();
    scored.matches[0]!.events = [
      { id: 'e1', kind: 'scoring', type: 1, side: 'home', period: 1, min: 3, sec: 0 },
    ];
    expect(problems(scored)).toEqual([{ path: '$.matches[0].events[0].kind', message: expect.any(String) }]);
    const plain = file();
    delete plain.competitions[0]!.settings.gridiron;
    expect(problems(plain)).toEqual([
      { path: '$.matches[0].plays', message: expect.stringMatching(/not scored play by play/) },
    ]);
  });

  it('should refuse gridiron settings naming a scoring type the national does not have', () => {
    const unknown = file();
    unknown.competitions[0]!.settings.gridiron = {
      ...GRIDIRON_SETTINGS,
      scoringTypes: { ...GRIDIRON_SETTINGS.scoringTypes, safety: 99 },
    };
    expect(problems(unknown)).toContainEqual({
      path: '$.competitions[0].settings.gridiron.scoringTypes.safety',
      message: 'is 99, not a scoring type of the national',
    });
  });

  it('should refuse a player on the wrong team list', () => {
    const plays = PLAYS.map((p, i) => (i === 1 ? { ...p, players: { carrier: 'h1' } } : p));
    expect(problems(file(plays))).toEqual([
      {
        path: '$.matches[0].plays[1].players.carrier',
        message: "names 'h1', who is not on the away team list",
      },
    ]);
  });
});
