import type { GameType } from '@touchline/domain';
import { and, asc, count, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Queryable } from '../db/client';
import * as t from '../db/schema';
import type { CompetitionRow, TeamRow } from './lookups';

export interface CompetitionFilter {
  season?: number | undefined;
  /** Competitions that reach any of these entities (owner, or a team, inside them). */
  entityIds?: number[] | undefined;
  gameType?: GameType | undefined;
  ids?: number[] | undefined;
}

export interface CompetitionWithTeams {
  competition: CompetitionRow;
  teams: { team: TeamRow; poolName: string | null }[];
  matchCount: number;
}

export const competitionRepository = {
  async list(db: Queryable, nationalId: number, filter: CompetitionFilter): Promise<CompetitionRow[]> {
    const where: SQL[] = [eq(t.competitions.nationalId, nationalId)];
    if (filter.season !== undefined) where.push(eq(t.competitions.season, filter.season));
    if (filter.gameType) where.push(eq(t.competitions.gameType, filter.gameType));
    if (filter.ids) where.push(inArray(t.competitions.id, filter.ids.length ? filter.ids : [0]));
    if (filter.entityIds?.length)
      where.push(
        sql`${t.competitions.entityIds} && ${sql.raw(`ARRAY[${filter.entityIds.map(Number).join(',')}]::integer[]`)}`,
      );
    return db
      .select()
      .from(t.competitions)
      .where(and(...where))
      .orderBy(asc(t.competitions.order), asc(t.competitions.name), asc(t.competitions.id));
  },

  async byId(db: Queryable, nationalId: number, id: number): Promise<CompetitionRow | null> {
    const [row] = await db
      .select()
      .from(t.competitions)
      .where(and(eq(t.competitions.nationalId, nationalId), eq(t.competitions.id, id)));
    return row ?? null;
  },

  /** The teams and match counts of competitions, in two queries. */
  async withTeams(
    db: Queryable,
    nationalId: number,
    competitions: CompetitionRow[],
  ): Promise<CompetitionWithTeams[]> {
    const ids = competitions.map((c) => c.id);
    if (!ids.length) return [];
    const [entries, counts] = await Promise.all([
      db
        .select({
          competitionId: t.competitionTeams.competitionId,
          poolName: t.competitionTeams.poolName,
          team: t.teams,
        })
        .from(t.competitionTeams)
        .innerJoin(t.teams, eq(t.teams.id, t.competitionTeams.teamId))
        .where(
          and(eq(t.competitionTeams.nationalId, nationalId), inArray(t.competitionTeams.competitionId, ids)),
        )
        .orderBy(asc(t.teams.name)),
      db
        .select({ competitionId: t.matches.competitionId, n: count() })
        .from(t.matches)
        .where(
          and(
            eq(t.matches.nationalId, nationalId),
            inArray(t.matches.competitionId, ids),
            eq(t.matches.isBye, false),
          ),
        )
        .groupBy(t.matches.competitionId),
    ]);
    const matchCounts = new Map(counts.map((c) => [c.competitionId, Number(c.n)]));
    return competitions.map((competition) => ({
      competition,
      teams: entries
        .filter((e) => e.competitionId === competition.id)
        .map((e) => ({ team: e.team, poolName: e.poolName })),
      matchCount: matchCounts.get(competition.id) ?? 0,
    }));
  },

  customLeaderboards(
    db: Queryable,
    nationalId: number,
    filter: { season?: number | undefined; entityIds?: number[] | undefined },
  ) {
    const where: SQL[] = [eq(t.customLeaderboards.nationalId, nationalId)];
    if (filter.season !== undefined) where.push(eq(t.customLeaderboards.season, filter.season));
    if (filter.entityIds?.length)
      where.push(
        sql`${t.customLeaderboards.entityIds} && ${sql.raw(`ARRAY[${filter.entityIds.map(Number).join(',')}]::integer[]`)}`,
      );
    return db
      .select()
      .from(t.customLeaderboards)
      .where(and(...where))
      .orderBy(asc(t.customLeaderboards.order), asc(t.customLeaderboards.id));
  },

  async customLeaderboard(db: Queryable, nationalId: number, id: number) {
    const [row] = await db
      .select()
      .from(t.customLeaderboards)
      .where(and(eq(t.customLeaderboards.nationalId, nationalId), eq(t.customLeaderboards.id, id)));
    return row ?? null;
  },
};
