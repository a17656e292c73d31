import { Ajv } from 'ajv';
import Type from 'typebox';

/** One day's forecast as the service gives it: its weather code and temperature in °C. */
export interface Forecast {
  weatherCode: number;
  temperature: number;
}

/** Where and when to forecast: a venue's coordinates and the window of spec 7. */
export interface ForecastRequest {
  lat: number;
  lng: number;
  startTime: Date;
  endTime: Date;
}

/** The service's base URL (e.g. `https://api.tomorrow.io/v4/timelines`) and key. */
export interface WeatherApi {
  url: string;
  key: string;
}

/** Why a forecast could not be had; the service turns it into "no weather". */
export class ForecastError extends Error {}

/**
 * The part of a Tomorrow.io timelines answer the product reads:
 * `{ data: { timelines: [{ intervals: [{ startTime, values: { weatherCode, temperature } }] }] } }`.
 */
const TimelinesAnswer = Type.Object({
  data: Type.Object({
    timelines: Type.Array(
      Type.Object({
        intervals: Type.Array(
          Type.Object({ values: Type.Object({ weatherCode: Type.Number(), temperature: Type.Number() }) }),
          { minItems: 2 },
        ),
      }),
      { minItems: 1 },
    ),
  }),
});
type TimelinesAnswer = Type.Static<typeof TimelinesAnswer>;

const checkAnswer = new Ajv({ strict: false }).compile<TimelinesAnswer>(TimelinesAnswer);

/** The timelines request of spec 7: two fields, daily steps, metric units, the window, the key. */
export function forecastUrl(api: WeatherApi, request: ForecastRequest): URL {
  const url = new URL(api.url);
  const query = url.searchParams;
  query.set('location', `${request.lat},${request.lng}`);
  query.set('fields', 'weatherCode,temperature');
  query.set('timesteps', '1d');
  query.set('units', 'metric');
  query.set('startTime', request.startTime.toISOString());
  query.set('endTime', request.endTime.toISOString());
  query.set('apikey', api.key);
  return url;
}

/**
 * Fetches the forecast of the match day. Throws a ForecastError on any failure: network,
 * timeout or abort (through `signal`), a non-2xx status, a body that is not JSON or lacks the fields.
 */
export async function fetchForecast(
  api: WeatherApi,
  request: ForecastRequest,
  signal: AbortSignal,
): Promise<Forecast> {
  let body: unknown;
  try {
    const response = await fetch(forecastUrl(api, request), {
      signal,
      headers: { accept: 'application/json' },
    });
    if (!response.ok) {
      await response.body?.cancel();
      throw new ForecastError(`the forecast service answered ${response.status}`);
    }
    body = await response.json();
  } catch (error) {
    if (error instanceof ForecastError) throw error;
    throw new ForecastError(`the forecast service failed: ${(error as Error).message}`, { cause: error });
  }
  if (!checkAnswer(body)) throw new ForecastError('the forecast service answered an unexpected shape');
  // Index 1, as spec 7 reads it: daily steps are aligned to the service's daily start hour (6:00
  // by default), not to the requested startTime, so the first interval is the step that holds
  // the start of the match day and began before it. The second is the first step that begins
  // within the match day.
  const { weatherCode, temperature } = body.data.timelines[0]!.intervals[1]!.values;
  return { weatherCode, temperature };
}
