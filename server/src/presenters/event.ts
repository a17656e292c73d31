import type { MatchEvent } from '@touchline/domain';
import type { MemberRow } from '../repositories/lookups';
import type { EventRow } from '../repositories/matches';
import { presentOptionalPerson } from './person';

/** A scoring or movement event, with its players under the privacy rule. */
export function presentEvent(event: EventRow, members: Map<number, MemberRow>): MatchEvent {
  const person = (id: number | null) => presentOptionalPerson(id == null ? null : members.get(id));
  return {
    _id: event.id,
    type: event.kind,
    eventType: event.kind,
    code: event.type,
    name: event.name,
    value: event.value,
    isHomeTeam: event.isHomeTeam,
    teamId: event.teamId,
    period: event.period,
    min: event.min,
    sec: event.sec,
    meta: { player: person(event.playerId), off: person(event.offId), on: person(event.onId) },
  };
}
