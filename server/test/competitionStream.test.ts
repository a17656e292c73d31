import { API_PREFIX, COMPETITION_MESSAGES, CompetitionSnapshot, isLiveStatus } from '@touchline/domain';
import { and, eq, isNotNull, sql } from 'drizzle-orm';
import fc from 'fast-check';
import Value from 'typebox/value';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { type App, buildApp } from '../src/app';
import type { Database } from '../src/db/client';
import * as t from '../src/db/schema';
import { logRepository } from '../src/live/log';
import { tokenRepository } from '../src/repositories/tokens';
import { openTestDatabase } from './harness';
import { readMessages, type SseMessage, sseReader } from './live';

/**
 * A competition's stream (issue 12): the messages of all its matches on one connection, the
 * very frames their own streams send, resumable as exactly as a match's, and nothing of a
 * match the public may not see.
 */
type Match = typeof t.matches.$inferSelect;
type CompetitionRow = typeof t.competitions.$inferSelect;

let app: App;
let database: Database;
let drop: () => Promise<void>;
let api: string;
let scorer: Record<string, string>;
/** A competition with matches under way: m1, m2 and m3 are three of them. */
let competitionId: number;
let m1: Match;
let m2: Match;
let m3: Match;
/** One of its matches that is not under way. */
let notLive: Match;
/** A competition whose results are not public, and one of its matches. */
let hidden: Match;

const LIMIT = 6;

beforeAll(async () => {
  ({ database, drop } = await openTestDatabase());
  app = await buildApp({
    config: { webDir: '/nonexistent', nationalId: 14 },
    database,
    live: { heartbeatMs: 200, streamsPerIp: LIMIT, quietMs: 60_000 },
  });
  await app.listen({ host: '127.0.0.1', port: 0 });
  api = `http://127.0.0.1:${(app.server.address() as { port: number }).port}${API_PREFIX}/live`;
  const played = await database.db
    .select()
    .from(t.matches)
    .where(and(eq(t.matches.nationalId, 14), isNotNull(t.matches.awayTeamId), eq(t.matches.isBye, false)))
    .orderBy(t.matches.id);
  const live = played.filter((m) => isLiveStatus(m.status));
  const counts = new Map<number, number>();
  for (const m of live) counts.set(m.competitionId, (counts.get(m.competitionId) ?? 0) + 1);
  competitionId = [...counts].find(([, n]) => n >= 3)![0];
  [m1, m2, m3] = live.filter((m) => m.competitionId === competitionId) as [Match, Match, Match];
  notLive = played.find((m) => m.competitionId === competitionId && !isLiveStatus(m.status))!;
  [{ match: hidden }] = (await database.db
    .select({ match: t.matches })
    .from(t.matches)
    .innerJoin(t.competitions, eq(t.competitions.id, t.matches.competitionId))
    .where(
      and(
        eq(t.matches.nationalId, 14),
        sql`(${t.competitions.display}->>'result')::boolean = false`,
        isNotNull(t.matches.awayTeamId),
      ),
    )
    .limit(1)) as [{ match: Match }];
  const { secret } = await tokenRepository.create(database.db, {
    nationalId: 14,
    role: 2,
    scopeType: 'national',
    scopeId: 14,
  });
  scorer = { 'national-id': '14', authorization: `Bearer ${secret}`, 'content-type': 'application/json' };
});
afterAll(async () => {
  app.server.closeAllConnections();
  await app.close();
  await drop();
});

const openCompetition = (id: number, headers: Record<string, string> = {}) =>
  fetch(`${api}/competitions/${id}/stream`, { headers: { 'national-id': '14', ...headers } });
const openMatch = (id: number, headers: Record<string, string> = {}) =>
  fetch(`${api}/matches/${id}/stream`, { headers: { 'national-id': '14', ...headers } });

