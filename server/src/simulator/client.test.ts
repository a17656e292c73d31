import { createServer, type IncomingMessage, type Server } from 'node:http';
import { afterEach, describe, expect, it } from 'vitest';
import { ApiClient, ApiError } from './client';

let server: Server;
afterEach(() => new Promise<void>((resolve) => server.close(() => resolve())));

/** A local server answering with `answer`; returns its origin. */
async function serve(
  answer: (request: IncomingMessage, n: number) => { status: number; body?: unknown } | 'drop',
) {
  let n = 0;
  server = createServer((request, response) => {
    const reply = answer(request, ++n);
    if (reply === 'drop') {
      request.socket.destroy();
      return;
    }
    response.writeHead(reply.status, { 'content-type': 'application/json' });
    response.end(JSON.stringify(reply.body ?? {}));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as { port: number }).port}`;
}

const client = (baseUrl: string) => new ApiClient({ baseUrl, nationalId: 14, token: 'tl_x', backoffMs: 5 });

describe('ApiClient', () => {
  it('should retry a write after network errors and 503s with the same Idempotency-Key and token', async () => {
    const seen: (string | undefined)[] = [];
    const baseUrl = await serve((request, n) => {
      seen.push(`${request.headers['idempotency-key']} ${request.headers.authorization}`);
      if (n === 1) return 'drop';
      if (n === 2) return { status: 503, body: { message: 'busy' } };
      return { status: 200, body: { data: { scores: { homeTeam: 6, awayTeam: 0 } } } };
    });
    const result = await client(baseUrl).write('POST', '/live/matches/1/scorings', 'key-1', { type: 1 });
    expect(result).toEqual({ scores: { homeTeam: 6, awayTeam: 0 } });
    expect(seen).toEqual(Array(3).fill('key-1 Bearer tl_x'));
  });

  it('should not retry a client error, and say what the server said', async () => {
    let calls = 0;
    const baseUrl = await serve(() => {
      calls++;
      return { status: 400, body: { message: 'period must be 1 to 4' } };
    });
    const error = await client(baseUrl)
      .write('POST', '/live/matches/1/scorings', 'key-2', { type: 1 })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 400, message: expect.stringContaining('period must be 1 to 4') });
    expect(calls).toBe(1);
  });
});
