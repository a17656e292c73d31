import Type from 'typebox';
import { EntityLevel, EntityMeta, ImageMeta, Nullable } from '../schemas/values';

/** Every response body wraps its payload in `data` (what the spec calls `data.data`). */
export const Envelope = <T extends Type.TSchema>(data: T) => Type.Object({ data });

/**
 * Every error answer: a message that says what to fix, and a stable code a client can log and
 * branch on (apps show their own text, never the message, to the public).
 */
export const ErrorBody = Type.Object(
  {
    message: Type.String(),
    code: Type.String({ description: "A stable name for the error, e.g. 'NOT_FOUND'." }),
  },
  { $id: 'Error' },
);
export type ErrorBody = Type.Static<typeof ErrorBody>;

/** An id: the database's integer ids are 32-bit, from 1. */
export const Id = Type.Integer({ minimum: 1, maximum: 2147483647 });

/**
 * How the API takes a whole number written in a path, a query or a header: plain decimal digits,
 * a minus first for a negative, no leading zero ('12', never '012', '+12', ' 12', '12.0', '1.2e1'
 * or '0xc'). The server refuses any other spelling before its schemas' coercion reads one as a
 * number, so each value has one spelling, and one cached answer.
 */
export const PLAIN_WHOLE_NUMBER = /^(?:0|-?[1-9][0-9]*)$/;

/** Whether `text` is a whole number written plainly (PLAIN_WHOLE_NUMBER). */
export const isPlainWholeNumber = (text: string) => PLAIN_WHOLE_NUMBER.test(text);

export const Ref = Type.Object({ _id: Type.Integer(), name: Type.String() });
export type Ref = Type.Static<typeof Ref>;

export const Season = Type.Object({ _id: Type.Integer(), currentSeason: Type.Boolean() });
export type Season = Type.Static<typeof Season>;

/** A state, association or club. */
export const Entity = Type.Object({
  _id: Type.Integer(),
  name: Type.String(),
  level: EntityLevel,
  slug: Type.String(),
  compCount: Type.Optional(Type.Integer()),
  meta: EntityMeta,
});
export type Entity = Type.Static<typeof Entity>;

/** The organisations a team belongs to, for the lowest-ranked organisation rule. */
export const OrgTree = Type.Object({
  club: Nullable(Ref),
  association: Nullable(Ref),
  state: Nullable(Ref),
  national: Ref,
});
export type OrgTree = Type.Static<typeof OrgTree>;

export const TeamRef = Type.Object({
  _id: Type.Integer(),
  name: Type.String(),
  imgUrl: Nullable(Type.String()),
  meta: ImageMeta,
});
export type TeamRef = Type.Static<typeof TeamRef>;

export const TeamSummary = Type.Object({
  ...TeamRef.properties,
  season: Type.Integer(),
  orgtree: OrgTree,
});
export type TeamSummary = Type.Static<typeof TeamSummary>;

/**
 * A member as the public may see them. A non-public member is 'Player' with no photo:
 * the server never sends their name.
 */
export const PublicPerson = Type.Object({
  _id: Type.Integer(),
  firstName: Type.String(),
  lastName: Type.String(),
  isPublic: Type.Boolean(),
});
export type PublicPerson = Type.Static<typeof PublicPerson>;

export const Pagination = Type.Object({
  page: Type.Integer(),
  limit: Type.Integer(),
  totalPages: Type.Integer(),
  totalCount: Type.Integer(),
});
export type Pagination = Type.Static<typeof Pagination>;
