import { registerSW } from 'virtual:pwa-register';
import { getDefaultStore } from 'jotai';
import { updateAvailableAtom } from './update-available';

/**
 * Registers sw.js (production builds only) once the page has loaded: installing it downloads the whole
 * shop for offline use, which on a first visit over a slow link must not compete with the first screen.
 */
export function registerServiceWorker(store = getDefaultStore()) {
  if (!('serviceWorker' in navigator) || import.meta.env.DEV) return;
  const updateServiceWorker = registerSW({
    immediate: false,
    onNeedRefresh: () => store.set(updateAvailableAtom, () => () => updateServiceWorker(true)),
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
