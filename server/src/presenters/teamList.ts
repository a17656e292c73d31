import { publicDetail, type TeamList } from '@touchline/domain';
import type * as t from '../db/schema';
import type { MemberRow } from '../repositories/lookups';
import { presentTeamListPerson } from './member';

type ListEntry = typeof t.teamListEntries.$inferSelect;

/** A shirt number to sort on, for public members only: a private one must not show through order. */
const publicShirt = ({ entry, member }: { entry: ListEntry; member: MemberRow }) =>
  publicDetail(member, entry.shirtNum) ?? 999;

/**
 * A team's list for a match under the privacy rule: players by position number (then shirt
 * number), and non-players. A team that hides its list shows none.
 */
export function presentTeamList(
  entries: readonly { entry: ListEntry; member: MemberRow }[],
  hidden: boolean,
): TeamList {
  if (hidden) return { players: [], nonplayers: [] };
  const people = entries
    .map(({ entry, member }) => ({ entry, member, person: presentTeamListPerson(entry, member) }))
    .sort(
      (a, b) =>
        (a.entry.position?.number ?? 999) - (b.entry.position?.number ?? 999) ||
        publicShirt(a) - publicShirt(b) ||
        a.entry.memberId - b.entry.memberId,
    );
  return {
    players: people.filter((p) => p.entry.isPlayer).map((p) => p.person),
    nonplayers: people.filter((p) => !p.entry.isPlayer).map((p) => p.person),
  };
}
