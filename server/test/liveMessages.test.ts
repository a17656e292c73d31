import {
  API_PREFIX,
  LIVE_MESSAGES,
  type LiveMessageName,
  liveChannels,
  STREAM_ONLY_MESSAGES,
} from '@touchline/domain';
import { and, asc, count, eq, gt, inArray, max } from 'drizzle-orm';
import Value from 'typebox/value';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Tx } from '../src/db/client';
import * as t from '../src/db/schema';
import { appendedIn, appendLog, lockMatch } from '../src/live/log';
import { LiveMessageError } from '../src/live/messages';
import { startTestApp, type TestContext } from './harness';
import { bearer, liveMatches } from './live';
import { clearPlays, enableGridiron } from './playFixtures';

/**
 * Every message a write logs is declared in `LIVE_MESSAGES`, on its channel, with nothing in
 * its payload the declaration does not name; and `appendLog` refuses anything else.
 */
let ctx: TestContext;
/** Scored, timed, listed and finally forfeited. */
let match: typeof t.matches.$inferSelect;
/** Set-scored. */
let sets: typeof t.matches.$inferSelect;
/** Takes a timeout before it has a clock. */
let unclocked: typeof t.matches.$inferSelect;

type Method = 'POST' | 'PUT' | 'DELETE';
async function write(method: Method, path: string, matchId: number, payload?: unknown) {
  const { headers } = await bearer(ctx, 7, 'match', matchId);
  const response = await ctx.app.inject({
    method,
    url: `${API_PREFIX}/live/${path}`,
    headers: payload === undefined ? headers : { ...headers, 'content-type': 'application/json' },
    ...(payload === undefined ? {} : { payload: JSON.stringify(payload) }),
  });
  expect(response.statusCode, `${method} ${path}: ${response.body}`).toBe(200);
  return response.json().data;
}

const LOGGED = (Object.keys(LIVE_MESSAGES) as LiveMessageName[]).filter(
  (name) => !(STREAM_ONLY_MESSAGES as readonly string[]).includes(name),
);

beforeAll(async () => {
  ctx = await startTestApp();
  const db = ctx.database.db;
  [match, sets, unclocked] = (await liveMatches(
    db,
    ['second-quarter', 'third-quarter', 'fourth-quarter'],
    3,
  )) as [typeof t.matches.$inferSelect, typeof t.matches.$inferSelect, typeof t.matches.$inferSelect];
  await db
    .update(t.matches)
    .set({ setScoring: { useSetScoring: true }, setScores: [], currentSetId: null, status: 'sets' })
    .where(eq(t.matches.id, sets.id));
  await db
    .update(t.matches)
    .set({ timer: null, matchTimeouts: { homeTeam: 0, awayTeam: 0 } })
    .where(inArray(t.matches.id, [match.id, unclocked.id]));
  await enableGridiron(db, match.competitionId);
  await clearPlays(db, match.id);
});
afterAll(() => ctx.close());

