/**
 * Match weather (spec 2.9, 7 and 9): the forecast service's weather codes, their labels and
 * icons, and the date maths of which forecast a match reads. Pure: the server does the fetching.
 */
import type { MatchWeather } from './api/match';
import { calendarDay, wallClock } from './zonedTime';

/** The label of every weather code the forecast service sends (spec 9). */
export const WEATHER_LABELS: Readonly<Record<number, string>> = {
  0: 'Unknown',
  1000: 'Clear',
  1001: 'Cloudy',
  1100: 'Mostly Clear',
  1101: 'Partly Cloudy',
  1102: 'Mostly Cloudy',
  2000: 'Fog',
  2100: 'Light Fog',
  3000: 'Light Wind',
  3001: 'Wind',
  3002: 'Strong Wind',
  4000: 'Drizzle',
  4001: 'Rain',
  4200: 'Light Rain',
  4201: 'Heavy Rain',
  5000: 'Snow',
  5001: 'Flurries',
  5100: 'Light Snow',
  5101: 'Heavy Snow',
  6000: 'Freezing Drizzle',
  6001: 'Freezing Rain',
  6200: 'Light Freezing Rain',
  6201: 'Heavy Freezing Rain',
  7000: 'Ice Pellets',
  7101: 'Heavy Ice Pellets',
  7102: 'Light Ice Pellets',
  8000: 'Thunderstorm',
};

/** How many days ahead a match gets a forecast; later matches show none yet. */
export const FORECAST_DAYS = 5;
/** Matches starting from this local hour, or before NIGHT_ENDS_HOUR, get the night icon. */
export const NIGHT_STARTS_HOUR = 18;
/** The local hour from which a match gets the day icon again. */
export const NIGHT_ENDS_HOUR = 6;

/**
 * The icon name of a weather code: the label in kebab case with `-day` or `-night`
 * (`clear-day`, `partly-cloudy-night`), so every code has both (spec 9).
 */
export function weatherIcon(code: number, isNight = false): string {
  const label = WEATHER_LABELS[code] ?? WEATHER_LABELS[0]!;
  return `${label.toLowerCase().replaceAll(' ', '-')}-${isNight ? 'night' : 'day'}`;
}

/** The weather to show for a forecast. A code missing from the table reads as 0, 'Unknown'. */
export function weatherFor(code: number, temperature: number, isNight = false): MatchWeather {
  const weatherCode = code in WEATHER_LABELS ? code : 0;
  return {
    weatherCode,
    temperature: Math.round(temperature),
    base: { icon: weatherIcon(weatherCode, isNight), label: WEATHER_LABELS[weatherCode]! },
  };
}

/** The local calendar day (`YYYY-MM-DD`) and hour of a moment in an IANA time zone. */
export function localTime(at: Date, timeZone: string): { day: string; hour: number } {
  const clock = wallClock(at, timeZone);
  return { day: calendarDay(clock), hour: clock.hour };
}

/** Whether a match at this moment is played at night where it is played. */
export function isNightAt(at: Date, timeZone: string): boolean {
  const { hour } = localTime(at, timeZone);
  return hour >= NIGHT_STARTS_HOUR || hour < NIGHT_ENDS_HOUR;
}

/** The moment a local calendar day (`YYYY-MM-DD`) starts in a time zone. */
export function startOfLocalDay(day: string, timeZone: string): Date {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  const wall = Date.UTC(year, month - 1, date);
  // The zone's offset at the guess, then again at the result in case a clock change lies between.
  const first = wall - offsetAt(wall, timeZone);
  return new Date(wall - offsetAt(first, timeZone));
}

/** How far ahead of UTC a zone's wall clock is at a moment, in ms. */
function offsetAt(ms: number, timeZone: string): number {
  const n = wallClock(ms, timeZone);
  const asUtc = Date.UTC(n.year, n.month - 1, n.day, n.hour, n.minute, n.second);
  return asUtc - Math.floor(ms / 1000) * 1000;
}

/** The forecast request's window for a match: its local day, from its start to two days later (spec 7). */
export interface ForecastWindow {
  /** The match's local day, `YYYY-MM-DD`: forecasts are cached per venue and day. */
  day: string;
  startTime: Date;
  endTime: Date;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The forecast window of a match at `dateTime` in `timeZone`, or null when no forecast applies:
 * the match's day is before today, or it starts more than FORECAST_DAYS after `now`.
 * A match earlier today still gets today's forecast (it may be live).
 */
export function forecastWindow(dateTime: Date, timeZone: string, now: Date): ForecastWindow | null {
  const { day } = localTime(dateTime, timeZone);
  if (day < localTime(now, timeZone).day) return null;
  if (dateTime.getTime() - now.getTime() > FORECAST_DAYS * DAY_MS) return null;
  const startTime = startOfLocalDay(day, timeZone);
  return { day, startTime, endTime: new Date(startTime.getTime() + 2 * DAY_MS) };
}
