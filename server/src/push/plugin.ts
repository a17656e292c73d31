import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { PushConfig } from '../config';
import { DEFAULT_PUSH_HOSTS } from './endpoints';
import { loadVapidKeys } from './keys';
import { PushSender, type SenderOptions } from './sender';

export interface PushOptions {
  config?: Partial<PushConfig>;
  /** Certificates to trust besides the system's, for push services (tests: their fake's). */
  ca?: string;
  /** The sender's timings and sizes. */
  sender?: Partial<Omit<SenderOptions, 'db' | 'vapid' | 'log' | 'ca'>>;
}

/** Web Push, as the routes and writes use it. */
export interface PushService {
  /** The VAPID public key browsers subscribe with. */
  publicKey: string;
  /** The hosts a subscription's endpoint may be on. */
  allowedHosts: readonly string[];
  /** This node's sender, or null when it sends none (PUSH_SEND=false). */
  sender: PushSender | null;
  /** Tells the sender a write has just committed notifications. */
  wake(): void;
}

declare module 'fastify' {
  interface FastifyInstance {
    push: PushService;
  }
}

/**
 * Loads (or makes, once per deployment) the VAPID keys and runs this node's sender from the
 * moment the app is ready until it closes, when it finishes what is in flight.
 */
export const pushPlugin = fp(async (app: FastifyInstance, options: PushOptions) => {
  const given = options.config ?? {};
  const config: PushConfig = {
    vapidKeys: given.vapidKeys ?? null,
    vapidSubject: given.vapidSubject ?? 'mailto:push@touchline.invalid',
    allowedHosts: given.allowedHosts ?? [...DEFAULT_PUSH_HOSTS],
    send: given.send ?? true,
    leaseMs: given.leaseMs ?? 60_000,
  };
  const vapid = await loadVapidKeys(app.db, config);
  const sender = config.send
    ? new PushSender({
        db: app.db,
        vapid,
        log: app.log.child({ module: 'push' }),
        ca: options.ca,
        leaseMs: config.leaseMs,
        ...options.sender,
      })
    : null;
  app.decorate('push', {
    publicKey: vapid.publicKey,
    allowedHosts: config.allowedHosts,
    sender,
    wake: () => sender?.wake(),
  });
  if (sender) {
    app.addHook('onReady', async () => sender.start());
    // Before the database closes (onClose), so the answers in flight are written.
    app.addHook('preClose', async () => sender.stop());
  }
});
