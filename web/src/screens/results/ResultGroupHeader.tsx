import { type ResultGroup, resultDateTime, resultGroupTitle, resultGroupTypeLabel } from '@touchline/domain';
import { BackButton } from '../../ui/BackButton';
import { SportIcon } from './SportIcon';

/** What 'Venue:' shows for a group without a venue (spec 2.15). */
const NOT_AVAILABLE = 'N/A';

/**
 * The group display's header (spec 2.15): back, the title, the sport's icon and type, then
 * 'Date:' (YYYY-MM-DD HH:mm in the national's time zone), 'Venue:' and 'Sport:'.
 */
export function ResultGroupHeader({ group, timeZone }: { group: ResultGroup; timeZone: string }) {
  const date = resultDateTime(group.dateTime, timeZone);
  return (
    <header className="result-hero">
      <div className="result-hero__bar">
        <BackButton fallback="/results" className="result-hero__back" />
        <h1 id="result-group-title" className="result-hero__title">
          {resultGroupTitle(group)}
        </h1>
      </div>
      <div className="result-hero__body">
        <p className="result-hero__sport">
          <SportIcon type={group.type} size={22} />
          <span>{resultGroupTypeLabel(group)}</span>
        </p>
        <dl className="result-hero__facts">
          <div>
            <dt>Date:</dt>
            <dd>{date ? <time dateTime={date.replace(' ', 'T')}>{date}</time> : NOT_AVAILABLE}</dd>
          </div>
          <div>
            <dt>Venue:</dt>
            <dd>{group.venue.name?.trim() ? group.venue.name : NOT_AVAILABLE}</dd>
          </div>
          <div>
            <dt>Sport:</dt>
            <dd>{group.sportInfo?.trim() ? group.sportInfo : resultGroupTypeLabel(group)}</dd>
          </div>
        </dl>
      </div>
    </header>
  );
}
