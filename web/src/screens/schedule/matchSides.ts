import {
  cardScores,
  isIndividualEvent,
  isLiveStatus,
  lowestOrganisation,
  type MatchSummary,
  missingTeamLabel,
  type Organisation,
  type SideResult,
  sideResults,
  type TeamSide,
  type TeamStanding,
} from '@touchline/domain';

/** One side of a match as a card or row shows it. */
export interface SideView {
  key: TeamSide;
  /** The team's name, or 'BYE' / 'TBA' for a missing team. */
  name: string;
  present: boolean;
  logoUrl: string | null;
  organisation: Organisation | null;
  score: number;
  result: SideResult | null;
  forfeited: boolean;
  /** The team's record and ladder place, where the list carries them ('(7-2), 1st NSW'). */
  standing: TeamStanding | null;
  /** A gridiron game under way: this team has the ball (or is to kick off). */
  hasBall: boolean;
}

const RESULT_TEXT: Record<SideResult, string> = { W: 'Won', D: 'Drew', L: 'Lost' };
/** The words behind a side's result, for screen readers (the eye gets bold text and a letter). */
export const resultText = (result: SideResult) => RESULT_TEXT[result];

/**
 * Both sides of a match with the domain's card rules applied (forfeit scores, results, the
 * lowest-ranked organisation), and whether scores show at all: not before kick-off or for a bye.
 * An individual event has no sides to show: its card names the event instead.
 */
export function matchSides(match: MatchSummary, defaultScoreFFReceived: number | null) {
  const scores = cardScores(match, defaultScoreFFReceived);
  const results = sideResults(scores, match);
  const game = liveGame(match);
  const side = (key: TeamSide): SideView => {
    const team = match[key];
    return {
      key,
      name: team?.name ?? missingTeamLabel(match.meta),
      present: team !== null,
      logoUrl: team ? (team.imgUrl ?? team.meta.imgUrl ?? null) : null,
      organisation: team ? lowestOrganisation(team.orgtree, team.name) : null,
      score: scores[key],
      result: results?.[key] ?? null,
      forfeited: scores.forfeiting === key,
      standing: team ? (match.standings?.[key] ?? null) : null,
      hasBall: game?.possession === (key === 'homeTeam' ? 'home' : 'away'),
    };
  };
  return {
    individual: isIndividualEvent(match),
    sides: [side('homeTeam'), side('awayTeam')] as const,
    showScores: match.status !== 'pre-game' && !match.meta.isBye,
    isVs: match.competitionSettings.type === 'vs',
    game,
  };
}

/** The game of a match scored play by play while it is under way; null otherwise. */
const liveGame = (match: MatchSummary) => (isLiveStatus(match.status) ? (match.game ?? null) : null);
