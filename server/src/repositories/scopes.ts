import { type Principal, roleFitsScope } from '@touchline/domain';
import { eq, or, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import * as t from '../db/schema';

/**
 * The SQL twins of the scope rules in domain/src/access.ts, over a competition's owner entity
 * joined as `owner` (not `competitions.entity_ids`, which also holds every team's club: an
 * admin of a club that plays in a competition does not manage it). The scorer's list
 * (server/test/scorer.test.ts) and the manager's (server/test/manageReads.test.ts) are each held
 * to the domain's rule by a test.
 */
export const owner = alias(t.entities, 'owner');

/** An entity's admin reaches what the entity owns, or any entity inside it owns. */
export const ownedWithin = (entityId: number): SQL | undefined =>
  or(eq(owner.id, entityId), sql`${owner.ancestors} && ARRAY[${entityId}]::integer[]`);

/**
 * `mayWriteCompetition` as a filter of competitions joined to `owner`: undefined where the token
 * reaches every competition of the national it reads; team and match scopes reach none.
 */
export function competitionInScope(principal: Principal): SQL | undefined {
  const id = principal.scopeId ?? -1;
  if (!roleFitsScope(principal.role, principal.scopeType)) return sql`false`;
  switch (principal.scopeType) {
    case 'national':
      return principal.role === 1 ? undefined : eq(t.competitions.nationalId, id);
    case 'state':
    case 'association':
    case 'club':
      return ownedWithin(id);
    default:
      return sql`false`;
  }
}
