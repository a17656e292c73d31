import { and, asc, eq, ilike, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client';
import * as t from '../db/schema';

/** An ILIKE pattern that matches the text anywhere, with LIKE's wildcards escaped. */
export function containsPattern(text: string): string {
  return `%${text.trim().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

const within = (column: AnyPgColumn, entityId: number) =>
  sql`${column} @> ${sql.raw(`ARRAY[${Number(entityId)}]::integer[]`)}`;

/** Teams, entities and public competitions whose names contain the text, each list capped. */
export async function searchNames(
  db: Db,
  nationalId: number,
  text: string,
  limit: number,
  entityId?: number,
) {
  const pattern = containsPattern(text);
  const entityWhere: SQL[] = [eq(t.entities.nationalId, nationalId), ilike(t.entities.name, pattern)];
  const teamWhere: SQL[] = [eq(t.teams.nationalId, nationalId), ilike(t.teams.name, pattern)];
  // A competition the national keeps off its public lists (display.public false) is not found either.
  const competitionWhere: SQL[] = [
    eq(t.competitions.nationalId, nationalId),
    ilike(t.competitions.name, pattern),
    sql`(${t.competitions.display}->>'public')::boolean`,
  ];
  if (entityId !== undefined) {
    entityWhere.push(within(t.entities.ancestors, entityId));
    teamWhere.push(within(t.teams.ancestors, entityId));
    competitionWhere.push(within(t.competitions.entityIds, entityId));
  }
  const [entities, teams, competitions] = await Promise.all([
    db
      .select()
      .from(t.entities)
      .where(and(...entityWhere))
      .orderBy(asc(t.entities.name))
      .limit(limit * 3),
    db
      .select()
      .from(t.teams)
      .where(and(...teamWhere))
      .orderBy(sql`${t.teams.season} desc`, asc(t.teams.name))
      .limit(limit),
    db
      .select()
      .from(t.competitions)
      .where(and(...competitionWhere))
      .orderBy(sql`${t.competitions.season} desc`, asc(t.competitions.order))
      .limit(limit),
  ]);
  return { entities, teams, competitions };
}
