import { getDefaultStore } from 'jotai';
import { firstScreenSettled } from './first-screen-settled';
import { keepLanguageOffline, tellLanguageChoices } from './offline-language';
import { updateAvailableAtom } from './update-available';

/**
 * Registers sw.js (production builds only) once the first screen has settled: the install downloads the whole
 * shop (about 1 MB), which must not share a slow link with the first screen. `load` is too early: it fires
 * before the app's code has asked for the first screen's data. The phone's language is written first, so the
 * install keeps that language's words.
 */
export function registerServiceWorker(store = getDefaultStore()) {
  if (!('serviceWorker' in navigator) || import.meta.env.DEV) return;
  tellLanguageChoices();
  void firstScreenSettled()
    .then(keepLanguageOffline)
    // Fetched only now: the first screen's JavaScript does not carry what it never runs.
    .then(() => import('virtual:pwa-register'))
    .then(({ registerSW }) => {
      const updateServiceWorker = registerSW({
        immediate: true,
        onNeedRefresh: () => store.set(updateAvailableAtom, () => () => updateServiceWorker(true)),
      });
    });
}

/**
 * A page still running an old version may ask for a route chunk the server no longer has (the
 * new build replaced it). Rather than a blank screen the page reloads once into the new version.
 */
export function reloadOnStaleChunk() {
  window.addEventListener('vite:preloadError', (event) => {
    const key = 'kirana-reloaded-for-update';
    if (sessionStorage.getItem(key)) return;
    sessionStorage.setItem(key, '1');
    event.preventDefault();
    window.location.reload();
  });
}
