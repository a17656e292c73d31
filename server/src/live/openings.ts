import type { MatchStatus } from '@touchline/domain';
import { catalogueVersion } from '../cache/versions';
import { competitionFound, publicMatchFound } from '../commands/found';
import type { Db } from '../db/client';
import type { National } from '../plugins/national';
import { competitionFrame, type Feed, streamFrame, streamStart } from './feed';
import type { LiveHub } from './hub';
import { logRepository } from './log';
import { SharedBuilds } from './sharedBuilds';
import { presentCompetitionSnapshot, presentSnapshot } from './snapshot';

const FINAL = new Set<MatchStatus>(['final', 'forfeit', 'washout', 'cancelled']);
/**
 * How long what an opening found (the match public, its status, the snapshot) is used without
 * asking the database again, as cached reads trust a version: a change of the catalogue (a
 * competition's results hidden) is seen at once, anything else within this long.
 */
const TRUST_MS = 1_000;

/**
 * A snapshot frame, made once and sent to many clients, each with the server's clock as it
 * opens: the bytes before and after the value of `serverTime`, the payload's last field.
 */
export class ClockedFrame {
  private readonly head: Buffer;
  private readonly tail: Buffer;

  constructor(whole: Buffer) {
    const text = whole.toString();
    const at = text.lastIndexOf(CLOCK_MARK) + CLOCK_MARK.length - 1;
    if (at < CLOCK_MARK.length - 1) throw new Error('A clocked frame needs "serverTime":0 in its payload');
    this.head = Buffer.from(text.slice(0, at));
    this.tail = Buffer.from(text.slice(at + 1));
  }

  at(now: number): Buffer {
    return Buffer.concat([this.head, Buffer.from(String(now)), this.tail]);
  }
}
const CLOCK_MARK = '"serverTime":0';

/** What every client opening a stream at a log position shares: built once per position. */
interface Opening {
  /** The log's last position when it was built: the snapshot's. */
  position: number;
  /** When that message was written (ms since the epoch); 0 for an empty log. */
  lastAt: number;
  /** The match's status (a competition's opening has none). */
  status: MatchStatus | null;
  snapshot: ClockedFrame;
  /** The reset that follows the snapshot for a client whose id was unknown. */
  reset: Buffer;
}

/** What an opening is built for: the national asking (another's gets a 404), and its catalogue. */
const versionOf = (national: National) => `${national.id}|${catalogueVersion(national)}`;

/**
 * Whether an opening is behind the last position heard of, or sent: a new client needs its
 * snapshot current, while one resuming needs only what else it found (the match public, its
 * status) and is sent the messages from the feed or the log.
 */
const behindFor = (asked: number | null, feed: Feed | undefined) =>
  asked === null
    ? (opening: Opening, heard: number) => opening.position < Math.max(heard, feed?.position ?? 0)
    : null;

/** How a stream: 'quiet' (answer 204), or where it resumes and what it is sent first. */
export type StreamStart =
  | 'quiet'
  | {
      /** The stream's id: the match's, or the competition's. */
      id: number;
      /** The position the client has been sent everything up to once `first` is written. */
      from: number;
      /** The log's last position as far as this node knows (a new feed starts there). */
      latest: number;
      /** The snapshot, and a reset after it, when the client cannot resume; else nothing. */
      first: (now: number) => Buffer | null;
    };

/**
 * The opening of live streams without the database: what a match's stream starts with (the
 * match found public, its log's last position, the snapshot) is built once per log position
 * and shared by every client opening meanwhile, and a client resuming from a position the
 * feed still keeps in memory (`RecentLog`) is sent the rest from there. The log stays the
 * truth: a client starts from the snapshot's position, and whatever followed it comes from
 * the feed's memory or, past that, from the log.
 */
export class StreamOpenings {
  readonly matches: SharedBuilds<Opening>;
  readonly competitions: SharedBuilds<Opening>;

  constructor(
    private readonly db: Db,
    private readonly hub: LiveHub,
    private readonly quietMs: number,
    onError: (error: unknown) => void,
  ) {
    this.matches = new SharedBuilds(TRUST_MS, onError);
    this.competitions = new SharedBuilds(TRUST_MS, onError);
  }

