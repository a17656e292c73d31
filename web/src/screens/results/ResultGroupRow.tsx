import { type ResultGroup, resultDate, resultGroupName, resultGroupTypeLabel } from '@touchline/domain';
import { AppLink } from '../../shell/links';
import { SportIcon } from './SportIcon';

/**
 * A result group in the list (spec 2.15): its sport icon, name, type, date, venue and sport
 * info; the whole row opens the group.
 */
export function ResultGroupRow({ group, timeZone }: { group: ResultGroup; timeZone: string }) {
  const date = resultDate(group.dateTime, timeZone);
  const venue = group.venue.name?.trim() ? group.venue.name : null;
  const info = group.sportInfo?.trim() ? group.sportInfo : null;
  return (
    <AppLink to={`/results/${group._id}`} className="link-card link-card--row result-row">
      <span className="result-row__icon">
        <SportIcon type={group.type} />
      </span>
      <span className="link-card__body">
        <span className="link-card__name">{resultGroupName(group)}</span>
        <span className="result-row__facts">
          <span className="result-row__type">{resultGroupTypeLabel(group)}</span>
          {date && <time dateTime={date}>{date}</time>}
        </span>
        {(venue || info) && (
          <span className="link-card__meta result-row__where">
            {venue && <span className="result-row__venue">{venue}</span>}
            {info && <span className="result-row__info">{info}</span>}
          </span>
        )}
      </span>
      <svg className="link-card__chevron" viewBox="0 0 24 24" width={20} height={20} aria-hidden="true">
        <path d="m9 6 6 6-6 6" fill="none" stroke="currentColor" strokeWidth={2} strokeLinecap="round" />
      </svg>
    </AppLink>
  );
}
