/**
 * A team's ladder position after each round (beyond the spec: the team page's chart), from the
 * per-round ladders the ladder call already returns.
 */
import type { LadderResponse } from '../api/ladder';

/** Where the team stood after a round, and how many teams it stood among (its pool's, if pooled). */
export interface RoundPosition {
  round: number;
  position: number;
  of: number;
}

/** The team's position after each round it appears in, first round first. */
export function ladderPositions(
  ladder: Pick<LadderResponse, 'teamsWithStatsByRound'>,
  teamId: number,
): RoundPosition[] {
  const positions: RoundPosition[] = [];
  const { maxRound, perRound } = ladder.teamsWithStatsByRound;
  for (let round = 1; round <= maxRound; round++) {
    const teams = perRound[String(round)] ?? [];
    const team = teams.find((t) => t._id === teamId);
    if (!team) continue;
    const of = teams.filter((t) => t.pool === team.pool).length;
    positions.push({ round, position: team.position, of });
  }
  return positions;
}
