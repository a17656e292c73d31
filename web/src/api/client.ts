import { API_PREFIX, NATIONAL_ID_HEADER } from '@touchline/domain';
import { NATIONAL_ID } from '../config';
import { ERRORS } from './errors';
import { noteResponseDate } from './freshness';

/**
 * A non-2xx answer from the API, carrying the status and the server's `{ message, code }`. The
 * message says what to fix and belongs in the log; fans are shown the spec's own texts.
 */
export class ApiError extends Error {
  override name = 'ApiError';
  constructor(
    readonly status: number,
    message: string,
    readonly code: string | null = null,
  ) {
    super(message);
  }
}

/**
 * A task of the call's own. A phone spends a millisecond or two on each fetch call, and a screen
 * asks for several at once (a loader, the first load): made in one task, they add up to a long
 * one; each in its own, the browser can paint and answer a tap between them.
 */
const inOwnTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * The answer the boot script (web/boot.js) asked for this path before the app's code arrived,
 * if any: taken once, as a body can be read once; later calls ask the server themselves.
 */
function bootAnswer(path: string): Promise<Response> | undefined {
  const answers = typeof window === 'undefined' ? undefined : window.__touchlineBoot;
  const answer = answers?.[path];
  if (answer) delete answers[path];
  return answer;
}

/**
 * GETs `API_PREFIX + path` for the configured national and unwraps the `data` envelope.
 * The one place the web app talks to the API.
 */
export async function apiGet<T>(path: string, options: { signal?: AbortSignal } = {}): Promise<T> {
  return (await apiGetBody<{ data: T }>(path, options)).data;
}

/**
 * GETs `API_PREFIX + path` and answers the whole body, for the one call with more than `data`
 * in it (the team search's `pagination`).
 */
export async function apiGetBody<B>(path: string, options: { signal?: AbortSignal } = {}): Promise<B> {
  const early = bootAnswer(path);
  if (!early) await inOwnTask();
  const response = await (early ??
    fetch(`${API_PREFIX}${path}`, {
      headers: { accept: 'application/json', [NATIONAL_ID_HEADER]: String(NATIONAL_ID) },
      signal: options.signal ?? null,
      // Always asked again, never taken stale from the browser's cache (live screens patch what
      // they hold), but with its validator: an answer that has not changed costs a 304.
      cache: 'no-cache',
    }));
  if (!response.ok) throw await apiError(response);
  noteResponseDate(response.headers.get('date'));
  return (await response.json()) as B;
}

/**
 * POSTs a read (a call the spec makes with a body, e.g. the combined events of several
 * competitions) and unwraps the `data` envelope, like `apiGet`.
 */
export async function apiPost<T>(
  path: string,
  body: unknown,
  options: { signal?: AbortSignal } = {},
): Promise<T> {
  await inOwnTask();
  const response = await fetch(`${API_PREFIX}${path}`, {
    method: 'POST',
    headers: {
      accept: 'application/json',
      'content-type': 'application/json',
      [NATIONAL_ID_HEADER]: String(NATIONAL_ID),
    },
    body: JSON.stringify(body),
    signal: options.signal ?? null,
  });
  if (!response.ok) throw await apiError(response);
  noteResponseDate(response.headers.get('date'));
  return ((await response.json()) as { data: T }).data;
}

/** DELETEs with a JSON body (dropping a push subscription); the answer is 204, no content. */
export async function apiDelete(path: string, body: unknown): Promise<void> {
  const response = await fetch(`${API_PREFIX}${path}`, {
    method: 'DELETE',
    headers: { 'content-type': 'application/json', [NATIONAL_ID_HEADER]: String(NATIONAL_ID) },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw await apiError(response);
}

/** Builds a query string from the defined values, e.g. `?season=2026&gameType=teams`. */
export function query(params: Record<string, string | number | boolean | null | undefined>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params))
    if (value !== undefined && value !== null && value !== '') search.set(key, String(value));
  const text = search.toString();
  return text ? `?${text}` : '';
}

async function apiError(response: Response): Promise<ApiError> {
  try {
    const body = (await response.json()) as { message?: unknown; code?: unknown };
    if (typeof body.message === 'string' && body.message)
      return new ApiError(response.status, body.message, typeof body.code === 'string' ? body.code : null);
  } catch {
    // Not JSON (a proxy or gateway page): fall through to the status line.
  }
  const status = `The server answered ${response.status}${response.statusText ? ` ${response.statusText}` : ''}`;
  return new ApiError(response.status, status);
}

/**
 * Logs a failed call with what a maintainer needs (its status, code and the server's message),
 * and answers the text a fan is shown: the spec's generic 'An error has occured', never the
 * server's own words.
 */
export function describeFailure(context: string, error: unknown): string {
  if (error instanceof ApiError)
    console.error(`${context}: ${error.status} ${error.code ?? ''} ${error.message}`.trim());
  else console.error(context, error);
  return ERRORS.generic;
}
