import { createPublicKey, type ECDH, type KeyObject, verify } from 'node:crypto';
import { createRequire } from 'node:module';

/** A check's outcome: the value, or the status and reason the fake answers with. */
export type Checked<T> = { ok: true; value: T } | { ok: false; status: number; reason: string };

const refuse = (status: number, reason: string): { ok: false; status: number; reason: string } => ({
  ok: false,
  status,
  reason,
});

/** The longest JWT lifetime a push service takes (RFC 8292 section 2). */
export const VAPID_MAX_AHEAD_MS = 24 * 60 * 60 * 1000;
/** The smallest payload every push service must take (RFC 8030 section 7.2): larger gets 413. */
export const PUSH_PAYLOAD_MAX = 4096;

const URGENCIES = new Set(['very-low', 'low', 'normal', 'high']);
const TOPIC = /^[A-Za-z0-9_-]{1,32}$/;
const BASE64URL = /^[A-Za-z0-9_-]+$/;

/** The RFC 8030 headers a push message carries, read and checked. */
export interface PushHeaders {
  ttl: number;
  urgency: string | null;
  topic: string | null;
}

type HeaderValue = string | string[] | undefined;
const one = (value: HeaderValue) => (Array.isArray(value) ? value[0] : value);

/** RFC 8030 section 5: TTL is required, Urgency and Topic are optional but must be well formed. */
export function checkHeaders(headers: Record<string, HeaderValue>): Checked<PushHeaders> {
  const ttl = one(headers.ttl);
  if (ttl === undefined) return refuse(400, 'TTL header missing (RFC 8030 section 5.2)');
  if (!/^\d+$/.test(ttl)) return refuse(400, `TTL must be a whole number of seconds, got "${ttl}"`);
  const urgency = one(headers.urgency) ?? null;
  if (urgency !== null && !URGENCIES.has(urgency)) {
    return refuse(400, `Urgency must be very-low, low, normal or high, got "${urgency}"`);
  }
  const topic = one(headers.topic) ?? null;
  if (topic !== null && !TOPIC.test(topic)) {
    return refuse(400, `Topic must be 1 to 32 base64url characters, got "${topic}" (${topic.length})`);
  }
  return { ok: true, value: { ttl: Number(ttl), urgency, topic } };
}

/** The application server a valid VAPID header identifies. */
export interface VapidIdentity {
  /** The `k` parameter: the signing key, base64url of the uncompressed P-256 point. */
  publicKey: string;
  /** The `sub` claim: a mailto: or https: contact. */
  subject: string;
  /** The `exp` claim, in seconds. */
  expires: number;
}

interface Claims {
  aud?: unknown;
  exp?: unknown;
  sub?: unknown;
}

const decodeJson = (part: string): unknown => JSON.parse(Buffer.from(part, 'base64url').toString('utf8'));

/**
 * Verifies RFC 8292 VAPID headers. Keys and verified signatures are remembered, so a sender that
 * reuses its token per push service pays for one verification, and the fake for one too; the
 * claims are checked on every request all the same.
 */
export class VapidVerifier {
  private keys = new Map<string, KeyObject | null>();
  private verified = new Map<string, Claims>();

