import { NATIONAL_ID_HEADER } from '@touchline/domain';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Db } from '../db/client';
import { nationals } from '../db/schema';
import { AppError } from '../errors';

export type National = typeof nationals.$inferSelect;

declare module 'fastify' {
  interface FastifyRequest {
    national: National;
  }
}

const CACHE_MS = 5_000;
const ID = /^[1-9]\d{0,8}$/;

/**
 * Every API call names its national in the `national-id` header. This resolves it once per
 * request (nationals are cached briefly) and refuses a missing, malformed or unknown id, so
 * no route can run without a national to filter on.
 */
export const nationalPlugin = fp(async (app: FastifyInstance) => {
  const cache = new Map<number, { national: National | null; at: number }>();
  app.decorateRequest('national', null as unknown as National);
  app.decorate('resolveNational', async (request: FastifyRequest) => {
    request.national = await resolve(app.db, request.headers[NATIONAL_ID_HEADER], cache);
  });
});

declare module 'fastify' {
  interface FastifyInstance {
    /** A preHandler that sets `request.national` from the header, or refuses the request. */
    resolveNational(request: FastifyRequest): Promise<void>;
  }
}

async function resolve(
  db: Db,
  header: string | string[] | undefined,
  cache: Map<number, { national: National | null; at: number }>,
) {
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
  const hit = cache.get(id);
  let national = hit && Date.now() - hit.at < CACHE_MS ? hit.national : undefined;
  if (national === undefined) {
    national = (await db.select().from(nationals).where(eq(nationals.id, id)))[0] ?? null;
    cache.set(id, { national, at: Date.now() });
  }
  if (!national)
    throw new AppError(
      404,
      'NATIONAL_UNKNOWN',
      `National ${id} is not served here; check the '${NATIONAL_ID_HEADER}' header`,
    );
  return national;
}
