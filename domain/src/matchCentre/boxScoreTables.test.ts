import { describe, expect, it } from 'vitest';
import type { PublicPerson } from '../api/common';
import { boxScore } from '../gridiron/boxScore';
import { A, H, OPENING, recorded, rules } from '../gridiron/testGame';
import { playerTables, teamStatRows } from './boxScoreTables';

const person = (_id: number, firstName: string, lastName: string, isPublic = true): PublicPerson => ({
  _id,
  firstName,
  lastName,
  isPublic,
});
const qb = person(1, 'Jo', 'Smith');
const back = person(2, 'Kim', 'Lee');
const hidden = person(3, 'Player', '', false);
const kicker = person(4, 'Ari', 'Boot');

const plays = recorded([
  OPENING,
  A({ type: 'run', yards: 5, players: { carrier: back } }),
  A({ type: 'passComplete', yards: 12, players: { passer: qb, receiver: hidden } }),
  A({ type: 'passIncomplete', players: { passer: qb } }),
  A({ type: 'run', yards: 20, players: { carrier: hidden } }),
  H({ type: 'penalty', yards: 5, note: 'Offside' }),
  A({ type: 'passComplete', yards: 33, players: { passer: qb, receiver: back } }),
  A({ type: 'conversion', conversion: 'kick', result: 'good', players: { kicker } }),
]);

describe('teamStatRows', () => {
  it('should write each team figure as a box score does', () => {
    const rows = Object.fromEntries(teamStatRows(boxScore(rules, plays)).map((r) => [r.label, r.away]));
    expect(rows).toMatchObject({
      'Total yards': '70',
      'Rushing yards': '25',
      'Rushing attempts': '2',
      'Passing yards': '45',
      'Comp/Att': '2/3',
      Turnovers: '0',
    });
    const home = Object.fromEntries(teamStatRows(boxScore(rules, plays)).map((r) => [r.label, r.home]));
    expect(home['Penalties–yards']).toBe('1–5');
    expect(home['Time of possession']).toMatch(/^\d+:\d\d$/);
  });
});

describe('playerTables', () => {
  it('should list only the kinds with players, each side apart, the most yards first', () => {
    const tables = playerTables(boxScore(rules, plays));
    expect(tables.map((t) => t.key)).toEqual(['passing', 'rushing', 'receiving', 'kicking']);
    const rushing = tables.find((t) => t.key === 'rushing')!;
    expect(rushing.sides.map((s) => s.side)).toEqual(['away']);
    expect(rushing.sides[0]!.rows.map((r) => [r.player.firstName, r.cells[1]])).toEqual([
      ['Player', '20'],
      ['Kim', '5'],
    ]);
    const passing = tables.find((t) => t.key === 'passing')!;
    expect(passing.columns.map((c) => c.heading)).toEqual(['C/ATT', 'YDS', 'TD', 'INT']);
    expect(passing.sides[0]!.rows[0]!.cells).toEqual(['2/3', '45', '1', '0']);
    const kicking = tables.find((t) => t.key === 'kicking')!;
    expect(kicking.sides[0]!.rows[0]!.cells[2]).toBe('1/1');
  });

  it('should have no tables without named players', () => {
    expect(playerTables(boxScore(rules, recorded([OPENING, A({ type: 'run', yards: 3 })])))).toEqual([]);
  });
});
