/**
 * One clock tick for every running clock a list shows: a screen with fifty live cards holds one
 * timer, not fifty. Each card reads the time of the last tick and re-renders only when its own
 * text changes (useListTimer.ts). The tick stops while nothing listens and while the page is
 * hidden, and ticks at once when the page shows again.
 */

/** A list's clocks turn over within this long of the second changing. */
export const LIST_TICK_MS = 250;

const listeners = new Set<() => void>();
let now = Date.now();
let interval: ReturnType<typeof setInterval> | null = null;

function tick() {
  now = Date.now();
  for (const listener of listeners) listener();
}

function start() {
  if (interval !== null || listeners.size === 0 || (typeof document !== 'undefined' && document.hidden))
    return;
  now = Date.now();
  interval = setInterval(tick, LIST_TICK_MS);
}

function stop() {
  if (interval === null) return;
  clearInterval(interval);
  interval = null;
}

if (typeof document !== 'undefined')
  document.addEventListener('visibilitychange', () => {
    if (document.hidden) return stop();
    tick();
    start();
  });

/** Calls `listener` on every tick while it is subscribed; returns the unsubscribe. */
export function subscribeTick(listener: () => void): () => void {
  listeners.add(listener);
  start();
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) stop();
  };
}

/**
 * The time of the last tick. While nothing ticks it is brought up to date, but only once a tick
 * is due, so that two reads within one render agree.
 */
export function tickTime(): number {
  if (interval === null && Date.now() - now >= LIST_TICK_MS) now = Date.now();
  return now;
}

/** Whether the shared tick is running (for tests and the bench). */
export const isTicking = () => interval !== null;
