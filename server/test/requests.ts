import { API_PREFIX } from '@touchline/domain';
import { expect } from 'vitest';
import type { TestContext } from './harness';

/** The header of the big gridiron body (the demo's national 14). */
export const AS_14 = { 'national-id': '14' };
/** The header of the small rugby-league body (the demo's national 12). */
export const AS_12 = { 'national-id': '12' };

export interface Answer {
  status: number;
  body: any;
  /** The payload exactly as sent, to check that something appears nowhere in it. */
  raw: string;
}

export interface CallOptions {
  method?: 'GET' | 'POST';
  /** Headers to send; national 14's by default. Pass `{}` to send no national-id. */
  headers?: Record<string, string>;
  /** A JSON body, or a string sent as is. */
  payload?: unknown;
}

/**
 * One API call through `app.inject`, by path without the prefix. Every answer must be
 * JSON (a calendar feed's 200 excepted), and no call may ever end in a 500.
 */
export async function call(ctx: TestContext, path: string, options: CallOptions = {}): Promise<Answer> {
  const { method = 'GET', headers = AS_14, payload } = options;
  const response = await ctx.app.inject({
    method,
    url: `${API_PREFIX}${path}`,
    headers: payload === undefined ? headers : { 'content-type': 'application/json', ...headers },
    ...(payload === undefined
      ? {}
      : { payload: typeof payload === 'string' ? payload : JSON.stringify(payload) }),
  });
  expect(response.statusCode, `${method} ${path} answered ${response.body}`).toBeLessThan(500);
  // A calendar feed is the one answer of another type (its own tests parse it); any other must be JSON.
  const feed = String(response.headers['content-type']).startsWith('text/calendar');
  return { status: response.statusCode, body: feed ? response.body : response.json(), raw: response.body };
}

/** Calls a path and expects a 200 `{ data }` envelope; returns `data`. */
export async function data(ctx: TestContext, path: string, options: CallOptions = {}): Promise<any> {
  const answer = await call(ctx, path, options);
  expect(answer.status, `${path} answered ${answer.raw.slice(0, 300)}`).toBe(200);
  expect(answer.body).toHaveProperty('data');
  return answer.body.data;
}

/** Calls a path and expects a 4xx `{ message }` with that status; returns the message. */
export async function failure(
  ctx: TestContext,
  path: string,
  status: 400 | 404,
  options: CallOptions = {},
): Promise<string> {
  const answer = await call(ctx, path, options);
  expect(answer.status, `${path} answered ${answer.raw.slice(0, 300)}`).toBe(status);
  expect(Object.keys(answer.body)).toEqual(['message', 'code']);
  expect(typeof answer.body.message).toBe('string');
  expect(answer.body.code).toMatch(/^[A-Z_]+$/);
  expect(answer.body.message.length).toBeGreaterThan(5);
  return answer.body.message;
}

/** The ids of a list of API records. */
export const ids = (list: { _id: number }[]): number[] => list.map((item) => item._id);
