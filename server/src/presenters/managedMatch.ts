import { fullName, type ManagedMatch } from '@touchline/domain';
import type { ManagedMatchRow } from '../repositories/managedMatches';
import { presentPerson } from './person';

const ref = (id: number | null, name: string | null) => (id === null ? null : { _id: id, name: name ?? '' });

/**
 * A match as the manager's results grid and fixture editor show it. The player of the match is
 * named as everywhere else (presentPerson): a private member is 'Player', as on the team lists
 * the grid picks from, so a club's admin reads no other club's private names.
 */
export const presentManagedMatch = (row: ManagedMatchRow): ManagedMatch => ({
  _id: row.id,
  competitionId: row.competitionId,
  roundId: row.roundId,
  dateTime: row.dateTime?.toISOString() ?? null,
  venue: ref(row.venueId, row.venueName),
  field: row.field,
  status: row.status,
  isBye: row.isBye,
  isTba: row.isTba,
  homeTeam: ref(row.homeId, row.homeName),
  awayTeam: ref(row.awayId, row.awayName),
  homeScore: row.homeScore,
  awayScore: row.awayScore,
  forfeitingTeamId: row.forfeitingTeamId,
  playerOfTheMatch:
    row.potmId === null
      ? null
      : {
          _id: row.potmId,
          name: fullName(
            presentPerson({
              id: row.potmId,
              firstName: row.potmFirstName!,
              lastName: row.potmLastName!,
              isPublic: row.potmIsPublic!,
            }),
          ),
        },
  periods: row.periods,
  perPeriodScore: row.perPeriodScore,
  periodPoints: row.periodPoints,
  scoredLive: row.scoredLive,
  changes: row.changes,
  updatedAt: row.updatedAt.toISOString(),
});
