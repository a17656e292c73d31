import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from './client';
import { fetchIdentity, fingerprint, sendWrite } from './scoring';

const answer = (status: number, body: string, type = 'application/json') =>
  vi.fn(
    async (_url: string, _init?: RequestInit) =>
      new Response(body, { status, headers: { 'content-type': type } }),
  );
const action = { method: 'POST', path: '/live/matches/7/scorings', body: { type: 1 }, key: 'k-1' };

afterEach(() => vi.unstubAllGlobals());

describe('sendWrite', () => {
  it('should send the bearer token, the national and the Idempotency-Key, and answer the event it recorded', async () => {
    const data = { scores: {}, status: 'live', event: { _id: 41 } };
    const fetch = answer(200, JSON.stringify({ data }));
    vi.stubGlobal('fetch', fetch);
    await expect(sendWrite('tl_secret', action)).resolves.toEqual({ kind: 'sent', data, eventId: 41 });
    const [url, init] = fetch.mock.calls[0]!;
    expect(url).toBe('/touchline/api/v1/live/matches/7/scorings');
    expect(init?.headers).toMatchObject({
      authorization: 'Bearer tl_secret',
      'national-id': '14',
      'idempotency-key': 'k-1',
      'content-type': 'application/json',
    });
    expect(init?.body).toBe('{"type":1}');
  });

  it('should answer the play a play write recorded', async () => {
    const data = { scores: {}, status: 'live', play: { _id: 9 }, events: [], game: {} };
    vi.stubGlobal('fetch', answer(200, JSON.stringify({ data })));
    await expect(
      sendWrite('t', { method: 'POST', path: '/live/matches/7/plays', body: { type: 'run' }, key: 'p' }),
    ).resolves.toEqual({ kind: 'sent', data, playId: 9 });
  });

  it('should send a write with no body without a content type', async () => {
    const fetch = answer(200, JSON.stringify({ data: {} }));
    vi.stubGlobal('fetch', fetch);
    await expect(
      sendWrite('t', { method: 'POST', path: '/live/matches/7/timer/start', key: 'k' }),
    ).resolves.toEqual({ kind: 'sent', data: {} });
    expect(fetch.mock.calls[0]![1]?.headers).not.toHaveProperty('content-type');
    expect(fetch.mock.calls[0]![1]?.body).toBeNull();
  });

  it('should count no answer, or a passing trouble, as worth sending again', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
    );
    await expect(sendWrite('t', action)).resolves.toEqual({ kind: 'network' });
    vi.stubGlobal('fetch', answer(503, '<html>busy</html>', 'text/html'));
    await expect(sendWrite('t', action)).resolves.toEqual({ kind: 'network' });
  });

  it("should carry a refusal's status, code and message, or the status when the answer is a proxy's page", async () => {
    vi.stubGlobal(
      'fetch',
      answer(409, JSON.stringify({ message: 'Cannot Start, Already Running Timer', code: 'CONFLICT' })),
    );
    await expect(sendWrite('t', action)).resolves.toEqual({
      kind: 'refused',
      status: 409,
      code: 'CONFLICT',
      message: 'Cannot Start, Already Running Timer',
    });
    vi.stubGlobal('fetch', answer(403, 'Forbidden', 'text/plain'));
    await expect(sendWrite('t', action)).resolves.toEqual({
      kind: 'refused',
      status: 403,
      code: null,
      message: 'The server answered 403',
    });
  });
});

describe('fetchIdentity', () => {
  it("should fail a refused token with the server's words", async () => {
    const body = { message: 'The scoring token is unknown or has been revoked', code: 'TOKEN_UNKNOWN' };
    vi.stubGlobal('fetch', answer(401, JSON.stringify(body)));
    const error = await fetchIdentity('t').catch((e) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 401, ...body });
  });
});

describe('fingerprint', () => {
  it('should tell tokens apart without holding them', () => {
    const a = fingerprint('tl_aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa');
    expect(a).toBe(fingerprint('tl_aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa'));
    expect(a).not.toBe(fingerprint('tl_aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaab'));
    expect(a).not.toContain('tl_');
    expect(a.length).toBeLessThan(8);
  });
});
