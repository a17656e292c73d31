import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { MatchStatus } from '../schemas/values';
import { computeLadder, UNKNOWN_POOL } from './compute';
import { ALPHA, BRAVO, bye, CHARLIE, DELTA, ECHO, game, season, seasonTeams, template } from './fixtures';
import type { LadderMatch } from './results';
import { ladderShortName, standingLabel, standingsOf, standingWords } from './standings';
import { gridironLadderTemplate } from './templates';

describe('ladderShortName', () => {
  it("should name a division without the word 'Division'", () => {
    expect(ladderShortName("Women's National League", 'North Division')).toBe('North');
    expect(ladderShortName('Colts', 'Pool A')).toBe('Pool A');
    expect(ladderShortName('Colts', 'Red Group')).toBe('Red');
    expect(ladderShortName('Colts', 'Division')).toBe('Division');
  });

  it("should take a competition's opening abbreviation, else its initials", () => {
    expect(ladderShortName('NSW Premier Division', null)).toBe('NSW');
    expect(ladderShortName('WA Division 2', null)).toBe('WA');
    expect(ladderShortName("Women's National League", null)).toBe('WNL');
    expect(ladderShortName('Sydney Metro Colts (U19)', null)).toBe('SMC');
    expect(ladderShortName('Brisbane Colts (U19) Division 2', null)).toBe('BCD2');
    expect(ladderShortName('liga', null)).toBe('liga');
  });
});

describe('standingLabel', () => {
  it('should print the record as gridiron does, with the place when there is one', () => {
    expect(standingLabel({ won: 7, lost: 2, drawn: 0, position: 1, ladder: 'NSW' })).toBe('(7-2), 1st NSW');
    expect(standingLabel({ won: 3, lost: 3, drawn: 1, position: 12, ladder: 'North' })).toBe(
      '(3-3-1), 12th North',
    );
    expect(standingLabel({ won: 0, lost: 0, drawn: 0, position: null, ladder: null })).toBe('(0-0)');
  });
});

describe('standingWords', () => {
  it('should say the record in words, for screen readers', () => {
    expect(standingWords({ won: 7, lost: 2, drawn: 0, position: 1, ladder: 'NSW' })).toBe(
      '7 wins, 2 losses, 1st in NSW',
    );
    expect(standingWords({ won: 1, lost: 1, drawn: 1, position: null, ladder: null })).toBe(
      '1 win, 1 loss, 1 tie',
    );
  });
});

