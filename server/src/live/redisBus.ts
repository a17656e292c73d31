import { randomBytes } from 'node:crypto';
import { EventEmitter } from 'node:events';
import { Redis } from 'ioredis';
import type { Bus, BusLogger } from './bus';

export interface RedisBusOptions {
  /** Put before the channel name, so deployments (or test runs) sharing a Redis never meet. */
  prefix?: string;
  /** A name for this node's connections in `CLIENT LIST` (the pid by default). */
  name?: string;
}

/**
 * The bus between API nodes: Redis pub/sub on one channel. A message is only
 * `matchId:position:node` (a match's log grew) or `national:id:node` (cached answers of the
 * national may be out of date); each node reads what it missed from the database log, so a lost
 * message loses nothing (the hub also re-reads open feeds periodically). This node's own
 * signals are handed to its handlers directly, not through Redis. ioredis reconnects by
 * itself; after every (re)subscribe the handlers are told to re-read every open feed.
 */
export class RedisBus implements Bus {
  readonly channel: string;
  /** Marks this node's messages, so it ignores its own echo. */
  private readonly node = randomBytes(6).toString('hex');
  private readonly emitter = new EventEmitter().setMaxListeners(0);
  private readonly publisher: Redis;
  private readonly subscriber: Redis;
  private log: BusLogger = {
    info: (message) => console.log(message),
    warn: (message) => console.warn(message),
  };
  /** Whether the last thing reported was trouble (so a failing Redis is reported once). */
  private troubled = false;
  private closed = false;

  constructor(url: string, options: RedisBusOptions = {}) {
    this.channel = `${options.prefix ?? 'touchline:'}log`;
    const name = `touchline-${(options.name ?? String(process.pid)).replace(/[^\w.-]/g, '_')}`;
    // A publish while Redis is away fails at once rather than queueing: the write has
    // committed, and the signal is not worth waiting for.
    this.publisher = new Redis(url, {
      connectionName: `${name}-pub`,
      enableOfflineQueue: false,
      maxRetriesPerRequest: 1,
    });
    // The subscriber subscribes itself on every connect, then asks for a resync.
    this.subscriber = new Redis(url, { connectionName: `${name}-sub`, autoResubscribe: false });
    for (const [role, connection] of [
      ['publisher', this.publisher],
      ['subscriber', this.subscriber],
    ] as const)
      connection.on('error', (error: Error) => this.trouble(`Redis ${role}: ${error.message}`));
    this.subscriber.on('ready', () => void this.subscribe());
    this.publisher.on('ready', () => this.recovered());
    this.subscriber.on('message', (channel: string, message: string) => {
      if (channel !== this.channel) return;
      const [first, second, node] = message.split(':');
      if (node === this.node) return;
      if (first === 'national') {
        const id = Number(second);
        if (Number.isSafeInteger(id)) this.emitter.emit('change', id);
        return;
      }
      const [matchId, position] = [first, second];
      const m = Number(matchId);
      const p = Number(position);
      if (Number.isSafeInteger(m) && Number.isSafeInteger(p)) this.emitter.emit('signal', m, p);
    });
  }

  private async subscribe() {
    try {
      await this.subscriber.subscribe(this.channel);
    } catch (error) {
      // The connection dropped again; its next 'ready' tries again.
      this.trouble(`Redis subscribe: ${(error as Error).message}`);
      return;
    }
    this.recovered();
    this.emitter.emit('resync');
  }

  private recovered() {
    if (!this.troubled || this.publisher.status !== 'ready' || this.subscriber.status !== 'ready') return;
    this.troubled = false;
    this.log.info(`Redis live bus connected again on ${this.channel}`);
  }

  private trouble(message: string) {
    if (this.closed || this.troubled) return;
    this.troubled = true;
    this.log.warn(`${message}; live updates from other nodes wait for the periodic re-read`);
  }

  async publish(matchId: number, position: number) {
    this.emitter.emit('signal', matchId, position);
    if (this.closed) return;
    this.publisher
      .publish(this.channel, `${matchId}:${position}:${this.node}`)
      .catch((error: Error) => this.trouble(`Redis publish: ${error.message}`));
  }

  onSignal(handler: (matchId: number, position: number) => void) {
    this.emitter.on('signal', handler);
  }

  async publishChange(nationalId: number) {
    this.emitter.emit('change', nationalId);
    if (this.closed) return;
    this.publisher
      .publish(this.channel, `national:${nationalId}:${this.node}`)
      .catch((error: Error) => this.trouble(`Redis publish: ${error.message}`));
  }

  onChange(handler: (nationalId: number) => void) {
    this.emitter.on('change', handler);
  }

  onResync(handler: () => void) {
    this.emitter.on('resync', handler);
  }

  useLogger(log: BusLogger) {
    this.log = log;
  }

  async close() {
    this.closed = true;
    this.emitter.removeAllListeners();
    await Promise.all(
      [this.publisher, this.subscriber].map(async (connection) => {
        if (connection.status !== 'ready') return connection.disconnect();
        try {
          await connection.quit();
        } catch {
          connection.disconnect();
        }
      }),
    );
  }
}
