/**
 * Finals settings and the playoff picture, on a real database: the settings through
 * PUT /live/competitions/{id}/competition-settings and the import, and the picture and the
 * clinched and eliminated marks on GET /live/ladders/competition/{id}.
 */
import { API_PREFIX, type CompetitionSettings, GRIDIRON_FINALS } from '@touchline/domain';
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as t from '../src/db/schema';
import { generateDemo } from '../src/demo/generate';
import type { ImportFile } from '../src/import/format';
import { validateImport } from '../src/import/validate';
import { FIXTURE_NOW } from './fixture';
import { startTestApp, type TestContext } from './harness';
import { bearer } from './live';
import { data } from './requests';

const WOMENS = "Women's National League";
const WOMENS_FINALS = { teams: 3, divisionWinnersFirst: true, wildCards: 1, byes: 1 };
const TOP_FOUR = { teams: 4, divisionWinnersFirst: false, wildCards: 0, byes: 0 };

let ctx: TestContext;
let admin: Record<string, string>;
let competitions: (typeof t.competitions.$inferSelect)[];
let season: number;
const named = (name: string) => competitions.find((c) => c.name === name && c.season === season)!;

const put = (competitionId: number, payload: unknown, headers = admin) =>
  ctx.app.inject({
    method: 'PUT',
    url: `${API_PREFIX}/live/competitions/${competitionId}/competition-settings`,
    headers: { 'content-type': 'application/json', ...headers },
    payload: JSON.stringify(payload),
  });
const storedSettings = async (competitionId: number) => {
  const [row] = await ctx.database.db
    .select({ settings: t.competitions.settings })
    .from(t.competitions)
    .where(eq(t.competitions.id, competitionId));
  return row!.settings;
};
/** The stored settings as a body: the spec's fields only. */
function bodyOf(settings: CompetitionSettings) {
  const {
    periods: _p,
    periodType: _t,
    periodLengthMinutes: _l,
    timeouts: _o,
    gridiron: _g,
    finals: _f,
    ...body
  } = settings;
  return body;
}

beforeAll(async () => {
  ctx = await startTestApp();
  admin = (await bearer(ctx, 2, 'national', 14)).headers;
  competitions = await ctx.database.db
    .select()
    .from(t.competitions)
    .where(eq(t.competitions.nationalId, 14))
    .orderBy(asc(t.competitions.id));
  season = Math.max(...competitions.map((c) => c.season));
});
afterAll(() => ctx.close());

describe('the finals of PUT /live/competitions/:id/competition-settings', () => {
  it('should set them, keep them when left out, and fall back to the default with null', async () => {
    const qld = named('QLD Premier Division');
    const body = bodyOf(await storedSettings(qld.id));
    const finals = { teams: 6, divisionWinnersFirst: false, wildCards: 0, byes: 2 };

    const set = await put(qld.id, { ...body, finals });
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json().data.finals).toEqual(finals);
    const ladder = await data(ctx, `/live/ladders/competition/${qld.id}`);
    expect(ladder.finals.settings).toEqual(finals);
    expect(ladder.finals.tables).toHaveLength(1);
    expect(ladder.finals.tables[0]).toMatchObject({ name: null, places: 6, byes: 2 });
    expect(ladder.finals.tables[0].seeds.map((s: any) => s.bye)).toEqual([
      true,
      true,
      false,
      false,
      false,
      false,
    ]);

    const kept = await put(qld.id, body);
    expect(kept.statusCode, kept.body).toBe(200);
    expect((await storedSettings(qld.id)).finals).toEqual(finals);

    const cleared = await put(qld.id, { ...body, finals: null });
    expect(cleared.statusCode, cleared.body).toBe(200);
    expect((await storedSettings(qld.id)).finals).toBeUndefined();
    // A gridiron ladder template's default.
    expect((await data(ctx, `/live/ladders/competition/${qld.id}`)).finals.settings).toEqual(GRIDIRON_FINALS);

    const none = await put(qld.id, { ...body, finals: { ...TOP_FOUR, teams: 0 } });
    expect(none.statusCode, none.body).toBe(200);
    const withoutFinals = await data(ctx, `/live/ladders/competition/${qld.id}`);
    expect(withoutFinals.finals).toBeNull();
    expect(withoutFinals.teams.every((row: any) => row.mark === null)).toBe(true);
  });

  it('should refuse finals that cannot stand together with a 400 naming the field, and write nothing', async () => {
    const vic = named('VIC Premier Division');
    const before = await storedSettings(vic.id);
    const refused: [unknown, string][] = [
      [{ ...TOP_FOUR, byes: 5 }, 'finals.byes'],
      [{ ...TOP_FOUR, wildCards: 2 }, 'finals.wildCards'],
      [{ teams: 3, divisionWinnersFirst: true, wildCards: 3, byes: 0 }, 'finals.wildCards'],
      [{ ...TOP_FOUR, teams: -1 }, 'finals.teams'],
      [{ ...TOP_FOUR, teams: 65 }, 'finals.teams'],
      [{ ...TOP_FOUR, extra: 1 }, 'finals'],
      [{ teams: 4, divisionWinnersFirst: false, wildCards: 0 }, 'finals'],
    ];
    for (const [finals, field] of refused) {
      const response = await put(vic.id, { ...bodyOf(before), finals });
      expect(response.statusCode, JSON.stringify(finals)).toBe(400);
      expect(response.json().message, JSON.stringify(finals)).toContain(field);
    }
    expect(await storedSettings(vic.id)).toEqual(before);
  });

  it("should answer 403 to a referee's token", async () => {
    const sa = named('SA Premier Division');
    const [match] = await ctx.database.db
      .select({ id: t.matches.id })
      .from(t.matches)
      .where(eq(t.matches.competitionId, sa.id))
      .limit(1);
    const referee = (await bearer(ctx, 7, 'match', match!.id)).headers;
    const response = await put(sa.id, { ...bodyOf(await storedSettings(sa.id)), finals: TOP_FOUR }, referee);
    expect(response.statusCode).toBe(403);
  });
});

