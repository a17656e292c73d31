import type { EntityLevel } from '@touchline/domain';
import { and, asc, eq, inArray, isNull, type SQL, sql } from 'drizzle-orm';
import type { Queryable } from '../db/client';
import * as t from '../db/schema';
import type { EntityRow } from './lookups';

export const entityRepository = {
  async byId(db: Queryable, nationalId: number, level: EntityLevel, id: number): Promise<EntityRow | null> {
    const [row] = await db
      .select()
      .from(t.entities)
      .where(and(eq(t.entities.nationalId, nationalId), eq(t.entities.level, level), eq(t.entities.id, id)));
    return row ?? null;
  },

  /**
   * Entities of a level inside an entity (at any depth), or all of that level when no
   * entity is given. For the national, states sit directly below it.
   */
  list(db: Queryable, nationalId: number, level: EntityLevel, within?: number | null): Promise<EntityRow[]> {
    const where: SQL[] = [eq(t.entities.nationalId, nationalId), eq(t.entities.level, level)];
    if (within != null)
      where.push(sql`${t.entities.ancestors} @> ${sql.raw(`ARRAY[${Number(within)}]::integer[]`)}`);
    else if (level === 'state') where.push(isNull(t.entities.parentId));
    return db
      .select()
      .from(t.entities)
      .where(and(...where))
      .orderBy(asc(t.entities.name));
  },

  /** How many competitions of a season reach each entity. */
  async competitionCounts(
    db: Queryable,
    nationalId: number,
    ids: number[],
    season: number | null,
  ): Promise<Map<number, number>> {
    if (!ids.length || season == null) return new Map();
    const rows = await db
      .select({ id: t.entities.id, n: sql<number>`count(${t.competitions.id})::int` })
      .from(t.entities)
      .leftJoin(
        t.competitions,
        and(
          eq(t.competitions.nationalId, t.entities.nationalId),
          eq(t.competitions.season, season),
          sql`${t.competitions.entityIds} @> array[${t.entities.id}]`,
        ),
      )
      .where(and(eq(t.entities.nationalId, nationalId), inArray(t.entities.id, ids)))
      .groupBy(t.entities.id);
    return new Map(rows.map((r) => [r.id, r.n]));
  },
};
