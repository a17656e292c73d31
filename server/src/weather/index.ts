import { setTimeout as sleep } from 'node:timers/promises';
import { forecastWindow, isNightAt, type MatchWeather, weatherFor, zoneOrFallback } from '@touchline/domain';
import type { FastifyBaseLogger } from 'fastify';
import { ForecastCache } from './cache';
import { type Forecast, fetchForecast, type WeatherApi } from './client';

/** What the weather service needs; all but the API and the log have defaults. */
export interface WeatherOptions {
  /** The forecast service (WEATHER_API_URL); null turns weather off. */
  url: string | null;
  /** Its key (WEATHER_API_KEY); null turns weather off. */
  key: string | null;
  log: FastifyBaseLogger;
  /** The clock that decides which matches are in the forecast window (tests fix it). */
  now?: () => Date;
  /** The longest a forecast fetch may take, in ms. */
  timeoutMs?: number;
  /** The longest a match call waits for a forecast not yet cached, in ms. */
  waitMs?: number;
  /** How long a forecast is kept, in ms. */
  ttlMs?: number;
  /** How long a failure is kept, so a service that is down is not asked on every call, in ms. */
  failureTtlMs?: number;
  /** The most venue-days kept. */
  capacity?: number;
}

/** The venue of a match as the weather needs it. */
export interface WeatherVenue {
  id: number;
  lat: number | null;
  lng: number | null;
  timezone: string | null;
}

/** Forecasts for matches, fetched per venue and day and cached. */
export interface WeatherService {
  /**
   * The weather of a match, or null: weather is off, the venue has no coordinates, the match is
   * outside the forecast window, the service failed, or the forecast is not cached and did not
   * come within `waitMs` (it still lands in the cache for the next call). Never throws.
   * `timeZone` is used when the venue has none (the national's).
   */
  forMatch(
    match: { dateTime: Date | null; venue: WeatherVenue | null },
    timeZone: string,
    /** Called when the answer is null only because the forecast is still coming. */
    onLate?: () => void,
  ): Promise<MatchWeather | null>;
  /** Aborts the fetches in flight. */
  close(): void;
}

const HOUR = 60 * 60 * 1000;

/** The weather service of spec 7 over a Tomorrow.io-compatible timelines API. */
export function createWeatherService(options: WeatherOptions): WeatherService {
  const { log, now = () => new Date(), timeoutMs = 3000, waitMs = 300 } = options;
  if (!options.url || !options.key) {
    log.debug('weather is off: set WEATHER_API_URL and WEATHER_API_KEY to show forecasts');
    return { forMatch: async () => null, close() {} };
  }
  const api: WeatherApi = { url: options.url, key: options.key };
  const closing = new AbortController();
  const cache = new ForecastCache<Forecast | null>({
    capacity: options.capacity ?? 2000,
    ttl: (forecast) => (forecast ? (options.ttlMs ?? 3 * HOUR) : (options.failureTtlMs ?? 10 * 60 * 1000)),
    now: () => now().getTime(),
  });
  // A service that is down would log on every venue-day: warn when it starts failing, then quietly.
  let failing = false;

  async function load(lat: number, lng: number, window: { startTime: Date; endTime: Date }) {
    try {
      const signal = AbortSignal.any([AbortSignal.timeout(timeoutMs), closing.signal]);
      const forecast = await fetchForecast(api, { lat, lng, ...window }, signal);
      failing = false;
      return forecast;
    } catch (error) {
      if (failing) log.debug({ err: error }, 'weather: no forecast');
      else log.warn({ err: error }, 'weather: no forecast; matches show none until the service answers');
      failing = true;
      return null;
    }
  }

  return {
    async forMatch({ dateTime, venue }, timeZone, onLate) {
      if (!dateTime || !venue || venue.lat == null || venue.lng == null) return null;
      const { lat, lng } = venue;
      try {
        const zone = zoneOrFallback(venue.timezone, timeZone);
        const window = forecastWindow(dateTime, zone, now());
        if (!window) return null;
        const pending = cache.get(`${venue.id}:${window.day}`, () => load(lat, lng, window));
        const forecast = await within(pending, waitMs);
        if (forecast === LATE) {
          onLate?.();
          return null;
        }
        return forecast
          ? weatherFor(forecast.weatherCode, forecast.temperature, isNightAt(dateTime, zone))
          : null;
      } catch (error) {
        // Whatever fails, the match still answers, without weather.
        log.debug({ err: error }, 'weather: skipped');
        return null;
      }
    },
    close() {
      closing.abort();
    },
  };
}

const LATE = Symbol('late');

/** The value if it comes within `ms`, else LATE (a settled cache hit comes at once). */
async function within<T>(value: Promise<T>, ms: number): Promise<T | typeof LATE> {
  const timer = new AbortController();
  try {
    return await Promise.race([value, sleep(ms, LATE, { signal: timer.signal })]);
  } finally {
    timer.abort();
  }
}
