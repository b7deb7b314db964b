import { useSyncExternalStore } from 'react';
import { backoffDelay, onRetryMoment, reportNetworkFailure } from '../online';
import type { Toasts } from '../toast';
import { whenLanguageLoaded } from './language-packs';
import { manifestPath } from './manifest-path';
import { m } from './paraglide/messages.js';
import { baseLocale, isLocale, type Locale, locales, overwriteGetLocale } from './paraglide/runtime.js';

export type { Locale };
export { locales };

/** Each language named in itself: a shopper who cannot read the other still finds theirs. */
export const LANGUAGE_NAMES: Record<Locale, string> = { en: 'English', hi: 'हिन्दी' };

/** Where the choice is kept on this phone (index.html's splash script reads it too, and chooses as below). */
export const LOCALE_STORAGE_KEY = 'kirana-language';

/** The language the shopper chose on this phone, if any. */
function storedLocale(): Locale | undefined {
  try {
    const stored = localStorage.getItem(LOCALE_STORAGE_KEY);
    return isLocale(stored) ? stored : undefined;
  } catch {
    return undefined; // storage refused (private mode, a locked-down webview)
  }
}

/** A first visit follows the browser's languages, in the shopper's order: "hi-IN" → हिन्दी. */
export function localeFromBrowser(languages: readonly string[]): Locale {
  for (const language of languages) {
    const primary = language.toLowerCase().split('-')[0];
    if (isLocale(primary)) return primary;
  }
  return baseLocale;
}

let current: Locale =
  storedLocale() ?? localeFromBrowser(typeof navigator === 'undefined' ? [] : (navigator.languages ?? []));
/** Whoever draws words (useLocale), told of every change of language, from this tab or another. */
const listeners = new Set<() => void>();
/** Told only of the shopper's own choices in this tab (the account keeps them). */
const chosenListeners = new Set<(locale: Locale) => void>();
/** Told when the words of a language chosen with no signal have come after all (the service worker keeps them). */
const fetchedListeners = new Set<(locale: Locale) => void>();
/** Told when the words of a language chosen cannot be fetched now (no signal). */
const needsSignalListeners = new Set<(locale: Locale) => void>();

// Every message asks for the locale each time it is drawn: answer from memory (Paraglide's own
// getLocale walks its strategies and parses the URL on every call).
overwriteGetLocale(() => current);

function apply(locale: Locale) {
  current = locale;
  if (typeof document !== 'undefined') {
    document.documentElement.lang = intlLocale(locale);
    // A phone that installs the shop now shows its description in this language (the build writes one per language).
    document.querySelector('link[rel="manifest"]')?.setAttribute('href', manifestPath(locale, baseLocale));
  }
  for (const listener of listeners) listener();
}
apply(current);

/** The language last asked for: a switch whose words arrive after a later switch is dropped. */
let wanted = current;
/** Forgets a language chosen with no signal whose words are still to be fetched (a later choice replaces it). */
let stopWaitingForSignal = () => {};
function switchTo(locale: Locale) {
  wanted = locale;
  stopWaitingForSignal();
  whenLanguageLoaded(locale, (loaded) => {
    if (wanted !== locale || locale === current) return;
    if (loaded) {
      apply(locale);
      return;
    }
    // Half its words, or none, would be drawn in the base language under <html lang> of another: the page stays
    // as it is, and says why.
    for (const listener of needsSignalListeners) listener(locale);
    // The browser may say online with nothing getting through (a village signal): no `online` event will come, so
    // the shop counts as unreachable, and the connection's probe finds the moment the server is reached again.
    // Once per choice, not per try: a pack missing for another reason must not keep the probe knocking.
    reportNetworkFailure();
    fetchWhenSignalReturns(locale);
  });
}

/** Tries again within one moment of signal before waiting for the next: a brief, lossy signal may drop a request. */
const RETRIES_PER_MOMENT = 3;

/**
 * A language chosen with no signal has its words fetched at the next moment worth trying the network (the
 * `online` event, the server reached, the shopper back in the tab), tried again shortly (1 s, 2 s, 4 s) if some
 * did not come: a village signal that comes and goes is enough, and the next choice switches at once, even with
 * no signal by then. The page is not redrawn by itself: the shopper may be typing, and a switch draws every page
 * afresh.
 */
function fetchWhenSignalReturns(locale: Locale) {
  let waiting = true;
  let again: ReturnType<typeof setTimeout> | undefined;
  const fetchWords = (retries: number) => {
    clearTimeout(again);
    if (!waiting) return;
    whenLanguageLoaded(locale, (loaded) => {
      if (!waiting) return;
      if (!loaded) {
        // At most one try waits: a moment of signal may have started another while this one was on its way.
        clearTimeout(again);
        if (retries < RETRIES_PER_MOMENT)
          again = setTimeout(() => fetchWords(retries + 1), backoffDelay(retries, 4000));
        return;
      }
      stopWaitingForSignal();
      for (const listener of fetchedListeners) listener(locale);
    });
  };
  const stop = onRetryMoment(() => fetchWords(0));
  stopWaitingForSignal = () => {
    waiting = false;
    clearTimeout(again);
    stop();
  };
}

/**
 * The shopper chooses a language: kept on this phone, applied without a reload as soon as its words are in
 * (a build fetches them, language packs; elsewhere at once). When they cannot be fetched (no signal) the page
 * stays in its language and a toast says so; the next choice, or the next visit, tries again.
 */
export function chooseLocale(locale: Locale) {
  try {
    localStorage.setItem(LOCALE_STORAGE_KEY, locale);
  } catch {
    // Not kept for the next visit, but this visit still switches.
  }
  switchTo(locale);
  for (const listener of chosenListeners) listener(locale);
}

/** The language chosen on this phone, or undefined while the browser's languages decide. */
export function chosenLocale(): Locale | undefined {
  return storedLocale();
}

/** Calls `listener` with each language the shopper chooses here (not with choices made in other tabs). */
export function onLocaleChosen(listener: (locale: Locale) => void): () => void {
  chosenListeners.add(listener);
  return () => chosenListeners.delete(listener);
}

/** Calls `listener` when the words of a language chosen here with no signal have been fetched after all. */
export function onChosenLanguageFetched(listener: (locale: Locale) => void): () => void {
  fetchedListeners.add(listener);
  return () => fetchedListeners.delete(listener);
}

/** Says on the page's toasts when a language chosen cannot be fetched now (src/app/main.tsx; a test's app). */
export function toastWhenLanguageNeedsSignal(toasts: Toasts): () => void {
  const say = (locale: Locale) => toasts.error(m.i18n_language_needs_signal({ language: LANGUAGE_NAMES[locale] }));
  needsSignalListeners.add(say);
  return () => needsSignalListeners.delete(say);
}

// A choice made in another tab applies here too.
if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key !== LOCALE_STORAGE_KEY) return;
    const locale = storedLocale();
    if (locale) switchTo(locale);
  });
}

export function currentLocale(): Locale {
  return current;
}

/** The BCP 47 tag `Intl`, `<html lang>` and the API's Accept-Language use: Indian English or Hindi. */
export function intlLocale(locale: Locale = current): 'en-IN' | 'hi-IN' {
  return locale === 'hi' ? 'hi-IN' : 'en-IN';
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The current language, redrawing the caller when it changes. */
export function useLocale(): Locale {
  return useSyncExternalStore(subscribe, currentLocale, currentLocale);
}
