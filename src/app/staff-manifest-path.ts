/**
 * shop.html's stand-in for src/lib/i18n/manifest-path.ts (scripts/staff-copies-plugin.ts puts it there): the staff's
 * page keeps its own manifest, "Kirana Shop", in every language, where the shopper's page points at its language's.
 */
export function manifestPath(_locale: string, _baseLocale: string): string {
  return '/shop.webmanifest';
}
