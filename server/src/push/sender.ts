import type { FastifyBaseLogger } from 'fastify';
import { Agent, type Dispatcher, request } from 'undici';
import webPush from 'web-push';
import type { Db } from '../db/client';
import { type ClaimedDelivery, type NotificationRow, pushRepository } from '../repositories/push';
import type { VapidKeys } from './keys';

export interface SenderOptions {
  db: Db;
  vapid: VapidKeys;
  log: FastifyBaseLogger;
  /** Certificates to trust besides the system's (tests: their fake push service's). */
  ca?: string;
  /** Deliveries claimed at once. */
  batch?: number;
  /** Requests in flight at once (half for each of the two batches in flight). */
  concurrency?: number;
  /** How long a claim holds its deliveries: longer than any send, so only a dead sender's return. */
  leaseMs?: number;
  /** How often it looks for work nobody told it of (other nodes' writes, retries, leases run out). */
  pollMs?: number;
  /** One request's limit. */
  timeoutMs?: number;
  /** Tries before a delivery is given up. */
  maxAttempts?: number;
}

/** What a sender has done since it started. */
export interface SenderStats {
  sent: number;
  retried: number;
  dropped: number;
  gone: number;
}

/** A push service's answer to one request, or the error that stopped it. */
type Answer = { status: number; retryAfter: string | undefined } | { error: Error };

/** A VAPID Authorization header is signed for 12 hours and reused for 11, per push service. */
const VAPID_VALID_S = 12 * 60 * 60;
const VAPID_REUSE_MS = 11 * 60 * 60 * 1000;
/** The longest back-off between tries (and the longest Retry-After honoured). */
const MAX_BACKOFF_MS = 10 * 60 * 1000;
/** Acknowledgements written together: at most this many, or after this long. */
const ACK_GROUP = 250;
const ACK_DELAY_MS = 20;
const PRUNE_EVERY_MS = 60 * 60 * 1000;
const PRUNE_AFTER_MS = 2 * 24 * 60 * 60 * 1000;

/**
 * Sends the outbox (repositories/push.ts): expands each notification into deliveries, claims
 * them in batches, encrypts each for its subscription (RFC 8291, by `web-push`), signs with
 * VAPID (RFC 8292) and POSTs it (RFC 8030) with its TTL, Urgency and Topic. A 2xx forgets the
 * delivery at once (acknowledgements are written in small groups as they come); 404 and 410
 * drop the subscription; 429 and 5xx try again after Retry-After or a back-off; anything else
 * gives the delivery up. Every node runs one; claims skip each other's rows, so each
 * notification goes out once, and a sender that dies leaves only its claims in flight to be
 * claimed again when their lease runs out.
 */
export class PushSender {
  readonly stats: SenderStats = { sent: 0, retried: 0, dropped: 0, gone: 0 };
  /** Keep-alive connections to the push services (undici: a fraction of node:https's cost per request). */
  private readonly dispatcher: Dispatcher;
  private readonly batch: number;
  private readonly concurrency: number;
  private readonly leaseMs: number;
  private readonly timeoutMs: number;
  private readonly maxAttempts: number;
  private readonly vapidHeaders = new Map<string, { value: string; until: number }>();
  private readonly notificationCache = new Map<number, NotificationRow>();
  private running: Promise<void> | null = null;
  private again = false;
  /** No new claims (stopping, or killed). */
  private stopped = false;
  /** Dead: nothing more is written. */
  private killed = false;
  private timer: NodeJS.Timeout | undefined;
  private lastPrune = 0;
  private acked: number[] = [];
  private flushing: Promise<void> | null = null;
  private flushTimer: NodeJS.Timeout | undefined;

  constructor(private readonly options: SenderOptions) {
    this.dispatcher = new Agent({
      connections: 64,
      keepAliveTimeout: 30_000,
      ...(options.ca ? { connect: { ca: options.ca } } : {}),
    });
    this.batch = options.batch ?? 500;
    this.concurrency = options.concurrency ?? 128;
    this.leaseMs = options.leaseMs ?? 60_000;
    // A third of the lease at most, so a batch's sends start for two thirds of it.
    this.timeoutMs = Math.min(options.timeoutMs ?? 20_000, this.leaseMs / 3);
    this.maxAttempts = options.maxAttempts ?? 8;
  }

  /** Starts looking for work every `pollMs`. */
  start(): void {
    const every = this.options.pollMs ?? 1000;
    this.timer = setInterval(() => this.wake(), every);
    this.timer.unref();
    this.wake();
  }

  /** Sends what is due now (a write on this node has just committed notifications). */
  wake(): void {
    if (this.stopped) return;
    if (this.running) {
      this.again = true;
      return;
    }
    this.running = this.run().finally(() => {
      this.running = null;
      if (this.again && !this.stopped) {
        this.again = false;
        this.wake();
      }
    });
  }