  /**
   * `authorization` is the header as received; `origin` the push service's origin (the `aud` it
   * must carry); `expectedKey`, when set, the only `k` this subscription takes (403 otherwise).
   */
  check(
    authorization: string | undefined,
    origin: string,
    now: number,
    expectedKey?: string,
  ): Checked<VapidIdentity> {
    if (!authorization) return refuse(401, 'Authorization header missing: expected "vapid t=<JWT>, k=<key>"');
    const scheme = /^vapid\s+(.*)$/is.exec(authorization.trim());
    if (!scheme) return refuse(401, 'Authorization scheme must be "vapid" (RFC 8292 section 3)');
    const params = new Map<string, string>();
    for (const item of scheme[1]!.split(',')) {
      const eq = item.indexOf('=');
      if (eq < 0) continue;
      params.set(
        item.slice(0, eq).trim().toLowerCase(),
        item
          .slice(eq + 1)
          .trim()
          .replace(/^"(.*)"$/, '$1'),
      );
    }
    const token = params.get('t');
    const k = params.get('k');
    if (!token) return refuse(401, 'vapid "t" parameter (the JWT) missing');
    if (!k) return refuse(401, 'vapid "k" parameter (the public key) missing');
    const key = this.keyOf(k);
    if (!key) return refuse(401, '"k" is not an uncompressed P-256 point in base64url');

    const cacheKey = `${k} ${token}`;
    let claims = this.verified.get(cacheKey);
    if (!claims) {
      const parts = token.split('.');
      if (parts.length !== 3 || !parts.every((part) => BASE64URL.test(part))) {
        return refuse(401, 'the JWT is not three base64url parts');
      }
      const [head, body, signature] = parts as [string, string, string];
      let header: { typ?: unknown; alg?: unknown };
      try {
        header = decodeJson(head) as typeof header;
        claims = decodeJson(body) as Claims;
      } catch {
        return refuse(401, 'the JWT header or claims are not JSON');
      }
      if (header.alg !== 'ES256' || header.typ !== 'JWT') {
        return refuse(401, `the JWT header must be {typ:"JWT", alg:"ES256"}, got ${JSON.stringify(header)}`);
      }
      const sig = Buffer.from(signature, 'base64url');
      const signed = Buffer.from(`${head}.${body}`);
      if (sig.length !== 64 || !verify('sha256', signed, { key, dsaEncoding: 'ieee-p1363' }, sig)) {
        return refuse(401, 'the JWT signature does not verify against "k"');
      }
      if (this.verified.size > 50_000) this.verified.clear();
      this.verified.set(cacheKey, claims);
    }

    if (claims.aud !== origin) {
      return refuse(
        401,
        `the JWT "aud" must be the push service origin ${origin}, got ${String(claims.aud)}`,
      );
    }
    const exp = claims.exp;
    if (typeof exp !== 'number' || !Number.isInteger(exp))
      return refuse(401, 'the JWT "exp" must be seconds');
    if (exp * 1000 <= now) return refuse(401, 'the JWT has expired');
    if (exp * 1000 > now + VAPID_MAX_AHEAD_MS)
      return refuse(401, 'the JWT "exp" is more than 24 hours ahead');
    if (typeof claims.sub !== 'string' || !isContact(claims.sub)) {
      return refuse(401, `the JWT "sub" must be a mailto: or https: URI, got ${String(claims.sub)}`);
    }
    if (expectedKey !== undefined && k !== expectedKey) {
      return refuse(403, 'the VAPID key is not the one this subscription was made with');
    }
    return { ok: true, value: { publicKey: k, subject: claims.sub, expires: exp } };
  }

  private keyOf(k: string): KeyObject | null {
    const known = this.keys.get(k);
    if (known !== undefined) return known;
    let key: KeyObject | null = null;
    const point = BASE64URL.test(k) ? Buffer.from(k, 'base64url') : Buffer.alloc(0);
    if (point.length === 65 && point[0] === 4) {
      try {
        const x = point.subarray(1, 33).toString('base64url');
        const y = point.subarray(33).toString('base64url');
        key = createPublicKey({ key: { kty: 'EC', crv: 'P-256', x, y }, format: 'jwk' });
      } catch {
        key = null;
      }
    }
    if (this.keys.size > 1000) this.keys.clear();
    this.keys.set(k, key);
    return key;
  }
}

function isContact(sub: string) {
  try {
    const url = new URL(sub);
    return url.protocol === 'mailto:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}

interface Ece {
  decrypt(body: Buffer, params: { version: 'aes128gcm'; privateKey: ECDH; authSecret: Buffer }): Buffer;
}
const ece = createRequire(import.meta.url)('http_ece') as Ece;

/** The aes128gcm header: salt (16), record size (4), key id length (1), key id. */
const ECE_HEADER = 21;
/** The RFC 8291 key id is the sender's ephemeral public key, uncompressed. */
const SENDER_KEY_LENGTH = 65;

/**
 * Decrypts an RFC 8291 payload as the browser would, with the subscriber's ECDH private key and
 * auth secret. RFC 8291 section 4 also requires one record and the sender's key as the key id.
 */
export function decryptPayload(
  body: Buffer,
  contentEncoding: string | undefined,
  privateKey: ECDH,
  authSecret: Buffer,
): Checked<string> {
  if (body.length === 0) return { ok: true, value: '' };
  if (contentEncoding?.toLowerCase() !== 'aes128gcm') {
    return refuse(415, `Content-Encoding must be aes128gcm (RFC 8291), got "${contentEncoding ?? ''}"`);
  }
  if (body.length > PUSH_PAYLOAD_MAX) {
    return refuse(413, `payload of ${body.length} bytes is over ${PUSH_PAYLOAD_MAX}`);
  }
  if (body.length < ECE_HEADER || body.readUInt8(20) !== SENDER_KEY_LENGTH) {
    return refuse(400, 'the aes128gcm key id must be the 65-byte sender public key (RFC 8291 section 4)');
  }
  const recordSize = body.readUInt32BE(16);
  if (body.length - ECE_HEADER - SENDER_KEY_LENGTH > recordSize) {
    return refuse(400, 'a push message must be a single record (RFC 8291 section 4)');
  }
  try {
    const plain = ece.decrypt(body, { version: 'aes128gcm', privateKey, authSecret });
    return { ok: true, value: plain.toString('utf8') };
  } catch (error) {
    return refuse(400, `the payload does not decrypt for this subscriber: ${(error as Error).message}`);
  }
}
