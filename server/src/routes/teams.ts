import { Id, MemberResponse, TEAM_SEARCH_PAGE_SIZE, TeamDetail, TeamsPage } from '@touchline/domain';
import Type from 'typebox';
import { notFound } from '../errors';
import { presentMatchSummary } from '../presenters/match';
import { presentRosterMember } from '../presenters/member';
import { presentPerson } from '../presenters/person';
import { presentTeamSummary } from '../presenters/team';
import { load } from '../repositories/lookups';
import { loadMatchContext } from '../repositories/matchContext';
import { matchRepository } from '../repositories/matches';
import { memberRepository, teamRepository } from '../repositories/teams';
import {
  catalogue,
  EntityFilter,
  NationalHeaders,
  ofAllResults,
  QueryText,
  type Routes,
  responses,
  SeasonQuery,
} from './shared';

/** Team search, team pages and member pages. */
export const teamRoutes: Routes = async (app) => {
  const tags = ['Teams and members'];

  app.get(
    '/live/teams',
    {
      config: { cache: 'catalogue' },
      schema: {
        operationId: 'searchTeams',
        summary: 'Search teams',
        security: [],
        tags,
        description: `Teams by name (case-insensitive, anywhere in the name), season and entity. \`limit\` above ${TEAM_SEARCH_PAGE_SIZE} is clamped to ${TEAM_SEARCH_PAGE_SIZE}.`,
        headers: NationalHeaders,
        querystring: Type.Object({
          page: Type.Optional(Type.Integer({ minimum: 1, maximum: 100000, default: 1 })),
          limit: Type.Optional(Type.Integer({ minimum: 1, default: TEAM_SEARCH_PAGE_SIZE })),
          search: Type.Optional(QueryText(100)),
          season: Type.Optional(SeasonQuery),
          ...EntityFilter,
        }),
        response: { ...responses(TeamsPage, 'A page of teams'), 200: TeamsPage },
      },
    },
    async (request, reply) => {
      const { national, query } = request;
      return app.answer(request, reply, catalogue(request.national), async () => {
        const page = query.page ?? 1;
        const limit = Math.min(query.limit ?? TEAM_SEARCH_PAGE_SIZE, TEAM_SEARCH_PAGE_SIZE);
        const entityId = query.entityType && query.entityType !== 'national' ? query.entityId : undefined;
        const { rows, total } = await teamRepository.page(app.db, national.id, {
          page,
          limit,
          search: query.search,
          season: query.season,
          entityId,
        });
        const entities = await load.entities(
          app.db,
          national.id,
          rows.flatMap((team) => team.ancestors),
        );
        return {
          data: rows.map((team) => presentTeamSummary(team, entities, national)),
          pagination: {
            page,
            limit,
            totalCount: total,
            totalPages: Math.max(1, Math.ceil(total / limit)),
          },
        };
      });
    },
  );

  app.get(
    '/live/teams/:id',
    {
      config: { cache: 'live' },
      schema: {
        operationId: 'getTeam',
        summary: 'Get a team',
        security: [],
        tags,
        description:
          'A team with its roster (withheld when the team list is hidden) and its matches. 404 when there is no such team.',
        headers: NationalHeaders,
        params: Type.Object({ id: Id }),
        response: responses(TeamDetail, 'The team page'),
      },
    },
    async (request, reply) => {
      const { national, params } = request;
      return app.answer(request, reply, ofAllResults(request.national), async () => {
        const team = await teamRepository.byId(app.db, national.id, params.id);
        if (!team) throw notFound(`team ${params.id}`);
        const [unordered, matches] = await Promise.all([
          team.hideTeamList ? Promise.resolve([]) : teamRepository.roster(app.db, national.id, team.id),
          teamRepository.matches(app.db, national.id, [team.id]),
        ]);
        // By shirt number for public members; private ones last, so their numbers do not show through.
        const shirt = (r: (typeof unordered)[number]) =>
          r.member.isPublic ? (r.entry.shirtNum ?? 999) : 1000;
        const roster = [...unordered].sort(
          (a, b) => shirt(a) - shirt(b) || a.entry.memberId - b.entry.memberId,
        );
        const [ctx, entities, eventCounts] = await Promise.all([
          loadMatchContext(app.db, national, matches),
          load.entities(app.db, national.id, team.ancestors),
          matchRepository.eventCounts(
            app.db,
            national.id,
            matches.map((m) => m.id),
            { teamId: team.id },
          ),
        ]);
        return {
          data: {
            team: [
              {
                ...presentTeamSummary(team, entities, national),
                members: roster.map(({ entry }) => ({
                  _id: entry.memberId,
                  season: team.season,
                  memberType: entry.memberType,
                })),
                memberDetails: roster.map(({ entry, member }) => presentRosterMember(entry, member)),
              },
            ],
            isHideTeamList: team.hideTeamList,
            matches: matches.map((m) => presentMatchSummary(m, ctx)),
            eventCounts,
          },
        };
      });
    },
  );

  app.get(
    '/live/members/:id',
    {
      config: { cache: 'live' },
      schema: {
        operationId: 'getMember',
        summary: 'Get a member',
        security: [],
        tags,
        description:
          "A member and the matches they were listed for, by team and competition. A non-public member is 'Player' with no photo.",
        headers: NationalHeaders,
        params: Type.Object({ id: Id }),
        response: responses(MemberResponse, 'The player page'),
      },
    },
    async (request, reply) => {
      const { national, params } = request;
      return app.answer(request, reply, ofAllResults(request.national), async () => {
        const member = await memberRepository.byId(app.db, national.id, params.id);
        if (!member) throw notFound(`member ${params.id}`);
        const appearances = await memberRepository.appearances(app.db, national.id, member.id);
        const matches = appearances.map((a) => a.match);
        const ctx = await loadMatchContext(app.db, national, matches);
        const groups = new Map<string, MemberResponse['compAndMatches'][number]>();
        for (const { teamId, match } of appearances) {
          const team = ctx.teams.get(teamId);
          const competition = ctx.competitions.get(match.competitionId)!;
          // A team that hides its lists does not reveal who played for it.
          if (!team || team.hideTeamList) continue;
          const key = `${teamId}:${competition.id}`;
          if (!groups.has(key))
            groups.set(key, {
              name: team.name,
              team: { _id: team.id, name: team.name },
              competition: { _id: competition.id, name: competition.name, season: competition.season },
              matches: [],
            });
          groups.get(key)!.matches.push(presentMatchSummary(match, ctx));
        }
        // Only the matches listed above: a team that hides its lists shows no one's stats either.
        const listed = [...groups.values()].flatMap((g) => g.matches.map((m) => m._id));
        const eventCounts = await matchRepository.eventCounts(app.db, national.id, listed, {
          memberId: member.id,
        });
        const person = presentPerson(member);
        return {
          data: {
            member: {
              _id: member.id,
              isPublic: member.isPublic,
              profile: { firstName: person.firstName, lastName: person.lastName },
              meta: {
                showImg: member.isPublic && member.meta.showImg !== false,
                imgUrl: member.isPublic ? member.imgUrl : null,
                suspend: { isSuspended: member.meta.suspend?.isSuspended ?? false },
              },
            },
            compAndMatches: [...groups.values()],
            eventCounts,
          },
        };
      });
    },
  );
};