  /** Resolves once nothing is being sent (for tests and benchmarks). */
  async idle(): Promise<void> {
    while (this.running) await this.running;
  }

  /** Stops: finishes what is in flight and writes its answers. */
  async stop(): Promise<void> {
    this.stopped = true;
    clearInterval(this.timer);
    await this.running;
    clearTimeout(this.flushTimer);
    await this.flushing;
    await this.flush();
    await this.dispatcher.destroy();
  }

  /**
   * Dies as a crashed node would: requests in flight are cut, answers not yet written are lost,
   * its claims stay until their lease runs out. For tests of what another node then sends.
   */
  kill(): void {
    this.stopped = true;
    this.killed = true;
    clearInterval(this.timer);
    clearTimeout(this.flushTimer);
    this.acked = [];
    void this.dispatcher.destroy();
  }

  private async run(): Promise<void> {
    const { db, log } = this.options;
    try {
      // Two batches at a time: the next is claimed while the last requests of one are answered.
      const sending = new Set<Promise<void>>();
      while (!this.stopped) {
        while ((await pushRepository.expand(db, 50)) > 0 && !this.stopped);
        if (this.stopped) break;
        // Sent deliveries are forgotten first: a match's next notification waits for them.
        clearTimeout(this.flushTimer);
        this.flushTimer = undefined;
        await this.flushing;
        await this.flush();
        // Measured before the claim, so this node's deadline is never past the database's lease.
        const deadline = Date.now() + this.leaseMs;
        const claimed = await pushRepository.claim(db, this.batch, this.leaseMs);
        if (this.stopped) break;
        if (!claimed.length) {
          if (!sending.size) break;
          await Promise.race(sending);
          continue;
        }
        const batch: Promise<void> = this.send(claimed, deadline).finally(() => sending.delete(batch));
        sending.add(batch);
        if (sending.size >= 2) await Promise.race(sending);
      }
      await Promise.all(sending);
      await this.flush();
      if (Date.now() - this.lastPrune > PRUNE_EVERY_MS && !this.stopped) {
        this.lastPrune = Date.now();
        await pushRepository.prune(db, PRUNE_AFTER_MS);
      }
    } catch (error) {
      if (!this.stopped) log.error({ err: error }, 'sending push notifications failed; trying again soon');
    }
  }

  /**
   * Sends a claimed batch, `concurrency` requests at a time. A request starts only if it must end
   * (its timeout) before the claim's lease does: what is left then is claimed again, by this node
   * or another, and never sent twice because one sender was slow.
   */
  private async send(claimed: ClaimedDelivery[], deadline: number): Promise<void> {
    const notifications = await this.notificationsOf(claimed);
    let next = 0;
    const worker = async () => {
      while (next < claimed.length && !this.stopped && Date.now() + this.timeoutMs < deadline) {
        const delivery = claimed[next++]!;
        const notification = notifications.get(delivery.notificationId);
        if (notification) await this.deliver(delivery, notification);
      }
    };
    const workers = Math.min(Math.ceil(this.concurrency / 2), claimed.length);
    await Promise.all(Array.from({ length: workers }, worker));
  }

  private async notificationsOf(claimed: ClaimedDelivery[]): Promise<Map<number, NotificationRow>> {
    const missing = [...new Set(claimed.map((d) => d.notificationId))].filter(
      (id) => !this.notificationCache.has(id),
    );
    if (missing.length)
      for (const row of await pushRepository.notifications(this.options.db, missing)) {
        if (this.notificationCache.size >= 1000) this.notificationCache.clear();
        this.notificationCache.set(row.id, row);
      }
    return this.notificationCache;
  }

  private async deliver(delivery: ClaimedDelivery, notification: NotificationRow): Promise<void> {
    const { db, log } = this.options;
    const ageS = Math.floor((Date.now() - notification.createdAt.getTime()) / 1000);
    const ttl = notification.ttl - ageS;
    // Past its TTL, the push service would not keep it either: the news is old.
    if (ttl <= 0) return this.ack(delivery.id, 'dropped');
    const answer = await this.post(delivery, notification, ttl);
    if (this.killed) return;
    if ('error' in answer) return this.later(delivery, undefined, answer.error.message);
    const { status, retryAfter } = answer;
    if (status >= 200 && status < 300) return this.ack(delivery.id, 'sent');
    if (status === 404 || status === 410) {
      this.stats.gone++;
      await pushRepository.removeByIds(db, [delivery.subscriptionId]);
      return;
    }
    if (status === 429 || status >= 500) return this.later(delivery, retryAfter, `HTTP ${status}`);
    log.warn(
      { status, notification: notification.id },
      'a push service refused a notification; it is dropped',
    );
    return this.ack(delivery.id, 'dropped');
  }

