import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { Queryable } from '../db/client';
import * as t from '../db/schema';

export const nationalRepository = {
  eventTypes: (db: Queryable, nationalId: number) =>
    db
      .select()
      .from(t.eventTypes)
      .where(eq(t.eventTypes.nationalId, nationalId))
      .orderBy(asc(t.eventTypes.kind), asc(t.eventTypes.type)),

  seasons: (db: Queryable, nationalId: number) =>
    db.select().from(t.seasons).where(eq(t.seasons.nationalId, nationalId)).orderBy(desc(t.seasons.id)),

  /** The national's current season by the domain's `defaultSeason` rule (server/test/sqlTwins.test.ts). */
  async currentSeason(db: Queryable, nationalId: number): Promise<number | null> {
    const [row] = await db
      .select({ id: t.seasons.id })
      .from(t.seasons)
      .where(eq(t.seasons.nationalId, nationalId))
      .orderBy(desc(t.seasons.currentSeason), desc(t.seasons.id))
      .limit(1);
    return row?.id ?? null;
  },

  statuses: (db: Queryable, nationalId: number) =>
    db
      .select()
      .from(t.statusDefinitions)
      .where(eq(t.statusDefinitions.nationalId, nationalId))
      .orderBy(asc(t.statusDefinitions.periodType), asc(t.statusDefinitions.period)),

  /** An entity by level and slug (or name), case-insensitively. */
  async entityBySlug(db: Queryable, nationalId: number, level: string, slug: string) {
    const needle = slug.toLowerCase();
    const [row] = await db
      .select()
      .from(t.entities)
      .where(
        and(
          eq(t.entities.nationalId, nationalId),
          eq(t.entities.level, level as 'state'),
          sql`(${t.entities.slug} = ${needle} or lower(${t.entities.name}) = ${needle})`,
        ),
      )
      .orderBy(sql`${t.entities.slug} = ${needle} desc`)
      .limit(1);
    return row ?? null;
  },
};
