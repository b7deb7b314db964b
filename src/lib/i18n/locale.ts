import { useSyncExternalStore } from 'react';
import { backoffDelay, onRetryMoment, reportNetworkFailure } from '../online';
import type { Toasts } from '../toast';
import { whenLanguageLoaded } from './language-packs';
import { manifestPath } from './manifest-path';
import { m } from './paraglide/messages.js';
import { baseLocale, isLocale, type Locale, locales, overwriteGetLocale } from './paraglide/runtime.js';

export type { Locale };
export { locales };

/** Each language named in itself, so a shopper who cannot read the other finds theirs. */
export const LANGUAGE_NAMES: Record<Locale, string> = { en: 'English', hi: 'हिन्दी' };

/** Where the choice is kept (index.html's splash script reads it too). */
export const LOCALE_STORAGE_KEY = 'kirana-language';

function storedLocale(): Locale | undefined {
  try {
    const stored = localStorage.getItem(LOCALE_STORAGE_KEY);
    return isLocale(stored) ? stored : undefined;
  } catch {
    return undefined; // storage refused (private mode, a locked-down webview)
  }
}

/** A first visit follows the browser's languages, in order: "hi-IN" → हिन्दी. */
export function localeFromBrowser(languages: readonly string[]): Locale {
  for (const language of languages) {
    const primary = language.toLowerCase().split('-')[0];
    if (isLocale(primary)) return primary;
  }
  return baseLocale;
}

let current: Locale =
  storedLocale() ?? localeFromBrowser(typeof navigator === 'undefined' ? [] : (navigator.languages ?? []));
/** Told of every change of language, from any tab. */
const listeners = new Set<() => void>();
/** Told only of the shopper's own choices in this tab (the account keeps them). */
const chosenListeners = new Set<(locale: Locale) => void>();
/** Told when the words of a language chosen with no signal have come after all. */
const fetchedListeners = new Set<(locale: Locale) => void>();
/** Told when the words of a chosen language cannot be fetched now. */
const needsSignalListeners = new Set<(locale: Locale) => void>();

// Answer from memory: Paraglide's own getLocale parses the URL on every message drawn.
overwriteGetLocale(() => current);

function apply(locale: Locale) {
  current = locale;
  if (typeof document !== 'undefined') {
    document.documentElement.lang = intlLocale(locale);
    // A phone installing the shop now gets its description in this language.
    document.querySelector('link[rel="manifest"]')?.setAttribute('href', manifestPath(locale, baseLocale));
  }
  for (const listener of listeners) listener();
}
apply(current);

/** The language last asked for: words arriving after a later switch are dropped. */
let wanted = current;
/** Stops waiting to fetch a language chosen with no signal. */
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
    // Half its words, or none, would be drawn in the base language under another <html lang>: stay, and say why.
    for (const listener of needsSignalListeners) listener(locale);
    // "Online" may mean nothing gets through, with no `online` event to come: count as unreachable so the probe runs.
    // Once per choice, not per try: a pack missing for another reason must not keep the probe knocking.
    reportNetworkFailure();
    fetchWhenSignalReturns(locale);
  });
}

/** Tries within one moment of signal before waiting for the next: a lossy signal may drop a request. */
const RETRIES_PER_MOMENT = 3;

// A language chosen offline is fetched at each retry moment; no redraw by itself, as the shopper may be typing.
function fetchWhenSignalReturns(locale: Locale) {
  let waiting = true;
  let again: ReturnType<typeof setTimeout> | undefined;
  const fetchWords = (retries: number) => {
    clearTimeout(again);
    if (!waiting) return;
    whenLanguageLoaded(locale, (loaded) => {
      if (!waiting) return;
      if (!loaded) {
        // At most one try waits: another moment of signal may have started one meanwhile.
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

/** The shopper chooses a language: kept here, applied once its words are in; with no signal a toast says so. */
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

/** Calls `listener` with each language chosen in this tab. */
export function onLocaleChosen(listener: (locale: Locale) => void): () => void {
  chosenListeners.add(listener);
  return () => chosenListeners.delete(listener);
}

/** Calls `listener` when a language chosen with no signal has been fetched after all. */
export function onChosenLanguageFetched(listener: (locale: Locale) => void): () => void {
  fetchedListeners.add(listener);
  return () => fetchedListeners.delete(listener);
}

/** Says on the page's toasts when a chosen language cannot be fetched now. */
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

/** The BCP 47 tag for `Intl`, `<html lang>` and Accept-Language. */
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
