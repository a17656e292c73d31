import { dayHeading, parseCalendarDay, zonedDay } from '@touchline/domain';
import { useParams } from 'react-router';
import { AppLink } from '../../shell/links';
import { usePresentation } from '../../shell/useNationalSetup';
import { PageNotFound } from '../../ui/PageState';
import { DateStrip } from './DateStrip';
import { DayMatches } from './DayMatches';
import './scores.css';

/**
 * The day's scoreboard (`/scores`, `/scores/{date}`): every match of a day across the
 * national's competitions, live first, then upcoming, then final, grouped by competition, with a
 * date strip to move between days and 'Today' one tap away. Days are the national's time zone's.
 */
export function ScoresScreen() {
  const { date } = useParams();
  const { timezone } = usePresentation();
  const today = zonedDay(new Date(), timezone);
  if (date !== undefined && !parseCalendarDay(date))
    return <PageNotFound note="There is no such day." to="/scores" linkLabel="Today's scores" narrow />;
  const selected = date ?? today;
  return (
    <div className="scores">
      <header className="scores__head">
        {/* The strip shows the day; a screen reader hears it with the title. */}
        <h1 className="scores__title">
          Scores<span className="visually-hidden"> for {dayHeading(selected)}</span>
        </h1>
        <AppLink to="/scores" className="button button--quiet scores__today">
          Today
        </AppLink>
      </header>
      <DateStrip selected={selected} today={today} />
      <DayMatches date={selected} today={today} timeZone={timezone} />
    </div>
  );
}
