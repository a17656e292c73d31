import type { Writable } from 'node:stream';
import type { CompetitionPayload, LivePayload, StreamOnlyMessageName } from '@touchline/domain';
import { competitionChannel } from '@touchline/domain';
import { LOG_PAGE, type LogRow } from './log';
import { channelOf } from './messages';
import { RecentLog } from './recent';

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

/** The same for a competition's stream: its own snapshot and reset, on its channel. */
export function competitionFrame<N extends StreamOnlyMessageName>(
  competitionId: number,
  position: number,
  name: N,
  payload: CompetitionPayload<N>,
): Buffer {
  return frame({ position, channel: competitionChannel(competitionId), name, payload });
}

/**
 * A message as a feed reads it. A competition's feed moves past a `withheld` one (its match
 * is not public) without sending it; a match's feed never reads one.
 */
export type FeedRow = LogRow & { withheld?: boolean };

/**
 * A message this node committed, handed to a feed, and the position of the feed's message
 * before it (the match's, or the competition's): the feed sends it without reading the log
 * when that is the last message it sent.
 */
export interface Handed {
  row: FeedRow;
  previous: number;
}

export interface Subscriber {
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
  /** A match's log has grown to `position` (its competition's too, when known). */
  onHeard?(matchId: number, position: number, competitionId?: number): void;
}

const isWithheld = (row: FeedRow) => row.withheld === true;

/**
 * The subscribers of one log (a match's, or a competition's: its matches' messages) and the
 * position they have all been sent. Its messages must commit in position order, so that a
 * read past a position misses nothing: a match's lock orders a match's, the competition's log
 * lock a competition's (`appendLog`).
 */
export class Feed {
  readonly subscribers = new Set<Subscriber>();
  private pulling = false;
  private again = false;
  /** Messages this node committed, waiting to be sent (see `deliver`). */
  private handed: Handed[] = [];
  /** The last position handed to `deliver`: a signal up to it needs no read of the log. */
  handedUpTo = 0;
  /** When the feed last sent its subscribers something (performance.now()); never yet. */
  sentAt = Number.NEGATIVE_INFINITY;
  private flushing: NodeJS.Immediate | null = null;
  /** The frames sent lately, for clients that resume or open at a recent position. */
  readonly recent: RecentLog;
  /** When the last message sent was written (ms since the epoch); 0 before any. */
  lastAt = 0;
  /**
   * A read of the log has completed since the feed was made: it has sent everything committed
   * before that read began, so `position` and `recent` can be trusted without reading the log.
   */
  verified = false;
  /** The feed's first read of the log (it never rejects; `verified` says how it went). */
  ready: Promise<void> = Promise.resolve();

  constructor(
    /** The feed's messages after a position, in order, at most LOG_PAGE of them. */
    private readonly read: (position: number) => Promise<FeedRow[]>,
    /** Every caught-up subscriber has been sent the log up to here, and nothing past it. */
    public position: number,
    private readonly options: HubOptions,
    private readonly onError: (error: unknown) => void,
    private readonly onDrop: () => void,
  ) {
    this.recent = new RecentLog(position);
  }

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
        let rows: FeedRow[];
        do {
          rows = await this.read(this.position);
          // A hand-off may have sent some of them while the read was out.
          this.send(rows.filter((row) => row.position > this.position));
        } while (rows.length === LOG_PAGE);
      } while (this.again);
      this.verified = true;
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
  deliver(entries: Handed[]) {
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
    const rows: FeedRow[] = [];
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
   * one buffer, made once, for all of them. Withheld messages are passed over, not sent.
   */
  private send(rows: FeedRow[]) {
    if (rows.length === 0) return;
    const position = rows.at(-1)!.position;
    const shown = rows.some(isWithheld) ? rows.filter((row) => !row.withheld) : rows;
    if (shown.length > 0) {
      const first = shown[0]!.position;
      const frames = shown.map(frame);
      const bytes = frames.length === 1 ? frames[0]! : Buffer.concat(frames);
      const max = this.options.maxBufferedBytes;
      for (const sub of this.subscribers) {
        if (sub.catchingUp || sub.position >= position) continue;
        if (sub.position < first) this.write(sub, bytes, max);
        // It has some of them already (it caught up from the log just now).
        else
          for (let i = 0; i < shown.length; i++)
            if (sub.position < shown[i]!.position && !this.write(sub, frames[i]!, max)) break;
        sub.position = position;
      }
      for (let i = 0; i < shown.length; i++) this.recent.push(shown[i]!.position, frames[i]!);
      this.sentAt = performance.now();
    } else
      for (const sub of this.subscribers)
        if (!sub.catchingUp && sub.position < position) sub.position = position;
    this.lastAt = rows.at(-1)!.createdAt.getTime();
    this.position = position;
  }

  /** Sends a new subscriber what it missed, from the log, then hands it to the feed. */
  async catchUp(sub: Subscriber): Promise<void> {
    if (!this.verified) await this.ready;
    if (this.verified && this.recent.covers(sub.position)) {
      // Everything it misses is in memory: no read of the log.
      const missed = this.recent.after(sub.position);
      if (missed && !this.write(sub, missed, this.options.maxBufferedBytes)) return;
      sub.position = Math.max(sub.position, this.position);
      sub.catchingUp = false;
      return;
    }
    for (;;) {
      // Everything up to the feed's position had committed before this read starts.
      const committed = this.position;
      const rows = await this.read(sub.position);
      if (!this.subscribers.has(sub)) return;
      for (const row of rows)
        if (sub.position < row.position) {
          if (!row.withheld && !this.write(sub, frame(row), this.options.maxBufferedBytes)) return;
          sub.position = row.position;
        }
      if (sub.position >= this.position) {
        sub.catchingUp = false;
        return;
      }
      // Nothing more up to `committed` in the log (its messages were deleted): skip to there
      // rather than read for ever. Anything the feed sent after it, read again.
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
 * Where a stream starts for a client that asked for `asked` (its Last-Event-ID, null for a new
 * client) when the log's last position is `latest`: from there when the log still holds it (or
 * both are 0, an empty log), else from `latest` after a snapshot, and a reset for a client whose
 * id was unknown or expired.
 */
export async function streamStart(
  asked: number | null,
  latest: number,
  holds: (position: number) => Promise<boolean>,
): Promise<{ from: number; snapshot: boolean; reset: boolean }> {
  const resumable = asked !== null && (asked === 0 ? latest === 0 : asked <= latest && (await holds(asked)));
  if (resumable) return { from: asked, snapshot: false, reset: false };
  return { from: latest, snapshot: true, reset: asked !== null };
}
