import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  chipMatches,
  chooseChip,
  chooseLadderCompetition,
  competitionsOfSeason,
  leaderboardChips,
  teamsOfSeason,
} from './seasonLists';

const competition = (id: number, season: number, order: number, isPublic = true) => ({
  _id: id,
  name: `Competition ${id}`,
  order,
  season,
  display: { public: isPublic },
});

describe('competitionsOfSeason', () => {
  it("should keep the season's public competitions, by order", () => {
    const list = [
      competition(1, 2026, 5),
      competition(2, 2025, 1),
      competition(3, 2026, 1),
      competition(4, 2026, 0, false),
    ];
    expect(competitionsOfSeason(list, 2026).map((c) => c._id)).toEqual([3, 1]);
    expect(competitionsOfSeason(list, 2025).map((c) => c._id)).toEqual([2]);
    expect(competitionsOfSeason(list, 2024)).toEqual([]);
  });

  it('should list exactly the public ones of the season, ordered', () => {
    const arb = fc.array(
      fc.record({
        _id: fc.integer({ min: 1, max: 500 }),
        name: fc.constantFrom('A', 'B', 'C'),
        order: fc.integer({ min: 0, max: 20 }),
        season: fc.constantFrom(2025, 2026),
        display: fc.record({ public: fc.boolean() }),
      }),
    );
    fc.assert(
      fc.property(arb, fc.constantFrom(2025, 2026), (list, season) => {
        const shown = competitionsOfSeason(list, season);
        expect(shown.length).toBe(list.filter((c) => c.season === season && c.display.public).length);
        expect(shown.every((c) => c.season === season && c.display.public)).toBe(true);
        for (let i = 1; i < shown.length; i++)
          expect(shown[i - 1]!.order).toBeLessThanOrEqual(shown[i]!.order);
      }),
    );
  });
});

describe('teamsOfSeason', () => {
  it("should keep the season's teams, by name", () => {
    const teams = [
      { _id: 1, name: 'Lions', season: 2026 },
      { _id: 56, name: 'Lions', season: 2025 },
      { _id: 33, name: 'Lions Women', season: 2026 },
      { _id: 45, name: 'Lions Colts', season: 2026 },
    ];
    expect(teamsOfSeason(teams, 2026).map((t) => t._id)).toEqual([1, 45, 33]);
    expect(teamsOfSeason(teams, 2025).map((t) => t._id)).toEqual([56]);
  });
});

describe('chipMatches', () => {
  it('should match a case-insensitive part of the name, and everything when blank', () => {
    expect(chipMatches('NSW Premier Division', 'premier')).toBe(true);
    expect(chipMatches('NSW Premier Division', '  DIV ')).toBe(true);
    expect(chipMatches('NSW Premier Division', 'colts')).toBe(false);
    expect(chipMatches('Anything', '   ')).toBe(true);
  });

  it('should match every trimmed part of a name, in any case, and nothing absent', () => {
    const word = fc.stringMatching(/^[A-Za-z0-9 ]{0,16}$/);
    fc.assert(
      fc.property(word, fc.nat(), fc.nat(), (name, a, b) => {
        const part = name
          .slice(Math.min(a, b) % (name.length + 1), Math.max(a, b) % (name.length + 1))
          .trim();
        expect(chipMatches(name, part)).toBe(true);
        expect(chipMatches(name, part.toUpperCase())).toBe(true);
        expect(chipMatches(name, `${name}#`)).toBe(false);
      }),
    );
  });
});

describe('leaderboardChips', () => {
  it('should list custom leaderboards first, by order, then the competitions as given', () => {
    const chips = leaderboardChips(
      [
        { _id: 2, name: 'Kickers', order: 2 },
        { _id: 1, name: 'Scorers', order: 1 },
      ],
      [
        { _id: 1, name: 'NSW Premier Division' },
        { _id: 7, name: "Women's National League" },
      ],
    );
    expect(chips.map((c) => c.key)).toEqual(['custom-1', 'custom-2', 'competition-1', 'competition-7']);
    expect(chips[2]).toEqual({
      key: 'competition-1',
      kind: 'competition',
      id: 1,
      name: 'NSW Premier Division',
    });
  });

  it('should give every chip a unique key, customs before competitions', () => {
    const ids = fc.uniqueArray(fc.integer({ min: 1, max: 50 }));
    fc.assert(
      fc.property(ids, ids, (customIds, competitionIds) => {
        const chips = leaderboardChips(
          customIds.map((id) => ({ _id: id, name: `C${id}`, order: id % 3 })),
          competitionIds.map((id) => ({ _id: id, name: `P${id}` })),
        );
        expect(new Set(chips.map((c) => c.key)).size).toBe(chips.length);
        const firstCompetition = chips.findIndex((c) => c.kind === 'competition');
        if (firstCompetition >= 0)
          expect(chips.slice(firstCompetition).every((c) => c.kind === 'competition')).toBe(true);
      }),
    );
  });
});

describe('chooseChip', () => {
  const chips = [{ key: 'custom-1' }, { key: 'competition-2' }];
  it('should choose the asked chip while the list has it, else the first', () => {
    expect(chooseChip(chips, 'competition-2')).toBe(chips[1]);
    expect(chooseChip(chips, 'competition-9')).toBe(chips[0]);
    expect(chooseChip(chips, null)).toBe(chips[0]);
    expect(chooseChip([], 'custom-1')).toBeNull();
  });
});

describe('chooseLadderCompetition', () => {
  const c = (id: number, ladder: boolean, result = true) => ({ _id: id, display: { ladder, result } });
  const list = [c(1, false), c(2, true, false), c(3, true), c(4, true)];
  it('should choose the asked one, else the first with a public ladder, else the first', () => {
    expect(chooseLadderCompetition(list, 4)?._id).toBe(4);
    expect(chooseLadderCompetition(list, 1)?._id).toBe(1);
    expect(chooseLadderCompetition(list, 9)?._id).toBe(3);
    expect(chooseLadderCompetition([c(1, false), c(2, false)], null)?._id).toBe(1);
    expect(chooseLadderCompetition([], null)).toBeNull();
  });

  it('should never skip a public ladder for a withheld one unless asked', () => {
    const arb = fc.array(
      fc.record({ _id: fc.nat(), display: fc.record({ ladder: fc.boolean(), result: fc.boolean() }) }),
    );
    fc.assert(
      fc.property(arb, (competitions) => {
        const chosen = chooseLadderCompetition(competitions, null);
        if (competitions.some((x) => x.display.ladder && x.display.result))
          expect(chosen?.display.ladder && chosen.display.result).toBe(true);
        else expect(chosen).toBe(competitions[0] ?? null);
      }),
    );
  });
});
