import type { DayGroup as Day, MatchSummary } from '@touchline/domain';
import { MatchList } from '../schedule/MatchList';

interface DayGroupProps {
  day: Day<MatchSummary>;
  desktop: boolean;
  timeZone: string;
  defaultScoreFFReceived: number | null;
}

/**
 * One day of the competition's matches (spec 2.14): its heading ('Monday, January 1st 2024'),
 * then its matches as the schedule lays them out.
 */
export function DayGroup({ day, desktop, timeZone, defaultScoreFFReceived }: DayGroupProps) {
  const headingId = `day-${day.day ?? 'tba'}`;
  const count = `${day.matches.length} ${day.matches.length === 1 ? 'match' : 'matches'}`;
  return (
    <section className="day" aria-labelledby={headingId}>
      <header className="day__head">
        <h2 id={headingId} className="day__title">
          {day.heading}
        </h2>
        <span className="day__count">{count}</span>
      </header>
      <MatchList
        matches={day.matches}
        desktop={desktop}
        caption={`Matches on ${day.heading}`}
        timeZone={timeZone}
        defaultScoreFFReceived={defaultScoreFFReceived}
      />
    </section>
  );
}
