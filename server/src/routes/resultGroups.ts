import { Id, ResultGroup } from '@touchline/domain';
import Type from 'typebox';
import { notFound } from '../errors';
import { presentResultGroup } from '../presenters/resultGroup';
import { resultGroupRepository as repo } from '../repositories/resultGroups';
import { catalogue, NationalHeaders, type Routes, responses } from './shared';

/** Multi-sport result groups. */
export const resultGroupRoutes: Routes = async (app) => {
  const tags = ['Result groups'];

  app.get(
    '/livescores/result-groups',
    {
      config: { cache: 'catalogue' },
      schema: {
        operationId: 'listResultGroups',
        summary: 'List result groups',
        security: [],
        tags,
        headers: NationalHeaders,
        response: responses(Type.Array(ResultGroup), 'Result groups by order'),
      },
    },
    async (request, reply) => {
      return app.answer(request, reply, catalogue(request.national), async () => {
        const rows = await repo.list(app.db, request.national.id);
        return { data: rows.map(presentResultGroup) };
      });
    },
  );

  app.get(
    '/livescores/result-groups/:id',
    {
      config: { cache: 'catalogue' },
      schema: {
        operationId: 'getResultGroup',
        summary: 'Get a result group',
        security: [],
        tags,
        headers: NationalHeaders,
        params: Type.Object({ id: Id }),
        response: responses(ResultGroup, 'A result group'),
      },
    },
    async (request, reply) => {
      return app.answer(request, reply, catalogue(request.national), async () => {
        const row = await repo.byId(app.db, request.national.id, request.params.id);
        if (!row) throw notFound(`result group ${request.params.id}`);
        return { data: presentResultGroup(row) };
      });
    },
  );
};
