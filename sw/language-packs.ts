import { languagePacks, packsInOneFile } from 'virtual:language-packs';
import { get } from 'idb-keyval';

/**
 * The language packs (each chunk's words in another language, scripts/language-packs-plugin.ts) are not in
 * the precache: a phone keeps only those of the language it reads. A shopper reading English never downloads
 * the Hindi; one reading Hindi has every page's Hindi on the phone, so the shop opens in Hindi with no signal.
 *
 * The app writes the language it shows into IndexedDB (src/lib/pwa/offline-language.ts) before it
 * first registers this worker, and tells it of every later choice: so the first install, and each update's,
 * already knows which packs to fetch. Until the app has written it (an update from a version that never did,
 * or storage refused to the page), the browser's languages decide, as they do for the app.
 */
export const LANGUAGE_PACKS_CACHE = 'language-packs';
/** src/lib/i18n/locale.ts's LOCALE_STORAGE_KEY: the app writes the language under it in IndexedDB too. */
const LANGUAGE_KEY = 'kirana-language';

const packUrls = new Set(Object.values(languagePacks).flat());

/** The language written by the app, else the first of the browser's the shop speaks (src/lib/i18n/locale.ts). */
async function phoneLanguage(): Promise<string | undefined> {
  const written = await get<string>(LANGUAGE_KEY).catch(() => undefined);
  const browser = self.navigator.languages.map((language) => language.toLowerCase().split('-')[0]);
  return [written, ...browser].find((language) => language !== undefined && Object.hasOwn(languagePacks, language));
}

/** True for a language pack of this build. */
export function isLanguagePack(url: URL): boolean {
  return url.origin === self.location.origin && packUrls.has(url.pathname);
}

let queue: Promise<unknown> = Promise.resolve();

/**
 * Fetches the packs of the phone's language that are not kept yet; with `prune`, also forgets every other
 * pack: another language's, or an earlier build's (so never on install, while the earlier build may still be
 * running). One at a time, so a quick change of mind cannot forget what the later choice fetched.
 * Rejects when a pack cannot be fetched: an install then fails and is tried again, as the precache's does.
 */
export function keepPhoneLanguage({ prune }: { prune: boolean }): Promise<void> {
  const run = queue.then(async () => {
    const locale = await phoneLanguage();
    const wanted = new Set((locale && languagePacks[locale]) || []);
    const cache = await caches.open(LANGUAGE_PACKS_CACHE);
    const kept = (await cache.keys()).map((request) => new URL(request.url).pathname);
    const missing = [...wanted].filter((url) => !kept.includes(url));
    await fetchPacks(cache, locale, missing);
    if (prune) await Promise.all(kept.filter((url) => !wanted.has(url)).map((url) => cache.delete(url)));
  });
  queue = run.catch(() => {});
  return run;
}

/**
 * Puts the missing packs in the cache. When most of a language's packs are missing (a first install, a newly
 * chosen language) they come in one file, a fifth of the bytes of one request each; a few (an update that
 * changed some words) come one by one.
 */
async function fetchPacks(cache: Cache, locale: string | undefined, missing: string[]) {
  const oneFile = locale && packsInOneFile[locale];
  if (!oneFile || missing.length * 2 <= (languagePacks[locale]?.length ?? 0)) return cache.addAll(missing);
  const answer = await fetch(oneFile);
  if (!answer.ok) throw new Error(`${oneFile}: ${answer.status}`);
  const sources = (await answer.json()) as Record<string, string>;
  await Promise.all(
    missing.map((url) => {
      const source = sources[url];
      if (source === undefined) throw new Error(`${oneFile} holds no ${url}`);
      return cache.put(url, new Response(source, { headers: { 'Content-Type': 'text/javascript; charset=utf-8' } }));
    }),
  );
}
