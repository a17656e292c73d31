import { createHash } from 'node:crypto';
import { and, eq, gt, lte } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Tx } from '../db/client';
import * as t from '../db/schema';
import { AppError } from '../errors';
import { queueWriteNotices } from '../push/outbox';
import { appendedIn } from './log';

const KEY = /^[\x21-\x7e]{1,200}$/;

const isUniqueViolation = (error: unknown): boolean => {
  const e = error as { code?: string; cause?: { code?: string } };
  return e?.code === '23505' || e?.cause?.code === '23505';
};

/**
 * Runs a write in one transaction. With an Idempotency-Key header, the first answer is stored
 * in the same transaction and a retry (same token, same key, same request) within the window
 * (`IDEMPOTENCY_WINDOW_MS`, idempotency.ts) gets it back with nothing written again; after the
 * window the key is forgotten, pruned or not, and the request is a new one. `command` answers
 * the result and what to do once it has committed (not run for a replay).
 */
export async function runIdempotent<R>(
  app: FastifyInstance,
  request: FastifyRequest,
  command: (tx: Tx) => Promise<{ result: R; committed?: () => Promise<void> }>,
): Promise<{ data: R }> {
  const tokenId = request.principal!.tokenId;
  const header = request.headers['idempotency-key'];
  const key = Array.isArray(header) ? header[0] : header;
  if (key !== undefined && !KEY.test(key))
    throw new AppError(400, 'IDEMPOTENCY_KEY', 'Idempotency-Key must be 1 to 200 visible ASCII characters');
  const requestHash = createHash('sha256')
    .update(`${request.method} ${request.url.split('?')[0]} ${JSON.stringify(request.body ?? null)}`)
    .digest('hex');
  const now = app.idempotency.now();
  const expiredSince = app.idempotency.expiredSince();
  const thisKey = (k: string) => and(eq(t.idempotencyKeys.tokenId, tokenId), eq(t.idempotencyKeys.key, k));
  const replay = async () => {
    if (key === undefined) return null;
    const [stored] = await app.db
      .select()
      .from(t.idempotencyKeys)
      .where(and(thisKey(key), gt(t.idempotencyKeys.createdAt, expiredSince)));
    if (!stored) return null;
    if (stored.requestHash !== requestHash)
      throw new AppError(
        422,
        'IDEMPOTENCY_KEY_REUSED',
        'This Idempotency-Key was used for a different request',
      );
    return stored.body as { data: R };
  };
  const earlier = await replay();
  if (earlier) return earlier;
  try {
    const outcome = await app.db.transaction(async (tx) => {
      // An expired key the timer has not pruned yet makes way for this request's answer.
      if (key !== undefined)
        await tx
          .delete(t.idempotencyKeys)
          .where(and(thisKey(key), lte(t.idempotencyKeys.createdAt, expiredSince)));
      const done = await command(tx);
      if (key !== undefined)
        await tx.insert(t.idempotencyKeys).values({
          tokenId,
          key,
          requestHash,
          statusCode: 200,
          body: { data: done.result },
          createdAt: now,
        });
      return done;
    });
    await outcome.committed?.();
    return { data: outcome.result };
  } catch (error) {
    // A concurrent retry with the same key committed first: answer what it answered.
    if (key !== undefined && isUniqueViolation(error)) {
      const stored = await replay();
      if (stored) return stored;
    }
    throw error;
  }
}

/** A scoring write's answer and the log position of the message it appended. */
export interface Outcome<R> {
  result: R;
  position: number;
}

/**
 * Runs a scoring write of a match (see `runIdempotent`), putting the notifications its messages
 * make in the push outbox, and, after it commits, tells every node that the match's log has
 * grown, handing this node's hub the messages it appended, and wakes this node's push sender.
 */
export function runWrite<R>(
  app: FastifyInstance,
  request: FastifyRequest,
  matchId: number,
  command: (tx: Tx) => Promise<Outcome<R>>,
): Promise<{ data: R }> {
  return runIdempotent(app, request, async (tx) => {
    const { result, position } = await command(tx);
    const appended = appendedIn(tx);
    // In the same transaction: notifications go out if and only if the write commits.
    const notifies = await queueWriteNotices(tx, matchId, appended);
    return {
      result,
      committed: async () => {
        if (notifies) app.push.wake();
        await app.live.notify(matchId, position, appended);
      },
    };
  });
}
