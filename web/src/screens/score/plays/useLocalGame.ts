import {
  type GameRules,
  gameRules,
  type LocalGame,
  localGame,
  type MatchCompetitionSettings,
  type MatchDetail,
  queuedPlayDeletes,
} from '@touchline/domain';
import { useMemo } from 'react';
import { type OutboxView, useOutbox } from '../outboxStore';

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
