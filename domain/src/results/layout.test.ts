import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { ResultGroupMatch, ResultGroupParticipant } from '../schemas/values';
import {
  alignedDecimals,
  distanceHeightLabel,
  isEmptyResultLayout,
  type ResultGroupInput,
  resultGroupLayout,
  resultMatchHeading,
  resultPairName,
  resultPairNames,
  resultsByPosition,
} from './layout';

const SYDNEY = 'Australia/Sydney';
/** 2026-10-31 11:00 in Sydney. */
const AT = Date.UTC(2026, 9, 31, 0, 0);

const groupOf = (type: string, extra: Partial<ResultGroupInput> = {}): ResultGroupInput => ({
  type,
  rounds: null,
  numberOfSets: null,
  participants: [],
  matches: [],
  ...extra,
});
const person = (n: number, extra: Partial<ResultGroupParticipant> = {}): ResultGroupParticipant => ({
  _id: `p${n}`,
  name: `Person ${n}`,
  ...extra,
});
const headers = (layout: ReturnType<typeof resultGroupLayout>) =>
  layout.kind === 'table' ? layout.columns.map((c) => c.header) : null;
const cells = (layout: ReturnType<typeof resultGroupLayout>) =>
  layout.kind === 'table' ? layout.rows.map((r) => r.cells) : null;

describe('resultGroupLayout: ranked tables', () => {
  it('should lay out Golf as Player, Total, then R1..Rn by position', () => {
    const layout = resultGroupLayout(
      groupOf('Golf', {
        rounds: 2,
        participants: [
          person(2, { scores: [74, 73], totalScore: 147, position: 2 }),
          person(1, { scores: [68], totalScore: 68, position: 1 }),
        ],
      }),
      SYDNEY,
    );
    expect(headers(layout)).toEqual(['Player', 'Total', 'R1', 'R2']);
    expect(cells(layout)).toEqual([
      ['Person 1', 68, 68, null],
      ['Person 2', 147, 74, 73],
    ]);
  });

  it('should give Golf a round column for every score, even past the rounds declared', () => {
    const layout = resultGroupLayout(
      groupOf('Golf', { rounds: 1, participants: [person(1, { scores: [70, 71, 72] })] }),
      SYDNEY,
    );
    expect(headers(layout)).toEqual(['Player', 'Total', 'R1', 'R2', 'R3']);
    expect(cells(layout)).toEqual([['Person 1', null, 70, 71, 72]]);
  });

  it('should lay out Race as Pos, Time, Participant', () => {
    const layout = resultGroupLayout(
      groupOf('Race', {
        participants: [person(1, { position: 2, time: '18:41' }), person(2, { position: 1, time: '16:30' })],
      }),
      SYDNEY,
    );
    expect(headers(layout)).toEqual(['Pos', 'Time', 'Participant']);
    expect(cells(layout)).toEqual([
      [1, '16:30', 'Person 2'],
      [2, '18:41', 'Person 1'],
    ]);
  });

  it("should lay out Field Event as Pos, Distance/Height with 2 decimals and 'm', Participant", () => {
    const layout = resultGroupLayout(
      groupOf('Field Event', {
        participants: [
          person(1, { position: 1, distanceHeight: 54.85 }),
          person(2, { position: 2, distanceHeight: 41 }),
        ],
      }),
      SYDNEY,
    );
    expect(headers(layout)).toEqual(['Pos', 'Distance/Height', 'Participant']);
    expect(cells(layout)).toEqual([
      [1, '54.85m', 'Person 1'],
      [2, '41.00m', 'Person 2'],
    ]);
  });

  it('should lay out Gymnastics as Pos, Score, Participant', () => {
    const layout = resultGroupLayout(
      groupOf('Gymnastics', {
        participants: [person(1, { position: 1, score: 94.6 }), person(2, { position: 2, score: 70 })],
      }),
      SYDNEY,
    );
    expect(headers(layout)).toEqual(['Pos', 'Score', 'Participant']);
    // Every score with as many decimals as the most precise, so the column lines up.
    expect(cells(layout)).toEqual([
      [1, '94.6', 'Person 1'],
      [2, '70.0', 'Person 2'],
    ]);
  });

  it('should say which column is the position, which the name and which hold figures', () => {
    const layout = resultGroupLayout(groupOf('Race', { participants: [person(1)] }), SYDNEY);
    if (layout.kind !== 'table') throw new Error('Race lays out a table');
    expect(layout.columns.map((c) => c.kind)).toEqual(['position', 'figure', 'name']);
    const golf = resultGroupLayout(groupOf('Golf', { rounds: 1 }), SYDNEY);
    expect(golf.kind === 'table' && golf.columns.map((c) => c.kind)).toEqual(['name', 'figure', 'figure']);
    // A result not in yet is a blank cell, not 'undefined'.
    expect(layout.rows[0]!.cells).toEqual([null, null, 'Person 1']);
  });
});

