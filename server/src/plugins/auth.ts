import {
  mayWrite,
  mayWriteCompetition,
  type Principal,
  ROLES,
  type RoleCode,
  type ScopeType,
} from '@touchline/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { matchWriteTarget } from '../commands/matchWriteTarget';
import { AppError } from '../errors';
import { type CompetitionRow, load, type MatchRow } from '../repositories/lookups';
import { tokenRepository } from '../repositories/tokens';

export type Policy = 'public' | 'subscriber' | 'match' | 'competition';

/** Who a request's scoring token speaks for, and until when. */
export type TokenPrincipal = Principal & { tokenId: number; expiresAt: Date | null };

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * Who may call a write route: 'public' (a read sent as POST), 'subscriber' (a browser's own
     * push subscription: its endpoint is the secret, no token), 'match' (a scoring token
     * whose scope covers the match) or 'competition' (an admin token whose scope covers the
     * competition's owner). Every write route must declare one.
     */
    policy?: Policy;
  }
  interface FastifyRequest {
    principal: TokenPrincipal | null;
  }
  interface FastifyInstance {
    /** Every write route and its policy, as registered. */
    writeRoutes: { method: string; url: string; policy: Policy | undefined }[];
    /** Sets `request.principal` from the bearer token, or answers 401/403. */
    authenticate(request: FastifyRequest): Promise<void>;
    /** Answers 403 unless the request's token may write to the match. */
    authorizeMatch(request: FastifyRequest, match: MatchRow): Promise<void>;
    /** Answers 403 unless the request's token may change the competition's settings. */
    authorizeCompetition(request: FastifyRequest, competition: CompetitionRow): Promise<void>;
  }
}

const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
/** A token's last use is written at most this often, so a scorer's requests cost no write each. */
const USE_RECORDED_EVERY_MS = 60_000;

/** Bearer-token authentication and deny-by-default authorization for write routes. */
export const authPlugin = fp(async (app: FastifyInstance) => {
  app.decorateRequest('principal', null);
  app.decorate('writeRoutes', []);
  /** When this node last wrote each token's use (the database's own value counts too). */
  const usesRecorded = new Map<number, number>();

  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    if (!methods.some((m) => WRITE_METHODS.has(m))) return;
    app.writeRoutes.push({ method: methods.join(','), url: route.url, policy: route.config?.policy });
    if (!route.config?.policy)
      throw new Error(`${methods.join(',')} ${route.url} declares no policy: every write route must`);
  });

  app.decorate('authenticate', async (request: FastifyRequest) => {
    const header = request.headers.authorization ?? '';
    const match = /^Bearer\s+(\S+)$/i.exec(header);
    if (!match)
      throw new AppError(401, 'TOKEN_MISSING', "Send 'Authorization: Bearer <token>' with a scoring token");
    const token = await tokenRepository.bySecret(app.db, match[1]!);
    if (!token) throw new AppError(401, 'TOKEN_UNKNOWN', 'The scoring token is unknown or has been revoked');
    const now = Date.now();
    if (token.expiresAt && token.expiresAt.getTime() <= now)
      throw new AppError(
        401,
        'TOKEN_EXPIRED',
        `The scoring token expired at ${token.expiresAt.toISOString()}; ask for a new one`,
      );
    const recorded = Math.max(usesRecorded.get(token.id) ?? 0, token.lastUsedAt?.getTime() ?? 0);
    if (now - recorded >= USE_RECORDED_EVERY_MS) {
      usesRecorded.set(token.id, now);
      await tokenRepository.used(app.db, token.id, new Date(now));
    }
    if (token.role !== 1 && token.nationalId !== request.national.id)
      throw new AppError(
        403,
        'TOKEN_NATIONAL',
        `This token belongs to national ${token.nationalId}, not ${request.national.id}`,
      );
    request.principal = {
      tokenId: token.id,
      nationalId: token.nationalId,
      role: token.role as RoleCode,
      scopeType: token.scopeType as ScopeType,
      scopeId: token.scopeId,
      expiresAt: token.expiresAt,
    };
  });

  const principalOf = (request: FastifyRequest) => {
    if (!request.principal)
      throw new AppError(401, 'TOKEN_MISSING', "Send 'Authorization: Bearer <token>' with a scoring token");
    return request.principal;
  };

  app.decorate('authorizeMatch', async (request: FastifyRequest, match: MatchRow) => {
    const principal = principalOf(request);
    const target = await matchWriteTarget(app.db, request.national.id, match);
    if (!mayWrite(principal, target))
      throw new AppError(
        403,
        'OUT_OF_SCOPE',
        `This ${ROLES[principal.role].key} token (${principal.scopeType} ${principal.scopeId}) may not write to match ${match.id}`,
      );
  });

  app.decorate('authorizeCompetition', async (request: FastifyRequest, competition: CompetitionRow) => {
    const principal = principalOf(request);
    const nid = request.national.id;
    const owner = competition.ownerEntityId;
    // The owner and every entity above it; not the entities of the teams that play in it.
    const entityIds =
      owner === null
        ? []
        : [owner, ...((await load.entities(app.db, nid, [owner])).get(owner)?.ancestors ?? [])];
    if (!mayWriteCompetition(principal, { nationalId: nid, competitionId: competition.id, entityIds }))
      throw new AppError(
        403,
        'OUT_OF_SCOPE',
        `This ${ROLES[principal.role].key} token (${principal.scopeType} ${principal.scopeId}) may not change competition ${competition.id}`,
      );
  });
});
