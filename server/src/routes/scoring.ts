import { Id, MATCH_STATUSES, type MatchStatus, WriteResult } from '@touchline/domain';
import Type from 'typebox';
import { recordEvent, removeEvent, setStatus } from '../commands/liveWrites';
import { runWrite } from '../live/writes';
import { scorerRoutes } from './scorer';
import { type Routes, responses } from './shared';
import { AuthHeaders, changeOf, Reason, WRITE_SECURITY } from './writes';

const MemberId = Type.Union([Id, Type.Null()]);
const EventBody = Type.Object(
  {
    type: Type.Integer({
      minimum: 0,
      maximum: 100000,
      description: "The national's scoring or movement type.",
    }),
    isHomeTeam: Type.Boolean(),
    period: Type.Integer({
      minimum: 0,
      maximum: 9999,
      description: 'The period; 9999 for a penalty shoot-out.',
    }),
    min: Type.Integer({ minimum: 0, maximum: 300 }),
    sec: Type.Integer({ minimum: 0, maximum: 59 }),
    value: Type.Optional(
      Type.Integer({ minimum: -100, maximum: 100, description: 'Defaults to the type’s value.' }),
    ),
    player: Type.Optional(MemberId),
    off: Type.Optional(MemberId),
    on: Type.Optional(MemberId),
    reason: Type.Optional(Reason),
  },
  { additionalProperties: false },
);
const CORRECTION_NOTE =
  ' A finished match is changed only by an admin of its competition, with a `reason` kept in its history; others get a 403 (MATCH_FINISHED).';
const security = WRITE_SECURITY;

/** Live scoring: write calls for a match, each under a scoring token whose scope covers it. */
export const scoringRoutes: Routes = async (app) => {
  const tags = ['Live scoring'];
  // Who a token speaks for, and what it may score: the scorer's console signs in with it.
  await app.register(scorerRoutes);
  // The routes only authenticate: each command checks the token against the match once it
  // holds the match's lock (authorizeChange), 404 first, so nothing is looked up twice.

  app.post(
    '/live/matches/:matchId/:type',
    {
      config: { policy: 'match' },
      schema: {
        operationId: 'recordMatchEvent',
        summary: 'Record a scoring event or movement',
        tags,
        security,
        description:
          'Records a scoring event (`scorings`) or a player movement (`movements`). Answers the recomputed scores.' +
          CORRECTION_NOTE,
        headers: AuthHeaders,
        params: Type.Object({
          matchId: Id,
          type: Type.Union([Type.Literal('scorings'), Type.Literal('movements')]),
        }),
        body: EventBody,
        response: {
          ...responses(WriteResult, 'The match after the write'),
          401: Type.Ref('Error'),
          403: Type.Ref('Error'),
        },
      },
    },
    async (request) => {
      const { params, body } = request;
      await app.authenticate(request);
      const kind = params.type === 'scorings' ? 'scoring' : 'movement';
      return runWrite(app, request, params.matchId, (tx) =>
        recordEvent(tx, request.national, changeOf(request, body.reason), params.matchId, kind, body),
      );
    },
  );

  app.delete(
    '/live/matches/:matchId/events/:eventId',
    {
      config: { policy: 'match' },
      schema: {
        operationId: 'removeMatchEvent',
        summary: 'Remove an event',
        tags,
        security,
        description: `Removes an event and answers the recomputed scores.${CORRECTION_NOTE}`,
        headers: AuthHeaders,
        params: Type.Object({ matchId: Id, eventId: Id }),
        querystring: Type.Object({ reason: Type.Optional(Reason) }),
        response: {
          ...responses(WriteResult, 'The match after the write'),
          401: Type.Ref('Error'),
          403: Type.Ref('Error'),
        },
      },
    },
    async (request) => {
      const { params, query } = request;
      await app.authenticate(request);
      return runWrite(app, request, params.matchId, (tx) =>
        removeEvent(tx, request.national, changeOf(request, query.reason), params.matchId, params.eventId),
      );
    },
  );

  app.put(
    '/live/matches/:matchId/status',
    {
      config: { policy: 'match' },
      schema: {
        operationId: 'setMatchStatus',
        summary: "Set a match's status",
        tags,
        security,
        description: `Sets the match status; a forfeit names the forfeiting team.${CORRECTION_NOTE}`,
        headers: AuthHeaders,
        params: Type.Object({ matchId: Id }),
        body: Type.Object(
          {
            status: Type.Unsafe<MatchStatus>({ type: 'string', enum: [...MATCH_STATUSES] }),
            forfeitingTeam: Type.Optional(Type.Union([Id, Type.Null()])),
            reason: Type.Optional(Reason),
          },
          { additionalProperties: false },
        ),
        response: {
          ...responses(WriteResult, 'The match after the write'),
          401: Type.Ref('Error'),
          403: Type.Ref('Error'),
        },
      },
    },
    async (request) => {
      const { params, body } = request;
      await app.authenticate(request);
      return runWrite(app, request, params.matchId, (tx) =>
        setStatus(
          tx,
          request.national,
          changeOf(request, body.reason),
          params.matchId,
          body.status,
          body.forfeitingTeam ?? null,
        ),
      );
    },
  );
};
