import { standingLabel, standingWords, type TeamStanding } from '@touchline/domain';
import './standing.css';

/**
 * A team's record and ladder place beside its name, as gridiron apps print it ('(7-2), 1st NSW');
 * a screen reader hears it in words, since '7-2' reads as a subtraction.
 */
export function Standing({ standing, className = '' }: { standing: TeamStanding; className?: string }) {
  return (
    <span className={`team-standing ${className}`}>
      <span aria-hidden="true">{standingLabel(standing)}</span>
      <span className="visually-hidden">, {standingWords(standing)}</span>
    </span>
  );
}
