import { Id, PlayInput, PlayRemoveResult, PlayWriteResult } from '@touchline/domain';
import Type from 'typebox';
import { recordPlay, removeLastPlay } from '../commands/playWrites';
import { runWrite } from '../live/writes';
import type { Routes } from './shared';
import { AuthHeaders, changeOf, Reason, WRITE_SECURITY, writeResponses } from './writes';

const PlayBody = Type.Object(
  { ...PlayInput.properties, reason: Type.Optional(Reason) },
  { additionalProperties: false },
);

const PLAY_RULES =
  " The play is applied to the game as it stands (`docs/gridiron-plays.md`): one the game does not allow is a 400 PLAY_INVALID whose message names the field (e.g. 'yards: a run from OWN 30 gains at most 70 yards'); a `down` other than the game's is a 409 PLAY_OUT_OF_STEP, so a device that missed a play finds out. A competition without `gridiron` settings is not scored play by play: 400 PLAYS_NOT_ENABLED.";
const CORRECTION_NOTE =
  ' A finished match is changed only by an admin of its competition, with a `reason` kept in its history; others get a 403 (MATCH_FINISHED).';

/** Play-by-play scoring of a gridiron match: record a play, take back the last. */
export const playRoutes: Routes = async (app) => {
  const tags = ['Live scoring'];

  app.post(
    '/live/matches/:matchId/plays',
    {
      config: { policy: 'match' },
      schema: {
        operationId: 'recordPlay',
        summary: 'Record a play',
        tags,
        security: WRITE_SECURITY,
        description:
          'Records the next play of a match scored play by play, with the players it names (each checked against the team list of the side the role belongs to). A scoring play also records its scoring event (a `event:add` message before the `play:add`), so the scores stay the sum of the scoring events. Answers the play, the events it made, the game after it and the scores.' +
          PLAY_RULES +
          CORRECTION_NOTE,
        headers: AuthHeaders,
        params: Type.Object({ matchId: Id }),
        body: PlayBody,
        response: writeResponses(PlayWriteResult, 'The play as recorded and the game after it'),
      },
    },
    async (request) => {
      const { params, body } = request;
      await app.authenticate(request);
      const { reason, ...input } = body;
      return runWrite(app, request, params.matchId, (tx) =>
        recordPlay(tx, request.national, changeOf(request, reason), params.matchId, input),
      );
    },
  );

  app.delete(
    '/live/matches/:matchId/plays/:playId',
    {
      config: { policy: 'match' },
      schema: {
        operationId: 'removePlay',
        summary: 'Take back the last play',
        tags,
        security: WRITE_SECURITY,
        description:
          "Takes back a match's last play (the scorer's undo): removes the scoring events it made (an `event:remove` each, before the `play:remove`) and puts the game back as it stood after the play before. Only the last play can be taken back: any other is a 409 PLAY_NOT_LAST." +
          CORRECTION_NOTE,
        headers: AuthHeaders,
        params: Type.Object({ matchId: Id, playId: Id }),
        querystring: Type.Object({ reason: Type.Optional(Reason) }),
        response: writeResponses(PlayRemoveResult, 'The game and the scores after it'),
      },
    },
    async (request) => {
      const { params, query } = request;
      await app.authenticate(request);
      return runWrite(app, request, params.matchId, (tx) =>
        removeLastPlay(tx, request.national, changeOf(request, query.reason), params.matchId, params.playId),
      );
    },
  );
};
