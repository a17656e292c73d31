/**
 * Competition defaults shared by every demo competition: settings derived from the sport,
 * a standard ladder template and display flags, each overridable per competition.
 */
import type { CompetitionDisplay, LadderTemplate, ScoringEventType, SortTemplate } from '@touchline/domain';
import type { ImportCompetition } from '../import/format';
import type { SportModel } from './sport';

type Round = ImportCompetition['rounds'][number];
type Settings = ImportCompetition['settings'];

/** Competition settings from the sport: all national scoring types, no custom ones. */
export function competitionSettings(sport: SportModel): ImportCompetition['settings'] {
  return {
    type: null,
    periods: sport.periods,
    periodType: sport.periodType,
    periodLengthMinutes: sport.periodMinutes,
    timeouts: sport.timeouts,
    useCustomScoringEvents: false,
    nationalScoringEvents: sport.eventTypes.filter((t) => t.kind === 'scoring').map((t) => t.type),
    scoringEvents: [],
    positions: sport.positions,
  };
}

/**
 * Settings that score with the competition's own types (custom scoring events) instead of the
 * national's: its events, leaderboards and stats columns use these types only.
 */
export function withCustomScoring(
  settings: Omit<Settings, 'useCustomScoringEvents' | 'nationalScoringEvents' | 'scoringEvents'>,
  scoringEvents: ScoringEventType[],
): Settings {
  return { ...settings, useCustomScoringEvents: true, nationalScoringEvents: [], scoringEvents };
}

/** The usual ladder: 4 for a win, 2 for a draw or a bye; forfeits award 20 points. */
export function ladderTemplate(overrides: Partial<LadderTemplate> = {}): LadderTemplate {
  return {
    useSortOptions: true,
    selectedSortOptionsSorted: [
      { value: 'totalMatchPoints' },
      { value: 'pointsDifference' },
      { value: 'pointsFor' },
    ],
    selectedSortByOptions: [],
    sortBy: [],
    pointsForWin: 4,
    pointsForDraw: 2,
    pointsForLoss: 0,
    pointsForBye: 2,
    pointsForForfeitWin: 4,
    pointsForForfeitLoss: 0,
    bonusCountAsPlayed: false,
    defaultScoreFFReceived: 20,
    ...overrides,
  };
}

/** A competition-type sort template: matches won, then points difference percentage and points for. */
export function matchesWonSort(): SortTemplate {
  return {
    useSortOptions: true,
    selectedSortOptionsSorted: [
      { value: 'matchesWon', name: 'Matches Won' },
      { value: 'pointsDifferencePercentage', name: 'Points Difference Percentage' },
      { value: 'pointsFor', name: 'Points For' },
    ],
    selectedSortByOptions: [],
    sortBy: [],
  };
}

/** Public with results and ladder shown, unless overridden. */
export function display(overrides: Partial<CompetitionDisplay> = {}): CompetitionDisplay {
  return { public: true, result: true, ladder: true, hideRounds: [], ...overrides };
}

/** A regular round; its label is 'Round {number}', so it carries no name. */
export function regularRound(competition: string, number: number): Round {
  return { id: `${competition}-r${number}`, number, type: 'regular', name: null, displayName: null };
}

/** A finals round: number 1 reads 'Semi Final' on match cards, number 2 'Final'. */
export function finalRound(competition: string, number: number, name: string): Round {
  return { id: `${competition}-f${number}`, number, type: 'Final', name, displayName: null };
}

/** A knockout round, labelled by its display name. */
export function knockoutRound(competition: string, number: number, displayName: string): Round {
  return { id: `${competition}-k${number}`, number, type: 'knockout', name: displayName, displayName };
}
