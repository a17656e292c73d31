import type { Writable } from 'node:stream';
import type { Db } from '../db/client';
import { Feed, type FeedRow, type HubOptions, type Subscriber } from './feed';
import { type Appended, logRepository } from './log';

export type { HubOptions } from './feed';

/**
 * Live fan-out on one API node: per match, and per competition, the open streams and the log
 * position they were sent. A write committed on this node hands its new messages straight to
 * the feeds of its match and its competition; a signal (through the bus, from another node's
 * writes) makes those feeds read the new messages from the log once. Either way the same bytes
 * go to every stream, in log order. A competition no stream follows has no feed, and costs
 * nothing.
 */
export class LiveHub {
  private readonly matchFeeds = new Map<number, Feed>();
  private readonly competitionFeeds = new Map<number, Feed>();
  /**
   * The competition of each match signalled or handed over while competition feeds were
   * open. A match never changes competition, so an entry never goes stale; a signal from
   * another node names only the match.
   */
  private readonly competitionOf = new Map<number, number>();
  /** Matches whose competition is being looked up, with the last position signalled meanwhile. */
  private readonly lookingUp = new Map<number, number>();
  private dropped = 0;
  private readonly onError = (error: unknown) => this.options.onError?.(error);
  private readonly onDrop = () => {
    this.dropped++;
  };

  constructor(
    private readonly db: Db,
    private readonly options: HubOptions,
  ) {}

  private *feeds() {
    yield* this.matchFeeds.values();
    yield* this.competitionFeeds.values();
  }

  get subscriberCount() {
    let n = 0;
    for (const feed of this.feeds()) n += feed.subscribers.size;
    return n;
  }

  /** Subscribers that have caught up and are fed as messages come. */
  get liveCount() {
    let n = 0;
    for (const feed of this.feeds()) for (const sub of feed.subscribers) if (!sub.catchingUp) n++;
    return n;
  }

  /** The feed of a match's open streams, if any. */
  matchFeed(matchId: number): Feed | undefined {
    return this.matchFeeds.get(matchId);
  }

  /** The feed of a competition's open streams, if any. */
  competitionFeed(competitionId: number): Feed | undefined {
    return this.competitionFeeds.get(competitionId);
  }

  /** Subscribers dropped for not reading (since the hub started). */
  get droppedCount() {
    return this.dropped;
  }

  /**
   * A match's log has grown to `position` (a signal for what `deliver` was handed is moot):
   * its feed, and its competition's, read what they have not been sent.
   */
  signal(matchId: number, position: number) {
    this.options.onHeard?.(matchId, position, this.competitionOf.get(matchId));
    const feed = this.matchFeeds.get(matchId);
    if (feed) this.signalFeed(feed, position);
    if (this.competitionFeeds.size === 0) return;
    const competitionId = this.competitionOf.get(matchId);
    if (competitionId === undefined) this.lookUp(matchId, position);
    else {
      const competitionFeed = this.competitionFeeds.get(competitionId);
      if (competitionFeed) this.signalFeed(competitionFeed, position);
    }
  }

  private signalFeed(feed: Feed, position: number) {
    if (position > feed.position && position > feed.handedUpTo) this.pull(feed);
  }

  /** Finds a match's competition (once per match), then signals its feed. */
  private lookUp(matchId: number, position: number) {
    const pending = this.lookingUp.get(matchId);
    this.lookingUp.set(matchId, Math.max(pending ?? 0, position));
    if (pending !== undefined) return;
    logRepository
      .competitionOf(this.db, matchId)
      .then((competitionId) => {
        const latest = this.lookingUp.get(matchId)!;
        this.lookingUp.delete(matchId);
        if (competitionId === null) return;
        this.competitionOf.set(matchId, competitionId);
        const feed = this.competitionFeeds.get(competitionId);
        if (feed) this.signalFeed(feed, latest);
      })
      .catch((error) => {
        // The periodic re-read delivers what this signal was for.
        this.lookingUp.delete(matchId);
        this.onError(error);
      });
  }

