/**
 * What a calendar feed (RFC 5545) says of each match: pure, so the server's feed and its tests
 * agree on the UID, the title and the times. The server writes these with ical-generator.
 */
import type { MatchSummary } from './api/match';
import { API_PREFIX } from './constants';
import { longDateTime } from './matchDates';
import { roundLabel } from './rounds';
import { zoneOrFallback } from './timeZones';

/** A match takes about this long; a calendar needs an end. */
export const CALENDAR_MATCH_MINUTES = 120;

/** One match as a calendar event, before it is written as a VEVENT. */
export interface CalendarEvent {
  /** The same for a match whatever its date, so a calendar moves a rescheduled match. */
  uid: string;
  summary: string;
  start: Date;
  end: Date;
  /** The IANA zone the times are written in: the venue's, else the national's, else UTC. */
  timeZone: string;
  /** The venue and its field, or null when no venue is set. */
  location: string | null;
  /** The venue's coordinates, for a map, when known. */
  geo: { lat: number; lon: number } | null;
  description: string;
  /** The match centre's path in the web app (the feed makes it absolute). */
  path: string;
}

/** The UID of a match's event: its id and its national, which are never reused. */
export function calendarUid(nationalId: number, matchId: number): string {
  return `match-${matchId}.national-${nationalId}@touchline`;
}

/** 'Lions vs Tigers' before and during the match; 'Lions 21–14 Tigers' once it is final. */
export function calendarSummary(match: MatchSummary): string {
  const home = match.homeTeam?.name ?? 'TBA';
  const away = match.awayTeam?.name ?? 'TBA';
  if (match.status === 'final') return `${home} ${match.scores.homeTeam}–${match.scores.awayTeam} ${away}`;
  return `${home} vs ${away}`;
}

/**
 * The event of a match, or null for one a calendar cannot hold: a bye, or a match with no date
 * yet. Its times are written on the venue's clock (else the national's), with that zone, as the
 * match centre shows them; the description says the kick-off the same way.
 */
export function calendarEventOf(
  match: MatchSummary,
  national: { id: number; timezone: string },
): CalendarEvent | null {
  if (match.meta.isBye || !match.dateTime) return null;
  const start = new Date(match.dateTime);
  if (Number.isNaN(start.getTime())) return null;
  const venue = match.venue;
  const field = match.meta.field.name;
  const timeZone = zoneOrFallback(venue?.venueTimezone, national.timezone);
  // Named as its match card names it: a regular round has no name of its own ('Round 4').
  const round = match.round ? roundLabel(match.round) : null;
  return {
    uid: calendarUid(national.id, match._id),
    summary: calendarSummary(match),
    start,
    end: new Date(start.getTime() + CALENDAR_MATCH_MINUTES * 60_000),
    timeZone,
    location: venue ? [venue.name, field].filter(Boolean).join(', ') : null,
    geo:
      venue?.address.lat != null && venue.address.lng != null
        ? { lat: venue.address.lat, lon: venue.address.lng }
        : null,
    description: [
      [match.competition.name, round].filter(Boolean).join(', '),
      `Kick-off ${longDateTime(start, timeZone)} (${timeZone})`,
    ].join('\n'),
    path: `/matches/${match._id}`,
  };
}

/**
 * A feed's path, with the national in its query: a calendar app subscribing to it, or a browser
 * downloading it from a link, sends no `national-id` header.
 */
export function calendarFeedPath(kind: 'teams' | 'competitions', id: number, nationalId: number): string {
  return `${API_PREFIX}/live/${kind}/${id}/calendar.ics?national=${nationalId}`;
}

/** The same feed as a webcal: link, which a phone or desktop opens in its calendar app to subscribe. */
export function webcalUrl(host: string, path: string): string {
  return `webcal://${host}${path}`;
}
