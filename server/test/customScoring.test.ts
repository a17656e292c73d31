import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as t from '../src/db/schema';
import { generateDemo } from '../src/demo/generate';
import type { ImportFile } from '../src/import/format';
import { validateImport } from '../src/import/validate';
import { demoMatchRepository } from '../src/repositories/demoMatches';
import { FIXTURE_NOW } from './fixture';
import { startTestApp, type TestContext } from './harness';
import { bearer } from './live';
import { call, data } from './requests';

/**
 * Competitions that score with their own types (custom scoring events): the demo's soccer cup
 * and beach volleyball series. Their events are imported, served, scored live and ranked by the
 * competition's types, never the national's gridiron ones.
 */
let ctx: TestContext;
let ids: { cup: number; shootout: number; onPenalties: number; volleyballFinal: number };

async function matchId(sourceId: string): Promise<number> {
  const [row] = await ctx.database.db
    .select({ id: t.matches.id })
    .from(t.matches)
    .where(and(eq(t.matches.nationalId, 14), eq(t.matches.sourceId, sourceId)));
  return row!.id;
}

beforeAll(async () => {
  ctx = await startTestApp();
  const [cup] = await ctx.database.db
    .select({ id: t.competitions.id })
    .from(t.competitions)
    .where(and(eq(t.competitions.nationalId, 14), eq(t.competitions.sourceId, 'n14-c-cur-vic-soccer-cup')));
  ids = {
    cup: cup!.id,
    shootout: await matchId('n14-c-cur-vic-soccer-cup-k2-m1'),
    onPenalties: await matchId('n14-c-cur-vic-soccer-cup-k1-m2'),
    volleyballFinal: await matchId('n14-c-cur-qld-beach-volleyball-r1-m2'),
  };
});
afterAll(() => ctx.close());

