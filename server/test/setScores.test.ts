import { API_PREFIX } from '@touchline/domain';
import { asc, eq, gt, max } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as t from '../src/db/schema';
import { startTestApp, type TestContext } from './harness';
import { bearer, liveMatches } from './live';

let ctx: TestContext;
let match: typeof t.matches.$inferSelect;
let plain: typeof t.matches.$inferSelect;
let auth: Record<string, string>;

type Method = 'POST' | 'PUT' | 'DELETE';
const send = (method: Method, path: string, payload?: unknown, headers = auth, id = match.id) =>
  ctx.app.inject({
    method,
    url: `${API_PREFIX}/live/matches/${id}/set-scores${path}`,
    headers: payload === undefined ? headers : { ...headers, 'content-type': 'application/json' },
    ...(payload === undefined ? {} : { payload: JSON.stringify(payload) }),
  });
const lastPosition = async () =>
  (await ctx.database.db.select({ p: max(t.matchLog.position) }).from(t.matchLog))[0]!.p ?? 0;
const logSince = (position: number) =>
  ctx.database.db
    .select()
    .from(t.matchLog)
    .where(gt(t.matchLog.position, position))
    .orderBy(asc(t.matchLog.position));
const scores = () => ({ homeTeam: match.homeScore, awayTeam: match.awayScore });

/** Runs a write and checks it appended exactly one message named `name` on the set-scores channel. */
async function logged(write: () => ReturnType<typeof send>, name: string) {
  const before = await lastPosition();
  const response = await write();
  expect(response.statusCode, response.body).toBe(200);
  const rows = await logSince(before);
  expect(rows.map((r) => [r.matchId, r.channel, r.name])).toEqual([
    [match.id, `match-setscores-${match.id}`, name],
  ]);
  const data = response.json().data;
  expect(data.scores).toEqual(scores());
  return { data, payload: rows[0]!.payload as any };
}

/** Runs a write that must be refused with `status`, and checks nothing was logged. */
async function refused(write: () => ReturnType<typeof send>, status: number, message?: RegExp) {
  const before = await lastPosition();
  const response = await write();
  expect(response.statusCode, response.body).toBe(status);
  if (message) expect(response.json().message).toMatch(message);
  expect(await logSince(before)).toEqual([]);
}

beforeAll(async () => {
  ctx = await startTestApp();
  const db = ctx.database.db;
  const live = await liveMatches(db, ['second-quarter', 'third-quarter'], 2);
  [match, plain] = [live[0]!, live[1]!];
  await db
    .update(t.matches)
    .set({ setScoring: { useSetScoring: true }, setScores: [], currentSetId: null, status: 'sets' })
    .where(eq(t.matches.id, match.id));
  match = { ...match, status: 'sets' };
  auth = (await bearer(ctx, 7, 'match', match.id)).headers;
});
afterAll(() => ctx.close());

describe('set scores', () => {
  it('should upsert a set, making the first one current', async () => {
    const first = await logged(
      () => send('POST', '/set', { setId: '1', scores: { homeTeam: 20, awayTeam: 25 } }),
      'event:setScore',
    );
    const set = { setId: '1', scores: { homeTeam: 20, awayTeam: 25 }, manual: true };
    expect(first.payload).toEqual({ set, currentSetId: '1' });
    expect(first.data).toMatchObject({ setScores: [set], currentSetId: '1', status: 'sets' });
    const again = await logged(
      () => send('POST', '/set', { setId: '1', scores: { homeTeam: 25, awayTeam: 23 } }),
      'event:setScore',
    );
    expect(again.payload).toEqual({ set: { ...set, scores: { homeTeam: 25, awayTeam: 23 } } });
    expect(again.data.setScores).toHaveLength(1);
  });

  it('should end the current set and open the next one', async () => {
    const { data, payload } = await logged(() => send('POST', '/end'), 'event:endSet');
    expect(data.currentSetId).toBe('2');
    expect(data.setScores.map((s: any) => [s.setId, s.scores])).toEqual([
      ['1', { homeTeam: 25, awayTeam: 23 }],
      ['2', { homeTeam: 0, awayTeam: 0 }],
    ]);
    expect(Object.keys(payload).sort()).toEqual(['currentSetId', 'scores', 'scoringEvents', 'setScores']);
    expect(payload).toMatchObject({ setScores: data.setScores, currentSetId: '2', scores: scores() });
    expect(payload.scoringEvents.length).toBeGreaterThan(0);
    expect(payload.scoringEvents.every((e: any) => e.type === 'scoring')).toBe(true);
  });

  it('should replace all the sets, refusing repeated set ids', async () => {
    const setScores = [
      { setId: '1', scores: { homeTeam: 25, awayTeam: 23 }, manual: true },
      { setId: '2', scores: { homeTeam: 18, awayTeam: 25 }, manual: true },
      { setId: '3', scores: { homeTeam: 3, awayTeam: 1 } },
    ];
    await refused(() => send('PUT', '', { setScores: [setScores[0], setScores[0]] }), 400, /setId '1'/);
    await refused(() => send('PUT', '', { setScores: [{ setId: '' }] }), 400);
    const { data, payload } = await logged(() => send('PUT', '', { setScores }), 'event:modifySetScores');
    expect(payload).toMatchObject({ setScores, scores: scores() });
    expect(Object.keys(payload).sort()).toEqual(['scores', 'scoringEvents', 'setScores']);
    expect(data).toMatchObject({ setScores, currentSetId: '2' });
  });

  it('should remove a set, and 404 one that is not there', async () => {
    const { data, payload } = await logged(() => send('DELETE', '/3'), 'event:removeSet');
    expect(data.setScores.map((s: any) => s.setId)).toEqual(['1', '2']);
    expect(payload).toMatchObject({ setScores: data.setScores, scores: scores() });
    expect(Object.keys(payload).sort()).toEqual(['scores', 'scoringEvents', 'setScores']);
    await refused(() => send('DELETE', '/3'), 404, /No set '3' in match/);
  });

  it('should leave the match scores as the sum of the scoring events', async () => {
    const [row] = await ctx.database.db.select().from(t.matches).where(eq(t.matches.id, match.id));
    expect([row!.homeScore, row!.awayScore]).toEqual([match.homeScore, match.awayScore]);
    expect(row!.setScores.map((s) => s.setId)).toEqual(['1', '2']);
  });

  it('should refuse a match that does not use set scoring with a 409', async () => {
    const referee = (await bearer(ctx, 7, 'match', plain.id)).headers;
    await refused(() => send('POST', '/end', undefined, referee, plain.id), 409, /does not use set scoring/);
  });
});

describe('set-score write access and retries', () => {
  it('should refuse no token (401) and a referee of another match (403), writing nothing', async () => {
    const body = { setId: '9', scores: { homeTeam: 1, awayTeam: 0 } };
    await refused(() => send('POST', '/set', body, { 'national-id': '14' }), 401);
    const outsider = (await bearer(ctx, 7, 'match', plain.id)).headers;
    await refused(() => send('POST', '/set', body, outsider), 403);
    await refused(() => send('DELETE', '/1', undefined, outsider), 403);
  });

  it('should make a retry with the same Idempotency-Key a no-op', async () => {
    const keyed = { ...auth, 'idempotency-key': 'sets-retry-1' };
    const first = await logged(() => send('POST', '/end', undefined, keyed), 'event:endSet');
    const before = await lastPosition();
    const again = await send('POST', '/end', undefined, keyed);
    expect(again.json().data).toEqual(first.data);
    expect(await logSince(before)).toEqual([]);
  });
});
