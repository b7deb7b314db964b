import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { varyOnLanguage } from '../i18n/locale';

/** `{ success: true, data, message? }`; a message is in the request's language (say()). */
export function ok<T>(c: Context, data: T, message?: string, status: ContentfulStatusCode = 200) {
  if (message === undefined) return c.json({ success: true, data }, status);
  varyOnLanguage(c);
  return c.json({ success: true, data, message }, status);
}

/**
 * `{ success: false, message, errors? }`; never carries a stack or the caller's input. The message
 * is in the request's language (say()).
 */
export function fail(c: Context, status: ContentfulStatusCode, message: string, errors?: Record<string, string>) {
  varyOnLanguage(c);
  return c.json(errors ? { success: false, message, errors } : { success: false, message }, status);
}
