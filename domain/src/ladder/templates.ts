import type { LadderTemplate, TieBreakStep } from '../schemas/values';

/**
 * Gridiron's tie-breaker procedure as the ladder can apply it, for teams level on win
 * percentage: head-to-head, division record, common games (at least four), conference
 * record, strength of victory and of schedule, net points in all then in conference games,
 * points scored, and the teams' import order as the final, stable step.
 */
export const GRIDIRON_TIE_BREAKERS: readonly TieBreakStep[] = [
  { step: 'headToHead' },
  { step: 'divisionRecord' },
  { step: 'commonGames', minimum: 4 },
  { step: 'conferenceRecord' },
  { step: 'strengthOfVictory' },
  { step: 'strengthOfSchedule' },
  { step: 'netPoints' },
  { step: 'conferenceNetPoints' },
  { step: 'pointsScored' },
  { step: 'importOrder' },
];

/**
 * Gridiron's procedure for a place between teams of different divisions (a wild-card place):
 * head-to-head (across divisions, only as a sweep among three or more), conference record
 * before common games, strength of victory and of schedule, net points in conference games
 * then in all games, points scored, and import order.
 */
export const GRIDIRON_TIE_BREAKERS_ACROSS_DIVISIONS: readonly TieBreakStep[] = [
  { step: 'headToHead' },
  { step: 'conferenceRecord' },
  { step: 'commonGames', minimum: 4 },
  { step: 'strengthOfVictory' },
  { step: 'strengthOfSchedule' },
  { step: 'conferenceNetPoints' },
  { step: 'netPoints' },
  { step: 'pointsScored' },
  { step: 'importOrder' },
];

/**
 * The ladder template a gridiron body can start from: ranked on win percentage (a tie is half
 * a win), then gridiron's procedures within a division and across divisions; shown as W, L,
 * T, PCT, PF, PA, Net, Div, Conf, Strk. The points per result are 2 for a win and 1 for a
 * tie, so Total Match Points stays meaningful; a forfeit is scored 2-0.
 */
export function gridironLadderTemplate(): LadderTemplate {
  return {
    useSortOptions: true,
    selectedSortOptionsSorted: [{ value: 'winPercentage', name: 'Win Percentage' }],
    selectedSortByOptions: [],
    sortBy: [],
    pointsForWin: 2,
    pointsForDraw: 1,
    pointsForLoss: 0,
    pointsForBye: 0,
    pointsForForfeitWin: 2,
    pointsForForfeitLoss: 0,
    bonusCountAsPlayed: false,
    // A forfeit is recorded 2-0, so the card and the ladder say who won it.
    defaultScoreFFReceived: 2,
    tieBreakers: GRIDIRON_TIE_BREAKERS.map((s) => ({ ...s })),
    tieBreakersAcrossDivisions: GRIDIRON_TIE_BREAKERS_ACROSS_DIVISIONS.map((s) => ({ ...s })),
    layout: 'gridiron',
  };
}
