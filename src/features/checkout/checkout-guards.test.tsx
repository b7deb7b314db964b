import { QueryClient } from '@tanstack/react-query';
import { isRedirect } from '@tanstack/react-router';
import { act, screen } from '@testing-library/react';
import { createStore, getDefaultStore } from 'jotai';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Address } from '#contract/address';
import type { CartItem } from '#contract/cart';
import { cartKeys } from '#src/domain/cart/cart.queries';
import {
  checkoutAddressAtom,
  checkoutCartItemsAtom,
  checkoutOrderAttemptAtom,
  checkoutOrderIdAtom,
  checkoutPaymentMethodAtom,
  resetCheckoutAtom,
} from '#src/domain/checkout/checkout.atoms';
import { ORDER_CHANGE } from '#src/domain/checkout/checkout.changes';
import { notePlacedOrder } from '#src/domain/checkout/placed-orders';
import { memoryChangeStore } from '#src/lib/outbox/change-store';
import { Outbox } from '#src/lib/outbox/outbox';
import { attachOutbox } from '#src/lib/outbox/use-outbox';
import { DAL, HOME } from '#src/test/checkout';
import { scriptedApi } from '#src/test/fake-api';
import { renderApp, shopClientForThisTest } from '#src/test/render';
import { SHOPPER } from '#src/test/shopper';
import { guardAddressStep, guardConfirmationStep, guardPaymentStep } from './checkout-guards';

const ADDRESS: Address = { ...HOME, isDefault: true };

afterEach(() => {
  vi.unstubAllGlobals();
  getDefaultStore().set(resetCheckoutAtom);
});

/** Runs a guard and tells where it sent the shopper: the redirect's target, or null for "stay". */
async function target(guard: () => unknown): Promise<{ to: unknown; replace: unknown } | null> {
  try {
    await guard();
    return null;
  } catch (thrown) {
    if (!isRedirect(thrown)) throw thrown;
    return { to: thrown.options.to, replace: thrown.options.replace };
  }
}

/** The app's client, its cart as given or, with no signal, unavailable. */
function cartClient(cart: CartItem[] | 'unavailable') {
  const queryClient = shopClientForThisTest();
  if (cart === 'unavailable') vi.stubGlobal('fetch', () => Promise.reject(new TypeError('Failed to fetch')));
  else queryClient.setQueryData(cartKeys.items(SHOPPER.id), cart);
  return queryClient;
}

describe('guardAddressStep (/address)', () => {
  it('sends an empty cart back to /cart, replacing the entry', async () => {
    const store = createStore();
    store.set(checkoutCartItemsAtom, [DAL]);
    expect(await target(() => guardAddressStep(cartClient([]), SHOPPER.id, store))).toEqual({
      to: '/cart',
      replace: true,
    });
  });

  it('sends a cart with no lines chosen for checkout back to /cart', async () => {
    const store = createStore();
    expect(await target(() => guardAddressStep(cartClient([DAL]), SHOPPER.id, store))).toMatchObject({ to: '/cart' });
  });

  it('lets chosen lines of a non-empty cart through, and judges by them alone when the cart cannot load', async () => {
    const store = createStore();
    store.set(checkoutCartItemsAtom, [DAL]);
    expect(await target(() => guardAddressStep(cartClient([DAL]), SHOPPER.id, store))).toBeNull();
    expect(await target(() => guardAddressStep(cartClient('unavailable'), SHOPPER.id, store))).toBeNull();
  });
});

