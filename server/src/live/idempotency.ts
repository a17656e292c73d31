import { lte } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Db } from '../db/client';
import { loggable } from '../db/errors';
import * as t from '../db/schema';

/**
 * How long a write's Idempotency-Key is remembered: a retry within it gets the first answer,
 * one after it is a new request. A day covers a scorer's device that lost the network for a
 * whole match day; after it the key is forgotten, so the table does not grow for ever.
 */
export const IDEMPOTENCY_WINDOW_MS = 24 * 60 * 60_000;
/** The window in hours, as the API's documents say it. */
export const IDEMPOTENCY_WINDOW_HOURS = IDEMPOTENCY_WINDOW_MS / 3_600_000;
/** How often each node deletes the keys past the window. */
export const IDEMPOTENCY_PRUNE_EVERY_MS = 60 * 60_000;

export interface IdempotencyOptions {
  /** The clock keys are stamped and expired by (tests move it on instead of waiting). */
  now?: () => Date;
  pruneEveryMs?: number;
}

declare module 'fastify' {
  interface FastifyInstance {
    idempotency: {
      windowMs: number;
      now(): Date;
      /** Keys stamped at or before this moment have expired. */
      expiredSince(): Date;
      /** Deletes the expired keys now; answers how many. */
      prune(): Promise<number>;
    };
  }
}

/** Deletes the keys stamped at or before `since`; answers how many went. */
export async function pruneIdempotencyKeys(db: Db, since: Date): Promise<number> {
  const gone = await db
    .delete(t.idempotencyKeys)
    .where(lte(t.idempotencyKeys.createdAt, since))
    .returning({ key: t.idempotencyKeys.key });
  return gone.length;
}

/**
 * The Idempotency-Key window of one API node: its clock, and a timer that prunes the expired
 * keys once the app is ready and then every `pruneEveryMs`. Every node prunes; the deletes are
 * the same, so it does not matter which runs first.
 */
export const idempotencyPlugin = fp(async (app: FastifyInstance, options: IdempotencyOptions) => {
  const now = options.now ?? (() => new Date());
  const expiredSince = () => new Date(now().getTime() - IDEMPOTENCY_WINDOW_MS);
  const prune = () => pruneIdempotencyKeys(app.db, expiredSince());
  const log = app.log.child({ module: 'idempotency' });
  let running: Promise<unknown> = Promise.resolve();
  const pruneInBackground = () => {
    running = prune().then(
      (count) => count > 0 && log.info({ count }, 'expired idempotency keys deleted'),
      (error: unknown) => log.warn({ err: loggable(error) }, 'deleting expired idempotency keys failed'),
    );
  };
  app.decorate('idempotency', { windowMs: IDEMPOTENCY_WINDOW_MS, now, expiredSince, prune });
  const timer = setInterval(pruneInBackground, options.pruneEveryMs ?? IDEMPOTENCY_PRUNE_EVERY_MS);
  timer.unref();
  app.addHook('onReady', async () => pruneInBackground());
  // Before the database closes (onClose runs the plugins' hooks in reverse order of registration).
  app.addHook('preClose', async () => {
    clearInterval(timer);
    await running;
  });
});
