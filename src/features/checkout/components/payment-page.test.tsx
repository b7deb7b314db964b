import { onlineManager } from '@tanstack/react-query';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { getDefaultStore } from 'jotai';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { OrderSummary } from '#contract/order';
import { cartKeys } from '#src/domain/cart/cart.queries';
import {
  checkoutAddressAtom,
  checkoutCartItemsAtom,
  checkoutOrderIdAtom,
  resetCheckoutAtom,
} from '#src/domain/checkout/checkout.atoms';
import { placedOrderOf } from '#src/domain/checkout/placed-orders';
import { orderKeys } from '#src/domain/orders/orders.queries';
import { chooseLocale } from '#src/lib/i18n/locale';
import { DAL, GHEE, HOME, ORDER_ID } from '#src/test/checkout';
import { type FakeAnswer, scriptedApi } from '#src/test/fake-api';
import { order, orderDetail } from '#src/test/orders';
import { renderApp } from '#src/test/render';
import { SHOPPER } from '#src/test/shopper';

const CONFIRM = '/api/user/order/confirmOrder';
const store = getDefaultStore();

beforeEach(() => {
  store.set(checkoutCartItemsAtom, [DAL, GHEE]);
  store.set(checkoutAddressAtom, HOME);
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  store.set(resetCheckoutAtom);
});

/** A shopper who has had an order delivered: no first-order discount. */
const RETURNING: OrderSummary[] = [order('0b7e1c2d-1111-4222-8333-444455556666', 'delivered')];

/** confirmOrder answers these in turn; each answer may wait for the test to release it. */
function stubApi(...answers: (FakeAnswer | Promise<FakeAnswer>)[]) {
  return stubApiFor(RETURNING, ...answers);
}

/** The same for a shopper with this order history. */
function stubApiFor(history: OrderSummary[], ...answers: (FakeAnswer | Promise<FakeAnswer>)[]) {
  const api = scriptedApi({
    '/api/user/cart/getCartItems': { data: [DAL, GHEE] },
    '/api/user/order/getAllOrders': { data: history },
    [CONFIRM]: () => answers.shift() ?? { data: ORDER_ID },
  });
  vi.stubGlobal('fetch', api.fetch);
  return api;
}

function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}

const completeOrder = () => screen.getByRole('button', { name: 'Complete Order' });

async function openPayment() {
  const app = renderApp('/payment', { session: SHOPPER });
  await screen.findByRole('heading', { name: 'Payment' });
  return app;
}

