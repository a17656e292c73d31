import type { QueryClient, QueryKey } from '@tanstack/react-query';
import {
  applyCompetitionSnapshot,
  applyToListMatch,
  type CompetitionFrame,
  type CompetitionMatches,
  isLiveStatus,
  type LoggedFrame,
  type MatchDay,
  type MatchStatus,
  type MatchSummary,
  matchIdOfChannel,
} from '@touchline/domain';
import { matchQueries } from '../api/matches';

/** Every 'Live now' list, whatever its scope. */
const LIVE_LISTS: QueryKey = [...matchQueries.all, 'live'];
/** Every day's scoreboard, whatever its scope and day. */
const DAY_LISTS: QueryKey = [...matchQueries.all, 'day'];
/** Statuses that count on a ladder: a match reaching one changes its teams' standings. */
const COUNTED: readonly MatchStatus[] = ['final', 'forfeit', 'washout'];

/**
 * Patches a query's data. A fetch still out started before the message and would overwrite it
 * with older data, so it is cancelled first (TanStack Query reverts it, then the patch lands).
 * A query with no data yet is left to its fetch.
 */
function patch<T>(queryClient: QueryClient, queryKey: QueryKey, update: (data: T) => T) {
  if (queryClient.getQueryData<T>(queryKey) === undefined) return;
  void queryClient.cancelQueries({ queryKey, exact: true });
  queryClient.setQueryData<T>(queryKey, (data) => (data === undefined ? data : update(data)));
}

/** Patches the competition's schedule, every 'Live now' list and every day's scoreboard. */
function patchLists(
  queryClient: QueryClient,
  competitionId: number,
  update: (matches: MatchSummary[]) => MatchSummary[],
) {
  patch<CompetitionMatches>(queryClient, matchQueries.byCompetition(competitionId).queryKey, (data) => ({
    ...data,
    matches: update(data.matches),
  }));
  for (const [queryKey] of queryClient.getQueriesData<MatchSummary[]>({ queryKey: LIVE_LISTS }))
    patch<MatchSummary[]>(queryClient, queryKey, update);
  for (const [queryKey] of queryClient.getQueriesData<MatchDay>({ queryKey: DAY_LISTS }))
    patch<MatchDay>(queryClient, queryKey, (day) => ({ ...day, matches: update(day.matches) }));
}

const refetch = (queryClient: QueryClient, queryKey: QueryKey) =>
  void queryClient.invalidateQueries({ queryKey });

/**
 * Applies one message of a competition's stream to the lists that show its matches: the
 * schedule's cards and rows, Explore's 'Live now' and the day's scoreboard (spec 4, for lists).
 * A snapshot restates the matches under way; a match that ended unseen, a reset or
 * `event:refresh` refetches; a match that starts joins 'Live now' by a refetch of it; and a
 * result that counts on the ladder refetches the schedule and scoreboards, whose standings it
 * changes.
 */
export function applyToLists(queryClient: QueryClient, competitionId: number, frame: CompetitionFrame) {
  const schedule = matchQueries.byCompetition(competitionId).queryKey;
  if (frame.event === 'snapshot') {
    let stale = false;
    patchLists(queryClient, competitionId, (matches) => {
      const own = matches.filter((m) => m.competition._id === competitionId);
      const applied = applyCompetitionSnapshot(own, frame.data);
      stale ||= applied.stale;
      const byId = new Map(applied.matches.map((m) => [m._id, m]));
      return matches.map((m) => byId.get(m._id) ?? m);
    });
    if (stale) {
      refetch(queryClient, schedule);
      refetch(queryClient, LIVE_LISTS);
      refetch(queryClient, DAY_LISTS);
    }
    return;
  }
  if (frame.event === 'reset') {
    refetch(queryClient, schedule);
    refetch(queryClient, LIVE_LISTS);
    refetch(queryClient, DAY_LISTS);
    return;
  }
  const matchId = matchIdOfChannel(frame.channel);
  if (matchId === null) return;
  if (frame.event === 'event:refresh') {
    refetch(queryClient, schedule);
    refetch(queryClient, LIVE_LISTS);
    refetch(queryClient, DAY_LISTS);
    return;
  }
  patchLists(queryClient, competitionId, (matches) =>
    matches.map((m) => (m._id === matchId ? applyToListMatch(m, frame as LoggedFrame) : m)),
  );
  if (frame.event === 'status' && COUNTED.includes(frame.data.status)) {
    refetch(queryClient, schedule);
    refetch(queryClient, DAY_LISTS);
  }
  const started = 'status' in frame.data && isLiveStatus(frame.data.status);
  if (started) {
    for (const [queryKey, data] of queryClient.getQueriesData<MatchSummary[]>({ queryKey: LIVE_LISTS }))
      if (data && !data.some((m) => m._id === matchId)) refetch(queryClient, queryKey);
  }
}
