import rateLimit from '@fastify/rate-limit';
import {
  PushKey,
  PushSubscriptionAnswer,
  PushSubscriptionBody,
  PushUnsubscribeBody,
} from '@touchline/domain';
import Type from 'typebox';
import { savePushSubscription } from '../commands/push';
import { AppError } from '../errors';
import { checkEndpoint } from '../push/endpoints';
import { pushRepository } from '../repositories/push';
import { NationalHeaders, type Routes, responses } from './shared';

/** Subscription changes one client address may make a minute. */
export const PUSH_WRITES_PER_MINUTE = 30;

/**
 * Web Push (RFC 8030): the server's VAPID key, and a browser's subscription with what it follows.
 * No token: the endpoint is the browser's own secret, and whoever holds it may replace or drop
 * it. Checked like every write: the body's shape and size, the endpoint's host (only push
 * services: the server will call it), the topics in this national, and a rate per address.
 */
export const pushRoutes: Routes = async (app) => {
  const tags = ['Push'];
  await app.register(rateLimit, {
    global: false,
    errorResponseBuilder: (_request, context) =>
      new AppError(
        429,
        'RATE_LIMITED',
        `Too many subscription changes from this address; try again in ${Math.ceil(context.ttl / 1000)} s`,
        { 'retry-after': String(Math.ceil(context.ttl / 1000)) },
      ),
  });
  const limited = {
    policy: 'subscriber' as const,
    rateLimit: { max: PUSH_WRITES_PER_MINUTE, timeWindow: 60_000 },
  };

  app.get(
    '/push/key',
    {
      config: { cache: false },
      schema: {
        operationId: 'getPushKey',
        summary: "Get the server's VAPID public key",
        description: 'The applicationServerKey for pushManager.subscribe (RFC 8292).',
        security: [],
        tags,
        headers: NationalHeaders,
        response: responses(PushKey, 'The VAPID public key'),
      },
    },
    async () => ({ data: { publicKey: app.push.publicKey } }),
  );

  app.post(
    '/push/subscriptions',
    {
      config: limited,
      bodyLimit: 16 * 1024,
      schema: {
        operationId: 'savePushSubscription',
        summary: 'Follow teams, matches and competitions with Web Push',
        description:
          "Stores the browser's subscription (PushSubscription.toJSON()) with what it follows and what it wants sent; posting the same endpoint again replaces both. The endpoint must be https, on a push service of the server's allow-list (PUSH_ALLOWED_HOSTS).",
        security: [],
        tags,
        headers: NationalHeaders,
        body: PushSubscriptionBody,
        response: {
          ...responses(PushSubscriptionAnswer, 'What the subscription follows'),
          429: Type.Ref('Error'),
        },
      },
    },
    async (request) => {
      checkEndpoint(request.body.endpoint, app.push.allowedHosts);
      return { data: await savePushSubscription(app.db, request.national.id, request.body) };
    },
  );

  app.delete(
    '/push/subscriptions',
    {
      config: limited,
      bodyLimit: 4 * 1024,
      schema: {
        operationId: 'deletePushSubscription',
        summary: 'Stop Web Push to a browser',
        security: [],
        tags,
        headers: NationalHeaders,
        body: PushUnsubscribeBody,
        response: {
          204: Type.Null({ description: 'Dropped (or there was none)' }),
          400: Type.Ref('Error'),
          429: Type.Ref('Error'),
        },
      },
    },
    async (request, reply) => {
      await pushRepository.remove(app.db, request.national.id, request.body.endpoint);
      return reply.code(204).send(null);
    },
  );
};
