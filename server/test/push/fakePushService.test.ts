import { Agent, request } from 'node:https';
import { createRequire } from 'node:module';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startFakePushProcess } from './fakePushRemote';
import { type FakePushService, type FakeSubscription, startFakePushService } from './fakePushService';

/** The part of web-push these tests call (the package ships no types). */
interface VapidDetails {
  subject: string;
  publicKey: string;
  privateKey: string;
}
interface SendOptions {
  vapidDetails: VapidDetails;
  agent: Agent;
  TTL?: number;
  urgency?: 'very-low' | 'low' | 'normal' | 'high';
  topic?: string;
}
interface RequestDetails {
  method: string;
  headers: Record<string, string | number>;
  body: Buffer | null;
  endpoint: string;
}
interface WebPush {
  generateVAPIDKeys(): { publicKey: string; privateKey: string };
  getVapidHeaders(
    audience: string,
    subject: string,
    publicKey: string,
    privateKey: string,
    contentEncoding: 'aes128gcm',
    expiration?: number,
  ): { Authorization: string };
  generateRequestDetails(
    subscription: FakeSubscription,
    payload: string,
    options: SendOptions,
  ): RequestDetails;
  sendNotification(
    subscription: FakeSubscription,
    payload: string,
    options: SendOptions,
  ): Promise<{ statusCode: number; headers: Record<string, string> }>;
}
interface WebPushError extends Error {
  statusCode: number;
  headers: Record<string, string>;
  body: string;
}
const webPush = createRequire(import.meta.url)('web-push') as WebPush;

const SUBJECT = 'mailto:push@touchline.test';
const vapid = { subject: SUBJECT, ...webPush.generateVAPIDKeys() };

/** Posts request details as web-push would, but after a test changed them. */
function post(details: RequestDetails, agent: Agent): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const headers = Object.fromEntries(Object.entries(details.headers).map(([k, v]) => [k, String(v)]));
    const req = request(details.endpoint, { method: details.method, headers, agent }, (res) => {
      let body = '';
      res.on('data', (chunk: Buffer) => {
        body += chunk.toString();
      });
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
    });
    req.on('error', reject);
    req.end(details.body ?? undefined);
  });
}

/** The status a refused sendNotification carried. */
async function refusal(sending: Promise<unknown>): Promise<WebPushError> {
  const error = await sending.then(
    () => null,
    (e: WebPushError) => e,
  );
  if (!error) throw new Error('the push service accepted the message');
  return error;
}

