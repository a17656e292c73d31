import { orderForScorer, ROLES, type ScorableMatch, ScorerIdentity } from '@touchline/domain';
import Type from 'typebox';
import { scorerMatchRepository } from '../repositories/scorerMatches';
import { tokenRepository } from '../repositories/tokens';
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
      const principal = request.principal!;
      const { national } = request;
      const secret = /^Bearer\s+(\S+)$/i.exec(request.headers.authorization ?? '')![1]!;
      const now = new Date();
      const [token, rows, scopeName] = await Promise.all([
        tokenRepository.bySecret(app.db, secret),
        scorerMatchRepository.inScope(app.db, national.id, principal, now),
        scorerMatchRepository.scopeName(app.db, national.id, principal),
      ]);
      const matches: ScorableMatch[] = rows.map((row) => ({
        _id: row.id,
        dateTime: row.dateTime?.toISOString() ?? null,
        status: row.status,
        competition: { _id: row.competitionId, name: row.competitionName },
        homeTeam: row.homeId === null ? null : { _id: row.homeId, name: row.homeName! },
        awayTeam: row.awayId === null ? null : { _id: row.awayId, name: row.awayName! },
      }));
      return {
        data: {
          tokenId: principal.tokenId,
          role: principal.role,
          roleKey: ROLES[principal.role].key,
          roleName: ROLES[principal.role].name,
          scopeType: principal.scopeType,
          scopeId: principal.scopeId,
          scopeName,
          expiresAt: token?.expiresAt?.toISOString() ?? null,
          timeZone: national.timezone,
          matches: orderForScorer(matches, now, national.timezone),
        },
      };
    },
  );
};
