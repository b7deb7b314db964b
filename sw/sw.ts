/// <reference lib="webworker" />

import { get, set } from 'idb-keyval';
import { safeParse } from 'valibot';
import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import { clientsClaim } from 'workbox-core';
import { ExpirationPlugin } from 'workbox-expiration';
import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { CacheFirst, NetworkFirst, StaleWhileRevalidate } from 'workbox-strategies';
import { pathsCached } from '../contract/endpoints';
import { LIVE_STREAM_PATHS } from '../contract/endpoints/streams';
import { pageFor } from '../contract/pages';
import { type PushNotice, PushNoticeSchema } from '../contract/push-notice';
import { isLanguagePack, keepPhoneLanguage, LANGUAGE_PACKS_CACHE } from './language-packs';
import { mayHandOut, ownerOf, type Shopper, shopperSaidBy } from './personal-copies';

declare const self: ServiceWorkerGlobalScope;

const DAY = 24 * 60 * 60;
/** Named anew when its copies began to name their shopper: the older copies, of nobody known, are dropped. */
const PERSONAL_CACHE = 'personal-answers';
const UNNAMED_PERSONAL_CACHE = 'personal-api';

// The shell and every route chunk (the list is injected at build time), so the app opens with no signal.
precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

// Only the words of the language the phone reads are kept, beside the precache (./language-packs.ts).
self.addEventListener('install', (event) => event.waitUntil(keepPhoneLanguage({ prune: false })));
self.addEventListener('activate', (event) =>
  event.waitUntil(Promise.all([keepPhoneLanguage({ prune: true }), caches.delete(UNNAMED_PERSONAL_CACHE)])),
);
self.addEventListener('message', (event) => {
  if (event.data?.type === 'KEEP_LANGUAGE') event.waitUntil(keepPhoneLanguage({ prune: true }));
});
registerRoute(({ url }) => isLanguagePack(url), new CacheFirst({ cacheName: LANGUAGE_PACKS_CACHE }));

