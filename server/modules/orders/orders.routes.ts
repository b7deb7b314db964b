import { type Context, Hono } from 'hono';
import * as v from 'valibot';
import { IDEMPOTENCY_KEY_HEADER } from '../../../contract/changes';
import { endpoints } from '../../../contract/endpoints';
import { istTimestamp, type PriceConflict, SHIPPING_FEE } from '../../../contract/order';
import type { Deps } from '../../deps';
import { accepts } from '../../http/endpoint';
import { exactlyOnce } from '../../http/exactly-once';
import { rateLimit } from '../../http/rate-limit';
import { fail, ok } from '../../http/respond';
import { type AppEnv, currentUser, ownDataOnly, requireUser } from '../../http/session';
import { varyOnLanguage } from '../../i18n/locale';
import { say } from '../../i18n/say';
import { findAddress } from '../addresses/addresses.repo';
import { orderStartsAt } from '../shop-hours/opening';
import { readOpeningRules } from '../shop-hours/shop-hours.repo';
import { promiseDelivery } from './delivery-promise';
import { ordersMessages } from './messages';
import { cancelOrder, findOrderByKey, listOrders, orderDetail, placeOrder } from './orders.repo';

const api = endpoints.orders;

/** Placing orders, per shopper (decision 098): a household orders a few times a day, not ten times an hour. */
export const ORDERS_LIMIT = { limit: 10, windowMs: 60 * 60_000 } as const;

/** Why a packed (or later) order can no longer be cancelled, in the shopper's words. */
function tooLateToCancel(c: Context, status: string): string {
  const words = say(c, ordersMessages);
  return status === 'delivered' ? words.alreadyDelivered : words.alreadyPacked;
}

/** `endpoints.orders` — placing orders, following and cancelling them (spec 001 §3, §4, §7, §9). */
export function ordersRoutes(deps: Deps) {
  const { clock, catalog, env } = deps;
  return new Hono<AppEnv>()
    .on(
      api.confirmOrder.method,
      api.confirmOrder.path,
      requireUser,
      accepts(api.confirmOrder),
      ownDataOnly(),
      rateLimit(deps, {
        key: (c) => `orders:user:${currentUser(c).id}`,
        ...ORDERS_LIMIT,
        message: (c) => say(c, ordersMessages).tooManyOrders,
      }),
      exactlyOnce(deps),
      async (c) => {
        const body = c.req.valid('json');
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
        const words = say(c, ordersMessages);
        if (!address) return fail(c, 404, words.addressNotFound, { addressId: words.noSuchAddress });

        // The order's time is the server's: an order queued offline is placed when it arrives, and a
        // phone's clock may be anything. The phone's time is kept only as what it said.
        const now = clock.now();
        // Closed or paused, the order is still taken (decision 113): it may have waited offline for hours and
        // must never be bounced back to a phone that is offline again. It starts, and its promise counts, from
        // the opening.
        const opensAt = orderStartsAt(await readOpeningRules(db, now), now);
        const result = await placeOrder(db, {
          userId: user.id,
          customerName: user.name || address.name,
          address,
          lines: body.items,
          total: body.total,
          firstOrderDiscount: body.firstOrderDiscount,
          placedAt: istTimestamp(now),
          phoneTime: body.time ?? null,
          delivery: promiseDelivery(now, env, opensAt ?? now),
          opensAt,
          idempotencyKey: key,
          now,
        });

        switch (result.kind) {
          case 'placed':
            // The read model reads outside this transaction (the primary or a caught-up replica): after commit.
            afterCommit(() => catalog.refreshProducts(body.items.map((item) => item.productId)));
            return ok(c, result.orderId, undefined, 201);
          case 'unknown-products':
            return fail(
              c,
              404,
              words.productsGone,
              Object.fromEntries(result.indexes.map((i) => [`items.${i}.productId`, words.noSuchProduct])),
            );
          case 'price-changed': {
            const pricesMoved = result.prices.some(
              (today) => body.items.find((line) => line.productId === today.productId)?.price !== today.price,
            );
            const discountMoved = (body.firstOrderDiscount ?? 0) !== result.firstOrderDiscount;
            let message = words.totalMismatch;
            if (discountMoved)
              message = result.firstOrderDiscount > 0 ? words.firstOrderDiscount : words.noFirstOrderDiscount;
            if (pricesMoved) message = words.pricesChanged;
            const conflict: PriceConflict = {
              success: false,
              message,
              data: {
                items: result.prices,
                firstOrderDiscount: result.firstOrderDiscount,
                shipping: SHIPPING_FEE,
                total: result.total,
              },
            };
            varyOnLanguage(c);
            return c.json(conflict, 409);
          }
          case 'out-of-stock': {
            return fail(
              c,
              409,
              words.notEnoughStock({ shortages: result.shortages.map((s) => words.shortage(s)) }),
              Object.fromEntries(
                result.shortages.map((s) => [
                  `items.${s.index}.quantity`,
                  s.available > 0 ? words.onlyLeft(s) : words.outOfStock,
                ]),
              ),
            );
          }
          case 'too-many-open-orders':
            return fail(c, 409, words.tooManyOpenOrders({ limit: result.limit }));
          case 'too-many-units':
            return fail(
              c,
              409,
              words.tooManyUnits({ limit: result.limit, products: result.over.map((o) => words.moreAllowed(o)) }),
              Object.fromEntries(
                result.over.map((o) => [`items.${o.index}.quantity`, words.atMostMore({ more: o.more })]),
              ),
            );
        }
      },
    )
    .on(
      api.cancelOrder.method,
      api.cancelOrder.path,
      requireUser,
      accepts(api.cancelOrder),
      exactlyOnce(deps, {
        answerAgain: async (c) => {
          const { orderId } = v.parse(api.cancelOrder.body, await c.req.json());
          const order = await orderDetail(c.var.db, currentUser(c).id, orderId);
          if (!order) throw new Error('a cancelled order vanished');
          return order;
        },
      }),
      async (c) => {
        const { orderId } = c.req.valid('json');
        const userId = currentUser(c).id;
        const { db, afterCommit } = c.var;
        const result = await cancelOrder(db, userId, orderId, clock.now());
        switch (result.kind) {
          case 'not-found':
            // Someone else's order gets the same 404 as a missing one.
            return fail(c, 404, say(c, ordersMessages).orderNotFound);
          case 'too-late':
            return fail(c, 409, tooLateToCancel(c, result.status));
          case 'cancelled':
            // The stock is back: the read model reads outside this transaction, so after commit.
            afterCommit(() => catalog.refreshProducts(result.productIds));
            break;
          case 'already-cancelled':
            // Asking twice gets the same outcome: the order is cancelled.
            break;
        }
        const order = await orderDetail(db, userId, orderId);
        return order ? ok(c, order) : fail(c, 404, say(c, ordersMessages).orderNotFound);
      },
    )
    .on(
      api.getAllOrders.method,
      api.getAllOrders.path,
      requireUser,
      accepts(api.getAllOrders),
      ownDataOnly(),
      async (c) => {
        // May come from a replica: c.var.reads is the primary just after this shopper's own change.
        return ok(c, await listOrders(c.var.reads, currentUser(c).id));
      },
    )
    .on(api.getOrderDetails.method, api.getOrderDetails.path, requireUser, accepts(api.getOrderDetails), async (c) => {
      // Someone else's order gets the same 404 as a missing one: its existence is not revealed.
      const order = await orderDetail(c.var.reads, currentUser(c).id, c.req.valid('query').orderId);
      return order ? ok(c, order) : fail(c, 404, say(c, ordersMessages).orderNotFound);
    });
}
