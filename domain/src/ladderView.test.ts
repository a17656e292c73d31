import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { LadderResponse, LadderRoundTeam } from './api/ladder';
import { UNKNOWN_POOL } from './ladder/compute';
import { stats as teamStats } from './ladder/fixtures';
import {
  groupByPool,
  ladderAvailability,
  ladderRoundOptions,
  ladderRows,
  ordinal,
  positionChange,
  showsSportTable,
  signed,
} from './ladderView';

const stats = (points: number): LadderRoundTeam['stats'] => teamStats({ totalMatchPoints: points });
const roundTeam = (_id: number, position: number, pool: string | null = null): LadderRoundTeam => ({
  _id,
  name: `Team ${_id}`,
  pool,
  position,
  stats: stats(10 - position),
});

describe('ladderAvailability', () => {
  it('should withhold the ladder when either the ladder or the results are hidden', () => {
    fc.assert(
      fc.property(fc.boolean(), fc.boolean(), fc.boolean(), (ladder, result, hasTeams) => {
        const teams = hasTeams ? [{} as LadderResponse['teams'][number]] : [];
        const state = ladderAvailability({ displays: { ladder, result }, teams });
        if (!ladder || !result) expect(state).toBe('withheld');
        else expect(state).toBe(hasTeams ? 'ready' : 'empty');
      }),
    );
  });
});

describe('showsSportTable', () => {
  it('should show the generic table for individual competitions only', () => {
    expect(showsSportTable({ gameType: 'indv' })).toBe(true);
    expect(showsSportTable({ gameType: 'teams' })).toBe(false);
  });
});

describe('ladderRoundOptions', () => {
  it('should offer All Rounds (0) then every round up to maxRound', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 60 }), (maxRound) => {
        const options = ladderRoundOptions(maxRound);
        expect(options).toHaveLength(maxRound + 1);
        expect(options[0]).toEqual({ value: 0, label: 'All Rounds' });
        expect(options.slice(1)).toEqual(
          Array.from({ length: maxRound }, (_, i) => ({ value: i + 1, label: `Round ${i + 1}` })),
        );
      }),
    );
  });

  it('should leave only All Rounds (so no filter) before any round is played', () => {
    expect(ladderRoundOptions(0)).toEqual([{ value: 0, label: 'All Rounds' }]);
  });
});

describe('ladderRows', () => {
  const ladder = {
    teams: [
      { ...roundTeam(2, 1), previousPosition: 2, display: true, meta: { imgUrl: 'two.png' } },
      { ...roundTeam(1, 2), previousPosition: 1, display: true, meta: { imgUrl: null } },
    ],
    teamsMoved: true,
    teamsWithStatsByRound: {
      maxRound: 2,
      perRound: { '1': [roundTeam(1, 1), roundTeam(2, 2)], '2': [roundTeam(2, 1), roundTeam(1, 2)] },
    },
  };

  it('should show the ladder with its movement for all rounds', () => {
    const rows = ladderRows(ladder, 0);
    expect(rows.map((r) => [r._id, r.position, r.previousPosition, r.imgUrl])).toEqual([
      [2, 1, 2, 'two.png'],
      [1, 2, 1, null],
    ]);
  });

  it('should hide movement when no team moved', () => {
    expect(ladderRows({ ...ladder, teamsMoved: false }, 0).map((r) => r.previousPosition)).toEqual([
      null,
      null,
    ]);
  });

  it("should take a round's standings from perRound, moved against the round before, with logos", () => {
    expect(ladderRows(ladder, 1).map((r) => [r._id, r.position, r.previousPosition])).toEqual([
      [1, 1, null],
      [2, 2, null],
    ]);
    expect(ladderRows(ladder, 2).map((r) => [r._id, r.position, r.previousPosition, r.imgUrl])).toEqual([
      [2, 1, 2, 'two.png'],
      [1, 2, 1, null],
    ]);
  });

  it('should fall back to the ladder for a round it has no standings of', () => {
    expect(ladderRows(ladder, 9).map((r) => r._id)).toEqual([2, 1]);
  });
});

describe('groupByPool', () => {
  const pool = fc.option(fc.constantFrom('Pool B', 'Pool A', 'Zeta', 'alpha'), { nil: null });
  const rows = fc.array(fc.record({ id: fc.nat(), pool }), { maxLength: 30 });

  it('should keep every row once, in its order, under its pool (or Unknown Pool), pools sorted by name', () => {
    fc.assert(
      fc.property(rows, (list) => {
        const groups = groupByPool(list, true);
        expect(groups.flatMap((g) => g.rows)).toHaveLength(list.length);
        const names = groups.map((g) => g.pool!);
        expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en')));
        for (const g of groups) {
          expect(g.rows.length).toBeGreaterThan(0);
          expect(g.rows).toEqual(list.filter((r) => (r.pool ?? UNKNOWN_POOL) === g.pool));
        }
      }),
    );
  });

  it('should make one group without pools, and none of no rows', () => {
    fc.assert(
      fc.property(rows, (list) => {
        expect(groupByPool(list, false)).toEqual(list.length ? [{ pool: null, rows: list }] : []);
      }),
    );
  });
});

describe('positionChange', () => {
  it('should say which way and how far a team moved', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 40 }), fc.integer({ min: 1, max: 40 }), (now, before) => {
        const change = positionChange(now, before)!;
        expect(change.places).toBe(Math.abs(now - before));
        expect(change.direction).toBe(now < before ? 'up' : now > before ? 'down' : 'same');
        expect(change.text.length).toBeGreaterThan(0);
      }),
    );
    expect(positionChange(3, null)).toBeNull();
    expect(positionChange(2, 5)!.text).toBe('Up 3 places from 5th');
    expect(positionChange(4, 3)!.text).toBe('Down 1 place from 3rd');
  });
});

describe('ordinal and signed', () => {
  it('should write English ordinals', () => {
    expect([1, 2, 3, 4, 11, 12, 13, 21, 22, 23, 101, 111].map(ordinal)).toEqual([
      '1st',
      '2nd',
      '3rd',
      '4th',
      '11th',
      '12th',
      '13th',
      '21st',
      '22nd',
      '23rd',
      '101st',
      '111th',
    ]);
  });

  it('should sign positive differences only', () => {
    expect([5, 0, -3].map(signed)).toEqual(['+5', '0', '-3']);
  });
});
