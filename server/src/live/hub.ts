import type { Writable } from 'node:stream';
import type { LivePayload, StreamOnlyMessageName } from '@touchline/domain';
import type { Db } from '../db/client';
import { type Appended, LOG_PAGE, type LogRow, logRepository } from './log';
import { channelOf } from './messages';

/** One SSE frame; the bytes are made once and written to every subscriber. */
export function frame(row: Pick<LogRow, 'position' | 'channel' | 'name' | 'payload'>): Buffer {
  const data = JSON.stringify({ channel: row.channel, event: row.name, data: row.payload });
  return Buffer.from(`id: ${row.position}\nevent: ${row.name}\ndata: ${data}\n\n`);
}

/**
 * The frame of a message the stream makes for one client (snapshot, reset), which is never
 * logged: typed by its declaration, on its declared channel.
 */
export function streamFrame<N extends StreamOnlyMessageName>(
  matchId: number,
  position: number,
  name: N,
  payload: LivePayload<N>,
): Buffer {
  return frame({ position, channel: channelOf(name, matchId), name, payload });
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
  /**
   * A subscriber with more than this many bytes queued in the process (beyond what the
   * kernel's socket buffers already hold) is dropped; it will resume from its last id.
   */
  maxBufferedBytes: number;
  /** A read of the log failed (the next signal or periodic re-read tries again). */
  onError?(error: unknown): void;
}

/** The subscribers of one match and the log position they have all been sent. */
class Feed {
  readonly subscribers = new Set<Subscriber>();
  private pulling = false;
  private again = false;
  /** Messages this node committed, waiting to be sent (see `deliver`). */
  private handed: Appended[] = [];
  /** The last position handed to `deliver`: a signal up to it needs no read of the log. */
  handedUpTo = 0;
  /** When the feed last sent its subscribers something (performance.now()); never yet. */
  sentAt = Number.NEGATIVE_INFINITY;
  private flushing: NodeJS.Immediate | null = null;

  constructor(
    private readonly db: Db,
    readonly matchId: number,
    /** Every caught-up subscriber has been sent the log up to here, and nothing past it. */
    public position: number,
    private readonly options: HubOptions,
    private readonly onError: (error: unknown) => void,
    private readonly onDrop: () => void,
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
          // A hand-off may have sent some of them while the read was out.
          this.send(rows.filter((row) => row.position > this.position));
        } while (rows.length === LOG_PAGE);
      } while (this.again);
    } finally {
      this.pulling = false;
    }
  }

  /**
   * Messages this node has just committed, in log order: sent without reading them back, as
   * long as each follows the last message sent; after a gap (a message committed elsewhere
   * that this node has not read yet) the feed reads the log instead. Sent on the next turn of
   * the event loop, so the writer's answer goes out first and writes committed together go
   * out in one write per stream.
   */
  deliver(entries: Appended[]) {
    for (const entry of entries) {
      this.handed.push(entry);
      this.handedUpTo = Math.max(this.handedUpTo, entry.row.position);
    }
    this.flushing ??= setImmediate(() => this.flush());
  }

  private flush() {
    this.flushing = null;
    const entries = this.handed;
    this.handed = [];
    if (entries.length > 1) entries.sort((a, b) => a.row.position - b.row.position);
    const rows: LogRow[] = [];
    let last = this.position;
    for (const { row, previous } of entries) {
      if (row.position <= last) continue; // a read of the log sent it first
      if (previous !== last) break; // a gap: the read below sends this and what it missed
      rows.push(row);
      last = row.position;
    }
    this.send(rows);
    if (last < entries.at(-1)!.row.position) this.pull().catch(this.onError);
  }

  /**
   * Sends messages that follow the feed's position, in order, to every caught-up subscriber:
   * one buffer, made once, for all of them.
   */
  private send(rows: LogRow[]) {
    if (rows.length === 0) return;
    const first = rows[0]!.position;
    const position = rows.at(-1)!.position;
    const bytes = rows.length === 1 ? frame(rows[0]!) : Buffer.concat(rows.map(frame));
    const max = this.options.maxBufferedBytes;
    for (const sub of this.subscribers) {
      if (sub.catchingUp || sub.position >= position) continue;
      if (sub.position < first) this.write(sub, bytes, max);
      // It has some of them already (it caught up from the log just now).
      else
        for (const row of rows) if (sub.position < row.position && !this.write(sub, frame(row), max)) break;
      sub.position = position;
    }
    this.position = position;
    this.sentAt = performance.now();
  }

  /** Sends a new subscriber what it missed, from the log, then hands it to the feed. */
  async catchUp(sub: Subscriber): Promise<void> {
    for (;;) {
      // Everything up to the feed's position had committed before this read starts.
      const committed = this.position;
      const rows = await logRepository.after(this.db, this.matchId, sub.position);
      if (!this.subscribers.has(sub)) return;
      for (const row of rows)
        if (sub.position < row.position) {
          if (!this.write(sub, frame(row), this.options.maxBufferedBytes)) return;
          sub.position = row.position;
        }
      if (sub.position >= this.position) {
        sub.catchingUp = false;
        return;
      }
      // Nothing more up to `committed` in the log (the match's messages were deleted): skip
      // to there rather than read for ever. Anything the feed sent after it, read again.
      if (rows.length === 0) sub.position = Math.max(sub.position, committed);
    }
  }

  /** Writes to one subscriber, or drops it when it has stopped reading (answers false). */
  write(sub: Subscriber, bytes: Buffer, max: number): boolean {
    // writableLength counts only what the kernel has not taken: its socket buffers (hundreds of
    // KB on loopback) fill first, so this is a client that has stopped reading, not one whose
    // reads were merely scheduled late.
    if (sub.res.writableLength > max) {
      this.subscribers.delete(sub);
      sub.res.destroy();
      this.onDrop();
      return false;
    }
    sub.res.write(bytes);
    return true;
  }

  close() {
    if (this.flushing) clearImmediate(this.flushing);
    this.flushing = null;
    this.handed = [];
  }
}

