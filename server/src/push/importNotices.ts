import { type PushPayload, pushNotices, rescheduleNotice, zoneOrFallback } from '@touchline/domain';
import { and, eq, inArray } from 'drizzle-orm';
import type { Tx } from '../db/client';
import * as t from '../db/schema';
import { batches } from '../import/upsert';
import { resultsArePublic } from '../repositories/lookups';
import { noticeMatch, queueNotices } from './outbox';

/** How a match stood before an import changed it. */
export type MatchesBefore = Map<number, { dateTime: Date | null; status: string }>;

/** The most matches one import tells followers of: a file that moves a whole season says nothing. */
const MAX_NOTICES = 200;

/** The national's matches among these source ids, as they stand before the import writes them. */
export async function matchesBefore(
  tx: Tx,
  nationalId: number,
  sourceIds: readonly string[],
): Promise<MatchesBefore> {
  const before: MatchesBefore = new Map();
  for (const batch of batches(sourceIds, 5000)) {
    const rows = await tx
      .select({ id: t.matches.id, dateTime: t.matches.dateTime, status: t.matches.status })
      .from(t.matches)
      .where(and(eq(t.matches.nationalId, nationalId), inArray(t.matches.sourceId, [...batch])));
    for (const row of rows) before.set(row.id, row);
  }
  return before;
}

/**
 * Puts in the outbox, in the import's transaction, what its changes tell followers: a match the
 * file calls off (cancelled or washed out), and a match yet to start given a new kickoff time
 * still ahead. Only public matches (`resultsArePublic`), and at most MAX_NOTICES.
 */
export async function queueImportNotices(tx: Tx, before: MatchesBefore, now = new Date()): Promise<number> {
  const changed = [...before.keys()];
  let queued = 0;
  for (const batch of batches(changed, 5000)) {
    const rows = await tx
      .select({ match: t.matches, venueZone: t.venues.timezone, nationalZone: t.nationals.timezone })
      .from(t.matches)
      .innerJoin(t.nationals, eq(t.nationals.id, t.matches.nationalId))
      .leftJoin(t.venues, eq(t.venues.id, t.matches.venueId))
      .where(and(inArray(t.matches.id, batch), resultsArePublic()));
    for (const { match, venueZone, nationalZone } of rows) {
      if (queued >= MAX_NOTICES) return queued;
      const was = before.get(match.id)!;
      const calledOff =
        (match.status === 'cancelled' || match.status === 'washout') && was.status !== match.status;
      const moved =
        match.status === 'pre-game' &&
        match.dateTime !== null &&
        match.dateTime > now &&
        was.dateTime?.getTime() !== match.dateTime.getTime();
      if (!calledOff && !moved) continue;
      const context = await noticeMatch(tx, match);
      const scores = { homeTeam: match.homeScore, awayTeam: match.awayScore };
      const notice: PushPayload | undefined = calledOff
        ? pushNotices(
            context,
            { status: 'pre-game', scores },
            [{ name: 'status', payload: { status: match.status, forfeitingTeam: null } }],
            now.getTime(),
          )[0]
        : rescheduleNotice(context, match.dateTime!, zoneOrFallback(venueZone, nationalZone), now.getTime());
      if (!notice) continue;
      await queueNotices(tx, match, [notice]);
      queued++;
    }
  }
  return queued;
}
