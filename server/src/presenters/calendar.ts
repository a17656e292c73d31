import { TZDate } from '@date-fns/tz';
import { getVtimezoneComponent } from '@touch4it/ical-timezones';
import { type CalendarEvent, calendarEventOf, type MatchSummary } from '@touchline/domain';
import ical, { foldLines } from 'ical-generator';

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
 * Times are written on the venue's clock with its zone (`DTSTART;TZID=Australia/Perth:…`), and
 * the feed defines every zone it uses (a VTIMEZONE each, from @touch4it/ical-timezones), so a
 * calendar shows the kick-off right wherever the fan is, across daylight saving too.
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
    // No zone of the feed's own: with one, ical-generator writes DTSTAMP and LAST-MODIFIED on its
    // wall clock with no 'Z' (floating times, which RFC 5545 forbids there). Each event names its
    // own zone instead.
  });
  const zones = new Set<string>();
  for (const { summary, updatedAt } of matches) {
    const event = calendarEventOf(summary, national);
    if (!event) continue;
    // The zone the event is written in, as ical-generator says: none for UTC, written with a Z.
    const zone = calendar.createEvent(eventData(event, updatedAt, origin)).timezone();
    if (zone) zones.add(zone);
  }
  return withZones(calendar.toString(), [...zones]);
}

/**
 * The feed with a VTIMEZONE for each zone its events use, put before its first component, each
 * named as its events name it.
 * ical-generator's own generator option writes them before REFRESH-INTERVAL and X-PUBLISHED-TTL,
 * but RFC 5545 puts every calendar property before the components. Also ends the last line with
 * the CRLF that RFC 5545 requires and ical-generator leaves off.
 */
function withZones(text: string, zones: readonly string[]): string {
  const definitions = zones
    .flatMap((zone) => {
      const definition = getVtimezoneComponent(zone);
      // Under the name the events use: an alias ('UTC', 'US/Eastern') is defined by its zone's
      // canonical name ('Etc/UTC', 'America/New_York'), which no event would then match.
      return definition ? [definition.trim().replace(/^TZID:.*$/m, () => `TZID:${zone}`)] : [];
    })
    .map((definition) => `${foldLines(definition.replace(/\r?\n/g, '\r\n'))}\r\n`)
    .join('');
  // The first component's BEGIN, else the calendar's END (no events).
  const first = text.search(/^(BEGIN:(?!VCALENDAR)|END:VCALENDAR)/m);
  return `${text.slice(0, first)}${definitions}${text.slice(first)}\r\n`;
}

function eventData(event: CalendarEvent, updatedAt: Date, origin: string) {
  return {
    id: event.uid,
    // ical-generator writes a TZDate's wall clock in its zone; a plain Date it would read on
    // this process's clock.
    start: new TZDate(event.start, event.timeZone),
    end: new TZDate(event.end, event.timeZone),
    timezone: event.timeZone,
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
