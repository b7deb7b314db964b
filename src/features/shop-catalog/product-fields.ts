import { PICTURE_MAX_BYTES } from '#contract/shop-catalog';
import { ApiError, neverReachedServer } from '#src/lib/api-client';
import { m } from '#src/lib/i18n/paraglide/messages.js';

/* The limits of contract/shop-catalog.ts, checked on the phone so the form says what is wrong in the staff's language. */

const MAX_RUPEES = 1_000_000;
const MAX_COUNT = 1_000_000;

/** A field's text read as a whole number, or an error to show beside it. */
export type Read = { value: number } | { error: string };

export function readRupees(text: string): Read {
  const value = wholeNumber(text);
  return value !== undefined && value >= 1 && value <= MAX_RUPEES
    ? { value }
    : { error: m.shop_catalog_rupees_invalid() };
}

export function readCount(text: string): Read {
  const value = wholeNumber(text);
  return value !== undefined && value <= MAX_COUNT ? { value } : { error: m.shop_catalog_count_invalid() };
}

/** "1,200" and " 38 " are numbers as typed on a phone; "12.5", "-3" and "" are not. */
function wholeNumber(text: string): number | undefined {
  const digits = text.trim().replace(/,/g, '');
  return /^\d{1,9}$/.test(digits) ? Number(digits) : undefined;
}

/** The server's per-field errors keyed by the contract's names ("features.2" is the features' field). */
export function fieldOfServerError(path: string): string {
  return path.split('.')[0] ?? path;
}

/** What is wrong with a picked file before it is sent (the shop checks its content again). */
export function pictureProblem(file: File): string | undefined {
  if (!file.type.startsWith('image/')) return m.shop_catalog_picture_not_image();
  if (file.size > PICTURE_MAX_BYTES) return m.shop_catalog_picture_too_large();
  return undefined;
}

/** What a failed save says: no signal is not a refusal, and the typed values stay for the next try. */
export function saveFailure(error: unknown): string {
  if (neverReachedServer(error)) return m.shop_catalog_needs_connection();
  return error instanceof ApiError ? error.message : m.lib_something_went_wrong();
}
