import type { MatchStatus } from '@touchline/domain';
import { and, asc, desc, eq, gte, inArray, isNotNull, lte, notInArray } from 'drizzle-orm';
import type { Queryable } from '../db/client';
import * as t from '../db/schema';
import { resultsArePublic } from './lookups';

/**
 * Public gridiron matches with two teams, of one national: the scorer plays gridiron, so it
 * must never start, resume or replay a match of another sport the national's clubs play.
 */
const playable = (nationalId: number) =>
  and(
    eq(t.matches.nationalId, nationalId),
    eq(t.matches.sportType, 'gridiron'),
    isNotNull(t.matches.homeTeamId),
    isNotNull(t.matches.awayTeamId),
    eq(t.matches.isBye, false),
    resultsArePublic(),
  );

/** The queries of the demo scorer, which keeps demo matches live. */
export const demoMatchRepository = {
  /** Matches in one of these statuses (the ones under way). */
  async inStatuses(db: Queryable, nationalId: number, statuses: readonly MatchStatus[]): Promise<number[]> {
    const rows = await db
      .select({ id: t.matches.id })
      .from(t.matches)
      .where(and(playable(nationalId), inArray(t.matches.status, [...statuses])))
      .orderBy(asc(t.matches.dateTime), asc(t.matches.id));
    return rows.map((r) => r.id);
  },

  /** Matches not started yet whose kickoff falls between `from` and `to`, soonest first. */
  async upcoming(db: Queryable, nationalId: number, from: Date, to: Date, except: readonly number[]) {
    const rows = await db
      .select({ id: t.matches.id })
      .from(t.matches)
      .where(
        and(
          playable(nationalId),
          eq(t.matches.status, 'pre-game'),
          gte(t.matches.dateTime, from),
          lte(t.matches.dateTime, to),
          except.length ? notInArray(t.matches.id, [...except]) : undefined,
        ),
      )
      .orderBy(asc(t.matches.dateTime), asc(t.matches.id))
      .limit(1);
    return rows[0]?.id ?? null;
  },

  /** The most recently played final match, other than `except`. */
  async latestFinal(db: Queryable, nationalId: number, before: Date, except: readonly number[]) {
    const rows = await db
      .select({ id: t.matches.id })
      .from(t.matches)
      .where(
        and(
          playable(nationalId),
          eq(t.matches.status, 'final'),
          lte(t.matches.dateTime, before),
          except.length ? notInArray(t.matches.id, [...except]) : undefined,
        ),
      )
      .orderBy(desc(t.matches.dateTime), desc(t.matches.id))
      .limit(1);
    return rows[0]?.id ?? null;
  },

  async eventIds(db: Queryable, nationalId: number, matchId: number): Promise<number[]> {
    const rows = await db
      .select({ id: t.events.id })
      .from(t.events)
      .where(and(eq(t.events.nationalId, nationalId), eq(t.events.matchId, matchId)));
    return rows.map((r) => r.id);
  },

  /**
   * A fresh kickoff for a match about to be replayed: back at pre-game (so that its referee may
   * clear it: a finished match takes only a correction), no timeouts, no clock, no player of
   * the match.
   */
  async restart(db: Queryable, nationalId: number, matchId: number, kickoff: Date) {
    await db
      .update(t.matches)
      .set({
        status: 'pre-game',
        dateTime: kickoff,
        matchTimeouts: { homeTeam: 0, awayTeam: 0 },
        timer: null,
        playerOfTheMatchId: null,
        updatedAt: new Date(),
      })
      .where(and(eq(t.matches.nationalId, nationalId), eq(t.matches.id, matchId)));
  },
};
