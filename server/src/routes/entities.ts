import { AssociationPage, ClubPage, EntityList, Id, StatePage } from '@touchline/domain';
import Type from 'typebox';
import { CHILD_LEVEL, listEntities, loadClubPage, loadEntityPage } from '../commands/entities';
import { catalogue, EntityFilter, NationalHeaders, type Routes, responses, SeasonQuery } from './shared';

const PAGES = { state: StatePage, association: AssociationPage } as const;

/** 'states' → 'States', for the operation ids of the routes made in loops. */
const capital = (word: string) => word[0]!.toUpperCase() + word.slice(1);

/** Child-entity lists and the state, association and club pages. */
export const entityRoutes: Routes = async (app) => {
  const tags = ['Entities'];

  for (const plural of ['states', 'associations', 'clubs'] as const) {
    app.get(
      `/live/${plural}`,
      {
        config: { cache: 'catalogue' },
        schema: {
          operationId: `list${capital(plural)}`,
          summary: `List ${plural}`,
          security: [],
          tags,
          description: `The ${plural} of the national, or those inside the entity named by entityType and entityId.`,
          headers: NationalHeaders,
          querystring: Type.Object({ ...EntityFilter, season: Type.Optional(SeasonQuery) }),
          response: responses(EntityList, `A list of ${plural}`),
        },
      },
      async (request, reply) => {
        const { national, query } = request;
        return app.answer(request, reply, catalogue(request.national), async () => ({
          data: await listEntities(app.db, national, CHILD_LEVEL[plural], query),
        }));
      },
    );
  }

  const PageQuery = Type.Object({ season: Type.Optional(SeasonQuery) });

  for (const level of ['state', 'association'] as const) {
    app.get(
      `/live/${level}s/:id`,
      {
        config: { cache: 'catalogue' },
        schema: {
          operationId: `get${capital(level)}`,
          summary: `Get ${level === 'association' ? 'an' : 'a'} ${level}`,
          security: [],
          tags,
          description: `A ${level} with its competitions (of a season, or all) and its children (presentation.${level}DirectChild).`,
          headers: NationalHeaders,
          params: Type.Object({ id: Id }),
          querystring: PageQuery,
          response: responses(PAGES[level], `The ${level} page`),
        },
      },
      async (request, reply) => {
        const { national, params, query } = request;
        return app.answer(request, reply, catalogue(request.national), async () => {
          const page = await loadEntityPage(app.db, national, level, params.id, query.season);
          return {
            data: {
              [level]: page.entity,
              competitions: page.competitions,
              [page.child]: page.children,
            } as never,
          };
        });
      },
    );
  }

  app.get(
    '/live/clubs/:id',
    {
      config: { cache: 'catalogue' },
      schema: {
        operationId: 'getClub',
        summary: 'Get a club',
        security: [],
        tags,
        description: 'A club with its teams and competitions (of a season, or all).',
        headers: NationalHeaders,
        params: Type.Object({ id: Id }),
        querystring: PageQuery,
        response: responses(ClubPage, 'The club page'),
      },
    },
    async (request, reply) => {
      const { national, params, query } = request;
      return app.answer(request, reply, catalogue(request.national), async () => ({
        data: await loadClubPage(app.db, national, params.id, query.season),
      }));
    },
  );
};
