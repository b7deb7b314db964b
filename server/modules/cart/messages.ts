import { plural, type Translation } from '../../i18n/say';

/**
 * The cart (थैला). Not here: ALREADY_IN_CART_MESSAGE (contract/cart.ts) stays English in every
 * answer, because the app tells "already in the cart" from other 409s by comparing the message
 * (src/domain/cart/cart.mutations.ts) and shows its own words for it.
 */
const en = {
  added: 'Added to cart.',
  removed: 'Removed from cart.',
  updated: 'Cart updated.',
  productNotFound: 'Product not found.',
  outOfStock: ({ name }: { name: string }) => `${name} is out of stock.`,
  onlyLeft: ({ name, stock }: { name: string; stock: number }) => `Only ${stock} of ${name} left in stock.`,
};

const hi = {
  added: 'थैले में डाल दिया।',
  removed: 'थैले से हटा दिया।',
  updated: 'थैले में बदलाव हो गया।',
  productNotFound: 'यह सामान नहीं मिला।',
  outOfStock: ({ name }) => `${name} ख़त्म हो गया है।`,
  onlyLeft: ({ name, stock }) =>
    `${name}: ${plural('hi', stock, { one: `सिर्फ़ ${stock} बचा है।`, other: `सिर्फ़ ${stock} बचे हैं।` })}`,
} satisfies Translation<typeof en>;

export const cartMessages = { en, hi };