  /**
   * Messages a transaction on this node appended and has committed (in log order). The log
   * stays the source of truth: other nodes read them from it, and so does this one after a gap.
   */
  deliver(entries: Appended[]) {
    for (const entry of entries) {
      this.options.onHeard?.(entry.row.matchId, entry.row.position, entry.row.competitionId);
      const feed = this.matchFeeds.get(entry.row.matchId);
      if (feed) feed.deliver([entry]);
      if (this.competitionFeeds.size === 0) continue;
      const { row, competition } = entry;
      this.competitionOf.set(row.matchId, row.competitionId);
      const competitionFeed = this.competitionFeeds.get(row.competitionId);
      if (competitionFeed)
        competitionFeed.deliver([
          { row: competition.withheld ? { ...row, withheld: true } : row, previous: competition.previous },
        ]);
    }
  }

  /**
   * Re-reads every open feed's log: after the bus may have missed signals, and periodically
   * as a safety net. One indexed query per open match or competition when nothing is new.
   */
  resyncAll() {
    for (const feed of this.feeds()) this.pull(feed);
  }

  private pull(feed: Feed) {
    feed.pull().catch(this.onError);
  }

  /** Adds a stream of a match that has been sent everything up to `position`; it is sent the rest. */
  attach(matchId: number, position: number, res: Writable, latest: number) {
    return this.join(this.matchFeeds, matchId, (from) => logRepository.after(this.db, matchId, from), {
      position,
      res,
      latest,
    });
  }

  /**
   * Adds a stream of a competition (its matches' messages, those the public may not see
   * passed over) that has been sent everything up to `position`; it is sent the rest.
   */
  attachCompetition(competitionId: number, position: number, res: Writable, latest: number) {
    return this.join(
      this.competitionFeeds,
      competitionId,
      (from) => logRepository.afterInCompetition(this.db, competitionId, from),
      { position, res, latest },
    );
  }

  private async join(
    feeds: Map<number, Feed>,
    key: number,
    read: (position: number) => Promise<FeedRow[]>,
    { position, res, latest }: { position: number; res: Writable; latest: number },
  ) {
    let feed = feeds.get(key);
    if (!feed) {
      feed = new Feed(read, latest, this.options, this.onError, this.onDrop);
      feeds.set(key, feed);
      // Messages may have committed since `latest` was read: one read, shared by every stream
      // that joins meanwhile, and the feed can then catch them up from memory.
      feed.ready = feed.pull().catch(this.onError);
    }
    const sub: Subscriber = { res, position, catchingUp: true };
    feed.subscribers.add(sub);
    res.on('close', () => {
      feed.subscribers.delete(sub);
      if (feed.subscribers.size === 0 && feeds.get(key) === feed) {
        feed.close();
        feeds.delete(key);
      }
    });
    await feed.catchUp(sub);
  }

  /**
   * Writes the same bytes to every open stream (heartbeats), but for the streams of feeds
   * that have been sent something within `quietMs`: they need none yet.
   */
  broadcast(bytes: Buffer, quietMs = 0) {
    const now = performance.now();
    for (const feed of this.feeds()) {
      if (quietMs > 0 && now - feed.sentAt < quietMs) continue;
      for (const sub of feed.subscribers) feed.write(sub, bytes, this.options.maxBufferedBytes);
      feed.sentAt = now;
    }
  }

  /** Ends every stream of a match (it is final and quiet). */
  end(matchId: number) {
    const feed = this.matchFeeds.get(matchId);
    if (!feed) return;
    this.endFeed(feed);
    this.matchFeeds.delete(matchId);
  }

  /** Ends every stream, of matches and of competitions (the server is closing). */
  endAll() {
    for (const feed of this.feeds()) this.endFeed(feed);
    this.matchFeeds.clear();
    this.competitionFeeds.clear();
  }

  private endFeed(feed: Feed) {
    for (const sub of feed.subscribers) sub.res.end();
    feed.close();
  }
}