/** Scores a field goal in a match; returns the new event id. */
async function goal(match: Match, min: number): Promise<number> {
  const response = await fetch(`${api}/matches/${match.id}/scorings`, {
    method: 'POST',
    headers: scorer,
    body: JSON.stringify({ type: 4, isHomeTeam: min % 2 === 0, period: 1, min, sec: 0 }),
  });
  expect(response.status).toBe(200);
  return (await response.json()).data.event._id;
}

/**
 * Sets a match's status as it is (a status message in its log); a finished match's with a
 * reason, as a correction (the scorer is a super admin, who may correct a result).
 */
async function restate(match: Match) {
  const response = await fetch(`${api}/matches/${match.id}/status`, {
    method: 'PUT',
    headers: scorer,
    body: JSON.stringify({ status: match.status, reason: 'Status restated' }),
  });
  expect(response.status).toBe(200);
}

/** The id, event and data of a frame, as text: equal for byte-for-byte equal frames. */
const asText = (m: SseMessage) => [m.id, m.event, JSON.stringify(m.data)];

/** Changes a competition's display settings (as an admin would) for the length of `run`. */
async function withDisplay(id: number, change: Partial<CompetitionRow['display']>, run: () => Promise<void>) {
  const [row] = await database.db
    .select({ display: t.competitions.display })
    .from(t.competitions)
    .where(eq(t.competitions.id, id));
  const before = row!.display;
  const set = (display: CompetitionRow['display']) =>
    database.db.update(t.competitions).set({ display }).where(eq(t.competitions.id, id));
  await set({ ...before, ...change });
  try {
    await run();
  } finally {
    await set(before);
  }
}

