import { setTimeout as sleep } from 'node:timers/promises';
import { and, eq, isNotNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/client';
import * as t from '../src/db/schema';
import { appendLog, lockMatch, logRepository } from '../src/live/log';
import { openTestDatabase } from './harness';

/**
 * A competition's log commits in position order (`appendLog` takes the competition's lock), so
 * a reader that reads past the last position it saw misses nothing, even while writes to
 * several of its matches commit at once: on PostgreSQL from several connections, on PGlite as
 * concurrently as its one connection allows.
 */
type Match = typeof t.matches.$inferSelect;

let database: Database;
let drop: () => Promise<void>;
let matches: [Match, Match];

beforeAll(async () => {
  ({ database, drop } = await openTestDatabase());
  const rows = await database.db
    .select()
    .from(t.matches)
    .where(and(eq(t.matches.nationalId, 14), isNotNull(t.matches.awayTeamId)))
    .orderBy(t.matches.id);
  const first = rows[0]!;
  matches = [first, rows.find((m) => m.competitionId === first.competitionId && m.id !== first.id)!];
});
afterAll(() => drop());

const WRITERS = 8;
const WRITES = 30;

/** Logs a message of a match in its own transaction, held open a moment after its position is taken. */
async function write(match: Match) {
  await database.db.transaction(async (tx) => {
    await lockMatch(tx, 14, match.id);
    await appendLog(tx, {
      nationalId: 14,
      matchId: match.id,
      name: 'event:refresh',
      payload: { type: 'scoring' },
    });
    // Long enough for another match's write to take a later position and commit first, were
    // it not made to wait.
    await sleep(Math.random() * 3);
  });
}

describe("a competition's log", () => {
  it('should let a reader past its last position miss nothing while writes to its matches commit concurrently', async () => {
    const competitionId = matches[0].competitionId;
    const db = database.db;
    const start = await logRepository.lastInCompetition(db, competitionId);
    const spans: { from: number; to: number }[] = [];
    let writing = true;
    const seen: number[] = [];
    /** Reads that found something while the writes went on. */
    let readsDuringWrites = 0;
    const reader = (async () => {
      let last = start;
      for (;;) {
        const during = writing;
        const rows = await logRepository.afterInCompetition(db, competitionId, last);
        for (const row of rows) seen.push(row.position);
        if (rows.length) last = rows.at(-1)!.position;
        if (rows.length && during) readsDuringWrites++;
        if (!during && rows.length === 0) return;
        if (rows.length === 0) await sleep(1);
      }
    })();
    await Promise.all(
      Array.from({ length: WRITERS }, async (_, w) => {
        for (let i = 0; i < WRITES; i++) {
          const from = performance.now();
          // Each writer alternates between the two matches, so writes to both are always open.
          await write(matches[(w + i) % 2]!);
          spans.push({ from, to: performance.now() });
        }
      }),
    );
    writing = false;
    await reader;

    const log = (await logRepository.afterInCompetition(db, competitionId, start, WRITERS * WRITES + 1)).map(
      (row) => row.position,
    );
    expect(log).toHaveLength(WRITERS * WRITES);
    // Every message, once, in order.
    expect(seen).toEqual(log);
    // Guards: the reader read while the writes went on, and the writes did overlap.
    expect(readsDuringWrites).toBeGreaterThan(10);
    const overlapping = spans.filter((a) => spans.some((b) => b !== a && b.from < a.to && a.from < b.to));
    expect(overlapping.length).toBeGreaterThan(WRITERS);
  });
});
