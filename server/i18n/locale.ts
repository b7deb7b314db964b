import { AsyncLocalStorage } from 'node:async_hooks';
import type { Context, MiddlewareHandler } from 'hono';
import { parseAccept } from 'hono/utils/accept';

/** The languages the shop answers in; English when the request asks for neither. */
export const LOCALES = ['en', 'hi'] as const;
export type Locale = (typeof LOCALES)[number];

const DEFAULT_LOCALE: Locale = 'en';

/** The answer's language for the request being handled, wherever in its work the code runs. */
const current = new AsyncLocalStorage<Locale>();

/**
 * The language an Accept-Language header asks for: its most preferred entry (by q-value, then by
 * order) that the shop speaks. 'hi' and 'hi-IN' are Hindi; 'en', 'en-IN', '*' and everything else
 * English; `q=0` refuses a language. No header: English.
 */
export function localeFrom(acceptLanguage: string | undefined): Locale {
  for (const { type, q } of parseAccept(acceptLanguage ?? '')) {
    if (q <= 0) continue;
    const primary = type.toLowerCase().split('-')[0];
    if (primary === 'hi') return 'hi';
    if (primary === 'en' || primary === '*') return 'en';
  }
  return DEFAULT_LOCALE;
}

/** The language of the request being handled (English outside a request: startup, timers, scripts). */
export function requestLocale(): Locale {
  return current.getStore() ?? DEFAULT_LOCALE;
}

/** Runs `work` (and everything it awaits) answering in `locale`. */
export function withLocale<T>(locale: Locale, work: () => T): T {
  return current.run(locale, work);
}

/**
 * Middleware: the request's Accept-Language picks the language of every message in its answer
 * (`say()` reads it through requestLocale(), however deep in the modules it is called).
 */
export function requestLanguage(): MiddlewareHandler {
  return (c, next) => withLocale(localeFrom(c.req.header('Accept-Language')), next);
}

/** Marks an answer whose body carries a message: its words depend on Accept-Language. */
export function varyOnLanguage(c: Context) {
  c.header('Vary', 'Accept-Language', { append: true });
}
