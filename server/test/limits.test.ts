import net from 'node:net';
import { API_PREFIX } from '@touchline/domain';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { type App, type AppOptions, buildApp } from '../src/app';
import { ConfigError, loadConfig } from '../src/config';
import type { Database } from '../src/db/client';
import type * as t from '../src/db/schema';
import { openTestDatabase } from './harness';
import { liveMatches } from './live';

let database: Database;
let drop: () => Promise<void>;
let match: typeof t.matches.$inferSelect;
const apps: App[] = [];

beforeAll(async () => {
  ({ database, drop } = await openTestDatabase());
  [match] = (await liveMatches(database.db)) as [typeof match];
});
afterAll(async () => {
  for (const app of apps) {
    app.server.closeAllConnections();
    await app.close();
  }
  await drop();
});

/** An app listening on a free loopback port; answers its base URL. */
async function listening(
  config: Partial<AppOptions['config']> = {},
  live: AppOptions['live'] = {},
): Promise<{ app: App; port: number; streamUrl: string }> {
  const app = await buildApp({
    config: { webDir: '/nonexistent', nationalId: 14, ...config },
    database,
    live: { heartbeatMs: 200, quietMs: 60_000, ...live },
  });
  apps.push(app);
  await app.listen({ host: '127.0.0.1', port: 0 });
  const { port } = app.server.address() as net.AddressInfo;
  return { app, port, streamUrl: `http://127.0.0.1:${port}${API_PREFIX}/live/matches/${match.id}/stream` };
}

/** Opens `count` match streams at once, each from its own forwarded address; answers their statuses. */
async function openFromForwarded(
  url: string,
  count: number,
): Promise<{ statuses: number[]; close(): Promise<void> }> {
  const responses = await Promise.all(
    Array.from({ length: count }, (_, i) =>
      fetch(url, { headers: { 'national-id': '14', 'x-forwarded-for': `203.0.113.${i + 1}` } }),
    ),
  );
  return {
    statuses: responses.map((r) => r.status),
    close: async () => {
      await Promise.all(responses.map((r) => r.body?.cancel().catch(() => {})));
    },
  };
}

/** How many streams got each status. */
function tally(statuses: number[]): Record<number, number> {
  const counts: Record<number, number> = {};
  for (const status of statuses) counts[status] = (counts[status] ?? 0) + 1;
  return counts;
}

describe('the per-address stream limit behind a proxy', () => {
  it('should count each forwarded address apart when the proxy is trusted', async () => {
    const { streamUrl } = await listening({ trustProxy: ['127.0.0.1'] }, { streamsPerIp: 20 });
    const streams = await openFromForwarded(streamUrl, 25);
    console.log('25 forwarded addresses, proxy trusted:', tally(streams.statuses));
    expect(tally(streams.statuses)).toEqual({ 200: 25 });
    await streams.close();
  });

  it('should count the socket address alone when it is not, or when the sender is not a trusted proxy', async () => {
    for (const trustProxy of [false, ['10.0.0.1']]) {
      const { streamUrl } = await listening({ trustProxy }, { streamsPerIp: 20 });
      const streams = await openFromForwarded(streamUrl, 25);
      console.log(
        `25 forwarded addresses, trustProxy ${JSON.stringify(trustProxy)}:`,
        tally(streams.statuses),
      );
      expect(tally(streams.statuses)).toEqual({ 200: 20, 429: 5 });
      await streams.close();
    }
  });
});

