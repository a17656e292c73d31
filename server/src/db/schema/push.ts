import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { nationals } from './nationals';

/**
 * A browser's Web Push subscription and what it follows. The endpoint is the push service's
 * address for that browser (a capability: whoever holds it may replace or drop the row).
 */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    nationalId: integer('national_id')
      .notNull()
      .references(() => nationals.id, { onDelete: 'cascade' }),
    endpoint: text('endpoint').notNull(),
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    teams: integer('teams').array().notNull().default(sql`'{}'`),
    matches: integer('matches').array().notNull().default(sql`'{}'`),
    competitions: integer('competitions').array().notNull().default(sql`'{}'`),
    /** Only kickoff, the final score, a cancellation and a new time (`startFinal`), else all. */
    startFinalOnly: boolean('start_final_only').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('push_subscriptions_endpoint').on(t.nationalId, t.endpoint),
    index('push_subscriptions_teams').using('gin', t.teams),
    index('push_subscriptions_matches').using('gin', t.matches),
    index('push_subscriptions_competitions').using('gin', t.competitions),
  ],
);

/**
 * The outbox: one row per notification, written in the transaction of the write it tells of.
 * A sender expands it into one delivery per subscription that follows the match, its teams or
 * its competition (`expandedAt` set in the same transaction), then the row is kept until pruned.
 */
export const pushNotifications = pgTable(
  'push_notifications',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    nationalId: integer('national_id')
      .notNull()
      .references(() => nationals.id, { onDelete: 'cascade' }),
    matchId: integer('match_id').notNull(),
    competitionId: integer('competition_id').notNull(),
    teamIds: integer('team_ids').array().notNull(),
    kind: text('kind').notNull(),
    /** Sent to `startFinal` subscriptions too. */
    startFinal: boolean('start_final').notNull(),
    /** The PushPayload, as JSON text (encrypted per subscription as it is). */
    payload: text('payload').notNull(),
    /** RFC 8030 headers: seconds the push service keeps it, its urgency, its topic. */
    ttl: integer('ttl').notNull(),
    urgency: text('urgency').notNull(),
    topic: text('topic').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expandedAt: timestamp('expanded_at', { withTimezone: true }),
  },
  (t) => [index('push_notifications_unexpanded').on(t.id).where(sql`expanded_at is null`)],
);

/**
 * One notification to one subscription, until the push service takes it. `dueAt` is when a
 * sender may claim it: now for a new one; a claim moves it past the time a send can take (a
 * lease: a sender that dies leaves it to be claimed again then), a retry to its back-off.
 */
export const pushDeliveries = pgTable(
  'push_deliveries',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    notificationId: bigint('notification_id', { mode: 'number' })
      .notNull()
      .references(() => pushNotifications.id, { onDelete: 'cascade' }),
    subscriptionId: integer('subscription_id')
      .notNull()
      .references(() => pushSubscriptions.id, { onDelete: 'cascade' }),
    matchId: integer('match_id').notNull(),
    attempts: integer('attempts').notNull().default(0),
    dueAt: timestamp('due_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('push_deliveries_due').on(t.dueAt, t.notificationId),
    index('push_deliveries_order').on(t.subscriptionId, t.matchId, t.notificationId),
  ],
);

/** Values the server makes once and keeps (the VAPID key pair), by name. */
export const serverSecrets = pgTable('server_secrets', {
  name: text('name').primaryKey(),
  value: jsonb('value').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
