import { registerSW } from 'virtual:pwa-register';

/**
 * Registers sw.js (production builds only). A waiting update is not forced on the shopper;
 * the update prompt (a later screen) calls the returned function to activate it.
 */
export function registerServiceWorker() {
  if (!('serviceWorker' in navigator) || import.meta.env.DEV) return undefined;
  return registerSW({ immediate: true });
}
