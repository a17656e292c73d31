import { and, eq, isNotNull, type SQL, sql } from 'drizzle-orm';
import { expect } from 'vitest';
import type { Database } from '../src/db/client';
import * as t from '../src/db/schema';
import { resultsArePublic } from '../src/repositories/lookups';

/** The demo's national the test apps show (the harness's default). */
export const NATIONAL = 14;

type MatchRow = typeof t.matches.$inferSelect;

/** A match of national 14 with both teams, in the given status, its results public or not. */
export async function demoMatch(
  database: Database,
  options: { status: MatchRow['status']; shown?: boolean },
): Promise<MatchRow> {
  const shown: SQL =
    options.shown === false
      ? sql`(${t.competitions.display}->>'result')::boolean = false`
      : resultsArePublic();
  const [row] = await database.db
    .select({ match: t.matches })
    .from(t.matches)
    .innerJoin(t.competitions, eq(t.competitions.id, t.matches.competitionId))
    .where(
      and(
        eq(t.matches.nationalId, NATIONAL),
        eq(t.matches.status, options.status),
        isNotNull(t.matches.homeTeamId),
        isNotNull(t.matches.awayTeamId),
        shown,
      ),
    )
    .orderBy(t.matches.id)
    .limit(1);
  if (!row) throw new Error(`the demo has no ${options.status} match (shown: ${options.shown ?? true})`);
  return row.match;
}

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/**
 * The size and colour type a PNG declares, after checking it is one: the signature, then the
 * IHDR chunk first (its length 13), as the PNG specification orders them.
 */
export function pngHeader(bytes: Buffer): { width: number; height: number; colourType: number } {
  expect(bytes.subarray(0, 8).equals(PNG_SIGNATURE), 'the PNG signature').toBe(true);
  expect(bytes.readUInt32BE(8), "IHDR's length").toBe(13);
  expect(bytes.subarray(12, 16).toString('latin1')).toBe('IHDR');
  expect(bytes.subarray(-8, -4).toString('latin1'), 'the IEND chunk last').toBe('IEND');
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20), colourType: bytes[25]! };
}
