/**
 * The English league converter, and the ladder engine against 32 published Premier League
 * tables. Data: the English Football Database by Joshua C. Fjelstul, CC BY-SA 4.0.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ImportFile } from '../format';
import { validateImport } from '../validate';
import { englishIds, englishLeagueToImport, readEnglishTables, seasonLabel } from './convert';
import { parseCsv } from './csv';
import { englishSortOrder, GOAL_DIFFERENCE_ORDER, PUBLISHED_EXCEPTIONS, type WrongLine } from './rules';
import {
  checkEnglishLadders,
  computeEnglishLadders,
  publishedStandings,
  standingDifferences,
} from './verify';

const DATA = path.resolve(import.meta.dirname, '../../../../datasets/english-league');
const matchesCsv = readFileSync(path.join(DATA, 'league-matches.csv'), 'utf8');
const tablesCsv = readFileSync(path.join(DATA, 'league-tables.csv'), 'utf8');

describe('parseCsv', () => {
  it('should read quoted fields with commas, doubled quotes and line breaks', () => {
    const text = '\uFEFFa,"b, c",d\r\n"say ""hi""",,"two\nlines"\n\n1,"",3';
    expect(parseCsv(text)).toEqual([
      ['a', 'b, c', 'd'],
      ['say "hi"', '', 'two\nlines'],
      ['1', '', '3'],
    ]);
  });

  it('should keep a trailing empty field and refuse an unterminated quote', () => {
    expect(parseCsv('a,b,\n')).toEqual([['a', 'b', '']]);
    expect(() => parseCsv('a,"b\n')).toThrow(/quoted field/);
    expect(() => parseCsv('"a"b,c')).toThrow(/closing quote/);
  });
});

describe('englishLeagueToImport (tier 1)', () => {
  let file: ImportFile;
  beforeAll(() => {
    file = englishLeagueToImport(matchesCsv, tablesCsv, { tier: 1, nationalId: 901 });
  });

  it('should build a valid import file of 32 seasons', () => {
    const result = validateImport(JSON.parse(JSON.stringify(file)));
    expect(result.ok ? [] : result.problems).toEqual([]);
    expect(file.national).toMatchObject({
      id: 901,
      name: 'English Football League (1992–2023)',
      timezone: 'Europe/London',
    });
    expect(file.seasons).toHaveLength(32);
    expect(file.seasons.filter((s) => s.currentSeason)).toEqual([{ id: 2023, currentSeason: true }]);
    expect(file.competitions.map((c) => c.name).slice(0, 2)).toEqual([
      'Premier League 1992/93',
      'Premier League 1993/94',
    ]);
    expect(file.competitions.at(-1)!.name).toBe('Premier League 2023/24');
    expect(file.matches).toHaveLength(12406);
    // 22 clubs a season to 1994/95, 20 since.
    expect(file.teams).toHaveLength(3 * 22 + 29 * 20);
    expect(file.teams[0]).toMatchObject({ id: 'T-022-1992', name: 'Manchester United', season: 1992 });
    expect(file.matches[0]).toEqual({
      id: 'M-1992-1-001',
      competition: 'C-1992-1',
      round: null,
      dateTime: null,
      status: 'final',
      homeTeam: 'T-029-1992',
      awayTeam: 'T-002-1992',
      scores: { homeTeam: 0, awayTeam: 1 },
    });
    expect(seasonLabel(1999)).toBe('1999/00');
  });

  it('should carry the published points deductions as ladder adjustments', () => {
    const names = new Map(file.teams.map((t) => [t.id, t.name]));
    const adjustments = file.competitions.flatMap((c) =>
      (c.ladderAdjustments ?? []).map((a) => `${c.season} ${a.team} ${names.get(a.team)} ${a.points}`),
    );
    expect(adjustments).toEqual([
      '1996 T-045-1996 Middlesbrough -3', // for calling off a match at Blackburn
      '2009 T-078-2009 Portsmouth -9', // administration
      '2023 T-007-2023 Everton -8', // profit and sustainability (−10 cut to −6, then −2)
      '2023 T-024-2023 Nottingham Forest -4', // profit and sustainability
    ]);
  });

  it('should find published points include the adjustment (3 × won + drawn + adjustment)', () => {
    const tier1 = readEnglishTables(tablesCsv).filter((r) => r.tier === 1);
    expect(tier1.filter((r) => r.points !== 3 * r.won + r.drawn + r.pointAdjustment)).toEqual([]);
    const portsmouth = tier1.find((r) => r.season === 2009 && r.teamName === 'Portsmouth')!;
    expect(portsmouth).toMatchObject({ won: 7, drawn: 7, points: 19, pointAdjustment: -9 });
  });

  it('should reproduce every published table row for row with computeLadder', () => {
    const published = publishedStandings(tablesCsv, 1);
    const ladders = computeEnglishLadders(file);
    const differences: Record<string, string[]> = {};
    for (const season of file.seasons.map((s) => s.id)) {
      const ladder = ladders.get(englishIds.competition(season, 1))!;
      const table = published.get(season)!;
      expect(ladder).toHaveLength(table.length);
      const found = standingDifferences(table, ladder);
      if (found.length) differences[seasonLabel(season)] = found;
    }
    expect(differences).toEqual({});
  });
});

/**
 * Where points → goal difference → goals scored does not give the published order of tiers
 * 2–4 ("some seasons used other rules"): this pins those seasons down and checks the rules
 * that explain them, which ./rules.ts gives the converter.
 */
