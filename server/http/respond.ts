import { createHash } from 'node:crypto';
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

/** A success envelope serialised once, with its ETag, for responses that are read far more than they change. */
export interface CachedJson {
  body: string;
  etag: string;
}

export function cacheJson(data: unknown): CachedJson {
  const body = JSON.stringify({ success: true, data });
  const etag = `"${createHash('sha1').update(body).digest('base64url').slice(0, 22)}"`;
  return { body, etag };
}

/**
 * Catalog data may be a minute old in a browser's HTTP cache; after that the service worker and the
 * browser revalidate with If-None-Match and usually get a bodiless 304.
 */
export const CATALOG_CACHE_CONTROL = 'public, max-age=60, stale-while-revalidate=600';

export function sendCachedJson(c: Context, entry: CachedJson, cacheControl = CATALOG_CACHE_CONTROL) {
  c.header('ETag', entry.etag);
  c.header('Cache-Control', cacheControl);
  const ifNoneMatch = c.req.header('If-None-Match');
  if (ifNoneMatch?.split(',').some((tag) => tag.trim().replace(/^W\//, '') === entry.etag)) {
    return c.body(null, 304);
  }
  c.header('Content-Type', 'application/json; charset=utf-8');
  return c.body(entry.body, 200);
}
