import { and, asc, count, desc, eq, ilike, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { Queryable } from '../db/client';
import * as t from '../db/schema';
import { type MatchRow, type MemberRow, resultsArePublic, type TeamRow } from './lookups';
import { containsPattern } from './search';

export interface TeamPageFilter {
  page: number;
  limit: number;
  search?: string | undefined;
  season?: number | undefined;
  entityId?: number | undefined;
}

export const teamRepository = {
  ofClub(db: Queryable, nationalId: number, clubId: number, season?: number) {
    const where: SQL[] = [eq(t.teams.nationalId, nationalId), eq(t.teams.clubId, clubId)];
    if (season !== undefined) where.push(eq(t.teams.season, season));
    return db
      .select()
      .from(t.teams)
      .where(and(...where))
      .orderBy(desc(t.teams.season), asc(t.teams.name));
  },

  /** A page of teams by name, season and entity, with the total for pagination. */
  async page(
    db: Queryable,
    nationalId: number,
    filter: TeamPageFilter,
  ): Promise<{ rows: TeamRow[]; total: number }> {
    const where: SQL[] = [eq(t.teams.nationalId, nationalId)];
    if (filter.search?.trim()) where.push(ilike(t.teams.name, containsPattern(filter.search)));
    if (filter.season !== undefined) where.push(eq(t.teams.season, filter.season));
    if (filter.entityId !== undefined)
      where.push(sql`${t.teams.ancestors} @> ${sql.raw(`ARRAY[${Number(filter.entityId)}]::integer[]`)}`);
    const condition = and(...where);
    const [rows, [total]] = await Promise.all([
      db
        .select()
        .from(t.teams)
        .where(condition)
        .orderBy(asc(t.teams.name), desc(t.teams.season), asc(t.teams.id))
        .limit(filter.limit)
        .offset((filter.page - 1) * filter.limit),
      db.select({ n: count() }).from(t.teams).where(condition),
    ]);
    return { rows, total: Number(total?.n ?? 0) };
  },

  async byId(db: Queryable, nationalId: number, id: number): Promise<TeamRow | null> {
    const [row] = await db
      .select()
      .from(t.teams)
      .where(and(eq(t.teams.nationalId, nationalId), eq(t.teams.id, id)));
    return row ?? null;
  },

  roster(db: Queryable, nationalId: number, teamId: number) {
    return db
      .select({ entry: t.teamMembers, member: t.members })
      .from(t.teamMembers)
      .innerJoin(t.members, eq(t.members.id, t.teamMembers.memberId))
      .where(and(eq(t.teamMembers.nationalId, nationalId), eq(t.teamMembers.teamId, teamId)))
      .orderBy(asc(t.teamMembers.memberId));
  },

  /** Matches a team plays, soonest first (byes included, as the team page shows them). */
  matches(db: Queryable, nationalId: number, teamIds: number[]): Promise<MatchRow[]> {
    if (!teamIds.length) return Promise.resolve([]);
    return db
      .select()
      .from(t.matches)
      .where(
        and(
          eq(t.matches.nationalId, nationalId),
          or(inArray(t.matches.homeTeamId, teamIds), inArray(t.matches.awayTeamId, teamIds)),
          resultsArePublic(),
        ),
      )
      .orderBy(asc(t.matches.dateTime), asc(t.matches.id));
  },
};

export const memberRepository = {
  async byId(db: Queryable, nationalId: number, id: number): Promise<MemberRow | null> {
    const [row] = await db
      .select()
      .from(t.members)
      .where(and(eq(t.members.nationalId, nationalId), eq(t.members.id, id)));
    return row ?? null;
  },

  /** The matches a member was listed for, with the team they played for. */
  appearances(db: Queryable, nationalId: number, memberId: number) {
    return db
      .select({ teamId: t.teamListEntries.teamId, match: t.matches })
      .from(t.teamListEntries)
      .innerJoin(t.matches, eq(t.matches.id, t.teamListEntries.matchId))
      .where(
        and(
          eq(t.teamListEntries.nationalId, nationalId),
          eq(t.teamListEntries.memberId, memberId),
          resultsArePublic(),
        ),
      )
      .orderBy(asc(t.matches.dateTime));
  },

  /** Teams whose roster holds the member. */
  teams(db: Queryable, nationalId: number, memberId: number) {
    return db
      .select({ team: t.teams, entry: t.teamMembers })
      .from(t.teamMembers)
      .innerJoin(t.teams, eq(t.teams.id, t.teamMembers.teamId))
      .where(and(eq(t.teamMembers.nationalId, nationalId), eq(t.teamMembers.memberId, memberId)))
      .orderBy(desc(t.teams.season));
  },
};