describe('the lower tiers against the published tables', () => {
  const GOALS_SCORED = ['totalMatchPoints', 'pointsFor', 'pointsDifference'];
  const POINTS_PER_GAME = ['pointsRatio', 'pointsDifference', 'pointsFor'];
  const DEFAULT = ['totalMatchPoints', 'pointsDifference', 'pointsFor'];
  const files = new Map<number, ImportFile>();
  const fileOf = (tier: number) => {
    if (!files.has(tier))
      files.set(tier, englishLeagueToImport(matchesCsv, tablesCsv, { tier, nationalId: 900 + tier }));
    return files.get(tier)!;
  };
  /** The seasons whose ladder differs from the published table, with the differences. */
  const differingSeasons = (tier: number, sortFor: (season: number) => string[] | null = () => null) => {
    const file = fileOf(tier);
    for (const c of file.competitions)
      c.laddertemplate.selectedSortOptionsSorted = (sortFor(c.season) ?? DEFAULT).map((value) => ({ value }));
    const published = publishedStandings(tablesCsv, tier);
    const ladders = computeEnglishLadders(file);
    const result: Record<number, string[]> = {};
    for (const c of file.competitions) {
      const found = standingDifferences(published.get(c.season)!, ladders.get(c.id)!);
      if (found.length) result[c.season] = found;
    }
    return result;
  };

  it('should differ only in seasons to 1998/99 and in 2019/20', () => {
    expect([2, 3, 4].map((tier) => Object.keys(differingSeasons(tier)).map(Number))).toEqual([
      [1992, 1993, 1994, 1995, 1996, 1997, 1998],
      [1992, 1995, 1996, 1997, 2019],
      [1992, 1994, 1996, 1997, 2019],
    ]);
  });

  it('should match those seasons by goals scored (to 1998/99) and by points per game (2019/20)', () => {
    // Until 1999 the Football League separated teams level on points by goals scored;
    // 2019/20 in tiers 3 and 4 was cut short (COVID-19) and decided on points per game.
    const rules = (season: number) =>
      season <= 1998 ? GOALS_SCORED : season === 2019 ? POINTS_PER_GAME : null;
    expect([2, 3, 4].map((tier) => differingSeasons(tier, rules))).toEqual([
      {},
      {
        // Bury, expelled before playing in 2019/20: published with 12 points and an
        // adjustment of −12, the only row whose points are not 3W + D + adjustment.
        2019: [
          'position 24: published Bury P0 W0 D0 L0 F0 A0 GD0 Pts12; ladder 24. Bury P0 W0 D0 L0 F0 A0 GD0 Pts-12',
        ],
      },
      {
        // The 1995/96 Third Division as published follows goal difference, not goals scored.
        1995: [
          expect.stringMatching(/^position 8: published Barnet .* ladder 8\. Chester City/),
          expect.stringMatching(/^position 9: published Chester City .* ladder 9\. Barnet/),
          expect.stringMatching(/^position 18: published Mansfield Town .* ladder 18\. Lincoln City/),
          expect.stringMatching(/^position 19: published Lincoln City .* ladder 19\. Mansfield Town/),
        ],
      },
    ]);
    const tables = readEnglishTables(tablesCsv);
    expect(tables.filter((r) => r.points !== 3 * r.won + r.drawn + r.pointAdjustment)).toEqual([
      expect.objectContaining({ season: 2019, tier: 3, teamName: 'Bury', points: 12, pointAdjustment: -12 }),
    ]);
  });
});