describe('the per-node stream cap', () => {
  it('should answer a stream past it 503 with Retry-After, and take one again once a stream closes', async () => {
    const { app, streamUrl } = await listening({ trustProxy: ['127.0.0.1'] }, { streamsPerNode: 3 });
    const streams = await openFromForwarded(streamUrl, 3);
    expect(streams.statuses).toEqual([200, 200, 200]);
    const refused = await fetch(streamUrl, {
      headers: { 'national-id': '14', 'x-forwarded-for': '198.51.100.9' },
    });
    expect(refused.status).toBe(503);
    expect(refused.headers.get('retry-after')).toBe('10');
    expect(refused.headers.get('cache-control')).toBe('no-store');
    expect(await refused.json()).toEqual({
      message: expect.stringContaining('try again in 10 s'),
      code: 'STREAMS_FULL',
    });
    console.log(
      'per-node cap 3: a 4th stream answered',
      refused.status,
      'Retry-After',
      refused.headers.get('retry-after'),
    );
    await streams.close();
    await vi.waitFor(() => expect(app.live.streams.open).toBe(0), { timeout: 5000 });
    const again = await fetch(streamUrl, { headers: { 'national-id': '14' } });
    expect(again.status).toBe(200);
    await again.body?.cancel();
  });
});

/**
 * Opens a socket that sends a write's headers, announcing a 1 MB body, then one byte of it
 * every `everyMs`. Answers when and how the server ended it.
 */
function slowBody(port: number, everyMs: number): Promise<{ closedAfterMs: number; answer: string }> {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const socket = net.connect(port, '127.0.0.1');
    let answer = '';
    let drip: ReturnType<typeof setInterval> | undefined;
    socket.on('connect', () => {
      socket.write(
        `POST ${API_PREFIX}/live/matches/${match.id}/scorings HTTP/1.1\r\nhost: localhost\r\nnational-id: 14\r\n` +
          'content-type: application/json\r\ncontent-length: 1000000\r\n\r\n[',
      );
      drip = setInterval(() => socket.writable && socket.write(' '), everyMs);
    });
    socket.on('data', (chunk) => {
      answer += chunk.toString();
    });
    socket.on('error', () => {});
    socket.on('close', () => {
      clearInterval(drip);
      resolve({ closedAfterMs: performance.now() - started, answer });
    });
    setTimeout(() => reject(new Error('the slow body was still open after 10 s')), 10_000).unref();
  });
}

describe('the request timeout', () => {
  it('should answer and close sockets that send a body too slowly', async () => {
    const { port } = await listening({ requestTimeoutMs: 1000 });
    const sockets = await Promise.all(Array.from({ length: 200 }, () => slowBody(port, 300)));
    const times = sockets.map((s) => s.closedAfterMs).sort((a, b) => a - b);
    console.log(
      `200 slow bodies (a byte every 300 ms), request timeout 1 s: all closed, after ${Math.round(times[0]!)} to ${Math.round(times.at(-1)!)} ms`,
    );
    for (const { answer } of sockets) {
      expect(answer).toMatch(/^HTTP\/1\.1 408 /);
      expect(answer).toContain('"code":"REQUEST_TIMEOUT"');
    }
    expect(times[0]).toBeGreaterThanOrEqual(900);
    // Node looks for them every 100 ms here; the rest is a busy machine's slack.
    expect(times.at(-1)).toBeLessThan(4000);
  });

  it('should leave live streams open long past it', async () => {
    const { port } = await listening({ requestTimeoutMs: 1000 });
    const socket = net.connect(port, '127.0.0.1');
    let closed = false;
    let text = '';
    const started = performance.now();
    // Over three times the timeout later, the heartbeats (every 200 ms) still come: the first
    // one past it ends the wait, a close fails it.
    const heardLate = new Promise<void>((resolve, reject) => {
      socket.on('error', reject);
      socket.on('data', (chunk) => {
        text += chunk.toString();
        if (performance.now() - started > 3000) resolve();
      });
      socket.on('close', () => {
        closed = true;
        reject(new Error(`the server closed the stream after ${Math.round(performance.now() - started)} ms`));
      });
    });
    socket.write(
      `GET ${API_PREFIX}/live/matches/${match.id}/stream HTTP/1.1\r\nhost: localhost\r\nnational-id: 14\r\n\r\n`,
    );
    await heardLate;
    expect(closed).toBe(false);
    socket.destroy();
    expect(text).toMatch(/^HTTP\/1\.1 200 /);
    expect(text).toContain('event: snapshot');
  });
});