describe('standingsOf', () => {
  it('should read each team’s W, L, T and place off the ladder worked by hand', () => {
    // fixtures.season(): Alpha 1-0 plus a forfeit win; Charlie and Delta drew; the washout is a draw.
    const ladder = computeLadder({ teams: seasonTeams, matches: season(), template: template() });
    const standings = standingsOf(ladder, 'NSW Premier Division');
    expect(standings.get(ALPHA)).toEqual({ won: 2, lost: 0, drawn: 0, position: 1, ladder: 'NSW' });
    expect(standings.get(CHARLIE)).toMatchObject({ won: 0, lost: 1, drawn: 1 });
    expect(standings.get(DELTA)).toMatchObject({ won: 0, lost: 0, drawn: 2 });
    for (const row of ladder.teams) expect(standings.get(row.id)?.position).toBe(row.position);
  });

  it('should give no places before a table has played, and none outside the divisions', () => {
    const teams = [
      { id: ALPHA, name: 'Alpha', pool: 'North Division' },
      { id: BRAVO, name: 'Bravo', pool: 'North Division' },
      { id: CHARLIE, name: 'Charlie', pool: 'South Division' },
      { id: DELTA, name: 'Delta', pool: 'South Division' },
      { id: ECHO, name: 'Echo', pool: null },
    ];
    const ladder = computeLadder({
      teams,
      matches: [game(1, ALPHA, 21, BRAVO, 7), game(2, CHARLIE, 0, DELTA, 0, 'pre-game'), bye(1, ECHO)],
      template: gridironLadderTemplate(),
    });
    const standings = standingsOf(ladder, "Women's National League");
    expect(standings.get(ALPHA)).toEqual({ won: 1, lost: 0, drawn: 0, position: 1, ladder: 'North' });
    expect(standings.get(BRAVO)).toEqual({ won: 0, lost: 1, drawn: 0, position: 2, ladder: 'North' });
    expect(standings.get(CHARLIE)).toEqual({ won: 0, lost: 0, drawn: 0, position: null, ladder: null });
    expect(standings.get(ECHO)).toMatchObject({ position: null, ladder: null });
    expect(ladder.teams.find((r) => r.id === ECHO)?.group).toBe(UNKNOWN_POOL);
  });

  const STATUSES: MatchStatus[] = [
    'final',
    'final',
    'final',
    'forfeit',
    'washout',
    'disputed',
    'live',
    'pre-game',
  ];
  const arbSeason = fc.integer({ min: 2, max: 10 }).chain((n) =>
    fc.record({
      n: fc.constant(n),
      pools: fc.option(
        fc.array(fc.constantFrom('North Division', 'South Division', null), { minLength: n, maxLength: n }),
      ),
      matches: fc.array(
        fc.record({
          round: fc.option(fc.integer({ min: 1, max: 6 }), { nil: null, freq: 5 }),
          home: fc.nat(n - 1),
          offset: fc.integer({ min: 1, max: n - 1 }),
          homeScore: fc.integer({ min: 0, max: 40 }),
          awayScore: fc.integer({ min: 0, max: 40 }),
          status: fc.constantFrom(...STATUSES),
          forfeitHome: fc.boolean(),
          isBye: fc.boolean().chain((b) => (b ? fc.boolean() : fc.constant(false))),
        }),
        { maxLength: 40 },
      ),
    }),
  );

  it('should agree with the ladder, and count every counted game once as a win, loss or tie', () => {
    fc.assert(
      fc.property(arbSeason, ({ n, pools, matches }) => {
        const teams = Array.from({ length: n }, (_, i) => ({
          id: i + 1,
          name: `Team ${i + 1}`,
          pool: pools?.[i] ?? null,
        }));
        const games = matches.map((m, i): LadderMatch => {
          const home = m.home + 1;
          const away = ((m.home + m.offset) % n) + 1;
          return {
            id: i + 1,
            round: m.round,
            homeTeamId: home,
            awayTeamId: m.isBye ? null : away,
            homeScore: m.homeScore,
            awayScore: m.awayScore,
            status: m.status,
            isBye: m.isBye,
            forfeitingTeamId: m.status === 'forfeit' ? (m.forfeitHome ? home : away) : null,
            dateTime: null,
          };
        });
        const ladder = computeLadder({ teams, matches: games, template: gridironLadderTemplate() });
        const standings = standingsOf(ladder, 'NSW Premier Division');
        expect(standings.size).toBe(n);
        for (const row of ladder.teams) {
          const standing = standings.get(row.id)!;
          expect([standing.won, standing.lost, standing.drawn]).toEqual([
            row.stats.matchesWon,
            row.stats.matchesLost,
            row.stats.matchesDrawn,
          ]);
          // Independently of the engine: a game counts once, whoever's side the team was.
          const counted = games.filter(
            (g) =>
              !g.isBye &&
              (g.homeTeamId === row.id || g.awayTeamId === row.id) &&
              ['final', 'forfeit', 'washout'].includes(g.status),
          ).length;
          expect(standing.won + standing.lost + standing.drawn).toBe(counted);
          if (standing.position !== null) {
            expect(standing.position).toBe(row.position);
            expect(standing.ladder).toBe(row.group === null ? 'NSW' : row.group.replace(' Division', ''));
            expect(standingLabel(standing)).toMatch(/^\(\d+-\d+(-[1-9]\d*)?\), \d+(st|nd|rd|th) \S+$/);
          } else expect(standingLabel(standing)).toMatch(/^\(\d+-\d+(-[1-9]\d*)?\)$/);
        }
        // Within a table that has played, the places are 1..k, each once.
        const byTable = new Map<string | null, number[]>();
        for (const [id, s] of standings)
          if (s.position !== null) {
            const group = ladder.teams.find((r) => r.id === id)!.group;
            byTable.set(group, [...(byTable.get(group) ?? []), s.position]);
          }
        for (const places of byTable.values())
          expect(places.sort((a, b) => a - b)).toEqual(places.map((_, i) => i + 1));
      }),
      { numRuns: 200 },
    );
  });
});
