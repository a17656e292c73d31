import { isIP } from 'node:net';
import path from 'node:path';
import { DEFAULT_NATIONAL_ID } from '@touchline/domain';
import { DEFAULT_PUSH_HOSTS, isHostPattern } from './push/endpoints';

/** Server configuration, read once from the environment at start and checked. */
export interface Config {
  host: string;
  port: number;
  /** Folder of the embedded database (PGlite) when no DATABASE_URL is set. */
  dataDir: string;
  /** Real PostgreSQL; unset means the embedded database. */
  databaseUrl: string | null;
  /** Redis for the live-update signals between API nodes; unset means one node, in process. */
  redisUrl: string | null;
  /** Put before the Redis channel name, so deployments sharing one Redis never meet. */
  redisPrefix: string;
  /** The national the web app shows (the API serves every national by header). */
  nationalId: number;
  /** Fill an empty database with demo data at start. */
  seedDemo: boolean;
  /** Keep demo matches live with the in-process demo scorer (needs demo data). */
  demoLive: boolean;
  logLevel: string;
  /** Folder of the built web app; it is served when it exists. */
  webDir: string;
  /**
   * A forecast service compatible with Tomorrow.io's timelines API (`https://api.tomorrow.io/v4/timelines`).
   * Without it, or without the key, matches carry no weather.
   */
  weatherApiUrl: string | null;
  /** The forecast service's API key, sent as the `apikey` query parameter. */
  weatherApiKey: string | null;
  /** Origins whose pages may call write routes (CORS); public reads are open to every origin. */
  corsWriteOrigins: string[];
  /**
   * Whose X-Forwarded-For to believe for the client's address (Fastify's `trustProxy`): false
   * (the socket's address, the default), true (any sender: only where nothing but the proxy
   * can reach the node), or the proxies' addresses and CIDR ranges.
   */
  trustProxy: TrustProxy;
  /** Live streams one client address may hold open, of matches and competitions together. */
  streamsPerAddress: number;
  /** Live streams this node holds open at most; past it a stream is answered 503. */
  streamsPerNode: number;
  /** Connections this node holds at most; more are closed as they arrive. */
  maxConnections: number;
  /** Time to receive a whole request, headers and body; a slower one is answered 408 and closed. */
  requestTimeoutMs: number;
  /** Where people reach the web app (e.g. https://scores.example.org), for links the commands print. */
  publicUrl: string | null;
  /** Web Push: the VAPID keys and subject, and the push services the server will call. */
  push: PushConfig;
}

/** Web Push settings (push/keys.ts, push/endpoints.ts). */
export interface PushConfig {
  /** VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY; null means the pair kept in the database. */
  vapidKeys: { publicKey: string; privateKey: string } | null;
  /** VAPID_SUBJECT: how a push service reaches the operator (mailto: or https:). */
  vapidSubject: string;
  /** PUSH_ALLOWED_HOSTS: the hosts a subscription's endpoint may be on (see push/endpoints.ts). */
  allowedHosts: string[];
  /** PUSH_SEND: whether this node sends notifications (every node may; off for a read-only node). */
  send: boolean;
  /**
   * PUSH_LEASE_MS: how long a sender's claim holds its deliveries, longer than any send. When a
   * node dies, what it had claimed is sent by another after this.
   */
  leaseMs: number;
}

/** Fastify's `trustProxy`, as TRUST_PROXY sets it. */
export type TrustProxy = boolean | string[];

export class ConfigError extends Error {}

const ROOT = path.resolve(import.meta.dirname, '../..');

/** Reads and checks the configuration; throws a ConfigError naming the variable to fix. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const databaseUrl = env.DATABASE_URL?.trim() || null;
  return {
    host: env.HOST?.trim() || '0.0.0.0',
    port: integer(env, 'PORT', 8080, 0, 65535),
    dataDir: path.resolve(ROOT, env.DATA_DIR?.trim() || 'data'),
    databaseUrl,
    redisUrl: env.REDIS_URL?.trim() || null,
    redisPrefix: env.REDIS_PREFIX?.trim() || 'touchline:',
    nationalId: integer(env, 'NATIONAL_ID', DEFAULT_NATIONAL_ID, 1, 2 ** 31 - 1),
    seedDemo: boolean(env, 'SEED_DEMO', databaseUrl === null),
    demoLive: boolean(env, 'DEMO_LIVE', boolean(env, 'SEED_DEMO', databaseUrl === null)),
    logLevel: env.LOG_LEVEL?.trim() || 'info',
    webDir: path.resolve(ROOT, env.WEB_DIR?.trim() || 'web/dist'),
    weatherApiUrl: httpUrl(env, 'WEATHER_API_URL'),
    weatherApiKey: env.WEATHER_API_KEY?.trim() || null,
    corsWriteOrigins: origins(env, 'CORS_WRITE_ORIGINS'),
    trustProxy: trustProxy(env, 'TRUST_PROXY'),
    ...connectionLimits(env),
    requestTimeoutMs: integer(env, 'REQUEST_TIMEOUT_MS', 30_000, 1000, 600_000),
    publicUrl: httpUrl(env, 'PUBLIC_URL')?.replace(/\/+$/, '') ?? null,
    push: pushConfig(env),
  };
}

/** The Web Push settings; a key pair is given whole or not at all. */
function pushConfig(env: NodeJS.ProcessEnv): PushConfig {
  const publicKey = env.VAPID_PUBLIC_KEY?.trim() || null;
  const privateKey = env.VAPID_PRIVATE_KEY?.trim() || null;
  if ((publicKey === null) !== (privateKey === null))
    throw new ConfigError('VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY are set together, or neither is');
  if (publicKey && !/^[A-Za-z0-9_-]{87}$/.test(publicKey))
    throw new ConfigError(
      'VAPID_PUBLIC_KEY must be a P-256 public key, 65 bytes in base64url (87 characters)',
    );
  if (privateKey && !/^[A-Za-z0-9_-]{43}$/.test(privateKey))
    throw new ConfigError(
      'VAPID_PRIVATE_KEY must be a P-256 private key, 32 bytes in base64url (43 characters)',
    );
  const publicUrl = env.PUBLIC_URL?.trim();
  const subject =
    env.VAPID_SUBJECT?.trim() ||
    (publicUrl?.startsWith('https://') ? publicUrl : 'mailto:push@touchline.invalid');
  if (!URL.canParse(subject) || !['mailto:', 'https:'].includes(new URL(subject).protocol))
    throw new ConfigError(`VAPID_SUBJECT must be a mailto: or https: URL, not '${subject}'`);
  const hosts = env.PUSH_ALLOWED_HOSTS?.trim();
  return {
    vapidKeys: publicKey && privateKey ? { publicKey, privateKey } : null,
    vapidSubject: subject,
    allowedHosts: hosts ? allowedHosts(hosts) : [...DEFAULT_PUSH_HOSTS],
    send: boolean(env, 'PUSH_SEND', true),
    leaseMs: integer(env, 'PUSH_LEASE_MS', 60_000, 1000, 3_600_000),
  };
}

