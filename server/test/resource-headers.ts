import { expect } from 'vitest';

/**
 * The short security set of an answer that is never a page (an API answer, a built script or stylesheet, a
 * picture, an icon, the manifest; server/app.ts): nothing runs in or frames it, no sniffing, same-origin reads,
 * HTTPS kept, and none of the headers only a page reads (the shell keeps those: static.test.ts).
 */
export function expectResourceHeaders(
  response: Response,
  label = '',
  /** A route's own policy, kept (the catalog's SVG pictures allow their inline styles). */
  policy = "default-src 'none'; frame-ancestors 'none'",
) {
  expect(response.headers.get('Content-Security-Policy'), label).toBe(policy);
  expect(response.headers.get('X-Content-Type-Options'), label).toBe('nosniff');
  expect(response.headers.get('X-Frame-Options'), label).toBe('DENY');
  expect(response.headers.get('Cross-Origin-Resource-Policy'), label).toBe('same-origin');
  expect(response.headers.get('Strict-Transport-Security'), label).toMatch(/max-age=\d+/);
  for (const name of ['Referrer-Policy', 'Cross-Origin-Opener-Policy', 'Origin-Agent-Cluster', 'X-XSS-Protection'])
    expect(response.headers.get(name), `${label} ${name}`).toBeNull();
}
