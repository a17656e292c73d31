import type { LadderMatch, LadderTeamInput } from '@touchline/domain';
import { and, asc, eq, inArray, isNotNull } from 'drizzle-orm';
import type { Queryable } from '../db/client';
import * as t from '../db/schema';

const REGULAR = new Set(['regular', 'Regular']);

export interface LadderSource {
  teams: (LadderTeamInput & { imgUrl: string | null })[];
  matches: LadderMatch[];
  adjustments: { teamId: number; points: number }[];
}

export const ladderRepository = {
  /** Teams, regular-round (and round-less) matches and adjustments of a competition. */
  async source(db: Queryable, nationalId: number, competitionId: number): Promise<LadderSource> {
    return (await ladderRepository.sources(db, nationalId, [competitionId])).get(competitionId)!;
  },

  /** The ladder sources of several competitions, in three queries whatever their number. */
  async sources(
    db: Queryable,
    nationalId: number,
    competitionIds: readonly number[],
  ): Promise<Map<number, LadderSource>> {
    const ids = [...new Set(competitionIds)];
    const sources = new Map<number, LadderSource>(
      ids.map((id) => [id, { teams: [], matches: [], adjustments: [] }]),
    );
    if (ids.length === 0) return sources;
    const [teams, matches, adjustments] = await Promise.all([
      db
        .select({
          competitionId: t.competitionTeams.competitionId,
          id: t.teams.id,
          name: t.teams.name,
          pool: t.competitionTeams.poolName,
          meta: t.teams.meta,
        })
        .from(t.competitionTeams)
        .innerJoin(t.teams, eq(t.teams.id, t.competitionTeams.teamId))
        .where(
          and(eq(t.competitionTeams.nationalId, nationalId), inArray(t.competitionTeams.competitionId, ids)),
        ),
      // Only what a ladder reads: a whole match row carries its periods, sets and tables too.
      db
        .select({
          match: {
            id: t.matches.id,
            competitionId: t.matches.competitionId,
            homeTeamId: t.matches.homeTeamId,
            awayTeamId: t.matches.awayTeamId,
            homeScore: t.matches.homeScore,
            awayScore: t.matches.awayScore,
            status: t.matches.status,
            isBye: t.matches.isBye,
            forfeitingTeamId: t.matches.forfeitingTeamId,
            dateTime: t.matches.dateTime,
          },
          roundNumber: t.rounds.number,
          roundType: t.rounds.type,
        })
        .from(t.matches)
        .leftJoin(t.rounds, eq(t.rounds.id, t.matches.roundId))
        .where(and(eq(t.matches.nationalId, nationalId), inArray(t.matches.competitionId, ids)))
        .orderBy(asc(t.matches.id)),
      db
        .select({
          competitionId: t.ladderAdjustments.competitionId,
          teamId: t.ladderAdjustments.teamId,
          points: t.ladderAdjustments.points,
        })
        .from(t.ladderAdjustments)
        .where(
          and(
            eq(t.ladderAdjustments.nationalId, nationalId),
            inArray(t.ladderAdjustments.competitionId, ids),
          ),
        ),
    ]);
    for (const team of teams)
      sources.get(team.competitionId)!.teams.push({
        id: team.id,
        name: team.name,
        pool: team.pool,
        imgUrl: team.meta.imgUrl ?? null,
      });
    for (const { match: m, roundNumber, roundType } of matches) {
      if (roundType != null && !REGULAR.has(roundType)) continue;
      sources.get(m.competitionId)!.matches.push({
        id: m.id,
        round: roundNumber ?? null,
        homeTeamId: m.homeTeamId,
        awayTeamId: m.awayTeamId,
        homeScore: m.homeScore,
        awayScore: m.awayScore,
        status: m.status,
        isBye: m.isBye,
        forfeitingTeamId: m.forfeitingTeamId,
        dateTime: m.dateTime?.getTime() ?? null,
      });
    }
    for (const { competitionId, teamId, points } of adjustments)
      sources.get(competitionId)!.adjustments.push({ teamId, points });
    return sources;
  },

  /** The result tables of an individual competition's events. */
  async tables(db: Queryable, nationalId: number, competitionId: number) {
    const rows = await db
      .select({ tableData: t.matches.tableData })
      .from(t.matches)
      .where(
        and(
          eq(t.matches.nationalId, nationalId),
          eq(t.matches.competitionId, competitionId),
          isNotNull(t.matches.tableData),
        ),
      );
    return rows.map((row) => row.tableData!);
  },
};
