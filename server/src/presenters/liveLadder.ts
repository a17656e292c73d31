import type { FinalsPicture, Ladder, LadderMatch, LiveLadderResponse } from '@touchline/domain';
import type { CompetitionRow } from '../repositories/lookups';
import { presentLadder } from './ladder';

/**
 * The ladder as it stands: the ladder's shape without per-round ladders or marks, whether it is
 * provisional, and the live matches it counts at their current scores.
 */
export function presentLiveLadder(
  competition: CompetitionRow,
  ladder: Ladder,
  images: Map<number, string | null>,
  standing: { finals: FinalsPicture | null; live: readonly LadderMatch[]; provisional: boolean },
): LiveLadderResponse {
  const teamsMoved = ladder.teams.some((row) => row.previousPosition !== row.position);
  const plain = presentLadder(competition, { ...ladder, teamsMoved }, images, { finals: standing.finals });
  return {
    ...plain,
    teamsWithStatsByRound: { maxRound: 0, perRound: {} },
    provisional: standing.provisional,
    liveMatches: standing.live.map((m) => ({
      _id: m.id,
      homeTeamId: m.homeTeamId!,
      awayTeamId: m.awayTeamId!,
      homeScore: m.homeScore,
      awayScore: m.awayScore,
      status: m.status,
    })),
  };
}
