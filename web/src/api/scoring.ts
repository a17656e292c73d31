import { queryOptions } from '@tanstack/react-query';
import {
  API_PREFIX,
  NATIONAL_ID_HEADER,
  outcomeOf,
  type ScorerIdentity,
  type SendOutcome,
  type Written,
} from '@touchline/domain';
import { NATIONAL_ID } from '../config';
import { ApiError } from './client';

/**
 * The scorer's calls: the write API under a bearer token. Only the scorer's console imports
 * this module, so none of it reaches a fan's screens.
 */

export const authHeaders = (token: string, extra: Record<string, string> = {}) => ({
  accept: 'application/json',
  authorization: `Bearer ${token}`,
  [NATIONAL_ID_HEADER]: String(NATIONAL_ID),
  ...extra,
});

export async function errorOf(response: Response): Promise<{ code: string | null; message: string }> {
  try {
    const body = (await response.json()) as { message?: unknown; code?: unknown };
    if (typeof body.message === 'string')
      return { message: body.message, code: typeof body.code === 'string' ? body.code : null };
  } catch {
    // Not JSON: a proxy's page.
  }
  return { code: null, message: `The server answered ${response.status}` };
}

/** Who the token speaks for; a 401 (unknown, revoked, expired) is an ApiError with the server's words. */
export async function fetchIdentity(token: string, signal?: AbortSignal): Promise<ScorerIdentity> {
  const response = await fetch(`${API_PREFIX}/scoring/whoami`, {
    headers: authHeaders(token),
    cache: 'no-store',
    signal: signal ?? null,
  });
  if (!response.ok) {
    const { code, message } = await errorOf(response);
    throw new ApiError(response.status, message, code);
  }
  return ((await response.json()) as { data: ScorerIdentity }).data;
}

/**
 * A short fingerprint of a token (FNV-1a), so each token's identity has its own cache entry and
 * one token's never shows under another's, without the token itself in the saved cache.
 */
export function fingerprint(token: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < token.length; i++) hash = Math.imul(hash ^ token.charCodeAt(i), 0x01000193);
  return (hash >>> 0).toString(36);
}

export const scorerQueries = {
  identity: (token: string) =>
    queryOptions({
      queryKey: ['scorer', 'identity', fingerprint(token)] as const,
      queryFn: ({ signal }) => fetchIdentity(token, signal),
      staleTime: 60_000,
      retry: (count, error) => !(error instanceof ApiError && error.status < 500) && count < 2,
    }),
};

/**
 * Sends one queued write with its Idempotency-Key, and sorts the answer: sent (with the answer's
 * data, and the id of the event or the play it recorded, if it did), worth sending again (no
 * answer, 408, 429, 5xx), or refused with the server's words.
 */
export async function sendWrite(
  token: string,
  action: { method: string; path: string; body?: unknown; key: string },
): Promise<SendOutcome & Written & { data?: unknown }> {
  let response: Response;
  try {
    response = await fetch(`${API_PREFIX}${action.path}`, {
      method: action.method,
      headers: authHeaders(token, {
        'idempotency-key': action.key,
        ...(action.body === undefined ? {} : { 'content-type': 'application/json' }),
      }),
      body: action.body === undefined ? null : JSON.stringify(action.body),
      cache: 'no-store',
    });
  } catch {
    return { kind: 'network' };
  }
  if (response.ok) {
    const body = (await response.json().catch(() => null)) as {
      data?: { event?: { _id?: unknown }; play?: { _id?: unknown } };
    } | null;
    const eventId = body?.data?.event?._id;
    const playId = body?.data?.play?._id;
    return {
      kind: 'sent',
      data: body?.data,
      ...(typeof eventId === 'number' ? { eventId } : {}),
      ...(typeof playId === 'number' ? { playId } : {}),
    };
  }
  const { code, message } = await errorOf(response);
  return outcomeOf(response.status, code, message);
}