describe('GET /live/competitions/:id/stream', () => {
  it('should start with a declared snapshot of its public matches under way', async () => {
    const before = Date.now();
    const response = await openCompetition(competitionId);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/event-stream/);
    const [snapshot] = await readMessages(response, 1);
    expect(snapshot!.event).toBe('snapshot');
    expect(snapshot!.id).toBe(String(await logRepository.lastInCompetition(database.db, competitionId)));
    expect(snapshot!.data).toMatchObject({ channel: `competition-${competitionId}`, event: 'snapshot' });
    const data = snapshot!.data.data;
    expect(Value.Errors(COMPETITION_MESSAGES.snapshot.payload, data)).toEqual([]);
    // Nothing the declaration does not name.
    expect(Value.Clean(CompetitionSnapshot, structuredClone(data))).toEqual(data);
    expect(data.serverTime).toBeGreaterThanOrEqual(before);
    const ids = data.matches.map((m: { matchId: number }) => m.matchId);
    expect(ids).toEqual(expect.arrayContaining([m1.id, m2.id, m3.id]));
    expect(ids).not.toContain(notLive.id);
    const [row] = await database.db.select().from(t.matches).where(eq(t.matches.id, m1.id));
    expect(data.matches.find((m: { matchId: number }) => m.matchId === m1.id)).toEqual({
      matchId: m1.id,
      status: row!.status,
      forfeitingTeam: null,
      scores: { homeTeam: row!.homeScore, awayTeam: row!.awayScore },
      timer: row!.timer,
      setScores: row!.setScores,
      currentSetId: row!.currentSetId,
      matchTimeouts: row!.matchTimeouts,
      game: row!.game,
    });
  });

  it('should carry the writes to two of its matches as they commit, as their own streams send them', async () => {
    // Each match's log has a message, so its stream can resume from its snapshot.
    await restate(m1);
    await restate(m2);
    const competition = sseReader(await openCompetition(competitionId));
    const [snapshot] = await competition.read(1);
    const [from1] = await readMessages(await openMatch(m1.id), 1);
    const [from2] = await readMessages(await openMatch(m2.id), 1);
    const written = [await goal(m1, 1), await goal(m2, 2), await goal(m1, 3)];
    await restate(m2);
    const live = await competition.read(4);
    await competition.close();
    expect(live.map((m) => m.event)).toEqual(['event:add', 'event:add', 'event:add', 'status']);
    expect(live.slice(0, 3).map((m) => m.data.data.event._id)).toEqual(written);
    expect(live.map((m) => m.data.channel)).toEqual([m1, m2, m1, m2].map((m) => `match-${m.id}`));
    const ids = live.map((m) => Number(m.id));
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
    expect(ids[0]).toBeGreaterThan(Number(snapshot!.id));
    // The same frames the matches' own streams send, byte for byte.
    const own = [
      ...(await readMessages(await openMatch(m1.id, { 'last-event-id': from1!.id! }), 2)),
      ...(await readMessages(await openMatch(m2.id, { 'last-event-id': from2!.id! }), 2)),
    ].sort((a, b) => Number(a.id) - Number(b.id));
    expect(live.map(asText)).toEqual(own.map(asText));
  });

  it('should give a client resuming with Last-Event-ID exactly what it missed, in order', async () => {
    const [snapshot] = await readMessages(await openCompetition(competitionId), 1);
    const missed = [await goal(m2, 4), await goal(m1, 5), await goal(m2, 6)];
    const resumed = await readMessages(
      await openCompetition(competitionId, { 'last-event-id': snapshot!.id! }),
      3,
    );
    expect(resumed.map((m) => m.event)).toEqual(['event:add', 'event:add', 'event:add']);
    expect(resumed.map((m) => m.data.data.event._id)).toEqual(missed);
  });

  it('should always yield the exact log, whatever the disconnect points and the order writes commit in', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.array(fc.boolean(), { maxLength: 4 }), { minLength: 2, maxLength: 4 }),
        async (batches) => {
          // The client reads a batch of writes, drops, misses the next, and resumes. A batch's
          // writes go out together, to both matches, and commit in whatever order they may.
          let last = (await readMessages(await openCompetition(competitionId), 1))[0]!.id!;
          const start = Number(last);
          const written: number[] = [];
          const received: SseMessage[] = [];
          for (const batch of batches) {
            written.push(...(await Promise.all(batch.map((first, i) => goal(first ? m1 : m2, 10 + i)))));
            const messages = await readMessages(
              await openCompetition(competitionId, { 'last-event-id': last }),
              batch.length,
            );
            received.push(...messages);
            if (messages.length) last = messages.at(-1)!.id!;
          }
          // Exactly the competition's log since the snapshot, in order, each message once.
          const log = await logRepository.afterInCompetition(database.db, competitionId, start);
          expect(received.map((m) => Number(m.id))).toEqual(log.map((row) => row.position));
          expect(received.map((m) => m.data.data.event._id).sort()).toEqual([...written].sort());
          // And nothing after the last one but what comes next.
          const next = await goal(m2, 30);
          const [after] = await readMessages(
            await openCompetition(competitionId, { 'last-event-id': last }),
            1,
          );
          expect(after!.data.data.event._id).toBe(next);
        },
      ),
      { numRuns: 8 },
    );
  });

  it('should send a snapshot and a reset for an unknown id, one of another competition, or one that is no position', async () => {
    await restate(hidden);
    const elsewhere = await logRepository.lastInCompetition(database.db, hidden.competitionId);
    for (const id of ['999999999', String(elsewhere), 'yesterday', '9'.repeat(40), 'x'.repeat(2000)]) {
      const [snapshot, reset] = await readMessages(
        await openCompetition(competitionId, { 'last-event-id': id }),
        2,
      );
      expect(snapshot!.event, id).toBe('snapshot');
      expect(reset!.data, id).toEqual({ channel: `competition-${competitionId}`, event: 'reset', data: {} });
      expect(reset!.id, id).toBe(snapshot!.id);
    }
  });

  it('should answer 404 for an unknown competition and for another national’s', async () => {
    const [other] = await database.db
      .select({ id: t.competitions.id })
      .from(t.competitions)
      .where(sql`${t.competitions.nationalId} <> 14`)
      .limit(1);
    expect((await openCompetition(999_999)).status).toBe(404);
    const response = await openCompetition(other!.id);
    expect(response.status).toBe(404);
    expect((await response.json()).message).toMatch(/competition/);
    // It is there for its own national.
    const own = await fetch(`${api}/competitions/${other!.id}/stream`, { headers: { 'national-id': '12' } });
    expect(own.status).toBe(200);
    await own.body!.cancel();
  });
});

