import { describe, expect, it } from 'vitest';
import type { FinalsTable, LadderResponse, LadderTeam, LiveLadderResponse } from './api/ladder';
import type { MatchSummary } from './api/match';
import {
  EMBED_HEIGHT_MESSAGE,
  EMBED_KINDS,
  EMBED_MATCH_COUNT,
  embedFixtures,
  embedLadder,
  embedPath,
  embedResults,
  embedSnippet,
  embedsCompetition,
  marksLegend,
  parseEmbedPath,
  playoffRows,
} from './embed';
import { finalsMarkName } from './ladder/finals/types';
import { recordLabel } from './ladder/records';

const match = (id: number, status: string, dateTime: string | null, isBye = false) =>
  ({ _id: id, status, dateTime, meta: { isBye } }) as unknown as MatchSummary;

describe('parseEmbedPath', () => {
  it('should read the four embeds and their ids, and nothing else', () => {
    expect(parseEmbedPath('/embed/ladder/3')).toEqual({ kind: 'ladder', id: 3 });
    expect(parseEmbedPath('/embed/playoffs/41')).toEqual({ kind: 'playoffs', id: 41 });
    expect(parseEmbedPath('/embed/playoffs/41/')).toEqual({ kind: 'playoffs', id: 41 });
    expect(parseEmbedPath('/embed/fixtures/12/')).toEqual({ kind: 'fixtures', id: 12 });
    expect(parseEmbedPath('/embed/results/2147483647')).toEqual({ kind: 'results', id: 2147483647 });
    for (const other of [
      '/embed',
      '/embed/',
      '/embed/ladder',
      '/embed/ladder/0',
      '/embed/ladder/x',
      '/embed/ladder/3/more',
      '/embed/table/3',
      '/embed/ladder/2147483648',
      '/embed/playoffs/0',
      '/embed/playoffs/',
      '/embed/playoffs/4x',
      '/embed/playoff/4',
      '/embed/playoffs/4/ladder',
      '/xembed/playoffs/4',
      '/c/state/nsw/embed/ladder/3',
    ])
      expect(parseEmbedPath(other), other).toBeNull();
  });

  it('should read back every embed path', () => {
    for (const target of [
      { kind: 'ladder', id: 1 },
      { kind: 'fixtures', id: 99 },
      { kind: 'results', id: 7 },
      { kind: 'playoffs', id: 2147483647 },
    ] as const)
      expect(parseEmbedPath(embedPath(target))).toEqual(target);
  });

  it('should tell a competition’s embeds from a team’s', () => {
    expect(EMBED_KINDS.filter(embedsCompetition)).toEqual(['ladder', 'playoffs']);
  });
});

describe('embedFixtures and embedResults', () => {
  const matches = [
    match(1, 'final', '2026-11-01T04:00:00Z'),
    match(2, 'pre-game', '2026-11-30T04:00:00Z'),
    match(3, 'second-quarter', '2026-11-25T04:00:00Z'),
    match(4, 'pre-game', '2026-11-28T04:00:00Z'),
    match(5, 'forfeit', '2026-11-08T04:00:00Z'),
    match(6, 'pre-game', null),
    match(7, 'pre-game', '2026-12-05T04:00:00Z', true),
  ];

  it('should list the matches under way first, then those to come, soonest first', () => {
    expect(embedFixtures(matches).map((m) => m._id)).toEqual([3, 4, 2]);
  });

  it('should list the matches that are over, latest first', () => {
    expect(embedResults(matches).map((m) => m._id)).toEqual([5, 1]);
  });

  it('should not list a cancelled game as a fixture to come', () => {
    const cancelled = match(8, 'cancelled', '2026-11-27T04:00:00Z');
    expect(embedFixtures([...matches, cancelled]).map((m) => m._id)).toEqual([3, 4, 2]);
    expect(embedResults([...matches, cancelled]).map((m) => m._id)).toEqual([8, 5, 1]);
  });

  it('should list at most a few', () => {
    const many = Array.from({ length: 20 }, (_, i) => match(i, 'pre-game', `2026-12-${10 + i}T04:00:00Z`));
    expect(embedFixtures(many)).toHaveLength(EMBED_MATCH_COUNT);
  });
});

describe('embedSnippet', () => {
  it('should frame the embed and size it from its own origin only, with the title escaped', () => {
    const snippet = embedSnippet('https://scores.example.org', { kind: 'ladder', id: 3 }, 'A "B" & <C>');
    expect(snippet).toContain('src="https://scores.example.org/embed/ladder/3"');
    expect(snippet).toContain('title="A &quot;B&quot; &amp; &lt;C>"');
    expect(snippet).toContain('event.origin !== "https://scores.example.org"');
    expect(snippet).toContain(EMBED_HEIGHT_MESSAGE);
  });
});

const team = (
  _id: number,
  position: number,
  won: number,
  lost: number,
  extra: Partial<LadderTeam> = {},
  drawn = 0,
) =>
  ({
    _id,
    name: `Team ${_id}`,
    pool: null,
    position,
    previousPosition: null,
    display: true,
    stats: { matchesWon: won, matchesLost: lost, matchesDrawn: drawn },
    ...extra,
  }) as unknown as LadderTeam;

const ladder = (teams: LadderTeam[], shown = true) =>
  ({ displays: { result: true, ladder: shown }, teams }) as unknown as LadderResponse;
const live = (teams: LadderTeam[], provisional: boolean, shown = true) =>
  ({ ...ladder(teams, shown), provisional, liveMatches: [] }) as unknown as LiveLadderResponse;

