import { and, eq, inArray, sql } from 'drizzle-orm';
import type { VersionSource } from '../cache/versions';
import type { Queryable } from '../db/client';
import * as t from '../db/schema';
import { nationalRepository } from './national';

/** The versions database triggers keep (see server/drizzle/0002, 0004 and 0006). */
/**
 * Whether every one of the competitions is of a season before the national's current one (the
 * season marked current, else the latest): their answers change only by correction.
 */
export async function seasonsOver(db: Queryable, nationalId: number, competitionIds: number[]) {
  if (!competitionIds.length) return false;
  const current = await nationalRepository.currentSeason(db, nationalId);
  if (current === null) return false;
  const rows = await db
    .select({ season: t.competitions.season })
    .from(t.competitions)
    .where(and(eq(t.competitions.nationalId, nationalId), inArray(t.competitions.id, competitionIds)));
  return rows.length === competitionIds.length && rows.every((row) => row.season < current);
}

export const versionRepository = (db: Queryable): VersionSource => ({
  async national(nationalId) {
    const [row] = await db.select().from(t.nationals).where(eq(t.nationals.id, nationalId));
    return row ?? null;
  },

  async competition(nationalId, competitionId) {
    const [row] = await db
      .select({ v: t.competitions.resultsVersion })
      .from(t.competitions)
      .where(and(eq(t.competitions.nationalId, nationalId), eq(t.competitions.id, competitionId)));
    return row ? String(row.v) : null;
  },

  /**
   * Every results version only grows, so their sum grows whenever any does; the count covers a
   * competition deleted and another added (the catalogue version changes then too).
   */
  async results(nationalId) {
    const [row] = await db
      .select({
        sum: sql<string>`coalesce(sum(${t.competitions.resultsVersion}), 0)::text`,
        count: sql<string>`count(*)::text`,
      })
      .from(t.competitions)
      .where(eq(t.competitions.nationalId, nationalId));
    return `${row!.sum}.${row!.count}`;
  },
});
