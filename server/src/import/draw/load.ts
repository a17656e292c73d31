import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import * as t from '../../db/schema';
import type { DrawContext } from './plan';

/** The competition a draw is for, as the write needs it. */
export interface DrawCompetition {
  id: number;
  nationalId: number;
  sourceId: string;
  ownerEntityId: number | null;
  sportType: string;
  periods: number;
  periodType: number;
}

/** A competition by id (in a national when one is given), or null. */
export async function drawCompetition(
  db: Queryable,
  competitionId: number,
  nationalId?: number,
): Promise<DrawCompetition | null> {
  const [row] = await db
    .select({
      id: t.competitions.id,
      nationalId: t.competitions.nationalId,
      sourceId: t.competitions.sourceId,
      ownerEntityId: t.competitions.ownerEntityId,
      sportType: t.competitions.sportType,
      settings: t.competitions.settings,
    })
    .from(t.competitions)
    .where(
      nationalId === undefined
        ? eq(t.competitions.id, competitionId)
        : and(eq(t.competitions.id, competitionId), eq(t.competitions.nationalId, nationalId)),
    );
  if (!row) return null;
  const { settings, ...competition } = row;
  return { ...competition, periods: settings.periods, periodType: settings.periodType };
}

/**
 * What a draw is matched against, in a fixed number of queries: the competition's teams,
 * rounds and matches (with how many scoring events each has), the national's venues and zone.
 */
export async function drawContext(db: Queryable, competition: DrawCompetition): Promise<DrawContext> {
  const { id: competitionId, nationalId } = competition;
  const [national] = await db
    .select({ timezone: t.nationals.timezone })
    .from(t.nationals)
    .where(eq(t.nationals.id, nationalId));
  const teams = await db
    .select({ id: t.teams.id, name: t.teams.name })
    .from(t.competitionTeams)
    .innerJoin(t.teams, eq(t.teams.id, t.competitionTeams.teamId))
    .where(eq(t.competitionTeams.competitionId, competitionId));
  const venues = await db
    .select({ id: t.venues.id, name: t.venues.name, timezone: t.venues.timezone })
    .from(t.venues)
    .where(eq(t.venues.nationalId, nationalId));
  const rounds = await db
    .select({
      id: t.rounds.id,
      number: t.rounds.number,
      name: t.rounds.name,
      displayName: t.rounds.displayName,
    })
    .from(t.rounds)
    .where(eq(t.rounds.competitionId, competitionId));
  const rows = await db
    .select({
      id: t.matches.id,
      roundId: t.matches.roundId,
      homeTeamId: t.matches.homeTeamId,
      awayTeamId: t.matches.awayTeamId,
      dateTime: t.matches.dateTime,
      venueId: t.matches.venueId,
      fieldName: t.matches.fieldName,
      homeScore: t.matches.homeScore,
      awayScore: t.matches.awayScore,
      status: t.matches.status,
    })
    .from(t.matches)
    .where(and(eq(t.matches.nationalId, nationalId), eq(t.matches.competitionId, competitionId)));
  const ids = rows.map((r) => r.id);
  const counted = ids.length
    ? await db
        .select({ matchId: t.events.matchId, count: sql<number>`count(*)`.mapWith(Number) })
        .from(t.events)
        .where(and(inArray(t.events.matchId, ids), eq(t.events.kind, 'scoring')))
        .groupBy(t.events.matchId)
    : [];
  const events = new Map(counted.map((c) => [c.matchId, c.count]));
  const matches = rows.flatMap((r) =>
    r.roundId === null || r.homeTeamId === null || r.awayTeamId === null
      ? []
      : [
          {
            ...r,
            roundId: r.roundId,
            homeTeamId: r.homeTeamId,
            awayTeamId: r.awayTeamId,
            events: events.get(r.id) ?? 0,
          },
        ],
  );
  return { competitionId, nationalId, timeZone: national?.timezone ?? 'UTC', teams, venues, rounds, matches };
}