describe('the live log', () => {
  it('should hold only declared messages, on their channels, with declared payloads', async () => {
    const db = ctx.database.db;
    const before = (await db.select({ p: max(t.matchLog.position) }).from(t.matchLog))[0]!.p ?? 0;
    const m = `matches/${match.id}`;

    // Scoring.
    const goal = await write('POST', `${m}/scorings`, match.id, {
      type: 4,
      isHomeTeam: false,
      period: 2,
      min: 4,
      sec: 0,
    });
    await write('POST', `${m}/scorings`, match.id, { type: 1, isHomeTeam: true, period: 2, min: 5, sec: 9 });
    const [movement] = await db
      .select({ type: t.eventTypes.type })
      .from(t.eventTypes)
      .where(and(eq(t.eventTypes.nationalId, 14), eq(t.eventTypes.kind, 'movement')))
      .limit(1);
    await write('POST', `${m}/movements`, match.id, {
      type: movement!.type,
      isHomeTeam: true,
      period: 2,
      min: 6,
      sec: 0,
    });
    await write('DELETE', `${m}/events/${goal.event._id}`, match.id);

    // The clock and timeouts.
    await write('POST', `${m}/timer/set`, match.id, { remainingMs: 600_000 });
    await write('POST', `${m}/timer/start`, match.id);
    await write('POST', `${m}/timer/add`, match.id, { ms: 30_000 });
    await write('POST', `${m}/timer/stop`, match.id);
    await write('POST', `${m}/timer/start`, match.id);
    await write('POST', `${m}/timeouts`, match.id, { team: 'awayTeam' });
    await write('DELETE', `${m}/timeouts/awayTeam`, match.id);
    await write('POST', `matches/${unclocked.id}/timeouts`, unclocked.id, { team: 'homeTeam' });

    // Team lists.
    const roster = await db
      .select({ id: t.teamMembers.memberId })
      .from(t.teamMembers)
      .where(eq(t.teamMembers.teamId, match.homeTeamId!))
      .limit(2);
    expect(roster.length).toBeGreaterThan(0);
    await write('PUT', `teamlists/matches/${match.id}/teams/${match.homeTeamId}`, match.id, {
      players: roster.map((r, i) => ({
        member: r.id,
        isPlayer: true,
        memberType: 'Player',
        shirtNum: 10 + i,
      })),
    });
    await write('POST', `${m}/events/refresh`, match.id, { type: 'movement' });

    // Set scores.
    const s = `matches/${sets.id}/set-scores`;
    await write('POST', `${s}/set`, sets.id, { setId: '1', scores: { homeTeam: 25, awayTeam: 21 } });
    await write('POST', `${s}/set`, sets.id, { setId: '1', scores: { homeTeam: 25, awayTeam: 23 } });
    await write('POST', `${s}/end`, sets.id);
    await write('PUT', s, sets.id, {
      setScores: [
        { setId: '1', scores: { homeTeam: 25, awayTeam: 23 }, manual: true },
        { setId: '2', scores: { homeTeam: 12, awayTeam: 9 } },
        { setId: '3', scores: { homeTeam: 0, awayTeam: 0 } },
      ],
    });
    await write('DELETE', `${s}/3`, sets.id);

    // Plays, in a competition scored play by play.
    const kickoff = await write('POST', `${m}/plays`, match.id, {
      type: 'kickoff',
      isHomeTeam: true,
      period: 2,
      min: 7,
      sec: 0,
      yards: 65,
      result: 'touchback',
    });
    await write('DELETE', `${m}/plays/${kickoff.play._id}`, match.id);

    // The status, a forfeit last.
    await write('PUT', `${m}/status`, match.id, { status: 'third-quarter' });
    await write('PUT', `${m}/status`, match.id, { status: 'forfeit', forfeitingTeam: match.awayTeamId });

    const rows = await db
      .select()
      .from(t.matchLog)
      .where(
        and(gt(t.matchLog.position, before), inArray(t.matchLog.matchId, [match.id, sets.id, unclocked.id])),
      )
      .orderBy(asc(t.matchLog.position));
    expect(rows).toHaveLength(23);
    const competitionOf = new Map([match, sets, unclocked].map((m) => [m.id, m.competitionId]));
    for (const row of rows) {
      const where = `${row.name} at ${row.position}`;
      expect(LOGGED, where).toContain(row.name);
      const { channel, payload } = LIVE_MESSAGES[row.name as LiveMessageName];
      expect(row.channel, where).toBe(liveChannels(row.matchId)[channel]);
      // Kept with its match's competition, whose stream reads it.
      expect(row.competitionId, where).toBe(competitionOf.get(row.matchId));
      expect(Value.Errors(payload, row.payload), where).toEqual([]);
      // Nothing the declaration does not name, at any depth.
      expect(Value.Clean(payload, structuredClone(row.payload)), where).toEqual(row.payload);
    }
    // Every logged message was written, so a new one needs a write here too.
    expect([...new Set(rows.map((r) => r.name))].sort()).toEqual([...LOGGED].sort());
    // Both shapes of a stop and of a refresh were checked.
    const stops = rows.filter((r) => r.name === 'stop').map((r) => (r.payload as { event: unknown }).event);
    expect(stops.some((e) => e === null) && stops.some((e) => e !== null)).toBe(true);
    const refreshes = rows.filter((r) => r.name === 'event:refresh').map((r) => r.payload);
    expect(refreshes).toEqual([{ type: 'teamList', teamId: match.homeTeamId }, { type: 'movement' }]);
  });
});

describe('appendLog', () => {
  const logged = async (tx: Tx) =>
    (await tx.select({ n: count() }).from(t.matchLog).where(eq(t.matchLog.matchId, match.id)))[0]!.n;

  it('should refuse a payload that is not its message’s declared shape, and write nothing', async () => {
    await ctx.database.db.transaction(async (tx) => {
      await lockMatch(tx, 14, match.id);
      const before = await logged(tx);
      const at = { nationalId: 14, matchId: match.id };
      const wrong: [string, unknown, RegExp][] = [
        ['status', { status: 'live', forfeitingTeam: 3 }, /'status'.*at \/forfeitingTeam/],
        ['status', { status: 'playing', forfeitingTeam: null }, /'status'.*at \/status/],
        ['event:remove', { eventId: 1, type: 'scoring' }, /'event:remove'.*at \/:/],
        ['event:refresh', { type: 'scoring', why: 'undeclared' }, /'event:refresh'/],
        ['start', { event: null, status: 'live' }, /'start'.*at \/event/],
        ['update', { events: [], event: null, status: 'live', hasEnded: false }, /'update' is not/],
        ['snapshot', {}, /'snapshot' is not/],
        // A competition stream's own message is never logged either.
        ['snapshot', { matches: [], serverTime: 1 }, /'snapshot' is not/],
        ['reset', {}, /'reset' is not/],
      ];
      for (const [name, payload, message] of wrong) {
        const attempt = appendLog(tx, { ...at, name, payload } as never);
        await expect(attempt, name).rejects.toBeInstanceOf(LiveMessageError);
        await expect(attempt, name).rejects.toThrow(message);
      }
      expect(await logged(tx)).toBe(before);
      expect(appendedIn(tx)).toEqual([]);
    });
  });

  it('should refuse a message of a match the transaction has not locked, and write nothing', async () => {
    await ctx.database.db.transaction(async (tx) => {
      const before = await logged(tx);
      const attempt = appendLog(tx, {
        nationalId: 14,
        matchId: match.id,
        name: 'status',
        payload: { status: match.status, forfeitingTeam: null },
      });
      await expect(attempt).rejects.toThrow(/must be locked/);
      expect(await logged(tx)).toBe(before);
      expect(appendedIn(tx)).toEqual([]);
    });
  });
});
