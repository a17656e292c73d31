import type { PushPayload } from '@touchline/domain';

/**
 * What the service worker decides about a push message and a tap on its notification, as pure
 * functions of the message and the open windows (web/src/pwa/push.ts does the I/O).
 */

/** The parts of a push message the worker shows and acts on. */
export type ShownPush = Pick<
  PushPayload,
  'kind' | 'matchId' | 'title' | 'body' | 'url' | 'icon' | 'badge' | 'tag' | 'timestamp'
>;

/** What a notification carries to its tap: the page to open, and the match it is about. */
export interface NotificationData {
  url: string;
  matchId: number | null;
}

/** showNotification's options, with the two TypeScript's DOM types leave out. */
export interface ShownOptions extends NotificationOptions {
  /** Alert again when it replaces a notification of the same tag. */
  renotify?: boolean;
  /** When it happened (epoch ms), rather than when it arrived. */
  timestamp?: number;
  data: NotificationData;
}

/**
 * Shown for a message the worker cannot read: the browser requires a notification for every
 * push, and a fan would rather open the app than miss a score.
 */
export const GENERIC_NOTIFICATION = {
  title: 'Match update',
  body: 'Open the app for the latest scores.',
} as const;

/**
 * A push message's text read as a notification, or null when it is not one this worker knows.
 * A kind it has not heard of is shown all the same: the texts come made from the server. (Only
 * types come from the domain package: its schemas would make the worker ten times larger.)
 */
export function readPush(text: string | null | undefined): ShownPush | null {
  let value: unknown;
  try {
    value = JSON.parse(text ?? '');
  } catch {
    return null;
  }
  if (typeof value !== 'object' || value === null) return null;
  const push = value as Record<string, unknown>;
  const strings = ['title', 'body', 'url', 'icon', 'badge', 'tag'] as const;
  const readable =
    push.v === 1 &&
    typeof push.kind === 'string' &&
    Number.isSafeInteger(push.matchId) &&
    (push.matchId as number) > 0 &&
    Number.isFinite(push.timestamp) &&
    strings.every((key) => typeof push[key] === 'string') &&
    push.title !== '';
  return readable ? (push as unknown as ShownPush) : null;
}

/** A URL (or a path) as a URL on the worker's own origin, or null when it leads elsewhere. */
export function sameOriginUrl(value: unknown, origin: string): string | null {
  if (typeof value !== 'string') return null;
  try {
    const url = new URL(value, origin);
    return url.origin === origin ? url.href : null;
  } catch {
    return null;
  }
}

/**
 * The URL of a path on the worker's own origin, or null: a message names pages and images by
 * path, and the worker neither opens nor loads anything elsewhere.
 */
export function ownUrl(path: unknown, origin: string): string | null {
  if (typeof path !== 'string' || !path.startsWith('/') || path.startsWith('//') || path.includes('\\'))
    return null;
  return sameOriginUrl(path, origin);
}

/** The title and options of the notification a message is shown as (the generic one for null). */
export function notificationFor(
  push: ShownPush | null,
  origin: string,
): { title: string; options: ShownOptions } {
  if (!push)
    return {
      title: GENERIC_NOTIFICATION.title,
      options: { body: GENERIC_NOTIFICATION.body, data: { url: `${origin}/`, matchId: null } },
    };
  const options: ShownOptions = {
    body: push.body,
    tag: push.tag || `match-${push.matchId}`,
    renotify: push.kind === 'score' || push.kind === 'final',
    timestamp: push.timestamp,
    data: { url: ownUrl(push.url, origin) ?? `${origin}/matches/${push.matchId}`, matchId: push.matchId },
  };
  const icon = ownUrl(push.icon, origin);
  const badge = ownUrl(push.badge, origin);
  if (icon) options.icon = icon;
  if (badge) options.badge = badge;
  return { title: push.title, options };
}

/** The notification data a tap reads, whatever a notification was shown with. */
export function dataOf(data: unknown, origin: string): NotificationData {
  const given = (typeof data === 'object' && data !== null ? data : {}) as Partial<NotificationData>;
  const matchId = Number.isSafeInteger(given.matchId) ? (given.matchId as number) : null;
  return { url: sameOriginUrl(given.url, origin) ?? `${origin}/`, matchId };
}

const BRAND_PREFIX = /^\/c\/[^/]+\/[^/]+(?=\/)/;
const MATCH_CENTRE = /^(?:\/c\/[^/]+\/[^/]+)?\/matches\/([1-9]\d*)\/?$/;

/** The id of the match whose centre a path is (bare or under a branded prefix), or null. */
export function matchIdOfPath(pathname: string): number | null {
  const match = MATCH_CENTRE.exec(pathname);
  return match ? Number(match[1]) : null;
}

/** What the worker knows of an open window (a WindowClient). */
export interface OpenWindow {
  url: string;
  focused: boolean;
  visibilityState: DocumentVisibilityState;
  frameType: string;
}

const onMatch = (window: OpenWindow, matchId: number) =>
  window.frameType === 'top-level' && matchIdOfPath(new URL(window.url).pathname) === matchId;

/** The window a fan is looking at on this match's centre, if any: it shows the news already. */
export function watchingWindow<W extends OpenWindow>(windows: readonly W[], matchId: number): W | undefined {
  return windows.find((w) => w.focused && w.visibilityState === 'visible' && onMatch(w, matchId));
}

/** What a tap on a notification does. */
export type ClickAction<W> =
  | { action: 'focus'; window: W }
  | { action: 'navigate'; window: W; url: string }
  | { action: 'open'; url: string };

/**
 * Where a tap goes: to a window already on the match's centre; else an open window of the app
 * (the one in front first), taken to the page under its own branded prefix; else a new window.
 */
export function clickAction<W extends OpenWindow>(
  windows: readonly W[],
  data: NotificationData,
): ClickAction<W> {
  const { matchId } = data;
  const already = matchId === null ? undefined : windows.find((w) => onMatch(w, matchId));
  if (already) return { action: 'focus', window: already };
  const rank = (w: W) => (w.focused ? 0 : w.visibilityState === 'visible' ? 1 : 2);
  const app = windows.filter((w) => w.frameType === 'top-level').sort((a, b) => rank(a) - rank(b))[0];
  if (!app) return { action: 'open', url: data.url };
  const target = new URL(data.url);
  if (!target.pathname.startsWith('/c/'))
    target.pathname = (BRAND_PREFIX.exec(new URL(app.url).pathname)?.[0] ?? '') + target.pathname;
  return { action: 'navigate', window: app, url: target.href };
}
