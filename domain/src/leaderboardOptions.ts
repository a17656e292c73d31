import type { EventTypeResponse } from './api/national';
import { isVisibleInLadders } from './eventTypes';

/** The value of the 'Player of the Match' choice in the leaderboard select. */
export const PLAYER_OF_THE_MATCH = 'potm';
export const PLAYER_OF_THE_MATCH_LABEL = 'Player of the Match';

export interface LeaderboardOption {
  /** The event type as text, or PLAYER_OF_THE_MATCH. */
  value: string;
  label: string;
  /** The event type; null for Player of the Match. */
  eventType: number | null;
}

/** An event type's leaderboard label: its name plus 's' ('Touchdown' → 'Touchdowns'). */
export const eventTypeLabel = (name: string) => `${name}s`;

/**
 * The leaderboard select (spec 2.8): the event types visible in ladders, in the competition's
 * order, then 'Player of the Match' where the national's settings turn it on.
 */
export function leaderboardOptions(
  events: readonly Pick<EventTypeResponse, 'type' | 'name' | 'visibleInLadders'>[],
  playerOfTheMatch: boolean,
): LeaderboardOption[] {
  const options = events
    .filter(isVisibleInLadders)
    .map((e) => ({ value: String(e.type), label: eventTypeLabel(e.name), eventType: e.type }));
  return playerOfTheMatch
    ? [...options, { value: PLAYER_OF_THE_MATCH, label: PLAYER_OF_THE_MATCH_LABEL, eventType: null }]
    : options;
}

/**
 * The players a leaderboard lists: those credited with at least one event, in the server's
 * order. Empty means 'No stats so far this season'.
 */
export const rankedPlayers = <T extends { eventSum: number }>(rows: readonly T[]) =>
  rows.filter((r) => r.eventSum > 0);

/** A person's shown name: first and last name, either of which may be empty ('Team Player'). */
export const fullName = (p: { firstName: string; lastName: string }) =>
  [p.firstName, p.lastName].filter(Boolean).join(' ');
