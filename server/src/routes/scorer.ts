import { ScorerIdentity } from '@touchline/domain';
import Type from 'typebox';
import { loadScorerIdentity } from '../commands/scorer';
import { type Routes, responses } from './shared';
import { AuthHeaders, WRITE_SECURITY } from './writes';

/** The scorer's console asks who its token speaks for: a token cannot tell its own principal. */
export const scorerRoutes: Routes = async (app) => {
  app.get(
    '/scoring/whoami',
    {
      config: { cache: false },
      schema: {
        operationId: 'getScorerIdentity',
        summary: "Get a scoring token's role, scope and matches",
        tags: ['Live scoring'],
        security: WRITE_SECURITY,
        description:
          "The bearer token's role, scope and expiry (never the token), and the matches it may score that kick off within two weeks of now, today's first in the national's time zone. 401 for a token unknown, revoked or expired.",
        headers: AuthHeaders,
        response: {
          ...responses(ScorerIdentity, 'Who the token speaks for'),
          401: Type.Ref('Error'),
          403: Type.Ref('Error'),
        },
      },
    },
    async (request) => {
      await app.authenticate(request);
      return { data: await loadScorerIdentity(app.db, request.national, request.principal!, new Date()) };
    },
  );
};
