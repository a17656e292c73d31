import {
  Id,
  LadderGroupBy,
  LadderResponse,
  LiveLadderResponse,
  SportLadderResponse,
} from '@touchline/domain';
import Type from 'typebox';
import { loadLadderResponse, loadSportLadder } from '../commands/computeLadder';
import { loadLiveLadderResponse } from '../commands/liveLadder';
import { NationalHeaders, ofCompetition, type Routes, responses } from './shared';

const Params = Type.Object({ competitionId: Id });
const LadderQuery = Type.Object({
  groupBy: Type.Optional({
    ...LadderGroupBy,
    description: 'A table per division (pool, the default), per conference, or one table (none).',
  }),
});

/**
 * Ladders. Each is computed once per change of its competition's results (triggers bump the
 * competition's results version) and its answer reused until the next change.
 */
export const ladderRoutes: Routes = async (app) => {
  const tags = ['Ladders and leaderboards'];

  app.get(
    '/live/ladders/competition/:competitionId',
    {
      config: { cache: 'live' },
      schema: {
        operationId: 'getLadder',
        summary: "Get a competition's ladder",
        security: [],
        tags,
        description:
          'The ladder: teams with stats, sorted by the competition’s ladder template and its tie-breakers (each team says what put it above the next), with per-round ladders; a table per division, per conference or one table. Each team carries its clinched or eliminated mark (z a bye or the top seed, y its division, x a finals place, e eliminated; only when no outcome of the games left can undo it), and finals gives the playoff picture by the competition’s finals settings: each seeding table’s seeds, cut line and bye line, and the teams chasing; null when the competition has no finals. Teams and picture are withheld when the competition hides its ladder or results.',
        headers: NationalHeaders,
        params: Params,
        querystring: LadderQuery,
        response: responses(LadderResponse, 'The ladder'),
      },
    },
    async (request, reply) => {
      return app.answer(
        request,
        reply,
        ofCompetition(request.national, request.params.competitionId),
        async () => ({
          data: await loadLadderResponse(
            app.db,
            request.national,
            request.params.competitionId,
            request.query.groupBy,
          ),
        }),
      );
    },
  );

  app.get(
    '/live/ladders/competition/:competitionId/live',
    {
      config: { cache: 'live' },
      schema: {
        operationId: 'getLiveLadder',
        summary: "Get a competition's ladder as it stands",
        security: [],
        tags,
        description:
          'The ladder as it stands: the ladder with the matches under way counted at their current scores, rebuilt with every live write. Each team’s previousPosition is its place on the ladder of finished results (same groupBy), so a move shows against the official ladder; finals is the playoff picture as it stands; no team carries a mark, and there are no per-round ladders. provisional is true whenever a live match is counted, and liveMatches lists them. Teams, picture and live matches are withheld when the competition hides its ladder or results.',
        headers: NationalHeaders,
        params: Params,
        querystring: LadderQuery,
        response: responses(LiveLadderResponse, 'The ladder as it stands'),
      },
    },
    async (request, reply) => {
      return app.answer(
        request,
        reply,
        ofCompetition(request.national, request.params.competitionId),
        async () => ({
          data: await loadLiveLadderResponse(
            app.db,
            request.national,
            request.params.competitionId,
            request.query.groupBy,
          ),
        }),
      );
    },
  );

  app.get(
    '/live/ladders/competition/:competitionId/sport',
    {
      config: { cache: 'live' },
      schema: {
        operationId: 'getSportLadder',
        summary: "Get a multi-sport competition's standings",
        security: [],
        tags,
        description:
          'The ladder as a generic table (tableData) for multi-sport competitions: overall standings from the events’ result tables, or the ladder.',
        headers: NationalHeaders,
        params: Params,
        response: responses(SportLadderResponse, 'tableData'),
      },
    },
    async (request, reply) => {
      return app.answer(
        request,
        reply,
        ofCompetition(request.national, request.params.competitionId),
        async () => ({ data: await loadSportLadder(app.db, request.national, request.params.competitionId) }),
      );
    },
  );
};
