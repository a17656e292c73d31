/** How many of its latest frames a feed keeps for clients that resume (and how many bytes). */
export const RECENT_FRAMES = 256;
export const RECENT_BYTES = 128 * 1024;

/**
 * The frames a feed sent lately, with their positions: every message it sent after `from`,
 * nothing missing. A client resuming from `from` or later is sent the rest from here, and a
 * client opening with a snapshot taken at such a position too, with no read of the log.
 */
export class RecentLog {
  private positions: number[] = [];
  private frames: Buffer[] = [];
  private bytes = 0;

  constructor(
    /** Everything the feed sent after this position is kept; it is a message's position, or 0. */
    public from: number,
  ) {}

  /** A frame the feed has just sent, at a position past every kept one. */
  push(position: number, frame: Buffer) {
    this.positions.push(position);
    this.frames.push(frame);
    this.bytes += frame.length;
    if (this.positions.length <= RECENT_FRAMES && this.bytes <= RECENT_BYTES) return;
    // Drop the oldest quarter at once: a shift per message would copy the arrays each time.
    const drop = Math.max(1, this.positions.length >> 2);
    this.from = this.positions[drop - 1]!;
    for (const dropped of this.frames.slice(0, drop)) this.bytes -= dropped.length;
    this.positions = this.positions.slice(drop);
    this.frames = this.frames.slice(drop);
  }

  /** Whether every message after `position` is kept. */
  covers(position: number) {
    return position >= this.from;
  }

  /**
   * Whether `position` is a message's, as far as the kept ones say: true or false inside the
   * kept range, undefined before it (ask the log).
   */
  has(position: number): boolean | undefined {
    if (position === this.from) return position > 0;
    if (position < this.from) return undefined;
    return this.positions[this.indexAfter(position - 1)] === position;
  }

  /** The kept frames after `position` (which `covers`), in order, as one buffer. */
  after(position: number): Buffer | null {
    const first = this.indexAfter(position);
    if (first >= this.frames.length) return null;
    return first === this.frames.length - 1 ? this.frames[first]! : Buffer.concat(this.frames.slice(first));
  }

  /** The index of the first kept position greater than `position` (binary search). */
  private indexAfter(position: number) {
    let low = 0;
    let high = this.positions.length;
    while (low < high) {
      const mid = (low + high) >> 1;
      if (this.positions[mid]! <= position) low = mid + 1;
      else high = mid;
    }
    return low;
  }
}
