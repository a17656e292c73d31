import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import { NATIONAL_ID_HEADER } from '@touchline/domain';
import type { FastifyError, FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { loggable, sqlState } from '../db/errors';
import { AppError } from '../errors';

type Issue = NonNullable<FastifyError['validation']>[number];

const LABELS: Record<string, string> = {
  params: 'Path parameter',
  querystring: 'Query parameter',
  headers: 'Header',
  body: 'Body field',
};

/**
 * One error path: named errors and validation failures become a 4xx `{ message, code }` whose
 * message says what to fix; anything else is logged with its context and answered with a bare
 * 500. The code is stable, for clients to log and branch on.
 */
export const errorsPlugin = fp(async (app: FastifyInstance) => {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError)
      return reply
        .status(error.statusCode)
        .headers(error.headers)
        .send({ message: error.message, code: error.code });
    if (error.validation) {
      const where = error.validationContext ?? 'request';
      const message = validationMessage(
        error.validation,
        where,
        sourceOf(request, where),
        descriptionsOf(request, where),
      );
      return reply.status(400).send({ message, code: 'VALIDATION' });
    }
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500)
      return reply
        .status(error.statusCode)
        .send({ message: error.message, code: error.code ?? 'BAD_REQUEST' });
    // PostgreSQL refusing a value (bad encoding, out of range) is the request's fault, not ours.
    const state = sqlState(error);
    if (state === '22021' || state === '22P05' || state === '22003')
      return reply.status(400).send({
        message: 'A value in the request cannot be used: check for stray characters or huge numbers',
        code: 'UNUSABLE_VALUE',
      });
    // The log gets the error without a query's parameters; the client, none of its words.
    request.log.error({ err: loggable(error), url: request.url }, 'request failed');
    return reply
      .status(500)
      .send({ message: 'An internal error occurred; it has been logged', code: 'INTERNAL' });
  });
  app.setNotFoundHandler((request, reply) =>
    reply.status(404).send({
      message: `There is no ${request.method} ${request.url.split('?')[0]} in this API`,
      code: 'NO_ROUTE',
    }),
  );
});

/**
 * What Node refuses before a route could answer (a request not whole within the request
 * timeout, headers too large, bytes that are not HTTP), answered with the error body, as
 * Fastify's own handler does with its own; then the connection is closed.
 */
