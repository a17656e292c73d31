import type { IncomingMessage, RequestListener, Server, ServerResponse } from 'node:http';
import { API_PREFIX, NATIONAL_ID_HEADER } from '@touchline/domain';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { Answer, AnswerCache, CACHE_CONTROL, type Freshness, NO_STORE } from '../cache/answers';
import { CachedBody } from '../cache/body';
import { answerKey } from '../cache/keys';
import { type Scope, VersionBook } from '../cache/versions';
import { heldTransaction } from '../db/pglite';
import { seasonsOver, versionRepository } from '../repositories/versions';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * How a public read may be cached: `live` (`settled` when it reads only competitions of
     * seasons gone by) or `catalogue` (see CACHE_CONTROL), or false for one that must never be
     * (the clock, with the server's time in it). Every API GET says.
     */
    cache?: Freshness | false;
  }
  interface FastifyInstance {
    versions: VersionBook;
    answers: AnswerCache;
    /**
     * Answers a public read from this node's cache, building the payload once per change of what
     * it reads (`scopes`, the catalogue first) and serializing it with the route's response
     * schema. `ttlMs` bounds how long an answer that moves with the clock (a live list, a
     * forecast) is kept. With `contentType` the build makes the body's text itself (a calendar
     * feed), sent as that type with the same validators and invalidation.
     */
    answer(
      request: FastifyRequest,
      reply: FastifyReply,
      scopes: readonly Scope[] | (() => Promise<readonly Scope[]>),
      build: () => Promise<unknown>,
      options?: { ttlMs?: number | (() => number); contentType?: string },
    ): Promise<FastifyReply>;
  }
  interface FastifyRequest {
    /** The cached answer this request is sent, so the headers it goes out with are kept. */
    cachedAnswer: Answer | null;
  }
}

/** Answers the request from the cache, or calls `next` to hand it to Fastify. */
type EarlyAnswer = (request: IncomingMessage, response: ServerResponse, next: () => void) => void;

export interface AnswersOptions {
  /** How long a version is trusted without a change heard of (VersionBookOptions.trustMs). */
  trustMs?: number;
  /** The clock versions are trusted by (tests stop it). */
  now?: () => number;
  /**
   * Whether hits are answered from the HTTP server's request event, before routing (see
   * below): yes unless every request must reach Fastify (a request logger must see them all).
   */
  early?: boolean;
}

const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
/** Kept at most this long even when nothing it reads changes. */
const DEFAULT_TTL_MS = 60 * 60_000;

/** Whether a request has a body: Fastify, not the early answer, reads or drains it. */
function carriesBody({ headers }: IncomingMessage) {
  return headers['transfer-encoding'] !== undefined || (headers['content-length'] ?? '0') !== '0';
}

/** One key per national and URL, its query in one order (`answerKey`); null for one never kept. */
function keyOf(request: FastifyRequest | IncomingMessage) {
  return answerKey(request.headers[NATIONAL_ID_HEADER], request.url ?? '');
}

/**
 * Public reads at the speed of static files. Each node keeps the answers it has built and the
 * versions they were built from (`VersionBook`); a hit is answered in onRequest, before
 * validation or any database work, with a strong ETag (304 for a client that has it) and a
 * Cache-Control that lets a CDN keep it briefly. A write through this node marks its national's
 * versions to be read again before the write's answer goes out, and tells the other nodes over
 * the live bus; a signal the bus drops is made up for within `trustMs`.
 */
