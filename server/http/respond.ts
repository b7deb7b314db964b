import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';

/** `{ success: true, data, message? }` */
export function ok<T>(c: Context, data: T, message?: string, status: ContentfulStatusCode = 200) {
  return c.json(message === undefined ? { success: true, data } : { success: true, data, message }, status);
}

/** `{ success: false, message, errors? }`; never carries a stack or the caller's input. */
export function fail(c: Context, status: ContentfulStatusCode, message: string, errors?: Record<string, string>) {
  return c.json(errors ? { success: false, message, errors } : { success: false, message }, status);
}
