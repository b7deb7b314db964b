import { languagePacks } from 'virtual:language-packs';
import { get } from 'idb-keyval';

/**
 * The language packs (each chunk's words in another language, scripts/language-packs-plugin.ts) are not in
 * the precache: a phone keeps only those of the language it reads. A shopper reading English never downloads
 * the Hindi; one reading Hindi has every page's Hindi on the phone, so the shop opens in Hindi with no signal.
 *
 * The app writes the language it shows into IndexedDB (src/lib/pwa/offline-language.ts, same key) before it
 * first registers this worker, and tells it of every later choice: so the first install, and each update's,
 * already knows which packs to fetch. Until the app has written it (an update from a version that never did,
 * or storage refused to the page), the browser's languages decide, as they do for the app.
 */
export const LANGUAGE_PACKS_CACHE = 'language-packs';
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
    await cache.addAll([...wanted].filter((url) => !kept.includes(url)));
    if (prune) await Promise.all(kept.filter((url) => !wanted.has(url)).map((url) => cache.delete(url)));
  });
  queue = run.catch(() => {});
  return run;
}