export const answersPlugin = fp(async (app: FastifyInstance, options: AnswersOptions) => {
  const versions = new VersionBook(versionRepository(app.db), {
    trustMs: options.trustMs ?? 1_000,
    now: options.now,
    held: () => heldTransaction(app.db),
  });
  const answers = new AnswerCache(versions);
  app.decorate('versions', versions);
  app.decorate('answers', answers);
  app.decorateRequest('cachedAnswer', null);

  app.live.bus.onChange((nationalId) => versions.changed(nationalId));
  app.live.bus.onResync?.(() => versions.changedAll());

  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    if (!methods.includes('GET') || !route.url.startsWith(`${API_PREFIX}/`)) return;
    if (route.config?.cache === undefined && !route.schema?.hide)
      throw new Error(`GET ${route.url} says nothing of caching: every public read must (config.cache)`);
  });

  const send = (request: FastifyRequest, reply: FastifyReply, answer: Answer) => {
    request.cachedAnswer = answer;
    return answer.send(request, reply);
  };
  // A callback hook, not an async one: a hit found in memory is answered with no promise made.
  app.addHook('onRequest', (request, reply, done) => {
    if (request.method !== 'GET' || !request.routeOptions.config.cache) return done();
    const found = answers.find(keyOf(request));
    if (!(found instanceof Promise)) return found ? send(request, reply, found) : done();
    found.then((answer) => (answer ? send(request, reply, answer) : done()), done);
  });
  /**
   * A hit, answered from the HTTP server's request event: Fastify's routing, its request and
   * reply objects, and its hooks cost more than sending the bytes does (bench/reads.ts measures
   * both), and a hit needs none of them. Only a key the routed path has answered (so a GET of a
   * cached route, with a national it resolved) can be found, and only in a representation it
   * has sent, whose status and headers `replay` repeats; anything else, and the odd GET with a
   * body, goes to Fastify.
   */
  let closing = false;
  app.addHook('preClose', (done) => {
    closing = true;
    done();
  });
  // What every plugin's hooks made of a cached answer's headers, for the early answers.
  const remember = (request: FastifyRequest, reply: FastifyReply, done: () => void) => {
    if (request.cachedAnswer && request.method === 'GET') request.cachedAnswer.remember(request, reply);
    done();
  };
  const answerEarly: EarlyAnswer = (request, response, next) => {
    if (closing || request.method !== 'GET' || carriesBody(request)) return next();
    const found = answers.find(keyOf(request));
    if (found instanceof Promise)
      found.then(
        (answer) => answer?.replay(request, response) || next(),
        () => next(),
      );
    else if (!found?.replay(request, response)) next();
  };
  if (options.early ?? true) {
    app.addHook('onResponse', remember);
    answerBeforeRouting(app.server, answerEarly);
  }

  app.addHook('onSend', async (request, reply, payload) => {
    if (!request.url.startsWith(API_PREFIX)) return payload;
    if (!reply.hasHeader('cache-control') || reply.statusCode >= 400) reply.header('cache-control', NO_STORE);
    const writes = WRITE_METHODS.has(request.method) && request.routeOptions.config.policy !== 'public';
    if (writes && reply.statusCode < 400 && request.national) {
      versions.changed(request.national.id);
      await app.live.bus.publishChange(request.national.id);
    }
    return payload;
  });

  /** Whether a live answer reads only competitions of seasons gone by (not all results). */
  const settled = (scopes: readonly Scope[]) => {
    if (scopes.some((scope) => scope.kind === 'results')) return false;
    const competitions = scopes.flatMap((scope) =>
      scope.kind === 'competition' ? [scope.competitionId] : [],
    );
    return seasonsOver(app.db, scopes[0]!.nationalId, competitions);
  };

  app.decorate('answer', async (request, reply, scopesOf, build, options = {}) => {
    const freshness = request.routeOptions.config.cache;
    if (!freshness) throw new Error(`${request.routeOptions.url} is not cached (config.cache)`);
    const scopes = typeof scopesOf === 'function' ? await scopesOf() : scopesOf;
    const answer = await answers.build(
      keyOf(request),
      scopes,
      async (built) =>
        new Answer(
          scopes,
          built,
          options.contentType
            ? new CachedBody(String(await build()), options.contentType)
            : new CachedBody(reply.serialize(await build()) as string),
          CACHE_CONTROL[freshness === 'live' && (await settled(scopes)) ? 'settled' : freshness],
          Date.now() +
            (typeof options.ttlMs === 'function' ? options.ttlMs() : (options.ttlMs ?? DEFAULT_TTL_MS)),
        ),
    );
    return send(request, reply, answer);
  });
});

/**
 * Puts `early` before the handler Fastify gave the server it made (with its options, timeouts
 * and keep-alive): each request `early` does not answer goes on to Fastify as it came.
 */
function answerBeforeRouting(server: Server, early: EarlyAnswer) {
  const handlers = server.listeners('request') as RequestListener[];
  server.removeAllListeners('request');
  server.on('request', (request: IncomingMessage, response: ServerResponse) =>
    early(request, response, () => {
      for (const handle of handlers) handle(request, response);
    }),
  );
}
