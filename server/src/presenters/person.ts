import { PRIVATE_LEADERBOARD_NAME, PRIVATE_NAME, type PublicPerson } from '@touchline/domain';
import type { MemberRow } from '../repositories/lookups';

type Named = Pick<MemberRow, 'id' | 'firstName' | 'lastName' | 'isPublic'>;

/**
 * The one place a member's name leaves the server. A member who is not public is
 * 'Player' (or `privateName`) with no surname, and callers drop the photo and number on
 * the same flag.
 */
export function presentPerson(member: Named, privateName: string = PRIVATE_NAME): PublicPerson {
  return member.isPublic
    ? { _id: member.id, firstName: member.firstName, lastName: member.lastName, isPublic: true }
    : { _id: member.id, firstName: privateName, lastName: '', isPublic: false };
}

/** A member on a leaderboard: a private one is 'Team Player' there (DECISIONS.md). */
export const presentLeaderboardPerson = (member: Named) => presentPerson(member, PRIVATE_LEADERBOARD_NAME);

export const presentOptionalPerson = (member: MemberRow | undefined | null) =>
  member ? presentPerson(member) : null;
