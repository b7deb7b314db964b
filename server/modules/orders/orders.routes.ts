import { Hono } from 'hono';
import { IDEMPOTENCY_KEY_HEADER } from '../../../contract/changes';
import {
  ConfirmOrderBodySchema,
  istTimestamp,
  OrderDetailsQuerySchema,
  OrdersQuerySchema,
  type PriceConflict,
  SHIPPING_FEE,
} from '../../../contract/order';
import type { Deps } from '../../deps';
import { exactlyOnce } from '../../http/exactly-once';
import { fail, ok } from '../../http/respond';
import { type AppEnv, currentUser, refuseOtherUser, requireUser } from '../../http/session';
import { validate } from '../../http/validate';
import { findAddress } from '../addresses/addresses.repo';
import { findOrderByKey, listOrders, orderDetail, placeOrder } from './orders.repo';

/** /api/user/order/* — placing orders and following them (spec 001 §3, §4, §7, §9). */
export function ordersRoutes(deps: Deps) {
  const { clock, catalog } = deps;
  return new Hono<AppEnv>()
    .use(requireUser)
    .post('/confirmOrder', validate('json', ConfirmOrderBodySchema), exactlyOnce(deps), async (c) => {
      const body = c.req.valid('json');
      const refused = refuseOtherUser(c, body.userId);
      if (refused) return refused;
      const user = currentUser(c);
      // exactlyOnce has checked the key and answers a repeat for 30 days. The key is also kept with
      // the order for as long as the order: a phone offline longer than that still gets its first
      // order back instead of a second one.
      const { db, afterCommit } = c.var;
      const key = c.req.header(IDEMPOTENCY_KEY_HEADER) ?? null;
      if (key) {
        const existing = await findOrderByKey(db, user.id, key);
        if (existing) return ok(c, existing);
      }

      const address = await findAddress(db, user.id, body.addressId);
      if (!address) return fail(c, 404, 'Address not found', { addressId: 'No such address in your address book' });

      const result = await placeOrder(db, {
        userId: user.id,
        customerName: user.name || address.name,
        address,
        lines: body.items,
        total: body.total,
        placedAt: body.time ?? istTimestamp(clock.now()),
        idempotencyKey: key,
        now: clock.now(),
      });

      switch (result.kind) {
        case 'placed':
          // The read model reads through deps.db, which must wait for the order's transaction to end.
          afterCommit(() => catalog.refreshProducts(body.items.map((item) => item.productId)));
          return ok(c, result.orderId, undefined, 201);
        case 'unknown-products':
          return fail(
            c,
            404,
            'Some products in your order are no longer available',
            Object.fromEntries(result.indexes.map((i) => [`items.${i}.productId`, 'No such product'])),
          );
        case 'price-changed': {
          const conflict: PriceConflict = {
            success: false,
            message: 'Prices have changed since you added these items. Please review your order.',
            data: { items: result.prices, shipping: SHIPPING_FEE, total: result.total },
          };
          return c.json(conflict, 409);
        }
        case 'out-of-stock': {
          const names = result.shortages.map((s) =>
            s.available > 0 ? `${s.name} (only ${s.available} left)` : s.name,
          );
          return fail(
            c,
            409,
            `Not enough stock for: ${names.join(', ')}`,
            Object.fromEntries(
              result.shortages.map((s) => [
                `items.${s.index}.quantity`,
                s.available > 0 ? `Only ${s.available} left` : 'Out of stock',
              ]),
            ),
          );
        }
      }
    })
    .get('/getAllOrders', validate('query', OrdersQuerySchema), async (c) => {
      const refused = refuseOtherUser(c, c.req.valid('query').userId);
      if (refused) return refused;
      return ok(c, await listOrders(deps.db, currentUser(c).id));
    })
    .get('/getOrderDetails', validate('query', OrderDetailsQuerySchema), async (c) => {
      // Someone else's order gets the same 404 as a missing one: its existence is not revealed.
      const order = await orderDetail(deps.db, currentUser(c).id, c.req.valid('query').orderId);
      return order ? ok(c, order) : fail(c, 404, 'Order not found');
    });
}