describe('resultGroupLayout: Team H2H', () => {
  it('should give each match its name and both teams with name and score, the winner marked', () => {
    const layout = resultGroupLayout(
      groupOf('Team H2H', {
        matches: [
          {
            id: 'm1',
            name: 'Game 1',
            team1: { name: 'Lions', score: 13 },
            team2: { name: 'Raiders', score: 7 },
          },
          {
            id: 'm2',
            name: 'Game 2',
            team1: { name: 'Cobras', score: 6 },
            team2: { name: 'Pythons', score: 6 },
          },
          { id: 'm3', name: 'Game 3', team1: { name: 'Breakers', score: 20 } },
        ],
      }),
      SYDNEY,
    );
    expect(layout).toEqual({
      kind: 'headToHead',
      matches: [
        {
          key: '0:m1',
          name: 'Game 1',
          teams: [
            { name: 'Lions', score: 13, won: true },
            { name: 'Raiders', score: 7, won: false },
          ],
        },
        {
          key: '1:m2',
          name: 'Game 2',
          teams: [
            { name: 'Cobras', score: 6, won: false },
            { name: 'Pythons', score: 6, won: false },
          ],
        },
        { key: '2:m3', name: 'Game 3', teams: [{ name: 'Breakers', score: 20, won: false }] },
      ],
    });
  });
});

describe('resultGroupLayout: Tennis', () => {
  const doubles: ResultGroupMatch = {
    id: 'm1',
    name: 'Doubles Match 1',
    venue: 'Olympic Park',
    dateTime: AT,
    participants: [
      { name1: 'Yusuf Turner', name2: 'Olivia Fletcher', setScores: [5, 7, 1] },
      { name1: 'Minh McDonald', name2: 'Stella Santos', setScores: [7, 6, 6] },
    ],
  };

  it("should head each match 'name | venue | date', with set columns, pairs and sets won", () => {
    const layout = resultGroupLayout(groupOf('Tennis', { numberOfSets: 3, matches: [doubles] }), SYDNEY);
    expect(layout).toEqual({
      kind: 'sets',
      setCount: 3,
      items: [
        {
          key: '0:m1',
          heading: ['Doubles Match 1', 'Olympic Park', '2026-10-31 11:00'],
          rows: [
            {
              key: '0',
              name: 'Yusuf Turner / Olivia Fletcher',
              names: ['Yusuf Turner', 'Olivia Fletcher'],
              sets: [5, 7, 1],
              setsWon: 1,
              won: false,
            },
            {
              key: '1',
              name: 'Minh McDonald / Stella Santos',
              names: ['Minh McDonald', 'Stella Santos'],
              sets: [7, 6, 6],
              setsWon: 2,
              won: true,
            },
          ],
        },
      ],
    });
  });

  it('should keep the declared sets for a match that ended early, and add any set past them', () => {
    const short = {
      ...doubles,
      participants: doubles.participants!.map((p) => ({ ...p, setScores: p.setScores.slice(0, 2) })),
    };
    const long = {
      ...doubles,
      id: 'm2',
      participants: [
        { name1: 'A', setScores: [6, 6, 6, 6] },
        { name1: 'B', setScores: [4, 4, 4, 4] },
      ],
    };
    const layout = resultGroupLayout(groupOf('Tennis', { numberOfSets: 3, matches: [short, long] }), SYDNEY);
    if (layout.kind !== 'sets') throw new Error('Tennis lays out sets');
    expect(layout.setCount).toBe(4);
    expect(layout.items[0]!.rows[0]!.sets).toEqual([5, 7, null, null]);
    expect(layout.items[1]!.rows.map((r) => [r.name, r.setsWon])).toEqual([
      ['A', 4],
      ['B', 0],
    ]);
  });

  it('should count sets won only between exactly two participants', () => {
    const three = {
      ...doubles,
      participants: [...doubles.participants!, { name1: 'C', setScores: [9, 9, 9] }],
    };
    const layout = resultGroupLayout(groupOf('Tennis', { matches: [three] }), SYDNEY);
    if (layout.kind !== 'sets') throw new Error('Tennis lays out sets');
    expect(layout.items[0]!.rows.map((r) => [r.setsWon, r.won])).toEqual([
      [null, false],
      [null, false],
      [null, false],
    ]);
  });

  it("should fall back to the group's own participants when it has no matches", () => {
    const layout = resultGroupLayout(
      groupOf('Tennis', {
        participants: [person(1, { setScores: [6, 3, 7] }), person(2, { setScores: [4, 6, 5] }), person(3)],
      }),
      SYDNEY,
    );
    expect(layout).toEqual({
      kind: 'sets',
      setCount: 3,
      items: [
        {
          key: 'group',
          heading: null,
          rows: [
            { key: '0:p1', name: 'Person 1', names: ['Person 1'], sets: [6, 3, 7], setsWon: 2, won: true },
            { key: '1:p2', name: 'Person 2', names: ['Person 2'], sets: [4, 6, 5], setsWon: 1, won: false },
          ],
        },
      ],
    });
  });

  it('should give the two rows of a match together at most its sets, and every row every column', () => {
    const sets = fc.array(fc.integer({ min: 0, max: 7 }), { maxLength: 5 });
    fc.assert(
      fc.property(
        fc.option(fc.integer({ min: 0, max: 5 })),
        fc.array(fc.tuple(sets, sets), { maxLength: 4 }),
        (declared, pairs) => {
          const matches = pairs.map(([a, b], i) => ({
            id: `m${i}`,
            name: `Match ${i}`,
            participants: [
              { name1: 'A', setScores: a },
              { name1: 'B', setScores: b },
            ],
          }));
          const layout = resultGroupLayout(groupOf('Tennis', { numberOfSets: declared, matches }), SYDNEY);
          if (layout.kind !== 'sets') throw new Error('Tennis lays out sets');
          expect(layout.items).toHaveLength(pairs.length);
          for (const item of layout.items) {
            const [a, b] = item.rows;
            expect(a!.setsWon! + b!.setsWon!).toBeLessThanOrEqual(layout.setCount);
            // At most one winner, and the winner won more sets.
            expect(a!.won && b!.won).toBe(false);
            if (a!.won) expect(a!.setsWon!).toBeGreaterThan(b!.setsWon!);
            if (b!.won) expect(b!.setsWon!).toBeGreaterThan(a!.setsWon!);
            for (const row of item.rows) expect(row.sets).toHaveLength(layout.setCount);
          }
        },
      ),
    );
  });
});

