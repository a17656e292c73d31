import {
  type CompetitionDisplay,
  inHiddenRounds,
  type LivePayload,
  type LoggedMessageName,
} from '@touchline/domain';
import { and, asc, eq, getTableColumns, gt, sql } from 'drizzle-orm';
import type { Db, Tx } from '../db/client';
import * as t from '../db/schema';
import { resultsArePublic } from '../repositories/lookups';
import { channelOf, checkLoggedMessage } from './messages';

export type LogRow = typeof t.matchLog.$inferSelect;

/**
 * A message as a competition's feed reads it: `withheld` when the public may not see its
 * match (its competition's results are hidden, or it falls in a hidden-rounds window), so
 * the feed moves past it without sending it.
 */
export type CompetitionLogRow = LogRow & { withheld: boolean };

/** The most messages one read returns; a client further behind gets a snapshot instead. */
export const LOG_PAGE = 500;

/**
 * The first key of the transaction-level advisory locks that order a competition's log (the
 * second is the competition's id): a constant of this app's own, so that no other use of
 * advisory locks on the database meets them.
 */
const COMPETITION_LOG_LOCK = 0x746c_6c67; // 'tllg'

/** A match its transaction has locked, as it stood when the lock was taken. */
type LockedMatch = typeof t.matches.$inferSelect;

/** The matches each transaction has locked, by id. */
const lockedBy = new WeakMap<Tx, Map<number, LockedMatch>>();
/** The competitions whose log each transaction has locked, with their display settings. */
const competitionsLockedBy = new WeakMap<Tx, Map<number, CompetitionDisplay>>();

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
  if (row) {
    const list = lockedBy.get(tx);
    // The first lock's row stays: it is how the match stood before this transaction changed it.
    if (list) {
      if (!list.has(row.id)) list.set(row.id, row);
    } else lockedBy.set(tx, new Map([[row.id, row]]));
  }
  return row ?? null;
}

/** The match as it stood when this transaction locked it (`lockMatch`), or null if it has not. */
export const lockedMatch = (tx: Tx, matchId: number): LockedMatch | null =>
  lockedBy.get(tx)?.get(matchId) ?? null;

/**
 * A message a transaction appended, as the log holds it (the payload as the database returns
 * it, so its frame is byte for byte what a later read of the log makes), and the position of
 * the match's message before it (0 for the first). The writer hands these to this node's hub
 * once the transaction commits; `previous` lets the hub check it has sent everything before.
 * `competition` is the same for the competition's feed: the position of the competition's
 * message before it, and whether the public may not see it (`isShown`, as the write found the
 * match and its competition).
 */
export interface Appended {
  row: LogRow;
  previous: number;
  competition: { previous: number; withheld: boolean };
}

/** What each open transaction has appended, in order. */
const appendedBy = new WeakMap<Tx, Appended[]>();

/**
 * Makes the competition's log messages commit in position order: positions come from one
 * sequence for all matches, and a match's lock orders only that match's. Without this, a write
 * to one match could take position 100 and another match's 101, and 101 commit first: a
 * reader of the competition that saw 101 would never read 100. Holding this lock from before
 * its first position is taken until it commits (a transaction-level advisory lock is released
 * only then), a write of the competition gets its positions only after every earlier one has
 * committed or rolled back. It is taken after the match's row lock, and a write locks one
 * match: every transaction takes its locks in that order, so none waits for another in a cycle.
 * It is a statement of its own, before the insert, so that the insert's snapshot (from which it
 * reads the competition's message before) sees every message committed before the lock came.
 */
async function lockCompetitionLog(tx: Tx, competitionId: number): Promise<CompetitionDisplay> {
  const locked = competitionsLockedBy.get(tx);
  const known = locked?.get(competitionId);
  if (known) return known;
  // The same round trip reads the competition's display settings (see `isShown`).
  const [row] = await tx
    .select({
      locked: sql`pg_advisory_xact_lock(${COMPETITION_LOG_LOCK}::int, ${t.competitions.id})`,
      display: t.competitions.display,
    })
    .from(t.competitions)
    .where(eq(t.competitions.id, competitionId));
  // A match's competition is there (a foreign key); without its row, no lock was taken.
  if (!row) throw new Error(`Competition ${competitionId} was not found to lock its log`);
  if (locked) locked.set(competitionId, row.display);
  else competitionsLockedBy.set(tx, new Map([[competitionId, row.display]]));
  return row.display;
}

