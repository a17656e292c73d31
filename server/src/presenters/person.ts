import { PRIVATE_NAME, type PublicPerson } from '@touchline/domain';
import type { MemberRow } from '../repositories/lookups';

/**
 * The one place a member's name leaves the server. A member who is not public is
 * 'Player' with no surname, and callers drop the photo and number on the same flag.
 */
export function presentPerson(
  member: Pick<MemberRow, 'id' | 'firstName' | 'lastName' | 'isPublic'>,
): PublicPerson {
  return member.isPublic
    ? { _id: member.id, firstName: member.firstName, lastName: member.lastName, isPublic: true }
    : { _id: member.id, firstName: PRIVATE_NAME, lastName: '', isPublic: false };
}

export const presentOptionalPerson = (member: MemberRow | undefined | null) =>
  member ? presentPerson(member) : null;
