import {
  emptyRecord,
  formatRecord,
  formatStreak,
  noStreak,
  type Record3,
  type Streak,
  streakValue,
  winPercentage,
} from './records';

/**
 * The 16 ladder stat options of the spec, then the 8 gridiron ones, and how each is worked
 * out. Every stat is a plain number per team; the derived ones (ratios, percentages,
 * difference, total points, records) are computed from the counted ones by `deriveStats`,
 * never accumulated.
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
  { value: 'winPercentage', name: 'Win Percentage', abbreviation: 'PCT' },
  { value: 'homeRecord', name: 'Home Record', abbreviation: 'Home' },
  { value: 'awayRecord', name: 'Away Record', abbreviation: 'Away' },
  { value: 'divisionRecord', name: 'Division Record', abbreviation: 'Div' },
  { value: 'conferenceRecord', name: 'Conference Record', abbreviation: 'Conf' },
  { value: 'streak', name: 'Streak', abbreviation: 'Strk' },
  { value: 'pointsForPerGame', name: 'Points For Per Game', abbreviation: 'PF/G' },
  { value: 'pointsAgainstPerGame', name: 'Points Against Per Game', abbreviation: 'PA/G' },
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
 * - winPercentage (PCT): (matchesWon + matchesDrawn ÷ 2) ÷ games, forfeits included and byes
 *   not; 0 before the first game.
 * - homeRecord / awayRecord / divisionRecord / conferenceRecord: the win percentage of the
 *   games at home, away, against teams of the same pool (division) and of the same
 *   conference. Shown as W-L-T (`TeamRecords`); as a number they sort.
 * - streak (Strk): the current run, +n for n wins, −n for n losses, 0 for ties (`streakValue`).
 * - pointsForPerGame / pointsAgainstPerGame: pointsFor and pointsAgainst over games.
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
  home: Record3;
  away: Record3;
  division: Record3;
  conference: Record3;
  streak: Streak;
}

/** The records behind the record stats, as a gridiron table prints them ('9-7-1', 'W3'). */
export interface TeamRecords {
  home: string;
  away: string;
  division: string;
  conference: string;
  streak: string;
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
  home: emptyRecord(),
  away: emptyRecord(),
  division: emptyRecord(),
  conference: emptyRecord(),
  streak: noStreak(),
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
  const games = t.won + t.drawn + t.lost + t.forfeitsWon + t.forfeitsLost;
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
    winPercentage: winPercentage({
      won: t.won + t.forfeitsWon,
      lost: t.lost + t.forfeitsLost,
      drawn: t.drawn,
    }),
    homeRecord: winPercentage(t.home),
    awayRecord: winPercentage(t.away),
    divisionRecord: winPercentage(t.division),
    conferenceRecord: winPercentage(t.conference),
    streak: streakValue(t.streak),
    pointsForPerGame: games ? t.pointsFor / games : 0,
    pointsAgainstPerGame: games ? t.pointsAgainst / games : 0,
    pointsAdjustment: t.adjustment,
  };
}

export const deriveRecords = (t: Tally): TeamRecords => ({
  home: formatRecord(t.home),
  away: formatRecord(t.away),
  division: formatRecord(t.division),
  conference: formatRecord(t.conference),
  streak: formatStreak(t.streak),
});
