/** The player page's rules (spec 2.12): the picture, the latest team, and which matches count. */
import type { MatchSummary } from '../api/match';
import type { MemberResponse } from '../api/team';
import { latestMatch, type RecordMatch } from './record';

type Member = MemberResponse['member'];
type Group = MemberResponse['compAndMatches'][number];

/**
 * The picture shows only when all hold: the player is public, meta.showImg is not false, the
 * national shows pictures (showLogo), and there is one.
 */
export function playerAvatar(member: Member, showLogo: boolean): string | null {
  return member.isPublic && member.meta.showImg !== false && showLogo && member.meta.imgUrl
    ? member.meta.imgUrl
    : null;
}

/** The player's name as shown: 'First Last', or 'Player' (the server sends that when private). */
export const playerName = (member: Member) => `${member.profile.firstName} ${member.profile.lastName}`.trim();

/** Every match the player was listed for, each with the team they played for. */
export function playerMatches(groups: readonly Group[]): (MatchSummary & { team: Group['team'] })[] {
  return groups.flatMap((group) => group.matches.map((match) => ({ ...match, team: group.team })));
}

/** The team of the player's latest match (spec 4), else of their newest listed match, else null. */
export function latestTeam(
  matches: readonly (RecordMatch & { team: { _id: number; name: string } })[],
  now: Date,
): { _id: number; name: string } | null {
  const latest = latestMatch(matches, now);
  if (latest) return latest.team;
  const newest = [...matches].sort((a, b) => Date.parse(b.dateTime ?? '') - Date.parse(a.dateTime ?? ''))[0];
  return newest?.team ?? null;
}
