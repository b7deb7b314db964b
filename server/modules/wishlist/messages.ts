import { MOVED_TO_CART_MESSAGE } from '../../../contract/wishlist';
import type { Translation } from '../../i18n/say';

/** The wishlist (पसंदीदा). A product that ran short when moved to the cart: cartMessages' words. */
const en = {
  added: 'Added to wishlist.',
  removed: 'Removed from wishlist.',
  movedToCart: MOVED_TO_CART_MESSAGE,
  productNotFound: 'Product not found.',
  outOfStock: 'Out of stock.',
};

const hi = {
  added: 'पसंदीदा में जोड़ दिया।',
  removed: 'पसंदीदा से हटा दिया।',
  movedToCart: 'थैले में डाल दिया।',
  productNotFound: 'यह सामान नहीं मिला।',
  outOfStock: 'ख़त्म हो गया है।',
} satisfies Translation<typeof en>;

export const wishlistMessages = { en, hi };
