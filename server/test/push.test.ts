import { API_PREFIX, type PushPayload } from '@touchline/domain';
import { and, eq, gt } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import * as t from '../src/db/schema';
import { matchesBefore, queueImportNotices } from '../src/push/importNotices';
import { FIXTURE_NOW } from './fixture';
import { startTestApp, type TestContext } from './harness';
import { liveMatches, refereeHeaders } from './live';
import { type FakePushService, startFakePushService } from './push/fakePushService';

let ctx: TestContext;
let fake: FakePushService;
let match: typeof t.matches.$inferSelect;
let headers: Record<string, string>;

const AS_14 = { 'national-id': '14', 'content-type': 'application/json' };
const api = (method: 'GET' | 'POST' | 'DELETE', path: string, body?: unknown, extra = {}) =>
  ctx.app.inject({
    method,
    url: `${API_PREFIX}${path}`,
    headers: { ...AS_14, ...extra },
    ...(body === undefined ? {} : { payload: JSON.stringify(body) }),
  });
const follow = (subscription: object, topics: object, level = 'all', extra = {}) =>
  api(
    'POST',
    '/push/subscriptions',
    { ...subscription, topics: { teams: [], matches: [], competitions: [], ...topics }, level },
    extra,
  );
const playerOf = async (isPublic: boolean) => {
  const [row] = await ctx.database.db
    .select({ id: t.members.id, firstName: t.members.firstName, lastName: t.members.lastName })
    .from(t.teamListEntries)
    .innerJoin(t.members, eq(t.members.id, t.teamListEntries.memberId))
    .where(
      and(
        eq(t.teamListEntries.matchId, match.id),
        eq(t.teamListEntries.teamId, match.homeTeamId!),
        eq(t.members.isPublic, isPublic),
      ),
    )
    .limit(1);
  return row!;
};
const score = (player: number) =>
  api(
    'POST',
    `/live/matches/${match.id}/scorings`,
    { type: 1, isHomeTeam: true, period: 2, min: 3, sec: 15, player },
    headers,
  );
const subscriptions = () => ctx.database.db.select().from(t.pushSubscriptions);

beforeAll(async () => {
  fake = await startFakePushService();
  ctx = await startTestApp({
    config: {
      push: {
        allowedHosts: [new URL(fake.origin).host],
        send: true,
      },
    },
    push: {
      ca: fake.ca,
      sender: { pollMs: 100, leaseMs: 5_000 },
    },
  });
  match = (await liveMatches(ctx.database.db, ['second-quarter'], 1))[0]!;
  headers = await refereeHeaders(ctx.database.db, match.id);
  fake.respond(null);
});
afterAll(async () => {
  await ctx.close();
  await fake.close();
});
beforeEach(async () => {
  fake.respond(null);
  fake.clear();
  await ctx.database.db.delete(t.pushSubscriptions);
});

