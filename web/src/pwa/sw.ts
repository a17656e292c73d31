/// <reference lib="webworker" />
import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import { clientsClaim } from 'workbox-core';
import { ExpirationPlugin } from 'workbox-expiration';
import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { CacheFirst, NetworkFirst } from 'workbox-strategies';
import { listenForPush } from './push';

/**
 * The service worker (built by vite-plugin-pwa's injectManifest, see web/vite.config.ts): it
 * precaches the app and keeps the API answers it saw, so the app opens offline with the data
 * last seen, and it shows the push notifications of what a fan follows.
 */
declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: Parameters<typeof precacheAndRoute>[0] };

// The update prompt (UpdatePrompt.tsx, through workbox-window) asks the waiting version to take over.
self.addEventListener('message', (event) => {
  if ((event.data as { type?: unknown } | null)?.type === 'SKIP_WAITING') void self.skipWaiting();
});

clientsClaim();

// The build writes the app's files here; the server sets index.html's revision to the page it
// serves (server/src/web/shell.ts).
precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

// The API (and its docs), the embeds and real files are never answered with the app.
registerRoute(
  new NavigationRoute(createHandlerBoundToURL('/index.html'), {
    denylist: [/^\/touchline\//, /^\/healthz$/, /^\/embed\/./, /\/[^/?]+\.[a-z0-9]+$/i],
  }),
);

// Hashed, so a saved copy is never stale: the PDF library once it has been used.
registerRoute(
  ({ url, sameOrigin }) => sameOrigin && /^\/assets\/(pdfmake|vfs_fonts)-[\w-]+\.js$/.test(url.pathname),
  new CacheFirst({ cacheName: 'touchline-pdf', plugins: [new ExpirationPlugin({ maxEntries: 4 })] }),
  'GET',
);

// API reads, except the live streams. Network first, so what is on screen is current whenever
// the server answers; the saved answer (with its `date` header, see web/src/api/freshness.ts)
// when it does not.
registerRoute(
  ({ url, request, sameOrigin }) =>
    sameOrigin &&
    url.pathname.startsWith('/touchline/api/v1/') &&
    !url.pathname.endsWith('/stream') &&
    !request.headers.get('accept')?.includes('text/event-stream'),
  new NetworkFirst({
    cacheName: 'touchline-api',
    networkTimeoutSeconds: 5,
    plugins: [
      new ExpirationPlugin({ maxEntries: 300, maxAgeSeconds: 7 * 24 * 60 * 60 }),
      new CacheableResponsePlugin({ statuses: [200] }),
    ],
  }),
  'GET',
);

listenForPush(self);
