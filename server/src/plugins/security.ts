import cors, { type FastifyCorsOptions } from '@fastify/cors';
import { API_PREFIX, NATIONAL_ID_HEADER, parseEmbedPath } from '@touchline/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import helmet from 'helmet';
import { MANIFEST_PATH } from '../web/manifest';

export interface SecurityOptions {
  /** CSP sources ('sha256-…') of the served page's inline <style> elements. */
  styleHashes: string[];
  /** Origins that may call write routes from the browser (CORS_WRITE_ORIGINS); none by default. */
  writeOrigins: string[];
}

const READ_METHODS = new Set(['GET', 'HEAD']);
// A browser keeps a preflight's answer this long (Chromium caps it at 2 hours).
const PREFLIGHT_MAX_AGE = 600;

/**
 * Any site may read: no credentials (the API has no cookies), the validator readable, and how
 * long a full server asks a live stream to wait (Retry-After of a 503).
 */
const PUBLIC_READ: FastifyCorsOptions = {
  origin: '*',
  methods: ['GET', 'HEAD'],
  allowedHeaders: [NATIONAL_ID_HEADER, 'if-none-match', 'last-event-id'],
  exposedHeaders: ['etag', 'retry-after'],
  maxAge: PREFLIGHT_MAX_AGE,
};
/** A read sent as POST because it has a body (route config `policy: 'public'`). */
const PUBLIC_POST: FastifyCorsOptions = {
  ...PUBLIC_READ,
  methods: ['POST'],
  allowedHeaders: [NATIONAL_ID_HEADER, 'content-type'],
};
const NOT_CROSS_ORIGIN: FastifyCorsOptions = { origin: false };

/**
 * Security headers on every response (HTML, the API, the docs) and CORS for the API, with
 * helmet and @fastify/cors. The CSP allows no inline script anywhere; the page's one inline
 * stylesheet is allowed by its hash, taken from the page the server serves.
 */
export const securityPlugin = fp(async (app: FastifyInstance, options: SecurityOptions) => {
  // helmet itself, built once: @fastify/helmet 13 builds helmet's middleware anew for every
  // request, parsing the whole policy each time, which was a sixth of a cached read's CPU.
  const policy = (frameAncestors: string[]) => ({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        baseUri: ["'self'"],
        objectSrc: ["'none'"],
        frameAncestors,
        formAction: ["'self'"],
        scriptSrc: ["'self'"],
        scriptSrcAttr: ["'none'"],
        styleSrc: ["'self'", ...options.styleHashes],
        // Team, club and national logos and member photos may live on any site, or be data: URLs.
        imgSrc: ["'self'", 'data:', 'https:'],
        // The API is this origin's, but a match report's PDF fetches the national's logo to embed
        // it, wherever it is hosted (its site must allow CORS; else the crest stands in).
        connectSrc: ["'self'", 'https:'],
        workerSrc: ["'self'"],
        manifestSrc: ["'self'"],
        // No upgrade-insecure-requests: a node may be reached over plain HTTP (locally, or
        // behind a proxy that ends TLS), and its own files must load there.
      },
    },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' as const },
  });
  const headers = helmet({ ...policy(["'none'"]), xFrameOptions: { action: 'deny' } });
  // The embeds (web/embed.html) are made for other sites' iframes: any site may frame them, and
  // nothing else.
  const embedHeaders = helmet({ ...policy(['*']), xFrameOptions: false });
  app.addHook('onRequest', (request, reply, done) =>
    (parseEmbedPath(request.url.split('?', 1)[0]!) ? embedHeaders : headers)(
      request.raw,
      reply.raw,
      (error) => done(error as Error | undefined),
    ),
  );

  const publicWrites: RegExp[] = [];
  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    if (methods.includes('POST') && route.config?.policy === 'public')
      publicWrites.push(routePattern(route.url));
  });
  const writes: FastifyCorsOptions = options.writeOrigins.length
    ? {
        origin: options.writeOrigins,
        methods: ['POST', 'PUT', 'PATCH', 'DELETE'],
        allowedHeaders: [NATIONAL_ID_HEADER, 'content-type', 'authorization', 'idempotency-key'],
        exposedHeaders: ['etag'],
        maxAge: PREFLIGHT_MAX_AGE,
      }
    : NOT_CROSS_ORIGIN;

  // A preflight is matched to @fastify/cors's own OPTIONS route, not the route it asks about,
  // so the answer is chosen from the path and the method the browser means to use.
  await app.register(cors, {
    delegator(request: FastifyRequest, callback) {
      const path = request.url.split('?', 1)[0]!;
      // The manifest is a cached public read too.
      if (path === MANIFEST_PATH) return callback(null, PUBLIC_READ);
      if (!path.startsWith(`${API_PREFIX}/`)) return callback(null, NOT_CROSS_ORIGIN);
      const method =
        request.method === 'OPTIONS'
          ? String(request.headers['access-control-request-method'] ?? '').toUpperCase()
          : request.method;
      if (READ_METHODS.has(method)) return callback(null, PUBLIC_READ);
      if (method === 'POST' && publicWrites.some((pattern) => pattern.test(path)))
        return callback(null, PUBLIC_POST);
      callback(null, writes);
    },
  });
});

/**
 * The docs page's policy: the app's, and the one inline stylesheet Swagger UI draws its top
 * bar's logo with (`.logo_small_svg__cls-2{fill:#fff}.logo_small_svg__cls-3{fill:#85ea2d}`),
 * until @fastify/swagger-ui puts its own image there. For @fastify/swagger-ui's
 * `transformStaticCSP`; e2e/security.test.ts finds out if an upgrade changes it.
 */
export function docsPolicy(header: string): string {
  return header.replace(/\bstyle-src /, "style-src 'sha256-RL3ie0nH+Lzz2YNqQN83mnU0J1ot4QL7b99vMdIX99w=' ");
}

/** A route's URL as a RegExp over request paths (`:id` one segment; a trailing slash optional). */
function routePattern(url: string): RegExp {
  const segments = url
    .replace(/\/$/, '')
    .split('/')
    .map((segment) => (segment.startsWith(':') ? '[^/]+' : segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));
  return new RegExp(`^${segments.join('/')}/?$`);
}
