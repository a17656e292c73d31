import { Id, SetScoresWriteResult } from '@touchline/domain';
import Type from 'typebox';
import { endSet, modifySetScores, removeSet, upsertSet } from '../commands/setScoreWrites';
import { runWrite } from '../live/writes';
import type { Routes } from './shared';
import { AuthHeaders, changeOf, Reason, WRITE_SECURITY, writeResponses } from './writes';

const SetId = Type.String({ minLength: 1, maxLength: 50, pattern: '^[^\\u0000]*$' });
const Score = Type.Integer({ minimum: 0, maximum: 10000 });
const SetScores = Type.Object({ homeTeam: Score, awayTeam: Score }, { additionalProperties: false });
const SetScoreBody = Type.Object(
  {
    setId: SetId,
    scores: SetScores,
    scoringEvents: Type.Optional(Type.Array(Type.Unknown(), { maxItems: 500 })),
    manual: Type.Optional(Type.Boolean()),
  },
  { additionalProperties: false },
);
const MatchParams = Type.Object({ matchId: Id });
/** The query of a write without a body: for a finished match, the correction's reason. */
const ReasonQuery = Type.Object({ reason: Type.Optional(Reason) });
const security = WRITE_SECURITY;
const answer = (description: string) => writeResponses(SetScoresWriteResult, description);

/**
 * Set scores of a set-scored match (setScoring.useSetScoring; 409 otherwise), each logged on
 * `match-setscores-{id}`. The match's scores stay the sum of its scoring events. A finished
 * match's sets are corrected only by an admin of its competition, with a `reason`.
 */
export const setScoreRoutes: Routes = async (app) => {
  const tags = ['Live scoring'];
  // As for events: the routes authenticate, and each command checks the token against the
  // locked match (authorizeChange).

  app.post(
    '/live/matches/:matchId/set-scores/set',
    {
      config: { policy: 'match' },
      schema: {
        operationId: 'setSetScore',
        summary: "Set one set's scores",
        tags,
        security,
        description: "Adds or replaces one set's scores (marked manual); logs event:setScore {set}.",
        headers: AuthHeaders,
        params: MatchParams,
        body: Type.Object(
          { setId: SetId, scores: SetScores, reason: Type.Optional(Reason) },
          { additionalProperties: false },
        ),
        response: answer('The sets after the write'),
      },
    },
    async (request) => {
      const { params, body } = request;
      await app.authenticate(request);
      return runWrite(app, request, params.matchId, (tx) =>
        upsertSet(
          tx,
          request.national,
          changeOf(request, body.reason),
          params.matchId,
          body.setId,
          body.scores,
        ),
      );
    },
  );

  app.post(
    '/live/matches/:matchId/set-scores/end',
    {
      config: { policy: 'match' },
      schema: {
        operationId: 'endSet',
        summary: 'End the current set',
        tags,
        security,
        description:
          'Ends the current set at the score it shows and opens the next (0-0) as currentSetId; logs event:endSet.',
        headers: AuthHeaders,
        params: MatchParams,
        querystring: ReasonQuery,
        response: answer('The sets after the write'),
      },
    },
    async (request) => {
      const { params, query } = request;
      await app.authenticate(request);
      return runWrite(app, request, params.matchId, (tx) =>
        endSet(tx, request.national, changeOf(request, query.reason), params.matchId),
      );
    },
  );

  app.put(
    '/live/matches/:matchId/set-scores',
    {
      config: { policy: 'match' },
      schema: {
        operationId: 'replaceSetScores',
        summary: 'Replace all set scores',
        tags,
        security,
        description: 'Replaces all the set scores (currentSetId is kept); logs event:modifySetScores.',
        headers: AuthHeaders,
        params: MatchParams,
        body: Type.Object(
          { setScores: Type.Array(SetScoreBody, { maxItems: 50 }), reason: Type.Optional(Reason) },
          { additionalProperties: false },
        ),
        response: answer('The sets after the write'),
      },
    },
    async (request) => {
      const { params, body } = request;
      await app.authenticate(request);
      return runWrite(app, request, params.matchId, (tx) =>
        modifySetScores(tx, request.national, changeOf(request, body.reason), params.matchId, body.setScores),
      );
    },
  );

  app.delete(
    '/live/matches/:matchId/set-scores/:setId',
    {
      config: { policy: 'match' },
      schema: {
        operationId: 'removeSet',
        summary: 'Remove a set',
        tags,
        security,
        description: 'Removes one set (currentSetId is kept); logs event:removeSet.',
        headers: AuthHeaders,
        params: Type.Object({ matchId: Id, setId: SetId }),
        querystring: ReasonQuery,
        response: answer('The sets after the write'),
      },
    },
    async (request) => {
      const { params, query } = request;
      await app.authenticate(request);
      return runWrite(app, request, params.matchId, (tx) =>
        removeSet(tx, request.national, changeOf(request, query.reason), params.matchId, params.setId),
      );
    },
  );
};
