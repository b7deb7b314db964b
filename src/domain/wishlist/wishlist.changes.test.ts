import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import type { CartItem } from '#contract/cart';
import type { WishlistItem } from '#contract/wishlist';
import { CART_CHANGE_KINDS, CART_CHANGES, withWaitingCartChanges } from '#src/domain/cart/cart.changes';
import { registerCartChanges } from '#src/domain/cart/cart.mutations';
import { chooseLocale } from '#src/lib/i18n/locale';
import type { ChangeOf, RegisteredKinds } from '#src/lib/outbox/change';
import { memoryChangeStore } from '#src/lib/outbox/change-store';
import { Outbox } from '#src/lib/outbox/outbox';
import { WISHLIST_CHANGE_KINDS, WISHLIST_CHANGES, withWaitingWishlistChanges } from './wishlist.changes';
import { registerWishlistChanges } from './wishlist.mutations';

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

function move(item: WishlistItem, quantity?: number): ChangeOf<RegisteredKinds, typeof WISHLIST_CHANGES.moveToCart> {
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

describe('the changes waiting on the phone, as the shopper reads them', () => {
  it('are named in the shopper’s language', () => {
    const outbox = new Outbox(memoryChangeStore());
    const queryClient = new QueryClient();
    registerCartChanges(outbox, queryClient);
    registerWishlistChanges(outbox, queryClient);
    const add = { ...move(ATTA), kind: CART_CHANGES.add };
    const save = { ...move(ATTA), kind: WISHLIST_CHANGES.add };
    expect(outbox.describe(move(ATTA))).toBe('Move Chakki Atta 5 kg to the cart');
    expect(outbox.describe(add)).toBe('Add Chakki Atta 5 kg to the cart');

    chooseLocale('hi');
    expect(outbox.describe(move(ATTA))).toBe('Chakki Atta 5 kg पसंदीदा से थैले में डालें');
    expect(outbox.describe(add)).toBe('Chakki Atta 5 kg थैले में डालें');
    expect(outbox.describe({ ...add, payload: { product: ATTA, quantity: 2 } })).toBe('2 × Chakki Atta 5 kg थैले में डालें');
    expect(outbox.describe(save)).toBe('Chakki Atta 5 kg पसंदीदा में रखें');
  });
});
