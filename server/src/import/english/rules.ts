/**
 * How each English league season separated teams level on points, and the published tables
 * that are wrong or follow another rule. The converter gives each competition its season's
 * order; `checkEnglishLadders` (./verify.ts) then expects every ladder to match its table row
 * for row, except for the lines listed here.
 */
import type { SortKey } from '@touchline/domain';

/** Points, then goal difference, then goals scored: the Premier League's order throughout. */
export const GOAL_DIFFERENCE_ORDER: readonly SortKey[] = [
  'totalMatchPoints',
  'pointsDifference',
  'pointsFor',
];
/** Points, then goals scored, then goal difference: the Football League's order to 1998/99. */
export const GOALS_SCORED_ORDER: readonly SortKey[] = ['totalMatchPoints', 'pointsFor', 'pointsDifference'];
/** Points per game, then goal difference, then goals scored: the curtailed 2019/20 season. */
export const POINTS_PER_GAME_ORDER: readonly SortKey[] = ['pointsRatio', 'pointsDifference', 'pointsFor'];

/** A published table that follows another order than its era's: the converter uses that one. */
export interface OtherOrder {
  season: number;
  tier: number;
  follows: readonly SortKey[];
  reason: string;
}

/** A published line that is wrong: the exact difference `standingDifferences` reports. */
export interface WrongLine {
  season: number;
  tier: number;
  wrongLine: string;
  reason: string;
}

export type PublishedException = OtherOrder | WrongLine;

export const PUBLISHED_EXCEPTIONS: readonly PublishedException[] = [
  {
    season: 1995,
    tier: 4,
    follows: GOAL_DIFFERENCE_ORDER,
    reason:
      'The 1995/96 Third Division as published ranks teams level on points by goal difference ' +
      '(Barnet above Chester City, Mansfield Town above Lincoln City), where the rule of the ' +
      'time, goals scored, gives the reverse. The ladder follows the table as published.',
  },
  {
    season: 2019,
    tier: 3,
    wrongLine:
      'position 24: published Bury P0 W0 D0 L0 F0 A0 GD0 Pts12; ladder 24. Bury P0 W0 D0 L0 F0 A0 GD0 Pts-12',
    reason:
      'Bury were expelled before playing a match of 2019/20. The table lists them with 12 points ' +
      'and an adjustment of −12, the only row whose points are not 3 × won + drawn + adjustment; ' +
      'the ladder gives the −12.',
  },
];

/**
 * The order a season's table separates teams level on points. The Premier League (tier 1)
 * has used goal difference since it began; the Football League (tiers 2–4) used goals scored
 * until 1999, and decided 2019/20 in tiers 3 and 4, cut short by COVID-19, on points per game.
 * A published table that follows another order is listed in PUBLISHED_EXCEPTIONS.
 */
export function englishSortOrder(season: number, tier: number): readonly SortKey[] {
  const exception = PUBLISHED_EXCEPTIONS.find(
    (e): e is OtherOrder => e.season === season && e.tier === tier && 'follows' in e,
  );
  if (exception) return exception.follows;
  if (tier === 1) return GOAL_DIFFERENCE_ORDER;
  if (season <= 1998) return GOALS_SCORED_ORDER;
  if (season === 2019 && tier >= 3) return POINTS_PER_GAME_ORDER;
  return GOAL_DIFFERENCE_ORDER;
}

/** The published lines known to be wrong in one season's table. */
export function wrongPublishedLines(season: number, tier: number): WrongLine[] {
  return PUBLISHED_EXCEPTIONS.filter(
    (e): e is WrongLine => e.season === season && e.tier === tier && 'wrongLine' in e,
  );
}
