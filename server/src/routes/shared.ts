import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Envelope, Id, NATIONAL_ID_HEADER } from '@touchline/domain';
import Type from 'typebox';

export type Routes = FastifyPluginAsyncTypebox;

/** The header every call carries; declared on each route so the docs show it. */
export const NationalHeaders = Type.Object({
  [NATIONAL_ID_HEADER]: Type.String({
    pattern: '^\\s*[1-9][0-9]{0,8}\\s*$',
    description: 'The national body id, e.g. 14.',
  }),
});

const ErrorRef = Type.Unsafe<{ message: string }>(Type.Ref('Error'));

/** A route's responses: the 200 payload in its envelope, and the error bodies. */
export function responses<T extends Type.TSchema>(data: T, description: string) {
  return {
    200: Type.Object({ data }, { description }),
    400: ErrorRef,
    404: ErrorRef,
  };
}

export { Envelope };

export const IdParams = Type.Object({ id: Id });

/** A season filter: a year. */
export const SeasonQuery = Type.Integer({ minimum: 1900, maximum: 2200, description: 'A season (year).' });

export const EntityFilter = {
  entityType: Type.Optional(
    Type.Union(
      [Type.Literal('national'), Type.Literal('state'), Type.Literal('association'), Type.Literal('club')],
      {
        description: 'The level of the entity to filter on.',
      },
    ),
  ),
  entityId: Type.Optional(Id),
};

/** Free text from a query: no NUL characters, which PostgreSQL cannot store or search. */
export const QueryText = (maxLength: number, description?: string) =>
  Type.String({ maxLength, pattern: '^[^\\u0000]*$', ...(description ? { description } : {}) });
