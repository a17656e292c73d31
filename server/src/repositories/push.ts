import type { PushTopics } from '@touchline/domain';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db, Queryable } from '../db/client';
import * as t from '../db/schema';

/**
 * The first key of the transaction-level advisory lock that expands the outbox: one sender at
 * a time, in notification order, so a match's deliveries are made in the order of its writes.
 */
const EXPAND_LOCK = 0x746c_7073; // 'tlps'

/** A delivery a sender has claimed, with where it goes. */
export interface ClaimedDelivery {
  id: number;
  notificationId: number;
  subscriptionId: number;
  attempts: number;
  endpoint: string;
  p256dh: string;
  auth: string;
}

/** A notification as a sender reads it. */
export type NotificationRow = typeof t.pushNotifications.$inferSelect;

/** Ids as one PostgreSQL array literal (a single parameter, rather than one per id). */
const idArray = (ids: readonly number[]) => `{${ids.map((id) => Math.trunc(id)).join(',')}}`;

const rows = <T>(result: unknown): T[] => ((result as { rows?: T[] }).rows ?? (result as T[])) as T[];

export const pushRepository = {
  /** Stores a browser's subscription, or replaces the topics and keys of the one it had. */
  async save(
    db: Queryable,
    nationalId: number,
    subscription: { endpoint: string; p256dh: string; auth: string },
    topics: PushTopics,
    startFinalOnly: boolean,
  ): Promise<void> {
    const values = { ...subscription, ...topics, startFinalOnly, updatedAt: new Date() };
    await db
      .insert(t.pushSubscriptions)
      .values({ nationalId, ...values })
      .onConflictDoUpdate({
        target: [t.pushSubscriptions.nationalId, t.pushSubscriptions.endpoint],
        set: values,
      });
  },

  /** Drops a subscription (and what was still to be sent to it); whether there was one. */
  async remove(db: Queryable, nationalId: number, endpoint: string): Promise<boolean> {
    const removed = await db
      .delete(t.pushSubscriptions)
      .where(and(eq(t.pushSubscriptions.nationalId, nationalId), eq(t.pushSubscriptions.endpoint, endpoint)))
      .returning({ id: t.pushSubscriptions.id });
    return removed.length > 0;
  },

  /** Of these ids, the ones that are not the national's `table` rows. */
  async unknownIds(
    db: Queryable,
    nationalId: number,
    table: typeof t.teams | typeof t.matches | typeof t.competitions,
    ids: readonly number[],
  ): Promise<number[]> {
    if (!ids.length) return [];
    const found = await db
      .select({ id: table.id })
      .from(table)
      .where(and(eq(table.nationalId, nationalId), inArray(table.id, [...ids])));
    const known = new Set(found.map((row) => row.id));
    return ids.filter((id) => !known.has(id));
  },

  /**
   * Makes the deliveries of up to `limit` notifications not yet expanded, in one transaction:
   * one per subscription that follows the match, one of its teams or its competition, and wants
   * this kind (three lookups on the topics' GIN indexes, so a match nobody follows costs next to
   * nothing however many subscriptions there are). Answers how many notifications it expanded.
   */
  async expand(db: Db, limit: number): Promise<number> {
    // Most wakes find nothing to expand: that is one indexed read, no transaction or lock.
    const waiting = await db.execute(sql`select 1 from push_notifications where expanded_at is null limit 1`);
    if (!rows(waiting).length) return 0;
    return db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(${EXPAND_LOCK}::int, 0)`);
      const picked = await tx.execute(sql`
        with picked as (
          select id, national_id, match_id, competition_id, team_ids, start_final
          from push_notifications where expanded_at is null order by id limit ${limit}
        ), made as (
          insert into push_deliveries (notification_id, subscription_id, match_id)
          select n.id, s.id, n.match_id from picked n
          cross join lateral (
            select id, start_final_only from push_subscriptions
            where national_id = n.national_id and teams && n.team_ids
            union
            select id, start_final_only from push_subscriptions
            where national_id = n.national_id and matches @> array[n.match_id]
            union
            select id, start_final_only from push_subscriptions
            where national_id = n.national_id and competitions @> array[n.competition_id]
          ) s
          where n.start_final or not s.start_final_only
        )
        update push_notifications set expanded_at = now() where id in (select id from picked) returning id`);
      return rows(picked).length;
    });
  },

  /**
   * Claims up to `limit` deliveries that are due, for `leaseMs`: none while an earlier
   * notification of the same match to the same subscription is still to be sent (so a match's
   * notifications arrive in order), none another sender holds (SKIP LOCKED).
   */
  async claim(db: Db, limit: number, leaseMs: number): Promise<ClaimedDelivery[]> {
    const claimed = await db.execute(sql`
      with due as (
        select d.id from push_deliveries d
        where d.due_at <= now()
          and not exists (
            select 1 from push_deliveries e
            where e.subscription_id = d.subscription_id and e.match_id = d.match_id
              and e.notification_id < d.notification_id)
        order by d.notification_id, d.id
        limit ${limit}
        for update of d skip locked
      )
      update push_deliveries d
      set due_at = now() + ${leaseMs} * interval '1 millisecond', attempts = d.attempts + 1
      from due, push_subscriptions s
      where d.id = due.id and s.id = d.subscription_id
      returning d.id, d.notification_id as "notificationId", d.subscription_id as "subscriptionId",
        d.attempts, s.endpoint, s.p256dh, s.auth`);
    return rows<ClaimedDelivery>(claimed).map((row) => ({
      ...row,
      id: Number(row.id),
      notificationId: Number(row.notificationId),
    }));
  },

  /** The notifications of these ids. */
  notifications(db: Queryable, ids: readonly number[]): Promise<NotificationRow[]> {
    return db
      .select()
      .from(t.pushNotifications)
      .where(inArray(t.pushNotifications.id, [...ids]));
  },

  /** Forgets deliveries: sent, or given up on. One array parameter, however many. */
  async done(db: Queryable, ids: readonly number[]): Promise<void> {
    if (ids.length)
      await db.execute(sql`delete from push_deliveries where id = any(${idArray(ids)}::bigint[])`);
  },

  /** Puts a delivery back to be tried again after `delayMs`. */
  async retry(db: Queryable, id: number, delayMs: number): Promise<void> {
    await db
      .update(t.pushDeliveries)
      .set({ dueAt: sql`now() + ${delayMs} * interval '1 millisecond'` })
      .where(eq(t.pushDeliveries.id, id));
  },

  /** Drops subscriptions the push service says are gone (404, 410). */
  async removeByIds(db: Queryable, ids: readonly number[]): Promise<void> {
    if (ids.length) await db.delete(t.pushSubscriptions).where(inArray(t.pushSubscriptions.id, [...ids]));
  },

  /** Forgets notifications expanded more than `olderThanMs` ago (their deliveries are past TTL). */
  async prune(db: Queryable, olderThanMs: number): Promise<void> {
    await db
      .delete(t.pushNotifications)
      .where(sql`expanded_at < now() - ${olderThanMs} * interval '1 millisecond'`);
  },
};
