import { defaultStatusSequence, isLiveStatus, type MatchSummary, statusBadge } from '@touchline/domain';
import { StatusBadgeView } from '../../ui/StatusBadge';

/** A match's status badge (spec 4) as a list shows it: no clock, and a dot while it is under way. */
export function StatusBadge({ match }: { match: MatchSummary }) {
  const badge = statusBadge({
    status: match.status,
    sequence: defaultStatusSequence(match.periods),
    currentSetId: match.currentSetId,
    setScores: match.setScores,
  });
  // Disputed and offline count as live for the filter but are flagged in red, not as play.
  return <StatusBadgeView badge={badge} live={isLiveStatus(match.status) && badge.colour === 'light'} />;
}
