import {
  type EntityFilter,
  type MemberResponse,
  scopedEntityId,
  TEAM_SEARCH_PAGE_SIZE,
  type TeamDetail,
  type TeamsPage,
  teamListShown,
} from '@touchline/domain';
import type { Queryable } from '../db/client';
import { notFound } from '../errors';
import type { National } from '../plugins/national';
import { presentMatchSummary } from '../presenters/match';
import { presentMemberPage, presentRosterMember, rosterOrder } from '../presenters/member';
import { presentTeamName, presentTeamSummary } from '../presenters/team';
import { load } from '../repositories/lookups';
import { loadMatchContext } from '../repositories/matchContext';
import { matchRepository } from '../repositories/matches';
import { memberRepository, teamRepository } from '../repositories/teams';

export interface TeamSearch extends EntityFilter {
  page?: number;
  limit?: number;
  search?: string;
  season?: number;
}

/** A page of teams by name, season and entity; a limit above TEAM_SEARCH_PAGE_SIZE is clamped. */
export async function searchTeams(db: Queryable, national: National, query: TeamSearch): Promise<TeamsPage> {
  const page = query.page ?? 1;
  const limit = Math.min(query.limit ?? TEAM_SEARCH_PAGE_SIZE, TEAM_SEARCH_PAGE_SIZE);
  const { rows, total } = await teamRepository.page(db, national.id, {
    page,
    limit,
    search: query.search,
    season: query.season,
    entityId: scopedEntityId(query),
  });
  const entities = await load.entities(
    db,
    national.id,
    rows.flatMap((team) => team.ancestors),
  );
  return {
    data: rows.map((team) => presentTeamSummary(team, entities, national)),
    pagination: { page, limit, totalCount: total, totalPages: Math.max(1, Math.ceil(total / limit)) },
  };
}

/** A team's page: the team, its roster unless it hides its list, and its matches with its event counts. */
export async function loadTeamPage(db: Queryable, national: National, teamId: number): Promise<TeamDetail> {
  const team = await teamRepository.byId(db, national.id, teamId);
  if (!team) throw notFound(`team ${teamId}`);
  const [roster, matches] = await Promise.all([
    teamListShown(team) ? teamRepository.roster(db, national.id, team.id) : Promise.resolve([]),
    teamRepository.matches(db, national.id, [team.id]),
  ]);
  const [ctx, entities, eventCounts] = await Promise.all([
    loadMatchContext(db, national, matches),
    load.entities(db, national.id, team.ancestors),
    matchRepository.eventCounts(
      db,
      national.id,
      matches.map((m) => m.id),
      { teamId: team.id },
    ),
  ]);
  const ordered = rosterOrder(roster);
  return {
    team: [
      {
        ...presentTeamSummary(team, entities, national),
        members: ordered.map(({ entry }) => ({
          _id: entry.memberId,
          season: team.season,
          memberType: entry.memberType,
        })),
        memberDetails: ordered.map(({ entry, member }) => presentRosterMember(entry, member)),
      },
    ],
    isHideTeamList: !teamListShown(team),
    matches: matches.map((m) => presentMatchSummary(m, ctx)),
    eventCounts,
  };
}

/**
 * A member's page: the member by the privacy rule and the matches they were listed for, by team
 * and competition. A team that hides its lists does not reveal who played for it, nor their stats.
 */
export async function loadMemberPage(
  db: Queryable,
  national: National,
  memberId: number,
): Promise<MemberResponse> {
  const member = await memberRepository.byId(db, national.id, memberId);
  if (!member) throw notFound(`member ${memberId}`);
  const appearances = await memberRepository.appearances(db, national.id, member.id);
  const ctx = await loadMatchContext(
    db,
    national,
    appearances.map((a) => a.match),
  );
  const groups = new Map<string, MemberResponse['compAndMatches'][number]>();
  for (const { teamId, match } of appearances) {
    const team = ctx.teams.get(teamId);
    if (!teamListShown(team)) continue;
    const competition = ctx.competitions.get(match.competitionId)!;
    const key = `${teamId}:${competition.id}`;
    if (!groups.has(key))
      groups.set(key, {
        name: team.name,
        team: presentTeamName(team),
        competition: { _id: competition.id, name: competition.name, season: competition.season },
        matches: [],
      });
    groups.get(key)!.matches.push(presentMatchSummary(match, ctx));
  }
  const listed = [...groups.values()].flatMap((g) => g.matches.map((m) => m._id));
  const eventCounts = await matchRepository.eventCounts(db, national.id, listed, { memberId: member.id });
  return { member: presentMemberPage(member), compAndMatches: [...groups.values()], eventCounts };
}
