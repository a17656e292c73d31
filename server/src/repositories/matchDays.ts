import { and, asc, eq, getTableColumns, gte, lt, max, min, type SQL } from 'drizzle-orm';
import type { Queryable } from '../db/client';
import * as t from '../db/schema';
import { listedPublicly, type MatchRow } from './lookups';

interface DaySpan {
  /** The day's first moment and the next day's, in ms since the epoch. */
  from: number;
  to: number;
  /** A state's, association's or club's competitions only. */
  entityId?: number;
}

/** The national's matches its lists show, byes left out: a bye is no match to watch. */
const shown = (nationalId: number, entityId: number | undefined, ...more: SQL[]) =>
  and(eq(t.matches.nationalId, nationalId), eq(t.matches.isBye, false), listedPublicly(entityId), ...more);

/** The day's scoreboard: a national's matches by day. */
export const matchDayRepository = {
  /**
   * The matches kicking off within a span, by competition order then kick-off: at most
   * `limit`, and whether there were more.
   */
  async between(
    db: Queryable,
    nationalId: number,
    span: DaySpan & { limit: number },
  ): Promise<{ matches: MatchRow[]; truncated: boolean }> {
    const rows = await db
      .select(getTableColumns(t.matches))
      .from(t.matches)
      .innerJoin(t.competitions, eq(t.competitions.id, t.matches.competitionId))
      .where(
        shown(
          nationalId,
          span.entityId,
          gte(t.matches.dateTime, new Date(span.from)),
          lt(t.matches.dateTime, new Date(span.to)),
        ),
      )
      .orderBy(asc(t.competitions.order), asc(t.competitions.id), asc(t.matches.dateTime), asc(t.matches.id))
      .limit(span.limit + 1);
    return { matches: rows.slice(0, span.limit), truncated: rows.length > span.limit };
  },

  /** The kick-offs of the last match before the span and of the first after it, if any. */
  async nearest(
    db: Queryable,
    nationalId: number,
    span: DaySpan,
  ): Promise<{ before: Date | null; after: Date | null }> {
    const edge = (bound: SQL, pick: typeof min) =>
      db
        .select({ at: pick(t.matches.dateTime) })
        .from(t.matches)
        .innerJoin(t.competitions, eq(t.competitions.id, t.matches.competitionId))
        .where(shown(nationalId, span.entityId, bound));
    const [[before], [after]] = await Promise.all([
      edge(lt(t.matches.dateTime, new Date(span.from)), max),
      edge(gte(t.matches.dateTime, new Date(span.to)), min),
    ]);
    return { before: before?.at ?? null, after: after?.at ?? null };
  },
};
