import { createStore } from 'jotai';
import { describe, expect, it } from 'vitest';
import { pageOpenedAgain } from '#src/test/page-opened-again';

/** A fresh copy of the atoms, as after a page reload (they read sessionStorage when created). */
const reload = (): Promise<typeof import('./checkout.atoms')> =>
  import(/* @vite-ignore */ `./checkout.atoms.ts?${pageOpenedAgain()}`);

describe('checkout atoms', () => {
  it('start empty, with COD as the payment method', async () => {
    const atoms = await reload();
    const store = createStore();
    expect(store.get(atoms.checkoutCartItemsAtom)).toEqual([]);
    expect(store.get(atoms.checkoutAddressAtom)).toBeNull();
    expect(store.get(atoms.checkoutPaymentMethodAtom)).toBe('COD');
    expect(store.get(atoms.checkoutOrderIdAtom)).toBe('');
  });

  it('survive a reload through sessionStorage, and reset together', async () => {
    const before = await reload();
    const store = createStore();
    store.set(before.checkoutOrderIdAtom, 'order-42');
    store.set(before.checkoutPaymentMethodAtom, null);
    store.set(before.checkoutPickedAddressIdAtom, 'address-7');
    expect(JSON.parse(sessionStorage.getItem('kirana-checkout-order-id') ?? '')).toBe('order-42');

    const after = await reload();
    const reloaded = createStore();
    expect(reloaded.get(after.checkoutOrderIdAtom)).toBe('order-42');
    expect(reloaded.get(after.checkoutPaymentMethodAtom)).toBeNull();
    expect(reloaded.get(after.checkoutPickedAddressIdAtom)).toBe('address-7');

    reloaded.set(after.resetCheckoutAtom);
    expect(reloaded.get(after.checkoutOrderIdAtom)).toBe('');
    expect(reloaded.get(after.checkoutPaymentMethodAtom)).toBe('COD');
    expect(reloaded.get(after.checkoutPickedAddressIdAtom)).toBeNull();
    expect(sessionStorage.getItem('kirana-checkout-order-id')).toBeNull();
  });

  it('forget the order attempt and a half-typed address with the rest', async () => {
    const atoms = await reload();
    const drafts = await import('./address-draft.atoms');
    const store = createStore();
    store.set(atoms.checkoutOrderAttemptAtom, { key: 'key-1', content: '[]', time: '2026-11-28T10:00:00' });
    store.set(drafts.addressDraftAtom, (draft) => ({ ...draft, phone: '98765 43210' }));

    store.set(atoms.resetCheckoutAtom);
    expect(store.get(atoms.checkoutOrderAttemptAtom)).toBeNull();
    expect(store.get(drafts.addressDraftAtom).phone).toBe('');
    expect(sessionStorage.length).toBe(0);
  });

  it('fall back to the start when the stored value is not what the app expects', async () => {
    sessionStorage.setItem('kirana-checkout-cart-items', JSON.stringify([{ id: 'x' }]));
    sessionStorage.setItem('kirana-checkout-payment-method', JSON.stringify('CARD'));
    sessionStorage.setItem('kirana-checkout-address', '{not json');
    const atoms = await reload();
    const store = createStore();
    expect(store.get(atoms.checkoutCartItemsAtom)).toEqual([]);
    expect(store.get(atoms.checkoutPaymentMethodAtom)).toBe('COD');
    expect(store.get(atoms.checkoutAddressAtom)).toBeNull();
  });
});
