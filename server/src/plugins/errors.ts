import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../errors';

/**
 * One error path: named errors and validation failures become a 4xx `{ message }` that
 * says what to fix; anything else is logged with its context and answered with a bare 500.
 */
export const errorsPlugin = fp(async (app: FastifyInstance) => {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) return reply.status(error.statusCode).send({ message: error.message });
    if (error.validation) {
      const where = error.validationContext ?? 'request';
      const detail = error.validation
        .map((v) => {
          const field = v.instancePath.replace(/^\//, '').replace(/\//g, '.') || (v.params as { missingProperty?: string }).missingProperty;
          return `${where}${field ? ` '${field}'` : ''} ${v.message}`;
        })
        .join('; ');
      return reply.status(400).send({ message: detail });
    }
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500)
      return reply.status(error.statusCode).send({ message: error.message });
    request.log.error({ err: error, url: request.url }, 'request failed');
    return reply.status(500).send({ message: 'An internal error occurred; it has been logged' });
  });
  app.setNotFoundHandler((request, reply) =>
    reply.status(404).send({ message: `There is no ${request.method} ${request.url.split('?')[0]} in this API` }),
  );
});
