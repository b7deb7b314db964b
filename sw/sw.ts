/// <reference lib="webworker" />
import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import { clientsClaim } from 'workbox-core';
import { ExpirationPlugin } from 'workbox-expiration';
import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { CacheFirst, NetworkFirst, StaleWhileRevalidate } from 'workbox-strategies';
import { pathsCached } from '../contract/endpoints';
import { isLanguagePack, keepPhoneLanguage, LANGUAGE_PACKS_CACHE } from './language-packs';

declare const self: ServiceWorkerGlobalScope;

const DAY = 24 * 60 * 60;
const PERSONAL_CACHE = 'personal-api';

// The shell and every route chunk (the list is injected at build time), so the app opens with no signal.
precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

// Only the words of the language the phone reads are kept, beside the precache (./language-packs.ts).
self.addEventListener('install', (event) => event.waitUntil(keepPhoneLanguage({ prune: false })));
self.addEventListener('activate', (event) => event.waitUntil(keepPhoneLanguage({ prune: true })));
self.addEventListener('message', (event) => {
  if (event.data?.type === 'KEEP_LANGUAGE') event.waitUntil(keepPhoneLanguage({ prune: true }));
});
registerRoute(({ url }) => isLanguagePack(url), new CacheFirst({ cacheName: LANGUAGE_PACKS_CACHE }));

// Every client-side route is the same shell; the router draws the page.
registerRoute(
  new NavigationRoute(createHandlerBoundToURL('/index.html'), {
    denylist: [/^\/api\//, /^\/images\//],
  }),
);

/** Catalog reads everybody sees the same: show what we have at once, refresh it behind the scenes. */
const CATALOG_CALLS = pathsCached('catalog');

/**
 * Sent by the app (src/lib/api-client.ts) when it already holds its own copy, which is newer than
 * ours: it carries changes still waiting for the server, or the shopper's own review just posted.
 * Then only the network will do; our older copy would undo those changes on screen.
 */
const HAVE_COPY_HEADER = 'X-Kirana-Have-Copy';
const onlyWithoutAppCopy = {
  cachedResponseWillBeUsed: async ({ request, cachedResponse }: { request: Request; cachedResponse?: Response }) =>
    request.headers.has(HAVE_COPY_HEADER) ? null : (cachedResponse ?? null),
};

/**
 * Marks an answer that came from our cache, so the app never takes it as proof that the server is
 * reachable (src/lib/online.ts: after a failure the shop counts as offline until the server answers).
 */
const markedAsCopy = {
  cachedResponseWillBeUsed: async ({ cachedResponse }: { cachedResponse?: Response }) => {
    if (!cachedResponse) return null;
    const headers = new Headers(cachedResponse.headers);
    headers.set('X-Kirana-From-Cache', '1');
    return new Response(cachedResponse.body, {
      status: cachedResponse.status,
      statusText: cachedResponse.statusText,
      headers,
    });
  },
};

registerRoute(
  ({ url, request }) => request.method === 'GET' && CATALOG_CALLS.has(url.pathname),
  new StaleWhileRevalidate({
    cacheName: 'catalog-api',
    plugins: [
      new CacheableResponsePlugin({ statuses: [200] }),
      new ExpirationPlugin({ maxEntries: 400, maxAgeSeconds: 14 * DAY, purgeOnQuotaError: true }),
      onlyWithoutAppCopy,
      markedAsCopy,
    ],
  }),
);

// Pack shots never change under the same URL.
registerRoute(
  ({ url }) => url.pathname.startsWith('/images/'),
  new CacheFirst({
    cacheName: 'images',
    plugins: [
      new CacheableResponsePlugin({ statuses: [200] }),
      new ExpirationPlugin({ maxEntries: 800, maxAgeSeconds: 60 * DAY, purgeOnQuotaError: true }),
    ],
  }),
);

// Personal reads (session, cart, wishlist, orders, addresses): the network when it answers
// quickly, else the last copy. Mutations are not cached and never replayed here: the app's
// own queue replays them exactly once.
/** Personal answers never kept for offline use (the whole-account download is big and only wanted fresh). */
const NEVER_CACHED = pathsCached('never');

registerRoute(
  ({ url, request }) => request.method === 'GET' && url.pathname.startsWith('/api/') && !NEVER_CACHED.has(url.pathname),
  new NetworkFirst({
    cacheName: PERSONAL_CACHE,
    networkTimeoutSeconds: 4,
    plugins: [
      new CacheableResponsePlugin({ statuses: [200] }),
      new ExpirationPlugin({ maxEntries: 200, maxAgeSeconds: 30 * DAY, purgeOnQuotaError: true }),
      onlyWithoutAppCopy,
      markedAsCopy,
    ],
  }),
);

// A new version waits until the shopper accepts "Update available — Reload".
self.addEventListener('message', (event) => {
  if (event.data?.type === 'SKIP_WAITING') void self.skipWaiting();
});

// The first install takes control of the open page at once, so it works offline from the first visit.
clientsClaim();

// Logout asks for the personal answers to be forgotten, so the next person on a shared phone never
// sees them offline. The page waits for the reply before it reloads.
self.addEventListener('message', (event) => {
  if (event.data?.type !== 'FORGET_PERSONAL_DATA') return;
  event.waitUntil(caches.delete(PERSONAL_CACHE).then(() => event.ports[0]?.postMessage('done')));
});
