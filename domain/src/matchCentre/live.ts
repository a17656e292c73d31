/**
 * What each live message does to a match on screen (spec 4), as pure functions over the same
 * shapes the HTTP calls return, so the web app patches its query cache with them and nothing
 * keeps a second copy of the match.
 */
import type { LiveFrame, LiveSnapshot, LiveTimer } from '../api/live';
import type { MatchDetail, MatchEvent } from '../api/match';
import { timeoutsRemaining } from '../clock/timer';
import type { Play } from '../gridiron/schemas';
import type { SetScore, TimerState } from '../schemas/values';

/** The fields of a match the stream changes. */
export type LiveMatchFields = Pick<
  MatchDetail,
  | 'status'
  | 'meta'
  | 'scores'
  | 'scoringEvents'
  | 'playerMovements'
  | 'setScores'
  | 'currentSetId'
  | 'matchTimeouts'
  | 'plays'
  | 'game'
>;

/** A match's clock as the match centre runs it: the stored state, the timeouts, and the skew. */
export interface MatchClock {
  timer: TimerState | null;
  competitionTimeouts: number;
  matchTimeouts: { homeTeam: number; awayTeam: number };
  timeoutsRemaining: { homeTeam: number; awayTeam: number };
  periodLengthMillis: number;
  /** The client's clock minus the server's: subtract it from Date.now() to get server time. */
  offsetMs: number;
}

const listOf = (type: 'scoring' | 'movement') => (type === 'scoring' ? 'scoringEvents' : 'playerMovements');

/** Adds an event, or replaces the one with its id: a message delivered twice changes nothing more. */
function upsertEvent(events: readonly MatchEvent[], event: MatchEvent): MatchEvent[] {
  const at = events.findIndex((e) => e._id === event._id);
  if (at < 0) return [...events, event];
  const next = [...events];
  next[at] = event;
  return next;
}

/** Adds a play, or replaces the one with its id, keeping them in the order they were played. */
function upsertPlay(plays: readonly Play[], play: Play): Play[] {
  const at = plays.findIndex((p) => p._id === play._id);
  if (at >= 0) {
    const next = [...plays];
    next[at] = play;
    return next;
  }
  return [...plays, play].sort((a, b) => a.seq - b.seq);
}

function upsertSet(sets: readonly SetScore[], set: SetScore): SetScore[] {
  const at = sets.findIndex((s) => s.setId === set.setId);
  if (at < 0) return [...sets, set];
  const next = [...sets];
  next[at] = set;
  return next;
}

/** The match fields a snapshot sets. */
function fromSnapshot<M extends LiveMatchFields>(match: M, s: LiveSnapshot): M {
  return {
    ...match,
    status: s.status,
    meta: { ...match.meta, forfeitingTeam: s.forfeitingTeam },
    scores: s.scores,
    scoringEvents: s.scoringEvents,
    playerMovements: s.playerMovements,
    setScores: s.setScores,
    currentSetId: s.currentSetId,
    matchTimeouts: s.matchTimeouts,
    plays: s.plays,
    game: s.game,
  };
}

/**
 * A match after one live message. Scores are the server's, sent with every event change (the
 * sum of each side's scoring events, which the server recomputes in the write's transaction).
 * `event:refresh` and `reset` change nothing here: the caller refetches.
 */
export function applyLiveFrame<M extends LiveMatchFields>(match: M, frame: LiveFrame): M {
  switch (frame.event) {
    case 'snapshot':
      return fromSnapshot(match, frame.data);
    case 'status':
      return {
        ...match,
        status: frame.data.status,
        meta: { ...match.meta, forfeitingTeam: frame.data.forfeitingTeam },
      };
    case 'event:add': {
      const list = listOf(frame.data.type);
      return { ...match, [list]: upsertEvent(match[list], frame.data.event), scores: frame.data.scores };
    }
    case 'event:remove': {
      const list = listOf(frame.data.type);
      return {
        ...match,
        [list]: match[list].filter((e) => e._id !== frame.data.eventId),
        scores: frame.data.scores,
      };
    }
    case 'play:add':
      return {
        ...match,
        plays: upsertPlay(match.plays, frame.data.play),
        game: frame.data.game,
        scores: frame.data.scores,
      };
    case 'play:remove':
      return {
        ...match,
        plays: match.plays.filter((p) => p._id !== frame.data.playId),
        game: frame.data.game,
        scores: frame.data.scores,
      };
    case 'create':
    case 'start':
      return { ...match, status: frame.data.status };
    case 'stop':
      return { ...match, status: frame.data.status, matchTimeouts: frame.data.matchTimeouts };
    case 'event:setScore':
      return {
        ...match,
        setScores: upsertSet(match.setScores, frame.data.set),
        currentSetId: frame.data.currentSetId ?? match.currentSetId,
      };
    case 'event:endSet':
      return {
        ...match,
        setScores: frame.data.setScores,
        currentSetId: frame.data.currentSetId,
        scoringEvents: frame.data.scoringEvents,
        scores: frame.data.scores,
      };
    case 'event:modifySetScores':
    case 'event:removeSet':
      return {
        ...match,
        setScores: frame.data.setScores,
        scoringEvents: frame.data.scoringEvents,
        scores: frame.data.scores,
      };
    case 'reset':
    case 'event:refresh':
      return match;
  }
}

/** The match clock from GET /timer, with the skew measured around the request (its midpoint). */
export function clockFromTimer(timer: LiveTimer, sentAt: number, receivedAt: number): MatchClock {
  return {
    timer: timer.currentTime,
    competitionTimeouts: timer.competitionTimeouts,
    matchTimeouts: timer.matchTimeouts,
    timeoutsRemaining: timer.timeoutsRemaining,
    periodLengthMillis: timer.periodLengthMillis,
    offsetMs: Math.round((sentAt + receivedAt) / 2) - timer.serverTime,
  };
}

/**
 * The clock after one live message, received at `receivedAt` (the client's clock). Timer
 * messages replace the stored state; a stop also brings the timeouts; a snapshot brings both
 * and a fresh measure of the skew.
 */
export function applyClockFrame(clock: MatchClock, frame: LiveFrame, receivedAt: number): MatchClock {
  switch (frame.event) {
    case 'snapshot': {
      const { timer, matchTimeouts, serverTime } = frame.data;
      return {
        ...clock,
        timer,
        matchTimeouts,
        timeoutsRemaining: timeoutsRemaining(clock.competitionTimeouts, matchTimeouts),
        offsetMs: receivedAt - serverTime,
      };
    }
    case 'create':
    case 'start':
      return { ...clock, timer: frame.data.event };
    case 'stop':
      return {
        ...clock,
        timer: frame.data.event ?? clock.timer,
        matchTimeouts: frame.data.matchTimeouts,
        timeoutsRemaining: frame.data.timeoutsRemaining,
      };
    default:
      return clock;
  }
}
