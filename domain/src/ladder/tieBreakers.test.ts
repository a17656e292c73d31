import { describe, expect, it } from 'vitest';
import { computeLadder, type LadderGrouping, type LadderTeamInput } from './compute';
import { game } from './fixtures';
import { formatRecord, formatWinPercentage } from './records';
import type { LadderMatch } from './results';
import { gridironLadderTemplate } from './templates';

// Worked examples of gridiron's procedure, each order written by hand from the rules in
// docs/ladder-rules.md (the template's chain: head-to-head, division record, common games,
// conference record, strength of victory and schedule, net points, points scored, import order).

const team = (id: number, name: string, pool: string, conference = 'Eastern'): LadderTeamInput => ({
  id,
  name,
  pool,
  conference,
});

function ladder(teams: LadderTeamInput[], matches: LadderMatch[], groupBy?: LadderGrouping) {
  return computeLadder({ teams, matches, template: gridironLadderTemplate(), groupBy });
}
const names = (rows: { name: string }[]) => rows.map((r) => r.name);
const why = (rows: { separatedFromNext: { name: string } | null }[]) =>
  rows.map((r) => r.separatedFromNext?.name ?? null);

describe('gridiron tie-breakers › a two-team tie', () => {
  // Avalon and Bexley split their two games, so head-to-head is level at .500; Avalon went
  // 2-1 in the division, Bexley 1-2, so division record puts Avalon above.
  const teams = [
    team(1, 'Avalon', 'North'),
    team(2, 'Bexley', 'North'),
    team(3, 'Carlow', 'North'),
    team(4, 'Westport', 'South'),
    team(5, 'Yarrow', 'South'),
  ];
  const matches = [
    game(1, 1, 10, 2, 7),
    game(2, 2, 10, 1, 7),
    game(3, 1, 7, 3, 3),
    game(4, 4, 10, 1, 3),
    game(5, 3, 7, 2, 3),
    game(6, 2, 14, 5, 0),
    game(7, 4, 20, 3, 0),
  ];

  it('should put the better division record above when head-to-head is split', () => {
    const north = ladder(teams, matches).teams.filter((r) => r.group === 'North');
    expect(names(north)).toEqual(['Avalon', 'Bexley', 'Carlow']);
    expect(why(north)).toEqual(['Division record', 'Win Percentage', null]);
    expect(north.map((r) => r.records.division)).toEqual(['2-1', '1-2', '1-1']);
  });

  it('should rank on head-to-head first, even against far better net points', () => {
    // Avalon beat Bexley 3-0 and lost 0-3 to Westport; Bexley beat Westport 50-0. Both are
    // 1-1; Bexley has +47 net points to Avalon's 0, but head-to-head comes first.
    const two = [team(1, 'Avalon', 'North'), team(2, 'Bexley', 'North'), team(4, 'Westport', 'South')];
    const rows = ladder(two, [game(1, 1, 3, 2, 0), game(2, 4, 3, 1, 0), game(3, 2, 50, 4, 0)]).teams;
    expect(names(rows)).toEqual(['Avalon', 'Bexley', 'Westport']);
    expect(why(rows)).toEqual(['Head-to-head', null, null]);
  });
});

describe('gridiron tie-breakers › a three-team tie in a division', () => {
  // The worked example of docs/ladder-rules.md. Avalon beat Bexley, Bexley beat Carlow and
  // Carlow beat Avalon, and all three beat Dunmore: each is 2-1. Head-to-head (1-1 each),
  // division and conference record (2-1 each) are level; common games need four games
  // against common opponents and they have one (Dunmore); strength of victory (2-4) and of
  // schedule (4-5) are level. Net points: Avalon +27, Carlow +11, Bexley +4, so Avalon takes
  // first place. Bexley and Carlow then start the chain again, and Bexley beat Carlow, so
  // Bexley is second although Carlow has more net points.
  const teams = [
    team(1, 'Avalon', 'North'),
    team(2, 'Bexley', 'North'),
    team(3, 'Carlow', 'North'),
    team(4, 'Dunmore', 'North'),
  ];
  const matches = [
    game(1, 1, 30, 2, 10),
    game(1, 3, 14, 4, 7),
    game(2, 1, 3, 3, 10),
    game(2, 2, 21, 4, 0),
    game(3, 2, 13, 3, 10),
    game(3, 1, 17, 4, 3),
  ];

  it('should place one team at a time and restart the chain for the rest', () => {
    const rows = ladder(teams, matches).teams;
    expect(names(rows)).toEqual(['Avalon', 'Bexley', 'Carlow', 'Dunmore']);
    expect(why(rows)).toEqual(['Net points', 'Head-to-head', 'Win Percentage', null]);
    expect(rows.map((r) => r.stats.pointsDifference)).toEqual([27, 4, 11, -42]);
  });

  it('should give the same order whatever order the teams and matches come in', () => {
    const rows = ladder([...teams].reverse(), [...matches].reverse()).teams;
    expect(names(rows)).toEqual(['Avalon', 'Bexley', 'Carlow', 'Dunmore']);
  });
});

