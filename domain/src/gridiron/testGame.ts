/** Builders for the gridiron tests only (not exported from the package): a 100-yard field, and plays written short, each 20 seconds after the one before. */
import type { PlayLike } from './checks';
import { replayGame } from './replay';
import { gameRules } from './rules';
import type { GameState, Play, PlayPeople } from './schemas';
import { situationText } from './situation';

export const rules = gameRules(
  {
    fieldLength: 100,
    yardsToGain: 10,
    timeoutsPerHalf: 3,
    scoringTypes: { touchdown: 1, extraPoint: 2, twoPoint: 3, fieldGoal: 4, safety: 5 },
  },
  { periods: 4, periodLengthMinutes: 15 },
);

type Short = Omit<PlayLike, 'isHomeTeam' | 'period' | 'min' | 'sec'> & { players?: PlayPeople };

export const H = (play: Short) => ({ ...play, isHomeTeam: true });
export const A = (play: Short) => ({ ...play, isHomeTeam: false });

/** The plays as recorded: numbered from 1, in period 1, 20 seconds apart. */
export const recorded = (plays: ReturnType<typeof H>[]): Play[] =>
  plays.map((play, i) => ({
    _id: i + 1,
    seq: i + 1,
    period: 1,
    min: Math.floor((i * 20) / 60),
    sec: (i * 20) % 60,
    players: {},
    ...play,
  }));

/** 'away 2nd & 7 at OWN 28, 0-0': who has the ball, the situation and the score. */
export const view = (state: GameState) =>
  `${state.possession ?? 'either'} ${situationText(state)}, ${state.score.home}-${state.score.away}`;

/** The view after each play. */
export const views = (plays: ReturnType<typeof H>[]) => replayGame(rules, recorded(plays)).states.map(view);

/** The opening kickoff by home, a touchback: away's ball at its 25. */
export const OPENING = H({ type: 'kickoff', yards: 65, result: 'touchback' });
