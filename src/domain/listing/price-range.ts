import { formatRupees } from '#src/lib/format';
import { m } from '#src/lib/i18n/paraglide/messages.js';
import { MIN_PRICE_SPAN, PRICE_LIMIT } from './listing-params';

export interface PriceErrors {
  min?: string;
  max?: string;
  range?: string;
}

function parsePrice(text: string): number | undefined {
  if (text.trim() === '') return undefined;
  const value = Number(text);
  return Number.isFinite(value) ? value : undefined;
}

/** Spec 000 §5: the messages of the price filter, in the order a shopper should fix them. */
export function validatePriceRange(minText: string, maxText: string): PriceErrors {
  const min = parsePrice(minText);
  const max = parsePrice(maxText);
  const errors: PriceErrors = {};
  if (min === undefined) errors.min = m.listing_price_min_invalid();
  else if (min < 0) errors.min = m.listing_price_min_negative();
  if (max === undefined) errors.max = m.listing_price_max_invalid();
  else if (max > PRICE_LIMIT) errors.max = m.listing_price_max_too_high({ limit: formatRupees(PRICE_LIMIT) });
  if (errors.min || errors.max || min === undefined || max === undefined) return errors;
  if (min >= max) errors.range = m.listing_price_min_above_max();
  else if (max - min < MIN_PRICE_SPAN)
    errors.range = m.listing_price_span_too_small({ span: formatRupees(MIN_PRICE_SPAN) });
  return errors;
}

export function hasPriceErrors(errors: PriceErrors): boolean {
  return Boolean(errors.min || errors.max || errors.range);
}

/** A typed price is kept within 0-10,000; text that is not a number is left for validation to name. */
export function clampTypedPrice(text: string): string {
  const value = parsePrice(text);
  if (value === undefined) return text;
  return String(Math.min(PRICE_LIMIT, Math.max(0, value)));
}
