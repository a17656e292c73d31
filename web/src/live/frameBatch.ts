import { notifyManager } from '@tanstack/react-query';

/** A hidden page gets no animation frames: its messages are applied this often instead. */
const HIDDEN_FLUSH_MS = 1_000;

export interface FrameBatch<A extends unknown[]> {
  /** Queues one message's arguments for the next flush. */
  push(...args: A): void;
  /** Drops what is queued and stops (the stream was closed). */
  cancel(): void;
}

/**
 * Applies a stream's messages together, once per animation frame, inside one batch of the query
 * cache's notifications: a burst (a resume, a busy round, a slow phone catching up) costs one
 * render of the screen, not one per message, and a score still shows within a frame of its
 * arrival. In order, each exactly once.
 */
export function perAnimationFrame<A extends unknown[]>(apply: (...args: A) => void): FrameBatch<A> {
  let queued: A[] = [];
  let frame: number | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;

  const flush = () => {
    frame = undefined;
    timer = undefined;
    const batch = queued;
    queued = [];
    notifyManager.batch(() => {
      for (const args of batch) apply(...args);
    });
  };

  return {
    push(...args) {
      queued.push(args);
      if (frame !== undefined || timer !== undefined) return;
      if (document.hidden) timer = setTimeout(flush, HIDDEN_FLUSH_MS);
      else frame = requestAnimationFrame(flush);
    },
    cancel() {
      queued = [];
      if (frame !== undefined) cancelAnimationFrame(frame);
      clearTimeout(timer);
      frame = undefined;
      timer = undefined;
    },
  };
}
