import type { ResultGroup } from '@touchline/domain';
import type * as t from '../db/schema';

type Row = typeof t.resultGroups.$inferSelect;

/** A result group as the public sees it; dates in epoch milliseconds. */
export function presentResultGroup(row: Row): ResultGroup {
  return {
    _id: row.id,
    name: row.name,
    order: row.order,
    type: row.type,
    dateTime: row.dateTime?.getTime() ?? null,
    venue: { name: row.venueName },
    sportInfo: row.sportInfo,
    rounds: row.rounds,
    numberOfSets: row.numberOfSets,
    singlesDoubles: row.singlesDoubles,
    participants: row.participants,
    matches: row.matches,
  };
}
