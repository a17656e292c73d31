import {
  DEFAULT_COLOURS,
  isStartFinal,
  type NoticeMatch,
  type NoticeMessage,
  PUSH_DELIVERY,
  type PushPayload,
  pushNotices,
  pushTopic,
  statusSequenceFor,
} from '@touchline/domain';
import { eq, inArray } from 'drizzle-orm';
import type { Queryable, Tx } from '../db/client';
import * as t from '../db/schema';
import type { Appended } from '../live/log';
import { lockedMatch } from '../live/log';
import { nationalRepository } from '../repositories/national';

type MatchRow = typeof t.matches.$inferSelect;

/**
 * What a notification needs of its match: the sides' names and colours (their club's, else the
 * national's), the competition's name and the match's periods.
 */
export async function noticeMatch(db: Queryable, match: MatchRow): Promise<NoticeMatch> {
  const teamIds = [match.homeTeamId, match.awayTeamId].filter((id): id is number => id !== null);
  // One after another: in a transaction, the queries share one connection.
  const sides = teamIds.length
    ? await db
        .select({ id: t.teams.id, name: t.teams.name, meta: t.entities.meta })
        .from(t.teams)
        .leftJoin(t.entities, eq(t.entities.id, t.teams.clubId))
        .where(inArray(t.teams.id, teamIds))
    : [];
  const [competition] = await db
    .select({ name: t.competitions.name, nationalMeta: t.nationals.meta })
    .from(t.competitions)
    .innerJoin(t.nationals, eq(t.nationals.id, t.competitions.nationalId))
    .where(eq(t.competitions.id, match.competitionId));
  const statuses = await nationalRepository.statuses(db, match.nationalId);
  const fallback = competition?.nationalMeta.primaryColor ?? DEFAULT_COLOURS.primary;
  const side = (id: number | null, missing: string) => {
    const row = sides.find((s) => s.id === id);
    return { id, name: row?.name ?? missing, colour: row?.meta?.primaryColor ?? fallback };
  };
  return {
    id: match.id,
    competition: { id: match.competitionId, name: competition?.name ?? '' },
    home: side(match.homeTeamId, 'TBA'),
    away: side(match.awayTeamId, match.isBye ? 'Bye' : 'TBA'),
    sequence: statusSequenceFor(statuses, match.periodType),
  };
}

/** Whether the messages could make a notification: a score, or a change of status. */
const mayNotify = (before: MatchRow, messages: readonly NoticeMessage[]) =>
  messages.some(
    ({ name, payload }) =>
      (name === 'event:add' && payload.type === 'scoring') ||
      ('status' in payload && payload.status !== before.status),
  );

/** Puts notifications in the outbox, in the caller's transaction. */
export async function queueNotices(
  tx: Queryable,
  match: Pick<MatchRow, 'id' | 'nationalId' | 'competitionId' | 'homeTeamId' | 'awayTeamId'>,
  notices: readonly PushPayload[],
): Promise<void> {
  if (!notices.length) return;
  const teamIds = [match.homeTeamId, match.awayTeamId].filter((id): id is number => id !== null);
  await tx.insert(t.pushNotifications).values(
    notices.map((notice) => ({
      nationalId: match.nationalId,
      matchId: match.id,
      competitionId: match.competitionId,
      teamIds,
      kind: notice.kind,
      startFinal: isStartFinal(notice.kind),
      payload: JSON.stringify(notice),
      ...PUSH_DELIVERY[notice.kind],
      topic: pushTopic(match.id),
    })),
  );
}

/**
 * Puts the notifications a scoring write makes in the outbox, in the write's transaction, so
 * they are sent if and only if it commits. Only messages the public may see count (a hidden
 * competition's or round's make none); the payloads are the log's, already public (a private
 * player is 'Player' there, and `pushNotices` names no one then).
 */
export async function queueWriteNotices(
  tx: Tx,
  matchId: number,
  appended: readonly Appended[],
): Promise<boolean> {
  const before = lockedMatch(tx, matchId);
  if (!before) return false;
  const messages = appended
    .filter((a) => a.row.matchId === matchId && !a.competition.withheld)
    .map((a) => ({ name: a.row.name, payload: a.row.payload }) as NoticeMessage);
  if (!messages.length || !mayNotify(before, messages)) return false;
  const notices = pushNotices(
    await noticeMatch(tx, before),
    { status: before.status, scores: { homeTeam: before.homeScore, awayTeam: before.awayScore } },
    messages,
    Date.now(),
  );
  await queueNotices(tx, before, notices);
  return notices.length > 0;
}
