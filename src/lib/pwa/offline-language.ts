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
 * Tells the service worker each language chosen from now on, so it keeps that language's words and no other's;
 * a choice made with no signal is told again when it returns. From start-up, not from registration, so a choice
 * made before the first screen settles reaches a worker already in control at once.
 */
export function tellLanguageChoices(): void {
  onLocaleChosen((locale) => void tellServiceWorker(locale));
  onChosenLanguageFetched((locale) => void tellServiceWorker(locale));
}

/**
 * The language this phone reads, written before the worker is first registered (its install reads it): the
 * one chosen here (its words may still be on their way) or else shown.
 */
export function keepLanguageOffline(): Promise<void> {
  return tellServiceWorker(chosenLocale() ?? currentLocale());
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
