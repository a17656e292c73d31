import type { Writable } from 'node:stream';
import type { Db } from '../db/client';
import { LOG_PAGE, type LogRow, logRepository } from './log';

/** One SSE frame; the bytes are made once and written to every subscriber. */
export function frame(row: Pick<LogRow, 'position' | 'channel' | 'name' | 'payload'>): Buffer {
  const data = JSON.stringify({ channel: row.channel, event: row.name, data: row.payload });
  return Buffer.from(`id: ${row.position}\nevent: ${row.name}\ndata: ${data}\n\n`);
}

interface Subscriber {
  /** The client's socket (or any writable): frames are written to it as they are. */
  res: Writable;
  /** The last position written to this subscriber. */
  position: number;
  /** Still reading its backlog from the log; the feed leaves it alone until it has caught up. */
  catchingUp: boolean;
}

export interface HubOptions {
  /** A subscriber with more than this many bytes unsent is dropped (it will resume). */
  maxBufferedBytes: number;
  /** A read of the log failed (the next signal or periodic re-read tries again). */
  onError?(error: unknown): void;
}

/** The subscribers of one match and the log position they have all been sent. */
class Feed {
  readonly subscribers = new Set<Subscriber>();
  private pulling = false;
  private again = false;

  constructor(
    private readonly db: Db,
    readonly matchId: number,
    public position: number,
    private readonly options: HubOptions,
  ) {}

  /** Reads the log past the feed's position and sends each new message to every subscriber. */
  async pull(): Promise<void> {
    if (this.pulling) {
      this.again = true;
      return;
    }
    this.pulling = true;
    try {
      do {
        this.again = false;
        let rows: LogRow[];
        do {
          rows = await logRepository.after(this.db, this.matchId, this.position);
          for (const row of rows) {
            const bytes = frame(row);
            for (const sub of this.subscribers)
              if (!sub.catchingUp && sub.position < row.position) this.write(sub, bytes, row.position);
            this.position = row.position;
          }
        } while (rows.length === LOG_PAGE);
      } while (this.again);
    } finally {
      this.pulling = false;
    }
  }

  /** Sends a new subscriber what it missed, from the log, then hands it to the feed. */
  async catchUp(sub: Subscriber): Promise<void> {
    for (;;) {
      const rows = await logRepository.after(this.db, this.matchId, sub.position);
      for (const row of rows) if (sub.position < row.position) this.write(sub, frame(row), row.position);
      if (!this.subscribers.has(sub)) return;
      if (rows.length === 0 && sub.position >= this.position) {
        sub.catchingUp = false;
        return;
      }
      if (rows.length === 0) sub.position = Math.max(sub.position, this.position);
    }
  }

  write(sub: Subscriber, bytes: Buffer, position?: number) {
    if (sub.res.writableLength > this.options.maxBufferedBytes) {
      this.subscribers.delete(sub);
      sub.res.destroy();
      return;
    }
    sub.res.write(bytes);
    if (position !== undefined) sub.position = position;
  }
}

/**
 * Live fan-out on one API node: per match, the open streams and the log position they were
 * sent. A signal (from this node's writes or, through the bus, another node's) makes the
 * match's feed read the new messages once and write the same bytes to every stream.
 */
export class LiveHub {
  private readonly feeds = new Map<number, Feed>();

  constructor(
    private readonly db: Db,
    private readonly options: HubOptions,
  ) {}

  get subscriberCount() {
    let n = 0;
    for (const feed of this.feeds.values()) n += feed.subscribers.size;
    return n;
  }

  /** A match's log has grown to `position`. */
  signal(matchId: number, position: number) {
    const feed = this.feeds.get(matchId);
    if (feed && position > feed.position) this.pull(feed);
  }

  /**
   * Re-reads every open feed's log: after the bus may have missed signals, and periodically
   * as a safety net. One indexed query per open match when nothing is new.
   */
  resyncAll() {
    for (const feed of this.feeds.values()) this.pull(feed);
  }

  private pull(feed: Feed) {
    feed.pull().catch((error) => this.options.onError?.(error));
  }

  /** Adds a stream that has been sent everything up to `position`; it is sent the rest. */
  async attach(matchId: number, position: number, res: Writable, latest: number) {
    let feed = this.feeds.get(matchId);
    if (!feed) {
      feed = new Feed(this.db, matchId, latest, this.options);
      this.feeds.set(matchId, feed);
    }
    const sub: Subscriber = { res, position, catchingUp: true };
    feed.subscribers.add(sub);
    res.on('close', () => {
      feed.subscribers.delete(sub);
      if (feed.subscribers.size === 0 && this.feeds.get(matchId) === feed) this.feeds.delete(matchId);
    });
    await feed.catchUp(sub);
  }

  /** Writes the same bytes to every open stream (heartbeats). */
  broadcast(bytes: Buffer) {
    for (const feed of this.feeds.values()) for (const sub of feed.subscribers) feed.write(sub, bytes);
  }

  /** Ends every stream of a match (it is final and quiet). */
  end(matchId: number) {
    const feed = this.feeds.get(matchId);
    if (!feed) return;
    for (const sub of feed.subscribers) sub.res.end();
    this.feeds.delete(matchId);
  }

  matchIds() {
    return [...this.feeds.keys()];
  }
}
