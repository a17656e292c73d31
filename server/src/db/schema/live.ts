import {
  bigserial,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { matches } from './matches';
import { nationals } from './nationals';

/**
 * Every change to a match, in order: the source of truth for live updates. A message's
 * position is its SSE id; clients resume from it, and API nodes read what they missed. The
 * match's competition is kept on each message (a match never changes competition), so a
 * competition's stream reads its log in one index range.
 */
export const matchLog = pgTable(
  'match_log',
  {
    position: bigserial('position', { mode: 'number' }).primaryKey(),
    nationalId: integer('national_id')
      .notNull()
      .references(() => nationals.id, { onDelete: 'cascade' }),
    matchId: integer('match_id')
      .notNull()
      .references(() => matches.id, { onDelete: 'cascade' }),
    // No foreign key: it is copied from the match's row, and its check would take a share lock
    // on the competition that a settings write (which locks the competition's row) would hold up.
    competitionId: integer('competition_id').notNull(),
    channel: text('channel').notNull(),
    name: text('name').notNull(),
    payload: jsonb('payload').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('match_log_match').on(t.matchId, t.position),
    index('match_log_competition').on(t.competitionId, t.position),
  ],
);

/** Bearer tokens for scoring: a role and a scope. Only the SHA-256 of the secret is kept. */
export const scoringTokens = pgTable(
  'scoring_tokens',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    nationalId: integer('national_id')
      .notNull()
      .references(() => nationals.id, { onDelete: 'cascade' }),
    hash: text('hash').notNull(),
    role: integer('role').notNull(),
    scopeType: text('scope_type').notNull(),
    scopeId: integer('scope_id'),
    label: text('label'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    /** Refused from this moment on; null means until revoked. */
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    /** When a request last carried it, to the minute (auth records it at most once a minute). */
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('scoring_tokens_hash').on(t.hash)],
);

/** The first answer to a write sent with an Idempotency-Key, replayed for retries. */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    tokenId: integer('token_id')
      .notNull()
      .references(() => scoringTokens.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    requestHash: text('request_hash').notNull(),
    statusCode: integer('status_code').notNull(),
    body: jsonb('body').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.tokenId, t.key] }), index('idempotency_keys_created').on(t.createdAt)],
);