export function clientErrorHandler(error: Error & { code?: string }, socket: Socket): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const [status, body] =
    error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
      ? [408, { message: 'The request did not arrive in time; send it again', code: 'REQUEST_TIMEOUT' }]
      : error.code === 'HPE_HEADER_OVERFLOW'
        ? [431, { message: 'The request headers are too large', code: 'HEADERS_TOO_LARGE' }]
        : [400, { message: 'The request is not valid HTTP', code: 'BAD_HTTP' }];
  const json = JSON.stringify(body);
  if (socket.writable)
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nconnection: close\r\ncontent-type: application/json; charset=utf-8\r\n` +
        `cache-control: no-store\r\ncontent-length: ${Buffer.byteLength(json)}\r\n\r\n${json}`,
    );
  socket.destroy();
}

/** The part of the request a validation failure is about, to quote what was sent. */
function sourceOf(request: FastifyRequest, where: string): unknown {
  if (where === 'params') return request.params;
  if (where === 'querystring') return request.query;
  if (where === 'headers') return request.headers;
  if (where === 'body') return request.body;
  return undefined;
}

/** The descriptions of the top-level fields of the route's schema for a part of the request. */
function descriptionsOf(request: FastifyRequest, where: string): Record<string, string> {
  const schema = (request.routeOptions.schema as Record<string, unknown> | undefined)?.[where] as
    | { properties?: Record<string, { description?: unknown }> }
    | undefined;
  const out: Record<string, string> = {};
  for (const [key, property] of Object.entries(schema?.properties ?? {}))
    if (typeof property.description === 'string') out[key] = property.description;
  return out;
}

/** The field an issue is about, as a dotted path (`competitionIds.0`), or '' for the whole part. */
function fieldOf(issue: Issue): string {
  const path = issue.instancePath.replace(/^\//, '').split('/').filter(Boolean).join('.');
  const params = issue.params as { missingProperty?: string; additionalProperty?: string };
  if (issue.keyword === 'required' && params.missingProperty)
    return path ? `${path}.${params.missingProperty}` : params.missingProperty;
  if (issue.keyword === 'additionalProperties' && params.additionalProperty)
    return path ? `${path}.${params.additionalProperty}` : params.additionalProperty;
  return path;
}

/** The value the client sent for an issue's instance path, if any. */
function valueAt(source: unknown, issue: Issue): unknown {
  let value = source;
  for (const key of issue.instancePath.split('/').filter(Boolean)) {
    if (value == null || typeof value !== 'object') return undefined;
    value = (value as Record<string, unknown>)[key.replace(/~1/g, '/').replace(/~0/g, '~')];
  }
  return Array.isArray(value) && value.length === 1 ? value[0] : value;
}

/** A sent value, quoted and cut short, for a message. */
function quote(value: unknown): string {
  const text = typeof value === 'string' ? value : JSON.stringify(value);
  return `'${text.length > 40 ? `${text.slice(0, 40)}…` : text}'`;
}

/** The message for the `national-id` header: what to send, not the header's pattern. */
function nationalHeaderMessage(issues: Issue[], source: unknown): string {
  const raw = valueAt(source, { instancePath: `/${NATIONAL_ID_HEADER}` } as Issue);
  if (issues.some((i) => i.keyword === 'required') || raw === undefined || raw === '')
    return `Send the '${NATIONAL_ID_HEADER}' header with the id of a national body`;
  return `The '${NATIONAL_ID_HEADER}' header must be a positive whole number, not ${quote(raw)}`;
}

/** One sentence for the issues of one field. */
function fieldMessage(
  field: string,
  issues: Issue[],
  where: string,
  source: unknown,
  described?: string,
): string {
  const label = LABELS[where] ?? where;
  const first = issues[0]!;
  if (!field) {
    const expected = (first.params as { type?: string }).type;
    if (first.keyword === 'type' && where === 'body')
      return `The request body must be ${expected === 'object' ? 'a JSON object' : expected}`;
    return `The ${where === 'body' ? 'request body' : label.toLowerCase()} ${first.message ?? 'is not valid'}`;
  }
  if (first.keyword === 'required') return `${label} '${field}' is required`;
  if (first.keyword === 'additionalProperties') return `${label} '${field}' is not allowed`;
  const value = valueAt(source, first);
  const sent = value === undefined || typeof value === 'object' ? '' : `, not ${quote(value)}`;
  const allowed = issues
    .filter((i) => i.keyword === 'const')
    .map((i) => (i.params as { allowedValue: unknown }).allowedValue);
  if (allowed.length) return `${label} '${field}' must be one of ${allowed.map(quote).join(', ')}${sent}`;
  if (first.keyword === 'pattern' && described)
    return `${label} '${field}' must be ${described.charAt(0).toLowerCase()}${described.slice(1).replace(/\.$/, '')}${sent}`;
  return `${label} '${field}' ${first.message ?? 'is not valid'}${sent}`;
}

/**
 * Turns schema validation failures into one message that names each field, says what it
 * must be and quotes what was sent. The `national-id` header gets its own wording, and a
 * choice of values (a union of constants) is listed instead of Ajv's one line per branch,
 * and a pattern is explained by the field's description rather than quoted as a regex.
 */
export function validationMessage(
  issues: Issue[],
  where: string,
  source: unknown,
  descriptions: Record<string, string> = {},
): string {
  const byField = new Map<string, Issue[]>();
  for (const issue of issues) {
    const field = fieldOf(issue);
    byField.set(field, [...(byField.get(field) ?? []), issue]);
  }
  return [...byField]
    .map(([field, list]) =>
      where === 'headers' && field === NATIONAL_ID_HEADER
        ? nationalHeaderMessage(list, source)
        : fieldMessage(field, list, where, source, descriptions[field]),
    )
    .join('; ');
}
