import { atom } from 'jotai';

/**
 * Set when a new version of the shop is installed and waiting (see register-service-worker.ts).
 * It is never forced on the shopper in the middle of something: the shell offers "Update available
 * — Reload", and only then does the new service worker take over and the page reload, all at once
 * (no mix of old and new files). Its own module so screens can read it without the build-only
 * service worker registration.
 */
export const updateAvailableAtom = atom<null | (() => Promise<void>)>(null);