describe('the connection cap', () => {
  it('should close connections past it as they arrive, and take them again once one closes', async () => {
    const { app, port } = await listening({ maxConnections: 5 });
    const connect = () =>
      new Promise<net.Socket>((resolve, reject) => {
        const socket = net.connect(port, '127.0.0.1', () => resolve(socket));
        socket.on('error', reject);
      });
    /** Sends a request on a new connection; answers the status line, or 'closed'. */
    const ask = () =>
      new Promise<string>((resolve) => {
        const socket = net.connect(port, '127.0.0.1');
        let text = '';
        socket.on('connect', () =>
          socket.write('GET /healthz HTTP/1.1\r\nhost: localhost\r\nconnection: close\r\n\r\n'),
        );
        socket.on('data', (chunk) => {
          text += chunk.toString();
        });
        socket.on('error', () => {});
        socket.on('close', () => resolve(text ? text.split('\r\n')[0]! : 'closed'));
      });
    const held = await Promise.all(Array.from({ length: 5 }, connect));
    await vi.waitFor(async () => {
      const count = await new Promise<number>((resolve) => app.server.getConnections((_, n) => resolve(n)));
      expect(count).toBe(5);
    });
    expect(await ask()).toBe('closed');
    held[0]!.destroy();
    await vi.waitFor(async () => expect(await ask()).toBe('HTTP/1.1 200 OK'), { timeout: 5000 });
    for (const socket of held) socket.destroy();
  });
});

describe('the configuration', () => {
  it('should read the proxy, limits and timeout, with their defaults', () => {
    expect(loadConfig({})).toMatchObject({
      trustProxy: false,
      streamsPerAddress: 20,
      streamsPerNode: 10_000,
      maxConnections: 12_000,
      requestTimeoutMs: 30_000,
    });
    expect(loadConfig({ TRUST_PROXY: 'true' }).trustProxy).toBe(true);
    expect(loadConfig({ TRUST_PROXY: 'false' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: ' 10.0.0.5, 10.1.0.0/16,fd00::/8 , loopback' }).trustProxy).toEqual([
      '10.0.0.5',
      '10.1.0.0/16',
      'fd00::/8',
      'loopback',
    ]);
    expect(
      loadConfig({
        STREAMS_PER_ADDRESS: '200',
        STREAMS_PER_NODE: '500',
        MAX_CONNECTIONS: '600',
        REQUEST_TIMEOUT_MS: '5000',
      }),
    ).toMatchObject({
      streamsPerAddress: 200,
      streamsPerNode: 500,
      maxConnections: 600,
      requestTimeoutMs: 5000,
    });
  });

  it('should refuse bad values, naming the variable', () => {
    const bad: [string, string][] = [
      ['TRUST_PROXY', '2'],
      ['TRUST_PROXY', 'nginx'],
      ['TRUST_PROXY', '10.0.0.0/33'],
      ['TRUST_PROXY', '10.0.0/8'],
      ['STREAMS_PER_ADDRESS', '0'],
      ['STREAMS_PER_ADDRESS', 'many'],
      ['STREAMS_PER_NODE', '1.5'],
      ['MAX_CONNECTIONS', '-1'],
      ['REQUEST_TIMEOUT_MS', '10'],
    ];
    for (const [name, value] of bad)
      expect(() => loadConfig({ [name]: value }), `${name}=${value}`).toThrow(
        expect.objectContaining({ constructor: ConfigError, message: expect.stringContaining(name) }),
      );
    expect(() => loadConfig({ STREAMS_PER_NODE: '5000', MAX_CONNECTIONS: '5000' })).toThrow(
      'STREAMS_PER_NODE (5000) must be below MAX_CONNECTIONS (5000)',
    );
  });
});
