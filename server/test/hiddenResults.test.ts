import { and, eq, isNotNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as t from '../src/db/schema';
import { startTestApp, type TestContext } from './harness';
import { call } from './requests';

let ctx: TestContext;
let hidden: typeof t.matches.$inferSelect;

beforeAll(async () => {
  ctx = await startTestApp();
  const [row] = await ctx.database.db
    .select({ match: t.matches })
    .from(t.matches)
    .innerJoin(t.competitions, eq(t.competitions.id, t.matches.competitionId))
    .where(
      and(
        sql`(${t.competitions.display}->>'result')::boolean = false`,
        eq(t.matches.status, 'final'),
        isNotNull(t.matches.awayTeamId),
      ),
    )
    .limit(1);
  hidden = row!.match;
});
afterAll(() => ctx.close());

describe('a competition whose results are not public', () => {
  it('should keep its matches out of the match centre, team lists and sport table', async () => {
    for (const path of [
      `/live/matches/${hidden.id}`,
      `/live/matches/${hidden.id}/sport`,
      `/live/matches/${hidden.id}/competition-settings`,
      `/live/teamlists/matches/${hidden.id}/teams/${hidden.homeTeamId}`,
    ])
      expect((await call(ctx, path)).status, path).toBe(404);
  });

  it('should keep its matches off team and player pages', async () => {
    const team = (await call(ctx, `/live/teams/${hidden.homeTeamId}`)).body.data;
    expect(team.matches.map((m: any) => m._id)).not.toContain(hidden.id);
    const [listed] = await ctx.database.db
      .select({ memberId: t.teamListEntries.memberId })
      .from(t.teamListEntries)
      .where(eq(t.teamListEntries.matchId, hidden.id))
      .limit(1);
    const member = (await call(ctx, `/live/members/${listed!.memberId}`)).body.data;
    const shown = member.compAndMatches.flatMap((group: any) => group.matches.map((m: any) => m._id));
    expect(shown).not.toContain(hidden.id);
  });

  it('should say the schedule is not public and list nothing', async () => {
    const { body } = await call(ctx, `/live/matches/competitions/${hidden.competitionId}`);
    expect(body.data.displays.result).toBe(false);
    expect(body.data.matches).toEqual([]);
    expect(body.data.byes).toEqual([]);
  });
});
