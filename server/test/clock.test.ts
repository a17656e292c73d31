import { API_PREFIX, LiveTimer } from '@touchline/domain';
import { and, asc, eq, gt, max, ne, sql } from 'drizzle-orm';
import Value from 'typebox/value';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as t from '../src/db/schema';
import { startTestApp, type TestContext } from './harness';
import { bearer, liveMatches } from './live';

let ctx: TestContext;
let match: typeof t.matches.$inferSelect;
let other: typeof t.matches.$inferSelect;
let auth: Record<string, string>;

const send = (
  method: 'POST' | 'GET' | 'DELETE',
  path: string,
  headers: Record<string, string>,
  payload?: unknown,
) =>
  ctx.app.inject({
    method,
    url: `${API_PREFIX}/live/matches/${path}`,
    headers: payload === undefined ? headers : { ...headers, 'content-type': 'application/json' },
    ...(payload === undefined ? {} : { payload: JSON.stringify(payload) }),
  });
const timer = (op: string, payload?: unknown, headers = auth) =>
  send('POST', `${match.id}/timer/${op}`, headers, payload);
const get = (path: string) => send('GET', path, { 'national-id': '14' });
const read = async (path: string) => (await get(path)).json().data;
const lastPosition = async () =>
  (await ctx.database.db.select({ p: max(t.matchLog.position) }).from(t.matchLog))[0]!.p ?? 0;
const logSince = (position: number) =>
  ctx.database.db
    .select()
    .from(t.matchLog)
    .where(gt(t.matchLog.position, position))
    .orderBy(asc(t.matchLog.position));

/** Runs a write and checks it appended exactly one message named `name` on the timer channel. */
async function logged(write: () => ReturnType<typeof timer>, name: string) {
  const before = await lastPosition();
  const response = await write();
  expect(response.statusCode, response.body).toBe(200);
  const rows = await logSince(before);
  expect(rows.map((r) => [r.matchId, r.channel, r.name])).toEqual([
    [match.id, `match-timer-${match.id}`, name],
  ]);
  return { data: response.json().data, payload: rows[0]!.payload as any };
}

/** Runs a write that must be refused with `status` and `message`, and checks nothing was logged. */
async function refused(write: () => ReturnType<typeof timer>, status: number, message: string) {
  const before = await lastPosition();
  const response = await write();
  expect([response.statusCode, response.json().message]).toEqual([status, message]);
  expect(await logSince(before)).toEqual([]);
}

beforeAll(async () => {
  ctx = await startTestApp();
  const live = await liveMatches(ctx.database.db, ['second-quarter', 'third-quarter'], 2);
  [match, other] = [live[0]!, live[1]!];
  auth = (await bearer(ctx, 7, 'match', match.id)).headers;
});
afterAll(() => ctx.close());

