import {
  addDays,
  dayStart,
  daysBetween,
  MANAGE_MATCHES_LIMIT,
  MANAGE_RANGE_MAX_DAYS,
  type ManagedCompetitions,
  type ManagedMatch,
  type ManagedMatchesQuery,
  type ManagedRound,
  type Principal,
  parseCalendarDay,
  type Ref,
  roundGroupLabel,
  zoneOrFallback,
} from '@touchline/domain';
import type { Queryable } from '../db/client';
import { badRequest } from '../errors';
import type { National } from '../plugins/national';
import { presentManagedMatch } from '../presenters/managedMatch';
import { type MatchWindow, managedMatchRepository as repository } from '../repositories/managedMatches';
import { nationalRepository } from '../repositories/national';

/** The most competitions the console lists: more than any national body runs in two seasons. */
export const MANAGED_COMPETITIONS_LIMIT = 200;

/** Groups rows by their competition, keeping their order. */
function byCompetition<R extends { competitionId: number }, T>(rows: R[], present: (row: R) => T) {
  const groups = new Map<number, T[]>();
  for (const row of rows) {
    const group = groups.get(row.competitionId);
    if (group) group.push(present(row));
    else groups.set(row.competitionId, [present(row)]);
  }
  return groups;
}

/**
 * What the manager's console opens on: the competitions of the current season and later ones
 * that the token may manage (none is an empty list, not a refusal), each with its rounds (named
 * as the schedule names them) and teams; the national's venues and time zone. Five queries.
 */
export async function loadManagedCompetitions(
  db: Queryable,
  national: National,
  principal: Principal,
): Promise<ManagedCompetitions> {
  const season = await nationalRepository.currentSeason(db, national.id);
  const [competitions, venues] = await Promise.all([
    repository.competitions(db, national.id, principal, season, MANAGED_COMPETITIONS_LIMIT),
    repository.venues(db, national.id),
  ]);
  const ids = competitions.map((c) => c.id);
  const [rounds, teams] = ids.length
    ? await Promise.all([repository.rounds(db, national.id, ids), repository.teams(db, national.id, ids)])
    : [[], []];
  const roundsOf = byCompetition(
    rounds,
    (r): ManagedRound => ({
      _id: r.id,
      number: r.number,
      type: r.type,
      name: roundGroupLabel(r),
      firstDate: r.firstDate?.toISOString() ?? null,
      lastDate: r.lastDate?.toISOString() ?? null,
      matches: r.matches,
    }),
  );
  const teamsOf = byCompetition(teams, (team): Ref => ({ _id: team.id, name: team.name }));
  return {
    timeZone: zoneOrFallback(national.timezone),
    competitions: competitions.map((c) => ({
      _id: c.id,
      name: c.name,
      season: c.season,
      sportType: c.sportType,
      rounds: roundsOf.get(c.id) ?? [],
      teams: teamsOf.get(c.id) ?? [],
    })),
    venues: venues.map((v) => ({ _id: v.id, name: v.name, timeZone: v.timeZone })),
  };
}

/**
 * The matches a query asks for: a round's, those of a date range (calendar days in `timeZone`,
 * both ends included, at most MANAGE_RANGE_MAX_DAYS), or the whole competition's. A 400 says
 * what to fix.
 */
export function matchWindow(query: ManagedMatchesQuery, timeZone: string): MatchWindow {
  const { roundId, from, to } = query;
  const dated = from !== undefined || to !== undefined;
  if (roundId !== undefined && dated) throw badRequest('Send roundId, or from and to, not both');
  if (roundId !== undefined) return { roundId };
  if (!dated) return {};
  if (from === undefined || to === undefined)
    throw badRequest('Send both from and to (YYYY-MM-DD), or neither');
  if (!parseCalendarDay(from) || !parseCalendarDay(to))
    throw badRequest('from and to must be real days, written YYYY-MM-DD');
  const days = daysBetween(from, to) + 1;
  if (days < 1) throw badRequest(`from (${from}) is after to (${to})`);
  if (days > MANAGE_RANGE_MAX_DAYS)
    throw badRequest(`from ${from} to ${to} is ${days} days; ask for at most ${MANAGE_RANGE_MAX_DAYS}`);
  return { from: new Date(dayStart(from, timeZone)), to: new Date(dayStart(addDays(to, 1), timeZone)) };
}

/**
 * A competition's matches as the results grid and the fixture editor show them, in the window
 * the query names (`matchWindow`; dates in the national's zone), byes included, by kickoff
 * (undated last) then id, at most MANAGE_MATCHES_LIMIT. A round of another competition is a 400:
 * the competition is found, the query names a round it does not have. Two queries.
 */
export async function loadManagedMatches(
  db: Queryable,
  national: National,
  competitionId: number,
  query: ManagedMatchesQuery,
): Promise<ManagedMatch[]> {
  const window = matchWindow(query, zoneOrFallback(national.timezone));
  const [roundOf, rows] = await Promise.all([
    'roundId' in window ? repository.competitionOfRound(db, national.id, window.roundId) : competitionId,
    repository.matches(db, national.id, competitionId, window, MANAGE_MATCHES_LIMIT),
  ]);
  if (roundOf !== competitionId)
    throw badRequest(`roundId: ${query.roundId} is not a round of competition ${competitionId}`);
  return rows.map(presentManagedMatch);
}
