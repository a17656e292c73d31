import {
  CombinedEvents,
  CompetitionDetail,
  CompetitionEvents,
  CompetitionSummary,
  CustomLeaderboard,
  GameType,
  Id,
} from '@touchline/domain';
import Type from 'typebox';
import {
  combineCompetitionEvents,
  listCompetitions,
  listCustomLeaderboards,
  loadCompetitionDetail,
  loadCompetitionEvents,
} from '../commands/competitions';
import { badRequest } from '../errors';
import {
  catalogue,
  EntityFilter,
  NationalHeaders,
  ofCompetition,
  type Routes,
  responses,
  SeasonQuery,
} from './shared';

const MAX_IDS = 100;
const MAX_ID = 2147483647;

/** The ids of a comma-separated `entityIds`, each a database id (at most 2147483647). */
function parseIds(list: string | undefined): number[] | undefined {
  if (list === undefined || list === '') return undefined;
  const ids = list.split(',').map(Number);
  if (ids.length > MAX_IDS) throw badRequest(`entityIds may name at most ${MAX_IDS} entities`);
  const tooBig = ids.find((id) => id > MAX_ID);
  if (tooBig !== undefined) throw badRequest(`entityIds must be ids from 1 to ${MAX_ID}, not '${tooBig}'`);
  return ids;
}

/** Competitions, their events, and custom leaderboards. */
export const competitionRoutes: Routes = async (app) => {
  const tags = ['Competitions'];

  app.get(
    '/live/competitions',
    {
      config: { cache: 'catalogue' },
      schema: {
        operationId: 'listCompetitions',
        summary: 'List competitions',
        security: [],
        tags,
        description:
          'Competitions, by season, entity (owner or a team inside it) and game type; sorted by order.',
        headers: NationalHeaders,
        querystring: Type.Object({
          season: Type.Optional(SeasonQuery),
          ...EntityFilter,
          entityIds: Type.Optional(
            Type.String({
              pattern: '^[1-9][0-9]{0,9}(,[1-9][0-9]{0,9})*$',
              description: 'Comma-separated entity ids, in plain digits (e.g. 1,2,3).',
            }),
          ),
          gameType: Type.Optional(GameType),
        }),
        response: responses(Type.Array(CompetitionSummary), 'Competitions'),
      },
    },
    async (request, reply) => {
      const { national, query } = request;
      return app.answer(request, reply, catalogue(request.national), async () => ({
        data: await listCompetitions(app.db, national, { ...query, entityIds: parseIds(query.entityIds) }),
      }));
    },
  );

  app.get(
    '/live/competitions/:id',
    {
      config: { cache: 'catalogue' },
      schema: {
        operationId: 'getCompetition',
        summary: 'Get a competition',
        security: [],
        tags,
        headers: NationalHeaders,
        params: Type.Object({ id: Id }),
        response: responses(CompetitionDetail, 'A competition with its settings and ladder template'),
      },
    },
    async (request, reply) => {
      const { national, params } = request;
      return app.answer(request, reply, ofCompetition(request.national, request.params.id), async () => ({
        data: await loadCompetitionDetail(app.db, national, params.id),
      }));
    },
  );

  app.get(
    '/live/competitions/:id/events',
    {
      config: { cache: 'catalogue' },
      schema: {
        operationId: 'getCompetitionEvents',
        summary: "Get a competition's scoring events",
        security: [],
        tags,
        headers: NationalHeaders,
        params: Type.Object({ id: Id }),
        response: responses(CompetitionEvents, 'The scoring events of a competition'),
      },
    },
    async (request, reply) => {
      const { national, params } = request;
      return app.answer(request, reply, catalogue(request.national), async () => ({
        data: await loadCompetitionEvents(app.db, national, params.id),
      }));
    },
  );

  app.post(
    '/live/competitions/events',
    {
      config: { policy: 'public' },
      schema: {
        operationId: 'combineCompetitionEvents',
        summary: 'Combine the events of several competitions',
        security: [],
        tags,
        description: 'The scoring events of several competitions together, and the player movement types.',
        headers: NationalHeaders,
        body: Type.Object(
          { competitionIds: Type.Array(Id, { minItems: 1, maxItems: MAX_IDS, uniqueItems: true }) },
          { additionalProperties: false },
        ),
        response: responses(CombinedEvents, 'Events of the competitions combined'),
      },
    },
    async ({ national, body }) => ({
      data: await combineCompetitionEvents(app.db, national, body.competitionIds),
    }),
  );

  app.get(
    '/live/custom-leaderboard',
    {
      config: { cache: 'catalogue' },
      schema: {
        operationId: 'listCustomLeaderboards',
        summary: 'List custom leaderboards',
        security: [],
        tags,
        description: 'Custom leaderboards, which group competitions, by season and entity.',
        headers: NationalHeaders,
        querystring: Type.Object({ season: Type.Optional(SeasonQuery), ...EntityFilter }),
        response: responses(Type.Array(CustomLeaderboard), 'Custom leaderboards'),
      },
    },
    async (request, reply) => {
      const { national, query } = request;
      return app.answer(request, reply, catalogue(request.national), async () => ({
        data: await listCustomLeaderboards(app.db, national, query),
      }));
    },
  );
};
