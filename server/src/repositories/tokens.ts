import { createHash, randomBytes } from 'node:crypto';
import type { RoleCode, ScopeType } from '@touchline/domain';
import { and, asc, eq, isNull } from 'drizzle-orm';
import type { Queryable } from '../db/client';
import * as t from '../db/schema';

export type TokenRow = typeof t.scoringTokens.$inferSelect;
/** What a listing shows of a token. */
export type TokenListing = Omit<TokenRow, 'hash' | 'nationalId'>;

/** Only this digest of a token is stored; the token itself is shown once. */
export const hashToken = (secret: string) => createHash('sha256').update(secret).digest('hex');

export const tokenRepository = {
  /** Mints a token and returns its secret, which is not stored. */
  async create(
    db: Queryable,
    input: {
      nationalId: number;
      role: RoleCode;
      scopeType: ScopeType;
      scopeId: number | null;
      label?: string | null;
      expiresAt?: Date | null;
    },
  ): Promise<{ id: number; secret: string }> {
    const secret = `tl_${randomBytes(32).toString('base64url')}`;
    const [row] = await db
      .insert(t.scoringTokens)
      .values({
        ...input,
        label: input.label ?? null,
        expiresAt: input.expiresAt ?? null,
        hash: hashToken(secret),
      })
      .returning({ id: t.scoringTokens.id });
    return { id: row!.id, secret };
  },

  /** Revokes a token; false when there is no such live token. */
  async revoke(db: Queryable, nationalId: number, id: number): Promise<boolean> {
    const rows = await db
      .update(t.scoringTokens)
      .set({ revokedAt: new Date() })
      .where(
        and(
          eq(t.scoringTokens.nationalId, nationalId),
          eq(t.scoringTokens.id, id),
          isNull(t.scoringTokens.revokedAt),
        ),
      )
      .returning({ id: t.scoringTokens.id });
    return rows.length > 0;
  },

  /** Every token of the national, without its hash: a listing never shows a token. */
  list(db: Queryable, nationalId: number): Promise<TokenListing[]> {
    return db
      .select({
        id: t.scoringTokens.id,
        role: t.scoringTokens.role,
        scopeType: t.scoringTokens.scopeType,
        scopeId: t.scoringTokens.scopeId,
        label: t.scoringTokens.label,
        createdAt: t.scoringTokens.createdAt,
        expiresAt: t.scoringTokens.expiresAt,
        revokedAt: t.scoringTokens.revokedAt,
        lastUsedAt: t.scoringTokens.lastUsedAt,
      })
      .from(t.scoringTokens)
      .where(eq(t.scoringTokens.nationalId, nationalId))
      .orderBy(asc(t.scoringTokens.id));
  },

  /** The live (not revoked) token with this secret. */
  async bySecret(db: Queryable, secret: string): Promise<TokenRow | null> {
    const [row] = await db
      .select()
      .from(t.scoringTokens)
      .where(and(eq(t.scoringTokens.hash, hashToken(secret)), isNull(t.scoringTokens.revokedAt)));
    return row ?? null;
  },

  /** Records that a request carried the token. */
  async used(db: Queryable, id: number, at: Date): Promise<void> {
    await db.update(t.scoringTokens).set({ lastUsedAt: at }).where(eq(t.scoringTokens.id, id));
  },
};
