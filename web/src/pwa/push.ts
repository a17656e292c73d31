/// <reference lib="webworker" />
import { clickAction, dataOf, notificationFor, readPush, watchingWindow } from './pushNotification';

/** What the worker posts to a window already on the match's centre, instead of a notification. */
export interface PushMessage {
  type: 'push';
  payload: unknown;
}

/**
 * Shows each push message as a notification of its match (see pushNotification.ts for what is
 * shown and where a tap goes), and opens the match centre on a tap.
 */
export function listenForPush(worker: ServiceWorkerGlobalScope) {
  worker.addEventListener('push', (event) => {
    event.waitUntil(showPush(worker, event.data?.text()));
  });
  worker.addEventListener('notificationclick', (event) => {
    event.notification.close();
    event.waitUntil(openMatch(worker, event.notification.data));
  });
}

async function showPush(worker: ServiceWorkerGlobalScope, text: string | undefined) {
  const push = readPush(text);
  if (push) {
    // Not shown twice: the page on screen has the news from its live stream.
    const windows = await worker.clients.matchAll({ type: 'window' });
    const watching = watchingWindow(windows, push.matchId);
    if (watching) {
      watching.postMessage({ type: 'push', payload: push } satisfies PushMessage);
      return;
    }
  }
  const { title, options } = notificationFor(push, worker.location.origin);
  await worker.registration.showNotification(title, options);
}

async function openMatch(worker: ServiceWorkerGlobalScope, data: unknown) {
  const windows = await worker.clients.matchAll({ type: 'window' });
  const action = clickAction(windows, dataOf(data, worker.location.origin));
  // focus() needs the tap's user activation; a window it cannot bring forward stays where it is.
  if (action.action === 'focus') await action.window.focus().catch(() => undefined);
  if (action.action === 'navigate') {
    // A window this worker does not control cannot be navigated: a new one opens instead.
    const navigated = await action.window.navigate(action.url).then(
      (client) => ({ client }),
      () => null,
    );
    if (!navigated) await worker.clients.openWindow(action.url);
    else await navigated.client?.focus().catch(() => undefined);
  }
  if (action.action === 'open') await worker.clients.openWindow(action.url);
}
