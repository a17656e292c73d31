import { type HiddenWindow, inHiddenRounds } from '@touchline/domain';
import { and, eq, sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as t from '../src/db/schema';
import { resultsArePublic } from '../src/repositories/lookups';
import { startTestApp, type TestContext } from './harness';

let ctx: TestContext;
let competition: typeof t.competitions.$inferSelect;
let matches: { id: number; dateTime: Date | null }[];

beforeAll(async () => {
  ctx = await startTestApp();
  const db = ctx.database.db;
  // The public competition of national 14 with the most dated matches.
  const [busiest] = await db
    .select({ id: t.matches.competitionId })
    .from(t.matches)
    .innerJoin(t.competitions, eq(t.competitions.id, t.matches.competitionId))
    .where(and(eq(t.matches.nationalId, 14), sql`(${t.competitions.display}->>'result')::boolean`))
    .groupBy(t.matches.competitionId)
    .orderBy(sql`count(${t.matches.dateTime}) desc`)
    .limit(1);
  const [row] = await db.select().from(t.competitions).where(eq(t.competitions.id, busiest!.id));
  competition = row!;
  matches = await db
    .select({ id: t.matches.id, dateTime: t.matches.dateTime })
    .from(t.matches)
    .where(eq(t.matches.competitionId, competition.id));
});
afterAll(() => ctx.close());

/** The competition's matches the SQL rule shows the public under these windows. */
async function shownBySql(hideRounds: HiddenWindow[]): Promise<number[]> {
  const db = ctx.database.db;
  await db
    .update(t.competitions)
    .set({ display: { ...competition.display, hideRounds } })
    .where(eq(t.competitions.id, competition.id));
  const rows = await db
    .select({ id: t.matches.id })
    .from(t.matches)
    .where(and(eq(t.matches.competitionId, competition.id), resultsArePublic()));
  return rows.map((r) => r.id).sort((a, b) => a - b);
}

const shownByDomain = (hideRounds: HiddenWindow[]) =>
  matches
    .filter((m) => !inHiddenRounds(m.dateTime, hideRounds))
    .map((m) => m.id)
    .sort((a, b) => a - b);

describe('resultsArePublic › hidden rounds', () => {
  it('should hide exactly the matches the domain rule inHiddenRounds hides, ends included', async () => {
    const times = [...new Set(matches.flatMap((m) => (m.dateTime ? [m.dateTime.getTime()] : [])))];
    // Guards: a window can hide some matches and leave others.
    expect(times.length).toBeGreaterThan(3);
    const bound = fc.tuple(fc.constantFrom(...times), fc.constantFrom(-1, 0, 1));
    const window = fc
      .tuple(bound, bound)
      .map(([[a, da], [b, db]]) => ({ from: Math.min(a, b) + da, to: Math.max(a, b) + db }));
    let hidSome = false;
    await fc.assert(
      fc.asyncProperty(fc.array(window, { maxLength: 3 }), async (hideRounds) => {
        const expected = shownByDomain(hideRounds);
        hidSome ||= expected.length < matches.length;
        expect(await shownBySql(hideRounds)).toEqual(expected);
      }),
      { numRuns: 40 },
    );
    expect(hidSome).toBe(true);
  });
});
