import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { EventTypeResponse } from '../api/national';
import type { EventCount } from '../api/team';
import { appearanceRows, performanceBySeason, statColumns } from './stats';

const type = (code: number, name: string, abbreviation: string, visible = true): EventTypeResponse => ({
  type: code,
  name,
  abbreviation,
  value: 1,
  visibleInLadders: visible,
});
const RUGBY = [
  type(1, 'Try', 'T'),
  type(2, 'Goal', 'G'),
  type(3, 'Penalty Goal', 'PG'),
  type(4, 'Field Goal', 'FG'),
  type(5, 'Missed Goal', 'MG', false),
];

describe('stat columns', () => {
  it('should show the visible types in order by default', () => {
    expect(statColumns(RUGBY, 'default').map((c) => c.abbreviation)).toEqual(['T', 'G', 'PG', 'FG']);
  });

  it('should order 0,1,3,5,2,4 with Goals including Penalty Goals for merged nationals', () => {
    const columns = statColumns(RUGBY, 'merged');
    expect(columns.map((c) => [c.abbreviation, c.types])).toEqual([
      ['G', [2, 3]],
      ['FG', [4]],
      ['T', [1]],
    ]);
  });

  it('should keep every visible type in some column, once', () => {
    const types = fc
      .uniqueArray(fc.integer({ min: 1, max: 40 }), { maxLength: 9 })
      .map((codes) => codes.map((c) => type(c, `Type ${c}`, `T${c}`, c % 5 !== 0)));
    fc.assert(
      fc.property(types, fc.constantFrom('default' as const, 'merged' as const), (list, order) => {
        const columns = statColumns(list, order);
        const covered = columns.flatMap((c) => c.types).sort((a, b) => a - b);
        const visible = list.filter((t) => t.visibleInLadders !== false).map((t) => t.type);
        expect(covered).toEqual([...visible].sort((a, b) => a - b));
      }),
    );
  });
});

const match = (id: number, season: number, status: 'final' | 'pre-game', home: number, away: number) =>
  ({
    _id: id,
    season,
    status,
    dateTime: `${season}-0${(id % 9) + 1}-01T08:00:00Z`,
    scores: { homeTeam: home, awayTeam: away },
    homeTeam: { _id: 7, name: 'Us' },
    awayTeam: { _id: 9, name: 'Them' },
    round: { _id: id, type: 'regular' as const, number: id, name: null, displayName: null },
    meta: { isBye: false, isTba: false, forfeitingTeam: null, field: { name: null } },
  }) as const;

describe('season summary', () => {
  const columns = statColumns(RUGBY, 'default');
  const matches = [
    match(1, 2026, 'final', 20, 10),
    match(2, 2026, 'pre-game', 0, 0),
    match(3, 2025, 'final', 4, 6),
  ];
  const counts: EventCount[] = [
    { matchId: 1, type: 1, count: 3 },
    { matchId: 1, type: 2, count: 2 },
    { matchId: 3, type: 1, count: 1 },
    { matchId: 3, type: 5, count: 4 },
  ];
  const us = () => ({ _id: 7, name: 'Us' });

  it('should total each season, newest first, over the matches played', () => {
    expect(performanceBySeason(matches, counts, columns, us)).toEqual([
      { season: 2026, teams: ['Us'], played: 1, counts: [3, 2, 0, 0] },
      { season: 2025, teams: ['Us'], played: 1, counts: [1, 0, 0, 0] },
    ]);
  });

  it('should give each match its round, opponent, result and counts, newest first', () => {
    const rows = appearanceRows(matches, counts, columns, () => 7);
    expect(rows.map((r) => [r.round, r.opponent, r.result, r.outcome, r.counts])).toEqual([
      ['2', 'Them', '-', null, [0, 0, 0, 0]],
      ['1', 'Them', '20 : 10', 'W', [3, 2, 0, 0]],
      ['3', 'Them', '4 : 6', 'L', [1, 0, 0, 0]],
    ]);
  });
});
