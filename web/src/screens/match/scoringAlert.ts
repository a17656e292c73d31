import { listedName, type MatchDetail, type MatchEvent } from '@touchline/domain';
import { playGoalSound } from '../../live/goalSound';
import { toast } from '../../ui/toast';

/**
 * What a fan is told when a score arrives live (spec 2.9 'Scoring toast'): a toast at the bottom
 * for 3.5 s with the team, and '{event name} - {player}', and the goal sound, for an event that
 * scored. The toast's live region reads it out; the header's reads out the new score.
 */
export function alertScoring(event: MatchEvent, match: MatchDetail): void {
  // A miss is recorded as a scoring event worth nothing: no horn for it.
  if (event.value <= 0) return;
  const team =
    (event.isHomeTeam ? match.homeTeam : match.awayTeam)?.name ?? (event.isHomeTeam ? 'Home' : 'Away');
  const player = event.meta.player ? listedName(event.meta.player) : '';
  toast.live(team, player ? `${event.name} - ${player}` : event.name);
  playGoalSound();
}
