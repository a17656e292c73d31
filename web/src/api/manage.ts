import { queryOptions } from '@tanstack/react-query';
import {
  API_PREFIX,
  type DrawOutcome,
  type DrawProblem,
  type FixtureChangeBody,
  type FixtureResult,
  type ManagedCompetitions,
  type ManagedMatch,
  type ManageWriteResult,
  type MatchChangeItem,
  type NewMatchBody,
  type RemovedMatch,
} from '@touchline/domain';
import { ApiError } from './client';
import { authHeaders, errorOf, fingerprint } from './scoring';

/**
 * The manager's calls (`/manage`): reads of the token's competitions and matches, and the
 * fixture editor's, history's and draw upload's writes. Results go through the device's queue
 * (writes/outboxStore.ts), as the scorer's actions do. Only the manager's console imports this.
 */

/** A refused draw: the server's message and every problem, each at its row and column. */
export class DrawRefused extends ApiError {
  override name = 'DrawRefused';
  constructor(
    message: string,
    code: string | null,
    readonly problems: DrawProblem[],
  ) {
    super(400, message, code);
  }
}

function newKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

interface Call {
  method?: 'GET' | 'POST' | 'PATCH' | 'DELETE';
  body?: unknown;
  /** A body sent as it is, with this content type (the draw's CSV). */
  raw?: { text: string; type: string };
  signal?: AbortSignal | undefined;
}

/** Calls the API under the token and unwraps `data`; a non-2xx answer is an ApiError. */
async function call<T>(
  token: string,
  path: string,
  { method = 'GET', body, raw, signal }: Call = {},
): Promise<T> {
  const extra: Record<string, string> = {};
  if (method !== 'GET') extra['idempotency-key'] = newKey();
  if (raw) extra['content-type'] = raw.type;
  else if (body !== undefined) extra['content-type'] = 'application/json';
  const response = await fetch(`${API_PREFIX}${path}`, {
    method,
    headers: authHeaders(token, extra),
    body: raw ? raw.text : body === undefined ? null : JSON.stringify(body),
    cache: 'no-store',
    signal: signal ?? null,
  });
  if (!response.ok) {
    if (response.status === 400 && path.includes('/draw')) {
      const refused = (await response
        .clone()
        .json()
        .catch(() => null)) as {
        message?: string;
        code?: string;
        problems?: DrawProblem[];
      } | null;
      if (refused?.problems)
        throw new DrawRefused(
          refused.message ?? 'The draw has problems',
          refused.code ?? null,
          refused.problems,
        );
    }
    const { code, message } = await errorOf(response);
    throw new ApiError(response.status, message, code);
  }
  return ((await response.json()) as { data: T }).data;
}

/** Which matches the grid shows: a round, or a date range in the national's zone. */
export type MatchWindow = { roundId: number } | { from: string; to: string };

const windowQuery = (window: MatchWindow) =>
  'roundId' in window
    ? `roundId=${window.roundId}`
    : `from=${encodeURIComponent(window.from)}&to=${encodeURIComponent(window.to)}`;

/** A 4xx other than a rate limit is not worth asking again. */
const retry = (count: number, error: Error) =>
  !(error instanceof ApiError && error.status < 500 && error.status !== 429) && count < 2;

export const manageQueries = {
  competitions: (token: string) =>
    queryOptions({
      queryKey: ['manage', fingerprint(token), 'competitions'] as const,
      queryFn: ({ signal }) => call<ManagedCompetitions>(token, '/live/manage/competitions', { signal }),
      staleTime: 60_000,
      retry,
    }),
  matches: (token: string, competitionId: number, window: MatchWindow) =>
    queryOptions({
      queryKey: ['manage', fingerprint(token), 'matches', competitionId, window] as const,
      queryFn: ({ signal }) =>
        call<ManagedMatch[]>(
          token,
          `/live/manage/competitions/${competitionId}/matches?${windowQuery(window)}`,
          {
            signal,
          },
        ),
      retry,
    }),
  changes: (token: string, matchId: number) =>
    queryOptions({
      queryKey: ['manage', fingerprint(token), 'changes', matchId] as const,
      queryFn: ({ signal }) => call<MatchChangeItem[]>(token, `/live/matches/${matchId}/changes`, { signal }),
      retry,
    }),
};

/** The key every manager query starts with, to refetch all of them after a write. */
export const manageKey = (token: string) => ['manage', fingerprint(token)] as const;

/** The path a result is PUT to; the grid queues it (writes/outboxStore.ts) rather than calling. */
export const resultPath = (matchId: number) => `/live/matches/${matchId}/result`;

export const changeFixture = (token: string, matchId: number, body: FixtureChangeBody) =>
  call<FixtureResult>(token, `/live/matches/${matchId}/fixture`, { method: 'PATCH', body });

export const addMatch = (token: string, competitionId: number, body: NewMatchBody) =>
  call<FixtureResult>(token, `/live/competitions/${competitionId}/matches`, { method: 'POST', body });

export const removeMatch = (token: string, matchId: number) =>
  call<RemovedMatch>(token, `/live/matches/${matchId}`, { method: 'DELETE' });

/** Reverts one change of a match's history; answers the revert, itself a change. */
export const revertChange = (token: string, matchId: number, changeId: number) =>
  call<ManageWriteResult>(token, `/live/matches/${matchId}/changes/${changeId}/revert`, { method: 'POST' });

/** Sends a draw file: a preview (nothing written) or the write, all of it in one transaction. */
export const sendDraw = (token: string, competitionId: number, csv: string, preview: boolean) =>
  call<DrawOutcome>(token, `/live/competitions/${competitionId}/draw${preview ? '?preview=true' : ''}`, {
    method: 'POST',
    raw: { text: csv, type: 'text/csv' },
  });
