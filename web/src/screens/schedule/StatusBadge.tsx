import { defaultStatusSequence, isLiveStatus, type MatchSummary, statusBadge } from '@touchline/domain';

/** A match's status badge (spec 4) as a list shows it: no clock, and a dot while it is under way. */
export function StatusBadge({ match }: { match: MatchSummary }) {
  const badge = statusBadge({
    status: match.status,
    sequence: defaultStatusSequence(match.periods),
    currentSetId: match.currentSetId,
    setScores: match.setScores,
  });
  // Disputed and offline count as live for the filter but are flagged in red, not as play.
  const live = isLiveStatus(match.status) && badge.colour === 'light';
  return (
    <span className={`status-badge status-badge--${badge.colour}${live ? ' status-badge--live' : ''}`}>
      {live && <span className="status-badge__dot" aria-hidden="true" />}
      {live && <span className="visually-hidden">Live: </span>}
      {badge.text}
    </span>
  );
}
