import { defaultSeason, teamListShown } from '@touchline/domain';
import { and, eq, inArray, sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as t from '../src/db/schema';
import { nationalRepository } from '../src/repositories/national';
import { playerTeams } from '../src/repositories/search';
import { startTestApp, type TestContext } from './harness';

/**
 * Rules the server applies in SQL as well as in TypeScript, tied to the domain's rule by a
 * property: whatever the data, the query keeps exactly what the domain rule keeps.
 */
let ctx: TestContext;
beforeAll(async () => {
  ctx = await startTestApp();
});
afterAll(() => ctx.close());

const NATIONAL = 14;

describe("the current season › the domain's defaultSeason", () => {
  it('should pick the season the web app opens on, whatever seasons are marked current', async () => {
    const db = ctx.database.db;
    const seasons = fc.uniqueArray(
      fc.record({ _id: fc.integer({ min: 1990, max: 2100 }), currentSeason: fc.boolean() }),
      { selector: (s) => s._id, maxLength: 6 },
    );
    await fc.assert(
      fc.asyncProperty(seasons, async (list) => {
        await db.transaction(async (tx) => {
          await tx.delete(t.seasons).where(eq(t.seasons.nationalId, NATIONAL));
          if (list.length)
            await tx
              .insert(t.seasons)
              .values(list.map((s) => ({ nationalId: NATIONAL, id: s._id, currentSeason: s.currentSeason })));
        });
        expect(await nationalRepository.currentSeason(db, NATIONAL)).toBe(defaultSeason(list));
      }),
      { numRuns: 40 },
    );
  });
});

describe("search's visible rosters › the domain's teamListShown", () => {
  it('should find a member on exactly the teams that show their lists', async () => {
    const db = ctx.database.db;
    // Players listed on the most teams, so each run hides some of a member's teams and not others.
    const busiest = await db
      .select({ memberId: t.teamMembers.memberId })
      .from(t.teamMembers)
      .where(eq(t.teamMembers.nationalId, NATIONAL))
      .groupBy(t.teamMembers.memberId)
      .orderBy(sql`count(*) desc`, t.teamMembers.memberId)
      .limit(5);
    const memberIds = busiest.map((row) => row.memberId);
    const rosters = await db
      .select({ memberId: t.teamMembers.memberId, teamId: t.teamMembers.teamId })
      .from(t.teamMembers)
      .where(and(eq(t.teamMembers.nationalId, NATIONAL), inArray(t.teamMembers.memberId, memberIds)));
    const teamIds = [...new Set(rosters.map((row) => row.teamId))];
    expect(teamIds.length).toBeGreaterThan(memberIds.length);
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.boolean(), { minLength: teamIds.length, maxLength: teamIds.length }),
        async (hides) => {
          const hidden = teamIds.filter((_, i) => hides[i]);
          await db.update(t.teams).set({ hideTeamList: false }).where(inArray(t.teams.id, teamIds));
          if (hidden.length)
            await db.update(t.teams).set({ hideTeamList: true }).where(inArray(t.teams.id, hidden));
          const found = await playerTeams(db, memberIds, { nationalId: NATIONAL, playingTypes: null });
          for (const memberId of memberIds) {
            const expected = rosters
              .filter((row) => row.memberId === memberId)
              .filter((row) => teamListShown({ hideTeamList: hidden.includes(row.teamId) }))
              .map((row) => row.teamId)
              .sort((a, b) => a - b);
            const actual = (found.get(memberId) ?? []).map((team) => team.id).sort((a, b) => a - b);
            expect(actual).toEqual(expected);
          }
        },
      ),
      { numRuns: 30 },
    );
  });
});