describe('resultGroupLayout: other types and empty groups', () => {
  it('should lay out nothing for a type the spec does not know', () => {
    const layout = resultGroupLayout(groupOf('Cricket', { participants: [person(1)] }), SYDNEY);
    expect(layout).toEqual({ kind: 'none' });
    expect(isEmptyResultLayout(layout)).toBe(true);
  });

  it('should call a group with no results empty, and one with results not', () => {
    for (const type of ['Golf', 'Race', 'Field Event', 'Gymnastics', 'Team H2H', 'Tennis'])
      expect(isEmptyResultLayout(resultGroupLayout(groupOf(type), SYDNEY))).toBe(true);
    expect(
      isEmptyResultLayout(resultGroupLayout(groupOf('Race', { participants: [person(1)] }), SYDNEY)),
    ).toBe(false);
  });
});

describe('helpers', () => {
  it("should write 'Venue TBD' and 'Date TBD' where a match has none", () => {
    const heading = (match: ResultGroupMatch) => resultMatchHeading(match, SYDNEY).join(' | ');
    expect(heading({ id: 'm', name: 'Final', venue: null, dateTime: null })).toBe(
      'Final | Venue TBD | Date TBD',
    );
    expect(heading({ id: 'm', name: 'Final', dateTime: AT })).toBe('Final | Venue TBD | 2026-10-31 11:00');
    expect(heading({ id: 'm', name: 'Final', venue: 'Court 1', dateTime: AT })).toBe(
      'Final | Court 1 | 2026-10-31 11:00',
    );
  });

  it("should write a pair as 'name1 / name2' and a single player as name1", () => {
    expect(resultPairName({ name1: 'A', name2: 'B' })).toBe('A / B');
    expect(resultPairName({ name1: 'A', name2: null })).toBe('A');
    expect(resultPairName({ name1: 'A', name2: '' })).toBe('A');
    expect(resultPairNames({ name1: 'A', name2: 'B' })).toEqual(['A', 'B']);
    expect(resultPairNames({ name1: 'A' })).toEqual(['A']);
  });

  it('should write scores with the same decimals, at most 3', () => {
    expect(alignedDecimals([70, 94.6, null, 82.25])).toEqual(['70.00', '94.60', null, '82.25']);
    expect(alignedDecimals([9, 10])).toEqual(['9', '10']);
    expect(alignedDecimals([1.23456, 2])).toEqual(['1.235', '2.000']);
    fc.assert(
      fc.property(fc.array(fc.option(fc.double({ min: 0, max: 1000, noNaN: true }))), (scores) => {
        const shown = alignedDecimals(scores).filter((s) => s !== null);
        const lengths = new Set(shown.map((s) => s.split('.')[1]?.length ?? 0));
        expect(lengths.size).toBeLessThanOrEqual(1);
      }),
    );
  });

  it('should round a distance to 2 decimals', () => {
    expect(distanceHeightLabel(54.856)).toBe('54.86m');
    expect(distanceHeightLabel(undefined)).toBeNull();
  });

  it('should rank by position, keeping the order of those without one', () => {
    fc.assert(
      fc.property(
        fc.array(fc.option(fc.integer({ min: 1, max: 20 }), { nil: undefined }), { maxLength: 15 }),
        (positions) => {
          const list = positions.map((position, i) => ({ i, position }));
          const ranked = resultsByPosition(list);
          expect(ranked.map((p) => p.i).sort((a, b) => a - b)).toEqual(list.map((p) => p.i));
          const ranks = ranked.map((p) => p.position ?? Infinity);
          for (let k = 1; k < ranks.length; k += 1) {
            expect(ranks[k]!).toBeGreaterThanOrEqual(ranks[k - 1]!);
            if (ranks[k] === ranks[k - 1]) expect(ranked[k]!.i).toBeGreaterThan(ranked[k - 1]!.i);
          }
        },
      ),
    );
  });
});
