import { playingMemberTypes, rankSearchResults, SearchResult } from '@touchline/domain';
import Type from 'typebox';
import { presentCompetitionSummary } from '../presenters/competition';
import { presentSearchEntity, presentSearchPlayer, presentSearchTeam } from '../presenters/search';
import { competitionRepository } from '../repositories/competitions';
import { playerTeams, type SearchScope, searchNames } from '../repositories/search';
import { catalogue, EntityFilter, NationalHeaders, QueryText, type Routes, responses } from './shared';

const PER_TYPE = 20;

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
      return app.answer(request, reply, catalogue(request.national), async () => {
        const text = query.search?.trim() ?? '';
        if (!text) return { data: [] };
        const entityId = query.entityType && query.entityType !== 'national' ? query.entityId : undefined;
        const scope: SearchScope = {
          nationalId: national.id,
          ...(entityId === undefined ? {} : { entityId }),
          playingTypes: playingMemberTypes(national.memberTypes),
        };
        const found = await searchNames(app.db, text, PER_TYPE, scope);
        const [competitions, teamsOf] = await Promise.all([
          competitionRepository.withTeams(app.db, national.id, found.competitions),
          playerTeams(
            app.db,
            found.players.map((p) => p.member.id),
            scope,
          ),
        ]);
        const entities = found.entities.map(presentSearchEntity);
        const groups: SearchResult[][] = [
          found.teams.map(presentSearchTeam),
          found.players.map(({ member, season }) =>
            presentSearchPlayer(member, season, teamsOf.get(member.id) ?? []),
          ),
          ...(['club', 'association', 'state'] as const).map((level) =>
            entities.filter((e) => e.type === level),
          ),
          competitions.map((entry) => {
            const c = presentCompetitionSummary(entry);
            return {
              _id: c._id,
              type: 'competition' as const,
              name: c.name,
              season: c.season,
              meta: c.meta,
              matchCount: c.matchCount,
              teams: c.teams.map(({ _id, name, imgUrl }) => ({ _id, name, imgUrl })),
            };
          }),
        ];
        // The database picked each type's first results by the same rule; the domain orders them.
        return { data: groups.flatMap((group) => rankSearchResults(text, group)) };
      });
    },
  );
};