describe('competitions with custom scoring events', () => {
  it("should serve a shoot-out's kicks under the cup's own type names", async () => {
    const match = await data(ctx, `/live/matches/${ids.shootout}`);
    expect(match.status).toBe('penalty');
    const kicks = match.scoringEvents.filter((e: { period: number }) => e.period === 9999);
    const names = new Set(kicks.map((e: { name: string }) => e.name));
    expect(names).toEqual(new Set(['Shoot-out Penalty', 'Shoot-out Penalty Miss']));
    const settled = await data(ctx, `/live/matches/${ids.onPenalties}`);
    expect(settled.status).toBe('final');
    expect(settled.scoringEvents.some((e: { period: number }) => e.period === 9999)).toBe(true);
    const { scoringEvents } = await data(ctx, `/live/competitions/${ids.cup}/events`);
    expect(scoringEvents.map((e: { type: number }) => e.type)).toEqual([101, 102, 103, 104]);
  });

  it("should record a kick of the shoot-out under way by the cup's type, and refuse a gridiron type", async () => {
    const match = await data(ctx, `/live/matches/${ids.shootout}`);
    const [taker] = await ctx.database.db
      .select({ id: t.teamListEntries.memberId })
      .from(t.teamListEntries)
      .where(
        and(eq(t.teamListEntries.matchId, ids.shootout), eq(t.teamListEntries.teamId, match.awayTeam._id)),
      )
      .limit(1);
    const { headers } = await bearer(ctx, 7, 'match', ids.shootout);
    const kick = { type: 103, isHomeTeam: false, period: 9999, min: 0, sec: 5, player: taker!.id };
    const scored = await call(ctx, `/live/matches/${ids.shootout}/scorings`, {
      method: 'POST',
      headers,
      payload: kick,
    });
    expect(scored.status, scored.raw).toBe(200);
    expect(scored.body.data.event).toMatchObject({ name: 'Shoot-out Penalty', value: 1 });
    expect(scored.body.data.scores).toEqual({
      homeTeam: match.scores.homeTeam,
      awayTeam: match.scores.awayTeam + 1,
    });
    const touchdown = await call(ctx, `/live/matches/${ids.shootout}/scorings`, {
      method: 'POST',
      headers,
      payload: { ...kick, type: 1, period: 2, sec: 6 },
    });
    expect(touchdown.status).toBe(400);
    expect(touchdown.body.message).toContain("scoring events of this match's competition");
  });

  it("should head the stats grid and rank the leaderboard with the series' own types", async () => {
    const { tableData } = await data(ctx, `/live/matches/${ids.volleyballFinal}/sport`);
    expect(tableData.headers).toEqual(expect.arrayContaining(['ATK', 'BLK', 'ACE']));
    expect(tableData.headers).not.toContain('TD');
    const competition = (await data(ctx, `/live/matches/${ids.volleyballFinal}`)).competition._id;
    const rows = await data(ctx, `/live/leaderboard/competition/${competition}?eventType=201`);
    expect(rows.length).toBeGreaterThan(5);
    expect(rows[0].eventSum).toBeGreaterThan(5);
    const refused = await call(ctx, `/live/leaderboard/competition/${competition}?eventType=1`);
    expect(refused.status).toBe(400);
  });

  it('should refuse an import whose event names a type its competition does not score with', () => {
    const [file] = generateDemo({ now: FIXTURE_NOW }) as [ImportFile];
    const soccerMatch = file.matches.findIndex((m) => m.id === 'n14-c-cur-vic-soccer-cup-k1-m1');
    const gridironMatch = file.matches.findIndex(
      (m) => m.competition === 'n14-c-cur-nsw-div1' && m.events?.length,
    );
    const goal = file.matches[soccerMatch]!.events!.findIndex((e) => e.kind === 'scoring');
    file.matches[soccerMatch]!.events![goal]!.type = 1;
    file.matches[gridironMatch]!.events!.find((e) => e.kind === 'scoring')!.type = 101;
    const result = validateImport(JSON.parse(JSON.stringify(file)));
    expect(result.ok).toBe(false);
    const messages = result.ok ? [] : result.problems.map((p) => `${p.path} ${p.message}`);
    expect(messages).toEqual([
      expect.stringMatching(
        new RegExp(
          `^\\$\\.matches\\[${gridironMatch}\\]\\.events\\[\\d+\\]\\.type is not a scoring type of the national$`,
        ),
      ),
      `$.matches[${soccerMatch}].events[${goal}].type is not one of the scoring events of 'n14-c-cur-vic-soccer-cup', which uses its own`,
    ]);
  });

  it('should leave the other sports alone when the demo scorer looks for a match to play', async () => {
    const db = ctx.database.db;
    const sportOf = async (id: number | null) => {
      const [row] = await db
        .select({ sport: t.matches.sportType })
        .from(t.matches)
        .where(eq(t.matches.id, id ?? 0));
      return row?.sport ?? null;
    };
    // Today's volleyball and soccer results are the newest finals, but not the scorer's to replay.
    const [newest] = await db
      .select({ id: t.matches.id })
      .from(t.matches)
      .where(and(eq(t.matches.nationalId, 14), eq(t.matches.status, 'final')))
      .orderBy(desc(t.matches.dateTime))
      .limit(1);
    expect(await sportOf(newest!.id)).not.toBe('gridiron');
    expect(await sportOf(await demoMatchRepository.latestFinal(db, 14, new Date(), []))).toBe('gridiron');
    // Nor is a volleyball match that starts soon the scorer's to start.
    const [beach] = await db
      .select({ dateTime: t.matches.dateTime })
      .from(t.matches)
      .where(eq(t.matches.sourceId, 'n14-c-cur-qld-beach-volleyball-r4-m1'));
    const at = beach!.dateTime!.getTime();
    const around = [new Date(at - 60_000), new Date(at + 60_000)] as const;
    expect(await demoMatchRepository.upcoming(db, 14, ...around, [])).toBeNull();
  });
});
