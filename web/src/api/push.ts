import type {
  PushKey,
  PushLevel,
  PushSubscriptionAnswer,
  PushSubscriptionBody,
  PushTopics,
  PushUnsubscribeBody,
} from '@touchline/domain';
import { apiDelete, apiGet, apiPost } from './client';

/**
 * How long to wait for the service worker to be active. It registers after the first page
 * load; a browser that never activates it (a private window with workers off) cannot push.
 */
const WORKER_READY_MS = 10_000;

/** The service worker never became active: push cannot work on this page now. */
export class NoServiceWorker extends Error {
  override name = 'NoServiceWorker';
}

/** The decoded bytes of base64url text (the VAPID key), as `applicationServerKey` takes them. */
export function base64urlBytes(text: string): Uint8Array<ArrayBuffer> {
  const base64 = text
    .replace(/-/g, '+')
    .replace(/_/g, '/')
    .padEnd(Math.ceil(text.length / 4) * 4, '=');
  const binary = atob(base64);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

/** Whether a subscription was made with this key: one made with an older key is made again. */
function madeWithKey(subscription: PushSubscription, key: Uint8Array): boolean {
  const own = subscription.options.applicationServerKey;
  if (!own) return false;
  const bytes = new Uint8Array(own);
  return bytes.length === key.length && bytes.every((byte, i) => byte === key[i]);
}

async function activeRegistration(): Promise<ServiceWorkerRegistration> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new NoServiceWorker('The service worker is not active')),
      WORKER_READY_MS,
    );
  });
  try {
    return await Promise.race([navigator.serviceWorker.ready, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/** The body the server is sent: the subscription's own fields (and no others), and the follows. */
export function subscriptionBody(
  subscription: PushSubscriptionJSON,
  topics: PushTopics,
  level: PushLevel,
): PushSubscriptionBody {
  return {
    endpoint: subscription.endpoint ?? '',
    expirationTime: subscription.expirationTime ?? null,
    keys: { p256dh: subscription.keys?.p256dh ?? '', auth: subscription.keys?.auth ?? '' },
    topics,
    level,
  };
}

/**
 * Subscribes this browser to push (or reuses its subscription) and sends the server everything
 * it follows, replacing what the server had. Permission must have been granted: a refusal
 * throws the browser's NotAllowedError.
 */
export async function subscribeForPush(
  topics: PushTopics,
  level: PushLevel,
): Promise<PushSubscriptionAnswer> {
  const registration = await activeRegistration();
  const { publicKey } = await apiGet<PushKey>('/push/key');
  const key = base64urlBytes(publicKey);
  let subscription = await registration.pushManager.getSubscription();
  if (subscription && !madeWithKey(subscription, key)) {
    await subscription.unsubscribe();
    subscription = null;
  }
  subscription ??= await registration.pushManager.subscribe({
    userVisibleOnly: true,
    applicationServerKey: key,
  });
  return apiPost<PushSubscriptionAnswer>(
    '/push/subscriptions',
    subscriptionBody(subscription.toJSON(), topics, level),
  );
}

/**
 * Drops this browser's subscription, on the server and in the browser. Should the server not
 * hear of it (offline), the push service answers its next message 410 and the server drops it.
 */
export async function unsubscribeFromPush(): Promise<void> {
  const registration = await navigator.serviceWorker.getRegistration();
  const subscription = await registration?.pushManager.getSubscription();
  if (!subscription) return;
  try {
    const body: PushUnsubscribeBody = { endpoint: subscription.endpoint };
    await apiDelete('/push/subscriptions', body);
  } finally {
    await subscription.unsubscribe();
  }
}