describe('Web Push', () => {
  it('should give the VAPID public key browsers subscribe with', async () => {
    const answer = await api('GET', '/push/key');
    expect(answer.statusCode).toBe(200);
    expect(answer.json().data.publicKey).toMatch(/^[A-Za-z0-9_-]{87}$/);
  });

  it("should send a touchdown to a team's follower, signed and encrypted, with the score", async () => {
    const subscriber = fake.subscriber();
    expect((await follow(subscriber, { teams: [match.homeTeamId] })).statusCode).toBe(200);
    const player = await playerOf(true);
    expect((await score(player.id)).statusCode).toBe(200);
    const [message] = await fake.waitFor((received) => received.length >= 1);
    const payload = message!.json as PushPayload;
    const [home] = await ctx.database.db.select().from(t.teams).where(eq(t.teams.id, match.homeTeamId!));
    expect(payload).toMatchObject({ kind: 'score', matchId: match.id, url: `/matches/${match.id}` });
    expect(payload.title).toContain(home!.name);
    expect(payload.title).toMatch(/\d+ – \d+/);
    expect(payload.body).toContain(`Touchdown, ${home!.name} (${player.firstName} ${player.lastName})`);
    expect(message!.headers).toMatchObject({ urgency: 'high', topic: `match-${match.id}` });
    expect(message!.headers.ttl).toBeGreaterThan(0);
    expect(message!.headers.ttl).toBeLessThanOrEqual(900);
  });

  it('should never name a private player', async () => {
    const subscriber = fake.subscriber();
    await follow(subscriber, { matches: [match.id] });
    const player = await playerOf(false);
    expect((await score(player.id)).statusCode).toBe(200);
    const [message] = await fake.waitFor((received) => received.length >= 1);
    expect(message!.payload).not.toContain(player.lastName);
    expect((message!.json as PushPayload).body).toMatch(/^Touchdown, [^(]+ · Q2 3:15$/);
  });

  it('should send a start-and-final follower no score', async () => {
    const all = fake.subscriber();
    const quiet = fake.subscriber();
    await follow(all, { competitions: [match.competitionId] });
    await follow(quiet, { competitions: [match.competitionId] }, 'startFinal');
    await score((await playerOf(true)).id);
    await fake.waitFor((received) => received.length >= 1);
    await ctx.app.push.sender!.idle();
    expect(fake.received.map((m) => fake.idOf(m.endpoint))).toEqual([fake.idOf(all.endpoint)]);
  });

  it('should drop a subscription the push service says is gone (410)', async () => {
    const subscriber = fake.subscriber();
    await follow(subscriber, { teams: [match.homeTeamId] });
    fake.gone(subscriber.endpoint);
    await score((await playerOf(true)).id);
    await expect.poll(async () => (await subscriptions()).length, { timeout: 10_000 }).toBe(0);
  });

  it('should try again after Retry-After when the push service answers 429', async () => {
    const subscriber = fake.subscriber();
    await follow(subscriber, { teams: [match.homeTeamId] });
    fake.respond((request) =>
      request.attempt === 1 ? { status: 429, headers: { 'retry-after': '1' } } : undefined,
    );
    await score((await playerOf(true)).id);
    const [message] = await fake.waitFor((received) => received.length >= 1);
    const refused = fake.requests.find((r) => r.status === 429)!;
    expect(refused).toBeDefined();
    expect(message!.at - refused.at).toBeGreaterThanOrEqual(1000);
  });

  it('should replace what a browser follows when it posts again, and drop it on DELETE', async () => {
    const subscriber = fake.subscriber();
    await follow(subscriber, { teams: [match.homeTeamId] });
    const again = await follow(subscriber, { matches: [match.id] }, 'startFinal');
    expect(again.json().data).toEqual({
      topics: { teams: [], matches: [match.id], competitions: [] },
      level: 'startFinal',
    });
    expect(await subscriptions()).toMatchObject([{ teams: [], matches: [match.id], startFinalOnly: true }]);
    const dropped = await api('DELETE', '/push/subscriptions', { endpoint: subscriber.endpoint });
    expect(dropped.statusCode).toBe(204);
    expect(await subscriptions()).toEqual([]);
  });
});

describe('Web Push refusals', () => {
  const keys = () => fake.subscriber().keys;
  const refusal = async (body: object, topics: object = { teams: [match.homeTeamId] }, extra = {}) => {
    const answer = await follow(body, topics, 'all', extra);
    return [answer.statusCode, answer.json().code];
  };

  it('should refuse an endpoint outside the allow-list, or not https', async () => {
    for (const endpoint of [
      'https://169.254.169.254/latest/meta-data',
      'https://evil.example/push/1',
      `${fake.origin.replace('https', 'http')}/push/1`,
      `https://user:pw@${new URL(fake.origin).host}/push/1`,
      'not a url',
    ])
      expect(await refusal({ endpoint, keys: keys() })).toEqual([400, 'PUSH_ENDPOINT']);
    expect(await subscriptions()).toEqual([]);
  });

  it("should refuse a topic that is not the national's, a bad key or too many topics", async () => {
    const { endpoint } = fake.subscriber();
    expect(await refusal({ endpoint, keys: keys() }, { teams: [2147483000] })).toEqual([
      400,
      'UNKNOWN_TOPIC',
    ]);
    expect(await refusal({ endpoint, keys: { ...keys(), p256dh: 'short' } })).toEqual([400, 'VALIDATION']);
    const many = Array.from({ length: 101 }, (_, i) => i + 1);
    expect(await refusal({ endpoint, keys: keys() }, { matches: many })).toEqual([400, 'VALIDATION']);
    expect(
      await refusal({ endpoint, keys: keys() }, { teams: [match.homeTeamId] }, { 'national-id': '12' }),
    ).toEqual([400, 'UNKNOWN_TOPIC']);
    expect(await subscriptions()).toEqual([]);
  });

  it('should limit how often one address changes subscriptions', async () => {
    const { endpoint } = fake.subscriber();
    const answers = [];
    for (let i = 0; i < 31; i++)
      answers.push(
        (await api('DELETE', '/push/subscriptions', { endpoint }, { 'x-test': String(i) })).statusCode,
      );
    expect(answers.filter((status) => status === 204).length).toBeLessThanOrEqual(30);
    const limited = await api('DELETE', '/push/subscriptions', { endpoint });
    expect(limited.statusCode).toBe(429);
    expect(limited.json().code).toBe('RATE_LIMITED');
    expect(limited.headers['retry-after']).toMatch(/^\d+$/);
  });
});

describe('Web Push of an import', () => {
  it("should tell a team's followers of a new kickoff time and of a call-off", async () => {
    const { db } = ctx.database;
    const [later, other] = await db
      .select()
      .from(t.matches)
      .where(
        and(
          eq(t.matches.nationalId, 14),
          eq(t.matches.status, 'pre-game'),
          gt(t.matches.dateTime, FIXTURE_NOW),
        ),
      )
      .orderBy(t.matches.id)
      .limit(2);
    const subscriber = fake.subscriber();
    await follow(subscriber, { matches: [later!.id, other!.id] });
    await db.transaction(async (tx) => {
      const before = await matchesBefore(tx, 14, [later!.sourceId, other!.sourceId]);
      const moved = new Date(later!.dateTime!.getTime() + 24 * 3600_000);
      await tx.update(t.matches).set({ dateTime: moved }).where(eq(t.matches.id, later!.id));
      await tx.update(t.matches).set({ status: 'cancelled' }).where(eq(t.matches.id, other!.id));
      expect(await queueImportNotices(tx, before, FIXTURE_NOW)).toBe(2);
    });
    const messages = await fake.waitFor((received) => received.length >= 2);
    const byMatch = new Map(messages.map((m) => [(m.json as PushPayload).matchId, m.json as PushPayload]));
    expect(byMatch.get(later!.id)).toMatchObject({
      kind: 'rescheduled',
      title: expect.stringContaining(' v '),
    });
    expect(byMatch.get(later!.id)!.body).toMatch(/^New kick-off: /);
    expect(byMatch.get(other!.id)).toMatchObject({
      kind: 'cancelled',
      body: expect.stringMatching(/^Cancelled · /),
    });
  });
});
