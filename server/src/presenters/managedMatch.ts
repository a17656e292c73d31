import { fullName, type ManagedMatch } from '@touchline/domain';
import type { ManagedMatchRow } from '../repositories/managedMatches';

const ref = (id: number | null, name: string | null) => (id === null ? null : { _id: id, name: name ?? '' });

/**
 * A match as the manager's results grid and fixture editor show it. The player of the match is
 * named in full, private or not: only a token that may manage the competition reads this, and it
 * is the one who names that player.
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
      : { _id: row.potmId, name: fullName({ firstName: row.potmFirstName!, lastName: row.potmLastName! }) },
  scoredLive: row.scoredLive,
  changes: row.changes,
  updatedAt: row.updatedAt.toISOString(),
});
