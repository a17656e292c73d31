/**
 * The live messages as the server writes them: each is declared in `LIVE_MESSAGES`
 * (`domain/src/api/live.ts`), which gives its channel and its payload's schema. A payload is
 * checked before it is logged, so every stream and every client sees only declared shapes.
 */
import {
  LIVE_MESSAGES,
  type LiveMessageName,
  type LoggedMessageName,
  liveChannels,
  STREAM_ONLY_MESSAGES,
} from '@touchline/domain';
import type { TSchema } from 'typebox';
import { Compile } from 'typebox/compile';

/** A payload that is not its message's declared shape: a server bug, answered with a 500. */
export class LiveMessageError extends Error {
  override name = 'LiveMessageError';
}

/**
 * The schema with its top-level object (each one, for a union) closed. The message's own fields
 * are the server's to choose, so one that is not declared is a bug; the values inside (events,
 * sets) are checked as declared, as the HTTP responses are.
 */
function closedAtTop(schema: TSchema): TSchema {
  const json = schema as Record<string, unknown>;
  if (Array.isArray(json.anyOf)) return { ...json, anyOf: json.anyOf.map(closedAtTop) } as TSchema;
  if (json.type === 'object' && json.additionalProperties === undefined)
    return { ...json, additionalProperties: false } as TSchema;
  return schema;
}

/** Compiled once: the check runs on every write. */
const validators = new Map(
  Object.entries(LIVE_MESSAGES)
    .filter(([name]) => !(STREAM_ONLY_MESSAGES as readonly string[]).includes(name))
    .map(([name, { payload }]) => [name, Compile(closedAtTop(payload))]),
);

/** The channel a message of `matchId` goes on, e.g. `match-timer-50` for 'start'. */
export const channelOf = (name: LiveMessageName, matchId: number): string =>
  liveChannels(matchId)[LIVE_MESSAGES[name].channel];

/**
 * Throws a `LiveMessageError` naming the message and the first failing path unless `name` is a
 * logged message and `payload` its declared shape.
 */
export function checkLoggedMessage(name: string, payload: unknown): asserts name is LoggedMessageName {
  const validator = validators.get(name);
  if (!validator) throw new LiveMessageError(`'${name}' is not a live message that can be logged`);
  if (validator.Check(payload)) return;
  const [first] = validator.Errors(payload);
  throw new LiveMessageError(
    `The payload of the live message '${name}' does not match its schema at ${first?.instancePath || '/'}: ${first?.message ?? 'invalid'}`,
  );
}
