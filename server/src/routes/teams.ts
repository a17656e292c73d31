import { Id, MemberResponse, TEAM_SEARCH_PAGE_SIZE, TeamDetail, TeamsPage } from '@touchline/domain';
import Type from 'typebox';
import { loadMemberPage, loadTeamPage, searchTeams } from '../commands/teams';
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
      return app.answer(request, reply, catalogue(request.national), () =>
        searchTeams(app.db, national, query),
      );
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
      return app.answer(request, reply, ofAllResults(request.national), async () => ({
        data: await loadTeamPage(app.db, national, params.id),
      }));
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
      return app.answer(request, reply, ofAllResults(request.national), async () => ({
        data: await loadMemberPage(app.db, national, params.id),
      }));
    },
  );
};
