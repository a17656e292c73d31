import type { MatchSummary } from '@touchline/domain';
import { useScrollHint } from '../../ui/useScrollHint';
import { MatchCard } from './MatchCard';
import { MatchRow } from './MatchRow';

interface MatchListProps {
  matches: readonly MatchSummary[];
  desktop: boolean;
  /** Names the desktop table for screen readers, e.g. 'Round 1 matches'. */
  caption: string;
  timeZone: string;
  defaultScoreFFReceived: number | null;
}

/**
 * A group's matches, as the schedule (spec 2.5) and the competition page (spec 2.14) both lay
 * them out: a table of match rows on desktop (Time, Teams, Score, Status, Venue), cards on a phone.
 */
export function MatchList({ matches, desktop, caption, timeZone, defaultScoreFFReceived }: MatchListProps) {
  const props = { timeZone, defaultScoreFFReceived };
  const hint = useScrollHint<HTMLDivElement>();
  if (!desktop)
    return (
      <ul className="match-list">
        {matches.map((match) => (
          <li key={match._id}>
            <MatchCard match={match} {...props} />
          </li>
        ))}
      </ul>
    );
  return (
    <div ref={hint} className="match-table__wrap">
      <table className="match-table">
        <caption className="visually-hidden">{caption}</caption>
        <colgroup>
          <col className="match-table__col-time" />
          <col />
          <col className="match-table__col-score" />
          <col className="match-table__col-status" />
          <col className="match-table__col-venue" />
        </colgroup>
        <thead>
          <tr>
            <th scope="col">Time</th>
            <th scope="col">Teams</th>
            <th scope="col">Score</th>
            <th scope="col">Status</th>
            <th scope="col">Venue</th>
          </tr>
        </thead>
        <tbody>
          {matches.map((match) => (
            <MatchRow key={match._id} match={match} {...props} />
          ))}
        </tbody>
      </table>
    </div>
  );
}
