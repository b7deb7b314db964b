import { ApiError } from '#src/lib/api-client';

/** The server's (or the HTTP client's offline) message when there is one, else the screen's own words. */
export function failureText(error: unknown, fallback: string): string {
  return error instanceof ApiError ? error.message : fallback;
}
