import type { BrowserContext } from 'playwright-core';
import type { FakeSubscription } from '../server/test/push/fakePushService';

/** Where the stand-in keeps the key it was subscribed with, so a reload still finds the subscription. */
const STORED_KEY = 'e2e:push-key';

/**
 * Replaces the page's `PushManager.prototype.subscribe` and `getSubscription` with ones that
 * hand out `subscription`, a subscriber of the loopback fake push service: headless Chromium's
 * own would call a real push service, which is not reachable here. Like the real ones, it is
 * refused without the notification permission, remembers the `applicationServerKey` it was made
 * with, survives a reload, and `unsubscribe()` ends it.
 */
export async function useFakePush(context: BrowserContext, subscription: FakeSubscription): Promise<void> {
  await context.addInitScript(
    ({ json, storedKey }) => {
      const bytesOf = (source: BufferSource | string | null | undefined): number[] => {
        if (!source || typeof source === 'string') throw new TypeError('An applicationServerKey is needed');
        const view = ArrayBuffer.isView(source)
          ? new Uint8Array(source.buffer, source.byteOffset, source.byteLength)
          : new Uint8Array(source);
        return Array.from(view);
      };
      const made = (key: number[]) =>
        ({
          endpoint: json.endpoint,
          expirationTime: null,
          options: { userVisibleOnly: true, applicationServerKey: new Uint8Array(key).buffer },
          getKey: () => null,
          toJSON: () => json,
          unsubscribe: async () => {
            localStorage.removeItem(storedKey);
            return true;
          },
        }) as unknown as PushSubscription;

      PushManager.prototype.subscribe = async function subscribe(options?: PushSubscriptionOptionsInit) {
        if (Notification.permission !== 'granted')
          throw new DOMException('Registration failed - permission denied', 'NotAllowedError');
        const key = bytesOf(options?.applicationServerKey);
        localStorage.setItem(storedKey, JSON.stringify(key));
        return made(key);
      };
      PushManager.prototype.getSubscription = async function getSubscription() {
        const stored = localStorage.getItem(storedKey);
        return stored ? made(JSON.parse(stored) as number[]) : null;
      };
    },
    { json: subscription, storedKey: STORED_KEY },
  );
}

/** Takes Web Push away from the page, as in a browser without it (iOS Safari outside an installed app). */
export async function withoutPush(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    delete (window as { PushManager?: unknown }).PushManager;
  });
}

/** Takes the Web Share API away, as on a desktop browser: Share falls back to copying the link. */
export async function withoutShare(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    const proto = Navigator.prototype as { share?: unknown; canShare?: unknown };
    delete proto.share;
    delete proto.canShare;
  });
}
