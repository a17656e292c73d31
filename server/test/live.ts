import type { MatchStatus, RoleCode, ScopeType } from '@touchline/domain';
import { and, eq, inArray, isNotNull } from 'drizzle-orm';
import type { Db } from '../src/db/client';
import * as t from '../src/db/schema';
import { tokenRepository } from '../src/repositories/tokens';
import type { TestContext } from './harness';

/** Mints a scoring token in the test database and returns its bearer header. */
export async function bearer(
  ctx: TestContext,
  role: RoleCode,
  scopeType: ScopeType,
  scopeId: number,
  nationalId = 14,
) {
  const { secret, id } = await tokenRepository.create(ctx.database.db, {
    nationalId,
    role,
    scopeType,
    scopeId,
  });
  return { id, headers: { 'national-id': String(nationalId), authorization: `Bearer ${secret}` } };
}

/** The headers of a referee's JSON writes to one match of national 14, with a new token. */
export async function refereeHeaders(db: Db, matchId: number) {
  const { secret } = await tokenRepository.create(db, {
    nationalId: 14,
    role: 7,
    scopeType: 'match',
    scopeId: matchId,
  });
  return { 'national-id': '14', authorization: `Bearer ${secret}`, 'content-type': 'application/json' };
}

export interface SseMessage {
  id: string | null;
  event: string;
  data: any;
}

/**
 * Reads an SSE response in parts: each `read(count)` resolves with the next `count` messages
 * (comments are skipped), or fewer if the stream ends first; `close` cancels the body.
 */
export function sseReader(response: Response) {
  const reader = response.body!.getReader();
  const decoder = new TextDecoder();
  const queue: SseMessage[] = [];
  let buffer = '';
  let ended = false;
  const parse = () => {
    let end = buffer.indexOf('\n\n');
    while (end >= 0) {
      const block = buffer.slice(0, end);
      buffer = buffer.slice(end + 2);
      end = buffer.indexOf('\n\n');
      const fields = Object.fromEntries(
        block
          .split('\n')
          .filter((line) => line && !line.startsWith(':'))
          .map((line) => [line.slice(0, line.indexOf(':')), line.slice(line.indexOf(':') + 2)]),
      );
      if (fields.data !== undefined)
        queue.push({
          id: fields.id ?? null,
          event: fields.event ?? 'message',
          data: JSON.parse(fields.data),
        });
    }
  };
  return {
    async read(count: number, timeoutMs = 5000): Promise<SseMessage[]> {
      const deadline = Date.now() + timeoutMs;
      while (queue.length < count && !ended) {
        if (Date.now() > deadline)
          throw new Error(`only ${queue.length} of ${count} messages within ${timeoutMs} ms`);
        const { value, done } = await Promise.race([
          reader.read(),
          new Promise<never>((_, reject) =>
            setTimeout(() => reject(new Error('stream read timed out')), deadline - Date.now()),
          ),
        ]);
        if (done) ended = true;
        else {
          buffer += decoder.decode(value, { stream: true });
          parse();
        }
      }
      return queue.splice(0, count);
    },
    close: () => reader.cancel().catch(() => {}),
  };
}

/** Reads an SSE response until `count` messages arrived (comments are skipped) or the stream ends. */
export async function readMessages(
  response: Response,
  count: number,
  timeoutMs = 5000,
): Promise<SseMessage[]> {
  const reader = sseReader(response);
  try {
    return await reader.read(count, timeoutMs);
  } finally {
    await reader.close();
  }
}

/** Matches of national 14 in play (in one of `statuses`) between two teams, for write tests. */
export async function liveMatches(
  db: Db,
  statuses: MatchStatus[] = ['second-quarter', 'third-quarter'],
  limit = 1,
): Promise<(typeof t.matches.$inferSelect)[]> {
  const rows = await db
    .select()
    .from(t.matches)
    .where(
      and(eq(t.matches.nationalId, 14), inArray(t.matches.status, statuses), isNotNull(t.matches.awayTeamId)),
    )
    .orderBy(t.matches.id)
    .limit(limit);
  if (rows.length < limit)
    throw new Error(`the demo has fewer than ${limit} matches in ${statuses.join(', ')}`);
  return rows;
}
