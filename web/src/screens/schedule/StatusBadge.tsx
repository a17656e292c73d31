import {
  addedTimeFor,
  defaultStatusSequence,
  isLiveStatus,
  type MatchSummary,
  statusBadge,
} from '@touchline/domain';
import { useListClock } from '../../live/listClocks';
import { useListTimer } from '../../live/useListTimer';
import { StatusBadgeView } from '../../ui/StatusBadge';

/**
 * A match's status badge (spec 4) as a list shows it, with a dot while it is under way. While
 * its competition's stream keeps the match's clock, the badge runs it ('Q2 12:34') on the
 * screen's one shared tick, with no message from the server.
 */
export function StatusBadge({ match }: { match: MatchSummary }) {
  const sequence = defaultStatusSequence(match.periods);
  const clock = useListClock(match._id);
  const timer = useListTimer(isLiveStatus(match.status) ? clock : null);
  const current = sequence.find((s) => s.value === match.status);
  const badge = statusBadge({
    status: match.status,
    sequence,
    timer,
    addedTimeMs: clock?.timer ? addedTimeFor(clock.timer, current?.period ?? 1) : 0,
    currentSetId: match.currentSetId,
    setScores: match.setScores,
  });
  // The clock alone would hide which period it is: a list says both.
  const running = timer !== null && badge.text.startsWith(timer.display);
  const shown = running && current ? { ...badge, text: `${current.abbreviation} ${badge.text}` } : badge;
  // Disputed and offline count as live for the filter but are flagged in red, not as play.
  return (
    <StatusBadgeView
      badge={shown}
      live={isLiveStatus(match.status) && badge.colour === 'light'}
      className={running ? 'status-badge--clock' : ''}
    />
  );
}
