import { Id, LeaderboardRow, PlayerOfTheMatchRow } from '@touchline/domain';
import Type from 'typebox';
import {
  LEADERBOARD_LIMIT,
  loadCompetitionLeaderboard,
  loadCustomLeaderboard,
  loadPlayersOfTheMatch,
} from '../commands/computeLeaderboard';
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
      const { national, params, query } = request;
      return app.answer(request, reply, ofCompetition(national, params.id), async () => ({
        data: await loadCompetitionLeaderboard(app.db, national.id, params.id, query.eventType),
      }));
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
      const { national, params, query } = request;
      return app.answer(request, reply, ofAllResults(national), async () => ({
        data: await loadCustomLeaderboard(app.db, national.id, params.id, query.eventType),
      }));
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
      const { national, params } = request;
      return app.answer(request, reply, ofCompetition(national, params.id), async () => ({
        data: await loadPlayersOfTheMatch(app.db, national.id, params.id),
      }));
    },
  );
};
