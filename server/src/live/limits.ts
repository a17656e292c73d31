import { AppError } from '../errors';

/** How long a client turned away by a full node is told to wait before trying again. */
const RETRY_AFTER_SECONDS = 10;

/**
 * The open live streams of one node, per client address and in all, against their limits:
 * an address past its own gets a 429 (the client holds too many), a full node a 503 with
 * Retry-After (a load balancer may send the fan to another node at once).
 */
export class StreamLimits {
  /** Open streams per client address (match and competition streams alike). */
  readonly byAddress = new Map<string, number>();
  /** Open streams on this node. */
  open = 0;

  constructor(
    readonly perAddress: number,
    readonly perNode: number,
  ) {}

  /** Counts a stream of `address` in, or throws the error it is refused with; returns its release. */
  admit(address: string): () => void {
    const held = this.byAddress.get(address) ?? 0;
    if (held >= this.perAddress)
      throw new AppError(
        429,
        'TOO_MANY_STREAMS',
        `At most ${this.perAddress} live streams per address; close one first`,
      );
    if (this.open >= this.perNode)
      throw new AppError(
        503,
        'STREAMS_FULL',
        `This server holds as many live streams as it may; try again in ${RETRY_AFTER_SECONDS} s`,
        { 'retry-after': String(RETRY_AFTER_SECONDS) },
      );
    this.byAddress.set(address, held + 1);
    this.open++;
    let released = false;
    return () => {
      if (released) return;
      released = true;
      this.open--;
      const left = (this.byAddress.get(address) ?? 1) - 1;
      if (left <= 0) this.byAddress.delete(address);
      else this.byAddress.set(address, left);
    };
  }
}
