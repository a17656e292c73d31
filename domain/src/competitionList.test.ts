import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { competitionCardTeams, listedCompetitions, seasonsNewestFirst } from './competitionList';
import { COMPETITION_CARD_LOGOS } from './constants';

describe('competitionCardTeams', () => {
  it('should show the first three logos and count every other team as +n', () => {
    fc.assert(
      fc.property(fc.array(fc.integer(), { maxLength: 40 }), (teams) => {
        const { shown, more } = competitionCardTeams(teams);
        expect(shown).toEqual(teams.slice(0, COMPETITION_CARD_LOGOS));
        expect(shown.length + more).toBe(teams.length);
        if (teams.length <= COMPETITION_CARD_LOGOS) expect(more).toBe(0);
      }),
    );
  });

  it('should count the teams a partial list leaves out when given the total', () => {
    expect(competitionCardTeams(['a', 'b', 'c'], 12)).toEqual({ shown: ['a', 'b', 'c'], more: 9 });
    // A total smaller than the list is stale; the list itself wins.
    expect(competitionCardTeams(['a', 'b', 'c', 'd'], 2)).toEqual({ shown: ['a', 'b', 'c'], more: 1 });
    expect(competitionCardTeams([])).toEqual({ shown: [], more: 0 });
  });
});

describe('listedCompetitions', () => {
  const competition = fc.record({
    _id: fc.integer({ min: 1, max: 1000 }),
    name: fc.string({ maxLength: 6 }),
    order: fc.integer({ min: -5, max: 5 }),
    display: fc.record({ public: fc.boolean() }),
  });

  it('should keep exactly the public competitions, by order ascending', () => {
    fc.assert(
      fc.property(fc.array(competition, { maxLength: 30 }), (list) => {
        const listed = listedCompetitions(list);
        expect(listed.every((c) => c.display.public)).toBe(true);
        expect(listed.length).toBe(list.filter((c) => c.display.public).length);
        for (let i = 1; i < listed.length; i++)
          expect(listed[i - 1]!.order).toBeLessThanOrEqual(listed[i]!.order);
      }),
    );
  });

  it('should not depend on the order the server sent', () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(competition, { selector: (c) => c._id, maxLength: 20 }),
        fc.integer(),
        (list, seed) => {
          const shuffled = [...list].sort((a, b) => ((a._id * seed) % 7) - ((b._id * seed) % 7));
          expect(listedCompetitions(shuffled)).toEqual(listedCompetitions(list));
        },
      ),
    );
  });

  it('should leave its input alone', () => {
    const list = [
      { _id: 2, name: 'B', order: 2, display: { public: true } },
      { _id: 1, name: 'A', order: 1, display: { public: false } },
    ];
    const copy = list.map((c) => ({ ...c, display: { ...c.display } }));
    listedCompetitions(list);
    expect(list).toEqual(copy);
  });
});

describe('seasonsNewestFirst', () => {
  it('should sort seasons by id, highest first, without changing its input', () => {
    const seasons = [
      { _id: 2025, currentSeason: false },
      { _id: 2026, currentSeason: true },
      { _id: 2021, currentSeason: false },
    ];
    expect(seasonsNewestFirst(seasons).map((s) => s._id)).toEqual([2026, 2025, 2021]);
    expect(seasons[0]!._id).toBe(2025);
  });
});