describe('embedLadder', () => {
  const plain = ladder([
    team(1, 1, 3, 0, { mark: 'x' }),
    team(2, 2, 2, 1, { mark: null }),
    team(3, 3, 0, 3, { mark: 'e' }),
  ]);

  it('should draw the live ladder while a live match counts, each row with the mark of finished results', () => {
    const moving = live(
      [
        team(2, 1, 3, 1, { previousPosition: 2 }),
        team(1, 2, 3, 1, { previousPosition: 1 }),
        team(3, 3, 0, 4),
      ],
      true,
    );
    const shown = embedLadder(plain, moving);
    expect(shown.provisional).toBe(true);
    expect(shown.ladder.teams.map((t) => [t._id, t.position, t.mark])).toEqual([
      [2, 1, null],
      [1, 2, 'x'],
      [3, 3, 'e'],
    ]);
    expect(shown.ladder.teams[0]!.previousPosition).toBe(2);
  });

  it('should draw the ladder of finished results when nothing is live, the live answer is missing or withheld', () => {
    for (const other of [live(plain.teams, false), null, live(plain.teams, true, false)])
      expect(embedLadder(plain, other)).toEqual({ ladder: plain, provisional: false });
  });

  it('should give a team the live ladder has but the plain one lacks no mark', () => {
    const shown = embedLadder(plain, live([team(9, 1, 1, 0)], true));
    expect(shown.ladder.teams[0]!.mark).toBeNull();
  });
});

describe('marksLegend and recordLabel', () => {
  it('should list only the marks shown, strongest first, with their names', () => {
    expect(marksLegend([{ mark: 'e' }, { mark: null }, { mark: 'z' }, { mark: 'e' }, {}])).toEqual([
      { mark: 'z', name: 'Clinched a bye' },
      { mark: 'e', name: 'Eliminated' },
    ]);
    expect(marksLegend([{ mark: null }, {}])).toEqual([]);
  });

  it('should name z the top seed when the finals have no byes', () => {
    expect(marksLegend([{ mark: 'z' }, { mark: 'x' }], 0)).toEqual([
      { mark: 'z', name: 'Clinched the top seed' },
      { mark: 'x', name: 'Clinched a finals place' },
    ]);
    expect(marksLegend([{ mark: 'z' }], 1)).toEqual([{ mark: 'z', name: 'Clinched a bye' }]);
    expect(finalsMarkName('y', 0)).toBe('Clinched the division');
  });

  it('should print won-lost, and the draws only when there are some', () => {
    expect(recordLabel(team(1, 1, 9, 7))).toBe('9-7');
    expect(recordLabel(team(1, 1, 9, 7, {}, 1))).toBe('9-7-1');
  });
});

describe('playoffRows', () => {
  const seed = (_id: number, n: number, kind: 'division' | 'wildCard' | 'place', bye: boolean) => ({
    _id,
    name: `Team ${_id}`,
    seed: n,
    kind,
    division: null,
    bye,
    separatedFromNext: null,
  });
  const chaser = (_id: number) => ({ _id, name: `Team ${_id}`, division: null, separatedFromNext: null });
  const teams = [
    team(1, 1, 5, 0, { mark: 'z' }),
    team(2, 2, 4, 1),
    team(3, 3, 3, 2),
    team(4, 4, 0, 5, { mark: 'e' }),
  ];

  it('should list the seeds then the chasers, with the bye line and the cut line where they fall', () => {
    const table: FinalsTable = {
      name: 'East',
      places: 3,
      byes: 1,
      seeds: [seed(1, 1, 'division', true), seed(3, 2, 'division', false), seed(2, 3, 'wildCard', false)],
      chasing: [chaser(4)],
    };
    expect(playoffRows(table, teams)).toEqual([
      {
        _id: 1,
        name: 'Team 1',
        seed: 1,
        kind: 'division',
        bye: true,
        record: '5-0',
        mark: 'z',
        lineAfter: 'bye',
      },
      {
        _id: 3,
        name: 'Team 3',
        seed: 2,
        kind: 'division',
        bye: false,
        record: '3-2',
        mark: null,
        lineAfter: null,
      },
      {
        _id: 2,
        name: 'Team 2',
        seed: 3,
        kind: 'wildCard',
        bye: false,
        record: '4-1',
        mark: null,
        lineAfter: 'cut',
      },
      {
        _id: 4,
        name: 'Team 4',
        seed: null,
        kind: null,
        bye: false,
        record: '0-5',
        mark: 'e',
        lineAfter: null,
      },
    ]);
  });

  it('should draw no line with nobody beyond it', () => {
    const allIn: FinalsTable = {
      name: null,
      places: 2,
      byes: 2,
      seeds: [seed(1, 1, 'place', true), seed(2, 2, 'place', true)],
      chasing: [],
    };
    expect(playoffRows(allIn, teams).map((r) => r.lineAfter)).toEqual([null, null]);
    const noByes: FinalsTable = {
      ...allIn,
      byes: 0,
      seeds: [seed(1, 1, 'place', false)],
      chasing: [chaser(2)],
    };
    expect(playoffRows(noByes, teams).map((r) => r.lineAfter)).toEqual(['cut', null]);
  });

  it('should leave a team missing from the ladder’s rows without record or mark', () => {
    const table: FinalsTable = {
      name: null,
      places: 1,
      byes: 0,
      seeds: [seed(8, 1, 'place', false)],
      chasing: [],
    };
    expect(playoffRows(table, teams)[0]).toMatchObject({ record: '', mark: null });
  });
});
