import { eq } from 'drizzle-orm';
import * as v from 'valibot';
import { AddressResponseSchema } from '../../contract/address';
import { products } from '../db/schema';
import type { ProductRow } from '../modules/catalog/catalog.repo';
import type { Shopper } from './shopper';
import type { TestShop } from './test-shop';

const handedOut = new WeakMap<TestShop, number>();

/**
 * A product no other test on this shop has been given, set to exactly this much stock in the
 * database and the read model, so stock checks never depend on what other tests bought.
 */
export async function freshProduct(shop: TestShop, stock = 50): Promise<ProductRow> {
  const used = handedOut.get(shop) ?? 0;
  const picked = [...shop.deps.catalog.allProducts()][used];
  if (!picked) throw new Error('ran out of products');
  handedOut.set(shop, used + 1);
  await shop.deps.db.update(products).set({ stock }).where(eq(products.id, picked.id));
  await shop.deps.catalog.refreshProducts([picked.id]);
  const [row] = await shop.deps.db.select().from(products).where(eq(products.id, picked.id));
  if (!row) throw new Error(`no product ${picked.id}`);
  return row;
}

/** Saves a deliverable address for the shopper and returns it. */
export async function addressOf(shopper: Shopper, name = 'Home') {
  const response = await shopper.request('POST', '/api/user/address/addAddress', {
    name,
    phone: '9876543210',
    addressLine1: '12 MG Road',
    city: 'Bengaluru',
    state: 'Karnataka',
    postalCode: '560001',
  });
  if (response.status !== 201) throw new Error(`addAddress answered ${response.status}`);
  return v.parse(AddressResponseSchema, await response.json()).data;
}
