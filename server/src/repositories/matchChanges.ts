import { and, desc, eq, isNull } from 'drizzle-orm';
import type { Queryable, Tx } from '../db/client';
import * as t from '../db/schema';

export type MatchChangeRow = typeof t.matchChanges.$inferSelect;
export type MatchChangeKind = MatchChangeRow['kind'];

/**
 * The match fields a change touched, as they were (`before`) or became (`after`), named as the
 * match row names them (`t.matches`: homeScore, fieldName…), a time as ISO text, so a revert puts
 * them back field by field whatever the kind.
 */
export type ChangedFields = Record<string, unknown>;

/** One manager change to record: `by` is the request's token (its label is read from it). */
export interface NewMatchChange {
  matchId: number;
  kind: MatchChangeKind;
  by: { tokenId: number };
  before: ChangedFields;
  after: ChangedFields;
}

/** The history of the changes managers make to matches (the /manage console's, not scoring's). */
export const matchChangeRepository = {
  /**
   * Records a change in the write's transaction, so it is kept if and only if the write commits.
   * Answers the new row.
   */
  async recordChange(tx: Tx, nationalId: number, change: NewMatchChange): Promise<MatchChangeRow> {
    const [token] = await tx
      .select({ label: t.scoringTokens.label })
      .from(t.scoringTokens)
      .where(eq(t.scoringTokens.id, change.by.tokenId));
    const [row] = await tx
      .insert(t.matchChanges)
      .values({
        nationalId,
        matchId: change.matchId,
        kind: change.kind,
        byTokenId: change.by.tokenId,
        byLabel: token?.label ?? null,
        before: change.before,
        after: change.after,
      })
      .returning();
    return row!;
  },

  /** A match's changes, newest first. */
  changesOf(db: Queryable, nationalId: number, matchId: number): Promise<MatchChangeRow[]> {
    return db
      .select()
      .from(t.matchChanges)
      .where(and(eq(t.matchChanges.nationalId, nationalId), eq(t.matchChanges.matchId, matchId)))
      .orderBy(desc(t.matchChanges.id));
  },

  /** One change of a match, or null. */
  async byId(db: Queryable, nationalId: number, matchId: number, changeId: number) {
    const [row] = await db
      .select()
      .from(t.matchChanges)
      .where(
        and(
          eq(t.matchChanges.nationalId, nationalId),
          eq(t.matchChanges.matchId, matchId),
          eq(t.matchChanges.id, changeId),
        ),
      );
    return row ?? null;
  },

  /** The competition a removed match was in, from its last 'removed' change; null if none. */
  async removedFrom(db: Queryable, nationalId: number, matchId: number): Promise<number | null> {
    const [row] = await db
      .select({ before: t.matchChanges.before })
      .from(t.matchChanges)
      .where(
        and(
          eq(t.matchChanges.nationalId, nationalId),
          eq(t.matchChanges.matchId, matchId),
          eq(t.matchChanges.kind, 'removed'),
        ),
      )
      .orderBy(desc(t.matchChanges.id))
      .limit(1);
    const competitionId = row?.before.competitionId;
    return typeof competitionId === 'number' ? competitionId : null;
  },

  /**
   * Marks a change undone by the revert `revertedBy`; false when it already was (a concurrent
   * revert got there first), so the caller refuses the second.
   */
  async markReverted(tx: Tx, changeId: number, revertedBy: number): Promise<boolean> {
    const rows = await tx
      .update(t.matchChanges)
      .set({ revertedBy })
      .where(and(eq(t.matchChanges.id, changeId), isNull(t.matchChanges.revertedBy)))
      .returning({ id: t.matchChanges.id });
    return rows.length === 1;
  },
};
