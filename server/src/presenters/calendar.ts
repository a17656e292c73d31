import { type CalendarEvent, calendarEventOf, type MatchSummary } from '@touchline/domain';
import ical from 'ical-generator';

/** A match as listed (its public shape) and when it last changed, for the event's stamp. */
export interface CalendarMatch {
  summary: MatchSummary;
  updatedAt: Date;
}

/** A feed is looked at again about this often by the calendar apps that honour the hint. */
const REFRESH_SECONDS = 60 * 60;

/**
 * A calendar feed (RFC 5545) of matches, written by ical-generator: one event per match with a
 * date, built from the match's public shape only, so what a feed says is what a schedule shows.
 * `origin` makes each event's match-centre link absolute. Each event is stamped with its
 * match's last change, so a feed built again from the same data is the same bytes (and ETag).
 */
export function presentCalendar(
  name: string,
  matches: readonly CalendarMatch[],
  national: { id: number; timezone: string },
  origin: string,
): string {
  const calendar = ical({
    name,
    prodId: { company: 'Touchline', product: 'Fixtures', language: 'EN' },
    ttl: REFRESH_SECONDS,
    // A hint for the apps that show a feed in one zone; every time in it is an instant (UTC).
    x: [['X-WR-TIMEZONE', national.timezone]],
  });
  for (const { summary, updatedAt } of matches) {
    const event = calendarEventOf(summary, national);
    if (event) calendar.createEvent(eventData(event, updatedAt, origin));
  }
  return calendar.toString();
}

function eventData(event: CalendarEvent, updatedAt: Date, origin: string) {
  return {
    id: event.uid,
    start: event.start,
    end: event.end,
    stamp: updatedAt,
    lastModified: updatedAt,
    summary: event.summary,
    description: event.description,
    location: event.location
      ? { title: event.location, ...(event.geo ? { geo: event.geo } : {}) }
      : event.geo
        ? { geo: event.geo }
        : null,
    url: `${origin}${event.path}`,
  };
}
