import { ROLES, type RoleCode, roleFitsScope, type ScopeType } from '@touchline/domain';
import type { Db } from '../db/client';
import { describeDatabaseError } from '../db/errors';
import type { ImportFile } from '../import/format';
import { type ImportProgress, type ImportSummary, writeImport } from '../import/write';
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

/** Refuses a token the API could never accept: a role with another's scope, or one already expired. */
export function checkNewToken(input: NewToken, now = new Date()) {
  if (!roleFitsScope(input.role, input.scopeType))
    throw new TaskRefused(
      `a ${ROLES[input.role].key} token takes a different scope than '${input.scopeType}'`,
    );
  if (input.expiresAt && input.expiresAt.getTime() <= now.getTime())
    throw new TaskRefused(`the expiry ${input.expiresAt.toISOString()} is in the past`);
}

/** Mints a token after checking it. */
export async function createToken(db: Db, input: NewToken) {
  checkNewToken(input);
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
