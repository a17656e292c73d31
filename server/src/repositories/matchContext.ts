import { loadStandings, type Standings } from '../commands/standings';
import type { Queryable } from '../db/client';
import type { National } from '../plugins/national';
import {
  type CompetitionRow,
  type EntityRow,
  load,
  loadReferees,
  type MatchRow,
  type MemberRow,
  type RoundRow,
  type TeamRow,
  type VenueRow,
} from './lookups';

/** Everything a list of matches refers to, loaded in a fixed number of queries. */
export interface MatchContext {
  national: National;
  teams: Map<number, TeamRow>;
  entities: Map<number, EntityRow>;
  venues: Map<number, VenueRow>;
  rounds: Map<number, RoundRow>;
  competitions: Map<number, CompetitionRow>;
  referees: Map<number, MemberRow[]>;
  /** With `standings`: each team's standing, per competition whose ladder is public. */
  standings?: Map<number, Standings>;
}

export async function loadMatchContext(
  db: Queryable,
  national: National,
  matches: readonly MatchRow[],
  known: { competitions?: CompetitionRow[]; standings?: boolean } = {},
): Promise<MatchContext> {
  const nid = national.id;
  const teamIds = matches.flatMap((m) => [m.homeTeamId, m.awayTeamId, m.forfeitingTeamId]);
  const givenCompetitions = new Map((known.competitions ?? []).map((c) => [c.id, c]));
  const [teams, venues, rounds, fetchedCompetitions, referees] = await Promise.all([
    load.teams(db, nid, teamIds),
    load.venues(
      db,
      nid,
      matches.map((m) => m.venueId),
    ),
    load.rounds(
      db,
      nid,
      matches.map((m) => m.roundId),
    ),
    load.competitions(
      db,
      nid,
      matches.map((m) => m.competitionId).filter((id) => !givenCompetitions.has(id)),
    ),
    loadReferees(
      db,
      nid,
      matches.map((m) => m.id),
    ),
  ]);
  const competitions = new Map([...givenCompetitions, ...fetchedCompetitions]);
  const [entities, standings] = await Promise.all([
    load.entities(
      db,
      nid,
      [...teams.values()].flatMap((team) => team.ancestors),
    ),
    known.standings ? loadStandings(db, nid, competitions.values()) : undefined,
  ]);
  return {
    national,
    teams,
    entities,
    venues,
    rounds,
    competitions,
    referees,
    ...(standings ? { standings } : {}),
  };
}
