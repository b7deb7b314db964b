import { onlineManager } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Connection, reportNetworkFailure, reportServerReached } from '../online';
import { Toasts } from '../toast';
import {
  chooseLocale,
  currentLocale,
  LOCALE_STORAGE_KEY,
  type Locale,
  localeFromBrowser,
  onChosenLanguageFetched,
  toastWhenLanguageNeedsSignal,
} from './locale';
import { m } from './paraglide/messages.js';

let stopWatching: () => void;
beforeEach(() => {
  stopWatching = new Connection().watch();
});

afterEach(() => {
  delete globalThis.kiranaLanguage;
  chooseLocale('en');
  stopWatching();
});

describe('the language', () => {
  it('on a first visit follows the browser’s languages in the shopper’s order, else English', () => {
    expect(localeFromBrowser(['hi-IN', 'en-US'])).toBe('hi');
    expect(localeFromBrowser(['en-GB', 'hi'])).toBe('en');
    expect(localeFromBrowser(['mr-IN', 'HI'])).toBe('hi');
    expect(localeFromBrowser(['fr-FR'])).toBe('en');
    expect(localeFromBrowser([])).toBe('en');
  });

  it('chosen, is kept on the phone, sets <html lang> and every message follows at once', () => {
    chooseLocale('hi');
    expect(localStorage.getItem(LOCALE_STORAGE_KEY)).toBe('hi');
    expect(document.documentElement.lang).toBe('hi-IN');
    expect(m.i18n_language()).toBe('भाषा');
    chooseLocale('en');
    expect(document.documentElement.lang).toBe('en-IN');
    expect(m.i18n_language()).toBe('Language');
  });

  it('chosen in another tab, applies here too', () => {
    localStorage.setItem(LOCALE_STORAGE_KEY, 'hi');
    window.dispatchEvent(new StorageEvent('storage', { key: LOCALE_STORAGE_KEY, newValue: 'hi' }));
    expect(currentLocale()).toBe('hi');
    expect(m.i18n_language()).toBe('भाषा');
  });

  it('in a build, switches once its words are in, and a later choice wins over words that arrive late', async () => {
    // index.html's loader (scripts/language-packs-plugin.ts): each use() here waits for its own release.
    const releases: (() => void)[] = [];
    globalThis.kiranaLanguage = {
      use: () => new Promise<boolean>((resolve) => releases.push(() => resolve(true))),
    };
    chooseLocale('hi');
    expect(currentLocale()).toBe('en');
    releases[0]?.();
    await expect.poll(currentLocale).toBe('hi');

    chooseLocale('en');
    chooseLocale('hi');
    chooseLocale('en');
    releases[3]?.(); // English in first
    releases[2]?.(); // then the Hindi asked for before it
    releases[1]?.();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(currentLocale()).toBe('en');
    expect(document.documentElement.lang).toBe('en-IN');
  });

  it('in a build, stays in its language and says so when the words cannot be fetched (no signal)', async () => {
    globalThis.kiranaLanguage = { use: async () => false };
    const toasts = new Toasts();
    const stopSaying = toastWhenLanguageNeedsSignal(toasts);
    chooseLocale('hi');
    await expect
      .poll(() => toasts.list().map((toast) => toast.message))
      .toEqual([m.i18n_language_needs_signal({ language: 'हिन्दी' })]);
    expect(currentLocale()).toBe('en');
    expect(document.documentElement.lang).toBe('en-IN');
    // Kept: the next visit, or the next choice, tries again.
    expect(localStorage.getItem(LOCALE_STORAGE_KEY)).toBe('hi');

    globalThis.kiranaLanguage = { use: async () => true };
    chooseLocale('hi');
    await expect.poll(currentLocale).toBe('hi');
    stopSaying();
  });

  /** A moment worth trying the network again (lib/online.ts): here, the server reached after a failure. */
  function signalReturns() {
    reportNetworkFailure();
    reportServerReached();
  }

  /** Hindi chosen while its words cannot be fetched, until `signal.on`; what was asked for and told, since. */
  async function chooseHindiWithNoSignal() {
    const signal = { on: false };
    const asked: string[] = [];
    globalThis.kiranaLanguage = {
      use: async (locale) => {
        asked.push(locale);
        return signal.on;
      },
    };
    const fetched: Locale[] = [];
    const stopListening = onChosenLanguageFetched((locale) => fetched.push(locale));
    chooseLocale('hi');
    await expect.poll(() => asked).toEqual(['hi']);
    return { signal, asked, fetched, stopListening };
  }

  it('chosen with no signal, has its words fetched when the signal returns, and the page is not redrawn by itself', async () => {
    const { signal, asked, fetched, stopListening } = await chooseHindiWithNoSignal();

    signalReturns(); // but nothing gets through yet
    await expect.poll(() => asked).toEqual(['hi', 'hi']);
    expect(fetched).toEqual([]);

    signal.on = true;
    signalReturns();
    await expect.poll(() => fetched).toEqual(['hi']);
    expect(currentLocale()).toBe('en');
    expect(document.documentElement.lang).toBe('en-IN');

    signalReturns(); // the words are in: nothing more is asked
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(asked).toHaveLength(3);
    stopListening();
  });

  it('chosen while the browser says online but nothing gets through, counts the shop unreachable: the server reached again is the moment', async () => {
    const { signal, fetched, stopListening } = await chooseHindiWithNoSignal();
    // No `online` event will come: the connection's probe (lib/online.ts) now looks for the server.
    expect(onlineManager.isOnline()).toBe(false);

    signal.on = true;
    reportServerReached(); // the probe got through
    await expect.poll(() => fetched).toEqual(['hi']);
    expect(onlineManager.isOnline()).toBe(true);
    expect(currentLocale()).toBe('en');
    stopListening();
  });

  it('at a moment of signal that drops some words, tries again shortly (1 s, 2 s, 4 s), then waits for the next moment', async () => {
    vi.useFakeTimers();
    try {
      const answers = [false, false, false, false, false];
      const asked: string[] = [];
      globalThis.kiranaLanguage = {
        use: async (locale) => {
          asked.push(locale);
          return answers.shift() ?? true;
        },
      };
      const fetched: Locale[] = [];
      const stopListening = onChosenLanguageFetched((locale) => fetched.push(locale));
      chooseLocale('hi');
      await vi.advanceTimersByTimeAsync(0);
      signalReturns();
      await vi.advanceTimersByTimeAsync(0);
      expect(asked).toHaveLength(2);
      for (const [wait, tries] of [
        [1200, 3],
        [2400, 4],
        [5000, 5],
        [60_000, 5], // four tries in this moment, then none until the next
      ] as const) {
        await vi.advanceTimersByTimeAsync(wait);
        expect(asked).toHaveLength(tries);
      }
      expect(fetched).toEqual([]);

      signalReturns();
      await vi.advanceTimersByTimeAsync(0);
      expect(fetched).toEqual(['hi']);
      stopListening();
    } finally {
      vi.useRealTimers();
    }
  });

  it('chosen with no signal and then left for English, has no words fetched when the signal returns', async () => {
    const asked: string[] = [];
    globalThis.kiranaLanguage = {
      use: async (locale) => {
        asked.push(locale);
        return locale === 'en';
      },
    };
    chooseLocale('hi');
    await expect.poll(() => asked).toEqual(['hi']);
    chooseLocale('en');
    await expect.poll(() => asked).toEqual(['hi', 'en']);

    signalReturns();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(asked).toEqual(['hi', 'en']);
  });
});
