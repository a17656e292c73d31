import { NATIONAL_ID_HEADER } from '@touchline/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { VersionBook } from '../cache/versions';
import type { nationals } from '../db/schema';
import { AppError } from '../errors';

export type National = typeof nationals.$inferSelect;

declare module 'fastify' {
  interface FastifyRequest {
    national: National;
  }
  interface FastifyContextConfig {
    /**
     * The route may also be told its national by a `national` query parameter, when the header
     * is absent: a calendar app subscribing to a feed sends no headers of ours.
     */
    nationalInQuery?: boolean;
  }
}

const ID = /^[1-9]\d{0,8}$/;

/**
 * Every API call names its national in the `national-id` header. This resolves it once per
 * request and refuses a missing, malformed or unknown id, so no route can run without a
 * national to filter on. The row comes from the version book: its catalogue version is the one
 * cached answers are checked against, so an answer is never built from an older row than it
 * says.
 */
export const nationalPlugin = fp(async (app: FastifyInstance) => {
  // Declared without a value, as Fastify types a decoration the request interface declares:
  // the routes' preHandler (`resolveNational`) sets it before any handler reads it.
  app.decorateRequest('national');
  app.decorate('resolveNational', async (request: FastifyRequest) => {
    const header = request.headers[NATIONAL_ID_HEADER];
    const fromQuery = request.routeOptions.config.nationalInQuery
      ? (request.query as { national?: string } | undefined)?.national
      : undefined;
    request.national = await resolve(app.versions, header ?? fromQuery);
  });
});

declare module 'fastify' {
  interface FastifyInstance {
    /** A preHandler that sets `request.national` from the header, or refuses the request. */
    resolveNational(request: FastifyRequest): Promise<void>;
  }
}

async function resolve(versions: VersionBook, header: string | string[] | undefined) {
  if (header === undefined || header === '')
    throw new AppError(
      400,
      'NATIONAL_ID_MISSING',
      `Send the '${NATIONAL_ID_HEADER}' header with the id of a national body`,
    );
  const raw = Array.isArray(header) ? header[0]! : header;
  if (!ID.test(raw.trim()))
    throw new AppError(
      400,
      'NATIONAL_ID_MALFORMED',
      `The '${NATIONAL_ID_HEADER}' header must be a positive whole number, not '${raw.slice(0, 40)}'`,
    );
  const id = Number(raw.trim());
  const national = await versions.national(id);
  if (!national)
    throw new AppError(
      404,
      'NATIONAL_UNKNOWN',
      `National ${id} is not served here; check the '${NATIONAL_ID_HEADER}' header`,
    );
  return national;
}
