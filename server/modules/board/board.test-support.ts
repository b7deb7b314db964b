import * as v from 'valibot';
import { expect } from 'vitest';
import { FailureEnvelopeSchema } from '../../../contract/envelope';
import { ConfirmOrderResponseSchema, orderTotal } from '../../../contract/order';
import { StaffOrderResponseSchema } from '../../../contract/shop';
import { addressOf } from '../../test/shop-data';
import { type Shopper, signedInShopper } from '../../test/shopper';
import type { TestShop } from '../../test/test-shop';
import type { ProductRow } from '../catalog/catalog.repo';

/** A shopper with an address, who knows whether their next order is their first. */
export interface Buyer {
  shopper: Shopper;
  addressId: string;
  ordered: boolean;
}

export async function newBuyer(shop: TestShop, name = 'Asha Verma'): Promise<Buyer> {
  const shopper = await signedInShopper(shop, { name });
  return { shopper, addressId: (await addressOf(shopper)).id, ordered: false };
}

/** Places a cash-on-delivery order; the buyer's first is 10% off the items (decision 013). */
export async function placeOrder(buyer: Buyer, lines: { product: ProductRow; quantity: number }[]): Promise<string> {
  const items = lines.map(({ product, quantity }) => ({ productId: product.id, quantity, price: product.price }));
  const response = await buyer.shopper.request('POST', '/api/user/order/confirmOrder', {
    addressId: buyer.addressId,
    items,
    total: orderTotal(items, !buyer.ordered),
    method: 'COD',
  });
  expect(response.status).toBe(201);
  buyer.ordered = true;
  return v.parse(ConfirmOrderResponseSchema, await response.json()).data;
}

export async function staffOrderOf(response: Response) {
  expect(response.status, await response.clone().text()).toBe(200);
  return v.parse(StaffOrderResponseSchema, await response.json()).data;
}

export async function refusal(response: Response, status: number) {
  expect(response.status, await response.clone().text()).toBe(status);
  return v.parse(FailureEnvelopeSchema, await response.json());
}