// Every client-side route is one of two pages (contract/pages.ts), both precached: the staff's (shop.html) under
// /shop, so the board opens with no signal too, and the shopper's shell everywhere else; the page draws the screen.
const staffPage = createHandlerBoundToURL('/shop.html');
const shell = createHandlerBoundToURL('/index.html');
registerRoute(
  new NavigationRoute((options) => (pageFor(options.url.pathname) === '/shop.html' ? staffPage : shell)(options), {
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

// Drawn pack shots never change under the same URL. The owner's own photos do (decision 112) and say so
// (`no-cache`): once kept, they are shown from here at once and asked about again behind it.
const IMAGES_CACHE = 'images';
const keptImages = {
  cacheName: IMAGES_CACHE,
  plugins: [
    new CacheableResponsePlugin({ statuses: [200] }),
    new ExpirationPlugin({ maxEntries: 800, maxAgeSeconds: 60 * DAY, purgeOnQuotaError: true }),
  ],
};
const packShots = new CacheFirst(keptImages);
const ownPhotos = new StaleWhileRevalidate(keptImages);
registerRoute(
  ({ url }) => url.pathname.startsWith('/images/'),
  async (options) => {
    const kept = await (await caches.open(IMAGES_CACHE)).match(options.request);
    const changeable = kept?.headers.get('Cache-Control')?.includes('no-cache') ?? false;
    return (changeable ? ownPhotos : packShots).handle(options);
  },
);

// Personal reads (session, cart, wishlist, orders, addresses): the network when it answers
// quickly, else the last copy. Mutations are not cached and never replayed here: the app's
// own queue replays them exactly once.
/** Personal answers never kept for offline use (the whole-account download is big and only wanted fresh). */
const NEVER_CACHED = pathsCached('never');

/** The shopper the server last said is signed in on this phone, kept in IndexedDB: the worker stops between events. */
const PHONE_SHOPPER_KEY = 'kirana-phone-shopper';
let phoneShopper: Promise<Shopper | undefined> | undefined;
const readPhoneShopper = () => (phoneShopper ??= get<Shopper>(PHONE_SHOPPER_KEY).catch(() => undefined));

/** Someone else is signed in now (or nobody): every copy made for another is dropped. */
async function phoneShopperIs(shopper: Shopper) {
  if ((await readPhoneShopper()) === shopper) return;
  phoneShopper = Promise.resolve(shopper);
  await set(PHONE_SHOPPER_KEY, shopper).catch(() => undefined);
  const cache = await caches.open(PERSONAL_CACHE);
  for (const request of await cache.keys()) {
    const copy = await cache.match(request);
    if (!copy || ownerOf(copy) !== shopper) await cache.delete(request);
  }
}

/**
 * Each answer from the shop says who is signed in (a 401: nobody), and the copies follow before this one is
 * kept. A copy leaves the cache only for the shopper it was made for, whatever a late write left behind.
 */
const onlyForItsShopper = {
  fetchDidSucceed: async ({ response }: { response: Response }) => {
    const said = shopperSaidBy(response);
    if (said !== undefined) await phoneShopperIs(said);
    return response;
  },
  cachedResponseWillBeUsed: async ({ cachedResponse }: { cachedResponse?: Response }) =>
    cachedResponse && mayHandOut(cachedResponse, await readPhoneShopper()) ? cachedResponse : null,
};

/**
 * A live stream (Server-Sent Events) stays open: kept, it would never finish; served from a copy, it would replay
 * stale events. No route matches it, so the browser fetches it itself, as if there were no worker.
 */
const isLiveStream = (url: URL, request: Request) =>
  LIVE_STREAM_PATHS.has(url.pathname) || request.headers.get('Accept')?.includes('text/event-stream') === true;

registerRoute(
  ({ url, request }) =>
    request.method === 'GET' &&
    url.pathname.startsWith('/api/') &&
    !NEVER_CACHED.has(url.pathname) &&
    !isLiveStream(url, request),
  new NetworkFirst({
    cacheName: PERSONAL_CACHE,
    networkTimeoutSeconds: 4,
    plugins: [
      new CacheableResponsePlugin({ statuses: [200] }),
      new ExpirationPlugin({ maxEntries: 200, maxAgeSeconds: 30 * DAY, purgeOnQuotaError: true }),
      onlyForItsShopper,
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

// A session that ended (Log Out, a 401 the app met) asks for the personal answers to be forgotten, so the next
// person on a shared phone never sees them offline. The page waits for the reply before it reloads.
self.addEventListener('message', (event) => {
  if (event.data?.type !== 'FORGET_PERSONAL_DATA') return;
  phoneShopper = Promise.resolve(null);
  const forget = Promise.all([set(PHONE_SHOPPER_KEY, null).catch(() => undefined), caches.delete(PERSONAL_CACHE)]);
  event.waitUntil(forget.then(() => event.ports[0]?.postMessage('done')));
});

// Order news from the shop (decision 109): the notification names the order; a tap opens its page.
self.addEventListener('push', (event) => {
  const notice = readNotice(event.data);
  if (!notice) return;
  event.waitUntil(
    self.registration.showNotification(notice.title, {
      body: notice.body,
      tag: notice.tag,
      icon: '/icons/icon-192.png',
      data: { url: notice.url },
    }),
  );
});

function readNotice(data: PushMessageData | null): PushNotice | undefined {
  try {
    const parsed = safeParse(PushNoticeSchema, data?.json());
    return parsed.success ? parsed.output : undefined;
  } catch {
    return undefined; // not JSON: nothing of ours
  }
}

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const url = new URL((event.notification.data as { url?: string } | null)?.url ?? '/', self.location.origin);
  // Only the shop's own pages: a notice is ours, but a page never opens another site from it.
  if (url.origin !== self.location.origin) return;
  event.waitUntil(
    (async () => {
      const open = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
      const tab = open.find((client) => new URL(client.url).origin === url.origin);
      if (tab) {
        await tab.focus();
        await tab.navigate(url.href).catch(() => undefined);
        return;
      }
      await self.clients.openWindow(url.href);
    })(),
  );
});
