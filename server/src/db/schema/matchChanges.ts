import { index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { nationals } from './nationals';

/**
 * Every change a manager makes to a match (a result, a fixture edit, a match added or removed, a
 * revert), with the fields it touched before and after, so the /manage console shows who did what
 * and a change can be undone. The match id has no foreign key: the history of a removed match is
 * kept, and its 'removed' row holds what is needed to put it back. Who is the token's id and label
 * at the time (a token may be revoked or renamed later).
 */
export const matchChanges = pgTable(
  'match_changes',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    nationalId: integer('national_id')
      .notNull()
      .references(() => nationals.id, { onDelete: 'cascade' }),
    matchId: integer('match_id').notNull(),
    kind: text('kind').$type<'result' | 'fixture' | 'added' | 'removed' | 'revert'>().notNull(),
    byTokenId: integer('by_token_id'),
    byLabel: text('by_label'),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    before: jsonb('before').$type<Record<string, unknown>>().notNull(),
    after: jsonb('after').$type<Record<string, unknown>>().notNull(),
    /** The change that undid this one, or null. */
    revertedBy: integer('reverted_by'),
  },
  (t) => [index('match_changes_match').on(t.matchId, t.id)],
);