describe('guardPaymentStep (/payment)', () => {
  /** A query client with an outbox that keeps changes and sends none (no shopper is signed in to it). */
  function withOutbox() {
    const queryClient = new QueryClient();
    const outbox = new Outbox(memoryChangeStore());
    attachOutbox(queryClient, outbox);
    return { queryClient, outbox };
  }

  it('needs a chosen address, else /address', async () => {
    const store = createStore();
    const { queryClient } = withOutbox();
    expect(await target(() => guardPaymentStep(queryClient, store))).toEqual({ to: '/address', replace: true });
    store.set(checkoutAddressAtom, ADDRESS);
    expect(await target(() => guardPaymentStep(queryClient, store))).toBeNull();
  });

  it('sends to the confirmation once this checkout’s order is on the phone waiting for its answer, or placed', async () => {
    const store = createStore();
    store.set(checkoutAddressAtom, ADDRESS);
    const { queryClient, outbox } = withOutbox();
    store.set(checkoutOrderAttemptAtom, { key: 'order-1', content: '[]', time: '2026-11-28T10:00:00' });
    // Not sent yet: the shopper is on /payment to place it.
    expect(await target(() => guardPaymentStep(queryClient, store))).toBeNull();

    // As after a reload mid-flight: the order waits on the phone for its answer.
    const order = await outbox.add(
      ORDER_CHANGE,
      SHOPPER.id,
      { body: { addressId: 'a1', total: 0, items: [], method: 'COD' }, items: [] },
      'order-1',
    );
    expect(await target(() => guardPaymentStep(queryClient, store))).toEqual({
      to: '/order-confirmation',
      replace: true,
    });

    // Refused (new prices) and kept on the phone: the shopper decides on /payment, where Complete Order asks again.
    const refusedOnPhone = memoryChangeStore();
    await refusedOnPhone.put({ ...order, state: 'refused', refusal: { status: 409, message: 'Prices changed.' } });
    const withRefusal = new QueryClient();
    attachOutbox(withRefusal, new Outbox(refusedOnPhone));
    expect(await target(() => guardPaymentStep(withRefusal, store))).toBeNull();

    // Placed, and this tab told; or placed while this tab was not listening, and the phone's record says so.
    await outbox.discard('order-1');
    store.set(checkoutOrderIdAtom, '3f2a9c1b-1111-4222-8333-444455556666');
    expect(await target(() => guardPaymentStep(queryClient, store))).toMatchObject({ to: '/order-confirmation' });
    store.set(checkoutOrderIdAtom, '');
    notePlacedOrder('order-1', '3f2a9c1b-1111-4222-8333-444455556666');
    expect(await target(() => guardPaymentStep(queryClient, store))).toMatchObject({ to: '/order-confirmation' });
  });
});

describe('guardConfirmationStep (/order-confirmation)', () => {
  it('needs a payment method, an address and a placed order, else /payment', async () => {
    const store = createStore();
    store.set(checkoutOrderIdAtom, 'order-42');
    // The method starts as COD, but there is no address yet.
    expect(store.get(checkoutPaymentMethodAtom)).toBe('COD');
    expect(await target(() => guardConfirmationStep(store))).toEqual({ to: '/payment', replace: true });
    store.set(checkoutAddressAtom, ADDRESS);
    expect(await target(() => guardConfirmationStep(store))).toBeNull();
    store.set(checkoutPaymentMethodAtom, null);
    expect(await target(() => guardConfirmationStep(store))).toEqual({ to: '/payment', replace: true });
    store.set(checkoutPaymentMethodAtom, 'COD');
    store.set(checkoutOrderIdAtom, '');
    expect(await target(() => guardConfirmationStep(store))).toEqual({ to: '/payment', replace: true });
  });
});

describe('the checkout routes', () => {
  it('walk a shopper back to the step they skipped', async () => {
    vi.stubGlobal('fetch', scriptedApi({ '/api/user/cart/getCartItems': { data: [] } }).fetch);
    const { router } = renderApp('/order-confirmation', { session: SHOPPER });
    // No address: /order-confirmation -> /payment -> /address; the cart is empty: -> /cart.
    await screen.findByRole('heading', { name: 'Cart' });
    expect(router.state.location.pathname).toBe('/cart');

    getDefaultStore().set(checkoutAddressAtom, ADDRESS);
    getDefaultStore().set(checkoutOrderIdAtom, 'order-42');
    await act(() => router.navigate({ to: '/order-confirmation' }));
    await screen.findByRole('heading', { name: 'Thank you for your order!' });
  });
});
