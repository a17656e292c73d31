import { createECDH, type ECDH, randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:https';
import type { AddressInfo, Socket } from 'node:net';
import path from 'node:path';
import type {
  FakePushOptions,
  FakePushService,
  PushMessage,
  PushRejection,
  PushRequestRecord,
  PushResponder,
} from './fakePushTypes';
import { checkHeaders, decryptPayload, PUSH_PAYLOAD_MAX, VapidVerifier } from './pushChecks';

export type * from './fakePushTypes';

/** The fake's certificate: trust it with `new https.Agent({ ca })` or NODE_EXTRA_CA_CERTS. */
export const FAKE_PUSH_CA_PATH = path.join(import.meta.dirname, 'tls.crt');
const KEY_PATH = path.join(import.meta.dirname, 'tls.key');

interface Subscriber {
  id: string;
  endpoint: string;
  ecdh: ECDH;
  auth: Buffer;
  applicationServerKey: string | undefined;
  gone: boolean;
  attempts: number;
}

interface Waiter {
  predicate: (received: PushMessage[]) => boolean;
  resolve: (received: PushMessage[]) => void;
}

const parseJson = (text: string): unknown => {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
};

/** Starts the fake push service on 127.0.0.1, on `options.port` or a port the system picks. */
export async function startFakePushService(options: FakePushOptions = {}): Promise<FakePushService> {
  const ca = readFileSync(FAKE_PUSH_CA_PATH, 'utf8');
  const subscribers = new Map<string, Subscriber>();
  const received: PushMessage[] = [];
  const rejected: PushRejection[] = [];
  const requests: PushRequestRecord[] = [];
  const waiters = new Set<Waiter>();
  const connectionOf = new WeakMap<Socket, number>();
  const perConnection: number[] = [];
  const vapid = new VapidVerifier();
  let responder: PushResponder | null = null;
  let index = 0;
  let origin = '';

  const settle = () => {
    for (const waiter of waiters) {
      if (waiter.predicate(received)) {
        waiters.delete(waiter);
        waiter.resolve(received);
      }
    }
  };

  const server: Server = createServer({ key: readFileSync(KEY_PATH), cert: ca }, (req, res) => {
    const connection = connectionOf.get(req.socket) ?? 0;
    if (connection > 0) perConnection[connection - 1]! += 1;
    const number = ++index;
    const url = req.url ?? '/';
    const id = /^\/push\/([^/?#]+)$/.exec(url)?.[1] ?? null;
    const subscriber = id === null ? undefined : subscribers.get(id);
    if (subscriber) subscriber.attempts += 1;

    const finish = (
      status: number,
      reason: string | null,
      headers: Record<string, string> = {},
      body = '',
    ) => {
      requests.push({
        index: number,
        subscriberId: subscriber?.id ?? null,
        status,
        reason,
        connection,
        at: Date.now(),
      });
      if (status >= 400 && reason !== 'programmed') {
        rejected.push({
          subscriberId: subscriber?.id ?? null,
          path: url,
          status,
          reason: reason ?? '',
          at: Date.now(),
        });
      }
      const text = body || (status >= 400 ? (reason ?? '') : '');
      res.writeHead(status, { 'content-type': 'text/plain; charset=utf-8', ...headers }).end(text);
      settle();
    };

    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      // Keep reading past the limit so the answer is not a reset, but keep only what fits.
      if (size <= PUSH_PAYLOAD_MAX + 1) chunks.push(chunk);
    });
    req.on('end', () => {
      if (req.method !== 'POST') return finish(405, `method ${req.method} not allowed: push with POST`);
      if (!subscriber) return finish(404, `no subscription at ${url}`);
      if (subscriber.gone) return finish(410, 'the subscription has expired or was unsubscribed');
      const now = Date.now();
      const expected = subscriber.applicationServerKey ?? options.expectedPublicKey;
      const identity = vapid.check(one(req.headers.authorization), origin, now, expected);
      if (!identity.ok) return finish(identity.status, identity.reason);
      const headers = checkHeaders(req.headers);
      if (!headers.ok) return finish(headers.status, headers.reason);
      if (size > PUSH_PAYLOAD_MAX) return finish(413, `payload of ${size} bytes is over ${PUSH_PAYLOAD_MAX}`);
      const body = Buffer.concat(chunks);
      const encoding = one(req.headers['content-encoding']);
      const payload = decryptPayload(body, encoding, subscriber.ecdh, subscriber.auth);
      if (!payload.ok) return finish(payload.status, payload.reason);

      const message: PushMessage = {
        subscriberId: subscriber.id,
        endpoint: subscriber.endpoint,
        headers: headers.value,
        payload: payload.value,
        json: parseJson(payload.value),
        at: now,
      };
      const answer =
        responder?.({
          subscriberId: subscriber.id,
          endpoint: subscriber.endpoint,
          attempt: subscriber.attempts,
          index: number,
          message,
        }) ?? {};
      const reply = () => {
        if (answer.destroy) {
          requests.push({
            index: number,
            subscriberId: subscriber.id,
            status: 0,
            reason: 'programmed',
            connection,
            at: Date.now(),
          });
          req.socket.destroy();
          return settle();
        }
        const status = answer.status ?? 201;
        if (status >= 200 && status < 300) {
          message.at = Date.now();
          received.push(message);
          const location = `${origin}/message/${randomBytes(9).toString('base64url')}`;
          return finish(status, answer.status === undefined ? null : 'programmed', {
            location,
            ...answer.headers,
          });
        }
        finish(status, 'programmed', answer.headers, answer.body ?? '');
      };
      if (answer.delayMs) setTimeout(reply, answer.delayMs);
      else reply();
    });
  });
  server.on('secureConnection', (socket: Socket) => {
    perConnection.push(0);
    connectionOf.set(socket, perConnection.length);
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  origin = `https://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    origin,
    ca,
    caPath: FAKE_PUSH_CA_PATH,
    subscriber(opts = {}) {
      const id = opts.id ?? randomBytes(12).toString('base64url');
      if (subscribers.has(id)) throw new Error(`subscriber ${id} exists already`);
      const ecdh = createECDH('prime256v1');
      ecdh.generateKeys();
      const auth = randomBytes(16);
      const endpoint = `${origin}/push/${id}`;
      subscribers.set(id, {
        id,
        endpoint,
        ecdh,
        auth,
        applicationServerKey: opts.applicationServerKey,
        gone: false,
        attempts: 0,
      });
      return {
        endpoint,
        expirationTime: null,
        keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth: auth.toString('base64url') },
      };
    },
    idOf,
    gone(endpoint) {
      const subscriber = subscribers.get(idOf(endpoint));
      if (!subscriber) throw new Error(`no subscriber at ${endpoint}`);
      subscriber.gone = true;
    },
    received,
    rejected,
    requests,
    respond(fn) {
      responder = fn;
    },
    waitFor(predicate, timeoutMs = 10_000) {
      if (predicate(received)) return Promise.resolve(received);
      return new Promise((resolve, reject) => {
        const waiter: Waiter = {
          predicate,
          resolve: (value) => {
            clearTimeout(timer);
            resolve(value);
          },
        };
        const timer = setTimeout(() => {
          waiters.delete(waiter);
          reject(
            new Error(
              `fake push service: condition not met within ${timeoutMs} ms ` +
                `(${received.length} received, ${rejected.length} rejected: ${rejected
                  .slice(-3)
                  .map((r) => `${r.status} ${r.reason}`)
                  .join('; ')})`,
            ),
          );
        }, timeoutMs);
        waiters.add(waiter);
      });
    },
    stats() {
      return {
        connections: perConnection.length,
        requests: index,
        maxRequestsPerConnection: Math.max(0, ...perConnection),
        received: received.length,
        rejected: rejected.length,
        cpu: process.cpuUsage(),
      };
    },
    clear() {
      received.length = 0;
      rejected.length = 0;
      requests.length = 0;
    },
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

function idOf(endpoint: string) {
  return endpoint.slice(endpoint.lastIndexOf('/') + 1);
}

function one(value: string | string[] | undefined) {
  return Array.isArray(value) ? value[0] : value;
}