/**
 * Live fan-out on one API node: per match, the open streams and the log position they were
 * sent. A write committed on this node hands its new messages straight to the match's feed;
 * a signal (through the bus, from another node's writes) makes the feed read the new messages
 * from the log once. Either way the same bytes go to every stream, in log order.
 */
export class LiveHub {
  private readonly feeds = new Map<number, Feed>();
  private dropped = 0;
  private readonly onError = (error: unknown) => this.options.onError?.(error);
  private readonly onDrop = () => {
    this.dropped++;
  };

  constructor(
    private readonly db: Db,
    private readonly options: HubOptions,
  ) {}

  get subscriberCount() {
    let n = 0;
    for (const feed of this.feeds.values()) n += feed.subscribers.size;
    return n;
  }

  /** Subscribers that have caught up and are fed as messages come. */
  get liveCount() {
    let n = 0;
    for (const feed of this.feeds.values()) for (const sub of feed.subscribers) if (!sub.catchingUp) n++;
    return n;
  }

  /** Subscribers dropped for not reading (since the hub started). */
  get droppedCount() {
    return this.dropped;
  }

  /** A match's log has grown to `position` (a signal for what `deliver` was handed is moot). */
  signal(matchId: number, position: number) {
    const feed = this.feeds.get(matchId);
    if (feed && position > feed.position && position > feed.handedUpTo) this.pull(feed);
  }

  /**
   * Messages a transaction on this node appended and has committed (in log order). The log
   * stays the source of truth: other nodes read them from it, and so does this one after a gap.
   */
  deliver(entries: Appended[]) {
    for (const entry of entries) {
      const feed = this.feeds.get(entry.row.matchId);
      if (feed) feed.deliver([entry]);
    }
  }

  /**
   * Re-reads every open feed's log: after the bus may have missed signals, and periodically
   * as a safety net. One indexed query per open match when nothing is new.
   */
  resyncAll() {
    for (const feed of this.feeds.values()) this.pull(feed);
  }

  private pull(feed: Feed) {
    feed.pull().catch(this.onError);
  }

  /** Adds a stream that has been sent everything up to `position`; it is sent the rest. */
  async attach(matchId: number, position: number, res: Writable, latest: number) {
    let feed = this.feeds.get(matchId);
    if (!feed) {
      feed = new Feed(this.db, matchId, latest, this.options, this.onError, this.onDrop);
      this.feeds.set(matchId, feed);
    }
    const sub: Subscriber = { res, position, catchingUp: true };
    feed.subscribers.add(sub);
    res.on('close', () => {
      feed.subscribers.delete(sub);
      if (feed.subscribers.size === 0 && this.feeds.get(matchId) === feed) {
        feed.close();
        this.feeds.delete(matchId);
      }
    });
    await feed.catchUp(sub);
  }

  /**
   * Writes the same bytes to every open stream (heartbeats), but for the streams of matches
   * that have been sent something within `quietMs`: they need none yet.
   */
  broadcast(bytes: Buffer, quietMs = 0) {
    const now = performance.now();
    for (const feed of this.feeds.values()) {
      if (quietMs > 0 && now - feed.sentAt < quietMs) continue;
      for (const sub of feed.subscribers) feed.write(sub, bytes, this.options.maxBufferedBytes);
      feed.sentAt = now;
    }
  }

  /** Ends every stream of a match (it is final and quiet). */
  end(matchId: number) {
    const feed = this.feeds.get(matchId);
    if (!feed) return;
    for (const sub of feed.subscribers) sub.res.end();
    feed.close();
    this.feeds.delete(matchId);
  }

  matchIds() {
    return [...this.feeds.keys()];
  }
}