describe('the finals of the import', () => {
  const [national14] = generateDemo({ now: FIXTURE_NOW }) as [ImportFile];

  it('should store each competition’s finals as the file gives them', async () => {
    expect((await storedSettings(named(WOMENS).id)).finals).toEqual(WOMENS_FINALS);
    expect((await storedSettings(named('WA Premier Division').id)).finals).toEqual(TOP_FOUR);
    const [previous] = await ctx.database.db
      .select({ settings: t.competitions.settings })
      .from(t.competitions)
      .where(and(eq(t.competitions.nationalId, 14), eq(t.competitions.season, season - 1)))
      .limit(1);
    expect(previous!.settings.finals).toEqual(TOP_FOUR);
  });

  it('should refuse finals that cannot stand together, naming their path', () => {
    const file: ImportFile = JSON.parse(JSON.stringify(national14));
    const i = file.competitions.findIndex((c) => c.name === WOMENS);
    file.competitions[i]!.settings.finals = {
      ...WOMENS_FINALS,
      wildCards: 0,
      divisionWinnersFirst: false,
      byes: 4,
    };
    const result = validateImport(file);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.problems).toEqual([
      {
        path: `$.competitions[${i}].settings.finals`,
        message: 'finals.byes cannot be more than finals.teams',
      },
    ]);
    file.competitions[i]!.settings.finals = WOMENS_FINALS;
    expect(validateImport(file).ok).toBe(true);
  });
});

describe('the playoff picture and marks of GET /live/ladders/competition/:id', () => {
  it("should seed the women's league's division winners first, then one wild card, the top seed with a bye", async () => {
    const womens = named(WOMENS);
    const ladder = await data(ctx, `/live/ladders/competition/${womens.id}`);
    expect(ladder.finals.settings).toEqual(WOMENS_FINALS);
    const tables = ladder.finals.tables;
    expect(tables.map((table: any) => table.name)).toEqual(['Eastern Conference', 'Southern Conference']);
    const conferences = (womens.conferences as { name: string; pools: string[] }[]).map((c) => c.pools);
    const leaders = new Map(
      ladder.teams.filter((row: any) => row.position === 1).map((row: any) => [row.pool, row._id]),
    );
    for (const [i, table] of tables.entries()) {
      expect(table).toMatchObject({ places: 3, byes: 1 });
      expect(table.seeds.map((s: any) => [s.seed, s.kind, s.bye])).toEqual([
        [1, 'division', true],
        [2, 'division', false],
        [3, 'wildCard', false],
      ]);
      // The division winners are the leaders of the conference's two divisions.
      const winners = table.seeds.slice(0, 2);
      expect(winners.map((s: any) => s.division).sort()).toEqual([...conferences[i]!].sort());
      for (const s of winners) expect(s._id).toBe(leaders.get(s.division));
      expect(winners[1].separatedFromNext).toEqual({
        kind: 'finals',
        key: 'divisionWinner',
        name: 'Division winner',
      });
      expect(conferences[i]).toContain(table.seeds[2].division);
      // Every other team of the conference chases, best first; the invitational team is in none.
      expect(table.chasing).toHaveLength(3);
      expect(table.chasing.at(-1).separatedFromNext).toBeNull();
    }
    const pictured = tables.flatMap((table: any) =>
      [...table.seeds, ...table.chasing].map((r: any) => r._id),
    );
    const guest = ladder.teams.find((row: any) => row.pool === 'Unknown Pool');
    expect(pictured).not.toContain(guest._id);
    expect(new Set(pictured).size).toBe(12);
  });

  it('should mark each team with a method, only as the picture allows', async () => {
    for (const name of [WOMENS, 'NSW Premier Division', 'WA Premier Division']) {
      const ladder = await data(ctx, `/live/ladders/competition/${named(name).id}`);
      expect(['final', 'exact', 'bound', 'none']).toContain(ladder.finals.marks);
      const seeded = new Set(
        ladder.finals.tables.flatMap((table: any) => table.seeds.map((s: any) => s._id)),
      );
      for (const row of ladder.teams) {
        expect(row).toHaveProperty('mark');
        // Every game left being cancelled is one outcome: a mark holds in the picture as it is.
        if (row.mark === 'e') expect(seeded.has(row._id), row.name).toBe(false);
        if (row.mark && row.mark !== 'e') expect(seeded.has(row._id), row.name).toBe(true);
      }
    }
    const previous = competitions.find((c) => c.season === season - 1 && c.name === 'NSW Premier Division')!;
    const finished = await data(ctx, `/live/ladders/competition/${previous.id}`);
    expect(finished.finals.marks).toBe('final');
    expect(finished.teams.map((row: any) => row.mark)).toEqual(
      finished.teams.map((row: any) => (row.position === 1 ? 'z' : row.position <= 4 ? 'x' : 'e')),
    );
  });

  it('should withhold the picture and the marks with the ladder', async () => {
    const hidden = competitions.filter(
      (c) => c.season === season && (!c.display.ladder || !c.display.result),
    );
    expect(hidden.length).toBeGreaterThan(0);
    for (const c of hidden) {
      const ladder = await data(ctx, `/live/ladders/competition/${c.id}`);
      expect(ladder.teams).toEqual([]);
      expect(ladder.finals).toBeNull();
    }
  });
});
