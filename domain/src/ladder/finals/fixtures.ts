/**
 * Random leagues and their completions, for the finals' tests only; not exported from the
 * package. A league is small (4–10 teams), in one table, two divisions, or two conferences of
 * two divisions, on the gridiron template or a points template, with part of a random
 * schedule played; a completion plays out the rest with the real engine's statuses.
 */
import fc from 'fast-check';
import { expect } from 'vitest';
import type { FinalsMark } from '../../api/ladder';
import { type FinalsSettings, finalsRefusal } from '../../schemas/finalsSettings';
import type { LadderTemplate, MatchStatus } from '../../schemas/values';
import { type LadderInput, type LadderTeamInput, ladderWithRanking } from '../compute';
import { bye, forfeit, game, roundDate, sortTemplate, template } from '../fixtures';
import type { LadderMatch } from '../results';
import { gridironLadderTemplate } from '../templates';
import { finalsPicture } from './picture';

export const LAYOUTS = ['one table', 'divisions', 'conferences'] as const;
export type Layout = (typeof LAYOUTS)[number];

/** Team i's pool and conference in each layout. */
function placeOf(layout: Layout, i: number): Pick<LadderTeamInput, 'pool' | 'conference'> {
  if (layout === 'one table') return { pool: null, conference: null };
  if (layout === 'divisions') return { pool: i % 2 ? 'South' : 'North', conference: null };
  const conference = i % 4 < 2 ? 'Eastern' : 'Western';
  return { pool: `${conference} ${i % 2 ? 'South' : 'North'}`, conference };
}

/** The league's teams; a stray last team has no pool (and so no conference) of its own. */
export const teamsOf = (n: number, layout: Layout, stray = false): LadderTeamInput[] =>
  Array.from({ length: n }, (_, i) => ({
    id: i + 1,
    name: `Team ${String.fromCharCode(65 + i)}`,
    ...(stray && i === n - 1 ? { pool: null, conference: null } : placeOf(layout, i)),
  }));

/** How a game ends: the statuses and scores a completion can give it. */
export type Outcome =
  | { kind: 'score'; home: number; away: number }
  | { kind: 'forfeit'; by: 'home' | 'away' }
  | { kind: 'washout' }
  | { kind: 'cancelled' };

/** Every way a game can end, with wins and ties at low and high scores so score stats vary. */
export const EVERY_OUTCOME: readonly Outcome[] = [
  { kind: 'score', home: 1, away: 0 },
  { kind: 'score', home: 40, away: 0 },
  { kind: 'score', home: 0, away: 1 },
  { kind: 'score', home: 0, away: 40 },
  { kind: 'score', home: 0, away: 0 },
  { kind: 'score', home: 21, away: 21 },
  { kind: 'forfeit', by: 'home' },
  { kind: 'forfeit', by: 'away' },
  { kind: 'washout' },
  { kind: 'cancelled' },
];

const score = fc.oneof(fc.integer({ min: 0, max: 3 }), fc.integer({ min: 0, max: 50 }));
export const arbOutcome: fc.Arbitrary<Outcome> = fc.oneof(
  { weight: 6, arbitrary: fc.record({ kind: fc.constant('score' as const), home: score, away: score }) },
  {
    weight: 1,
    arbitrary: fc.record({ kind: fc.constant('forfeit' as const), by: fc.constantFrom('home', 'away') }),
  },
  { weight: 1, arbitrary: fc.constant({ kind: 'washout' as const }) },
  { weight: 1, arbitrary: fc.constant({ kind: 'cancelled' as const }) },
);

/** A scheduled game ended as `outcome`: a bye is played unless cancelled. */
export function ended(m: LadderMatch, outcome: Outcome): LadderMatch {
  if (m.isBye) return { ...m, status: outcome.kind === 'cancelled' ? 'cancelled' : 'final' };
  const home = m.homeTeamId!;
  const away = m.awayTeamId!;
  switch (outcome.kind) {
    case 'score':
      return { ...game(m.round, home, outcome.home, away, outcome.away), id: m.id };
    case 'forfeit':
      return { ...forfeit(m.round, home, away, outcome.by === 'home' ? home : away), id: m.id };
    case 'washout':
      return { ...game(m.round, home, 3, away, 10, 'washout'), id: m.id };
    case 'cancelled':
      return { ...game(m.round, home, 0, away, 0, 'cancelled'), id: m.id };
  }
}

/** Statuses of a game not yet counted: to come, under way, or disputed. */
const PENDING: readonly MatchStatus[] = ['pre-game', 'live', 'disputed', 'first-half'];

export interface League {
  layout: Layout;
  input: LadderInput;
  finals: FinalsSettings;
  /** The games still to count, by index into `input.matches`. */
  open: number[];
}

/**
 * The templates a league can have: gridiron's (win percentage, then its tie-breakers, with
 * head-to-head first); the points template (4 a win, 2 a draw or a bye, 1 a loss, 3 a forfeit
 * win, −2 a forfeit), ranked on points then scores, on wins, or on win percentage.
 */
const TEMPLATES = {
  gridiron: gridironLadderTemplate,
  points: () => template(),
  wins: () => template(sortTemplate(['matchesWon', 'pointsDifference'])),
  percentage: () => template(sortTemplate(['winPercentage', 'pointsFor'])),
} satisfies Record<string, () => LadderTemplate>;

const arbFinals = (n: number): fc.Arbitrary<FinalsSettings> =>
  fc
    .record({
      teams: fc.integer({ min: 1, max: n }),
      divisionWinnersFirst: fc.boolean(),
      wildCards: fc.nat(n),
      byes: fc.nat(n),
    })
    .map((f) => ({
      ...f,
      wildCards: f.divisionWinnersFirst ? f.wildCards % f.teams : 0,
      byes: f.byes % (f.teams + 1),
    }));