describe('gridiron tie-breakers › a conference place between divisions', () => {
  // North-One beat North-Two, North-Two beat South-One by 20, South-One beat North-One: each
  // is 1-1. In one conference table only the best of each division contends for a place:
  // North-One (it beat North-Two) against South-One, and South-One beat North-One. North-Two
  // has the best net points (+17) but may not pass North-One, which beat it.
  const teams = [team(1, 'North-One', 'North'), team(2, 'North-Two', 'North'), team(3, 'South-One', 'South')];
  const matches = [game(1, 1, 3, 2, 0), game(2, 2, 20, 3, 0), game(3, 3, 3, 1, 0)];

  it('should take the best of each division first, then break the tie between them', () => {
    const rows = ladder(teams, matches, 'conference').teams;
    expect(rows.every((r) => r.group === 'Eastern')).toBe(true);
    expect(names(rows)).toEqual(['South-One', 'North-One', 'North-Two']);
    expect(why(rows)).toEqual(['Head-to-head', 'Head-to-head', null]);
  });

  it('should give one table the same order when the teams are all of one conference', () => {
    expect(names(ladder(teams, matches, 'none').teams)).toEqual(['South-One', 'North-One', 'North-Two']);
  });

  it('should still rank each division on its own by default', () => {
    const rows = ladder(teams, matches).teams;
    expect(rows.map((r) => `${r.group} ${r.position} ${r.name}`)).toEqual([
      'North 1 North-One',
      'North 2 North-Two',
      'South 1 South-One',
    ]);
  });
});

describe('gridiron tie-breakers › the final step', () => {
  const teams = [team(5, 'Avalon', 'North'), team(2, 'Bexley', 'North')];

  it('should order teams level on every step by import order, and say so', () => {
    const rows = ladder(teams, []).teams;
    expect(names(rows)).toEqual(['Bexley', 'Avalon']);
    expect(rows[0]!.separatedFromNext).toEqual({
      kind: 'tieBreaker',
      key: 'importOrder',
      name: 'Import order',
    });
  });

  it('should follow a declared coin-toss order', () => {
    const template = gridironLadderTemplate();
    template.tieBreakers = [{ step: 'headToHead' }, { step: 'coinToss', order: ['Avalon', 'Bexley'] }];
    const rows = computeLadder({ teams, matches: [], template }).teams;
    expect(names(rows)).toEqual(['Avalon', 'Bexley']);
    expect(rows[0]!.separatedFromNext?.name).toBe('Coin toss');
  });
});

describe('gridiron records', () => {
  it('should print a win percentage as gridiron does', () => {
    expect(formatWinPercentage(13 / 16)).toBe('.813');
    expect(formatWinPercentage(1)).toBe('1.000');
    expect(formatWinPercentage(0)).toBe('.000');
    expect(formatWinPercentage(8.5 / 17)).toBe('.500');
  });

  it('should count a tie as half a win, and show it as W-L-T', () => {
    const teams = [team(1, 'Avalon', 'North'), team(2, 'Bexley', 'North', 'Western')];
    const rows = ladder(teams, [game(1, 1, 7, 2, 7), game(2, 1, 14, 2, 3), game(3, 2, 3, 1, 0)]).teams;
    const avalon = rows.find((r) => r.name === 'Avalon')!;
    expect(avalon.stats.winPercentage).toBe(0.5);
    expect(avalon.records).toEqual({
      home: '1-0-1',
      away: '0-1',
      division: '1-1-1',
      conference: '0-0',
      streak: 'L1',
    });
    expect(formatRecord({ won: 9, lost: 7, drawn: 1 })).toBe('9-7-1');
  });
});
