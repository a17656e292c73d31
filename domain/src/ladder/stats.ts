/**
 * The 16 ladder stat options of the spec, and how each is worked out. Every stat is a
 * plain number per team; the derived ones (ratios, percentage, difference, total points)
 * are computed from the counted ones by `deriveStats`, never accumulated.
 */
export const STAT_OPTIONS = [
  { value: 'totalMatchPoints', name: 'Total Match Points', abbreviation: 'Pts' },
  { value: 'pointsDifference', name: 'Points Difference', abbreviation: '+/-' },
  { value: 'pointsFor', name: 'Points For', abbreviation: '+' },
  { value: 'pointsAgainst', name: 'Points Against', abbreviation: '-' },
  { value: 'pointsBonus', name: 'Points Bonus', abbreviation: 'BP' },
  { value: 'matchesPlayed', name: 'Matches Played', abbreviation: 'P' },
  { value: 'matchesWon', name: 'Matches Won', abbreviation: 'W' },
  { value: 'matchesLost', name: 'Matches Lost', abbreviation: 'L' },
  { value: 'matchesDrawn', name: 'Matches Drawn', abbreviation: 'D' },
  { value: 'byes', name: 'BYES', abbreviation: 'B' },
  { value: 'scoreRatio', name: 'Score Ratio', abbreviation: 'SR' },
  { value: 'pointsRatio', name: 'Points Ratio', abbreviation: 'PR' },
  { value: 'numberOfForfeits', name: 'Number Of Forfeits', abbreviation: 'FF' },
  { value: 'numberForfeitsWin', name: 'Number Forfeits Win', abbreviation: 'FW' },
  { value: 'numberForfeitsLoss', name: 'Number Forfeits Loss', abbreviation: 'FL' },
  { value: 'pointsDifferencePercentage', name: 'Points Difference Percentage', abbreviation: '%' },
] as const;

export type StatKey = (typeof STAT_OPTIONS)[number]['value'];

/**
 * A team's ladder stats.
 * - matchesPlayed: results that count (wins, draws, losses, forfeits either way, washouts),
 *   plus byes when the template's bonusCountAsPlayed is set.
 * - matchesWon / matchesDrawn / matchesLost: by score for final matches; a forfeit is a win
 *   for the team that did not forfeit and a loss for the one that did; a washout is a draw.
 * - byes: bye matches in counted rounds.
 * - pointsFor / pointsAgainst: scores in counted matches; in a forfeit the forfeiting side
 *   scores 0 and the other side the template's defaultScoreFFReceived; a washout scores nothing.
 * - pointsBonus: competition points from byes (byes × pointsForBye).
 * - pointsAdjustment: deductions (negative) or awards imposed by the governing body.
 * - totalMatchPoints: W×win + D×draw + L×loss + FW×forfeitWin + FL×forfeitLoss + pointsBonus +
 *   pointsAdjustment, where W and L here exclude forfeits.
 * - pointsDifference: pointsFor − pointsAgainst.
 * - scoreRatio (SR): pointsFor ÷ pointsAgainst; with nothing against it is pointsFor (as if 1).
 * - pointsRatio (PR): totalMatchPoints ÷ matchesPlayed (competition points per match); 0 unplayed.
 * - numberForfeitsWin (FW) / numberForfeitsLoss (FL): forfeits received / given;
 *   numberOfForfeits (FF) = FW + FL.
 * - pointsDifferencePercentage (%): pointsFor ÷ (pointsFor + pointsAgainst) × 100, the team's
 *   share of all points scored in its matches; 0 when none were scored.
 */
export type TeamStats = Record<StatKey, number> & { pointsAdjustment: number };

/** The counted part of the stats, from which `deriveStats` works out the rest. */
export interface Tally {
  won: number;
  drawn: number;
  lost: number;
  forfeitsWon: number;
  forfeitsLost: number;
  byes: number;
  pointsFor: number;
  pointsAgainst: number;
  adjustment: number;
}

export const emptyTally = (): Tally => ({
  won: 0,
  drawn: 0,
  lost: 0,
  forfeitsWon: 0,
  forfeitsLost: 0,
  byes: 0,
  pointsFor: 0,
  pointsAgainst: 0,
  adjustment: 0,
});

export interface PointsRules {
  pointsForWin: number;
  pointsForDraw: number;
  pointsForLoss: number;
  pointsForBye: number;
  pointsForForfeitWin: number;
  pointsForForfeitLoss: number;
  bonusCountAsPlayed: boolean;
}

export function deriveStats(t: Tally, rules: PointsRules): TeamStats {
  const pointsBonus = t.byes * rules.pointsForBye;
  const matchesPlayed =
    t.won + t.drawn + t.lost + t.forfeitsWon + t.forfeitsLost + (rules.bonusCountAsPlayed ? t.byes : 0);
  const totalMatchPoints =
    t.won * rules.pointsForWin +
    t.drawn * rules.pointsForDraw +
    t.lost * rules.pointsForLoss +
    t.forfeitsWon * rules.pointsForForfeitWin +
    t.forfeitsLost * rules.pointsForForfeitLoss +
    pointsBonus +
    t.adjustment;
  const scored = t.pointsFor + t.pointsAgainst;
  return {
    totalMatchPoints,
    pointsDifference: t.pointsFor - t.pointsAgainst,
    pointsFor: t.pointsFor,
    pointsAgainst: t.pointsAgainst,
    pointsBonus,
    matchesPlayed,
    matchesWon: t.won + t.forfeitsWon,
    matchesLost: t.lost + t.forfeitsLost,
    matchesDrawn: t.drawn,
    byes: t.byes,
    scoreRatio: t.pointsFor / Math.max(t.pointsAgainst, 1),
    pointsRatio: matchesPlayed ? totalMatchPoints / matchesPlayed : 0,
    numberOfForfeits: t.forfeitsWon + t.forfeitsLost,
    numberForfeitsWin: t.forfeitsWon,
    numberForfeitsLoss: t.forfeitsLost,
    pointsDifferencePercentage: scored ? (t.pointsFor / scored) * 100 : 0,
    pointsAdjustment: t.adjustment,
  };
}
