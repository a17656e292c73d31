import { type Appearance, type CreditedEvent, inHiddenRounds } from '@touchline/domain';
import { and, eq, inArray, isNotNull, notInArray } from 'drizzle-orm';
import type { Queryable } from '../db/client';
import * as t from '../db/schema';
import { type CompetitionRow, resultsArePublic } from './lookups';

/** Matches that count for leaderboards: played or under way (not disputed), not byes, not in hidden windows. */
async function countedMatchIds(
  db: Queryable,
  nationalId: number,
  competitions: CompetitionRow[],
): Promise<number[]> {
  if (!competitions.length) return [];
  const rows = await db
    .select({ id: t.matches.id, competitionId: t.matches.competitionId, dateTime: t.matches.dateTime })
    .from(t.matches)
    .where(
      and(
        eq(t.matches.nationalId, nationalId),
        inArray(
          t.matches.competitionId,
          competitions.map((c) => c.id),
        ),
        notInArray(t.matches.status, ['pre-game', 'disputed']),
        eq(t.matches.isBye, false),
      ),
    );
  const windows = new Map(competitions.map((c) => [c.id, c.display.hideRounds]));
  return rows.filter((m) => !inHiddenRounds(m.dateTime, windows.get(m.competitionId)!)).map((m) => m.id);
}

export const leaderboardRepository = {
  /** Appearances and the credited events of one scoring type, over the given competitions. */
  async source(db: Queryable, nationalId: number, competitions: CompetitionRow[], eventType: number) {
    const matchIds = await countedMatchIds(db, nationalId, competitions);
    if (!matchIds.length) return { appearances: [] as Appearance[], events: [] as CreditedEvent[] };
    const [appearances, events] = await Promise.all([
      db
        .select({
          memberId: t.teamListEntries.memberId,
          teamId: t.teamListEntries.teamId,
          matchId: t.teamListEntries.matchId,
        })
        .from(t.teamListEntries)
        .where(
          and(
            eq(t.teamListEntries.nationalId, nationalId),
            inArray(t.teamListEntries.matchId, matchIds),
            eq(t.teamListEntries.isPlayer, true),
          ),
        ),
      db
        .select({ memberId: t.events.playerId, teamId: t.events.teamId, matchId: t.events.matchId })
        .from(t.events)
        .where(
          and(
            eq(t.events.nationalId, nationalId),
            inArray(t.events.matchId, matchIds),
            eq(t.events.kind, 'scoring'),
            eq(t.events.type, eventType),
            isNotNull(t.events.playerId),
            isNotNull(t.events.teamId),
          ),
        ),
    ]);
    return { appearances, events: events as CreditedEvent[] };
  },

  /** Matches with a Player of the Match, in the order they were played. */
  playersOfTheMatch(db: Queryable, nationalId: number, competitionId: number) {
    return db
      .select({ match: t.matches, round: t.rounds })
      .from(t.matches)
      .leftJoin(t.rounds, eq(t.rounds.id, t.matches.roundId))
      .where(
        and(
          eq(t.matches.nationalId, nationalId),
          eq(t.matches.competitionId, competitionId),
          isNotNull(t.matches.playerOfTheMatchId),
          resultsArePublic(),
        ),
      )
      .orderBy(t.matches.dateTime, t.matches.id);
  },

  /** The members' shirt numbers on the match-day lists of the given matches. */
  async shirtNumbers(db: Queryable, nationalId: number, matchIds: number[]) {
    if (!matchIds.length) return new Map<string, { teamId: number; shirtNum: number | null }>();
    const rows = await db
      .select({
        matchId: t.teamListEntries.matchId,
        memberId: t.teamListEntries.memberId,
        teamId: t.teamListEntries.teamId,
        shirtNum: t.teamListEntries.shirtNum,
      })
      .from(t.teamListEntries)
      .where(and(eq(t.teamListEntries.nationalId, nationalId), inArray(t.teamListEntries.matchId, matchIds)));
    return new Map(
      rows.map((r) => [`${r.matchId}:${r.memberId}`, { teamId: r.teamId, shirtNum: r.shirtNum }]),
    );
  },
};
