import { atom } from 'jotai';
import { atomWithStorage, createJSONStorage, RESET } from 'jotai/utils';
import * as v from 'valibot';
import { type Address, AddressSchema } from '../../../../contract/address';
import { type CartItem, CartItemSchema } from '../../../../contract/cart';
import { PAYMENT_METHODS } from '../../../../contract/order';

// The checkout in progress (spec 001 §3 "Checkout state"), held in sessionStorage so a reload
// mid-checkout keeps it and it dies with the tab.

const PaymentMethodSchema = v.picklist(PAYMENT_METHODS);
export type PaymentMethod = v.InferOutput<typeof PaymentMethodSchema>;

const json = createJSONStorage<unknown>(() => sessionStorage);

/** Values are checked on the way back in: a stale or tampered entry starts checkout afresh rather than breaking a page. */
function storedAs<TValue>(schema: v.GenericSchema<unknown, TValue>) {
  return {
    getItem: (key: string, initialValue: TValue): TValue => {
      const parsed = v.safeParse(schema, json.getItem(key, initialValue));
      return parsed.success ? parsed.output : initialValue;
    },
    setItem: (key: string, value: TValue) => json.setItem(key, value),
    removeItem: (key: string) => json.removeItem(key),
  };
}

// getOnInit: route guards read these outside React, before any component has mounted them.
const options = { getOnInit: true };

/** The cart lines chosen for this order (the cart's selected lines). */
export const checkoutCartItemsAtom = atomWithStorage<CartItem[]>(
  'kirana-checkout-cart-items',
  [],
  storedAs(v.array(CartItemSchema)),
  options,
);

/** The delivery address chosen on /address; null until one is chosen. */
export const checkoutAddressAtom = atomWithStorage<Address | null>(
  'kirana-checkout-address',
  null,
  storedAs(v.nullable(AddressSchema)),
  options,
);

/** COD is the only method and the default (spec 001 §9); null means none was chosen. */
export const checkoutPaymentMethodAtom = atomWithStorage<PaymentMethod | null>(
  'kirana-checkout-payment-method',
  'COD',
  storedAs(v.nullable(PaymentMethodSchema)),
  options,
);

/** The id of the order just placed; '' until then. */
export const checkoutOrderIdAtom = atomWithStorage<string>(
  'kirana-checkout-order-id',
  '',
  storedAs(v.string()),
  options,
);

/** Back to the start of checkout (after an order, or when the shopper signs out). */
export const resetCheckoutAtom = atom(null, (_get, set) => {
  set(checkoutCartItemsAtom, RESET);
  set(checkoutAddressAtom, RESET);
  set(checkoutPaymentMethodAtom, RESET);
  set(checkoutOrderIdAtom, RESET);
});
