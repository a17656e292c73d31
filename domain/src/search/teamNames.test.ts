import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { competitionsWithTeam, nameContains, nameParts, newestSeasonFirst } from './teamNames';

const competition = (id: number, ...teams: string[]) => ({ _id: id, teams: teams.map((name) => ({ name })) });

describe('nameContains', () => {
  it('should find the text anywhere in the name, ignoring case and surrounding spaces', () => {
    expect(nameContains('Sydney Uni Lions', 'lions')).toBe(true);
    expect(nameContains('Sydney Uni Lions', ' UNI ')).toBe(true);
    expect(nameContains('Sydney Uni Lions', 'tigers')).toBe(false);
    expect(nameContains('Sydney Uni Lions', '')).toBe(true);
  });
});

describe('competitionsWithTeam', () => {
  const list = [
    competition(1, 'Sydney Uni Lions', 'UNSW Raiders'),
    competition(2, 'Curtin Cougars'),
    competition(3),
    competition(4, 'Sydney Uni Lions Women'),
  ];

  it('should list only competitions with a team whose name contains the text', () => {
    expect(competitionsWithTeam(list, 'lions').map((c) => c._id)).toEqual([1, 4]);
    expect(competitionsWithTeam(list, 'cougars').map((c) => c._id)).toEqual([2]);
    expect(competitionsWithTeam(list, 'eagles')).toEqual([]);
  });

  it('should list every competition that has a team when there is no text', () => {
    expect(competitionsWithTeam(list, '').map((c) => c._id)).toEqual([1, 2, 4]);
  });

  it('should keep exactly the matching competitions, in their order', () => {
    const names = fc.array(fc.string({ maxLength: 8 }), { maxLength: 5 });
    fc.assert(
      fc.property(fc.array(names, { maxLength: 12 }), fc.string({ maxLength: 3 }), (teamLists, text) => {
        const competitions = teamLists.map((teams, i) => competition(i, ...teams));
        const kept = competitionsWithTeam(competitions, text);
        expect(kept).toEqual(competitions.filter((c) => c.teams.some((t) => nameContains(t.name, text))));
        for (const c of kept) expect(c.teams.some((t) => nameContains(t.name, text))).toBe(true);
      }),
    );
  });
});

describe('nameParts', () => {
  it('should mark every occurrence of the text, keeping the name as written', () => {
    expect(nameParts('Lions v lions', 'LIONS')).toEqual([
      { text: 'Lions', match: true },
      { text: ' v ', match: false },
      { text: 'lions', match: true },
    ]);
    expect(nameParts('Sydney Uni Lions', 'uni')).toEqual([
      { text: 'Sydney ', match: false },
      { text: 'Uni', match: true },
      { text: ' Lions', match: false },
    ]);
  });

  it('should leave the name whole with no text or no occurrence', () => {
    expect(nameParts('Sydney Uni Lions', '')).toEqual([{ text: 'Sydney Uni Lions', match: false }]);
    expect(nameParts('Sydney Uni Lions', 'tigers')).toEqual([{ text: 'Sydney Uni Lions', match: false }]);
  });

  it('should join back to the name, marking only pieces equal to the text ignoring case', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 20 }), fc.string({ maxLength: 3 }), (name, text) => {
        const parts = nameParts(name, text);
        expect(parts.map((p) => p.text).join('')).toBe(name);
        const needle = text.trim().toLocaleLowerCase();
        for (const part of parts.filter((p) => p.match)) expect(part.text.toLocaleLowerCase()).toBe(needle);
        if (parts.some((p) => p.match)) expect(nameContains(name, text)).toBe(true);
      }),
    );
  });
});

describe('newestSeasonFirst', () => {
  it('should put the newest season first and keep the order within a season', () => {
    expect(
      newestSeasonFirst([
        { id: 1, season: 2025 },
        { id: 2, season: 2026 },
        { id: 3, season: 2025 },
        { id: 4, season: 2026 },
      ]).map((c) => c.id),
    ).toEqual([2, 4, 1, 3]);
  });

  it('should keep every competition, seasons never rising, each season in its order', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 2020, max: 2026 }), { maxLength: 30 }), (seasons) => {
        const list = seasons.map((season, id) => ({ id, season }));
        const sorted = newestSeasonFirst(list);
        expect(sorted.length).toBe(list.length);
        for (let i = 1; i < sorted.length; i++) {
          expect(sorted[i - 1]!.season).toBeGreaterThanOrEqual(sorted[i]!.season);
          if (sorted[i - 1]!.season === sorted[i]!.season)
            expect(sorted[i - 1]!.id).toBeLessThan(sorted[i]!.id);
        }
      }),
    );
  });
});
