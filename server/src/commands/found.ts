import type { Queryable } from '../db/client';
import { notFound } from '../errors';
import { competitionRepository } from '../repositories/competitions';
import type { CompetitionRow, MatchRow } from '../repositories/lookups';
import { matchRepository } from '../repositories/matches';

/** A competition of the national, or a 404 naming it. */
export async function competitionFound(
  db: Queryable,
  nationalId: number,
  competitionId: number,
): Promise<CompetitionRow> {
  const competition = await competitionRepository.byId(db, nationalId, competitionId);
  if (!competition) throw notFound(`competition ${competitionId}`);
  return competition;
}

/** A match the public may see (its results are public), or a 404 naming it. */
export async function publicMatchFound(
  db: Queryable,
  nationalId: number,
  matchId: number,
): Promise<MatchRow> {
  const match = await matchRepository.publicById(db, nationalId, matchId);
  if (!match) throw notFound(`match ${matchId}`);
  return match;
}
