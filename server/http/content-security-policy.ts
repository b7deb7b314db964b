import { createHash } from 'node:crypto';
import type { secureHeaders } from 'hono/secure-headers';

type Directives = NonNullable<NonNullable<Parameters<typeof secureHeaders>[0]>['contentSecurityPolicy']>;

/**
 * The Content-Security-Policy of the shell and the service worker (other answers carry `default-src 'none'`,
 * server/app.ts): only the shop's own origin supplies anything, and nobody may frame it. No 'unsafe-inline':
 * the shell's inline scripts and start-up stylesheet are allowed by their sha256, taken from the built
 * index.html itself, so an edit never leaves a stale hash. Styles set through element.style are not governed.
 */
export function contentSecurityPolicy(
  shellHtml: string | undefined,
  { webAssembly = false }: { webAssembly?: boolean } = {},
): Directives {
  return {
    defaultSrc: ["'self'"],
    // The staff's page compiles the shop's own barcode reader (ZXing, WebAssembly, from 'self'); no page may eval.
    scriptSrc: ["'self'", ...(webAssembly ? ["'wasm-unsafe-eval'"] : []), ...inlineScriptHashes(shellHtml ?? '')],
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
