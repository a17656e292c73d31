import { NOT_UNDER_WAY } from '@touchline/domain';
import { and, asc, desc, eq, getTableColumns, gte, inArray, lt, notInArray, or, sql } from 'drizzle-orm';
import type { Queryable } from '../db/client';
import * as t from '../db/schema';
import { listedPublicly, type MatchRow, resultsArePublic } from './lookups';

export type EventRow = typeof t.events.$inferSelect;

export const matchRepository = {
  /**
   * The competitions a match's answers are built from: its own and, with `teams`, every
   * competition either team plays in (a team's form spans them). Empty for an unknown match.
   */
  async competitionsOf(db: Queryable, nationalId: number, id: number, options: { teams?: boolean } = {}) {
    const [match] = await db
      .select({
        competitionId: t.matches.competitionId,
        home: t.matches.homeTeamId,
        away: t.matches.awayTeamId,
      })
      .from(t.matches)
      .where(and(eq(t.matches.nationalId, nationalId), eq(t.matches.id, id)));
    if (!match) return [];
    const teams = [match.home, match.away].filter((team) => team != null);
    const others =
      options.teams && teams.length
        ? await db
            .selectDistinct({ id: t.competitionTeams.competitionId })
            .from(t.competitionTeams)
            .where(
              and(eq(t.competitionTeams.nationalId, nationalId), inArray(t.competitionTeams.teamId, teams)),
            )
        : [];
    return [...new Set([match.competitionId, ...others.map((c) => c.id)])];
  },

  async byId(db: Queryable, nationalId: number, id: number): Promise<MatchRow | null> {
    const [row] = await db
      .select()
      .from(t.matches)
      .where(and(eq(t.matches.nationalId, nationalId), eq(t.matches.id, id)));
    return row ?? null;
  },

  /** A match the public may see: its competition shows results. */
  async publicById(db: Queryable, nationalId: number, id: number): Promise<MatchRow | null> {
    const [row] = await db
      .select()
      .from(t.matches)
      .where(and(eq(t.matches.nationalId, nationalId), eq(t.matches.id, id), resultsArePublic()));
    return row ?? null;
  },

  /** The public matches of a competition (outside its hidden-rounds windows). */
  ofCompetition(db: Queryable, nationalId: number, competitionId: number): Promise<MatchRow[]> {
    return db
      .select()
      .from(t.matches)
      .where(
        and(
          eq(t.matches.nationalId, nationalId),
          eq(t.matches.competitionId, competitionId),
          resultsArePublic(),
        ),
      )
      .orderBy(asc(t.matches.dateTime), asc(t.matches.id));
  },

  /**
   * The public matches under way now across a national's public competitions (or those of one
   * entity, its owner or a team's), by competition order then kick-off: those scheduled to kick
   * off no earlier than `withinMs` ago, since a match left unfinished days ago is not live. A
   * match its scorer started before its scheduled time is live all the same. At most `limit`.
   */
  underWay(
    db: Queryable,
    nationalId: number,
    options: { now: Date; withinMs: number; limit: number; entityId?: number },
  ): Promise<MatchRow[]> {
    const { now, withinMs, limit, entityId } = options;
    return db
      .select(getTableColumns(t.matches))
      .from(t.matches)
      .innerJoin(t.competitions, eq(t.competitions.id, t.matches.competitionId))
      .where(
        and(
          eq(t.matches.nationalId, nationalId),
          notInArray(t.matches.status, [...NOT_UNDER_WAY]),
          gte(t.matches.dateTime, new Date(now.getTime() - withinMs)),
          listedPublicly(entityId),
        ),
      )
      .orderBy(asc(t.competitions.order), asc(t.competitions.id), asc(t.matches.dateTime), asc(t.matches.id))
      .limit(limit);
  },

  events(db: Queryable, nationalId: number, matchId: number): Promise<EventRow[]> {
    return db
      .select()
      .from(t.events)
      .where(and(eq(t.events.nationalId, nationalId), eq(t.events.matchId, matchId)))
      .orderBy(asc(t.events.period), asc(t.events.min), asc(t.events.sec), asc(t.events.id));
  },

  /**
   * How many scoring events of each type a team's side, or one member, has in each of some
   * matches: the team and player pages' per-match and per-season stats, in one grouped query.
   */
  eventCounts(
    db: Queryable,
    nationalId: number,
    matchIds: readonly number[],
    by: { teamId: number } | { memberId: number },
  ): Promise<{ matchId: number; type: number; count: number }[]> {
    if (matchIds.length === 0) return Promise.resolve([]);
    return db
      .select({ matchId: t.events.matchId, type: t.events.type, count: sql<number>`count(*)::int` })
      .from(t.events)
      .where(
        and(
          eq(t.events.nationalId, nationalId),
          inArray(t.events.matchId, [...matchIds]),
          eq(t.events.kind, 'scoring'),
          'teamId' in by ? eq(t.events.teamId, by.teamId) : eq(t.events.playerId, by.memberId),
        ),
      )
      .groupBy(t.events.matchId, t.events.type)
      .orderBy(asc(t.events.matchId), asc(t.events.type));
  },

  /** A team's last completed matches before a moment, newest first. */
  lastCompleted(
    db: Queryable,
    nationalId: number,
    teamId: number,
    before: Date,
    limit: number,
  ): Promise<MatchRow[]> {
    return db
      .select()
      .from(t.matches)
      .where(
        and(
          eq(t.matches.nationalId, nationalId),
          or(eq(t.matches.homeTeamId, teamId), eq(t.matches.awayTeamId, teamId)),
          inArray(t.matches.status, ['final', 'forfeit']),
          eq(t.matches.isBye, false),
          lt(t.matches.dateTime, before),
          resultsArePublic(),
        ),
      )
      .orderBy(desc(t.matches.dateTime))
      .limit(limit);
  },

  teamList(db: Queryable, nationalId: number, matchId: number, teamId: number) {
    return db
      .select({ entry: t.teamListEntries, member: t.members })
      .from(t.teamListEntries)
      .innerJoin(t.members, eq(t.members.id, t.teamListEntries.memberId))
      .where(
        and(
          eq(t.teamListEntries.nationalId, nationalId),
          eq(t.teamListEntries.matchId, matchId),
          eq(t.teamListEntries.teamId, teamId),
        ),
      );
  },
};