/**
 * A random league: teams, a template, finals settings that stand, a schedule of `games`
 * games (and byes on the points template) of which the last `open` are still to count.
 */
export const arbLeague = (options: { maxGames: number; maxOpen: number }): fc.Arbitrary<League> =>
  fc
    .record({ n: fc.integer({ min: 4, max: 10 }), layout: fc.constantFrom(...LAYOUTS) })
    .chain(({ n, layout }) =>
      fc.record({
        n: fc.constant(n),
        layout: fc.constant(layout),
        kind: fc.constantFrom(...(Object.keys(TEMPLATES) as (keyof typeof TEMPLATES)[])),
        stray: fc.boolean(),
        hide: fc.option(fc.record({ from: fc.integer({ min: 1, max: options.maxGames }), span: fc.nat(3) })),
        finals: arbFinals(n),
        schedule: fc.array(
          fc.record({ home: fc.nat(n - 1), offset: fc.integer({ min: 1, max: n - 1 }), isBye: fc.boolean() }),
          { minLength: 1, maxLength: options.maxGames },
        ),
        results: fc.array(arbOutcome, { minLength: options.maxGames, maxLength: options.maxGames }),
        pending: fc.array(fc.constantFrom(...PENDING), {
          minLength: options.maxGames,
          maxLength: options.maxGames,
        }),
        open: fc.integer({ min: 0, max: options.maxOpen }),
        adjustment: fc.option(fc.record({ team: fc.nat(n - 1), points: fc.integer({ min: -4, max: 4 }) })),
      }),
    )
    .map((r) => {
      const tmpl = TEMPLATES[r.kind]();
      const gridiron = r.kind === 'gridiron';
      const teams = teamsOf(r.n, r.layout, r.stray);
      const open = Math.min(r.open, r.schedule.length);
      const played = r.schedule.length - open;
      const matches = r.schedule.map((s, i) => {
        const round = i + 1;
        // Byes only on the points template, where they score.
        const scheduled =
          s.isBye && !gridiron
            ? bye(round, s.home + 1, 'pre-game')
            : game(round, s.home + 1, 0, ((s.home + s.offset) % r.n) + 1, 0, 'pre-game');
        const match = { ...scheduled, id: 1000 + i };
        return i < played ? ended(match, r.results[i]!) : { ...match, status: r.pending[i]! };
      });
      const adjustments =
        r.adjustment && !gridiron ? [{ teamId: r.adjustment.team + 1, points: r.adjustment.points }] : [];
      const finals = r.finals;
      expect(finalsRefusal(finals)).toBeNull();
      return {
        layout: r.layout,
        input: {
          teams,
          matches,
          template: tmpl,
          adjustments,
          // Results of hidden rounds do not count in public: to the marks they are still to come.
          hideRounds: r.hide
            ? [{ from: roundDate(r.hide.from), to: roundDate(r.hide.from + r.hide.span) }]
            : [],
        },
        finals,
        open: matches.map((_, i) => i).slice(played),
      };
    });

/**
 * The league with its open games ended as the outcomes say (one per open game), and its
 * hidden rounds revealed unless `keepHidden`.
 */
export function complete(league: League, outcomes: readonly Outcome[], keepHidden = false): LadderInput {
  const matches = [...league.input.matches];
  league.open.forEach((index, k) => {
    matches[index] = ended(matches[index]!, outcomes[k]!);
  });
  return { ...league.input, matches, hideRounds: keepHidden ? league.input.hideRounds : [] };
}

/**
 * Checks marks against a completed season, seeded by the real engine: an x team is seeded, a
 * y team seeded as a division winner, a z team has a bye (the top seed when there are no
 * byes), an e team is not seeded.
 */
export function expectMarksHold(
  marks: ReadonlyMap<number, FinalsMark>,
  completed: LadderInput,
  finals: FinalsSettings,
) {
  const { ladder, rank } = ladderWithRanking(completed);
  const seeds = new Map(
    finalsPicture(ladder, rank, finals).flatMap((table) =>
      table.seeds.map((s) => [s.row.id, { ...s, top: table.byes > 0 ? s.bye : s.seed === 1 }] as const),
    ),
  );
  for (const [id, mark] of marks) {
    const seed = seeds.get(id);
    const found = { id, mark, seed: seed && { seed: seed.seed, kind: seed.kind, bye: seed.bye } };
    if (mark === 'e') expect(seed, JSON.stringify(found)).toBeUndefined();
    else expect(seed, JSON.stringify(found)).toBeDefined();
    if (mark === 'y') expect(seed!.kind, JSON.stringify(found)).toBe('division');
    if (mark === 'z') expect(seed!.top, JSON.stringify(found)).toBe(true);
  }
}

/** Every list of `length` outcomes drawn from `from`. */
export function* everyCompletion(length: number, from: readonly Outcome[]): Generator<Outcome[]> {
  if (length === 0) {
    yield [];
    return;
  }
  for (const rest of everyCompletion(length - 1, from)) for (const o of from) yield [...rest, o];
}

/** A deterministic shuffle, so a failing case can be replayed. */
export function shuffle<T>(items: readonly T[], seed: number): T[] {
  const out = [...items];
  let state = seed >>> 0 || 1;
  for (let i = out.length - 1; i > 0; i--) {
    state = Math.imul(state ^ (state >>> 13), 0x5bd1e995) >>> 0;
    const j = state % (i + 1);
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}
