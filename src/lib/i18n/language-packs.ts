// Non-base languages' words come in packs, fetched only for shoppers who read them (decision 060,
// scripts/language-packs-plugin.ts); in development and tests every message keeps all its languages.
import { getLocale } from './paraglide/runtime.js';

type MessageFunction = (inputs: unknown) => string;

interface LanguageLoader {
  /** Fetches the packs of every chunk loaded so far: true once in, false if one failed. */
  use(locale: string): Promise<boolean>;
}

declare global {
  /** Language → a chunk's pack name → its messages' functions, in the chunk's order. */
  var kiranaMessages: Record<string, Record<string, MessageFunction[]>> | undefined;
  var kiranaLanguage: LanguageLoader | undefined;
}

/** A message in the current (or asked) language from its chunk's pack, else the base one; the build writes these calls. */
export function localized(words: string, place: number, base: MessageFunction) {
  return (inputs?: unknown, options: { locale?: string } = {}): string =>
    (globalThis.kiranaMessages?.[options.locale ?? getLocale()]?.[words]?.[place] ?? base)(inputs);
}

/** Calls `then` once `locale`'s words are fetched for every chunk loaded so far, with whether all came. */
export function whenLanguageLoaded(locale: string, then: (loaded: boolean) => void): void {
  const loading = globalThis.kiranaLanguage?.use(locale);
  if (loading) void loading.then(then);
  else then(true);
}
