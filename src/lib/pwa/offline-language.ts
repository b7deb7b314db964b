import { set } from 'idb-keyval';
import {
  chosenLocale,
  currentLocale,
  LOCALE_STORAGE_KEY,
  type Locale,
  onChosenLanguageFetched,
  onLocaleChosen,
} from '../i18n/locale';

/**
 * Tells the service worker which language this phone reads, so that it keeps that language's words and no
 * other's: the one chosen here (its words may still be on their way) or else shown, written before the worker
 * is first registered (its install reads it), and each later choice. A choice made with no signal is told again
 * once the signal has returned (the worker could not fetch the words then either).
 */
export async function keepLanguageOffline(): Promise<void> {
  await tellServiceWorker(chosenLocale() ?? currentLocale());
  onLocaleChosen((locale) => void tellServiceWorker(locale));
  onChosenLanguageFetched((locale) => void tellServiceWorker(locale));
}

async function tellServiceWorker(locale: Locale) {
  try {
    // In IndexedDB, under the key localStorage keeps the choice under: the worker cannot read localStorage
    // (sw/language-packs.ts reads it there).
    await set(LOCALE_STORAGE_KEY, locale);
  } catch {
    return; // storage refused: the worker keeps no words for offline use; online, the shop fetches them
  }
  navigator.serviceWorker.controller?.postMessage({ type: 'KEEP_LANGUAGE' });
}
