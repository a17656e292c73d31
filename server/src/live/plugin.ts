import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { loggable } from '../db/errors';
import { type Bus, LocalBus } from './bus';
import { LiveHub } from './hub';
import { type IdempotencyOptions, idempotencyPlugin } from './idempotency';
import { StreamLimits } from './limits';
import type { Appended } from './log';
import { StreamOpenings } from './openings';

export interface LiveOptions {
  bus?: Bus;
  /**
   * No stream is silent longer than this: a comment line goes to a stream that has been sent
   * nothing for a while, to keep proxies and clients sure.
   */
  heartbeatMs?: number;
  /**
   * Every open feed re-reads its log this often, so a signal lost between nodes is
   * delivered within this time anyway.
   */
  resyncMs?: number;
  maxBufferedBytes?: number;
  /** Open streams one address may hold, of matches and of competitions together. */
  streamsPerIp?: number;
  /** Open streams this node may hold; past it a stream is answered 503 with Retry-After. */
  streamsPerNode?: number;
  /** A final match with no message for this long ends its streams (clients then get 204). */
  quietMs?: number;
  /** The clock and prune timer of the writes' Idempotency-Keys. */
  idempotency?: IdempotencyOptions;
}

declare module 'fastify' {
  interface FastifyInstance {
    live: {
      hub: LiveHub;
      bus: Bus;
      options: Required<Omit<LiveOptions, 'bus' | 'idempotency'>>;
      /** Open streams per client address and on this node, against their limits. */
      streams: StreamLimits;
      /** Where a stream starts, from what its opening shares with others (no database work). */
      openings: StreamOpenings;
      /**
       * After a commit: tell every node that a match's log grew to `position`. This node's hub
       * is handed the messages the transaction appended (`appended`), so it need not read them
       * back; without them it reads the log like every other node.
       */
      notify(matchId: number, position: number, appended?: Appended[]): Promise<void>;
    };
  }
}

const HEARTBEAT = Buffer.from(': heartbeat\n\n');

/** The live-update machinery of one API node: the hub, the bus, heartbeats, periodic re-reads. */
export const livePlugin = fp(async (app: FastifyInstance, options: LiveOptions) => {
  const settings = {
    heartbeatMs: options.heartbeatMs ?? 15_000,
    resyncMs: options.resyncMs ?? 5_000,
    maxBufferedBytes: options.maxBufferedBytes ?? 256 * 1024,
    streamsPerIp: options.streamsPerIp ?? 20,
    streamsPerNode: options.streamsPerNode ?? 10_000,
    quietMs: options.quietMs ?? 10 * 60_000,
  };
  const bus: Bus = options.bus ?? new LocalBus();
  await app.register(idempotencyPlugin, options.idempotency ?? {});
  const log = app.log.child({ module: 'live' });
  const hub = new LiveHub(app.db, {
    maxBufferedBytes: settings.maxBufferedBytes,
    onError: (error) => log.warn({ err: loggable(error) }, 'reading the live log failed'),
    onHeard: (matchId, position, competitionId) => openings.heard(matchId, position, competitionId),
  });
  bus.useLogger?.({ info: (message) => log.info(message), warn: (message) => log.warn(message) });
  bus.onSignal((matchId, position) => hub.signal(matchId, position));
  bus.onResync?.(() => hub.resyncAll());
  // Checked three times an interval, a heartbeat goes to the streams of matches quiet for two
  // thirds of it: none is silent longer than the interval, and a busy match's streams (sent
  // messages anyway) are spared thousands of writes that would delay its next message.
  const heartbeat = setInterval(
    () => hub.broadcast(HEARTBEAT, (settings.heartbeatMs * 2) / 3),
    settings.heartbeatMs / 3,
  );
  heartbeat.unref();
  const openings = new StreamOpenings(app.db, hub, settings.quietMs, (error) =>
    log.warn({ err: loggable(error) }, 'building a stream opening failed'),
  );
  const resync = setInterval(() => {
    hub.resyncAll();
    openings.prune();
  }, settings.resyncMs);
  resync.unref();
  app.decorate('live', {
    hub,
    bus,
    options: settings,
    streams: new StreamLimits(settings.streamsPerIp, settings.streamsPerNode),
    openings,
    notify: (matchId: number, position: number, appended: Appended[] = []) => {
      // First, so that the bus's own local signal finds them handed over and reads nothing.
      hub.deliver(appended);
      return bus.publish(matchId, position);
    },
  });
  // Streams never finish on their own: end them before the server waits for its connections.
  app.addHook('preClose', async () => {
    clearInterval(heartbeat);
    clearInterval(resync);
    hub.endAll();
  });
  app.addHook('onClose', async () => {
    await bus.close();
  });
});
