import { and, asc, desc, eq, lt, sql } from 'drizzle-orm';
import type { Queryable } from '../db/client';
import * as t from '../db/schema';

export type PlayRow = typeof t.plays.$inferSelect;
export type NewPlayRow = typeof t.plays.$inferInsert;

/** Plays of matches scored play by play. */
export const playRepository = {
  /** A match's plays in order. */
  ofMatch(db: Queryable, nationalId: number, matchId: number): Promise<PlayRow[]> {
    return db
      .select()
      .from(t.plays)
      .where(and(eq(t.plays.nationalId, nationalId), eq(t.plays.matchId, matchId)))
      .orderBy(asc(t.plays.seq));
  },

  /** The place the next play of a match takes: one after its last. */
  async nextSeq(db: Queryable, matchId: number): Promise<number> {
    const [row] = await db
      .select({ last: sql<number>`coalesce(max(${t.plays.seq}), 0)::int` })
      .from(t.plays)
      .where(eq(t.plays.matchId, matchId));
    return row!.last + 1;
  },

  /** One play of a match, or null. */
  async byId(db: Queryable, nationalId: number, matchId: number, playId: number): Promise<PlayRow | null> {
    const [row] = await db
      .select()
      .from(t.plays)
      .where(and(eq(t.plays.nationalId, nationalId), eq(t.plays.matchId, matchId), eq(t.plays.id, playId)));
    return row ?? null;
  },

  /** The id of a match's last play, or null when it has none. */
  async lastId(db: Queryable, matchId: number): Promise<number | null> {
    const [row] = await db
      .select({ id: t.plays.id })
      .from(t.plays)
      .where(eq(t.plays.matchId, matchId))
      .orderBy(desc(t.plays.seq))
      .limit(1);
    return row?.id ?? null;
  },

  /** The game state after the play before `seq`, or null when `seq` is the first. */
  async stateBefore(db: Queryable, matchId: number, seq: number) {
    const [row] = await db
      .select({ state: t.plays.state })
      .from(t.plays)
      .where(and(eq(t.plays.matchId, matchId), lt(t.plays.seq, seq)))
      .orderBy(desc(t.plays.seq))
      .limit(1);
    return row?.state ?? null;
  },
};
