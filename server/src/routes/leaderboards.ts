import { Id, LeaderboardRow, PlayerOfTheMatchRow } from '@touchline/domain';
import Type from 'typebox';
import { ladderIsPublic } from '../commands/computeLadder';
import {
  computeLeaderboard,
  computePlayersOfTheMatch,
  LEADERBOARD_LIMIT,
  leaderboardEventType,
} from '../commands/computeLeaderboard';
import { notFound } from '../errors';
import { competitionRepository } from '../repositories/competitions';
import { NationalHeaders, ofAllResults, ofCompetition, type Routes, responses } from './shared';

const Query = Type.Object({
  eventType: Type.Optional(
    Type.Integer({ minimum: 0, maximum: 100000, description: 'A scoring event type; default the first.' }),
  ),
});

/**
 * Player leaderboards. Like ladders, each is computed once per change of its competitions'
 * results (or of the catalogue, for names and privacy) and its answer reused until the next.
 */
export const leaderboardRoutes: Routes = async (app) => {
  const tags = ['Ladders and leaderboards'];
  const description = `Players ranked on the number of events of a type (eventSum), then fewest matches played; at most ${LEADERBOARD_LIMIT} rows. Non-public players are 'Team Player'. Only event types visible on ladders.`;

  app.get(
    '/live/leaderboard/competition/:id',
    {
      config: { cache: 'live' },
      schema: {
        operationId: 'getCompetitionLeaderboard',
        summary: "Get a competition's leaderboard",
        security: [],
        tags,
        description,
        headers: NationalHeaders,
        params: Type.Object({ id: Id }),
        querystring: Query,
        response: responses(Type.Array(LeaderboardRow), 'Leaderboard rows'),
      },
    },
    async (request, reply) => {
      return app.answer(request, reply, ofCompetition(request.national, request.params.id), async () => {
        const { national, params, query } = request;
        const competition = await competitionRepository.byId(app.db, national.id, params.id);
        if (!competition) throw notFound(`competition ${params.id}`);
        const type = await leaderboardEventType(app.db, national.id, [competition], query.eventType);
        if (!type || !ladderIsPublic(competition)) return { data: [] };
        return { data: await computeLeaderboard(app.db, national.id, [competition], type.type) };
      });
    },
  );

  app.get(
    '/live/leaderboard/custom-leaderboard/:id',
    {
      config: { cache: 'live' },
      schema: {
        operationId: 'getCustomLeaderboard',
        summary: 'Get a custom leaderboard',
        security: [],
        tags,
        description: `${description} Spans the competitions the custom leaderboard groups.`,
        headers: NationalHeaders,
        params: Type.Object({ id: Id }),
        querystring: Query,
        response: responses(Type.Array(LeaderboardRow), 'Leaderboard rows'),
      },
    },
    async (request, reply) => {
      return app.answer(request, reply, ofAllResults(request.national), async () => {
        const { national, params, query } = request;
        const custom = await competitionRepository.customLeaderboard(app.db, national.id, params.id);
        if (!custom) throw notFound(`custom leaderboard ${params.id}`);
        const competitions = (
          await competitionRepository.list(app.db, national.id, { ids: custom.competitionIds })
        ).filter(ladderIsPublic);
        const type = await leaderboardEventType(
          app.db,
          national.id,
          competitions,
          query.eventType,
          custom.scoringEvents.map((e) => ({
            ...e,
            abbreviation: e.abbreviation ?? '',
            value: e.value ?? 0,
            visibleInLadders: e.visibleInLadders ?? null,
          })),
        );
        if (!type || !competitions.length) return { data: [] };
        return { data: await computeLeaderboard(app.db, national.id, competitions, type.type) };
      });
    },
  );

  app.get(
    '/live/leaderboard/player-of-the-match/competition/:id',
    {
      config: { cache: 'live' },
      schema: {
        operationId: 'listPlayerOfTheMatchAwards',
        summary: "List a competition's Player of the Match awards",
        security: [],
        tags,
        description: 'Player of the Match awards of a competition, round by round.',
        headers: NationalHeaders,
        params: Type.Object({ id: Id }),
        response: responses(Type.Array(PlayerOfTheMatchRow), 'Player of the Match rows'),
      },
    },
    async (request, reply) => {
      return app.answer(request, reply, ofCompetition(request.national, request.params.id), async () => {
        const { national, params } = request;
        const competition = await competitionRepository.byId(app.db, national.id, params.id);
        if (!competition) throw notFound(`competition ${params.id}`);
        if (!ladderIsPublic(competition)) return { data: [] };
        return { data: await computePlayersOfTheMatch(app.db, national.id, competition.id) };
      });
    },
  );
};
