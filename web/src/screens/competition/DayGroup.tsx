import type { DayGroup as Day, MatchSummary } from '@touchline/domain';
import { MatchCard } from '../schedule/MatchCard';
import { MatchRow } from '../schedule/MatchRow';

interface DayGroupProps {
  day: Day<MatchSummary>;
  desktop: boolean;
  timeZone: string;
  defaultScoreFFReceived: number | null;
}

/**
 * One day of the competition's matches (spec 2.14): its heading ('Monday, January 1st 2024'),
 * then the schedule's match rows in a table on desktop, or its match cards on a phone.
 */
export function DayGroup({ day, desktop, timeZone, defaultScoreFFReceived }: DayGroupProps) {
  const headingId = `day-${day.day ?? 'tba'}`;
  const props = { timeZone, defaultScoreFFReceived };
  const count = `${day.matches.length} ${day.matches.length === 1 ? 'match' : 'matches'}`;
  return (
    <section className="day" aria-labelledby={headingId}>
      <header className="day__head">
        <h2 id={headingId} className="day__title">
          {day.heading}
        </h2>
        <span className="day__count">{count}</span>
      </header>
      {desktop ? (
        <div className="match-table__wrap">
          <table className="match-table">
            <caption className="visually-hidden">Matches on {day.heading}</caption>
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
              {day.matches.map((match) => (
                <MatchRow key={match._id} match={match} {...props} />
              ))}
            </tbody>
          </table>
        </div>
      ) : (
        <ul className="match-list">
          {day.matches.map((match) => (
            <li key={match._id}>
              <MatchCard match={match} {...props} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
