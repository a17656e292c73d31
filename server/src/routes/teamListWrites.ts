import { Id, Position, WriteResult } from '@touchline/domain';
import Type from 'typebox';
import { refreshEvents, replaceTeamList } from '../commands/teamListWrites';
import { runWrite } from '../live/writes';
import { type Routes, responses } from './shared';
import { AuthHeaders, authorizeWrite, WRITE_SECURITY } from './writes';

const Errors = { 401: Type.Ref('Error'), 403: Type.Ref('Error') };
const security = WRITE_SECURITY;

/** Team-list writes and the refresh message, under a scoring token whose scope covers the match. */
export const teamListWriteRoutes: Routes = async (app) => {
  const tags = ['Live scoring'];
  const authorize = (request: Parameters<typeof app.authenticate>[0], matchId: number) =>
    authorizeWrite(app, request, matchId);

  app.post(
    '/live/matches/:matchId/events/refresh',
    {
      config: { policy: 'match' },
      schema: {
        operationId: 'refreshMatch',
        summary: 'Tell clients to refetch a match',
        tags,
        security,
        description:
          'Tells every client to refetch the match (event:refresh); for movements, its player movements.',
        headers: AuthHeaders,
        params: Type.Object({ matchId: Id }),
        body: Type.Object(
          { type: Type.Union([Type.Literal('scoring'), Type.Literal('movement')]) },
          { additionalProperties: false },
        ),
        response: { ...responses(WriteResult, 'The match'), ...Errors },
      },
    },
    async (request) => {
      await authorize(request, request.params.matchId);
      return runWrite(app, request, request.params.matchId, (tx) =>
        refreshEvents(tx, request.national, request.params.matchId, request.body.type),
      );
    },
  );

  app.put(
    '/live/teamlists/matches/:matchId/teams/:teamId',
    {
      config: { policy: 'match' },
      schema: {
        operationId: 'replaceTeamList',
        summary: "Replace a team's list for a match",
        tags,
        security,
        description: "Replaces a team's list for the match; everyone on it must be on the team's roster.",
        headers: AuthHeaders,
        params: Type.Object({ matchId: Id, teamId: Id }),
        body: Type.Object(
          {
            players: Type.Array(
              Type.Object(
                {
                  member: Id,
                  isPlayer: Type.Boolean(),
                  memberType: Type.String({ minLength: 1, maxLength: 60 }),
                  shirtNum: Type.Optional(
                    Type.Union([Type.Integer({ minimum: 0, maximum: 999 }), Type.Null()]),
                  ),
                  position: Type.Optional(Type.Union([Position, Type.Null()])),
                  hasImport: Type.Optional(Type.Boolean()),
                  hasDispensation: Type.Optional(Type.Boolean()),
                },
                { additionalProperties: false },
              ),
              { maxItems: 100 },
            ),
          },
          { additionalProperties: false },
        ),
        response: { ...responses(WriteResult, 'The match'), ...Errors },
      },
    },
    async (request) => {
      const { params, body } = request;
      await authorize(request, params.matchId);
      return runWrite(app, request, params.matchId, (tx) =>
        replaceTeamList(
          tx,
          request.national,
          request.principal!,
          params.matchId,
          params.teamId,
          body.players,
        ),
      );
    },
  );
};
