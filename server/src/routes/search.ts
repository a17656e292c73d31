import { SearchResult } from '@touchline/domain';
import Type from 'typebox';
import { PER_TYPE, search } from '../commands/search';
import { catalogue, EntityFilter, NationalHeaders, QueryText, type Routes, responses } from './shared';

/** Global search over teams, players, clubs, associations, states and competitions. */
export const searchRoutes: Routes = async (app) => {
  app.get(
    '/live/search',
    {
      config: { cache: 'catalogue' },
      schema: {
        operationId: 'search',
        summary: 'Search teams, players, clubs and competitions',
        security: [],
        tags: ['Search'],
        description: `Names containing the text, case-insensitively, up to ${PER_TYPE} of each type: teams, players, clubs, associations, states (these two by their short names and slugs too, e.g. 'nsw') and competitions. Players are public members listed as players on a team that shows its lists; no other member is ever found. Within a type, a name that is the text comes first, then names holding it as whole words, then names with a word starting with it, then the rest; then by name. An empty search returns nothing. With entityType and entityId, only results inside that entity.`,
        headers: NationalHeaders,
        querystring: Type.Object({ search: Type.Optional(QueryText(100)), ...EntityFilter }),
        response: responses(Type.Array(SearchResult), 'Results, grouped by type'),
      },
    },
    async (request, reply) => {
      const { national, query } = request;
      return app.answer(request, reply, catalogue(request.national), async () => ({
        data: await search(app.db, national, query),
      }));
    },
  );
};
