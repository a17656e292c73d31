import { setTimeout as sleep } from 'node:timers/promises';
import { API_PREFIX, type MatchDetail } from '@touchline/domain';
import { and, desc, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type App, buildApp } from '../src/app';
import type { Database } from '../src/db/client';
import * as t from '../src/db/schema';
import { resultsArePublic } from '../src/repositories/lookups';
import { tokenRepository } from '../src/repositories/tokens';
import { startDemoScorer } from '../src/simulator/demoScorer';
import { simulateMatch } from '../src/simulator/driver';
import { openTestDatabase } from './harness';
import { disableGridiron } from './playFixtures';

let app: App;
let database: Database;
let drop: () => Promise<void>;
let origin: string;

beforeAll(async () => {
  ({ database, drop } = await openTestDatabase());
  app = await buildApp({ config: { webDir: '/nonexistent', nationalId: 14 }, database });
  await app.listen({ host: '127.0.0.1', port: 0 });
  origin = `http://127.0.0.1:${(app.server.address() as { port: number }).port}`;
});
afterAll(async () => {
  // The simulator's keep-alive connections would otherwise hold the server open for a minute.
  app.server.closeAllConnections();
  await app.close();
  await drop();
});

/** A public national-14 match with two teams in one of these statuses. */
async function findMatch(statuses: string[]) {
  const [row] = await database.db
    .select({ id: t.matches.id })
    .from(t.matches)
    .where(
      and(
        eq(t.matches.nationalId, 14),
        inArray(t.matches.status, statuses as never[]),
        isNotNull(t.matches.homeTeamId),
        isNotNull(t.matches.awayTeamId),
        resultsArePublic(),
      ),
    )
    .limit(1);
  return row!.id;
}

async function referee(matchId: number) {
  const { secret } = await tokenRepository.create(database.db, {
    nationalId: 14,
    role: 7,
    scopeType: 'match',
    scopeId: matchId,
  });
  return secret;
}

async function detail(matchId: number): Promise<MatchDetail> {
  const response = await fetch(`${origin}${API_PREFIX}/live/matches/${matchId}`, {
    headers: { 'national-id': '14' },
  });
  return (await response.json()).data;
}

const sums = (match: MatchDetail) => ({
  homeTeam: match.scoringEvents.filter((e) => e.isHomeTeam).reduce((s, e) => s + e.value, 0),
  awayTeam: match.scoringEvents.filter((e) => !e.isHomeTeam).reduce((s, e) => s + e.value, 0),
});

/** The competition of a match. */
async function competitionOf(matchId: number) {
  const [row] = await database.db
    .select({ id: t.matches.competitionId })
    .from(t.matches)
    .where(eq(t.matches.id, matchId));
  return row!.id;
}

