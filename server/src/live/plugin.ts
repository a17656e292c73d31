import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { type Bus, LocalBus } from './bus';
import { LiveHub } from './hub';

export interface LiveOptions {
  bus?: Bus;
  /** A comment line goes to every stream this often, to keep proxies and clients sure. */
  heartbeatMs?: number;
  maxBufferedBytes?: number;
  /** Open streams one address may hold. */
  streamsPerIp?: number;
  /** A final match with no message for this long ends its streams (clients then get 204). */
  quietMs?: number;
}

declare module 'fastify' {
  interface FastifyInstance {
    live: {
      hub: LiveHub;
      bus: Bus;
      options: Required<Omit<LiveOptions, 'bus'>>;
      /** Open streams per client address. */
      streamsByIp: Map<string, number>;
      /** After a commit: tell every node (this one included) that a match's log grew. */
      notify(matchId: number, position: number): Promise<void>;
    };
  }
}

const HEARTBEAT = Buffer.from(': heartbeat\n\n');

/** The live-update machinery of one API node: the hub, the bus, heartbeats. */
export const livePlugin = fp(async (app: FastifyInstance, options: LiveOptions) => {
  const settings = {
    heartbeatMs: options.heartbeatMs ?? 15_000,
    maxBufferedBytes: options.maxBufferedBytes ?? 256 * 1024,
    streamsPerIp: options.streamsPerIp ?? 20,
    quietMs: options.quietMs ?? 10 * 60_000,
  };
  const bus = options.bus ?? new LocalBus();
  const hub = new LiveHub(app.db, { maxBufferedBytes: settings.maxBufferedBytes });
  bus.onSignal((matchId, position) => hub.signal(matchId, position));
  const heartbeat = setInterval(() => hub.broadcast(HEARTBEAT), settings.heartbeatMs);
  heartbeat.unref();
  app.decorate('live', {
    hub,
    bus,
    options: settings,
    streamsByIp: new Map<string, number>(),
    notify: (matchId: number, position: number) => bus.publish(matchId, position),
  });
  app.addHook('onClose', async () => {
    clearInterval(heartbeat);
    for (const matchId of hub.matchIds()) hub.end(matchId);
    await bus.close();
  });
});
