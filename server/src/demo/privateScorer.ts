/**
 * The privacy rule where visitors look first: a member who is not public is named on the team
 * list of a live match (the demo scorer keeps NSW Premier Division's playing) and has scored in a
 * final with team lists, so the team list, the timeline, the stats grid and the leaderboards all
 * have someone to show as 'Player'.
 */
import { isLiveStatus } from '@touchline/domain';
import type { ImportMatch, ImportMember } from '../import/format';

/**
 * Finds that member on the lists of the competition's live matches (home, then away, match by
 * match), preferring one who is private already; failing that, the first who has scored in a
 * final is made private. Returns the member's id.
 */
export function ensurePrivateScorer(
  members: readonly ImportMember[],
  matches: readonly ImportMatch[],
  competition: string,
): string {
  const scorers = new Set(
    matches
      .filter((m) => m.status === 'final' && m.teamLists)
      .flatMap((m) => m.events ?? [])
      .flatMap((e) => (e.kind === 'scoring' && e.player ? [e.player] : [])),
  );
  const byId = new Map(members.map((m) => [m.id, m]));
  const candidates = matches
    .filter((m) => m.competition === competition && isLiveStatus(m.status))
    .flatMap((m) => [...(m.teamLists?.home ?? []), ...(m.teamLists?.away ?? [])])
    .filter((entry) => entry.isPlayer && scorers.has(entry.member))
    .map((entry) => byId.get(entry.member)!);
  const chosen = candidates.find((m) => !m.isPublic) ?? candidates[0];
  if (!chosen) throw new Error(`no live match of ${competition} names a player who has scored`);
  if (chosen.isPublic) {
    // A private member has no photo (members.ts never gives them one).
    chosen.isPublic = false;
    chosen.imgUrl = null;
    chosen.meta = { ...chosen.meta, showImg: false };
  }
  return chosen.id;
}
