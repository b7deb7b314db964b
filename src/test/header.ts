import type { CartItem } from '#contract/cart';
import type { WishlistItem } from '#contract/wishlist';
import { SHOPPER } from '#src/test/shopper';

export function cartLine(id: number, quantity = 1): CartItem {
  return {
    id,
    name: `Product ${id}`,
    image: `/images/products/${id}.webp`,
    description: 'A product',
    category: 'Groceries',
    price: 100,
    originalPrice: 120,
    quantity,
    status: 'in stock',
    maxQuantity: 10,
    addedAt: '2025-04-01T10:00:00.000Z',
  };
}

export function wishlistEntry(id: number): WishlistItem {
  return {
    id,
    name: `Product ${id}`,
    image: `/images/products/${id}.webp`,
    category: 'Groceries',
    price: 100,
    originalPrice: 120,
    discount: 0.17,
    status: 'in stock',
    addedAt: '2025-04-01T10:00:00.000Z',
  };
}

/** The API answers of a signed-in shopper with `cart` lines in the cart and `wishlist` entries in the wishlist. */
export function signedInApi({ cart, wishlist }: { cart: number; wishlist: number }) {
  return {
    '/api/auth/getSession': SHOPPER,
    '/api/user/cart/getCartItems': Array.from({ length: cart }, (_, index) => cartLine(index + 1, 3)),
    '/api/user/wishlist/getWishlistItems': Array.from({ length: wishlist }, (_, index) => wishlistEntry(index + 1)),
  };
}
