/**
 * Cards whose pictures a phone's first screen shows (two rows of two; one row on a wider screen). vite.config.ts
 * reads it at build time (index.html asks for a category's first pictures with its list), so it imports nothing.
 */
export const FIRST_SCREEN_CARDS = 4;
