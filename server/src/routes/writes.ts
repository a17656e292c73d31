import { CORRECTION_REASON_MAX } from '@touchline/domain';
import Type from 'typebox';
import type { MatchChange } from '../commands/matchChange';
import { AppError, notFound } from '../errors';
import { IDEMPOTENCY_WINDOW_HOURS } from '../live/idempotency';
import { matchRepository } from '../repositories/matches';
import { NationalHeaders, type Routes, responses } from './shared';

/** The headers of a write: national, bearer token, optional Idempotency-Key. */
export const AuthHeaders = Type.Object({
  ...NationalHeaders.properties,
  authorization: Type.Optional(Type.String({ description: 'Bearer <scoring token>; required.' })),
  'idempotency-key': Type.Optional(
    Type.String({
      maxLength: 200,
      description: `Makes a retried write a no-op: a retry with the same token, key and request within ${IDEMPOTENCY_WINDOW_HOURS} hours of the first gets the first answer, and writes nothing. After ${IDEMPOTENCY_WINDOW_HOURS} hours the key is forgotten and the same request is written again as a new one.`,
    }),
  ),
});

/** Writes need a bearer token, in the OpenAPI document. */
export const WRITE_SECURITY = [{ bearer: [] }];

type App = Parameters<Routes>[0];
type Request = Parameters<App['authenticate']>[0];

/** Authenticates, loads the match and checks the token's scope; 404 before 403 leaks nothing. */
export async function authorizeWrite(app: App, request: Request, matchId: number): Promise<void> {
  await app.authenticate(request);
  const match = await matchRepository.byId(app.db, request.national.id, matchId);
  if (!match) throw notFound(`match ${matchId}`);
  await app.authorizeMatch(request, match);
}

/** The write responses: the answer, the errors, and 409 for a refused state change. */
export const writeResponses = <T extends Type.TSchema>(data: T, description: string) => ({
  ...responses(data, description),
  401: Type.Ref('Error'),
  403: Type.Ref('Error'),
  409: Type.Ref('Error'),
});

/**
 * Why a finished match's result is corrected: required then, kept in the match's history. In the
 * body, or in the query of a write that has none (removing an event or a set, ending a set).
 */
export const Reason = Type.String({
  minLength: 1,
  maxLength: CORRECTION_REASON_MAX,
  description:
    "Why a finished match (final, forfeit, washout or cancelled) is corrected: required for a write to one, and kept in its history (the match centre's corrections). Only an admin of the match's competition may correct it.",
});

/** Who asks for a change to a match (the token `authorizeWrite` found), and the reason it gives. */
export function changeOf(request: Request, reason: string | undefined): MatchChange {
  if (!request.principal)
    throw new AppError(401, 'TOKEN_MISSING', "Send 'Authorization: Bearer <token>' with a scoring token");
  return { principal: request.principal, reason };
}
