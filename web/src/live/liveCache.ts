import type { QueryClient, QueryKey } from '@tanstack/react-query';
import {
  applyClockFrame,
  applyLiveFrame,
  type LiveFrame,
  type MatchClock,
  type MatchDetail,
} from '@touchline/domain';
import { matchQueries } from '../api/matches';

/**
 * Patches a query with a live message. A fetch of it that is still out started before the
 * message and would overwrite it with older data, so it is cancelled first (TanStack Query
 * reverts it synchronously, then the patch lands on top). A query with no data yet is left to
 * its fetch.
 */
function patch<T>(queryClient: QueryClient, queryKey: QueryKey, update: (data: T) => T) {
  if (queryClient.getQueryData<T>(queryKey) === undefined) return;
  void queryClient.cancelQueries({ queryKey, exact: true });
  queryClient.setQueryData<T>(queryKey, (data) => (data === undefined ? data : update(data)));
}

/** Message names after which the player stats grid (counts per player) is out of date. */
const STATS_CHANGE = new Set<LiveFrame['event']>([
  'snapshot',
  'event:add',
  'event:remove',
  'event:endSet',
  'event:modifySetScores',
  'event:removeSet',
]);

/**
 * Applies one live message to the match centre's queries, through the same keys the screen
 * reads (spec 4): the match and its clock are patched; `event:refresh` refetches the whole
 * match (its team lists included); and the stats grid, computed by the server, is refetched when
 * events change.
 */
export function applyToCache(
  queryClient: QueryClient,
  matchId: number,
  frame: LiveFrame,
  receivedAt: number,
) {
  if (frame.event === 'event:refresh') {
    void queryClient.invalidateQueries({ queryKey: matchQueries.detailKey(matchId) });
    return;
  }
  patch<MatchDetail>(queryClient, matchQueries.detail(matchId).queryKey, (match) =>
    applyLiveFrame(match, frame),
  );
  patch<MatchClock>(queryClient, matchQueries.clock(matchId).queryKey, (clock) =>
    applyClockFrame(clock, frame, receivedAt),
  );
  if (STATS_CHANGE.has(frame.event))
    void queryClient.invalidateQueries({ queryKey: matchQueries.sport(matchId).queryKey });
}
