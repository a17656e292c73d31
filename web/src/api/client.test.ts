import type { ErrorBody } from '@touchline/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, apiGet } from './client';

const answer = (status: number, body: string, type = 'application/json') =>
  vi.fn(async () => new Response(body, { status, headers: { 'content-type': type } }));

afterEach(() => vi.unstubAllGlobals());

describe('apiGet › a failed call', () => {
  it("should carry the server's message and stable code", async () => {
    const body: ErrorBody = { message: 'No match 99 was found', code: 'NOT_FOUND' };
    vi.stubGlobal('fetch', answer(404, JSON.stringify(body)));
    const error = await apiGet('/live/matches/99').catch((e) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 404, message: body.message, code: 'NOT_FOUND' });
  });

  it('should say the status when the answer is not the API’s (a proxy’s page)', async () => {
    vi.stubGlobal('fetch', answer(502, '<html>Bad Gateway</html>', 'text/html'));
    const error = await apiGet('/live/matches/99').catch((e) => e);
    expect(error).toMatchObject({ status: 502, code: null, message: 'The server answered 502' });
  });
});
