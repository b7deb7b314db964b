import type { Context } from 'hono';
import { parseAccept } from 'hono/utils/accept';

/** The languages the shop answers in; English when the request asks for neither. */
export const LOCALES = ['en', 'hi'] as const;
export type Locale = (typeof LOCALES)[number];

const DEFAULT_LOCALE: Locale = 'en';

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

/**
 * The language of the request's answer, from its Accept-Language. Read where words are said, never
 * before: most answers (the catalog's above all) carry none, and pay nothing for it. Passed as the
 * request's context rather than kept in AsyncLocalStorage, whose promise hooks cost every answer,
 * worded or not, up to a fifth of its time on Node 20 (decision 067).
 */
export function localeOf(c: Context): Locale {
  return localeFrom(c.req.header('Accept-Language'));
}

/** Marks an answer whose body carries a message: its words depend on Accept-Language. */
export function varyOnLanguage(c: Context) {
  c.header('Vary', 'Accept-Language', { append: true });
}