describe('the match clock', () => {
  it('should start a fresh clock from the period length, and refuse a second start', async () => {
    const { data, payload } = await logged(() => timer('start'), 'start');
    expect(data.timer).toMatchObject({ stopped: false, ended: false, timeRemaining: 12 * 60_000 });
    expect(payload).toEqual({ event: data.timer, status: 'second-quarter' });
    await refused(() => timer('start'), 409, 'Cannot Start, Already Running Timer');
  });

  it('should stop with the timeouts remaining, and refuse to continue a resumed clock', async () => {
    const { data, payload } = await logged(() => timer('stop'), 'stop');
    expect(data.timer.stopped).toBe(true);
    expect(payload).toMatchObject({ event: data.timer, matchTimeouts: data.matchTimeouts });
    expect(payload.timeoutsRemaining).toEqual({
      homeTeam: 3 - data.matchTimeouts.homeTeam,
      awayTeam: 3 - data.matchTimeouts.awayTeam,
    });
    await logged(() => timer('start'), 'start');
    await refused(() => timer('start'), 409, 'Cannot Continue, Already Running Timer');
  });

  it('should set and add time, refusing negative time', async () => {
    await refused(() => timer('set', { remainingMs: -1 }), 400, 'Cannot Set Negative Time');
    await refused(() => timer('add', { ms: -1000 }), 400, 'Cannot Add Negative Time');
    const set = await logged(() => timer('set', { remainingMs: 600_000 }), 'create');
    expect(set.data.timer.timeRemaining).toBeLessThanOrEqual(600_000);
    expect(set.payload).toEqual({ event: set.data.timer, status: 'second-quarter' });
    const added = await logged(() => timer('add', { ms: 30_000 }), 'create');
    expect(added.data.timer.addedTime).toEqual([0, 30_000]);
    expect(added.data.timer.timeRemaining).toBeGreaterThan(600_000);
  });

  it('should show the clock and live timing to the public', async () => {
    const now = await read(`${match.id}/timer`);
    expect(now).toMatchObject({
      competitionTimeouts: 3,
      periodLengthMillis: 720_000,
      hasEnded: false,
      currentTime: {
        running: true,
        ended: false,
        stopped: false,
        display: expect.stringMatching(/^\d\d:\d\d$/),
      },
    });
    expect(now.currentTime.remainingMs).toBe(now.currentTime.timeRemaining);
    const live = await get(`${match.id}/checkLiveTiming`);
    expect(live.json()).toEqual({ data: { liveTiming: true } });
    const none = await read(`${other.id}/timer`);
    expect([none.currentTime, none.hasEnded]).toEqual([null, false]);
    const off = await get(`${other.id}/checkLiveTiming`);
    expect(off.json()).toEqual({ data: { liveTiming: false } });
  });

  it("should carry the server's clock, by which a client runs the clock from its timeStart", async () => {
    const before = Date.now();
    const now = await read(`${match.id}/timer`);
    const after = Date.now();
    expect(Value.Errors(LiveTimer, now)).toEqual([]);
    expect(Number.isInteger(now.serverTime)).toBe(true);
    expect(now.serverTime).toBeGreaterThanOrEqual(before);
    expect(now.serverTime).toBeLessThanOrEqual(after);
    // The clock shown is the clock at serverTime: a running one started no later.
    expect(now.currentTime.running).toBe(true);
    expect(now.currentTime.timeStart).toBeLessThanOrEqual(now.serverTime);
  });

  it('should end a clock that runs out, and refuse to start it until time is set', async () => {
    await logged(() => timer('set', { remainingMs: 1 }), 'create');
    await new Promise((resolve) => setTimeout(resolve, 20));
    const now = await read(`${match.id}/timer`);
    expect(now.hasEnded).toBe(true);
    expect(now.currentTime).toMatchObject({ ended: true, stopped: true, remainingMs: 0, display: '00:00' });
    await refused(() => timer('start'), 409, 'Cannot Start, Timer Ended');
    await logged(() => timer('set', { remainingMs: 60_000 }), 'create');
    await logged(() => timer('start'), 'start');
  });

  it('should answer 404 for unknown, other-national and hidden matches', async () => {
    const db = ctx.database.db;
    const [foreign] = await db.select().from(t.matches).where(ne(t.matches.nationalId, 14)).limit(1);
    const [hidden] = await db
      .select()
      .from(t.matches)
      .where(and(eq(t.matches.nationalId, 14), ne(t.matches.competitionId, match.competitionId)))
      .limit(1);
    await db.execute(
      sql`update competitions set display = jsonb_set(display, '{result}', 'false') where id = ${hidden!.competitionId}`,
    );
    for (const id of [2147483647, foreign!.id, hidden!.id])
      for (const path of ['timer', 'checkLiveTiming']) {
        const response = await get(`${id}/${path}`);
        expect([response.statusCode, response.json().message]).toEqual([404, `No match ${id} was found`]);
      }
  });
});

describe('timeouts', () => {
  it('should count down to none, stopping the clock, then refuse', async () => {
    const awayTimeout = () => send('POST', `${match.id}/timeouts`, auth, { team: 'awayTeam' });
    const matchTimeouts = { homeTeam: 0, awayTeam: 1 };
    await ctx.database.db.update(t.matches).set({ matchTimeouts }).where(eq(t.matches.id, match.id));
    const { data } = await logged(awayTimeout, 'stop');
    expect(data.timer.stopped).toBe(true);
    let remaining = data.timeoutsRemaining.awayTeam;
    expect(remaining).toBe(3 - data.matchTimeouts.awayTeam);
    while (remaining > 0) {
      const next = await logged(awayTimeout, 'stop');
      expect(next.payload.timeoutsRemaining).toEqual(next.data.timeoutsRemaining);
      remaining = next.data.timeoutsRemaining.awayTeam;
    }
    await refused(awayTimeout, 409, 'The away team has no timeouts remaining (3 per match)');
    const now = await read(`${match.id}/timer`);
    expect(now.timeoutsRemaining.awayTeam).toBe(0);
    expect(now.matchTimeouts.awayTeam).toBe(3);
  });
});

