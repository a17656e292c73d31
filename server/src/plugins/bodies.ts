import type { FastifyInstance, onRequestHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../errors';

/** The deepest JSON body taken: far beyond any call's (a few levels), far below any recursion's. */
export const MAX_BODY_DEPTH = 64;

// The methods Fastify reads a body for; a route of one of these without a body schema takes none.
const WITH_BODY = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * How deeply a JSON text nests arrays and objects, counted without parsing it (one pass, no
 * recursion), stopping as soon as it passes `limit`: a body is measured before `JSON.parse`,
 * hashing or validation could recurse into it.
 */
export function nestingDepth(text: string, limit: number): number {
  let depth = 0;
  let deepest = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 0x5c)
        i++; // a backslash: skip what it escapes
      else if (c === 0x22) inString = false;
    } else if (c === 0x22) inString = true;
    else if (c === 0x5b || c === 0x7b) {
      depth++;
      if (depth > deepest) deepest = depth;
      if (deepest > limit) return deepest;
    } else if (c === 0x5d || c === 0x7d) depth--;
  }
  return deepest;
}

const hasBody = (headers: Record<string, string | string[] | undefined>): boolean =>
  headers['transfer-encoding'] !== undefined ||
  (headers['content-length'] !== undefined && headers['content-length'] !== '0');

const refuseBody: onRequestHookHandler = async (request) => {
  if (hasBody(request.headers))
    throw new AppError(
      400,
      'BODY_NOT_ALLOWED',
      `${request.method} ${request.routeOptions.url} takes no request body; send none`,
    );
};

/**
 * What the app takes as a request body. A route that declares no body refuses one before it is
 * read, and any JSON body nesting deeper than MAX_BODY_DEPTH is refused before it is parsed,
 * hashed for an Idempotency-Key or validated. Both answer 400 through the error handler.
 */
export const bodiesPlugin = fp(async (app: FastifyInstance) => {
  const parse = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    if (nestingDepth(body as string, MAX_BODY_DEPTH) > MAX_BODY_DEPTH)
      return done(
        new AppError(400, 'BODY_TOO_DEEP', `The request body nests more than ${MAX_BODY_DEPTH} levels deep`),
        undefined,
      );
    parse(request, body as string, done);
  });

  app.addHook('onRoute', (route) => {
    const methods = [route.method].flat();
    if (route.schema?.body || !methods.some((method) => WITH_BODY.has(method))) return;
    route.onRequest = [refuseBody, ...[route.onRequest ?? []].flat()];
  });
});
