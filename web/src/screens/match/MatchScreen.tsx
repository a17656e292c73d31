import { useQuery, useQueryClient } from '@tanstack/react-query';
import { hasLiveTiming, type MatchDetail, parseRouteId } from '@touchline/domain';
import { useEffect, useRef } from 'react';
import { useParams } from 'react-router';
import { matchQueries } from '../../api/matches';
import { useMatchClock } from '../../live/useMatchClock';
import { useMatchLive } from '../../live/useMatchLive';
import { useOnline } from '../../pwa/online';
import { usePresentation } from '../../shell/useNationalSetup';
import { isNotFound } from '../../ui/PageState';

import { correctedSince, following } from './following';
import { FieldStrip } from './gridiron/FieldStrip';
import { sideNames, stripGame } from './gridiron/useGame';
import { MatchHeader } from './header/MatchHeader';
import { MatchLoadError, MatchNotFound, MatchSkeleton } from './MatchStates';
import { MatchTabs } from './MatchTabs';
import { alertScoring } from './scoringAlert';
import './match.css';

/** How far the score progression's live end moves at a time. */
const CHART_STEP_MS = 10_000;

/**
 * The match centre (spec 2.9): the header with teams, score, status and clock, the field strip
 * of a gridiron game scored play by play, then the overview, events, line-ups and stats. It follows the match live while it is open.
 */
export function MatchScreen() {
  const id = parseRouteId(useParams().matchId);
  if (id === null) return <MatchNotFound />;
  return <MatchCentre key={id} matchId={id} />;
}

function MatchCentre({ matchId }: { matchId: number }) {
  // A finished match is asked for again now and then (while the page is in view), so that a
  // correction of its result reaches the open page; one under way follows its stream.
  const detail = useQuery({
    ...matchQueries.detail(matchId),
    refetchInterval: (query) =>
      query.state.data ? following(query.state.data.status).refetchEveryMs : false,
  });
  if (detail.data) return <MatchView match={detail.data} />;
  if (detail.error) {
    // An unknown id, or one of another national (the server does not tell them apart).
    if (isNotFound(detail.error)) return <MatchNotFound />;
    return <MatchLoadError onRetry={() => void detail.refetch()} retrying={detail.isFetching} />;
  }
  return <MatchSkeleton />;
}

function MatchView({ match }: { match: MatchDetail }) {
  const presentation = usePresentation();
  const settings = useQuery(matchQueries.competitionSettings(match._id)).data;
  const over = !following(match.status).stream;
  useCorrections(match);
  const clock = useQuery({ ...matchQueries.clock(match._id), enabled: !over }).data;
  // Worked out here rather than asked (checkLiveTiming): a status or timer message changes it.
  const liveTiming = !over && hasLiveTiming(match.status, match.allMatchStatuses, clock?.timer);
  const stream = useMatchLive(match._id, !over, alertScoring);
  const timer = useMatchClock(liveTiming ? clock : null);
  const online = useOnline();
  // The chart's live end moves by the clock, but a second is far less than a pixel of it: the
  // tabs re-render every CHART_STEP_MS of play, not on every tick of the header's clock.
  const elapsedMs = timer && Math.floor(timer.elapsedMs / CHART_STEP_MS) * CHART_STEP_MS;
  const game = stripGame(match, settings ?? null);

  return (
    // data-stream tells tests (and anyone inspecting the page) where the live stream is.
    <article className="match" aria-labelledby="match-title" data-stream={stream}>
      <MatchHeader
        match={match}
        presentation={presentation}
        clock={liveTiming ? (clock ?? null) : null}
        timer={timer}
        stream={stream}
        online={online}
      />
      {game && <FieldStrip game={game} names={sideNames(match)} />}
      <MatchTabs
        match={match}
        settings={settings ?? null}
        presentation={presentation}
        elapsedMs={elapsedMs}
      />
    </article>
  );
}

/**
 * When a match read again brings a correction, asks again for what the screen computes from
 * its events (the stats, the team lists); the match itself has just been read.
 */
function useCorrections(match: MatchDetail) {
  const queryClient = useQueryClient();
  const seen = useRef(match);
  useEffect(() => {
    const before = seen.current;
    seen.current = match;
    if (!correctedSince(before, match)) return;
    const detail = matchQueries.detail(match._id).queryKey;
    void queryClient.invalidateQueries({
      queryKey: matchQueries.detailKey(match._id),
      predicate: (query) => query.queryKey.length > detail.length,
    });
  }, [match, queryClient]);
}