describe('every tier with the rules of its era', () => {
  const BURY = PUBLISHED_EXCEPTIONS.find((e): e is WrongLine => 'wrongLine' in e)!;
  const sortOf = (file: ImportFile, season: number) =>
    file.competitions
      .find((c) => c.season === season)!
      .laddertemplate.selectedSortOptionsSorted.map((o) => o.value);

  it('should give each season the order its table was ranked by', () => {
    const tier2 = englishLeagueToImport(matchesCsv, tablesCsv, { tier: 2, nationalId: 902 });
    expect(sortOf(tier2, 1998)).toEqual(['totalMatchPoints', 'pointsFor', 'pointsDifference']);
    expect(sortOf(tier2, 1999)).toEqual(['totalMatchPoints', 'pointsDifference', 'pointsFor']);
    expect(sortOf(tier2, 2019)).toEqual(['totalMatchPoints', 'pointsDifference', 'pointsFor']);
    expect(englishSortOrder(1992, 1)).toEqual(GOAL_DIFFERENCE_ORDER);
    expect(englishSortOrder(2019, 3)).toEqual(['pointsRatio', 'pointsDifference', 'pointsFor']);
    expect(englishSortOrder(2019, 4)).toEqual(['pointsRatio', 'pointsDifference', 'pointsFor']);
    expect(englishSortOrder(1994, 4)).toEqual(['totalMatchPoints', 'pointsFor', 'pointsDifference']);
    // The exception: the 1995/96 Third Division as published follows goal difference.
    expect(englishSortOrder(1995, 4)).toEqual(GOAL_DIFFERENCE_ORDER);
    expect(englishSortOrder(1995, 3)).toEqual(['totalMatchPoints', 'pointsFor', 'pointsDifference']);
  });

  it('should match every published table of every tier, but for the listed published errors', () => {
    const result = [1, 2, 3, 4].map((tier) => {
      const file = englishLeagueToImport(matchesCsv, tablesCsv, { tier, nationalId: 900 + tier });
      const checks = checkEnglishLadders(file, tablesCsv, tier);
      return {
        seasons: checks.length,
        failing: checks.filter((c) => c.differences.length || c.stale.length),
        known: checks.flatMap((c) => c.known.map((k) => `${c.season} ${k.line}`)),
      };
    });
    expect(result).toEqual([
      { seasons: 32, failing: [], known: [] },
      { seasons: 32, failing: [], known: [] },
      { seasons: 32, failing: [], known: [`2019 ${BURY.wrongLine}`] },
      { seasons: 32, failing: [], known: [] },
    ]);
  });

  it('should give every exception its reason', () => {
    expect(PUBLISHED_EXCEPTIONS.map((e) => `${e.season} tier ${e.tier}`)).toEqual([
      '1995 tier 4',
      '2019 tier 3',
    ]);
    for (const e of PUBLISHED_EXCEPTIONS) expect(e.reason.length).toBeGreaterThan(60);
  });

  it('should report a season whose table differs, and an exception that no longer applies', () => {
    // Swap the top two of the 2005/06 Championship, and publish Bury's −12 as the ladder gives it.
    const rows = tablesCsv.split('\n');
    const top = rows.findIndex((r) => r.startsWith('2005,2,"Championship",1,'));
    const [first, second] = [rows[top]!, rows[top + 1]!];
    rows[top] = second.replace(',2,"Championship",2,', ',2,"Championship",1,');
    rows[top + 1] = first.replace(',2,"Championship",1,', ',2,"Championship",2,');
    const bury = rows.findIndex((r) => r.startsWith('2019,3,') && r.includes('"Bury"'));
    rows[bury] = rows[bury]!.replace(/,12,-12$/, ',-12,-12');
    const tampered = rows.join('\n');
    const failing = (tier: number) =>
      checkEnglishLadders(
        englishLeagueToImport(matchesCsv, tampered, { tier, nationalId: 900 + tier }),
        tampered,
        tier,
      )
        .filter((c) => c.differences.length || c.stale.length)
        .map((c) => ({ season: c.season, differences: c.differences.length, stale: c.stale }));
    expect(failing(2)).toEqual([{ season: 2005, differences: 2, stale: [] }]);
    expect(failing(3)).toEqual([{ season: 2019, differences: 0, stale: [BURY.wrongLine] }]);
  });
});
