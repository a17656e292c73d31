import {
  combinedStandings,
  Id,
  LadderGroupBy,
  LadderResponse,
  ladderTable,
  SportLadderResponse,
} from '@touchline/domain';
import Type from 'typebox';
import { ladderIsPublic, loadLadder, presentLadder } from '../commands/computeLadder';
import { notFound } from '../errors';
import { competitionRepository } from '../repositories/competitions';
import { ladderRepository } from '../repositories/ladders';
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
          'The ladder: teams with stats, sorted by the competition’s ladder template and its tie-breakers (each team says what put it above the next), with per-round ladders; a table per division, per conference or one table. Teams are withheld when the competition hides its ladder or results.',
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
        async () => {
          const { national, params, query } = request;
          const competition = await competitionRepository.byId(app.db, national.id, params.competitionId);
          if (!competition) throw notFound(`competition ${params.competitionId}`);
          const { ladder, images } = await loadLadder(app.db, national.id, competition, query.groupBy);
          return { data: presentLadder(competition, ladder, images) };
        },
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
        async () => {
          const { national, params } = request;
          const competition = await competitionRepository.byId(app.db, national.id, params.competitionId);
          if (!competition) throw notFound(`competition ${params.competitionId}`);
          if (!ladderIsPublic(competition))
            return { data: { tableData: { label: competition.name, headers: [], rows: [] } } };
          const tables = await ladderRepository.tables(app.db, national.id, competition.id);
          const tableData = tables.length
            ? combinedStandings(competition.name, tables)
            : ladderTable(
                competition.name,
                (await loadLadder(app.db, national.id, competition)).ladder,
                competition.laddertemplate.layout,
              );
          return { data: { tableData } };
        },
      );
    },
  );
};
