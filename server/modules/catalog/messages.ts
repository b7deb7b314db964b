import type { Translation } from '../../i18n/say';

/** The catalog's refusals; its answers themselves carry no message (prepared once, decision 019). */
const en = {
  noSuchCategory: 'No such category',
  productNotFound: 'Product not found',
};

const hi = {
  noSuchCategory: 'ऐसी कोई श्रेणी नहीं है।',
  productNotFound: 'यह सामान नहीं मिला।',
} satisfies Translation<typeof en>;

export const catalogMessages = { en, hi };
