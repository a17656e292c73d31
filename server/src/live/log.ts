import type { LivePayload, LoggedMessageName } from '@touchline/domain';
import { and, asc, eq, getTableColumns, gt, sql } from 'drizzle-orm';
import type { Db, Tx } from '../db/client';
import * as t from '../db/schema';
import { channelOf, checkLoggedMessage } from './messages';

export type LogRow = typeof t.matchLog.$inferSelect;

/** The most messages one read returns; a client further behind gets a snapshot instead. */
export const LOG_PAGE = 500;

/**
 * Locks a match for a write. Writes to one match take turns, so its log positions are in
 * commit order and a reader that has seen position n has seen everything before it.
 */
export async function lockMatch(tx: Tx, nationalId: number, matchId: number) {
  const [row] = await tx
    .select()
    .from(t.matches)
    .where(and(eq(t.matches.nationalId, nationalId), eq(t.matches.id, matchId)))
    .for('update');
  return row ?? null;
}

/**
 * A message a transaction appended, as the log holds it (the payload as the database returns
 * it, so its frame is byte for byte what a later read of the log makes), and the position of
 * the match's message before it (0 for the first). The writer hands these to this node's hub
 * once the transaction commits; `previous` lets the hub check it has sent everything before.
 */
export interface Appended {
  row: LogRow;
  previous: number;
}

/** What each open transaction has appended, in order. */
const appendedBy = new WeakMap<Tx, Appended[]>();

/** A message for the log: its name and that message's declared payload. */
export interface LogEntry<N extends LoggedMessageName> {
  nationalId: number;
  matchId: number;
  name: N;
  payload: LivePayload<N>;
}

/**
 * Appends a message to the match's log, in the caller's transaction, which must hold the
 * match's lock (`lockMatch`): then no other message of the match can commit between the one
 * before and this one. The channel is the message's; a payload that is not the message's
 * declared shape throws a `LiveMessageError` and nothing is written.
 */
export async function appendLog<N extends LoggedMessageName>(tx: Tx, entry: LogEntry<N>): Promise<number> {
  const { nationalId, matchId, name, payload } = entry;
  checkLoggedMessage(name, payload);
  const values = { nationalId, matchId, channel: channelOf(name, matchId), name, payload };
  const [appended] = await tx
    .insert(t.matchLog)
    .values(values)
    .returning({
      ...getTableColumns(t.matchLog),
      previous:
        sql<number>`(select coalesce(max(p.position), 0) from match_log p where p.match_id = "match_log"."match_id" and p.position < "match_log"."position")`.mapWith(
          Number,
        ),
    });
  const { previous, ...row } = appended!;
  const list = appendedBy.get(tx);
  if (list) list.push({ row, previous });
  else appendedBy.set(tx, [{ row, previous }]);
  return row.position;
}

/** The messages a transaction has appended so far (for its writer to hand on after commit). */
export function appendedIn(tx: Tx): Appended[] {
  return appendedBy.get(tx) ?? [];
}

export const logRepository = {
  /** Messages of a match after a position, in order. */
  after(db: Db, matchId: number, position: number, limit = LOG_PAGE): Promise<LogRow[]> {
    return db
      .select()
      .from(t.matchLog)
      .where(and(eq(t.matchLog.matchId, matchId), gt(t.matchLog.position, position)))
      .orderBy(asc(t.matchLog.position))
      .limit(limit);
  },

  /** Whether a position is one of this match's messages (so a client may resume from it). */
  async has(db: Db, matchId: number, position: number): Promise<boolean> {
    const [row] = await db
      .select({ n: sql<number>`1` })
      .from(t.matchLog)
      .where(and(eq(t.matchLog.matchId, matchId), eq(t.matchLog.position, position)));
    return row !== undefined;
  },

  /** The match's last position and when it was written, or nulls for an empty log. */
  async last(db: Db, matchId: number): Promise<{ position: number; at: Date } | null> {
    const [row] = await db
      .select({ position: t.matchLog.position, at: t.matchLog.createdAt })
      .from(t.matchLog)
      .where(eq(t.matchLog.matchId, matchId))
      .orderBy(sql`${t.matchLog.position} desc`)
      .limit(1);
    return row ?? null;
  },
};
