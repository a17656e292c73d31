import type { StatusBadge as Badge } from '@touchline/domain';
import './statusBadge.css';

interface StatusBadgeViewProps {
  badge: Badge;
  /** Under way: a pulsing dot, and 'Live: ' read out first. */
  live: boolean;
  className?: string;
}

/** A status badge (spec 4) in its colour; play under way is marked by a dot and words, not colour alone. */
export function StatusBadgeView({ badge, live, className = '' }: StatusBadgeViewProps) {
  return (
    <span
      className={`status-badge status-badge--${badge.colour}${live ? ' status-badge--live' : ''} ${className}`.trim()}
    >
      {live && <span className="status-badge__dot" aria-hidden="true" />}
      {live && <span className="visually-hidden">Live: </span>}
      {badge.text}
    </span>
  );
}