/**
 * Whether the public may see a match's messages, decided as the write logs them for this
 * node's hand-off: the rule of `resultsArePublic` (its competition shows results, and the match
 * is outside its hidden-rounds windows), which reads of the log apply in SQL.
 */
const isShown = (display: CompetitionDisplay, dateTime: Date | null) =>
  display.result && !inHiddenRounds(dateTime?.toISOString() ?? null, display.hideRounds);

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
 * before and this one. It also takes the competition's log lock (`lockCompetitionLog`), so no
 * other message of the competition can either. The channel is the message's; a payload that
 * is not the message's declared shape throws a `LiveMessageError` and nothing is written.
 */
export async function appendLog<N extends LoggedMessageName>(tx: Tx, entry: LogEntry<N>): Promise<number> {
  const { nationalId, matchId, name, payload } = entry;
  checkLoggedMessage(name, payload);
  const match = lockedBy.get(tx)?.get(matchId);
  if (!match)
    throw new Error(`Match ${matchId} must be locked (lockMatch) in the transaction that logs its messages`);
  const { competitionId } = match;
  const display = await lockCompetitionLog(tx, competitionId);
  const values = { nationalId, matchId, competitionId, channel: channelOf(name, matchId), name, payload };
  const [appended] = await tx
    .insert(t.matchLog)
    .values(values)
    .returning({
      ...getTableColumns(t.matchLog),
      previous:
        sql<number>`(select coalesce(max(p.position), 0) from match_log p where p.match_id = "match_log"."match_id" and p.position < "match_log"."position")`.mapWith(
          Number,
        ),
      competitionPrevious:
        sql<number>`(select coalesce(max(p.position), 0) from match_log p where p.competition_id = "match_log"."competition_id" and p.position < "match_log"."position")`.mapWith(
          Number,
        ),
    });
  const { previous, competitionPrevious, ...row } = appended!;
  const withheld = !isShown(display, match.dateTime);
  const entryAppended = { row, previous, competition: { previous: competitionPrevious, withheld } };
  const list = appendedBy.get(tx);
  if (list) list.push(entryAppended);
  else appendedBy.set(tx, [entryAppended]);
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

  /**
   * Messages of a competition's matches after a position, in order, each marked `withheld`
   * when the public may not see its match now (the rule of `resultsArePublic`). Complete up
   * to the last one read: the competition's messages commit in position order (`appendLog`).
   */
  afterInCompetition(
    db: Db,
    competitionId: number,
    position: number,
    limit = LOG_PAGE,
  ): Promise<CompetitionLogRow[]> {
    return db
      .select({ ...getTableColumns(t.matchLog), withheld: sql<boolean>`not ${resultsArePublic()}` })
      .from(t.matchLog)
      .innerJoin(t.matches, eq(t.matches.id, t.matchLog.matchId))
      .where(and(eq(t.matchLog.competitionId, competitionId), gt(t.matchLog.position, position)))
      .orderBy(asc(t.matchLog.position))
      .limit(limit);
  },

  /** Whether a position is one of this competition's messages (so a client may resume from it). */
  async hasInCompetition(db: Db, competitionId: number, position: number): Promise<boolean> {
    const [row] = await db
      .select({ n: sql<number>`1` })
      .from(t.matchLog)
      .where(and(eq(t.matchLog.competitionId, competitionId), eq(t.matchLog.position, position)));
    return row !== undefined;
  },

  /** The last position of a competition's messages, or 0 for an empty log. */
  async lastInCompetition(db: Db, competitionId: number): Promise<number> {
    const [row] = await db
      .select({ position: t.matchLog.position })
      .from(t.matchLog)
      .where(eq(t.matchLog.competitionId, competitionId))
      .orderBy(sql`${t.matchLog.position} desc`)
      .limit(1);
    return row?.position ?? 0;
  },

  /** The competition of a match, or null for an unknown match. */
  async competitionOf(db: Db, matchId: number): Promise<number | null> {
    const [row] = await db
      .select({ competitionId: t.matches.competitionId })
      .from(t.matches)
      .where(eq(t.matches.id, matchId));
    return row?.competitionId ?? null;
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
