import { atom } from 'jotai';
import { atomWithStorage, RESET } from 'jotai/utils';
import * as v from 'valibot';
import { type Address, AddressSchema } from '#contract/address';
import { type CartItem, CartItemSchema } from '#contract/cart';
import { PAYMENT_METHODS } from '#contract/order';
import { tabStoredAs } from '#src/lib/tab-storage';
import { addressDraftAtom } from './address-draft.atoms';

// The checkout in progress (spec 001 §3 "Checkout state"), held in sessionStorage so a reload
// mid-checkout keeps it and it dies with the tab.

const PaymentMethodSchema = v.picklist(PAYMENT_METHODS);
export type PaymentMethod = v.InferOutput<typeof PaymentMethodSchema>;

// getOnInit: route guards read these outside React, before any component has mounted them.
const options = { getOnInit: true };

/** The cart lines chosen for this order (the cart's selected lines). */
export const checkoutCartItemsAtom = atomWithStorage<CartItem[]>(
  'kirana-checkout-cart-items',
  [],
  tabStoredAs(v.array(CartItemSchema)),
  options,
);

/** The delivery address chosen on /address; null until one is chosen. */
export const checkoutAddressAtom = atomWithStorage<Address | null>(
  'kirana-checkout-address',
  null,
  tabStoredAs(v.nullable(AddressSchema)),
  options,
);

/** COD is the only method and the default (spec 001 §9); null means none was chosen. */
export const checkoutPaymentMethodAtom = atomWithStorage<PaymentMethod | null>(
  'kirana-checkout-payment-method',
  'COD',
  tabStoredAs(v.nullable(PaymentMethodSchema)),
  options,
);

/**
 * The saved address picked on /address, before Proceed stores it above; null while the default stands. Kept so the
 * page opened again (the phone ended the tab while the shopper looked at a message) shows the shopper's pick, not
 * the default: an order could otherwise go to the default address unnoticed.
 */
export const checkoutPickedAddressIdAtom = atomWithStorage<string | null>(
  'kirana-checkout-picked-address',
  null,
  tabStoredAs(v.nullable(v.string())),
  options,
);

/** The id of the order just placed; '' until then. */
export const checkoutOrderIdAtom = atomWithStorage<string>(
  'kirana-checkout-order-id',
  '',
  tabStoredAs(v.string()),
  options,
);

const OrderAttemptSchema = v.object({ key: v.string(), content: v.string(), time: v.optional(v.string()) });
export type OrderAttempt = v.InferOutput<typeof OrderAttemptSchema>;

/**
 * The Idempotency-Key of this checkout's order, the content it was made for and the phone's time when it was
 * made. Kept in session storage so a double tap, a retry or a reload mid-request sends the same request with the
 * same key, and the server answers with the one order instead of placing a second (or refusing a request that
 * differs only in its time). An attempt kept by an earlier version has no time: its order goes without one.
 */
export const checkoutOrderAttemptAtom = atomWithStorage<OrderAttempt | null>(
  'kirana-checkout-order-attempt',
  null,
  tabStoredAs(v.nullable(OrderAttemptSchema)),
  options,
);

/** Back to the start of checkout (after an order, or when the shopper signs out). */
export const resetCheckoutAtom = atom(null, (_get, set) => {
  set(checkoutCartItemsAtom, RESET);
  set(checkoutAddressAtom, RESET);
  set(checkoutPickedAddressIdAtom, RESET);
  set(checkoutPaymentMethodAtom, RESET);
  set(checkoutOrderIdAtom, RESET);
  set(checkoutOrderAttemptAtom, RESET);
  // The half-typed address holds a phone number: it goes with the rest (sign-out resets too).
  set(addressDraftAtom, RESET);
});
