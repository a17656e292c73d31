import { and, asc, eq } from 'drizzle-orm';
import type { Queryable } from '../db/client';
import * as t from '../db/schema';

export const resultGroupRepository = {
  list: (db: Queryable, nationalId: number) =>
    db
      .select()
      .from(t.resultGroups)
      .where(eq(t.resultGroups.nationalId, nationalId))
      .orderBy(asc(t.resultGroups.order), asc(t.resultGroups.id)),

  async byId(db: Queryable, nationalId: number, id: number) {
    const [row] = await db
      .select()
      .from(t.resultGroups)
      .where(and(eq(t.resultGroups.nationalId, nationalId), eq(t.resultGroups.id, id)));
    return row ?? null;
  },
};
