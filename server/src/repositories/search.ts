import { and, asc, desc, eq, ilike, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Queryable } from '../db/client';
import * as t from '../db/schema';
import { teamListShownSql } from './lookups';

/** An ILIKE pattern that matches the text anywhere, with LIKE's wildcards escaped. */
export function containsPattern(text: string): string {
  return `%${text.trim().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/**
 * The text as a PostgreSQL regular expression matching itself: every ASCII character but a
 * letter or digit escaped (a backslash before a letter would be an escape of its own).
 */
const regexLiteral = (text: string) => text.replace(/[^A-Za-z0-9\u0080-\uffff]/g, (c) => `\\${c}`);

/**
 * The domain's `searchTier` in SQL, over one or more names (the best of them): 0 when a name is
 * the text, 1 when it holds the text as whole words, 2 when a word starts with it, 3 when it
 * merely contains it, null when none does. A word is letters and digits (`[[:alnum:]]`), so
 * the two agree wherever the database's locale knows the letters (test/searchRanking.test.ts).
 */
export function searchTierSql(text: string, names: readonly SQL[]): SQL {
  const literal = regexLiteral(text.trim());
  const startsWord = `(^|[^[:alnum:]])${literal}`;
  const wholeWord = `${startsWord}($|[^[:alnum:]])`;
  const tiers = names.map(
    (name) => sql`case
      when lower(btrim(${name})) = lower(${text.trim()}) then 0
      when ${name} ~* ${wholeWord} then 1
      when ${name} ~* ${startsWord} then 2
      when ${name} ilike ${containsPattern(text)} then 3
    end`,
  );
  return tiers.length === 1 ? tiers[0]! : sql`least(${sql.join(tiers, sql`, `)})`;
}

/** A name as ranked: lower case, compared by code point whatever the collation. */
const byName = (name: SQL | AnyPgColumn) => sql`lower(${name}) collate "C"`;

const within = (column: AnyPgColumn, entityId: number) =>
  sql`${column} @> ${sql.raw(`ARRAY[${Number(entityId)}]::integer[]`)}`;

/** A player's name as searched and shown: 'First Last'. */
const fullName = sql<string>`(${t.members.firstName} || ' ' || ${t.members.lastName})`;

export interface SearchScope {
  nationalId: number;
  /** Only what lies inside this entity (a branded prefix). */
  entityId?: number;
  /** The roster member types found as players; null for any. */
  playingTypes: readonly string[] | null;
}

/**
 * A member's places on rosters the public may see: their team lists its players (hideTeamList
 * false), as a playing member type, inside the scope's entity.
 */
function visibleRosterWhere(scope: SearchScope): SQL[] {
  const where: SQL[] = [eq(t.teamMembers.nationalId, scope.nationalId), teamListShownSql()];
  if (scope.playingTypes)
    where.push(
      scope.playingTypes.length ? inArray(t.teamMembers.memberType, [...scope.playingTypes]) : sql`false`,
    );
  if (scope.entityId !== undefined) where.push(within(t.teams.ancestors, scope.entityId));
  return where;
}

/**
 * Each type's first `limit` names matching the text, in the domain's search order (tier, then
 * name, then the newest season): teams, states, associations and clubs (states and
 * associations by their short names and slugs too), public competitions, and public members
 * listed as players on a team that shows its lists. A member who is not public is never
 * searched, under any name.
 */
export async function searchNames(db: Queryable, text: string, limit: number, scope: SearchScope) {
  const { nationalId, entityId } = scope;
  const pattern = containsPattern(text);
  const spacedSlug = sql`replace(${t.entities.slug}, '-', ' ')`;
  const shortNames = [sql`${t.entities.meta}->>'name'`, sql`${t.entities.slug}`, spacedSlug];
  const entityTier = sql<number>`least(${searchTierSql(text, [sql`${t.entities.name}`])},
    case when ${t.entities.level} in ('state', 'association') then ${searchTierSql(text, shortNames)} end)`;
  const entitiesOf = (level: 'state' | 'association' | 'club') => {
    const named = level === 'club' ? [sql`${t.entities.name}`] : [sql`${t.entities.name}`, ...shortNames];
    const where: SQL[] = [
      eq(t.entities.nationalId, nationalId),
      eq(t.entities.level, level),
      or(...named.map((name) => sql`${name} ilike ${pattern}`))!,
    ];
    if (entityId !== undefined) where.push(within(t.entities.ancestors, entityId));
    return db
      .select()
      .from(t.entities)
      .where(and(...where))
      .orderBy(entityTier, byName(t.entities.name), asc(t.entities.id))
      .limit(limit);
  };

  const teamWhere: SQL[] = [eq(t.teams.nationalId, nationalId), ilike(t.teams.name, pattern)];
  // A competition the national keeps off its public lists (display.public false) is not found either.
  const competitionWhere: SQL[] = [
    eq(t.competitions.nationalId, nationalId),
    ilike(t.competitions.name, pattern),
    sql`(${t.competitions.display}->>'public')::boolean`,
  ];
  if (entityId !== undefined) {
    teamWhere.push(within(t.teams.ancestors, entityId));
    competitionWhere.push(within(t.competitions.entityIds, entityId));
  }
  const latestSeason = sql<number>`max(${t.teams.season})`;
  const [states, associations, clubs, teams, competitions, players] = await Promise.all([
    entitiesOf('state'),
    entitiesOf('association'),
    entitiesOf('club'),
    db
      .select()
      .from(t.teams)
      .where(and(...teamWhere))
      .orderBy(
        searchTierSql(text, [sql`${t.teams.name}`]),
        byName(t.teams.name),
        desc(t.teams.season),
        asc(t.teams.id),
      )
      .limit(limit),
    db
      .select()
      .from(t.competitions)
      .where(and(...competitionWhere))
      .orderBy(
        searchTierSql(text, [sql`${t.competitions.name}`]),
        byName(t.competitions.name),
        desc(t.competitions.season),
        asc(t.competitions.id),
      )
      .limit(limit),
    db
      .select({ member: t.members, season: latestSeason })
      .from(t.members)
      .innerJoin(t.teamMembers, eq(t.teamMembers.memberId, t.members.id))
      .innerJoin(t.teams, eq(t.teams.id, t.teamMembers.teamId))
      .where(
        and(
          eq(t.members.nationalId, nationalId),
          eq(t.members.isPublic, true),
          sql`${fullName} ilike ${pattern}`,
          ...visibleRosterWhere(scope),
        ),
      )
      .groupBy(t.members.id)
      .orderBy(searchTierSql(text, [fullName]), byName(fullName), desc(latestSeason), asc(t.members.id))
      .limit(limit),
  ]);
  return { entities: [...clubs, ...associations, ...states], teams, competitions, players };
}

/**
 * The teams on whose visible rosters (as for `searchNames`) each member is listed, newest season
 * first, then by name.
 */
export async function playerTeams(db: Queryable, memberIds: readonly number[], scope: SearchScope) {
  if (!memberIds.length) return new Map<number, (typeof t.teams.$inferSelect)[]>();
  const rows = await db
    .select({ memberId: t.teamMembers.memberId, team: t.teams })
    .from(t.teamMembers)
    .innerJoin(t.teams, eq(t.teams.id, t.teamMembers.teamId))
    .where(and(inArray(t.teamMembers.memberId, [...memberIds]), ...visibleRosterWhere(scope)))
    .orderBy(desc(t.teams.season), byName(t.teams.name), asc(t.teams.id));
  const teams = new Map<number, (typeof t.teams.$inferSelect)[]>();
  for (const { memberId, team } of rows) teams.set(memberId, [...(teams.get(memberId) ?? []), team]);
  return teams;
}
