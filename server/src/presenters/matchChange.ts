import type { MatchChangeItem } from '@touchline/domain';
import type { MatchChangeRow } from '../repositories/matchChanges';

/** A manager's change to a match as its history lists it and the writes answer it. */
export const presentChange = (row: MatchChangeRow): MatchChangeItem => ({
  _id: row.id,
  matchId: row.matchId,
  kind: row.kind,
  by: { tokenId: row.byTokenId, label: row.byLabel },
  at: row.at.toISOString(),
  before: row.before,
  after: row.after,
  revertedBy: row.revertedBy,
});
