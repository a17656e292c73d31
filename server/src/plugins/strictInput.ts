import { API_PREFIX, isPlainWholeNumber } from '@touchline/domain';
import type { FastifyInstance, FastifyRequest, FastifySchema, preValidationAsyncHookHandler } from 'fastify';
import fp from 'fastify-plugin';

type Part = 'params' | 'querystring';

/** A JSON Schema object, as far as this plugin reads one. */
interface ObjectSchema {
  type?: unknown;
  properties?: Record<string, { type?: unknown }>;
  additionalProperties?: unknown;
}

const isObject = (value: unknown): value is ObjectSchema => typeof value === 'object' && value !== null;

/** A route's querystring schema, refusing parameters it does not declare unless it says otherwise. */
function strictQuery(querystring: unknown): ObjectSchema {
  if (!isObject(querystring)) return { type: 'object', properties: {}, additionalProperties: false };
  if (querystring.additionalProperties !== undefined) return querystring;
  // A copy: the same schema object may serve several routes.
  return { ...querystring, additionalProperties: false };
}

/** The names of the properties a part's schema takes as whole numbers. */
function wholeNumbers(schema: unknown): string[] {
  if (!isObject(schema)) return [];
  return Object.entries(schema.properties ?? {})
    .filter(([, property]) => property.type === 'integer')
    .map(([name]) => name);
}

/** A validation failure as Ajv reports one, so the error handler words it as any other. */
function notPlain(part: Part, field: string) {
  return Object.assign(new Error(`${part}/${field} must be a whole number in plain digits`), {
    statusCode: 400,
    validationContext: part,
    validation: [
      {
        keyword: 'plainWholeNumber',
        instancePath: `/${field}`,
        schemaPath: `#/properties/${field}`,
        params: {},
        message: 'must be a whole number in plain digits, e.g. 12',
      },
    ],
  });
}

/** Refuses a whole number written any way but plainly, before coercion could read it. */
function plainNumbers(fields: Record<Part, string[]>): preValidationAsyncHookHandler {
  const sources: Record<Part, (request: FastifyRequest) => unknown> = {
    params: (request) => request.params,
    querystring: (request) => request.query,
  };
  return async (request) => {
    for (const part of ['params', 'querystring'] as const) {
      const values = sources[part](request);
      if (!isObject(values)) continue;
      for (const field of fields[part]) {
        const value = (values as Record<string, unknown>)[field];
        if (value === undefined) continue;
        const texts = Array.isArray(value) ? value : [value];
        if (!texts.every((text) => typeof text === 'string' && isPlainWholeNumber(text)))
          throw notPlain(part, field);
      }
    }
  };
}

/**
 * The input rules of every API route, set here once so a new route cannot forget them: a query
 * may carry only the parameters its route declares (any other is a 400, as a body's unknown
 * field is, and so never makes an answer of its own in the read cache), and a whole number in
 * the path or the query is written plainly (`isPlainWholeNumber`): Ajv's coercion alone took
 * '0x10', '1e3', ' 1' and '1.0' as numbers. Register before the routes.
 */
export const strictInputPlugin = fp(async (app: FastifyInstance) => {
  app.addHook('onRoute', (route) => {
    const schema: FastifySchema & { hide?: boolean } = route.schema ?? {};
    if (!route.url.startsWith(`${API_PREFIX}/`) || schema.hide) return;
    schema.querystring = strictQuery(schema.querystring);
    route.schema = schema;
    const fields = { params: wholeNumbers(schema.params), querystring: wholeNumbers(schema.querystring) };
    if (!fields.params.length && !fields.querystring.length) return;
    const existing = route.preValidation ?? [];
    route.preValidation = [...(Array.isArray(existing) ? existing : [existing]), plainNumbers(fields)];
  });
});
