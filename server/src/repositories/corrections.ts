import type { LivePayload, MatchStatus, SideScores } from '@touchline/domain';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Queryable } from '../db/client';
import * as t from '../db/schema';

/** A correction of a finished match, as its log keeps it (`logCorrection`). */
export interface CorrectionRow {
  at: Date;
  reason: string;
  scores: SideScores;
  status: MatchStatus;
}

type Logged = Extract<LivePayload<'event:refresh'>, { type: 'correction' }>;

export const correctionRepository = {
  /** A match's corrections, oldest first: its log's `event:refresh` messages of type correction. */
  async ofMatch(db: Queryable, matchId: number): Promise<CorrectionRow[]> {
    const rows = await db
      .select({ at: t.matchLog.createdAt, payload: t.matchLog.payload })
      .from(t.matchLog)
      .where(
        and(
          eq(t.matchLog.matchId, matchId),
          eq(t.matchLog.name, 'event:refresh'),
          sql`${t.matchLog.payload}->>'type' = 'correction'`,
        ),
      )
      .orderBy(asc(t.matchLog.position));
    return rows.map(({ at, payload }) => {
      // Checked against its declaration when it was logged (`appendLog`).
      const { reason, scores, status } = payload as Logged;
      return { at, reason, scores, status };
    });
  },
};
