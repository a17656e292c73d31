import {
  type EntityFilter,
  playerStatsTable,
  resultsShown,
  scopedEntityId,
  teamListShown,
} from '@touchline/domain';
import type { Queryable } from '../db/client';
import { notFound } from '../errors';
import type { National } from '../plugins/national';
import { competitionScoringEvents } from '../presenters/competition';
import { presentCompetitionMatches, presentMatchSummary } from '../presenters/match';
import { presentStatsPlayers } from '../presenters/member';
import { presentTeamList } from '../presenters/teamList';
import { competitionRepository } from '../repositories/competitions';
import { load } from '../repositories/lookups';
import { loadMatchContext } from '../repositories/matchContext';
import { matchRepository as repo } from '../repositories/matches';
import { nationalRepository } from '../repositories/national';
import { competitionFound, publicMatchFound } from './found';

/** A match still under way this long after kick-off was left unfinished; it is not live. */
export const LIVE_WINDOW_HOURS = 12;
/** The most matches the live list carries. */
export const MAX_LIVE = 50;

/** The matches and byes of a competition, as the schedule shows them; none while its results are hidden. */
export async function loadCompetitionMatches(db: Queryable, national: National, competitionId: number) {
  const competition = await competitionFound(db, national.id, competitionId);
  const [[entry], matches] = await Promise.all([
    competitionRepository.withTeams(db, national.id, [competition]),
    resultsShown(competition) ? repo.ofCompetition(db, national.id, competition.id) : Promise.resolve([]),
  ]);
  const context = await loadMatchContext(db, national, matches, {
    competitions: [competition],
    standings: true,
  });
  return presentCompetitionMatches(entry!, matches, context);
}

/**
 * The matches under way across the national's public competitions (or an entity's): kicked off
 * no more than LIVE_WINDOW_HOURS ago, at most MAX_LIVE.
 */
export async function loadLiveMatches(db: Queryable, national: National, filter: EntityFilter, now: Date) {
  const rows = await repo.underWay(db, national.id, {
    now,
    withinMs: LIVE_WINDOW_HOURS * 3_600_000,
    limit: MAX_LIVE,
    entityId: scopedEntityId(filter),
  });
  const context = await loadMatchContext(db, national, rows, { standings: true });
  return rows.map((m) => presentMatchSummary(m, context));
}

/** The settings of a public match's competition, as the scorer and the lineups read them. */
export async function loadMatchSettings(db: Queryable, national: National, matchId: number) {
  const match = await publicMatchFound(db, national.id, matchId);
  const competition = await competitionRepository.byId(db, national.id, match.competitionId);
  return competition!.settings;
}

/** A team's list for a public match, empty when the team hides it. */
export async function loadTeamList(db: Queryable, national: National, matchId: number, teamId: number) {
  const match = await publicMatchFound(db, national.id, matchId);
  if (match.homeTeamId !== teamId && match.awayTeamId !== teamId)
    throw notFound(`team ${teamId} in match ${matchId}`);
  const team = (await load.teams(db, national.id, [teamId])).get(teamId);
  const shown = teamListShown(team);
  const entries = shown ? await repo.teamList(db, national.id, match.id, teamId) : [];
  return presentTeamList(entries, !shown);
}

/**
 * A match's sport table: its own result table (multi-sport), else the player stats grid from its
 * events, with shirt numbers from the lists its teams show.
 */
export async function loadSportTable(db: Queryable, national: National, matchId: number) {
  const match = await publicMatchFound(db, national.id, matchId);
  if (match.tableData) return { tableData: match.tableData };
  const [events, competition, types, teams] = await Promise.all([
    repo.events(db, national.id, match.id),
    competitionRepository.byId(db, national.id, match.competitionId),
    nationalRepository.eventTypes(db, national.id),
    load.teams(db, national.id, [match.homeTeamId, match.awayTeamId]),
  ]);
  const [lists, members] = await Promise.all([
    Promise.all(
      [...teams.values()]
        .filter(teamListShown)
        .map((team) => repo.teamList(db, national.id, match.id, team.id)),
    ),
    load.members(
      db,
      national.id,
      events.map((e) => e.playerId),
    ),
  ]);
  const players = presentStatsPlayers(members.values(), lists.flat());
  return { tableData: playerStatsTable(events, competitionScoringEvents(competition!, types), players) };
}
