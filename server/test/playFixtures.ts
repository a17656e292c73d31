import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../src/db/client';
import * as t from '../src/db/schema';

/** The gridiron rules of national 14's demo: a 100-yard field, and its scoring type codes. */
export const GRIDIRON_SETTINGS = {
  fieldLength: 100,
  yardsToGain: 10,
  timeoutsPerHalf: 3,
  scoringTypes: { touchdown: 1, extraPoint: 2, twoPoint: 3, fieldGoal: 4, safety: 5 },
};

/** Makes a competition scored play by play. */
export async function enableGridiron(db: Db, competitionId: number) {
  const [competition] = await db.select().from(t.competitions).where(eq(t.competitions.id, competitionId));
  await db
    .update(t.competitions)
    .set({ settings: { ...competition!.settings, gridiron: GRIDIRON_SETTINGS } })
    .where(eq(t.competitions.id, competitionId));
}

/** Makes a competition scored the old way, events only (the demo scores some play by play). */
export async function disableGridiron(db: Db, competitionId: number) {
  const [competition] = await db.select().from(t.competitions).where(eq(t.competitions.id, competitionId));
  const { gridiron: _, ...settings } = competition!.settings;
  await db.update(t.competitions).set({ settings }).where(eq(t.competitions.id, competitionId));
}

/**
 * Takes a match back to before its first play (the demo may have played some), its scores the
 * sum of the scoring events left.
 */
export async function clearPlays(db: Db, matchId: number) {
  await db.delete(t.plays).where(eq(t.plays.matchId, matchId));
  const sum = (home: boolean) =>
    sql`(select coalesce(sum(value), 0) from events where match_id = ${matchId} and kind = 'scoring' and is_home_team = ${home})`;
  await db
    .update(t.matches)
    .set({ game: null, homeScore: sum(true), awayScore: sum(false) })
    .where(eq(t.matches.id, matchId));
}

/** Two players on one side's team list of a match: one public, one made private. */
export interface Listed {
  public: number;
  private: number;
}

export async function listedPlayers(
  db: Db,
  match: typeof t.matches.$inferSelect,
  side: 'home' | 'away',
): Promise<Listed> {
  const teamId = side === 'home' ? match.homeTeamId! : match.awayTeamId!;
  const entries = await db
    .select({ memberId: t.teamListEntries.memberId })
    .from(t.teamListEntries)
    .where(
      and(
        eq(t.teamListEntries.matchId, match.id),
        eq(t.teamListEntries.teamId, teamId),
        eq(t.teamListEntries.isPlayer, true),
      ),
    )
    .orderBy(t.teamListEntries.memberId)
    .limit(2);
  if (entries.length < 2) throw new Error(`match ${match.id} lists fewer than 2 ${side} players`);
  const [open, hidden] = entries.map((e) => e.memberId) as [number, number];
  await db.update(t.members).set({ isPublic: true }).where(eq(t.members.id, open));
  await db.update(t.members).set({ isPublic: false }).where(eq(t.members.id, hidden));
  return { public: open, private: hidden };
}
