import { createHash } from 'node:crypto';
import type { secureHeaders } from 'hono/secure-headers';

type Directives = NonNullable<NonNullable<Parameters<typeof secureHeaders>[0]>['contentSecurityPolicy']>;

/**
 * The Content-Security-Policy of the shell and the service worker (every other answer carries the short
 * `default-src 'none'`, server/app.ts): only the shop's own origin may supply scripts,
 * styles, images, workers and the manifest, and the shop may be framed by nobody. Scripts get
 * no 'unsafe-inline': the shell's one inline script (dark mode before the first paint) is
 * allowed by its sha256, taken from the built index.html itself, so an edit to it can never
 * leave a stale hash behind. Styles get no 'unsafe-inline' either: the start-up stylesheet, which
 * the build writes into index.html (scripts/inline-startup-css-plugin.ts), is allowed by its sha256
 * the same way; React and Swiper set styles through the DOM (element.style), which CSP does not govern.
 */
export function contentSecurityPolicy(shellHtml: string | undefined): Directives {
  return {
    defaultSrc: ["'self'"],
    scriptSrc: ["'self'", ...inlineScriptHashes(shellHtml ?? '')],
    styleSrc: ["'self'", ...inlineStyleHashes(shellHtml ?? '')],
    // data: for small inline icons, blob: for the preview of a picked support attachment.
    imgSrc: ["'self'", 'data:', 'blob:'],
    connectSrc: ["'self'"],
    workerSrc: ["'self'"],
    manifestSrc: ["'self'"],
    frameAncestors: ["'none'"],
    baseUri: ["'self'"],
    formAction: ["'self'"],
    objectSrc: ["'none'"],
  };
}

const INLINE_SCRIPT = /<script\b(?![^>]*\bsrc\s*=)[^>]*>([\s\S]*?)<\/script>/gi;
const INLINE_STYLE = /<style\b[^>]*>([\s\S]*?)<\/style>/gi;

/** `'sha256-…'` of each inline script of the page, hashed exactly as the browser will (its text between the tags). */
export function inlineScriptHashes(html: string): string[] {
  return [...html.matchAll(INLINE_SCRIPT)].map(([, text]) => sha256Source(text ?? ''));
}

/** `'sha256-…'` of each `<style>` element of the page, likewise. */
export function inlineStyleHashes(html: string): string[] {
  return [...html.matchAll(INLINE_STYLE)].map(([, text]) => sha256Source(text ?? ''));
}

function sha256Source(text: string): string {
  return `'sha256-${createHash('sha256').update(text).digest('base64')}'`;
}
