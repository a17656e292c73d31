import { useQueryClient } from '@tanstack/react-query';
import {
  type GameRules,
  gameRules,
  type LocalGame,
  liveChannels,
  localGame,
  type MatchCompetitionSettings,
  type MatchDetail,
  type PlayWriteResult,
  queuedPlayDeletes,
} from '@touchline/domain';
import { useEffect, useMemo } from 'react';
import { applyToCache } from '../../../live/liveCache';
import { type OutboxView, onSent, useOutbox } from '../../../writes/outboxStore';

/** The plays this device has deleted or is about to: counted as gone before the stream says so. */
export const goneOf = (outbox: Pick<OutboxView, 'actions' | 'removedPlays'>) =>
  new Set([...outbox.removedPlays, ...queuedPlayDeletes(outbox.actions)]);

/** A match's rules, from its competition's gridiron settings. */
export function useGameRules(settings: MatchCompetitionSettings): GameRules | null {
  const { gridiron, periods, periodLengthMinutes } = settings;
  return useMemo(
    () => (gridiron ? gameRules(gridiron, { periods, periodLengthMinutes }) : null),
    [gridiron, periods, periodLengthMinutes],
  );
}

/**
 * The game as this device sees it, worked out again whenever the match's plays or the queue
 * change: the plays the server has, less those being deleted, then the plays still queued.
 */
export function useLocalGame(rules: GameRules, match: MatchDetail): LocalGame & { outbox: OutboxView } {
  const outbox = useOutbox();
  const { plays, game } = match;
  const local = useMemo(
    () => localGame(rules, { plays, game }, outbox.actions, goneOf(outbox), match._id),
    [rules, plays, game, outbox, match._id],
  );
  return { ...local, outbox };
}

/**
 * Puts each play this tab sends into the match as soon as the server answers, as its stream's
 * `play:add` will (the same reducer; the second is a no-op): the play leaves the queue only
 * after, so the game shown never steps back to before it, nor the form with it.
 */
export function useSentPlays(matchId: number) {
  const queryClient = useQueryClient();
  useEffect(
    () =>
      onSent((action, data) => {
        if (action.matchId !== matchId || !action.play) return;
        const answer = data as Partial<PlayWriteResult> | undefined;
        if (!answer?.play || !answer.game || !answer.scores) return;
        const { play, game, scores } = answer;
        const channel = liveChannels(matchId).match;
        applyToCache(
          queryClient,
          matchId,
          { channel, event: 'play:add', data: { play, game, scores } },
          Date.now(),
        );
      }),
    [queryClient, matchId],
  );
}
