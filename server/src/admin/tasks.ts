import { ROLES, type RoleCode, roleFitsScope, type ScopeType } from '@touchline/domain';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { describeDatabaseError } from '../db/errors';
import * as t from '../db/schema';
import type { ImportFile } from '../import/format';
import { type ImportProgress, type ImportSummary, writeImport } from '../import/write';
import { load } from '../repositories/lookups';
import { matchRepository } from '../repositories/matches';
import { type TokenListing, tokenRepository } from '../repositories/tokens';

export interface NewToken {
  nationalId: number;
  role: RoleCode;
  scopeType: ScopeType;
  scopeId: number;
  label: string | null;
  /** Null means until revoked. */
  expiresAt: Date | null;
}

/**
 * What the operator commands (`npm run token`, `npm run import`) do. They run it on the
 * database themselves when they can open it, or send it to the running server over its admin
 * channel when the server holds the embedded database: the same work, the same answers.
 */
export interface OperatorTasks {
  /** How the work is done, for the tests: 'database' or 'server'. */
  readonly via: 'database' | 'server';
  createToken(input: NewToken): Promise<{ id: number; secret: string }>;
  /** False when the national has no such live token. */
  revokeToken(nationalId: number, id: number): Promise<boolean>;
  listTokens(nationalId: number): Promise<TokenListing[]>;
  /** Writes a validated file in one transaction; throws a TaskRefused with one line on a clash. */
  importFile(file: ImportFile, progress?: ImportProgress): Promise<ImportSummary>;
  close(): Promise<void>;
}

/** A task refused for a reason the operator can act on, said in one line. */
export class TaskRefused extends Error {}

/**
 * Refuses a token the API could never accept, before any database is opened: a role with
 * another's scope, one already expired, or a national scope that names another national.
 */
export function checkNewToken(input: NewToken, now = new Date()) {
  if (!roleFitsScope(input.role, input.scopeType))
    throw new TaskRefused(
      `a ${ROLES[input.role].key} token takes a different scope than '${input.scopeType}'`,
    );
  if (input.expiresAt && input.expiresAt.getTime() <= now.getTime())
    throw new TaskRefused(`the expiry ${input.expiresAt.toISOString()} is in the past`);
  if (input.scopeType === 'national' && input.scopeId !== input.nationalId)
    throw new TaskRefused(
      `the scope national:${input.scopeId} is not the token's national ${input.nationalId}: give --scope national:${input.nationalId}, or --national ${input.scopeId}`,
    );
}

/**
 * Whether a new token's scope lies in its national, so that the API could ever accept it: the
 * national itself, or one of its states, associations, clubs, teams or matches.
 */
async function scopeIsOfNational(db: Db, { nationalId, scopeType, scopeId }: NewToken): Promise<boolean> {
  switch (scopeType) {
    case 'national': {
      const found = await db
        .select({ id: t.nationals.id })
        .from(t.nationals)
        .where(eq(t.nationals.id, nationalId));
      return found.length > 0;
    }
    case 'state':
    case 'association':
    case 'club':
      return (await load.entities(db, nationalId, [scopeId])).get(scopeId)?.level === scopeType;
    case 'team':
      return (await load.teams(db, nationalId, [scopeId])).has(scopeId);
    case 'match':
      return (await matchRepository.byId(db, nationalId, scopeId)) !== null;
    default:
      return false;
  }
}

/** Mints a token after checking it, its scope included; a refused one writes nothing. */
export async function createToken(db: Db, input: NewToken) {
  checkNewToken(input);
  if (!(await scopeIsOfNational(db, input)))
    throw new TaskRefused(
      input.scopeType === 'national'
        ? `national ${input.nationalId} is not loaded: import it first (npm run import)`
        : `the scope ${input.scopeType}:${input.scopeId} is no ${input.scopeType} of national ${input.nationalId}: a token's scope must lie in its national (see --national)`,
    );
  return tokenRepository.create(db, input);
}

/** Writes an import, a refused query becoming a TaskRefused that never quotes its values. */
export async function importFile(db: Db, file: ImportFile, progress?: ImportProgress) {
  try {
    return await writeImport(db, file, progress);
  } catch (error) {
    const refused = describeDatabaseError(error);
    throw refused ? new TaskRefused(refused) : error;
  }
}

/** The tasks run on a database this process has opened. */
export function databaseTasks(db: Db, close: () => Promise<void>): OperatorTasks {
  return {
    via: 'database',
    createToken: (input) => createToken(db, input),
    revokeToken: (nationalId, id) => tokenRepository.revoke(db, nationalId, id),
    listTokens: (nationalId) => tokenRepository.list(db, nationalId),
    importFile: (file, progress) => importFile(db, file, progress),
    close,
  };
}
