import {
  generatePeriods,
  type MatchEvent,
  type MatchSummary,
  type PeriodLabel,
  type PublicPerson,
  type StatusDefinition,
  statusSequenceFor,
  type TeamList,
  type TeamSide,
  teamListShown,
  zoneOrFallback,
} from '@touchline/domain';
import type { Db } from '../db/client';
import { AppError } from '../errors';
import type { National } from '../plugins/national';
import { presentEvent } from '../presenters/event';
import { presentMatchSummary } from '../presenters/match';
import { presentOptionalPerson } from '../presenters/person';
import { presentTeamList } from '../presenters/teamList';
import { load, type MatchRow } from '../repositories/lookups';
import { loadMatchContext, type MatchContext } from '../repositories/matchContext';
import { matchRepository as repo } from '../repositories/matches';
import { nationalRepository } from '../repositories/national';
import { publicMatchFound } from './found';

/** The messages of spec 5 when a download is asked for before both teams are known. */
export const NOT_FINALISED = {
  matchReport: 'Match report is not available because teams are not finalised',
  memberList: 'Member list is not available because teams are not finalised',
} as const;

/** Everything a match report shows, already presented: no private name or number is in it. */
export interface MatchReportSource {
  match: MatchSummary;
  /** The match's status sequence, for the status label. */
  statuses: StatusDefinition[];
  periods: PeriodLabel[];
  scoringEvents: MatchEvent[];
  teamLists: Record<TeamSide, TeamList>;
  playerOfTheMatch: PublicPerson | null;
  /** The timezone the date is shown in: the venue's, else the national's, else UTC. */
  timezone: string;
}

/** Everything a member list shows: the match for its heading, the side, and that side's list. */
export interface MemberListSource {
  match: MatchSummary;
  side: TeamSide;
  list: TeamList;
  timezone: string;
}

/**
 * A public match whose teams are final, with its context. An unknown match (or one of another
 * national, or with hidden results) is 404; a bye, a TBA match or one lacking a team is 409.
 */
async function finalisedMatch(db: Db, national: National, matchId: number, message: string) {
  const row = await publicMatchFound(db, national.id, matchId);
  if (row.homeTeamId == null || row.awayTeamId == null || row.isTba || row.isBye)
    throw new AppError(409, 'TEAMS_NOT_FINALISED', message);
  const ctx = await loadMatchContext(db, national, [row]);
  const match = presentMatchSummary(row, ctx);
  return { row, ctx, match, timezone: zoneOrFallback(match.venue?.venueTimezone, national.timezone) };
}

/** One side's presented team list, empty when that team hides its lists. */
async function teamList(db: Db, row: MatchRow, ctx: MatchContext, teamId: number): Promise<TeamList> {
  const shown = teamListShown(ctx.teams.get(teamId));
  const entries = shown ? await repo.teamList(db, ctx.national.id, row.id, teamId) : [];
  return presentTeamList(entries, !shown);
}

/** Loads and presents what the match report of a match shows. */
export async function loadMatchReport(
  db: Db,
  national: National,
  matchId: number,
): Promise<MatchReportSource> {
  const { row, ctx, match, timezone } = await finalisedMatch(
    db,
    national,
    matchId,
    NOT_FINALISED.matchReport,
  );
  const [events, statuses, homeTeam, awayTeam] = await Promise.all([
    repo.events(db, national.id, row.id),
    nationalRepository.statuses(db, national.id),
    teamList(db, row, ctx, row.homeTeamId!),
    teamList(db, row, ctx, row.awayTeamId!),
  ]);
  const scoring = events.filter((e) => e.kind === 'scoring');
  const members = await load.members(db, national.id, [
    ...scoring.map((e) => e.playerId),
    row.playerOfTheMatchId,
  ]);
  const sequence = statusSequenceFor(statuses, row.periodType);
  return {
    match,
    statuses: sequence,
    periods: generatePeriods(row.periods, sequence),
    scoringEvents: scoring.map((e) => presentEvent(e, members)),
    teamLists: { homeTeam, awayTeam },
    playerOfTheMatch: presentOptionalPerson(
      row.playerOfTheMatchId == null ? null : members.get(row.playerOfTheMatchId),
    ),
    timezone,
  };
}

/** Loads and presents what the member list of one side of a match shows. */
export async function loadMemberList(
  db: Db,
  national: National,
  matchId: number,
  side: TeamSide,
): Promise<MemberListSource> {
  const { row, ctx, match, timezone } = await finalisedMatch(db, national, matchId, NOT_FINALISED.memberList);
  const teamId = side === 'homeTeam' ? row.homeTeamId! : row.awayTeamId!;
  return { match, side, list: await teamList(db, row, ctx, teamId), timezone };
}
