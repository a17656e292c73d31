import type { MemberDetail, TeamListPerson } from '@touchline/domain';
import type * as t from '../db/schema';
import type { MemberRow } from '../repositories/lookups';
import { presentPerson } from './person';

type RosterEntry = typeof t.teamMembers.$inferSelect;
type ListEntry = typeof t.teamListEntries.$inferSelect;

/** A roster member for the team page: no photo, number or name unless public. */
export function presentRosterMember(entry: RosterEntry, member: MemberRow): MemberDetail {
  const person = presentPerson(member);
  return {
    _id: member.id,
    isPublic: member.isPublic,
    profile: { firstName: person.firstName, lastName: person.lastName },
    position: entry.position,
    shirtNum: member.isPublic ? entry.shirtNum : null,
    memberType: entry.memberType,
    meta: { imgUrl: member.isPublic ? member.imgUrl : null, exemptionList: entry.exemptions },
  };
}

/** A team list entry for the match centre, with the same privacy. */
export function presentTeamListPerson(entry: ListEntry, member: MemberRow): TeamListPerson {
  const visible = member.isPublic;
  return {
    ...presentPerson(member),
    imgUrl: visible ? member.imgUrl : null,
    shirtNum: visible ? entry.shirtNum : null,
    number: visible ? entry.shirtNum : null,
    hasImport: entry.hasImport,
    hasDispensation: entry.hasDispensation,
    position: entry.position,
    memberType: entry.memberType,
  };
}