describe('what the public may not see', () => {
  it('should stream nothing of a competition whose results are not public', async () => {
    const competition = sseReader(await openCompetition(hidden.competitionId));
    const [snapshot] = await competition.read(1);
    expect(snapshot!.data).toEqual({
      channel: `competition-${hidden.competitionId}`,
      event: 'snapshot',
      data: { matches: [], serverTime: expect.any(Number) },
    });
    await restate(hidden);
    const withheld = await logRepository.lastInCompetition(database.db, hidden.competitionId);
    // Shown from the moment its results are public: the stream's next message is this one.
    await withDisplay(hidden.competitionId, { result: true }, async () => {
      await restate(hidden);
      const [shown] = await competition.read(1);
      expect(shown!.event).toBe('status');
      expect(shown!.data.channel).toBe(`match-${hidden.id}`);
      expect(Number(shown!.id)).toBeGreaterThan(withheld);
    });
    await competition.close();
    // Hidden again, none is there for a client resuming from before them: each restatement of
    // the finished match logged its status and its correction.
    const since = await logRepository.afterInCompetition(
      database.db,
      hidden.competitionId,
      Number(snapshot!.id),
    );
    expect(since.map((row) => [row.name, row.withheld])).toEqual([
      ['status', true],
      ['event:refresh', true],
      ['status', true],
      ['event:refresh', true],
    ]);
  });

  it('should leave out its matches in hidden rounds', async () => {
    // m3 alone falls in the window.
    const at = new Date('2001-01-01T00:00:00Z');
    await database.db.update(t.matches).set({ dateTime: at }).where(eq(t.matches.id, m3.id));
    const window = { from: at.getTime() - 1000, to: at.getTime() + 1000 };
    await withDisplay(competitionId, { hideRounds: [window] }, async () => {
      const competition = sseReader(await openCompetition(competitionId));
      const [snapshot] = await competition.read(1);
      const ids = snapshot!.data.data.matches.map((m: { matchId: number }) => m.matchId);
      expect(ids).toContain(m1.id);
      expect(ids).not.toContain(m3.id);
      await goal(m3, 41);
      const shown = await goal(m1, 42);
      const [next] = await competition.read(1);
      await competition.close();
      expect(next!.data.channel).toBe(`match-${m1.id}`);
      expect(next!.data.data.event._id).toBe(shown);
      // A read of the log (a resuming client's) passes over the same message.
      const since = await logRepository.afterInCompetition(database.db, competitionId, Number(snapshot!.id));
      expect(since.map((row) => [row.matchId, row.withheld])).toEqual([
        [m3.id, true],
        [m1.id, false],
      ]);
    });
  });
});

describe('the per-address stream limit', () => {
  it('should count match and competition streams together', async () => {
    await vi.waitFor(() => expect(app.live.streams.byAddress.size).toBe(0), { timeout: 5000 });
    const half = LIMIT / 2;
    const streams = [
      ...(await Promise.all(Array.from({ length: half }, () => openCompetition(competitionId)))),
      ...(await Promise.all(Array.from({ length: half }, () => openMatch(m1.id)))),
    ];
    for (const s of streams) expect(s.status).toBe(200);
    for (const extra of [await openCompetition(competitionId), await openMatch(m2.id)]) {
      expect(extra.status).toBe(429);
      expect((await extra.json()).message).toMatch(`At most ${LIMIT} live streams`);
    }
    // Closing a competition stream makes room for a match stream.
    await streams[0]!.body!.cancel();
    await vi.waitFor(
      async () => {
        const again = await openMatch(m2.id);
        expect(again.status).toBe(200);
        streams.push(again);
      },
      { timeout: 5000 },
    );
    for (const s of streams.slice(1)) await s.body!.cancel();
  });
});
