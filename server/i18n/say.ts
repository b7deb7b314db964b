import type { Context } from 'hono';
import { type Locale, localeOf } from './locale';

/**
 * The server's words, in English and हिन्दी, for the language of the request (Accept-Language).
 *
 * Each module keeps its words beside its code, in a `messages.ts` like this one:
 *
 * ```ts
 * import type { Translation } from '../../i18n/say';
 *
 * const en = {
 *   added: 'Added to cart.',
 *   outOfStock: ({ name }: { name: string }) => `${name} is out of stock.`,
 * };
 * const hi = {
 *   added: 'थैले में डाल दिया।',
 *   outOfStock: ({ name }) => `${name} ख़त्म हो गया है।`,
 * } satisfies Translation<typeof en>;
 *
 * export const cartMessages = { en, hi };
 * ```
 *
 * (`plural()` below for words that change with a number) and says them with `say(c, cartMessages).outOfStock({ name })`. A Hindi key missing, one too many,
 * or a message taking other values than its English one is a TypeScript error; a message with
 * values is a function of them. The English words are what the API has always said (tests and the
 * app compare them): change them only on purpose. Hindi follows docs/languages.md's glossary.
 */
export type Translation<English> = {
  [Key in keyof English]: English[Key] extends (values: infer Values) => string ? (values: Values) => string : string;
};

/** A module's words: the English ones and their translation. */
export interface MessageSet<English> {
  en: English;
  hi: Translation<English>;
}

/** The words of `messages` in the language the request asks for (Accept-Language). */
export function say<English>(c: Context, messages: MessageSet<English>): English {
  return sayIn(localeOf(c), messages);
}

/** The words of `messages` in `locale`, whatever the request's. */
export function sayIn<English>(locale: Locale, messages: MessageSet<English>): English {
  // Translation<English> has English's keys and each message's parameters: the same shape.
  return (locale === 'hi' ? messages.hi : messages.en) as English;
}

const pluralRules: Record<Locale, Intl.PluralRules> = {
  en: new Intl.PluralRules('en-IN'),
  hi: new Intl.PluralRules('hi-IN'),
};

/**
 * The form for `count` by the language's plural rules (CLDR, through Intl.PluralRules; in Hindi 0
 * and 1 are "one"), for a message of that language:
 * `({ count }) => plural('en', count, { one: '1 second', other: `${count} seconds` })`.
 */
export function plural(locale: Locale, count: number, forms: { one: string; other: string }): string {
  return pluralRules[locale].select(count) === 'one' ? forms.one : forms.other;
}
