/**
 * What a competition's stream does to the matches a list shows (a schedule's cards and rows,
 * Explore's 'Live now' strip): the scores, status and sets of its matches under way, and each
 * one's clock. Pure functions over the shapes the HTTP calls return, so the web app patches its
 * query cache with them, as the match centre does with `applyLiveFrame`.
 */
import type { CompetitionLiveMatch, CompetitionSnapshot, LoggedFrame } from '../api/live';
import type { MatchSummary } from '../api/match';
import type { TimerState } from '../schemas/values';
import { isLiveStatus } from '../statuses';

/** How near its kick-off a match not yet started is worth listening for: late starts included. */
export const KICKOFF_WINDOW_MS = 3 * 3_600_000;

/** The fields of a listed match a competition's stream changes. */
export type ListMatchFields = Pick<
  MatchSummary,
  '_id' | 'status' | 'meta' | 'scores' | 'setScores' | 'currentSetId' | 'game'
>;

/** A listed match's clock: the stored timer state and the browser's skew from the server. */
export interface ListClock {
  timer: TimerState | null;
  /** The client's clock minus the server's: subtract it from Date.now() to get server time. */
  offsetMs: number;
}

/**
 * A listed match after one of its logged messages. Scores are the server's, sent with every
 * event change, and a play's game with it (a card shows the down and distance); the events
 * and plays themselves are the match centre's business, not a card's.
 * `event:refresh` changes nothing here: the caller refetches.
 */
export function applyToListMatch<M extends ListMatchFields>(match: M, frame: LoggedFrame): M {
  switch (frame.event) {
    case 'status':
      return {
        ...match,
        status: frame.data.status,
        meta: { ...match.meta, forfeitingTeam: frame.data.forfeitingTeam },
      };
    case 'event:add':
    case 'event:remove':
      return { ...match, scores: frame.data.scores };
    case 'play:add':
    case 'play:remove':
      return { ...match, game: frame.data.game, scores: frame.data.scores };
    case 'create':
    case 'start':
    case 'stop':
      return { ...match, status: frame.data.status };
    case 'event:setScore': {
      const at = match.setScores.findIndex((s) => s.setId === frame.data.set.setId);
      const setScores = [...match.setScores];
      if (at < 0) setScores.push(frame.data.set);
      else setScores[at] = frame.data.set;
      return { ...match, setScores, currentSetId: frame.data.currentSetId ?? match.currentSetId };
    }
    case 'event:endSet':
      return {
        ...match,
        setScores: frame.data.setScores,
        currentSetId: frame.data.currentSetId,
        scores: frame.data.scores,
      };
    case 'event:modifySetScores':
    case 'event:removeSet':
      return { ...match, setScores: frame.data.setScores, scores: frame.data.scores };
    case 'event:refresh':
      return match;
  }
}

/** A listed match as a competition's snapshot has it. */
function fromSnapshot<M extends ListMatchFields>(match: M, live: CompetitionLiveMatch): M {
  return {
    ...match,
    status: live.status,
    meta: { ...match.meta, forfeitingTeam: live.forfeitingTeam },
    scores: live.scores,
    setScores: live.setScores,
    currentSetId: live.currentSetId,
    game: live.game,
  };
}

/**
 * A list after a competition's snapshot (sent when the stream opens, or cannot resume): each
 * match it names takes its state. `stale` says the list holds a match as under way that the
 * snapshot does not: it ended (or was hidden) while no one was listening, and only a refetch
 * says how.
 */
export function applyCompetitionSnapshot<M extends ListMatchFields>(
  matches: readonly M[],
  snapshot: CompetitionSnapshot,
): { matches: M[]; stale: boolean } {
  const byId = new Map(snapshot.matches.map((m) => [m.matchId, m]));
  let stale = false;
  const next = matches.map((match) => {
    const live = byId.get(match._id);
    if (live) return fromSnapshot(match, live);
    if (isLiveStatus(match.status)) stale = true;
    return match;
  });
  return { matches: next, stale };
}

/** Each under-way match's clock in a competition's snapshot, received at `receivedAt`. */
export function clocksFromSnapshot(
  snapshot: CompetitionSnapshot,
  receivedAt: number,
): Map<number, ListClock> {
  const offsetMs = receivedAt - snapshot.serverTime;
  return new Map(snapshot.matches.map((m) => [m.matchId, { timer: m.timer, offsetMs }]));
}

/** A listed match's clock after one of its messages: timer messages replace the stored state. */
export function applyToListClock(clock: ListClock, frame: LoggedFrame): ListClock {
  switch (frame.event) {
    case 'create':
    case 'start':
      return { ...clock, timer: frame.data.event };
    case 'stop':
      return { ...clock, timer: frame.data.event ?? clock.timer };
    default:
      return clock;
  }
}

/**
 * Whether a list is worth a live stream: a match is under way, or one not yet started kicks
 * off (or was due to) within `KICKOFF_WINDOW_MS` of now. A past season's list opens none.
 */
export function wantsLiveStream(
  matches: readonly Pick<MatchSummary, 'status' | 'dateTime'>[],
  now: Date,
): boolean {
  return matches.some(
    (m) =>
      isLiveStatus(m.status) ||
      (m.status === 'pre-game' &&
        m.dateTime !== null &&
        Math.abs(Date.parse(m.dateTime) - now.getTime()) <= KICKOFF_WINDOW_MS),
  );
}
