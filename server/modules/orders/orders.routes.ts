import { Hono } from 'hono';
import {
  ConfirmOrderBodySchema,
  IDEMPOTENCY_KEY_MAX_LENGTH,
  istTimestamp,
  OrderDetailsQuerySchema,
  OrdersQuerySchema,
  type PriceConflict,
  SHIPPING_FEE,
} from '../../../contract/order';
import type { Deps } from '../../deps';
import { fail, ok } from '../../http/respond';
import { type AppEnv, currentUser, refuseOtherUser, requireUser } from '../../http/session';
import { validate } from '../../http/validate';
import { findAddress } from '../addresses/addresses.repo';
import { findOrderByKey, isUniqueViolation, listOrders, orderDetail, placeOrder } from './orders.repo';

const IDEMPOTENCY_KEY = new RegExp(`^[\\x20-\\x7e]{1,${IDEMPOTENCY_KEY_MAX_LENGTH}}$`);

/** /api/user/order/* — placing orders and following them (spec 001 §3, §4, §7, §9). */
export function ordersRoutes(deps: Deps) {
  const { db, clock, catalog } = deps;
  return new Hono<AppEnv>()
    .use(requireUser)
    .post('/confirmOrder', validate('json', ConfirmOrderBodySchema), async (c) => {
      const body = c.req.valid('json');
      const refused = refuseOtherUser(c, body.userId);
      if (refused) return refused;
      const user = currentUser(c);

      const key = c.req.header('Idempotency-Key');
      if (key !== undefined && !IDEMPOTENCY_KEY.test(key)) {
        return fail(c, 400, 'Invalid Idempotency-Key', {
          'Idempotency-Key': `Idempotency-Key must be 1 to ${IDEMPOTENCY_KEY_MAX_LENGTH} printable characters`,
        });
      }
      // A retry of an order that already went through (the answer was lost on the way): same id, nothing new.
      if (key) {
        const existing = await findOrderByKey(db, user.id, key);
        if (existing) return ok(c, existing);
      }

      const address = await findAddress(db, user.id, body.addressId);
      if (!address) return fail(c, 404, 'Address not found', { addressId: 'No such address in your address book' });

      let result: Awaited<ReturnType<typeof placeOrder>>;
      try {
        result = await placeOrder(db, {
          userId: user.id,
          customerName: user.name || address.name,
          address,
          lines: body.items,
          total: body.total,
          placedAt: body.time ?? istTimestamp(clock.now()),
          idempotencyKey: key ?? null,
          now: clock.now(),
        });
      } catch (error) {
        // Two retries raced: the other one placed the order, so answer with it.
        const winner =
          key && isUniqueViolation(error, 'orders_idempotency') && (await findOrderByKey(db, user.id, key));
        if (winner) return ok(c, winner);
        throw error;
      }

      switch (result.kind) {
        case 'placed':
          await catalog.refreshProducts(body.items.map((item) => item.productId));
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
      return ok(c, await listOrders(db, currentUser(c).id));
    })
    .get('/getOrderDetails', validate('query', OrderDetailsQuerySchema), async (c) => {
      // Someone else's order gets the same 404 as a missing one: its existence is not revealed.
      const order = await orderDetail(db, currentUser(c).id, c.req.valid('query').orderId);
      return order ? ok(c, order) : fail(c, 404, 'Order not found');
    });
}
