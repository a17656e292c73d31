import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type LadderGrouping, liveCompetitionIds } from '@touchline/domain';
import { useEffect, useMemo, useRef } from 'react';
import { ladderQueries } from '../../../api/ladders';
import { liveLadderQuery } from '../../../api/liveLadders';
import { matchQueries } from '../../../api/matches';
import { openCompetitionStream } from '../../../live/matchStream';
import { useBranding } from '../../../shell/branding';
import { changesLadder } from './ladderFrames';
import { throttle } from './throttle';

/** The most often the ladder as it stands is asked for again while scores come in. */
export const LIVE_REFETCH_MS = 500;
/** How often the Ladders tab looks for a match of the competition kicking off or ending. */
const LIVE_POLL_MS = 60_000;

/**
 * The ladder as it stands, for a competition with a match under way. The scope's live matches
 * (the query the schedule already holds) say whether to ask at all; the answer's own live
 * matches say whether 'As it stands' is offered. The competition's stream is open while the
 * ladder shows, unless it is `settled` (no game left): a result asks for the ladder again, and
 * while `following` a live match, each message asks for the ladder as it stands again, at most
 * every LIVE_REFETCH_MS. When a match leaves the live list (it ended), the official ladder is
 * asked for again: it counts it.
 */
export function useLiveLadder(
  competitionId: number,
  groupBy: LadderGrouping,
  following: boolean,
  settled: boolean,
) {
  const queryClient = useQueryClient();
  const { scope } = useBranding();
  const liveIds = useQuery({
    ...matchQueries.live(scope),
    select: liveCompetitionIds,
    refetchInterval: LIVE_POLL_MS,
  });
  const enabled = following || (liveIds.data?.has(competitionId) ?? false);
  const ladder = useQuery({
    ...liveLadderQuery(competitionId, groupBy),
    enabled,
    refetchInterval: LIVE_POLL_MS,
    placeholderData: (previous) => (previous?.competition._id === competitionId ? previous : undefined),
  });
  const data = enabled ? ladder.data : undefined;
  const isLive = (data?.liveMatches.length ?? 0) > 0;

  const playing = useMemo(
    () => new Set(data?.liveMatches.flatMap((m) => [m.homeTeamId, m.awayTeamId]) ?? []),
    [data],
  );

  const under = useRef<Set<number> | null>(null);
  useEffect(() => {
    if (!data) return;
    const now = new Set(data.liveMatches.map((m) => m._id));
    const ended = [...(under.current ?? [])].some((id) => !now.has(id));
    under.current = now;
    if (ended)
      void queryClient.invalidateQueries({ queryKey: [...ladderQueries.all, 'competition', competitionId] });
  }, [data, competitionId, queryClient]);

  const streaming = useRef(false);
  streaming.current = following && isLive;
  useEffect(() => {
    // A season with no game left has nothing to follow: no stream is held open for it.
    if (settled) return;
    const throttled = (key: string) =>
      throttle(
        () => void queryClient.invalidateQueries({ queryKey: [...ladderQueries.all, key, competitionId] }),
        LIVE_REFETCH_MS,
      );
    const asItStands = throttled('live');
    const official = throttled('competition');
    // The stream is followed while the ladder shows: a result written after the fact (the
    // manager's grid, a correction) arrives as a final status or an event:refresh, and the
    // ladder is asked for again at once. While 'As it stands' shows, every message asks for it.
    const close = openCompetitionStream(competitionId, {
      onState() {},
      onFrame: (frame) => {
        if (streaming.current) asItStands();
        if (changesLadder(frame)) official();
      },
    });
    return () => {
      asItStands.cancel();
      official.cancel();
      close();
    };
  }, [competitionId, queryClient, settled]);

  return {
    data,
    isLive,
    playing,
    /** True until the first answer, when it was asked for. */
    pending: enabled && ladder.isPending,
    error: ladder.error,
    refetch: () => void ladder.refetch(),
  };
}
