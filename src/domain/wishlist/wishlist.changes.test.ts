import { describe, expect, it } from 'vitest';
import type { CartItem } from '#contract/cart';
import type { WishlistItem } from '#contract/wishlist';
import { CART_CHANGE_KINDS, withWaitingCartChanges } from '#src/domain/cart/cart.changes';
import type { Change } from '#src/lib/outbox/outbox';
import {
  type MoveToCart,
  WISHLIST_CHANGE_KINDS,
  WISHLIST_CHANGES,
  withWaitingWishlistChanges,
} from './wishlist.changes';

const ATTA: WishlistItem = {
  id: 3,
  name: 'Chakki Atta 5 kg',
  image: '/images/products/3/0.svg',
  category: 'Dals & Flours',
  price: 176,
  originalPrice: 200,
  discount: 0.12,
  status: 'in stock',
  addedAt: '2025-04-02T10:00:00.000Z',
};
const TEA: WishlistItem = { ...ATTA, id: 9, name: 'Assam Tea 250 g' };

function move(item: WishlistItem, quantity?: number): Change<MoveToCart> {
  return {
    id: `move-${item.id}`,
    kind: WISHLIST_CHANGES.moveToCart,
    userId: 'u1',
    payload: { product: item, quantity },
    madeAt: Date.parse('2026-11-24T10:00:00Z'),
    seq: 1,
    state: 'waiting',
    attempts: 0,
  };
}

describe('Move to Cart waiting on the phone', () => {
  it('is one change kind both lists lay on top of the server’s', () => {
    expect(WISHLIST_CHANGE_KINDS).toContain('wishlist.moveToCart');
    expect(CART_CHANGE_KINDS).toContain('wishlist.moveToCart');
  });

  it('takes the product off the wishlist', () => {
    expect(withWaitingWishlistChanges([TEA, ATTA], [move(ATTA)])).toEqual([TEA]);
  });

  it('puts it in the cart with its quantity (one when none), once however often it is applied', () => {
    const once = withWaitingCartChanges([], [move(ATTA, 2)]);
    expect(once).toMatchObject([{ id: ATTA.id, quantity: 2, price: ATTA.price, name: ATTA.name }]);
    expect(withWaitingCartChanges(once, [move(ATTA, 2)])).toEqual(once);
    expect(withWaitingCartChanges([], [move(TEA)])).toMatchObject([{ id: TEA.id, quantity: 1 }]);
  });

  it('leaves a line already in the cart as it is', () => {
    const line = { ...ATTA, description: '', quantity: 4, maxQuantity: 20 } as CartItem;
    expect(withWaitingCartChanges([line], [move(ATTA)])).toEqual([line]);
  });
});
