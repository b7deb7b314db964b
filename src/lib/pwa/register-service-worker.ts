import { registerSW } from 'virtual:pwa-register';
import { getDefaultStore } from 'jotai';
import { firstScreenSettled } from './first-screen-settled';
import { keepLanguageOffline, tellLanguageChoices } from './offline-language';
import { updateAvailableAtom } from './update-available';

/**
 * Registers sw.js (production builds only) once the first screen has settled: installing it downloads the
 * whole shop for offline use (about 1 MB), which on a first visit over a slow link must not share the link
 * with the first screen's answers and pictures. `load` alone comes too early: the page is drawn by its code,
 * so `load` fires before the first screen has even asked for its data (bench/README.md, fifth round).
 * The language the phone reads is written first: the install keeps that language's words; a language chosen
 * meanwhile is told at once.
 */
export function registerServiceWorker(store = getDefaultStore()) {
  if (!('serviceWorker' in navigator) || import.meta.env.DEV) return;
  tellLanguageChoices();
  void firstScreenSettled()
    .then(keepLanguageOffline)
    .then(() => {
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