  /** Tries a delivery again after Retry-After (seconds or a date) or the back-off, or gives it up. */
  private async later(delivery: ClaimedDelivery, retryAfter: string | undefined, why: string) {
    if (delivery.attempts >= this.maxAttempts) {
      this.options.log.warn({ why, attempts: delivery.attempts }, 'a push notification is given up');
      return this.ack(delivery.id, 'dropped');
    }
    const backoff = Math.min(MAX_BACKOFF_MS, 1000 * 2 ** (delivery.attempts - 1));
    const asked = retryAfterMs(retryAfter);
    this.stats.retried++;
    await pushRepository.retry(this.options.db, delivery.id, Math.min(MAX_BACKOFF_MS, asked ?? backoff));
  }

  private ack(id: number, outcome: 'sent' | 'dropped'): Promise<void> {
    this.stats[outcome]++;
    this.acked.push(id);
    // Written in groups, a few ms apart or ACK_GROUP at a time (a statement per answer cost the
    // embedded database more than the sending): a crash repeats at most those few ms of answers.
    if (this.acked.length >= ACK_GROUP) this.flushSoon(0);
    else this.flushSoon(ACK_DELAY_MS);
    return Promise.resolve();
  }

  /** One write at a time; the acknowledgements that came meanwhile go in the next. */
  private flushSoon(delayMs: number): void {
    if (this.flushing) return;
    if (delayMs > 0 && this.flushTimer) return;
    clearTimeout(this.flushTimer);
    this.flushTimer = setTimeout(() => {
      this.flushTimer = undefined;
      this.flushing = this.flush().finally(() => {
        this.flushing = null;
        if (this.acked.length) this.flushSoon(this.acked.length >= ACK_GROUP ? 0 : ACK_DELAY_MS);
      });
    }, delayMs);
  }

  private async flush(): Promise<void> {
    while (this.acked.length && !this.killed) {
      const ids = this.acked;
      this.acked = [];
      await pushRepository.done(this.options.db, ids);
    }
  }

  /** The VAPID Authorization header for a push service, signed once and reused for hours. */
  private authorization(endpoint: URL): string {
    const audience = endpoint.origin;
    const known = this.vapidHeaders.get(audience);
    if (known && known.until > Date.now()) return known.value;
    const { subject, publicKey, privateKey } = this.options.vapid;
    const expiration = Math.floor(Date.now() / 1000) + VAPID_VALID_S;
    const headers = webPush.getVapidHeaders(
      audience,
      subject,
      publicKey,
      privateKey,
      'aes128gcm',
      expiration,
    );
    const value = String(headers.Authorization);
    this.vapidHeaders.set(audience, { value, until: Date.now() + VAPID_REUSE_MS });
    return value;
  }

  private post(delivery: ClaimedDelivery, notification: NotificationRow, ttl: number): Promise<Answer> {
    let details: ReturnType<typeof webPush.generateRequestDetails>;
    let url: URL;
    try {
      url = new URL(delivery.endpoint);
      details = webPush.generateRequestDetails(
        { endpoint: delivery.endpoint, keys: { p256dh: delivery.p256dh, auth: delivery.auth } },
        notification.payload,
        {
          TTL: ttl,
          urgency: notification.urgency as webPush.Urgency,
          topic: notification.topic,
          contentEncoding: 'aes128gcm',
        },
      );
    } catch (error) {
      return Promise.resolve({ error: error as Error });
    }
    const headers: Record<string, string> = { Authorization: this.authorization(url) };
    for (const [name, value] of Object.entries(details.headers)) headers[name] = String(value);
    return request(url, {
      method: 'POST',
      headers,
      body: details.body,
      dispatcher: this.dispatcher,
      headersTimeout: this.timeoutMs,
      bodyTimeout: this.timeoutMs,
    }).then(
      async (response) => {
        await response.body.dump();
        const retryAfter = response.headers['retry-after'];
        return {
          status: response.statusCode,
          retryAfter: Array.isArray(retryAfter) ? retryAfter[0] : retryAfter,
        };
      },
      (error: Error) => ({ error }),
    );
  }
}

/** Retry-After in ms: delay-seconds or an HTTP date (RFC 9110); undefined when absent or bad. */
export function retryAfterMs(value: string | undefined, now = Date.now()): number | undefined {
  if (!value) return undefined;
  if (/^\d+$/.test(value.trim())) return Number(value.trim()) * 1000;
  const at = Date.parse(value);
  return Number.isNaN(at) ? undefined : Math.max(0, at - now);
}