describe('simulateMatch', () => {
  it('should play a match from pre-game to final through the API, its score the sum of its events', async () => {
    const matchId = await findMatch(['pre-game']);
    // Scored the old way, with events: the demo scores its gridiron competitions play by play.
    await disableGridiron(database.db, await competitionOf(matchId));
    const lines: string[] = [];
    const warnings: string[] = [];
    const result = await simulateMatch({
      baseUrl: origin,
      nationalId: 14,
      matchId,
      token: await referee(matchId),
      speed: 20_000,
      seed: 'simulator test',
      log: (line) => lines.push(line),
      warn: (line) => warnings.push(line),
    });
    // The clock and timeout calls all went through (the clock is stopped before each restart).
    expect(warnings).toEqual([]);
    const match = await detail(matchId);
    expect(match.status).toBe('final');
    expect(result).toMatchObject({ status: 'final', scores: match.scores });
    expect(match.scores).toEqual(sums(match));
    expect(match.scoringEvents.length).toBeGreaterThan(0);
    expect(new Set(match.scoringEvents.map((e) => e.period))).not.toContain(0);
    expect(lines.some((l) => /^Q1 12:00 {2}First Quarter {2}0-0$/.test(l))).toBe(true);
    expect(lines.at(-1)).toMatch(/^FT 00:00 {2}Final {2}.+ \d+-\d+ .+$/);
  }, 60_000);

  it('should play a match scored play by play through the plays API, its score that of its game', async () => {
    // A match to come in a competition the demo scores play by play.
    const [row] = await database.db
      .select({ id: t.matches.id })
      .from(t.matches)
      .innerJoin(t.competitions, eq(t.competitions.id, t.matches.competitionId))
      .where(
        and(
          eq(t.matches.nationalId, 14),
          eq(t.matches.status, 'pre-game'),
          isNotNull(t.matches.homeTeamId),
          isNotNull(t.matches.awayTeamId),
          resultsArePublic(),
          sql`${t.competitions.settings} ? 'gridiron'`,
        ),
      )
      .orderBy(desc(t.matches.id))
      .limit(1);
    const matchId = row!.id;
    const warnings: string[] = [];
    const result = await simulateMatch({
      baseUrl: origin,
      nationalId: 14,
      matchId,
      token: await referee(matchId),
      speed: 20_000,
      seed: 'simulator plays test',
      warn: (line) => warnings.push(line),
    });
    // At 20,000 times real speed a quarter's clock may run out between two plays: the driver
    // says so and goes on. Nothing else may go wrong.
    expect(warnings.filter((w) => !/timer\/start: 409 Cannot Start, Timer Ended$/.test(w))).toEqual([]);
    const match = await detail(matchId);
    expect(match.status).toBe('final');
    expect(result).toMatchObject({ status: 'final', scores: match.scores });
    expect(match.plays.length).toBeGreaterThan(100);
    expect(match.plays.map((p) => p.seq)).toEqual(match.plays.map((_, i) => i + 1));
    expect(match.plays[0]!.type).toBe('kickoff');
    expect(match.scores).toEqual(sums(match));
    expect(match.game!.score).toEqual({ home: match.scores.homeTeam, away: match.scores.awayTeam });
  }, 180_000);

  it('should resume a match under way from its score and period', async () => {
    const matchId = await findMatch(['second-quarter', 'third-quarter', 'fourth-quarter']);
    const before = await detail(matchId);
    const period = before.allMatchStatuses.find((s) => s.value === before.status)!.period;
    await simulateMatch({
      baseUrl: origin,
      nationalId: 14,
      matchId,
      token: await referee(matchId),
      speed: 20_000,
      seed: 'resume test',
    });
    const after = await detail(matchId);
    expect(after.status).toBe('final');
    expect(after.scores).toEqual(sums(after));
    const added = after.scoringEvents.filter((e) => !before.scoringEvents.some((b) => b._id === e._id));
    expect(added.every((e) => e.period >= period)).toBe(true);
    expect(after.scores.homeTeam).toBeGreaterThanOrEqual(before.scores.homeTeam);
    expect(after.scores.awayTeam).toBeGreaterThanOrEqual(before.scores.awayTeam);
  }, 60_000);

  it('should refuse to play a match that is already final', async () => {
    const matchId = await findMatch(['final']);
    await expect(
      simulateMatch({ baseUrl: origin, nationalId: 14, matchId, token: await referee(matchId), speed: 1000 }),
    ).rejects.toThrow(/already final/);
  });
});

describe('startDemoScorer', () => {
  it('should keep two matches live, replaying finished ones from a fresh kickoff', async () => {
    const events: { matchId?: number; replay?: boolean; msg: string }[] = [];
    const record = (object: object, msg?: string) => {
      if (typeof msg === 'string') events.push({ ...(object as { matchId?: number }), msg });
    };
    const log = { info: record, warn: record, debug: () => {} } as unknown as FastifyBaseLogger;
    const scorer = await startDemoScorer({
      db: database.db,
      nationalId: 14,
      baseUrl: origin,
      speed: 20_000,
      minLive: 2,
      maxLive: 2,
      log,
    });
    const deadline = Date.now() + 40_000;
    while (!events.some((e) => e.replay === true) && Date.now() < deadline) await sleep(100);
    await scorer.stop();
    expect(events.filter((e) => e.msg === 'demo scorer: playing match').length).toBeGreaterThanOrEqual(3);
    expect(events.some((e) => e.replay === true)).toBe(true);
    expect(events.filter((e) => e.msg === 'demo scorer: match stopped')).toEqual([]);
    for (const id of new Set(events.map((e) => e.matchId).filter((id) => id !== undefined))) {
      const match = await detail(id!);
      expect(match.scores).toEqual(sums(match));
    }
  }, 60_000);
});