describe('fake push service', () => {
  let fake: FakePushService;
  let agent: Agent;
  let options: SendOptions;

  beforeEach(async () => {
    fake = await startFakePushService();
    agent = new Agent({ ca: fake.ca, keepAlive: true });
    options = { vapidDetails: vapid, agent, TTL: 60 };
  });
  afterEach(async () => {
    agent.destroy();
    await fake.close();
  });

  it('should take a web-push message, decrypted, with its headers, and answer 201 with a Location', async () => {
    const subscription = fake.subscriber();
    expect(subscription.keys.p256dh).toMatch(/^[A-Za-z0-9_-]{87}$/);
    expect(subscription.keys.auth).toMatch(/^[A-Za-z0-9_-]{22}$/);
    const text = JSON.stringify({ title: 'Try! Eagles 6 - 0 Hawks', url: '/matches/12' });
    const answer = await webPush.sendNotification(subscription, text, {
      ...options,
      urgency: 'high',
      topic: 'match-12',
    });
    expect(answer.statusCode).toBe(201);
    expect(answer.headers.location).toMatch(new RegExp(`^${fake.origin}/message/`));
    const [message] = await fake.waitFor((received) => received.length === 1);
    expect(message).toMatchObject({
      subscriberId: fake.idOf(subscription.endpoint),
      endpoint: subscription.endpoint,
      headers: { ttl: 60, urgency: 'high', topic: 'match-12' },
      payload: text,
      json: { title: 'Try! Eagles 6 - 0 Hawks', url: '/matches/12' },
    });
    expect(fake.rejected).toEqual([]);
  });

  it('should count the requests a kept-alive connection carries', async () => {
    const subscription = fake.subscriber();
    for (const n of [1, 2, 3]) await webPush.sendNotification(subscription, `message ${n}`, options);
    expect(fake.received.map((m) => m.payload)).toEqual(['message 1', 'message 2', 'message 3']);
    expect(fake.stats()).toMatchObject({ connections: 1, requests: 3, maxRequestsPerConnection: 3 });
  });

  it('should refuse with 403 a JWT signed by another key than the expected one', async () => {
    agent.destroy();
    await fake.close();
    fake = await startFakePushService({ expectedPublicKey: vapid.publicKey });
    agent = new Agent({ ca: fake.ca, keepAlive: true });
    const subscription = fake.subscriber();
    const other = { subject: SUBJECT, ...webPush.generateVAPIDKeys() };
    const error = await refusal(
      webPush.sendNotification(subscription, 'hello', { ...options, agent, vapidDetails: other }),
    );
    expect(error.statusCode).toBe(403);
    expect(fake.rejected[0]?.reason).toMatch(/not the one this subscription/);
    await webPush.sendNotification(subscription, 'hello', { ...options, agent });
    expect(fake.received.map((m) => m.payload)).toEqual(['hello']);
  });

  it('should refuse with 401 a JWT whose claims were changed after signing', async () => {
    const details = webPush.generateRequestDetails(fake.subscriber(), 'hello', options);
    const authorization = String(details.headers.Authorization);
    const token = /t=([^,\s]+)/.exec(authorization)![1]!;
    const [head, claims, signature] = token.split('.') as [string, string, string];
    const changed = {
      ...JSON.parse(Buffer.from(claims, 'base64url').toString()),
      sub: 'mailto:x@touchline.test',
    };
    const forged = `${head}.${Buffer.from(JSON.stringify(changed)).toString('base64url')}.${signature}`;
    details.headers.Authorization = authorization.replace(token, forged);
    expect(await post(details, agent)).toEqual({
      status: 401,
      body: 'the JWT signature does not verify against "k"',
    });
    delete details.headers.Authorization;
    expect((await post(details, agent)).status).toBe(401);
    expect(fake.received).toEqual([]);
  });

  it('should refuse with 401 a JWT for another audience, or expired', async () => {
    const subscription = fake.subscriber();
    const otherOrigin = fake.origin.replace('127.0.0.1', 'localhost');
    const past = Math.floor(Date.now() / 1000) - 60;
    for (const [audience, expiration, reason] of [
      [otherOrigin, undefined, /"aud" must be the push service origin/],
      [fake.origin, past, /expired/],
    ] as const) {
      const details = webPush.generateRequestDetails(subscription, 'hello', options);
      details.headers.Authorization = webPush.getVapidHeaders(
        audience,
        SUBJECT,
        vapid.publicKey,
        vapid.privateKey,
        'aes128gcm',
        expiration,
      ).Authorization;
      const answer = await post(details, agent);
      expect(answer.status).toBe(401);
      expect(answer.body).toMatch(reason);
    }
    expect(fake.received).toEqual([]);
  });

  it('should refuse with 400 a payload encrypted for another subscriber', async () => {
    const mine = fake.subscriber();
    const theirs = fake.subscriber();
    const details = webPush.generateRequestDetails({ ...mine, keys: theirs.keys }, 'hello', options);
    const answer = await post(details, agent);
    expect(answer.status).toBe(400);
    expect(answer.body).toMatch(/does not decrypt/);
    expect(fake.rejected).toMatchObject([{ subscriberId: fake.idOf(mine.endpoint), status: 400 }]);
  });

  it('should refuse with 400 a message without TTL, or with a Topic of 33 characters', async () => {
    const subscription = fake.subscriber();
    const noTtl = webPush.generateRequestDetails(subscription, 'hello', options);
    delete noTtl.headers.TTL;
    expect(await post(noTtl, agent)).toMatchObject({ status: 400, body: expect.stringMatching(/TTL/) });
    const longTopic = webPush.generateRequestDetails(subscription, 'hello', options);
    longTopic.headers.Topic = 'a'.repeat(33);
    expect(await post(longTopic, agent)).toMatchObject({ status: 400, body: expect.stringMatching(/Topic/) });
    const badUrgency = webPush.generateRequestDetails(subscription, 'hello', options);
    badUrgency.headers.Urgency = 'urgent';
    expect((await post(badUrgency, agent)).status).toBe(400);
    expect(fake.rejected.map((r) => r.status)).toEqual([400, 400, 400]);
  });

  it('should answer 404 for an unknown endpoint, and 410 for one the test made gone', async () => {
    const subscription = fake.subscriber();
    const unknown = { ...subscription, endpoint: `${fake.origin}/push/nobody` };
    expect((await refusal(webPush.sendNotification(unknown, 'hello', options))).statusCode).toBe(404);
    fake.gone(subscription.endpoint);
    expect((await refusal(webPush.sendNotification(subscription, 'hello', options))).statusCode).toBe(410);
    expect(fake.received).toEqual([]);
  });

  it('should answer as programmed: 410 for one endpoint, 429 with Retry-After once', async () => {
    const gone = fake.subscriber();
    const busy = fake.subscriber();
    fake.respond(({ endpoint, attempt }) => {
      if (endpoint === gone.endpoint) return { status: 410 };
      if (attempt === 1) return { status: 429, headers: { 'retry-after': '2' } };
      return undefined;
    });
    expect((await refusal(webPush.sendNotification(gone, 'hello', options))).statusCode).toBe(410);
    const limited = await refusal(webPush.sendNotification(busy, 'first try', options));
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['retry-after']).toBe('2');
    expect((await webPush.sendNotification(busy, 'second try', options)).statusCode).toBe(201);
    expect(fake.received.map((m) => m.payload)).toEqual(['second try']);
    expect(fake.requests.map((r) => [r.status, r.reason])).toEqual([
      [410, 'programmed'],
      [429, 'programmed'],
      [201, null],
    ]);
    expect(fake.rejected).toEqual([]);
  });
});

describe('fake push service in its own process', () => {
  it('should take a message and report the count, the last message and its CPU time', async () => {
    const remote = await startFakePushProcess({ expectedPublicKey: vapid.publicKey });
    const agent = new Agent({ ca: remote.ca, keepAlive: true });
    try {
      expect(remote.pid).not.toBe(process.pid);
      const [subscription] = await remote.subscribers(1);
      await webPush.sendNotification(subscription!, 'from the parent', {
        vapidDetails: vapid,
        agent,
        TTL: 30,
      });
      const summary = await remote.waitForCount(1);
      expect(summary).toMatchObject({ count: 1, rejected: 0, last: { payload: 'from the parent' } });
      expect(summary.messages).toBeUndefined();
      const stats = await remote.stats();
      expect(stats).toMatchObject({ connections: 1, requests: 1, received: 1 });
      expect(stats.cpu.user).toBeGreaterThan(0);
    } finally {
      agent.destroy();
      await remote.close();
    }
  });
});
