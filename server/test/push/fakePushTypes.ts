import type { PushHeaders } from './pushChecks';

/** The shapes of the fake push service's API (fakePushService.ts). */

export interface FakePushOptions {
  /** When set, every VAPID `k` must be this key (403 otherwise), as for a restricted subscription. */
  expectedPublicKey?: string;
  /**
   * The port to listen on (one the system picks by default): a server started before the fake
   * must already allow its endpoints' host and port (PUSH_ALLOWED_HOSTS).
   */
  port?: number;
}

/** What a browser posts: `PushSubscription.toJSON()`. */
export interface FakeSubscription {
  endpoint: string;
  expirationTime: null;
  keys: { p256dh: string; auth: string };
}

export interface SubscriberOptions {
  /** The id in the endpoint path (random by default). */
  id?: string;
  /** This subscription's applicationServerKey, over the fake's `expectedPublicKey`. */
  applicationServerKey?: string;
}

/** A message the fake accepted, decrypted. */
export interface PushMessage {
  subscriberId: string;
  endpoint: string;
  headers: PushHeaders;
  /** The decrypted text. */
  payload: string;
  /** The payload parsed as JSON, or null when it is not JSON. */
  json: unknown;
  /** Date.now() when it was accepted. */
  at: number;
}

/** A request the fake refused because a check failed. */
export interface PushRejection {
  subscriberId: string | null;
  path: string;
  status: number;
  reason: string;
  at: number;
}

/** Every request, as answered. */
export interface PushRequestRecord {
  /** 1-based, over the fake's life. */
  index: number;
  subscriberId: string | null;
  status: number;
  /** Why a check failed, or 'programmed' for an answer from `respond`. */
  reason: string | null;
  /** The TLS connection it came on (1-based). */
  connection: number;
  at: number;
}

/** What `respond`'s function sees: a request that passed every check. */
export interface PushRequestInfo {
  subscriberId: string;
  endpoint: string;
  /** 1-based count of requests to this endpoint, this one included (refused ones too). */
  attempt: number;
  /** 1-based count of all requests. */
  index: number;
  /** The message, decrypted; it goes to `received` only if the answer is 2xx. */
  message: PushMessage;
}

/**
 * A programmed answer. `status` (default 201) with extra `headers` (e.g. `{ 'retry-after': '2' }`)
 * and `body`, after `delayMs`; `destroy` drops the connection without answering.
 */
export interface PushAnswer {
  status?: number;
  headers?: Record<string, string>;
  body?: string;
  delayMs?: number;
  destroy?: boolean;
}

/** Per-request programming: return an answer, or undefined for the normal 201. */
export type PushResponder = (request: PushRequestInfo) => PushAnswer | undefined;

export interface FakePushStats {
  /** TLS connections opened. */
  connections: number;
  requests: number;
  /** The most requests one connection carried: above 1 shows keep-alive at work. */
  maxRequestsPerConnection: number;
  received: number;
  rejected: number;
  /** This process's CPU time, in microseconds. */
  cpu: NodeJS.CpuUsage;
}

export interface FakePushService {
  /** `https://127.0.0.1:<port>`, the `aud` every JWT must carry. */
  origin: string;
  /** The certificate PEM to trust. */
  ca: string;
  caPath: string;
  /** A new subscriber: a fresh P-256 key pair and auth secret; the fake keeps the private half. */
  subscriber(options?: SubscriberOptions): FakeSubscription;
  /** The subscriber id of an endpoint (the last path segment). */
  idOf(endpoint: string): string;
  /** Every later request to this endpoint is answered 410 Gone, as after an unsubscribe. */
  gone(endpoint: string): void;
  /** Accepted messages, in arrival order. */
  received: PushMessage[];
  rejected: PushRejection[];
  requests: PushRequestRecord[];
  /** Programs the answers to requests that pass the checks; null restores the plain 201. */
  respond(responder: PushResponder | null): void;
  /**
   * Resolves with `received` once `predicate` holds (it is tried now and after every request);
   * rejects after `timeoutMs` (default 10 s) with the counts so far.
   */
  waitFor(predicate: (received: PushMessage[]) => boolean, timeoutMs?: number): Promise<PushMessage[]>;
  stats(): FakePushStats;
  /** Empties received, rejected and requests; subscribers stay. */
  clear(): void;
  close(): Promise<void>;
}
