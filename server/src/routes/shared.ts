import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Envelope, Id, NATIONAL_ID_HEADER } from '@touchline/domain';
import Type from 'typebox';
import type { Scope } from '../cache/versions';
import type { Db } from '../db/client';
import { matchRepository } from '../repositories/matches';

export type Routes = FastifyPluginAsyncTypebox;

/**
 * The header every call carries; declared on each route so the docs show it. Its id is plain
 * digits; the spaces or tabs around it are HTTP's own (OWS, which Node strips), never '\u00a0'
 * or another space: each spelling of one id would be its own cached answer.
 */
export const NationalHeaders = Type.Object({
  [NATIONAL_ID_HEADER]: Type.String({
    pattern: '^[ \\t]*[1-9][0-9]{0,8}[ \\t]*$',
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

/** What a cached public read is built from (see cache/versions.ts): the national's catalogue… */
export const catalogue = (national: { id: number }): Scope[] => [
  { kind: 'catalogue', nationalId: national.id },
];

/** …and one competition's results… */
export const ofCompetition = (national: { id: number }, competitionId: number): Scope[] => [
  ...catalogue(national),
  { kind: 'competition', nationalId: national.id, competitionId },
];

/** …or every competition's results. */
export const ofAllResults = (national: { id: number }): Scope[] => [
  ...catalogue(national),
  { kind: 'results', nationalId: national.id },
];

/**
 * What an answer about one match is built from: its competition's results and, with `teams`,
 * those of every competition its teams play in (the match centre's form).
 */
export async function matchScopes(
  db: Db,
  national: { id: number },
  matchId: number,
  options: { teams?: boolean } = {},
): Promise<Scope[]> {
  const competitions = await matchRepository.competitionsOf(db, national.id, matchId, options);
  return [
    ...catalogue(national),
    ...competitions.map(
      (competitionId): Scope => ({ kind: 'competition', nationalId: national.id, competitionId }),
    ),
  ];
}
