import {
  type MemberDetail,
  type MemberResponse,
  publicDetail,
  type StatPlayer,
  type TeamListPerson,
} from '@touchline/domain';
import type * as t from '../db/schema';
import type { MemberRow } from '../repositories/lookups';
import { presentPerson } from './person';

type RosterEntry = typeof t.teamMembers.$inferSelect;
type ListEntry = typeof t.teamListEntries.$inferSelect;

/** Whether a member's photo shows on their page and in search: a public member's, unless they turned it off. */
export const photoShown = (member: MemberRow) => member.isPublic && member.meta.showImg !== false;

/** A roster member for the team page: no photo, number or name unless public. */
export function presentRosterMember(entry: RosterEntry, member: MemberRow): MemberDetail {
  const person = presentPerson(member);
  return {
    _id: member.id,
    isPublic: member.isPublic,
    profile: { firstName: person.firstName, lastName: person.lastName },
    position: entry.position,
    shirtNum: publicDetail(member, entry.shirtNum),
    memberType: entry.memberType,
    meta: { imgUrl: publicDetail(member, member.imgUrl), exemptionList: entry.exemptions },
  };
}

/**
 * A team's roster in its page's order: by shirt number for public members, private ones last
 * (so their numbers do not show through the order), then by member id.
 */
export function rosterOrder<R extends { entry: RosterEntry; member: MemberRow }>(roster: readonly R[]): R[] {
  const shirt = ({ entry, member }: R) => (member.isPublic ? (entry.shirtNum ?? 999) : 1000);
  return [...roster].sort((a, b) => shirt(a) - shirt(b) || a.entry.memberId - b.entry.memberId);
}

/** A team list entry for the match centre, with the same privacy. */
export function presentTeamListPerson(entry: ListEntry, member: MemberRow): TeamListPerson {
  const shirtNum = publicDetail(member, entry.shirtNum);
  return {
    ...presentPerson(member),
    imgUrl: publicDetail(member, member.imgUrl),
    shirtNum,
    number: shirtNum,
    hasImport: entry.hasImport,
    hasDispensation: entry.hasDispensation,
    position: entry.position,
    memberType: entry.memberType,
  };
}

/** The member on their player page: name, photo and number by the privacy rule. */
export function presentMemberPage(member: MemberRow): MemberResponse['member'] {
  const person = presentPerson(member);
  return {
    _id: member.id,
    isPublic: member.isPublic,
    profile: { firstName: person.firstName, lastName: person.lastName },
    meta: {
      showImg: photoShown(member),
      imgUrl: publicDetail(member, member.imgUrl),
      suspend: { isSuspended: member.meta.suspend?.isSuspended ?? false },
    },
  };
}

/**
 * The players of a match's stats grid by id: names by the privacy rule, shirt numbers from the
 * team lists given (only those the teams show) and only for public members.
 */
export function presentStatsPlayers(
  members: Iterable<MemberRow>,
  listed: readonly { entry: ListEntry }[],
): Map<number, StatPlayer> {
  const shirts = new Map(listed.map(({ entry }) => [entry.memberId, entry.shirtNum]));
  return new Map(
    [...members].map((member) => {
      const person = presentPerson(member);
      return [
        member.id,
        {
          id: member.id,
          name: `${person.firstName} ${person.lastName}`.trim(),
          shirtNum: publicDetail(member, shirts.get(member.id)),
        },
      ];
    }),
  );
}