describe('taking back a timeout', () => {
  const takeBack = (team: string, headers = auth) => send('DELETE', `${match.id}/timeouts/${team}`, headers);
  const stored = async () =>
    (await ctx.database.db.select().from(t.matches).where(eq(t.matches.id, match.id)))[0]!;
  const setTimeouts = (matchTimeouts: { homeTeam: number; awayTeam: number }) =>
    ctx.database.db.update(t.matches).set({ matchTimeouts }).where(eq(t.matches.id, match.id));

  it('should give a side its timeout back, leave the clock as it is, and log stop with the timeouts', async () => {
    const taken = await logged(
      () => send('POST', `${match.id}/timeouts`, auth, { team: 'homeTeam' }),
      'stop',
    );
    await logged(() => timer('start'), 'start');
    const before = await stored();
    const { data, payload } = await logged(() => takeBack('homeTeam'), 'stop');
    expect(data.matchTimeouts).toEqual({
      homeTeam: taken.data.matchTimeouts.homeTeam - 1,
      awayTeam: taken.data.matchTimeouts.awayTeam,
    });
    expect(data.timeoutsRemaining).toEqual({
      homeTeam: 3 - data.matchTimeouts.homeTeam,
      awayTeam: 3 - data.matchTimeouts.awayTeam,
    });
    // The clock the timeout stopped and the scorer started again runs on, untouched.
    const after = await stored();
    expect(after.timer).toEqual(before.timer);
    expect(data.timer).toEqual(before.timer);
    expect(data.timer.stopped).toBe(false);
    expect(payload).toEqual({
      event: before.timer,
      status: before.status,
      matchTimeouts: data.matchTimeouts,
      timeoutsRemaining: data.timeoutsRemaining,
    });
    const now = await read(`${match.id}/timer`);
    expect([now.matchTimeouts, now.timeoutsRemaining]).toEqual([data.matchTimeouts, data.timeoutsRemaining]);
  });

  it('should refuse a side that has taken none (409), and a side that is not one (400), writing nothing', async () => {
    await setTimeouts({ homeTeam: 0, awayTeam: 2 });
    await refused(() => takeBack('homeTeam'), 409, 'The home team has taken no timeout to take back');
    const odd = await takeBack('middle');
    expect(odd.statusCode).toBe(400);
    expect((await stored()).matchTimeouts).toEqual({ homeTeam: 0, awayTeam: 2 });
  });

  it('should refuse no token (401) and a referee of another match (403), writing nothing', async () => {
    await setTimeouts({ homeTeam: 1, awayTeam: 1 });
    await refused(
      () => takeBack('awayTeam', { 'national-id': '14' }),
      401,
      "Send 'Authorization: Bearer <token>' with a scoring token",
    );
    const outsider = (await bearer(ctx, 7, 'match', other.id)).headers;
    const message = `This referee token (match ${other.id}) may not write to match ${match.id}`;
    await refused(() => takeBack('awayTeam', outsider), 403, message);
    expect((await stored()).matchTimeouts).toEqual({ homeTeam: 1, awayTeam: 1 });
  });

  it('should take back one timeout for a retry with the same Idempotency-Key', async () => {
    await setTimeouts({ homeTeam: 0, awayTeam: 2 });
    const keyed = { ...auth, 'idempotency-key': 'timeout-undo-1' };
    const first = await logged(() => takeBack('awayTeam', keyed), 'stop');
    const before = await lastPosition();
    const again = await takeBack('awayTeam', keyed);
    expect(again.json().data).toEqual(first.data);
    expect(await logSince(before)).toEqual([]);
    expect((await stored()).matchTimeouts).toEqual({ homeTeam: 0, awayTeam: 1 });
  });
});

describe('clock write access and retries', () => {
  it('should refuse no token (401) and a referee of another match (403), writing nothing', async () => {
    await refused(
      () => timer('stop', undefined, { 'national-id': '14' }),
      401,
      "Send 'Authorization: Bearer <token>' with a scoring token",
    );
    const outsider = (await bearer(ctx, 7, 'match', other.id)).headers;
    const message = `This referee token (match ${other.id}) may not write to match ${match.id}`;
    await refused(() => timer('stop', undefined, outsider), 403, message);
  });

  it('should make a retry with the same Idempotency-Key a no-op', async () => {
    const keyed = { ...auth, 'idempotency-key': 'clock-retry-1' };
    const first = await logged(() => timer('add', { ms: 5000 }, keyed), 'create');
    const before = await lastPosition();
    const again = await timer('add', { ms: 5000 }, keyed);
    expect(again.json().data).toEqual(first.data);
    expect(await logSince(before)).toEqual([]);
  });
});
