import { addDays, dateStrip } from '@touchline/domain';
import { AppLink } from '../../shell/links';

interface DateStripProps {
  selected: string;
  today: string;
}

/** The address of a day's scoreboard. */
export const dayPath = (day: string) => `/scores/${day}`;

/**
 * The days around the one shown, each a link to its scoreboard (the shown one marked with
 * aria-current), with a step either way. A phone shows the two days either side; a wider screen
 * three. The eye gets 'Thu 26 Nov'; a screen reader the whole day, 'Yesterday, Thursday 26
 * November 2026'.
 */
export function DateStrip({ selected, today }: DateStripProps) {
  const days = dateStrip(selected, today);
  return (
    <nav className="date-strip" aria-label="Days">
      <AppLink to={dayPath(addDays(selected, -1))} className="date-strip__step" aria-label="Previous day">
        <svg viewBox="0 0 24 24" width={20} height={20} aria-hidden="true">
          <path d="m15 6-6 6 6 6" fill="none" stroke="currentColor" strokeWidth={2} strokeLinecap="round" />
        </svg>
      </AppLink>
      <ol className="date-strip__days">
        {days.map((d, i) => (
          <li key={d.day} className={Math.abs(i - 3) === 3 ? 'date-strip__far' : undefined}>
            <AppLink
              to={dayPath(d.day)}
              className={`date-strip__day${d.isToday ? ' date-strip__day--today' : ''}`}
              aria-current={d.selected ? 'date' : undefined}
            >
              <span className="date-strip__label" aria-hidden="true">
                {d.label}
              </span>
              <span className="date-strip__date" aria-hidden="true">
                {d.date}
              </span>
              <span className="date-strip__month" aria-hidden="true">
                {d.month}
              </span>
              <span className="visually-hidden">{d.fullLabel}</span>
            </AppLink>
          </li>
        ))}
      </ol>
      <AppLink to={dayPath(addDays(selected, 1))} className="date-strip__step" aria-label="Next day">
        <svg viewBox="0 0 24 24" width={20} height={20} aria-hidden="true">
          <path d="m9 6 6 6-6 6" fill="none" stroke="currentColor" strokeWidth={2} strokeLinecap="round" />
        </svg>
      </AppLink>
    </nav>
  );
}
