import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import {
  applyToListClock,
  type CompetitionFrame,
  clocksFromSnapshot,
  type LoggedFrame,
  matchIdOfChannel,
} from '@touchline/domain';
import { useEffect } from 'react';
import { perAnimationFrame } from './frameBatch';
import { applyToLists } from './listCache';
import { setListClock, updateListClock } from './listClocks';
import { openCompetitionStream } from './matchStream';

/**
 * The most competition streams a screen holds: a browser allows 6 connections per origin over
 * HTTP/1.1, and the app's own requests need some of them.
 */
export const MAX_COMPETITION_STREAMS = 3;

/**
 * Follows the live streams of some competitions (at most `MAX_COMPETITION_STREAMS`, the first
 * ones given) while the screen shows them: one connection per competition carries every match's
 * scores, status and clock to the lists, however many are under way. Closed when the screen
 * leaves or the list changes.
 */
export function useCompetitionStreams(competitionIds: readonly number[]): void {
  const queryClient = useQueryClient();
  const key = [...new Set(competitionIds)]
    .slice(0, MAX_COMPETITION_STREAMS)
    .sort((a, b) => a - b)
    .join(',');
  useEffect(() => {
    if (!key) return;
    const closers = key.split(',').map((id) => followCompetition(queryClient, Number(id)));
    return () => {
      for (const close of closers) close();
    };
  }, [key, queryClient]);
}

/**
 * Opens one competition's stream and applies each message once (one seen before, after a
 * resume, is skipped by its log position; a frame's messages together, frameBatch.ts), to the
 * lists and to the matches' clocks.
 */
function followCompetition(queryClient: QueryClient, competitionId: number): () => void {
  let applied = -1;
  let offsetMs = 0;
  const clocked = new Set<number>();
  const frames = perAnimationFrame((frame: CompetitionFrame, position: number | null) => {
    const restates = frame.event === 'snapshot' || frame.event === 'reset';
    if (!restates && position !== null && position <= applied) return;
    if (position !== null) applied = restates ? position : Math.max(applied, position);
    applyToLists(queryClient, competitionId, frame);

    if (frame.event === 'snapshot') {
      const clocks = clocksFromSnapshot(frame.data, Date.now());
      offsetMs = Date.now() - frame.data.serverTime;
      for (const matchId of clocked) if (!clocks.has(matchId)) setListClock(matchId, null);
      clocked.clear();
      for (const [matchId, clock] of clocks) {
        setListClock(matchId, clock);
        clocked.add(matchId);
      }
      return;
    }
    if (frame.event === 'reset') return;
    const matchId = matchIdOfChannel(frame.channel);
    if (matchId === null) return;
    const logged = frame as LoggedFrame;
    if (!clocked.has(matchId) && (logged.event === 'create' || logged.event === 'start')) {
      clocked.add(matchId);
      setListClock(matchId, { timer: logged.data.event, offsetMs });
    } else updateListClock(matchId, (clock) => applyToListClock(clock, logged));
  });
  const close = openCompetitionStream(competitionId, { onState() {}, onFrame: frames.push });
  return () => {
    frames.cancel();
    close();
    for (const matchId of clocked) setListClock(matchId, null);
  };
}
