import { createHash } from 'node:crypto';
import type { IncomingHttpHeaders, IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { CachedBody } from './body';
import { type Encoding, ifNoneMatchHolds } from './negotiation';
import { type Scope, scopeKey, type Version, type VersionBook } from './versions';

/**
 * How long browsers and shared caches (a CDN, a reverse proxy) may keep an answer, by how fast
 * it can change: `live` for anything a scorer's write changes, `catalogue` for what only an
 * import or an administrator changes.
 */
export const CACHE_CONTROL = {
  live: 'public, max-age=5, stale-while-revalidate=30',
  catalogue: 'public, max-age=60, stale-while-revalidate=300',
  /** A live answer about competitions of seasons gone by: only a correction changes it. */
  settled: 'public, max-age=600, stale-while-revalidate=3600',
} as const;
export type Freshness = keyof typeof CACHE_CONTROL;

/** What never may be kept: writes, streams, errors, anything behind a token. */
export const NO_STORE = 'no-store';

/** The same path answers differently per national and per encoding. */
export const VARY = 'national-id, accept-encoding';

/** Which representation a request gets, and whether it holds that one already (a 304). */
interface Choice {
  encoding: Encoding | null;
  tag: string;
  status: 200 | 304;
}

/** One public answer, as built for one set of versions. */
export class Answer {
  readonly etag: string;
  readonly size: number;
  /**
   * Per representation and status, the header block Fastify sent with it (`remember`), as
   * name, value, name, value: what `replay` sends.
   */
  private readonly heads = new Map<string, string[]>();

  constructor(
    readonly scopes: readonly Scope[],
    readonly versions: readonly Version[],
    readonly body: CachedBody,
    readonly cacheControl: string,
    /** Past this moment the answer is built again whatever the versions say (time moves it). */
    readonly expiresAt: number,
  ) {
    this.etag = createHash('sha1').update(body.json).digest('base64url').slice(0, 22);
    this.size = body.json.length;
  }

  /** A strong validator per representation: each encoding of the body is a different one. */
  tag(encoding: Encoding | null) {
    return `"${this.etag}${encoding ? `-${encoding}` : ''}"`;
  }

  private choose(headers: IncomingHttpHeaders): Choice {
    const encoding = this.body.encodingFor(headers['accept-encoding']);
    const tag = this.tag(encoding);
    return { encoding, tag, status: ifNoneMatchHolds(headers['if-none-match'], tag) ? 304 : 200 };
  }

  /** Sends the answer through Fastify, or a 304 when the client holds this very representation. */
  send(request: FastifyRequest, reply: FastifyReply) {
    const { encoding, tag, status } = this.choose(request.headers);
    reply.header('vary', VARY).header('etag', tag).header('cache-control', this.cacheControl);
    if (status === 304) return reply.code(304).send();
    return this.body.send(reply, encoding);
  }

  /**
   * Keeps the headers Fastify sent with `send`'s answer to a GET (every plugin's, as they went
   * out), for `replay` to send with the same representation.
   */
  remember(request: FastifyRequest, reply: FastifyReply) {
    const { encoding, status } = this.choose(request.headers);
    const key = `${encoding}|${status}`;
    if (reply.statusCode !== status || this.heads.has(key)) return;
    const head: string[] = [];
    for (const [name, value] of Object.entries(reply.getHeaders()))
      for (const one of [value ?? []].flat()) head.push(name, String(one));
    this.heads.set(key, head);
  }

  /**
   * Answers on Node's response, with no framework in between, what `send` answered a request for
   * the same representation: its status, the headers `remember` kept and the same bytes (Node
   * adds the date and the connection's). False, with nothing sent, until `send` has answered one.
   */
  replay(request: IncomingMessage, response: ServerResponse): boolean {
    const { encoding, status } = this.choose(request.headers);
    const head = this.heads.get(`${encoding}|${status}`);
    if (!head) return false;
    if (status === 304) {
      response.writeHead(304, head).end();
      return true;
    }
    // Made before `send` sent them, so never a promise here.
    const bytes = this.body.bytes(encoding);
    if (bytes instanceof Promise) return false;
    response.writeHead(200, head).end(bytes);
    return true;
  }
}

function same(answer: Answer, scopes: readonly Scope[], versions: readonly Version[]) {
  return (
    answer.scopes.length === scopes.length &&
    answer.scopes.every((scope, i) => scopeKey(scope) === scopeKey(scopes[i]!)) &&
    answer.versions.every((version, i) => version === versions[i])
  );
}

export interface AnswerCacheOptions {
  /** The most JSON kept, in bytes (compressed copies add about a fifth). */
  maxBytes?: number;
  now?: () => number;
}

/**
 * Each node's public answers, by national and URL, each valid while the versions it was built
 * from are current. A hit costs no database work while the version book trusts its memory; a
 * miss builds the answer once, however many readers ask at the same moment.
 */
export class AnswerCache {
  private readonly entries = new Map<string, Answer>();
  private readonly building = new Map<
    string,
    { answer: Promise<Answer>; nationalId: number; epoch: number }
  >();
  private bytes = 0;
  private readonly maxBytes: number;
  private readonly now: () => number;
  /** How many answers were built (misses), for tests and metrics. */
  built = 0;

  constructor(
    readonly versions: VersionBook,
    options: AnswerCacheOptions = {},
  ) {
    this.maxBytes = options.maxBytes ?? 64 * 1024 * 1024;
    this.now = options.now ?? Date.now;
  }

  /**
   * The current answer for the key: at once from memory, after a version check, or after the
   * build another request has under way. Undefined when it has to be built.
   */
  find(key: string | null): Answer | undefined | Promise<Answer | undefined> {
    if (key === null) return undefined;
    const entry = this.entries.get(key);
    if (entry && this.now() < entry.expiresAt) {
      const current = this.versions.current(entry.scopes, entry.versions);
      if (current === true) return this.touch(key, entry);
      if (current instanceof Promise)
        return current.then((yes) => (yes ? this.touch(key, entry) : this.underway(key)));
    }
    return this.underway(key);
  }

  /** A build under way, unless a change was heard of since it began: it may not show it. */
  private underway(key: string) {
    const building = this.building.get(key);
    if (!building || building.epoch !== this.versions.epoch(building.nationalId)) return undefined;
    return building.answer;
  }

  private touch(key: string, entry: Answer) {
    // Least recently used first out: a hit moves the entry to the end.
    this.entries.delete(key);
    this.entries.set(key, entry);
    return entry;
  }

  /**
   * Builds the answer for the key once: concurrent callers share the build. The versions are
   * read before the data, so an answer built while a write commits carries the older versions
   * and is built again at the next read.
   */
  build(
    /** Null for an answer sent but never kept (a URL in an odd form, see `answerKey`). */
    key: string | null,
    /** What the answer is built from: one national's, the catalogue first. */
    scopes: readonly Scope[],
    make: (versions: readonly Version[]) => Promise<Answer>,
  ): Promise<Answer> {
    if (key === null)
      return this.versions.versionsOf(scopes).then((versions) => {
        this.built += 1;
        return make(versions);
      });
    const nationalId = scopes[0]!.nationalId;
    const epoch = this.versions.epoch(nationalId);
    const underway = this.building.get(key);
    if (underway && underway.epoch === epoch) return underway.answer;
    const answer = this.versions
      .versionsOf(scopes)
      .then(async (versions) => {
        // A reader that came just after a build finished finds its answer current.
        const kept = this.entries.get(key);
        if (kept && this.now() < kept.expiresAt && same(kept, scopes, versions)) return kept;
        this.built += 1;
        const made = await make(versions);
        this.keep(key, made);
        return made;
      })
      .finally(() => {
        if (this.building.get(key)?.answer === answer) this.building.delete(key);
      });
    this.building.set(key, { answer, nationalId, epoch });
    return answer;
  }

  private keep(key: string, answer: Answer) {
    const old = this.entries.get(key);
    if (old) {
      this.bytes -= old.size;
      this.entries.delete(key);
    }
    this.entries.set(key, answer);
    this.bytes += answer.size;
    for (const [oldest, entry] of this.entries) {
      if (this.bytes <= this.maxBytes) break;
      this.entries.delete(oldest);
      this.bytes -= entry.size;
    }
  }

  get size() {
    return this.entries.size;
  }

  /** Forgets every answer, so the next read of each is built again (tests compare the two). */
  clear() {
    this.entries.clear();
    this.bytes = 0;
  }
}
