import { ApiError } from '../api/client';
import { NoServiceWorker, subscribeForPush, unsubscribeFromPush } from '../api/push';
import { followsAnything, topicsOf } from './follows';
import { type PushState, pushEnvironment, pushSupport, setPushPending } from './pushState';
import { readFollows } from './useFollows';

/** What became of notifications, with the server's code when it refused. */
export interface PushOutcome {
  state: PushState;
  code?: string | null;
}

/**
 * What a failed subscription means for the fan: a refusal by the browser is a block; no
 * network is offline; the rest (the server refused, or is not there) failed, tried again later.
 */
export function pushFailure(error: unknown, online: boolean): PushOutcome {
  if (error instanceof DOMException && error.name === 'NotAllowedError') return { state: 'denied' };
  // Chromium refuses a subscription without permission with an AbortError ('permission denied').
  if (error instanceof DOMException && error.name === 'AbortError' && /permission/i.test(error.message))
    return { state: 'denied' };
  // Still installing on a first visit (or workers are off): tried again next time.
  if (error instanceof NoServiceWorker) return { state: 'failed' };
  if (error instanceof ApiError) return { state: 'failed', code: error.code };
  if (!online || error instanceof TypeError) return { state: online ? 'failed' : 'offline' };
  return { state: 'failed' };
}

/** One change at a time, in order: a later one never lands before an earlier one. */
let queue: Promise<unknown> = Promise.resolve();

/**
 * Brings this browser's subscription in line with the follows stored now: subscribes and sends
 * them all (replacing what the server had), or, with nothing followed, drops the subscription.
 * `permission` is the prompt started by the tap, if one was; without it nobody is asked.
 */
export function syncPush(permission: Promise<NotificationPermission> | null = null): Promise<PushOutcome> {
  const run = queue.then(() => syncNow(permission));
  queue = run.catch(() => undefined);
  return run;
}

async function syncNow(permission: Promise<NotificationPermission> | null): Promise<PushOutcome> {
  const follows = readFollows();
  const env = pushEnvironment();
  if (!followsAnything(follows)) {
    setPushPending(false);
    if (env.serviceWorker && env.pushManager)
      await unsubscribeFromPush().catch((error) => console.error('Dropping the push subscription', error));
    return { state: 'off' };
  }
  let support = pushSupport(env);
  if (support === 'ask' && permission) {
    const answer = await permission;
    support = answer === 'granted' ? 'granted' : answer === 'denied' ? 'denied' : 'ask';
  }
  if (support !== 'granted') return { state: support };
  try {
    await subscribeForPush(topicsOf(follows), follows.level);
    setPushPending(false);
    return { state: 'on' };
  } catch (error) {
    const outcome = pushFailure(error, navigator.onLine);
    if (outcome.state === 'offline' || outcome.state === 'failed') {
      setPushPending(true);
      console.error('Subscribing for notifications', error);
    }
    return outcome;
  }
}