describe('PaymentPage (/payment)', () => {
  it('speaks Hindi when the shopper chose हिन्दी, through to the thank-you', async () => {
    act(() => chooseLocale('hi'));
    stubApi();
    renderApp('/payment', { session: SHOPPER });
    await screen.findByRole('heading', { level: 1, name: 'भुगतान' });

    expect(screen.getByRole('radio', { name: 'सामान मिलने पर नकद (COD)' })).toHaveProperty('checked', true);
    expect(screen.getByText(/^डिलीवरी पर भुगतान: नकद या UPI।/).id).toBe('payment-method-cod-hint');
    expect(screen.getByRole('heading', { name: 'इस ऑर्डर का सामान' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'घर को डिलीवरी' })).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'ऑर्डर पूरा करें' }));
    await screen.findByRole('heading', { name: 'ऑर्डर के लिए धन्यवाद!' });
    expect(screen.getByText('ऑर्डर नंबर')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'ख़रीदारी जारी रखें' })).toBeTruthy();
  });

  it('offers COD, checked, and sums the chosen lines with ₹30 shipping', async () => {
    stubApi();
    await openPayment();
    expect(screen.getByRole('radio', { name: 'Cash on Delivery (COD)' })).toHaveProperty('checked', true);
    expect(screen.getAllByRole('radio')).toHaveLength(1);
    // Still the one method, paid at the door: in cash or by UPI there.
    expect(screen.getByText(/^Pay on delivery: cash or UPI\./).id).toBe('payment-method-cod-hint');
    expect(screen.getByText('Toor Dal 1 kg')).toBeTruthy();
    expect(screen.getByText('Cow Ghee 500 ml')).toBeTruthy();
    // 2 × 160 + 320 + 30
    expect(screen.getByText('Total').nextElementSibling?.textContent).toBe('₹670');
  });

  it('places the order with the spec’s body and an Idempotency-Key, then shows the confirmation', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-24T08:35:09Z'));
    const api = stubApi();
    const { router, queryClient } = await openPayment();
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');

    fireEvent.click(completeOrder());
    await screen.findByRole('heading', { name: 'Thank you for your order!' });

    const [call] = api.callsTo(CONFIRM);
    expect(call?.method).toBe('POST');
    expect(call?.body).toEqual({
      userId: SHOPPER.id,
      addressId: HOME.id,
      total: 670,
      items: [
        { productId: DAL.id, quantity: 2, price: 160 },
        { productId: GHEE.id, quantity: 1, price: 320 },
      ],
      method: 'COD',
      firstOrderDiscount: 0,
      time: '2026-11-24T14:05:09',
    });
    expect(call?.headers['idempotency-key']).toMatch(/^[\x20-\x7e]{1,100}$/);
    expect(router.state.location.pathname).toBe('/order-confirmation');
    expect(store.get(checkoutOrderIdAtom)).toBe(ORDER_ID);
    // The server took the ordered lines out of the cart; the order list has a new order.
    expect(invalidate).toHaveBeenCalledWith({ queryKey: cartKeys.all });
    expect(invalidate).toHaveBeenCalledWith({ queryKey: orderKeys.all });
  });

  it('a double tap sends one request, and the button is disabled while placing', async () => {
    const answer = deferred<FakeAnswer>();
    const api = stubApi(answer.promise);
    await openPayment();
    const button = completeOrder();

    act(() => {
      button.click();
      button.click();
    });
    // Found afresh: under load the page may re-render the button in between. The answer is held back, so it stays so.
    const placing = await screen.findByRole('button', { name: 'Placing your order…' });
    expect(placing).toHaveProperty('disabled', true);
    fireEvent.click(placing);

    await act(async () => answer.resolve({ data: ORDER_ID }));
    await screen.findByRole('heading', { name: 'Thank you for your order!' });
    expect(api.callsTo(CONFIRM)).toHaveLength(1);
  });

  it('tries a server hiccup again with the same key, and places the order once', async () => {
    const api = stubApi({ status: 500, message: 'Something went wrong on our side. Please try again.' });
    await openPayment();

    fireEvent.click(completeOrder());
    await screen.findByRole('heading', { name: 'Thank you for your order!' });
    const [first, retry] = api.callsTo(CONFIRM);
    expect(retry?.headers['idempotency-key']).toBe(first?.headers['idempotency-key']);
    expect(api.callsTo(CONFIRM)).toHaveLength(2);
  });

  it('shows a refusal (out of stock), stays, and keeps the cart', async () => {
    stubApi({ status: 409, message: 'Not enough stock for: Cow Ghee 500 ml' });
    const { router } = await openPayment();

    fireEvent.click(completeOrder());
    expect(await screen.findByText('Not enough stock for: Cow Ghee 500 ml')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/payment');
    expect(store.get(checkoutCartItemsAtom)).toEqual([DAL, GHEE]);
  });

  it('a reload mid-request sends the same key again', async () => {
    const lost = deferred<FakeAnswer>();
    const api = stubApi(lost.promise);
    const first = await openPayment();
    fireEvent.click(completeOrder());
    await waitFor(() => expect(api.callsTo(CONFIRM)).toHaveLength(1));

    // The page goes away before the answer arrives; the new page starts from session storage.
    first.unmount();
    await openPayment();
    fireEvent.click(completeOrder());
    await screen.findByRole('heading', { name: 'Thank you for your order!' });
    const [before, after] = api.callsTo(CONFIRM);
    expect(after?.headers['idempotency-key']).toBe(before?.headers['idempotency-key']);
  });

  it('shows today’s prices on a 409 and, once accepted, orders at them with a new key', async () => {
    const api = stubApi({
      status: 409,
      message: 'Prices have changed since you added these items. Please review your order.',
      data: {
        items: [
          { productId: DAL.id, price: 170 },
          { productId: GHEE.id, price: 320 },
        ],
        shipping: 30,
        total: 690,
      },
    });
    await openPayment();

    fireEvent.click(completeOrder());
    const notice = await screen.findByRole('region', { name: 'Prices have changed' });
    expect(notice.textContent).toContain('Toor Dal 1 kg: was ₹160, now ₹170');
    expect(notice.textContent).not.toContain('Cow Ghee');
    expect(notice.textContent).toContain('New total ₹690 (was ₹670)');
    // Nothing is placed at a price the shopper has not seen.
    expect(completeOrder()).toHaveProperty('disabled', true);
    expect(store.get(checkoutCartItemsAtom)[0]?.price).toBe(160);

    fireEvent.click(screen.getByRole('button', { name: 'Accept new prices' }));
    expect(store.get(checkoutCartItemsAtom)[0]?.price).toBe(170);
    expect(screen.getByText('Total').nextElementSibling?.textContent).toBe('₹690');
    fireEvent.click(completeOrder());
    await screen.findByRole('heading', { name: 'Thank you for your order!' });

    const [refused, accepted] = api.callsTo(CONFIRM);
    expect(accepted?.body).toMatchObject({
      total: 690,
      items: [
        { productId: DAL.id, quantity: 2, price: 170 },
        { productId: GHEE.id, quantity: 1, price: 320 },
      ],
    });
    expect(accepted?.headers['idempotency-key']).not.toBe(refused?.headers['idempotency-key']);
  });

  it('with no signal keeps the order on the phone, says it waits, and places it once when the signal returns', async () => {
    const api = stubApi();
    await openPayment();

    act(() => onlineManager.setOnline(false));
    fireEvent.click(completeOrder());

    await screen.findByRole('heading', { name: 'Your order is saved on this phone' });
    expect(screen.getByText(/^Waiting for signal/)).toBeTruthy();
    expect(api.callsTo(CONFIRM)).toHaveLength(0);

    await act(async () => onlineManager.setOnline(true));
    await screen.findByRole('heading', { name: 'Thank you for your order!' });
    // Its id: the order cannot be read here (no answer for its details), so its short number is unknown.
    expect(await screen.findByText(ORDER_ID)).toBeTruthy();
    expect(api.callsTo(CONFIRM)).toHaveLength(1);
  });

  it('a waiting order can be cancelled, and is never sent', async () => {
    const api = stubApi();
    await openPayment();

    act(() => onlineManager.setOnline(false));
    fireEvent.click(completeOrder());
    await screen.findByRole('heading', { name: 'Your order is saved on this phone' });
    fireEvent.click(screen.getByRole('button', { name: 'Cancel order' }));
    await screen.findByRole('heading', { name: 'This order was not placed' });

    await act(async () => onlineManager.setOnline(true));
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(api.callsTo(CONFIRM)).toHaveLength(0);
  });

  it('when the request cannot reach the server the order waits, then goes with the same key', async () => {
    const api = scriptedApi({ [CONFIRM]: { data: ORDER_ID } });
    let reachable = false;
    vi.stubGlobal('fetch', (input: RequestInfo | URL, init?: RequestInit) =>
      reachable ? api.fetch(input, init) : Promise.reject(new TypeError('Failed to fetch')),
    );
    await openPayment();

    fireEvent.click(completeOrder());
    await screen.findByRole('heading', { name: 'Your order is saved on this phone' });
    const key = sessionStorage.getItem('kirana-checkout-order-attempt');

    reachable = true;
    await screen.findByRole('heading', { name: 'Thank you for your order!' });
    expect(api.callsTo(CONFIRM)).toHaveLength(1);
    expect(JSON.parse(key ?? '{}').key).toBe(api.callsTo(CONFIRM)[0]?.headers['idempotency-key']);
  });

  it('an order whose answer was lost cannot be cancelled on the phone, since the shop may have placed it; it goes again with its key', async () => {
    const api = scriptedApi({ [CONFIRM]: { data: ORDER_ID } });
    let answersLost = true;
    vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
      const answer = await api.fetch(input, init);
      // The shop has acted; its answer does not come back.
      if (answersLost && String(input).startsWith(CONFIRM)) throw new TypeError('Failed to fetch');
      return answer;
    });
    await openPayment();

    fireEvent.click(completeOrder());
    await screen.findByRole('heading', { name: 'Your order is saved on this phone' });
    expect(api.callsTo(CONFIRM)).toHaveLength(1);
    expect(screen.getByText(/^This order may already have reached the shop/)).toBeTruthy();
    const cancel = screen.getByRole('button', { name: 'Cancel order' }) as HTMLButtonElement;
    expect(cancel.disabled).toBe(true);

    answersLost = false;
    await screen.findByRole('heading', { name: 'Thank you for your order!' });
    const [first, again] = api.callsTo(CONFIRM);
    expect(again?.headers['idempotency-key']).toBe(first?.headers['idempotency-key']);
    // Kept for the phone's other tabs, which may not have heard the answer.
    expect(placedOrderOf(first?.headers['idempotency-key'])).toBe(ORDER_ID);
  });

  it('shows 10% off a first order before it is placed, and sends the discount it showed', async () => {
    const api = stubApiFor([order('0b7e1c2d-2222-4222-8333-444455556666', 'cancelled')]);
    await openPayment();
    // Items 2 × 160 + 320 = 640; 10% is ₹64; a cancelled order does not use the promise up.
    const summary = screen.getByRole('region', { name: 'Order Summary' });
    await waitFor(() => expect(summary.textContent).toContain('First order 10% off−₹64'));
    expect(screen.getByText('Total').nextElementSibling?.textContent).toBe('₹606');

    fireEvent.click(completeOrder());
    await screen.findByRole('heading', { name: 'Thank you for your order!' });
    expect(api.callsTo(CONFIRM)[0]?.body).toMatchObject({ total: 606, firstOrderDiscount: 64 });
  });

  it('when another phone placed the first order meanwhile, the 409 shows the full total and the order goes at it', async () => {
    const api = stubApiFor([], {
      status: 409,
      message: 'The first-order discount no longer applies: your account already has an order.',
      data: {
        items: [
          { productId: DAL.id, price: 160 },
          { productId: GHEE.id, price: 320 },
        ],
        firstOrderDiscount: 0,
        shipping: 30,
        total: 670,
      },
    });
    await openPayment();
    await waitFor(() => expect(screen.getByText('Total').nextElementSibling?.textContent).toBe('₹606'));

    fireEvent.click(completeOrder());
    const notice = await screen.findByRole('region', { name: 'Prices have changed' });
    expect(notice.textContent).toContain('First order 10% off: was −₹64, now −₹0');
    expect(notice.textContent).toContain('New total ₹670 (was ₹606)');
    expect(completeOrder()).toHaveProperty('disabled', true);

    fireEvent.click(screen.getByRole('button', { name: 'Accept new prices' }));
    expect(screen.getByText('Total').nextElementSibling?.textContent).toBe('₹670');
    expect(screen.queryByText(/First order 10% off/)).toBeNull();
    fireEvent.click(completeOrder());
    await screen.findByRole('heading', { name: 'Thank you for your order!' });
    const [refused, accepted] = api.callsTo(CONFIRM);
    expect(accepted?.body).toMatchObject({ total: 670, firstOrderDiscount: 0 });
    expect(accepted?.headers['idempotency-key']).not.toBe(refused?.headers['idempotency-key']);
  });

  it('gives no discount to a second order made while the first still waits on the phone', async () => {
    stubApiFor([]);
    await openPayment();
    await waitFor(() => expect(screen.getByText('Total').nextElementSibling?.textContent).toBe('₹606'));
    act(() => onlineManager.setOnline(false));
    fireEvent.click(completeOrder());
    await screen.findByRole('heading', { name: 'Your order is saved on this phone' });

    // A new checkout while the first order waits for the signal.
    store.set(resetCheckoutAtom);
    store.set(checkoutCartItemsAtom, [DAL, GHEE]);
    store.set(checkoutAddressAtom, HOME);
    await openPayment();
    await waitFor(() => expect(screen.getAllByText('Total').at(-1)?.nextElementSibling?.textContent).toBe('₹670'));
  });

  it('the shop paused: says so before the order is placed, takes it, and the thank-you says it is for when the shop opens', async () => {
    const paused = {
      state: 'paused',
      until: '2026-11-24T11:00:00.000Z',
      opensAt: '2026-11-24T11:00:00.000Z',
      reason: 'Short of riders',
      deliverBy: '2026-11-24T11:30:00.000Z',
    };
    const api = scriptedApi({
      '/api/user/cart/getCartItems': { data: [DAL, GHEE] },
      '/api/user/order/getAllOrders': { data: RETURNING },
      '/api/hours/now': { data: paused },
      [CONFIRM]: { data: ORDER_ID },
      '/api/user/order/getOrderDetails': {
        data: { ...orderDetail({ id: ORDER_ID, status: 'confirmed' }), opensAt: paused.opensAt },
      },
    });
    vi.stubGlobal('fetch', api.fetch);
    await openPayment();
    const notice = await screen.findByRole('status', { name: 'Paused: back at 4:30 pm' });
    expect(notice.textContent).toContain('Short of riders');
    expect(notice.textContent).toContain('delivered by about 5:00 pm.');

    // Never refused: the order goes as any other.
    fireEvent.click(completeOrder());
    await screen.findByRole('heading', { name: 'Thank you for your order!' });
    expect(api.callsTo(CONFIRM)).toHaveLength(1);
    expect(await screen.findByText('For when the shop opens at 4:30 pm')).toBeTruthy();
  });
});
