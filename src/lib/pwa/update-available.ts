import { atom } from 'jotai';

/**
 * Set when a new version is installed and waiting. Never forced mid-task: the shell offers "Update available —
 * Reload", and only then do the new worker and the page switch together (no mix of old and new files). Its own
 * module so screens can read it without the build-only service worker registration.
 */
export const updateAvailableAtom = atom<null | (() => Promise<void>)>(null);
