/**
 * Where this device's notifications stand after following or unfollowing something. The
 * follow itself is always kept on the device; only notifications depend on these.
 * - `on`: subscribed, and the server has every follow;
 * - `off`: nothing is followed, so there is no subscription;
 * - `ask`: the fan has not allowed notifications yet (never asked, or closed the prompt);
 * - `denied`: the browser blocks them for this site;
 * - `unsupported`: this browser has no Web Push (e.g. iOS Safari outside an installed app);
 * - `offline`, `failed`: the subscription could not reach the server, tried again next time.
 */
export type PushState = 'on' | 'off' | 'ask' | 'denied' | 'unsupported' | 'offline' | 'failed';

/** What the browser offers for Web Push, read once per call (a fan may change it meanwhile). */
export interface PushEnvironment {
  serviceWorker: boolean;
  pushManager: boolean;
  /** `Notification.permission`, or null when there is no Notification API. */
  permission: NotificationPermission | null;
}

/** The environment of this page. */
export function pushEnvironment(): PushEnvironment {
  const hasWindow = typeof window !== 'undefined';
  return {
    serviceWorker: typeof navigator !== 'undefined' && 'serviceWorker' in navigator,
    pushManager: hasWindow && 'PushManager' in window,
    permission: hasWindow && 'Notification' in window ? Notification.permission : null,
  };
}

/**
 * What the browser allows before anything is asked: no push at all, blocked, not asked yet,
 * or allowed.
 */
export function pushSupport(env: PushEnvironment): 'unsupported' | 'denied' | 'ask' | 'granted' {
  if (!env.serviceWorker || !env.pushManager || env.permission === null) return 'unsupported';
  if (env.permission === 'denied') return 'denied';
  return env.permission === 'granted' ? 'granted' : 'ask';
}

/**
 * iPhone and iPad, whose Safari offers Web Push only to an app added to the Home Screen (an
 * iPad asks for the desktop site, so it reads as a Mac with a touch screen).
 */
export function isAppleMobile(userAgent: string, maxTouchPoints: number): boolean {
  return /iPhone|iPad|iPod/.test(userAgent) || (/Macintosh/.test(userAgent) && maxTouchPoints > 1);
}

/**
 * Asks for permission to notify, if it has not been given or refused: called in the tap's own
 * handler, before any code is loaded, as browsers allow the prompt only during a tap.
 */
export function askPermission(): Promise<NotificationPermission> | null {
  const support = pushSupport(pushEnvironment());
  return support === 'ask' ? Notification.requestPermission() : null;
}

/**
 * Marks that the server has not got this device's latest follows (offline, or it refused): the
 * next page that shows a follow sends them again.
 */
const PENDING_KEY = 'touchline:push-pending';

export function isPushPending(): boolean {
  try {
    return window.localStorage.getItem(PENDING_KEY) !== null;
  } catch {
    return false;
  }
}

export function setPushPending(pending: boolean): void {
  try {
    if (pending) window.localStorage.setItem(PENDING_KEY, '1');
    else window.localStorage.removeItem(PENDING_KEY);
  } catch {
    // Storage unavailable: the follows are sent again at the next change instead.
  }
}
