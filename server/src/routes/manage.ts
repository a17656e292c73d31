import { Id, ManageWriteResult, MatchChangeItem, ResultBody } from '@touchline/domain';
import type { FastifyRequest } from 'fastify';
import Type from 'typebox';
import { competitionFound } from '../commands/found';
import { revertChange } from '../commands/matchHistory';
import { writeResult } from '../commands/resultWrites';
import { notFound } from '../errors';
import { runWrite } from '../live/writes';
import { presentChange } from '../presenters/matchChange';
import { matchChangeRepository } from '../repositories/matchChanges';
import { matchRepository } from '../repositories/matches';
import { type Routes, responses } from './shared';
import { AuthHeaders, WRITE_SECURITY, writeResponses } from './writes';

const MANAGER_NOTE =
  ' For a manager of the match’s competition: a platform or super admin, or a state, association or club admin of the entity that owns it or one above. A referee, a team admin or an admin out of scope gets a 403.';

/** The manager's writes to a match's result, its history of manager changes, and their revert. */
export const manageRoutes: Routes = async (app) => {
  const tags = ['Live scoring'];
  const security = WRITE_SECURITY;

  /**
   * Authenticates and checks the token may manage the match's competition (a removed match's,
   * from its history, so it can be put back); 404 before 403.
   */
  const authorizeManager = async (request: FastifyRequest, matchId: number) => {
    await app.authenticate(request);
    const nationalId = request.national.id;
    const competitionId =
      (await matchRepository.byId(app.db, nationalId, matchId))?.competitionId ??
      (await matchChangeRepository.removedFrom(app.db, nationalId, matchId));
    if (competitionId == null) throw notFound(`match ${matchId}`);
    await app.authorizeCompetition(request, await competitionFound(app.db, nationalId, competitionId));
  };

  app.put(
    '/live/matches/:matchId/result',
    {
      config: { policy: 'competition' },
      schema: {
        operationId: 'writeMatchResult',
        summary: "Write a match's result",
        tags,
        security,
        description:
          "Writes a match's result: final (with both scores), forfeit (naming the team that forfeited), washout or cancelled, and optionally its player of the match. The competition's ladders, leaderboards and lists rebuild at once, and the match centre and the competition's stream are told (status, then event:refresh). The change is kept in the match's history (GET …/changes), from which it can be reverted. A bye or a match with a team still to be named is a 409. A match scored live (scoring events or plays) is a 409 RESULT_SCORED_LIVE unless `replacesLive` is true: then its events are kept as the record of the game, but the score is the manager's (a later scoring write to the match recomputes the score from its events). Optional `periodPoints` (each period's points, at least the match's periods, adding up to the scores; not with a washout or cancelled game) are kept with the match and shown in its per-period table; null or left out clears them, and a 400 PERIOD_POINTS names what is wrong. A result leaves the match's per-period table as it is: without points it shows '–' for each period." +
          MANAGER_NOTE,
        headers: AuthHeaders,
        params: Type.Object({ matchId: Id }),
        body: ResultBody,
        response: writeResponses(ManageWriteResult, 'The match after the write, and the change recorded'),
      },
    },
    async (request) => {
      const { params, body } = request;
      await authorizeManager(request, params.matchId);
      return runWrite(app, request, params.matchId, (tx) =>
        writeResult(tx, request.national, request.principal!, params.matchId, body),
      );
    },
  );

  app.get(
    '/live/matches/:matchId/changes',
    {
      // A manager's read, under a token: never cached, never shared.
      config: { cache: false },
      schema: {
        operationId: 'listMatchChanges',
        summary: "A match's history of manager changes",
        tags,
        security,
        description: `Every change a manager made to the match (result, fixture, added, removed, revert), newest first, a removed match's too, with who made it, when, and the fields it touched before and after.${MANAGER_NOTE}`,
        headers: AuthHeaders,
        params: Type.Object({ matchId: Id }),
        response: {
          ...responses(Type.Array(MatchChangeItem), 'The changes, newest first'),
          401: Type.Ref('Error'),
          403: Type.Ref('Error'),
        },
      },
    },
    async (request) => {
      const { params, national } = request;
      await authorizeManager(request, params.matchId);
      const rows = await matchChangeRepository.changesOf(app.db, national.id, params.matchId);
      return { data: rows.map(presentChange) };
    },
  );

  app.post(
    '/live/matches/:matchId/changes/:changeId/revert',
    {
      config: { policy: 'competition' },
      schema: {
        operationId: 'revertMatchChange',
        summary: "Revert a manager's change",
        tags,
        security,
        description:
          "Puts back the fields a result or fixture change touched as they were before it, or a removed match whole (with its id, officials and team lists), and records a 'revert' change. A 409 when the change was reverted already, is a revert or added a match (remove the match instead), or when the match has changed those fields since (a later change or a live write; the answer names them). The match centre and the competition's stream are told as for the change itself." +
          MANAGER_NOTE,
        headers: AuthHeaders,
        params: Type.Object({ matchId: Id, changeId: Id }),
        response: writeResponses(ManageWriteResult, 'The match after the revert, and the revert recorded'),
      },
    },
    async (request) => {
      const { params } = request;
      await authorizeManager(request, params.matchId);
      return runWrite(app, request, params.matchId, (tx) =>
        revertChange(tx, request.national, request.principal!, params.matchId, params.changeId),
      );
    },
  );
};
