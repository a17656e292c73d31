import type { LadderMatch, LadderTeamInput } from '@touchline/domain';
import { and, asc, eq, isNotNull } from 'drizzle-orm';
import type { Db } from '../db/client';
import * as t from '../db/schema';

const REGULAR = new Set(['regular', 'Regular']);

export interface LadderSource {
  teams: (LadderTeamInput & { imgUrl: string | null })[];
  matches: LadderMatch[];
  adjustments: { teamId: number; points: number }[];
}

export const ladderRepository = {
  /** Teams, regular-round (and round-less) matches and adjustments of a competition. */
  async source(db: Db, nationalId: number, competitionId: number): Promise<LadderSource> {
    const [teams, matches, adjustments] = await Promise.all([
      db
        .select({ id: t.teams.id, name: t.teams.name, pool: t.competitionTeams.poolName, meta: t.teams.meta })
        .from(t.competitionTeams)
        .innerJoin(t.teams, eq(t.teams.id, t.competitionTeams.teamId))
        .where(
          and(
            eq(t.competitionTeams.nationalId, nationalId),
            eq(t.competitionTeams.competitionId, competitionId),
          ),
        ),
      db
        .select({ match: t.matches, roundNumber: t.rounds.number, roundType: t.rounds.type })
        .from(t.matches)
        .leftJoin(t.rounds, eq(t.rounds.id, t.matches.roundId))
        .where(and(eq(t.matches.nationalId, nationalId), eq(t.matches.competitionId, competitionId)))
        .orderBy(asc(t.matches.id)),
      db
        .select({ teamId: t.ladderAdjustments.teamId, points: t.ladderAdjustments.points })
        .from(t.ladderAdjustments)
        .where(
          and(
            eq(t.ladderAdjustments.nationalId, nationalId),
            eq(t.ladderAdjustments.competitionId, competitionId),
          ),
        ),
    ]);
    return {
      teams: teams.map((team) => ({
        id: team.id,
        name: team.name,
        pool: team.pool,
        imgUrl: team.meta.imgUrl ?? null,
      })),
      matches: matches
        .filter((row) => row.roundType == null || REGULAR.has(row.roundType))
        .map(({ match: m, roundNumber }) => ({
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
        })),
      adjustments,
    };
  },

  /** The result tables of an individual competition's events. */
  async tables(db: Db, nationalId: number, competitionId: number) {
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
