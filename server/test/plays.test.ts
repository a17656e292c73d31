/**
 * Play-by-play scoring through the API on a real database: who may record a play, refusals that
 * name the field, the scoring event a touchdown makes, the undo of the last play, the stream's
 * order, and the reads that carry plays and the game.
 */
import { API_PREFIX, isLiveStatus, type MatchStatus } from '@touchline/domain';
import { and, eq, isNotNull, ne, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as t from '../src/db/schema';
import { startTestApp, type TestContext } from './harness';
import { bearer, liveMatches, readMessages, sseReader } from './live';
import { clearPlays, disableGridiron, enableGridiron, type Listed, listedPlayers } from './playFixtures';

let ctx: TestContext;
let base: string;
let match: typeof t.matches.$inferSelect;
/** A match to come in a competition not scored play by play. */
let plain: typeof t.matches.$inferSelect;
let home: Listed;
let away: Listed;
let referee: Record<string, string>;

const url = (path: string) => `${API_PREFIX}/live/matches/${path}`;
const post = (matchId: number, headers: Record<string, string>, payload: unknown) =>
  ctx.app.inject({
    method: 'POST',
    url: url(`${matchId}/plays`),
    headers: { ...headers, 'content-type': 'application/json' },
    payload: JSON.stringify(payload),
  });
const undo = (playId: number, headers = referee) =>
  ctx.app.inject({ method: 'DELETE', url: url(`${match.id}/plays/${playId}`), headers });
const openStream = () => fetch(`${base}${url(`${match.id}/stream`)}`, { headers: { 'national-id': '14' } });
const logCount = async () =>
  Number(
    (
      (await ctx.database.db.execute(
        sql`select count(*)::int as n from match_log where match_id = ${match.id}`,
      )) as unknown as { rows: { n: number }[] }
    ).rows[0]!.n,
  );

const kickoff = () => ({
  type: 'kickoff',
  isHomeTeam: true,
  period: 2,
  min: 0,
  sec: 0,
  yards: 65,
  result: 'touchback',
  players: { kicker: home.public },
});
const run = (yards: number, sec: number) => ({
  type: 'run',
  isHomeTeam: false,
  period: 2,
  min: 1,
  sec,
  yards,
  players: { carrier: away.public },
});

beforeAll(async () => {
  ctx = await startTestApp();
  const db = ctx.database.db;
  await ctx.app.listen({ host: '127.0.0.1', port: 0 });
  base = `http://127.0.0.1:${(ctx.app.server.address() as { port: number }).port}`;
  match = (await liveMatches(db, ['second-quarter'], 1))[0]!;
  const [other] = await db
    .select()
    .from(t.matches)
    .where(
      and(
        eq(t.matches.nationalId, 14),
        eq(t.matches.status, 'pre-game'),
        isNotNull(t.matches.awayTeamId),
        ne(t.matches.competitionId, match.competitionId),
      ),
    )
    .limit(1);
  plain = other!;
  await disableGridiron(db, plain.competitionId);
  await enableGridiron(db, match.competitionId);
  await clearPlays(db, match.id);
  home = await listedPlayers(db, match, 'home');
  away = await listedPlayers(db, match, 'away');
  referee = (await bearer(ctx, 7, 'match', match.id)).headers;
});
afterAll(async () => {
  ctx.app.server.closeAllConnections();
  await ctx.close();
});

describe('POST /live/matches/:matchId/plays', () => {
  it.each([
    ['no token', async () => ({ 'national-id': '14' }), 401],
    ['a referee of another match', async () => (await bearer(ctx, 7, 'match', plain.id)).headers, 403],
  ])('should refuse %s and write nothing', async (_, headers, status) => {
    const before = await logCount();
    const response = await post(match.id, await headers(), kickoff());
    expect(response.statusCode).toBe(status);
    expect(await logCount()).toBe(before);
  });

  it('should refuse a play in a competition not scored play by play (PLAYS_NOT_ENABLED)', async () => {
    const { headers } = await bearer(ctx, 7, 'match', plain.id);
    const response = await post(plain.id, headers, kickoff());
    expect([response.statusCode, response.json().code]).toEqual([400, 'PLAYS_NOT_ENABLED']);
  });

  it('should record the opening kickoff once for two tries with one Idempotency-Key', async () => {
    const headers = { ...referee, 'idempotency-key': 'opening-kickoff' };
    const first = await post(match.id, headers, kickoff());
    expect(first.statusCode, first.body).toBe(200);
    const again = await post(match.id, headers, kickoff());
    expect(again.json()).toEqual(first.json());
    const { data } = first.json();
    expect(data.play).toMatchObject({ seq: 1, type: 'kickoff', yards: 65, result: 'touchback' });
    expect(data.play.players.kicker).toMatchObject({ _id: home.public, isPublic: true });
    expect(data.events).toEqual([]);
    expect(data.game).toMatchObject({
      phase: 'scrimmage',
      possession: 'away',
      down: 1,
      distance: 10,
      ballOn: 25,
    });
    const plays = await ctx.database.db.select().from(t.plays).where(eq(t.plays.matchId, match.id));
    expect(plays).toHaveLength(1);
  });

  it.each([
    ['a fifth down', () => ({ ...run(4, 5), down: 5 }), 400, 'VALIDATION', /'down' must be <= 4/],
    ['a run past the goal line', () => run(80, 5), 400, 'PLAY_INVALID', /^yards: .*at most 75/],
    [
      'a play by the team without the ball',
      () => ({ ...run(4, 5), isHomeTeam: true }),
      400,
      'PLAY_INVALID',
      /^isHomeTeam/,
    ],
    ['a down the game is not at', () => ({ ...run(4, 5), down: 2 }), 409, 'PLAY_OUT_OF_STEP', /^down/],
    [
      'a carrier from the other team list',
      () => ({ ...run(4, 5), players: { carrier: home.public } }),
      400,
      'BAD_REQUEST',
      /away team list/,
    ],
  ])('should refuse %s, naming the field, and change nothing', async (_, body, status, code, message) => {
    const before = await logCount();
    const response = await post(match.id, referee, body());
    expect([response.statusCode, response.json().code], response.body).toEqual([status, code]);
    expect(response.json().message).toMatch(message);
    expect(await logCount()).toBe(before);
  });

  it('should make a touchdown play its scoring event and the score, sent before the play', async () => {
    const stream = sseReader(await openStream());
    const [snapshot] = await stream.read(1);
    expect(snapshot!.data.data.plays).toHaveLength(1);
    const scoresBefore = snapshot!.data.data.scores;
    expect((await post(match.id, referee, run(10, 5))).statusCode).toBe(200);
    const touchdown = {
      type: 'passComplete',
      isHomeTeam: false,
      period: 2,
      min: 2,
      sec: 0,
      yards: 65,
      down: 1,
      players: { passer: away.public, receiver: away.private },
    };
    const response = await post(match.id, referee, touchdown);
    expect(response.statusCode, response.body).toBe(200);
    const { data } = response.json();
    expect(data.scores).toEqual({ ...scoresBefore, awayTeam: scoresBefore.awayTeam + 6 });
    expect(data.events).toHaveLength(1);
    expect(data.events[0]).toMatchObject({
      name: 'Touchdown',
      value: 6,
      isHomeTeam: false,
      period: 2,
      min: 2,
    });
    // The scorer is the receiver, a private member: 'Player' on the event and on the play.
    expect(data.events[0].meta.player).toEqual({
      _id: away.private,
      firstName: 'Player',
      lastName: '',
      isPublic: false,
    });
    expect(data.play.players.receiver).toEqual(data.events[0].meta.player);
    expect(data.game).toMatchObject({ phase: 'conversion', possession: 'away', score: { home: 0, away: 6 } });
    const messages = await stream.read(3);
    await stream.close();
    expect(messages.map((m) => m.event)).toEqual(['play:add', 'event:add', 'play:add']);
    const [, added, played] = messages;
    expect(added!.data.data.event._id).toBe(data.events[0]._id);
    expect(played!.data.data).toEqual({ play: data.play, game: data.game, scores: data.scores });
  });
});

describe('DELETE /live/matches/:matchId/plays/:playId', () => {
  it('should refuse to take back a play before the last (409 PLAY_NOT_LAST)', async () => {
    const [first] = await ctx.database.db
      .select()
      .from(t.plays)
      .where(and(eq(t.plays.matchId, match.id), eq(t.plays.seq, 1)));
    const response = await undo(first!.id);
    expect([response.statusCode, response.json().code]).toEqual([409, 'PLAY_NOT_LAST']);
  });

  it('should take back the touchdown with its scoring event and put the game back', async () => {
    const { body } = await ctx.get(`/live/matches/${match.id}`);
    const last = body.data.plays.at(-1);
    const before = body.data.scores;
    const response = await undo(last._id);
    expect(response.statusCode, response.body).toBe(200);
    const { data } = response.json();
    expect(data.scores).toEqual({ ...before, awayTeam: before.awayTeam - 6 });
    expect(data.game).toMatchObject({ phase: 'scrimmage', possession: 'away', down: 1, ballOn: 35 });
    const events = await ctx.database.db
      .select()
      .from(t.events)
      .where(and(eq(t.events.matchId, match.id), sql`${t.events.playId} is not null`));
    expect(events).toEqual([]);
    const log = await ctx.database.db
      .select({ name: t.matchLog.name })
      .from(t.matchLog)
      .where(eq(t.matchLog.matchId, match.id))
      .orderBy(sql`${t.matchLog.position} desc`)
      .limit(2);
    expect(log.map((l) => l.name)).toEqual(['play:remove', 'event:remove']);
  });
});

describe('reads', () => {
  it('should carry the plays and the game in the match detail and the snapshot', async () => {
    const detail = (await ctx.get(`/live/matches/${match.id}`)).body.data;
    expect(detail.plays.map((p: { seq: number }) => p.seq)).toEqual([1, 2]);
    expect(detail.game).toMatchObject({ possession: 'away', down: 1, ballOn: 35, plays: 2 });
    const [opening] = await readMessages(await openStream(), 1);
    const snapshot = opening!.data.data;
    expect(snapshot.plays).toEqual(detail.plays);
    expect(snapshot.game).toEqual(detail.game);
    // A schedule card of a game under way shows how it stands; one without plays has no game.
    const { matches } = (await ctx.get(`/live/matches/competitions/${match.competitionId}`)).body.data;
    const summary = (id: number) => matches.find((m: { _id: number }) => m._id === id);
    expect(summary(match.id).game).toEqual(detail.game);
    const notLive = matches.filter((m: { status: MatchStatus }) => !isLiveStatus(m.status));
    expect(notLive.length).toBeGreaterThan(0);
    for (const other of notLive) expect(other).not.toHaveProperty('game');
    const settings = (await ctx.get(`/live/matches/${match.id}/competition-settings`)).body.data;
    expect(settings.gridiron).toMatchObject({ fieldLength: 100, yardsToGain: 10 });
  });
});
