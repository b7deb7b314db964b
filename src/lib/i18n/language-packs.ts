/**
 * The words of languages other than the base one arrive in packs, fetched only for a shopper who reads
 * them (scripts/language-packs-plugin.ts, decision 060). A pack adds its functions to
 * `globalThis.kiranaMessages[locale]`; index.html's `kiranaLanguage` loader fetches them. In development
 * and in tests every message keeps all its languages and none of this is used.
 */
import { getLocale } from './paraglide/runtime.js';

type MessageFunction = (inputs: unknown) => string;

interface LanguageLoader {
  /** Fetches the packs of every chunk loaded so far in that language: true once they are in, false if one failed. */
  use(locale: string): Promise<boolean>;
}

declare global {
  /** Language → a chunk's words (its packs' name for them) → its messages' functions, in the chunk's order. */
  var kiranaMessages: Record<string, Record<string, MessageFunction[]>> | undefined;
  var kiranaLanguage: LanguageLoader | undefined;
}

/**
 * A message in the current language (or the one asked for): the function at `place` in its chunk's pack of
 * `words` in that language; the base language's where there is none (the base language itself, or a pack
 * that could not be fetched). The build writes these calls (scripts/language-packs-plugin.ts).
 */
export function localized(words: string, place: number, base: MessageFunction) {
  return (inputs?: unknown, options: { locale?: string } = {}): string =>
    (globalThis.kiranaMessages?.[options.locale ?? getLocale()]?.[words]?.[place] ?? base)(inputs);
}

/**
 * Calls `then` once the words of `locale` are fetched for every part of the app loaded so far, with whether
 * they all came (a pack may not, with no signal): at once where every message carries all its languages
 * (development, tests).
 */
export function whenLanguageLoaded(locale: string, then: (loaded: boolean) => void): void {
  const loading = globalThis.kiranaLanguage?.use(locale);
  if (loading) void loading.then(then);
  else then(true);
}
