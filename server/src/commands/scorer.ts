import {
  orderForScorer,
  ROLES,
  type ScorableMatch,
  type ScorerIdentity,
  zoneOrFallback,
} from '@touchline/domain';
import type { Queryable } from '../db/client';
import type { TokenPrincipal } from '../plugins/auth';
import type { National } from '../plugins/national';
import { scorerMatchRepository } from '../repositories/scorerMatches';

/**
 * Who a scoring token speaks for (never the token itself) and the matches it may score that
 * kick off within two weeks of now, in the scorer's order.
 */
export async function loadScorerIdentity(
  db: Queryable,
  national: National,
  principal: TokenPrincipal,
  now: Date,
): Promise<ScorerIdentity> {
  const [rows, scopeName] = await Promise.all([
    scorerMatchRepository.inScope(db, national.id, principal, now),
    scorerMatchRepository.scopeName(db, national.id, principal),
  ]);
  const matches: ScorableMatch[] = rows.map((row) => ({
    _id: row.id,
    dateTime: row.dateTime?.toISOString() ?? null,
    status: row.status,
    competition: { _id: row.competitionId, name: row.competitionName },
    homeTeam: row.homeId === null ? null : { _id: row.homeId, name: row.homeName! },
    awayTeam: row.awayId === null ? null : { _id: row.awayId, name: row.awayName! },
  }));
  const timeZone = zoneOrFallback(national.timezone);
  return {
    tokenId: principal.tokenId,
    role: principal.role,
    roleKey: ROLES[principal.role].key,
    roleName: ROLES[principal.role].name,
    scopeType: principal.scopeType,
    scopeId: principal.scopeId,
    scopeName,
    expiresAt: principal.expiresAt?.toISOString() ?? null,
    timeZone,
    matches: orderForScorer(matches, now, timeZone),
  };
}
