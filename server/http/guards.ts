import type { Context, MiddlewareHandler } from 'hono';
import { say } from '../i18n/say';
import { httpMessages } from './messages';
import { fail } from './respond';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Refuses state-changing requests sent by a page of another origin. Hono's csrf() lets
 * cross-origin `application/json` through, so the Origin header is checked on every unsafe
 * method. Requests without Origin come from non-browser clients (curl, tests), which cannot
 * carry a shopper's cookie by accident.
 */
export function sameOriginOnly(): MiddlewareHandler {
  return async (c, next) => {
    if (SAFE_METHODS.has(c.req.method)) return next();
    const origin = c.req.header('Origin');
    const fetchSite = c.req.header('Sec-Fetch-Site');
    // Hosts, not origins, are compared: behind a TLS-terminating proxy the server sees http.
    const ownHost = c.req.header('Host') ?? new URL(c.req.url).host;
    if ((origin && hostOf(origin) !== ownHost) || fetchSite === 'cross-site') {
      return fail(c, 403, say(c, httpMessages).crossOrigin);
    }
    return next();
  };
}

function hostOf(origin: string): string | undefined {
  try {
    return new URL(origin).host;
  } catch {
    return undefined;
  }
}

/**
 * Whether a request is the app's own fetch from one of its pages. A GET must change nothing a shopper
 * can see, yet searching records a recent search; a link or an <img> on another site would plant
 * searches with the shopper's cookie. Browsers mark their requests with Sec-Fetch-Site, which pages
 * cannot forge, so only 'same-origin' counts (a typed address says 'none'; curl says nothing).
 */
export function isOwnAppRequest(c: Context): boolean {
  return c.req.header('Sec-Fetch-Site') === 'same-origin';
}
