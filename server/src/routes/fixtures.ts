import { FixtureChangeBody, FixtureResult, Id, NewMatchBody, RemovedMatch } from '@touchline/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import Type from 'typebox';
import { addMatch, changeFixture, type FixtureOutcome, removeMatch } from '../commands/fixtureWrites';
import { competitionFound } from '../commands/found';
import type { Tx } from '../db/client';
import { notFound } from '../errors';
import { appendedIn } from '../live/log';
import { runIdempotent } from '../live/writes';
import { matchRepository } from '../repositories/matches';
import type { Routes } from './shared';
import { AuthHeaders, WRITE_SECURITY, writeResponses } from './writes';

const tags = ['Live scoring'];
const security = WRITE_SECURITY;
const WHO =
  ' For a token that may manage the competition: a platform or super admin, or a state, association or club admin of the entity that owns it or one above; a team admin, a referee or an admin out of scope gets a 403.';
const KEPT =
  " The change is kept in the match's history (GET /live/matches/{matchId}/changes), with who made it and the fields it touched before and after, and may be reverted there.";

/**
 * Runs a fixture write (`runIdempotent`); once it commits, hands this node's hub the messages it
 * appended (every node hears of them) and wakes the push sender for a notice it queued.
 */
function runFixtureWrite<R>(
  app: FastifyInstance,
  request: FastifyRequest,
  command: (tx: Tx) => Promise<FixtureOutcome<R> & { matchId: number }>,
) {
  return runIdempotent(app, request, async (tx) => {
    const { result, position, notified, matchId } = await command(tx);
    const appended = appendedIn(tx);
    return {
      result,
      committed: async () => {
        if (notified) app.push.wake();
        if (position !== null) await app.live.notify(matchId, position, appended);
      },
    };
  });
}

/** The fixture editor's writes: move, swap, TBA and bye, add and remove a match. */
export const fixtureRoutes: Routes = async (app) => {
  /** Authenticates, finds the match (404 first) and checks the token may manage its competition. */
  const authorizeManager = async (request: FastifyRequest, matchId: number) => {
    await app.authenticate(request);
    const match = await matchRepository.byId(app.db, request.national.id, matchId);
    if (!match) throw notFound(`match ${matchId}`);
    const competition = await competitionFound(app.db, request.national.id, match.competitionId);
    await app.authorizeCompetition(request, competition);
    return competition;
  };

  app.patch(
    '/live/matches/:matchId/fixture',
    {
      config: { policy: 'competition' },
      schema: {
        operationId: 'changeFixture',
        summary: "Change a match's fixture",
        tags,
        security,
        description: `Moves a match (dateTime, venueId, field), swaps home and away (with their scores and timeouts), names its teams (a team of the competition, or null for TBA) or makes it a bye (isBye, a home team and no away team). Teams stay as they are on a finished match or one scored live (409). Fans' streams get an event:refresh of type fixture, and followers of a public match moved to a new time ahead a notification; the calendar feeds keep its UID. Answers the fixture as it now stands; a body that changes nothing writes nothing (changeId null).${WHO}${KEPT}`,
        headers: AuthHeaders,
        params: Type.Object({ matchId: Id }),
        body: FixtureChangeBody,
        response: writeResponses(FixtureResult, 'The fixture after the write'),
      },
    },
    async (request) => {
      const { params, body } = request;
      const competition = await authorizeManager(request, params.matchId);
      const by = { tokenId: request.principal!.tokenId };
      return runFixtureWrite(app, request, async (tx) => ({
        ...(await changeFixture(tx, request.national, competition, by, params.matchId, body)),
        matchId: params.matchId,
      }));
    },
  );

  app.post(
    '/live/competitions/:competitionId/matches',
    {
      config: { policy: 'competition' },
      schema: {
        operationId: 'addMatch',
        summary: 'Add a match to a round',
        tags,
        security,
        description: `Adds a match to a round of the competition (roundId, or roundNumber), with its teams (teams of the competition; left out or null for TBA), or a bye (a home team only), a kickoff and a venue. Fans' lists of the competition refetch (event:refresh of type fixture). Answers the new match's fixture; the history keeps it as 'added'.${WHO}`,
        headers: AuthHeaders,
        params: Type.Object({ competitionId: Id }),
        body: NewMatchBody,
        response: writeResponses(FixtureResult, 'The new match'),
      },
    },
    async (request) => {
      const { params, body } = request;
      await app.authenticate(request);
      const competition = await competitionFound(app.db, request.national.id, params.competitionId);
      await app.authorizeCompetition(request, competition);
      const by = { tokenId: request.principal!.tokenId };
      return runFixtureWrite(app, request, async (tx) => {
        const outcome = await addMatch(tx, request.national, competition, by, body);
        return { ...outcome, matchId: outcome.result.matchId };
      });
    },
  );

  app.delete(
    '/live/matches/:matchId',
    {
      config: { policy: 'competition' },
      schema: {
        operationId: 'removeMatch',
        summary: 'Remove a match',
        tags,
        security,
        description: `Removes a match that nobody has scored (no events or plays) and is not finished (409 otherwise). The history keeps all of it as 'removed', so a revert puts it back with the same id. Its live log goes with it: lists see it gone on their next read.${WHO}`,
        headers: AuthHeaders,
        params: Type.Object({ matchId: Id }),
        response: writeResponses(RemovedMatch, 'The match removed, and its change'),
      },
    },
    async (request) => {
      const { params } = request;
      await authorizeManager(request, params.matchId);
      const by = { tokenId: request.principal!.tokenId };
      return runFixtureWrite(app, request, async (tx) => ({
        ...(await removeMatch(tx, request.national, by, params.matchId)),
        matchId: params.matchId,
      }));
    },
  );
};
