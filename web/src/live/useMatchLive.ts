import { useQueryClient } from '@tanstack/react-query';
import { isLiveStatus, type LiveFrame, type MatchDetail, type MatchEvent } from '@touchline/domain';
import { useEffect, useRef, useState } from 'react';
import { matchQueries } from '../api/matches';
import { perAnimationFrame } from './frameBatch';
import { applyToCache } from './liveCache';
import { openMatchStream, type StreamState } from './matchStream';

/** Statuses after which a match sends nothing more worth holding a connection open for. */
const isOver = (status: MatchDetail['status']) => !isLiveStatus(status) && status !== 'pre-game';

/**
 * Follows a match live while the screen shows it: opens its stream, applies each message to the
 * query cache once (a frame's messages together, frameBatch.ts) (a message seen before, after a resume, is skipped by its log position), calls
 * `onScoring` for each scoring event that arrives live, and closes the stream when the screen
 * leaves or the match is over (a finished match holds no connection open). Returns where the
 * stream is, for the screen to say so.
 */
export function useMatchLive(
  matchId: number,
  enabled: boolean,
  onScoring: (event: MatchEvent, match: MatchDetail) => void,
): StreamState {
  const queryClient = useQueryClient();
  const [state, setState] = useState<StreamState>('connecting');
  const scoring = useRef(onScoring);
  scoring.current = onScoring;

  useEffect(() => {
    if (!enabled) {
      setState('ended');
      return;
    }
    let applied = -1;
    const frames = perAnimationFrame((frame: LiveFrame, position: number | null) => {
      const restates = frame.event === 'snapshot' || frame.event === 'reset';
      if (!restates && position !== null && position <= applied) return;
      if (position !== null) applied = restates ? position : Math.max(applied, position);
      applyToCache(queryClient, matchId, frame, Date.now());
      const match = queryClient.getQueryData(matchQueries.detail(matchId).queryKey);
      if (!match) return;
      if (frame.event === 'event:add' && frame.data.type === 'scoring')
        scoring.current(frame.data.event, match);
      if (isOver(match.status)) {
        close();
        setState('ended');
      }
    });
    const stream = openMatchStream(matchId, { onState: setState, onFrame: frames.push });
    const close = () => {
      frames.cancel();
      stream();
    };
    return close;
  }, [matchId, enabled, queryClient]);

  return enabled ? state : 'ended';
}