  /** Where a match's stream starts for a client that asked for `asked` (null: a new client). */
  async match(national: National, matchId: number, asked: number | null): Promise<StreamStart> {
    const feed = this.hub.matchFeed(matchId);
    const opening = await this.matches.get(matchId, versionOf(national), behindFor(asked, feed), async () => {
      const match = await publicMatchFound(this.db, national.id, matchId);
      const last = await logRepository.last(this.db, match.id);
      const position = last?.position ?? 0;
      const snapshot = await presentSnapshot(this.db, national, match.id);
      return {
        position,
        lastAt: last?.at.getTime() ?? 0,
        status: match.status,
        snapshot: new ClockedFrame(
          streamFrame(match.id, position, 'snapshot', { ...snapshot, serverTime: 0 }),
        ),
        reset: streamFrame(match.id, position, 'reset', {}),
      };
    });
    const trusted = feed?.verified ? feed : undefined;
    // A message the feed sent after the opening was built is newer than what the opening knows.
    const lastAt = trusted && trusted.position > opening.position ? trusted.lastAt : opening.lastAt;
    if (opening.status && FINAL.has(opening.status) && Date.now() - lastAt > this.quietMs) return 'quiet';
    return this.start(matchId, opening, trusted, asked, {
      has: (position) => logRepository.has(this.db, matchId, position),
      last: async () => (await logRepository.last(this.db, matchId))?.position ?? 0,
    });
  }

  /** Where a competition's stream starts, likewise. */
  async competition(national: National, competitionId: number, asked: number | null): Promise<StreamStart> {
    const feed = this.hub.competitionFeed(competitionId);
    const opening = await this.competitions.get(
      competitionId,
      versionOf(national),
      behindFor(asked, feed),
      async () => {
        const competition = await competitionFound(this.db, national.id, competitionId);
        const position = await logRepository.lastInCompetition(this.db, competition.id);
        const snapshot = await presentCompetitionSnapshot(this.db, national, competition.id);
        return {
          position,
          lastAt: 0,
          status: null,
          snapshot: new ClockedFrame(
            competitionFrame(competition.id, position, 'snapshot', { ...snapshot, serverTime: 0 }),
          ),
          reset: competitionFrame(competition.id, position, 'reset', {}),
        };
      },
    );
    return this.start(competitionId, opening, feed?.verified ? feed : undefined, asked, {
      has: (position) => logRepository.hasInCompetition(this.db, competitionId, position),
      last: () => logRepository.lastInCompetition(this.db, competitionId),
    });
  }

  private async start(
    id: number,
    opening: Opening,
    feed: Feed | undefined,
    asked: number | null,
    log: { has(position: number): Promise<boolean>; last(): Promise<number> },
  ): Promise<StreamStart> {
    let latest = Math.max(opening.position, feed?.position ?? 0);
    // An id past all this node knows of: the log may have grown unheard (written elsewhere,
    // not yet signalled). Only the log can say.
    if (asked !== null && asked > latest) latest = Math.max(latest, await log.last());
    const start = await streamStart(
      asked,
      latest,
      async (position) => feed?.recent.has(position) ?? (await log.has(position)),
    );
    if (!start.snapshot) return { id, from: start.from, latest, first: () => null };
    const { snapshot, reset } = opening;
    return {
      id,
      // The snapshot's position: what followed it comes from the feed.
      from: opening.position,
      latest,
      first: (now) => (start.reset ? Buffer.concat([snapshot.at(now), reset]) : snapshot.at(now)),
    };
  }

  /** A match's log has grown to `position` (in `competitionId`'s, when known). */
  heard(matchId: number, position: number, competitionId?: number) {
    this.matches.heard(matchId, position);
    if (competitionId !== undefined) this.competitions.heard(competitionId, position);
  }

  /** Forgets openings past their trust. */
  prune() {
    this.matches.prune();
    this.competitions.prune();
  }
}
