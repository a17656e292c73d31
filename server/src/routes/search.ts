import { SearchResult } from '@touchline/domain';
import Type from 'typebox';
import { presentCompetitionSummary } from '../presenters/competition';
import { competitionRepository } from '../repositories/competitions';
import { searchNames } from '../repositories/search';
import { catalogue, EntityFilter, NationalHeaders, QueryText, type Routes, responses } from './shared';

const PER_TYPE = 20;

/** Global search over teams, clubs, associations, states and competitions. */
export const searchRoutes: Routes = async (app) => {
  app.get(
    '/live/search',
    {
      config: { cache: 'catalogue' },
      schema: {
        operationId: 'search',
        summary: 'Search teams, clubs and competitions',
        security: [],
        tags: ['Search'],
        description: `Names containing the text, case-insensitively: up to ${PER_TYPE} of each type. An empty search returns nothing. With entityType and entityId, only results inside that entity.`,
        headers: NationalHeaders,
        querystring: Type.Object({ search: Type.Optional(QueryText(100)), ...EntityFilter }),
        response: responses(Type.Array(SearchResult), 'Results, grouped by type'),
      },
    },
    async (request, reply) => {
      const { national, query } = request;
      return app.answer(request, reply, catalogue(request.national), async () => {
        const text = query.search?.trim() ?? '';
        if (!text) return { data: [] };
        const entityId = query.entityType && query.entityType !== 'national' ? query.entityId : undefined;
        const found = await searchNames(app.db, national.id, text, PER_TYPE, entityId);
        const competitions = await competitionRepository.withTeams(app.db, national.id, found.competitions);
        const results: SearchResult[] = [];
        for (const team of found.teams)
          results.push({
            _id: team.id,
            type: 'team',
            name: team.name,
            season: team.season,
            meta: { imgUrl: team.meta.imgUrl ?? null },
          });
        for (const level of ['club', 'association', 'state'] as const)
          for (const e of found.entities.filter((x) => x.level === level).slice(0, PER_TYPE))
            results.push({
              _id: e.id,
              type: level,
              name: e.name,
              season: null,
              meta: { ...e.meta, imgUrl: e.meta.imgUrl ?? null, slug: e.slug },
            });
        for (const entry of competitions) {
          const c = presentCompetitionSummary(entry);
          results.push({
            _id: c._id,
            type: 'competition',
            name: c.name,
            season: c.season,
            meta: c.meta,
            matchCount: c.matchCount,
            teams: c.teams.map(({ _id, name, imgUrl }) => ({ _id, name, imgUrl })),
          });
        }
        return { data: results };
      });
    },
  );
};
