import { Id, ResultGroup } from '@touchline/domain';
import { and, asc, eq } from 'drizzle-orm';
import Type from 'typebox';
import * as t from '../db/schema';
import { notFound } from '../errors';
import { NationalHeaders, type Routes, responses } from './shared';

type Row = typeof t.resultGroups.$inferSelect;

function presentResultGroup(row: Row): ResultGroup {
  return {
    _id: row.id,
    name: row.name,
    order: row.order,
    type: row.type,
    dateTime: row.dateTime?.getTime() ?? null,
    venue: { name: row.venueName },
    sportInfo: row.sportInfo,
    rounds: row.rounds,
    numberOfSets: row.numberOfSets,
    singlesDoubles: row.singlesDoubles,
    participants: row.participants,
    matches: row.matches,
  };
}

/** Multi-sport result groups. */
export const resultGroupRoutes: Routes = async (app) => {
  const tags = ['Result groups'];
  const national = (id: number) => eq(t.resultGroups.nationalId, id);

  app.get(
    '/livescores/result-groups',
    {
      schema: {
        tags,
        headers: NationalHeaders,
        response: responses(Type.Array(ResultGroup), 'Result groups by order'),
      },
    },
    async (request) => {
      const rows = await app.db
        .select()
        .from(t.resultGroups)
        .where(national(request.national.id))
        .orderBy(asc(t.resultGroups.order), asc(t.resultGroups.id));
      return { data: rows.map(presentResultGroup) };
    },
  );

  app.get(
    '/livescores/result-groups/:id',
    {
      schema: {
        tags,
        headers: NationalHeaders,
        params: Type.Object({ id: Id }),
        response: responses(ResultGroup, 'A result group'),
      },
    },
    async (request) => {
      const [row] = await app.db
        .select()
        .from(t.resultGroups)
        .where(and(national(request.national.id), eq(t.resultGroups.id, request.params.id)));
      if (!row) throw notFound(`result group ${request.params.id}`);
      return { data: presentResultGroup(row) };
    },
  );
};
