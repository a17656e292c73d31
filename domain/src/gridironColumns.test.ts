import { describe, expect, it } from 'vitest';
import { gridironColumns } from './gridironColumns';
import { computeLadder, type LadderTeamInput } from './ladder/compute';
import { game, template } from './ladder/fixtures';
import { gridironLadderTemplate } from './ladder/templates';
import { ladderTable } from './sportTable';

const teams: LadderTeamInput[] = [
  { id: 1, name: 'Avalon', pool: 'North', conference: 'Eastern' },
  { id: 2, name: 'Bexley', pool: 'North', conference: 'Eastern' },
  { id: 3, name: 'Carlow', pool: 'South', conference: 'Eastern' },
];
// Avalon beats Bexley and ties Carlow; Carlow beats Bexley.
const matches = [game(1, 1, 21, 2, 14), game(2, 3, 10, 1, 10), game(3, 3, 7, 2, 3)];

/** Every column of a gridiron table, in order, as written in the issue. */
const ALL = ['W', 'L', 'T', 'PCT', 'PF', 'PA', 'Net', 'Div', 'Conf', 'Strk'];

describe('gridironColumns', () => {
  it('should give W, L, T, PCT, PF, PA, Net, Div, Conf and Strk, with Div and Conf only where they count', () => {
    const keys = (o: Parameters<typeof gridironColumns>[0]) => gridironColumns(o).map((c) => c.short);
    expect(keys({ divisions: true, conferences: true })).toEqual(ALL);
    expect(keys({ divisions: false, conferences: false })).toEqual([
      'W',
      'L',
      'T',
      'PCT',
      'PF',
      'PA',
      'Net',
      'Strk',
    ]);
    expect(keys({ divisions: true, conferences: true, compact: true })).toEqual([
      'W',
      'L',
      'T',
      'PCT',
      'Net',
      'Strk',
    ]);
    expect(
      gridironColumns({ divisions: false, conferences: false })
        .filter((c) => c.strong)
        .map((c) => c.short),
    ).toEqual(['PCT']);
  });

  it('should print a row as a gridiron table does', () => {
    const ladder = computeLadder({ teams, matches, template: gridironLadderTemplate() });
    const avalon = ladder.teams.find((r) => r.name === 'Avalon')!;
    const row = gridironColumns({ divisions: true, conferences: true }).map((c) => c.value(avalon));
    expect(row).toEqual([1, 0, 1, '.750', 31, 24, '+7', '1-0', '1-0-1', 'T1']);
  });

  it('should leave the records blank for a row without them (a past round)', () => {
    const ladder = computeLadder({ teams, matches, template: gridironLadderTemplate() });
    const { records: _, ...bare } = ladder.teams[0]!;
    const values = gridironColumns({ divisions: true, conferences: true }).map((c) => c.value(bare));
    expect(values.slice(-3)).toEqual(['', '', '']);
  });
});

describe('ladderTable', () => {
  it("should give a gridiron competition gridiron's columns, in the ladder's order", () => {
    const ladder = computeLadder({
      teams,
      matches,
      template: gridironLadderTemplate(),
      groupBy: 'conference',
    });
    const table = ladderTable('Eastern League', ladder, 'gridiron');
    expect(table.headers).toEqual(['Pos', 'Team', ...ALL]);
    expect(table.rows.map((r) => [r[0], r[1], r[5]])).toEqual([
      [1, 'Avalon (North)', '.750'],
      [2, 'Carlow (South)', '.750'],
      [3, 'Bexley (North)', '.000'],
    ]);
  });

  it("should give any other competition the spec's points columns", () => {
    const ladder = computeLadder({
      teams: teams.map(({ id, name }) => ({ id, name, pool: null })),
      matches,
      template: template(),
    });
    const table = ladderTable('League', ladder);
    expect(table.headers).toEqual(['Pos', 'Team', 'P', 'W', 'D', 'L', '+', '-', '+/-', 'Pts']);
    expect(table.rows[0]).toEqual([1, 'Avalon', 2, 1, 1, 0, 31, 24, 7, 6]);
  });
});
