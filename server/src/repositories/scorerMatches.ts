import type { Principal } from '@touchline/domain';
import { and, asc, eq, gte, lte, or, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Queryable } from '../db/client';
import * as t from '../db/schema';
import { ownedWithin, owner } from './scopes';

/** How far either side of now the console lists a token's matches. */
const WINDOW_MS = 14 * 86_400_000;
/** At most this many: a national-wide token lists the nearest of a whole season's matches. */
const LIMIT = 200;

const home = alias(t.teams, 'home');
const away = alias(t.teams, 'away');

/**
 * The same scope test as `mayWrite` (domain/src/access.ts) with the target `authorizeMatch`
 * (plugins/auth.ts) builds, in SQL: a match, its teams, the entities above them, and its
 * competition's owner and the entities above that (`ownedWithin`). `server/test/scorer.test.ts`
 * holds the two to the same answer.
 */
function inScope(principal: Principal): SQL | undefined {
  const id = principal.scopeId ?? -1;
  switch (principal.scopeType) {
    case 'national':
      return principal.role === 1 ? undefined : eq(t.matches.nationalId, id);
    case 'match':
      return eq(t.matches.id, id);
    case 'team':
      return or(eq(t.matches.homeTeamId, id), eq(t.matches.awayTeamId, id));
    default:
      return or(
        ownedWithin(id),
        sql`${home.ancestors} && ARRAY[${id}]::integer[]`,
        sql`${away.ancestors} && ARRAY[${id}]::integer[]`,
      );
  }
}

export const scorerMatchRepository = {
  /** The matches a token's scope covers that kick off within two weeks of now, or have no date. */
  inScope(db: Queryable, nationalId: number, principal: Principal, now: Date) {
    return db
      .select({
        id: t.matches.id,
        dateTime: t.matches.dateTime,
        status: t.matches.status,
        competitionId: t.competitions.id,
        competitionName: t.competitions.name,
        homeId: home.id,
        homeName: home.name,
        awayId: away.id,
        awayName: away.name,
      })
      .from(t.matches)
      .innerJoin(t.competitions, eq(t.competitions.id, t.matches.competitionId))
      .leftJoin(home, eq(home.id, t.matches.homeTeamId))
      .leftJoin(away, eq(away.id, t.matches.awayTeamId))
      .leftJoin(owner, eq(owner.id, t.competitions.ownerEntityId))
      .where(
        and(
          eq(t.matches.nationalId, nationalId),
          eq(t.matches.isBye, false),
          or(
            sql`${t.matches.dateTime} is null`,
            and(
              gte(t.matches.dateTime, new Date(now.getTime() - WINDOW_MS)),
              lte(t.matches.dateTime, new Date(now.getTime() + WINDOW_MS)),
            ),
          ),
          inScope(principal),
        ),
      )
      .orderBy(
        sql`abs(extract(epoch from ${t.matches.dateTime}) - ${now.getTime() / 1000})`,
        asc(t.matches.id),
      )
      .limit(LIMIT);
  },

  /** The name of what a scope names: its national, entity, team or match. */
  async scopeName(db: Queryable, nationalId: number, principal: Principal): Promise<string | null> {
    const id = principal.scopeId;
    if (id === null) return null;
    switch (principal.scopeType) {
      case 'national': {
        const [row] = await db
          .select({ name: t.nationals.name })
          .from(t.nationals)
          .where(eq(t.nationals.id, id));
        return row?.name ?? null;
      }
      case 'team': {
        const [row] = await db
          .select({ name: t.teams.name })
          .from(t.teams)
          .where(and(eq(t.teams.nationalId, nationalId), eq(t.teams.id, id)));
        return row?.name ?? null;
      }
      case 'match': {
        const [row] = await db
          .select({ home: home.name, away: away.name })
          .from(t.matches)
          .leftJoin(home, eq(home.id, t.matches.homeTeamId))
          .leftJoin(away, eq(away.id, t.matches.awayTeamId))
          .where(and(eq(t.matches.nationalId, nationalId), eq(t.matches.id, id)));
        return row ? `${row.home ?? 'TBA'} v ${row.away ?? 'TBA'}` : null;
      }
      default: {
        const [row] = await db
          .select({ name: t.entities.name })
          .from(t.entities)
          .where(and(eq(t.entities.nationalId, nationalId), eq(t.entities.id, id)));
        return row?.name ?? null;
      }
    }
  },
};
