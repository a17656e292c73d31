/**
 * The game model: from the rules, the game's state and the clock, the next play a club game
 * would see, with players from the team lists. Pure and seeded: the demo builds whole games with
 * it for the import file, and the simulator posts its plays one by one to the scoring API.
 * Every play it makes is one `applyPlay` accepts (property-tested in model.test.ts).
 */
import type { GameRules, GameState, PlayInput, PlayRole, PlayType } from '@touchline/domain';
import type { Rng } from '../../demo/random';
import { type Draft, type GameClock, lateInHalf, lead, OTHER, type Situation } from './draft';
import { conversion, kickoff } from './kicks';
import { namePlayers, type Roster } from './roster';
import { scrimmagePlay } from './scrimmage';

export type { GameClock } from './draft';

/** A play as the model makes it: the scoring API's body, with players as ids of any kind. */
export type ModelPlay<Id> = Omit<PlayInput, 'players'> & { players?: Partial<Record<PlayRole, Id>> };

export interface NextPlayInput<Id> {
  rng: Rng;
  rules: GameRules;
  state: GameState;
  /** The clock at the snap. */
  clock: GameClock;
  /** The type of the play before, if any. */
  previous: PlayType | null;
  rosters: Record<'home' | 'away', Roster<Id>>;
}

/** The next play, and the game-clock seconds it takes (scaled to the rules' period length). */
export function nextPlay<Id>(input: NextPlayInput<Id>): { play: ModelPlay<Id>; seconds: number } {
  const { rng, rules, clock, previous } = input;
  const s: Situation = { rng, rules, state: stateAtSnap(rules, input.state, clock), clock, previous };
  const draft = draftPlay(s);
  const players = namePlayers(rng, input.rosters, draft.people);
  const play: ModelPlay<Id> = {
    type: draft.type,
    isHomeTeam: draft.side === 'home',
    period: clock.period,
    min: Math.floor(clock.elapsed / 60),
    sec: clock.elapsed % 60,
    ...(draft.yards === undefined ? {} : { yards: draft.yards }),
    ...(draft.returnYards === undefined ? {} : { returnYards: draft.returnYards }),
    ...(draft.result === undefined ? {} : { result: draft.result }),
    ...(draft.conversion === undefined ? {} : { conversion: draft.conversion }),
    ...(draft.firstDown ? { firstDown: true } : {}),
    ...(draft.lossOfDown ? { lossOfDown: true } : {}),
    ...(draft.note === undefined ? {} : { note: draft.note }),
    ...(Object.keys(players).length ? { players } : {}),
  };
  // The seconds are those of a game of four 15-minute quarters; a shorter game keeps its plays.
  return { play, seconds: Math.round((draft.seconds * rules.periods * rules.periodSeconds) / 3600) };
}

/**
 * The clock at the next snap, or null when the game is over. The try after a touchdown is
 * untimed, so a touchdown as time runs out keeps its try in the same period.
 */
export function clockAfter(
  rules: GameRules,
  clock: GameClock,
  seconds: number,
  after: GameState,
): GameClock | null {
  const elapsed = clock.elapsed + seconds;
  if (elapsed < rules.periodSeconds) return { period: clock.period, elapsed };
  if (after.phase === 'conversion') return { period: clock.period, elapsed: rules.periodSeconds - 1 };
  return clock.period >= rules.periods ? null : { period: clock.period + 1, elapsed: 0 };
}

/**
 * The state as the play finds it: a play that starts the second half (or overtime) is its
 * kickoff, by either side, from the kickoff spot, whatever the first half left.
 */
function stateAtSnap(rules: GameRules, state: GameState, clock: GameClock): GameState {
  const half = rules.periods / 2;
  const crosses = (line: number) => state.period <= line && clock.period > line;
  if (!crosses(half) && !crosses(rules.periods)) return state;
  return {
    ...state,
    phase: 'kickoff',
    possession: null,
    down: null,
    distance: null,
    goalToGo: false,
    freeKick: false,
    // The kicking team's 35 on a 100-yard field, as the machine spots a kickoff.
    ballOn: Math.round(0.35 * rules.fieldLength),
  };
}

/** The kind of play the state calls for, then its details. */
function draftPlay(s: Situation): Draft {
  const { state, rules, clock } = s;
  // Nobody named to kick: the away side opens the game, the home side the second half.
  if (state.phase === 'kickoff')
    return kickoff(s, state.possession ?? (clock.period <= rules.periods / 2 ? 'away' : 'home'));
  if (state.phase === 'conversion') return conversion(s);
  return timeout(s) ?? (s.rng.chance(0.06) ? penalty(s) : scrimmagePlay(s));
}

/** Now and then a timeout; most of them late in a half, by a side still in the game. */
function timeout(s: Situation): Draft | null {
  if (s.previous === 'timeout') return null;
  const offence = s.state.possession!;
  const late = lateInHalf(s, 120);
  // Late on, the side behind (or the defence) wants the clock stopped.
  const side = late && lead(s.state, offence) < 0 ? offence : OTHER[offence];
  if (s.state.timeouts[side] <= 0 || !s.rng.chance(late ? 0.18 : 0.012)) return null;
  return { type: 'timeout', side, people: {}, seconds: 0 };
}

type Foul = readonly [note: string, yards: number, flags: { firstDown?: true; lossOfDown?: true }];
const ON_OFFENCE: readonly Foul[] = [
  ['False start', 5, {}],
  ['Holding', 10, {}],
  ['Delay of game', 5, {}],
  ['Intentional grounding', 10, { lossOfDown: true }],
];
const ON_DEFENCE: readonly Foul[] = [
  ['Offside', 5, {}],
  ['Defensive holding', 5, { firstDown: true }],
  ['Pass interference', 15, { firstDown: true }],
  ['Roughing the passer', 15, { firstDown: true }],
  ['Encroachment', 5, {}],
];

/** A penalty: a little more often on the offence; some replay the down, some give a first down. */
function penalty(s: Situation): Draft {
  const offence = s.state.possession!;
  const onOffence = s.rng.chance(0.55);
  const [note, yards, flags] = onOffence
    ? ON_OFFENCE[s.rng.weighted([40, 35, 15, 10])]!
    : ON_DEFENCE[s.rng.weighted([35, 25, 20, 8, 12])]!;
  return {
    type: 'penalty',
    side: onOffence ? offence : OTHER[offence],
    yards,
    note,
    ...flags,
    people: {},
    seconds: s.rng.int(3, 10),
  };
}
