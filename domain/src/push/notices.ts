import type { LivePayload, LoggedMessageName } from '../api/live';
import type { MatchEvent } from '../api/match';
import { type PushKind, type PushPayload, type PushSide, START_FINAL_KINDS } from '../api/push';
import type { MatchStatus, StatusDefinition } from '../schemas/values';
import { GENERAL_STATUSES, isLiveStatus } from '../statuses';

/** What a notification needs of its match, loaded once per write. */
export interface NoticeMatch {
  id: number;
  competition: { id: number; name: string };
  home: Omit<PushSide, 'score'>;
  away: Omit<PushSide, 'score'>;
  /** The match's status sequence (statusSequenceFor), for the periods' names. */
  sequence: readonly StatusDefinition[];
}

/** A message a write appended to the match's log, with its declared payload. */
export type NoticeMessage = {
  [N in LoggedMessageName]: { name: N; payload: LivePayload<N> };
}[LoggedMessageName];

/** How the push service is asked to carry a notification (RFC 8030): seconds kept, urgency. */
export interface PushDelivery {
  ttl: number;
  urgency: 'high' | 'normal';
}

/**
 * A score is news for minutes; kickoff for the first half; the result and a change of plan for a
 * day. A score and the final are sent `high` (a phone wakes for them).
 */
export const PUSH_DELIVERY: Record<PushKind, PushDelivery> = {
  score: { ttl: 15 * 60, urgency: 'high' },
  period: { ttl: 15 * 60, urgency: 'normal' },
  kickoff: { ttl: 60 * 60, urgency: 'normal' },
  final: { ttl: 24 * 60 * 60, urgency: 'high' },
  cancelled: { ttl: 24 * 60 * 60, urgency: 'normal' },
  rescheduled: { ttl: 24 * 60 * 60, urgency: 'normal' },
};

/** The push Topic of a match's notifications: a newer one replaces one not yet delivered. */
export const pushTopic = (matchId: number) => `match-${matchId}`;

const BADGE = '/cards/badge.png';

/** Whether a `startFinal` subscription is sent this kind. */
export const isStartFinal = (kind: PushKind) => START_FINAL_KINDS.includes(kind);

type Scores = { homeTeam: number; awayTeam: number };

/** A status's name for a fan: the match's own sequence first, then the general ones. */
function statusLabel(match: NoticeMatch, status: MatchStatus): string {
  return (
    match.sequence.find((s) => s.value === status)?.label ??
    GENERAL_STATUSES.find((s) => s.value === status)?.label ??
    status
  );
}

/** A period's short name for the clock, e.g. 'Q2'. */
function periodAbbreviation(match: NoticeMatch, period: number): string {
  return match.sequence.find((s) => s.period === period && s.value !== 'final')?.abbreviation ?? `P${period}`;
}

/**
 * The kind of notification a change of status makes, if any: the start, the end of one of the
 * match's periods (into the next, or half-time; a restart after a break is not news), the
 * result, or a call-off.
 */
export function statusNotice(
  sequence: readonly StatusDefinition[],
  before: MatchStatus,
  after: MatchStatus,
): PushKind | null {
  if (before === after) return null;
  if (after === 'final' || after === 'forfeit') return 'final';
  if (after === 'cancelled' || after === 'washout') return 'cancelled';
  if (!isLiveStatus(after)) return null;
  if (before === 'pre-game') return 'kickoff';
  const isPeriod = (status: MatchStatus) => sequence.some((s) => s.value === status && s.value !== 'final');
  return isPeriod(before) && (isPeriod(after) || after === 'half-time') ? 'period' : null;
}

const playerName = (event: MatchEvent): string | null => {
  const player = event.meta.player;
  // A private member is never named: the log already holds 'Player' for one; say nothing.
  return player?.isPublic ? `${player.firstName} ${player.lastName}`.trim() : null;
};

/** A notification of the match as it stands (`scores`); its icon is `iconTeam`'s, else home's. */
function notice(
  match: NoticeMatch,
  scores: Scores,
  at: number,
  kind: PushKind,
  body: string,
  iconTeam: number | null = null,
): PushPayload {
  const home = { ...match.home, score: scores.homeTeam };
  const away = { ...match.away, score: scores.awayTeam };
  const showScore = kind !== 'kickoff' && kind !== 'cancelled' && kind !== 'rescheduled';
  const iconOf = iconTeam ?? home.id ?? away.id;
  return {
    v: 1,
    kind,
    matchId: match.id,
    title: showScore
      ? `${home.name} ${home.score} – ${away.score} ${away.name}`
      : `${home.name} v ${away.name}`,
    body,
    url: `/matches/${match.id}`,
    icon: iconOf === null ? BADGE : `/cards/teams/${iconOf}/icon.png`,
    badge: BADGE,
    tag: pushTopic(match.id),
    timestamp: at,
    home,
    away,
    competition: match.competition,
  };
}

/**
 * The notifications a write makes, from the match's status before it and the messages it
 * appended (public payloads, as the log holds them): kickoff, each score, the end of each
 * period and half-time, the final score, a call-off. Pure: the same write always makes the
 * same notifications, in the order of its messages.
 */
export function pushNotices(
  match: NoticeMatch,
  before: { status: MatchStatus; scores: Scores },
  messages: readonly NoticeMessage[],
  at: number,
): PushPayload[] {
  let status = before.status;
  let scores = before.scores;
  const notices: PushPayload[] = [];
  const make = (kind: PushKind, body: string, scorer: number | null = null) =>
    notice(match, scores, at, kind, body, scorer);
  for (const { name, payload } of messages) {
    if (name === 'event:add' && payload.type === 'scoring') {
      const { event } = payload;
      scores = payload.scores;
      const side = event.isHomeTeam ? match.home : match.away;
      const player = playerName(event);
      const clock = `${periodAbbreviation(match, event.period)} ${event.min}:${String(event.sec).padStart(2, '0')}`;
      notices.push(
        make('score', `${event.name}, ${side.name}${player ? ` (${player})` : ''} · ${clock}`, side.id),
      );
    } else if ('scores' in payload) scores = payload.scores;
    if (!('status' in payload)) continue;
    const kind = statusNotice(match.sequence, status, payload.status);
    const previous = status;
    status = payload.status;
    if (kind === 'kickoff') notices.push(make(kind, `Kick-off · ${match.competition.name}`));
    else if (kind === 'period')
      notices.push(
        make(
          kind,
          status === 'half-time' ? 'Half-time' : `End of the ${statusLabel(match, previous).toLowerCase()}`,
        ),
      );
    else if (kind === 'final')
      notices.push(make(kind, `${statusLabel(match, status)} · ${match.competition.name}`));
    else if (kind === 'cancelled')
      notices.push(make(kind, `${statusLabel(match, status)} · ${match.competition.name}`));
  }
  return notices;
}

/** A new kickoff time, said in the match's zone (e.g. 'Sat 28 Nov, 2:00 pm'). */
export function rescheduleNotice(
  match: NoticeMatch,
  dateTime: Date,
  timeZone: string,
  at: number,
): PushPayload {
  const when = new Intl.DateTimeFormat('en-AU', {
    timeZone,
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    hour: 'numeric',
    minute: '2-digit',
  }).format(dateTime);
  return notice(
    match,
    { homeTeam: 0, awayTeam: 0 },
    at,
    'rescheduled',
    `New kick-off: ${when} · ${match.competition.name}`,
  );
}
