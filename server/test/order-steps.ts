import { eq } from 'drizzle-orm';
import * as shop from '../../contract/endpoints/shop';
import type { OrderStatus } from '../../contract/order';
import { orders } from '../db/schema';
import { signedInStaff, type TestStaff } from './staff';
import type { TestShop } from './test-shop';

/** The packer and rider who move a test shop's orders, signed in once per shop. */
const crews = new WeakMap<TestShop, Promise<{ packer: TestStaff; rider: TestStaff }>>();

export function crewOf(testShop: TestShop) {
  let crew = crews.get(testShop);
  if (!crew) {
    crew = (async () => ({
      packer: await signedInStaff(testShop, 'packer', { name: 'Crew Packer' }),
      rider: await signedInStaff(testShop, 'rider', { name: 'Crew Rider' }),
    }))();
    crews.set(testShop, crew);
  }
  return crew;
}

const STEPS: readonly OrderStatus[] = ['confirmed', 'processing', 'packed', 'out_for_delivery', 'delivered'];

/**
 * Moves an order forward from where it is to `status` as the shop's staff do, through the API (decision 107):
 * accept, pack, hand to the crew's rider, delivered and paid in cash.
 */
export async function moveOrderTo(testShop: TestShop, orderId: string, status: OrderStatus): Promise<void> {
  const { packer, rider } = await crewOf(testShop);
  const calls = [
    () => packer.request('POST', shop.acceptOrder.path, { orderId }),
    () => packer.request('POST', shop.packOrder.path, { orderId }),
    () => packer.request('POST', shop.handToRider.path, { orderId, riderId: rider.id }),
    () => rider.request('POST', shop.deliverOrder.path, { orderId, paidBy: 'cash' }),
  ];
  const [row] = await testShop.deps.db.select({ status: orders.status }).from(orders).where(eq(orders.id, orderId));
  const from = STEPS.indexOf((row?.status ?? '') as OrderStatus);
  if (from < 0) throw new Error(`order ${orderId} cannot move on from ${row?.status ?? 'nowhere'}`);
  for (const call of calls.slice(from, STEPS.indexOf(status))) {
    const response = await call();
    if (response.status !== 200) throw new Error(`an order step answered ${response.status}: ${await response.text()}`);
  }
}
