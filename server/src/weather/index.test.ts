import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyBaseLogger } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createWeatherService } from '.';

const now = () => new Date('2026-06-18T03:30:00Z');
const venue = (id: number) => ({ id, lat: -33.9, lng: 151.2, timezone: 'Australia/Sydney' });
const saturday = new Date('2026-06-20T05:00:00Z');

/** A logger that counts what it was told, by level. */
function countingLog() {
  const counts = { warn: 0, debug: 0 };
  const quiet = () => {};
  const log: FastifyBaseLogger = {
    level: 'debug',
    fatal: quiet,
    error: quiet,
    warn: () => void counts.warn++,
    info: quiet,
    debug: () => void counts.debug++,
    trace: quiet,
    silent: quiet,
    child: () => log,
  };
  return { log, counts };
}

let url: string;
const server = createServer((_req, res) => res.writeHead(503).end());
beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v4/timelines`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe('createWeatherService', () => {
  it('should warn when the service starts failing, then log its failures quietly', async () => {
    const { log, counts } = countingLog();
    const weather = createWeatherService({ url, key: 'k', log, now });
    for (const id of [1, 2, 3])
      expect(await weather.forMatch({ dateTime: saturday, venue: venue(id) }, 'UTC')).toBeNull();
    expect(counts).toEqual({ warn: 1, debug: 2 });
    weather.close();
  });

  it('should answer null, not throw, for a venue with an unknown time zone', async () => {
    const { log } = countingLog();
    const weather = createWeatherService({ url, key: 'k', log, now });
    const match = { dateTime: saturday, venue: { ...venue(4), timezone: 'Not/AZone' } };
    expect(await weather.forMatch(match, 'UTC')).toBeNull();
  });

  it("should use the national's time zone for a venue without one", async () => {
    const { log, counts } = countingLog();
    const weather = createWeatherService({ url, key: 'k', log, now });
    const match = { dateTime: saturday, venue: { ...venue(5), timezone: null } };
    expect(await weather.forMatch(match, 'Australia/Sydney')).toBeNull();
    // It got as far as asking the service (which is down).
    expect(counts.warn).toBe(1);
  });
});
