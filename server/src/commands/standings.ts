import { ladderShown, standingsOf, type TeamStanding } from '@touchline/domain';
import type { Db } from '../db/client';
import { ladderRepository } from '../repositories/ladders';
import type { CompetitionRow } from '../repositories/lookups';
import { ladderFrom } from './computeLadder';

/** Each team's standing in a competition, by team id. */
export type Standings = ReadonlyMap<number, TeamStanding>;

interface Kept {
  /** What the standings were computed from: the results version and the conferences. */
  stamp: string;
  standings: Standings;
}

/** Competitions whose standings a database's memory keeps, the least recently computed dropped first. */
const MAX_KEPT = 1_000;

/**
 * Per database, the standings last computed of each competition. The match lists that show them
 * are rebuilt whenever any competition's results change (the day's and the live list span them
 * all), and recomputing every ladder on them for one score would be waste: a competition's
 * standings change only with its results version (bumped by triggers on everything a ladder
 * reads, its own settings included) or its conferences.
 */
const memory = new WeakMap<Db, Map<number, Kept>>();

const stampOf = (c: CompetitionRow) => `${c.resultsVersion} ${JSON.stringify(c.conferences)}`;

/**
 * The standings of the given competitions whose ladder is public (a team competition showing
 * its ladder and results), by competition id: those whose results have changed since they were
 * last asked for are computed from their ladders (the sources of all of them in three queries),
 * the rest come from memory. A competition that withholds its ladder or results has none.
 */
export async function loadStandings(
  db: Db,
  nationalId: number,
  competitions: Iterable<CompetitionRow>,
): Promise<Map<number, Standings>> {
  const kept = memory.get(db) ?? new Map<number, Kept>();
  memory.set(db, kept);
  const result = new Map<number, Standings>();
  const stale: CompetitionRow[] = [];
  for (const competition of competitions) {
    if (competition.nationalId !== nationalId) continue;
    if (competition.gameType !== 'teams' || !ladderShown(competition)) continue;
    const known = kept.get(competition.id);
    if (known?.stamp === stampOf(competition)) result.set(competition.id, known.standings);
    else stale.push(competition);
  }
  if (stale.length === 0) return result;
  const sources = await ladderRepository.sources(
    db,
    nationalId,
    stale.map((c) => c.id),
  );
  for (const competition of stale) {
    const standings = standingsOf(ladderFrom(competition, sources.get(competition.id)!), competition.name);
    result.set(competition.id, standings);
    kept.delete(competition.id);
    kept.set(competition.id, { stamp: stampOf(competition), standings });
    if (kept.size > MAX_KEPT) kept.delete(kept.keys().next().value!);
  }
  return result;
}
