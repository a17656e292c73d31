import { calendarFeedPath, webcalUrl } from '@touchline/domain';
import { NATIONAL_ID } from '../config';
import './addToCalendar.css';

/**
 * 'Add to calendar' for a team's or a competition's matches: subscribe (a webcal: link, which
 * the device's calendar app opens and keeps up to date) or download the feed once (.ics).
 * `label` names it where the page offers the same feed twice (landmarks must differ).
 */
export function AddToCalendar({
  kind,
  id,
  name,
  label = `Add ${name}'s matches to your calendar`,
}: {
  kind: 'teams' | 'competitions';
  id: number;
  name: string;
  label?: string;
}) {
  const path = calendarFeedPath(kind, id, NATIONAL_ID);
  const file = `${name.replace(/[^\w-]+/g, '-').replace(/^-+|-+$/g, '') || 'matches'}.ics`;
  return (
    <nav className="add-to-calendar" aria-label={label}>
      <a href={webcalUrl(window.location.host, path)}>Add to calendar</a>
      <a href={path} download={file}>
        Download .ics
      </a>
    </nav>
  );
}
