import { and, eq, inArray, isNotNull } from 'drizzle-orm';
import type { Database } from '../server/src/db/client';
import { openDatabase } from '../server/src/db/client';
import * as t from '../server/src/db/schema';
import { isEmpty, seedDemo } from '../server/src/seed';

/** The national the benchmarks measure. */
export const NATIONAL = 14;
/** The test fixture's moment: the demo then has gridiron matches in play. */
const NOW = new Date('2026-06-18T03:30:00Z');
const IN_PLAY = ['first-quarter', 'second-quarter', 'third-quarter', 'fourth-quarter'] as const;

/** The demo database: in memory (PGlite), or DATABASE_URL when set, seeded when empty. */
export async function openDemo(): Promise<Database> {
  const database = await openDatabase({ url: process.env.DATABASE_URL || null, dataDir: null });
  if (await isEmpty(database.db)) await seedDemo(database.db, { now: NOW });
  return database;
}

/** `count` gridiron matches of NATIONAL in play between two teams; throws when there are fewer. */
export async function matchesInPlay(database: Database, count: number) {
  const found = await database.db
    .select()
    .from(t.matches)
    .where(
      and(
        eq(t.matches.nationalId, NATIONAL),
        inArray(t.matches.status, [...IN_PLAY]),
        isNotNull(t.matches.homeTeamId),
        isNotNull(t.matches.awayTeamId),
      ),
    )
    .limit(count);
  if (found.length < count)
    throw new Error(`the demo has fewer than ${count} live matches of national ${NATIONAL}`);
  return found;
}
