import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** The day forecasts the fake answers: the product must read the second (spec 7). */
export const FAKE_INTERVALS = [
  { startTime: '2026-06-19T06:00:00Z', values: { weatherCode: 4201, temperature: 3.2 } },
  { startTime: '2026-06-20T06:00:00Z', values: { weatherCode: 1101, temperature: 17.6 } },
  { startTime: '2026-06-21T06:00:00Z', values: { weatherCode: 1000, temperature: 25 } },
];

/** One request the fake received. */
export interface FakeRequest {
  /** The first path segment: how the fake answered. */
  mode: string;
  query: URLSearchParams;
}

/** A local stand-in for Tomorrow.io's timelines API. */
export interface FakeWeather {
  /** The service URL whose answers follow `mode`. */
  url(mode: FakeMode): string;
  requests: FakeRequest[];
  /** The requests made in one mode. */
  hits(mode: FakeMode): FakeRequest[];
  close(): Promise<void>;
}

/**
 * How the fake answers: `ok` a timeline of FAKE_INTERVALS; `slow` the same after 500 ms; `error`
 * a 500; `hang` never; `malformed` broken JSON; `shape` JSON without the intervals.
 */
export type FakeMode = 'ok' | 'slow' | 'error' | 'hang' | 'malformed' | 'shape' | 'nokey';

const timelines = (intervals: unknown[]) =>
  JSON.stringify({ data: { timelines: [{ timestep: '1d', intervals }] } });

/** Starts the fake on 127.0.0.1 and a free port. */
export async function startFakeWeather(): Promise<FakeWeather> {
  const requests: FakeRequest[] = [];
  const server: Server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    const mode = url.pathname.split('/')[1] ?? '';
    requests.push({ mode, query: url.searchParams });
    const json = (status: number, body: string) =>
      res.writeHead(status, { 'content-type': 'application/json' }).end(body);
    switch (mode) {
      case 'ok':
        return json(200, timelines(FAKE_INTERVALS));
      case 'slow':
        return void setTimeout(() => json(200, timelines(FAKE_INTERVALS)), 500);
      case 'error':
        return json(500, '{"code":500001,"type":"Internal Server Error"}');
      case 'hang':
        return;
      case 'malformed':
        return json(200, '{"data": {"timelines": [');
      case 'shape':
        return json(200, timelines([{ values: { weatherCode: 1000 } }]));
      default:
        return json(404, '{}');
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: (mode) => `http://127.0.0.1:${port}/${mode}/v4/timelines`,
    requests,
    hits: (mode) => requests.filter((r) => r.mode === mode),
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
