/**
 * The web app manifest a page in this language points to: the base language's is the one vite-plugin-pwa
 * emits, every other language's is written beside it by scripts/html-messages-plugin.ts (its description in
 * that language), so a phone installs the shop in the language it reads.
 */
export function manifestPath(locale: string, baseLocale: string): string {
  return locale === baseLocale ? '/manifest.webmanifest' : `/manifest.${locale}.webmanifest`;
}
