import { describe, expect, it } from 'vitest';
import { computeLadder, type LadderGrouping, type LadderTeamInput } from './compute';
import { game } from './fixtures';
import { formatRecord, formatWinPercentage } from './records';
import type { LadderMatch } from './results';
import { gridironLadderTemplate } from './templates';

// Worked examples of gridiron's procedure, each order written by hand from the rules in
// docs/ladder-rules.md. The template's chain within a division: head-to-head, division record,
// common games, conference record, strength of victory and schedule, net points, points
// scored, import order. Across divisions: head-to-head (a sweep for three or more),
// conference record, common games, strength of victory and schedule, net points in
// conference games then in all, points scored, import order.

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

describe('gridiron tie-breakers › head-to-head among three teams of different divisions', () => {
  // Avalon (North), Bexley (South) and Carlow (Central) lead their divisions of the Eastern
  // conference level on win percentage; the Western teams fill out their schedules. Across
  // divisions gridiron applies head-to-head to three or more teams only as a sweep: one team
  // beat each of the others, or lost to each of them.
  const eastern = [team(1, 'Avalon', 'North'), team(2, 'Bexley', 'South'), team(3, 'Carlow', 'Central')];
  const western = [5, 6, 7, 8].map((id) => team(id, `West ${id}`, 'West', 'Western'));
  const rank = (matches: LadderMatch[]) =>
    ladder([...eastern, ...western], matches, 'conference').teams.filter((r) => r.group === 'Eastern');

  it('should place a team that beat each of the others first, though they did not all meet', () => {
    // Avalon beat Bexley and Carlow, who never met; all three are 2-2. Bexley and Carlow then
    // start again: they never met, are of different divisions, are 2-2 against their four
    // common opponents and 0-1 in the conference. Strength of victory: Bexley beat West 5
    // (1-2) and West 6 (2-1), 3-3; Carlow beat West 5 and West 7 (1-1), 2-3. Bexley is second.
    const rows = rank([
      game(1, 1, 10, 2, 7),
      game(2, 1, 10, 3, 7),
      game(3, 5, 7, 1, 0),
      game(4, 6, 7, 1, 0),
      game(3, 2, 7, 5, 0),
      game(4, 2, 7, 6, 0),
      game(5, 7, 7, 2, 0),
      game(3, 3, 7, 5, 0),
      game(4, 6, 7, 3, 0),
      game(5, 3, 7, 7, 0),
    ]);
    expect(names(rows)).toEqual(['Avalon', 'Bexley', 'Carlow']);
    expect(why(rows)).toEqual(['Head-to-head', 'Strength of victory', null]);
  });

  it('should not rank on a mini-league when no team swept the others', () => {
    // Each pair met once: Avalon beat Bexley, Avalon and Carlow tied, Bexley beat Carlow. A
    // mini-league would put Avalon (1-0-1) first on head-to-head, but nobody swept, so it
    // passes. Across divisions conference record comes next: Avalon 1-0-1, Bexley 1-1,
    // Carlow 0-1-1, so Avalon takes first place on it; Bexley and Carlow start again, two
    // teams that met, and Bexley beat Carlow. All three are 3-2-1.
    const rows = rank([
      game(1, 1, 10, 2, 7),
      game(2, 1, 7, 3, 7),
      game(3, 2, 10, 3, 7),
      ...[5, 6].map((w, i) => game(4 + i, 1, 7, w, 0)),
      ...[7, 8].map((w, i) => game(6 + i, w, 7, 1, 0)),
      ...[5, 6].map((w, i) => game(4 + i, 2, 7, w, 0)),
      game(6, 7, 7, 2, 0),
      game(7, 8, 3, 2, 3),
      ...[5, 6, 7].map((w, i) => game(4 + i, 3, 7, w, 0)),
      game(7, 8, 7, 3, 0),
    ]);
    expect(rows.map((r) => r.stats.winPercentage)).toEqual([3.5 / 6, 3.5 / 6, 3.5 / 6]);
    expect(names(rows)).toEqual(['Avalon', 'Bexley', 'Carlow']);
    expect(why(rows)).toEqual(['Conference record', 'Head-to-head', null]);
  });

  it('should put conference record before common games across divisions, and not within one', () => {
    // Avalon (North) and Bexley (South) never met and are 3-2. Against their four common
    // opponents, West 5 to 8, Avalon went 2-2 and Bexley 3-1; in the conference Avalon beat
    // Dunmore and Bexley lost to Eskdale, so Avalon is 1-0 and Bexley 0-1. Gridiron's
    // wild-card order takes conference record first: Avalon. The division order would have
    // taken common games first: Bexley.
    const teams = [
      team(1, 'Avalon', 'North'),
      team(2, 'Bexley', 'South'),
      team(3, 'Dunmore', 'Central'),
      team(4, 'Eskdale', 'Coast'),
      ...[5, 6, 7, 8].map((id) => team(id, `West ${id}`, 'West', 'Western')),
    ];
    const matches = [
      game(1, 1, 7, 5, 0),
      game(2, 1, 7, 6, 0),
      game(3, 7, 7, 1, 0),
      game(4, 8, 7, 1, 0),
      game(1, 2, 7, 5, 0),
      game(2, 2, 7, 6, 0),
      game(3, 2, 7, 7, 0),
      game(4, 8, 7, 2, 0),
      game(5, 1, 7, 3, 0),
      game(5, 4, 7, 2, 0),
    ];
    const eastern = (template: ReturnType<typeof gridironLadderTemplate>) =>
      computeLadder({ teams, matches, template, groupBy: 'conference' }).teams.filter(
        (r) => r.group === 'Eastern',
      );
    const rows = eastern(gridironLadderTemplate());
    expect(names(rows)).toEqual(['Eskdale', 'Avalon', 'Bexley', 'Dunmore']);
    expect(why(rows)).toEqual(['Win Percentage', 'Conference record', 'Win Percentage', null]);

    const oneChain = { ...gridironLadderTemplate(), tieBreakersAcrossDivisions: undefined };
    const divisionOrder = eastern(oneChain);
    expect(names(divisionOrder)).toEqual(['Eskdale', 'Bexley', 'Avalon', 'Dunmore']);
    expect(why(divisionOrder)[1]).toBe('Common games');
  });

  it('should drop a team that lost to each of the others, however many points it has', () => {
    // Avalon lost narrowly to Bexley and Carlow, who never met, and beat West 5 by 90 and
    // West 8: all three are 2-2. On a chain of head-to-head then net points, Avalon's +93
    // would lead; the sweep drops it, Carlow (+4) passes Bexley (-4) on net points, and
    // Bexley beat Avalon head to head.
    const template = gridironLadderTemplate();
    template.tieBreakers = [{ step: 'headToHead' }, { step: 'netPoints' }, { step: 'importOrder' }];
    template.tieBreakersAcrossDivisions = template.tieBreakers;
    const matches = [
      game(1, 2, 7, 1, 6),
      game(2, 3, 7, 1, 6),
      game(3, 1, 90, 5, 0),
      game(5, 1, 5, 8, 0),
      game(3, 6, 7, 2, 0),
      game(4, 7, 5, 2, 0),
      game(5, 2, 7, 8, 0),
      game(3, 3, 7, 6, 0),
      game(4, 7, 2, 3, 0),
      game(5, 7, 2, 3, 0),
    ];
    const rows = computeLadder({
      teams: [...eastern, ...western],
      matches,
      template,
      groupBy: 'conference',
    }).teams.filter((r) => r.group === 'Eastern');
    expect(rows.map((r) => r.stats.winPercentage)).toEqual([0.5, 0.5, 0.5]);
    expect(rows.map((r) => r.stats.pointsDifference)).toEqual([4, -4, 93]);
    expect(names(rows)).toEqual(['Carlow', 'Bexley', 'Avalon']);
    expect(why(rows)).toEqual(['Net points', 'Head-to-head', null]);
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