/** The stream and connection limits; the streams must leave connections for every other call. */
function connectionLimits(env: NodeJS.ProcessEnv) {
  const streamsPerAddress = integer(env, 'STREAMS_PER_ADDRESS', 20, 1, 1_000_000);
  const streamsPerNode = integer(env, 'STREAMS_PER_NODE', 10_000, 1, 1_000_000);
  const maxConnections = integer(env, 'MAX_CONNECTIONS', 12_000, 2, 1_000_000);
  if (streamsPerNode >= maxConnections)
    throw new ConfigError(
      `STREAMS_PER_NODE (${streamsPerNode}) must be below MAX_CONNECTIONS (${maxConnections}), so that reads and writes still get a connection while the streams are full`,
    );
  return { streamsPerAddress, streamsPerNode, maxConnections };
}

// The names proxy-addr (Fastify's trustProxy) knows for the private ranges.
const RANGE_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

/** TRUST_PROXY: true or false, or comma-separated addresses and CIDR ranges of the proxies. */
function trustProxy(env: NodeJS.ProcessEnv, name: string): TrustProxy {
  const raw = env[name]?.trim();
  if (!raw) return false;
  // Fastify takes no count of proxies: it cannot tell whether the peer is one.
  if (/^\d+$/.test(raw))
    throw new ConfigError(
      `${name} takes the proxies' addresses or ranges (e.g. 10.0.0.0/8), not a number of proxies ('${raw}')`,
    );
  if (['true', 'false', 'yes', 'no'].includes(raw.toLowerCase())) return boolean(env, name, false);
  const list = raw
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  for (const entry of list) {
    if (RANGE_NAMES.has(entry)) continue;
    const [address = '', bits, ...rest] = entry.split('/');
    const version = isIP(address);
    const maxBits = version === 6 ? 128 : 32;
    if (!version || rest.length || (bits !== undefined && !(/^\d+$/.test(bits) && Number(bits) <= maxBits)))
      throw new ConfigError(
        `${name} must be true, false, or the proxies' addresses and ranges, like 10.0.0.5, 10.0.0.0/8 or loopback, not '${entry}'`,
      );
  }
  return list;
}

/** PUSH_ALLOWED_HOSTS: comma-separated hosts (`push.example.com`, `*.example.com`, `127.0.0.1:8443`). */
function allowedHosts(raw: string): string[] {
  const list = raw
    .split(',')
    .map((entry) => entry.trim().toLowerCase())
    .filter(Boolean);
  for (const entry of list)
    if (!isHostPattern(entry))
      throw new ConfigError(
        `PUSH_ALLOWED_HOSTS must list hosts like fcm.googleapis.com, *.push.apple.com or 127.0.0.1:8443, not '${entry}'`,
      );
  return list;
}

function httpUrl(env: NodeJS.ProcessEnv, name: string): string | null {
  const raw = env[name]?.trim();
  if (!raw) return null;
  if (!URL.canParse(raw) || !/^https?:$/.test(new URL(raw).protocol))
    throw new ConfigError(`${name} must be an http(s) URL, not '${raw}'`);
  return raw;
}

/** A comma-separated list of origins (scheme, host and port, as a browser sends `Origin`). */
function origins(env: NodeJS.ProcessEnv, name: string): string[] {
  const list = (env[name] ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  for (const entry of list)
    if (!URL.canParse(entry) || !/^https?:$/.test(new URL(entry).protocol) || new URL(entry).origin !== entry)
      throw new ConfigError(
        `${name} must list origins like https://admin.example.org (no path), not '${entry}'`,
      );
  return list;
}

function integer(env: NodeJS.ProcessEnv, name: string, fallback: number, min: number, max: number): number {
  const raw = env[name]?.trim();
  if (!raw) return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min || value > max)
    throw new ConfigError(`${name} must be a whole number from ${min} to ${max}, not '${raw}'`);
  return value;
}

function boolean(env: NodeJS.ProcessEnv, name: string, fallback: boolean): boolean {
  const raw = env[name]?.trim().toLowerCase();
  if (!raw) return fallback;
  if (['1', 'true', 'yes'].includes(raw)) return true;
  if (['0', 'false', 'no'].includes(raw)) return false;
  throw new ConfigError(`${name} must be true or false, not '${raw}'`);
}
