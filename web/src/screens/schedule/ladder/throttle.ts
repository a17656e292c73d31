/** A function called at most once per `everyMs`, however often it is asked to. */
export interface Throttled {
  /** Asks for a call: now when the last was long enough ago, else once the time is up. */
  (): void;
  /** Drops a call waiting for its time (the caller is going away). */
  cancel(): void;
}

/**
 * Calls `run` at once on the first request, then at most once per `everyMs`: requests in
 * between make one trailing call when the time is up, so the last request is never lost.
 */
export function throttle(run: () => void, everyMs: number): Throttled {
  let last = Number.NEGATIVE_INFINITY;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const fire = () => {
    timer = undefined;
    last = Date.now();
    run();
  };
  const request = () => {
    if (timer !== undefined) return;
    const wait = last + everyMs - Date.now();
    if (wait <= 0) fire();
    else timer = setTimeout(fire, wait);
  };
  request.cancel = () => {
    clearTimeout(timer);
    timer = undefined;
  };
  return request;
}
