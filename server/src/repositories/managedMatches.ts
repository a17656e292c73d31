import type { Principal } from '@touchline/domain';
import { and, asc, count, eq, gte, inArray, lt, max, min, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Queryable } from '../db/client';
import * as t from '../db/schema';
import { competitionInScope, owner } from './scopes';

/**
 * What the manager's console reads (GET /live/manage/…): the competitions a token may manage
 * with their rounds and teams, the national's venues, and a competition's matches with what the
 * results grid needs to know of each. Each read is one query, whatever the number of rows.
 */

const home = alias(t.teams, 'home');
const away = alias(t.teams, 'away');
const potm = alias(t.members, 'potm');

/**
 * The row's match id, always named with its table: in a query of one table Drizzle names a
 * column alone, and inside a subquery of events that `id` would be the event's.
 */
const matchId = sql`${t.matches}.${sql.identifier('id')}`;

/**
 * Whether the match of a `matches` row was scored live: it has scoring events or plays. A
 * manager's result replaces such a score only on purpose (RESULT_SCORED_LIVE).
 */
export const scoredLiveSql =
  sql<boolean>`(exists (select 1 from ${t.events} where ${t.events.matchId} = ${matchId} and ${t.events.kind} = 'scoring')
    or exists (select 1 from ${t.plays} where ${t.plays.matchId} = ${matchId}))`.mapWith(Boolean);

/** How many changes the history of the match of a `matches` row holds. */
const changesSql =
  sql<number>`(select count(*) from ${t.matchChanges} where ${t.matchChanges.matchId} = ${matchId})`.mapWith(
    Number,
  );

/** Which of a competition's matches: a round's, or those kicking off in [from, to). */
export type MatchWindow = { roundId: number } | { from: Date; to: Date } | Record<string, never>;

function inWindow(window: MatchWindow): SQL | undefined {
  if ('roundId' in window) return eq(t.matches.roundId, window.roundId);
  if ('from' in window) return and(gte(t.matches.dateTime, window.from), lt(t.matches.dateTime, window.to));
  return undefined;
}

export const managedMatchRepository = {
  /**
   * The competitions of `fromSeason` and later (all seasons when null) that the token may manage
   * (`competitionInScope`), by season, then order and name; at most `limit`.
   */
  competitions(
    db: Queryable,
    nationalId: number,
    principal: Principal,
    fromSeason: number | null,
    limit: number,
  ) {
    return db
      .select({
        id: t.competitions.id,
        name: t.competitions.name,
        season: t.competitions.season,
        sportType: t.competitions.sportType,
      })
      .from(t.competitions)
      .leftJoin(owner, eq(owner.id, t.competitions.ownerEntityId))
      .where(
        and(
          eq(t.competitions.nationalId, nationalId),
          fromSeason === null ? undefined : gte(t.competitions.season, fromSeason),
          competitionInScope(principal),
        ),
      )
      .orderBy(
        asc(t.competitions.season),
        asc(t.competitions.order),
        asc(t.competitions.name),
        asc(t.competitions.id),
      )
      .limit(limit);
  },

  /** The rounds of competitions, each with its first and last kickoff and its number of matches. */
  rounds(db: Queryable, nationalId: number, competitionIds: number[]) {
    return db
      .select({
        id: t.rounds.id,
        competitionId: t.rounds.competitionId,
        number: t.rounds.number,
        type: t.rounds.type,
        name: t.rounds.name,
        displayName: t.rounds.displayName,
        firstDate: min(t.matches.dateTime),
        lastDate: max(t.matches.dateTime),
        matches: count(t.matches.id),
      })
      .from(t.rounds)
      .leftJoin(t.matches, eq(t.matches.roundId, t.rounds.id))
      .where(and(eq(t.rounds.nationalId, nationalId), inArray(t.rounds.competitionId, competitionIds)))
      .groupBy(t.rounds.id)
      .orderBy(asc(t.rounds.number), asc(t.rounds.id));
  },

  /** The teams that play competitions, by name. */
  teams(db: Queryable, nationalId: number, competitionIds: number[]) {
    return db
      .select({ competitionId: t.competitionTeams.competitionId, id: t.teams.id, name: t.teams.name })
      .from(t.competitionTeams)
      .innerJoin(t.teams, eq(t.teams.id, t.competitionTeams.teamId))
      .where(
        and(
          eq(t.competitionTeams.nationalId, nationalId),
          inArray(t.competitionTeams.competitionId, competitionIds),
        ),
      )
      .orderBy(asc(t.teams.name), asc(t.teams.id));
  },

  /** Every venue of the national, by name. */
  venues(db: Queryable, nationalId: number) {
    return db
      .select({ id: t.venues.id, name: t.venues.name, timeZone: t.venues.timezone })
      .from(t.venues)
      .where(eq(t.venues.nationalId, nationalId))
      .orderBy(asc(t.venues.name), asc(t.venues.id));
  },

  /** The competition a round belongs to, or null for no round of the national. */
  async competitionOfRound(db: Queryable, nationalId: number, roundId: number): Promise<number | null> {
    const [row] = await db
      .select({ competitionId: t.rounds.competitionId })
      .from(t.rounds)
      .where(and(eq(t.rounds.nationalId, nationalId), eq(t.rounds.id, roundId)));
    return row?.competitionId ?? null;
  },

  /**
   * A competition's matches in a window, byes included, by kickoff (undated last) then id, with
   * their teams', venue's and player of the match's names, their periods and per-period points
   * (for the grid's period inputs), whether they were scored live and how
   * many changes their history holds; at most `limit`.
   */
  matches(db: Queryable, nationalId: number, competitionId: number, window: MatchWindow, limit: number) {
    return db
      .select({
        id: t.matches.id,
        competitionId: t.matches.competitionId,
        roundId: t.matches.roundId,
        dateTime: t.matches.dateTime,
        venueId: t.venues.id,
        venueName: t.venues.name,
        field: t.matches.fieldName,
        status: t.matches.status,
        isBye: t.matches.isBye,
        isTba: t.matches.isTba,
        homeId: home.id,
        homeName: home.name,
        awayId: away.id,
        awayName: away.name,
        homeScore: t.matches.homeScore,
        awayScore: t.matches.awayScore,
        forfeitingTeamId: t.matches.forfeitingTeamId,
        periods: t.matches.periods,
        perPeriodScore: t.matches.perPeriodScore,
        periodPoints: t.matches.periodPoints,
        potmId: potm.id,
        potmFirstName: potm.firstName,
        potmLastName: potm.lastName,
        potmIsPublic: potm.isPublic,
        scoredLive: scoredLiveSql,
        changes: changesSql,
        updatedAt: t.matches.updatedAt,
      })
      .from(t.matches)
      .leftJoin(t.venues, eq(t.venues.id, t.matches.venueId))
      .leftJoin(home, eq(home.id, t.matches.homeTeamId))
      .leftJoin(away, eq(away.id, t.matches.awayTeamId))
      .leftJoin(potm, eq(potm.id, t.matches.playerOfTheMatchId))
      .where(
        and(
          eq(t.matches.nationalId, nationalId),
          eq(t.matches.competitionId, competitionId),
          inWindow(window),
        ),
      )
      .orderBy(sql`${t.matches.dateTime} asc nulls last`, asc(t.matches.id))
      .limit(limit);
  },
};

export type ManagedMatchRow = Awaited<ReturnType<typeof managedMatchRepository.matches>>[number];
