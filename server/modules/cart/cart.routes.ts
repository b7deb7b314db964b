import { type Context, Hono } from 'hono';
import { ALREADY_IN_CART_MESSAGE, CART_MAX_QUANTITY, type CartItem } from '../../../contract/cart';
import { descriptionsOf } from '../../../contract/catalog';
import { endpoints } from '../../../contract/endpoints';
import type { Db } from '../../db/client';
import type { Deps } from '../../deps';
import { accepts } from '../../http/endpoint';
import { exactlyOnce } from '../../http/exactly-once';
import { fail, ok } from '../../http/respond';
import { type AppEnv, currentUser, ownDataOnly, requireUser } from '../../http/session';
import { shopperChangesLimit } from '../../http/shopper-limits';
import { say } from '../../i18n/say';
import { productImageUrl } from '../catalog/catalog.read-model';
import type { ProductRow } from '../catalog/catalog.repo';
import { isShown, stockOnSale } from '../catalog/on-sale';
import {
  type CartLine,
  findCartLine,
  insertCartLineIfAbsent,
  listCartLines,
  removeCartLine,
  setCartQuantity,
} from './cart.repo';
import { cartMessages } from './messages';

const api = endpoints.cart;

/** `endpoints.cart` — the cart calls of spec 001 §7, always for the signed-in shopper. */
export function cartRoutes(deps: Deps) {
  const { catalog, clock } = deps;

  /** The cart with today's prices from the catalog read model, and each product's stock as it is now. */
  async function cartOf(db: Db, userId: string): Promise<CartItem[]> {
    const items: CartItem[] = [];
    const lines = await listCartLines(db, userId);
    const rows = await catalog.withExactStock(
      db,
      lines.map((line) => line.productId),
    );
    for (const line of lines) {
      // A product deleted from the catalog takes its cart lines with it (FK cascade); until the
      // read model catches up, such a line is simply not shown.
      const row = rows.get(line.productId);
      if (row && isShown(row)) items.push(toCartItem(row, line));
    }
    return items;
  }

  // Changes run through exactlyOnce and use c.var.db: its transaction when the request has a key.
  return new Hono<AppEnv>()
    .on(
      api.add.method,
      api.add.path,
      requireUser,
      accepts(api.add),
      ownDataOnly(),
      shopperChangesLimit(deps),
      exactlyOnce(deps),
      async (c) => {
        const { productId, quantity } = c.req.valid('json');
        const { db } = c.var;
        const shopperId = currentUser(c).id;
        const row = (await catalog.withExactStock(db, [productId])).get(productId);
        if (!row || !isShown(row)) return fail(c, 404, say(c, cartMessages).productNotFound);
        const shortage = stockShortage(c, row, quantity);
        if (shortage) {
          // A line already in the cart is the more useful answer: nothing needs doing.
          const existing = await findCartLine(db, shopperId, productId);
          return fail(c, 409, existing ? ALREADY_IN_CART_MESSAGE : shortage);
        }
        const line = await insertCartLineIfAbsent(db, shopperId, productId, quantity, clock.now());
        if (!line) return fail(c, 409, ALREADY_IN_CART_MESSAGE);
        return ok(c, toCartItem(row, line), say(c, cartMessages).added, 201);
      },
    )
    .on(
      api.getCartItems.method,
      api.getCartItems.path,
      requireUser,
      accepts(api.getCartItems),
      ownDataOnly(),
      async (c) => {
        return ok(c, await cartOf(deps.db, currentUser(c).id));
      },
    )
    .on(
      api.updateCart.method,
      api.updateCart.path,
      requireUser,
      accepts(api.updateCart),
      ownDataOnly(),
      shopperChangesLimit(deps),
      exactlyOnce(deps, { answerAgain: (c) => cartOf(c.var.db, currentUser(c).id) }),
      async (c) => {
        const { productId, quantity } = c.req.valid('json');
        const { db } = c.var;
        const shopperId = currentUser(c).id;
        if (quantity === 0) {
          await removeCartLine(db, shopperId, productId);
          return ok(c, await cartOf(db, shopperId), say(c, cartMessages).removed);
        }
        const row = (await catalog.withExactStock(db, [productId])).get(productId);
        if (!row || !isShown(row)) return fail(c, 404, say(c, cartMessages).productNotFound);
        const shortage = stockShortage(c, row, quantity);
        if (shortage) {
          // Lowering (or replaying) a quantity the shopper already holds is never refused, even
          // when stock has since run out; only asking for more than there is.
          const existing = await findCartLine(db, shopperId, productId);
          if (!existing || quantity > existing.quantity) return fail(c, 409, shortage);
        }
        await setCartQuantity(db, shopperId, productId, quantity, clock.now());
        return ok(c, await cartOf(db, shopperId), say(c, cartMessages).updated);
      },
    );
}

/**
 * Why `quantity` of this product cannot be had now (in the request's language), or undefined when it can; a
 * product the owner took off sale is out of stock whatever the shelf holds.
 */
export function stockShortage(c: Context, row: ProductRow, quantity: number): string | undefined {
  const stock = stockOnSale(row);
  if (stock === 0) return say(c, cartMessages).outOfStock({ name: row.name });
  if (quantity > stock) return say(c, cartMessages).onlyLeft({ name: row.name, stock });
  return undefined;
}

export function toCartItem(row: ProductRow, line: CartLine): CartItem {
  return {
    id: row.id,
    name: row.name,
    image: productImageUrl(row.id),
    description: row.description,
    translations: descriptionsOf(row.translations),
    category: row.categoryId,
    price: row.price,
    originalPrice: row.mrp,
    quantity: line.quantity,
    status: stockOnSale(row) > 0 ? 'in stock' : 'out of stock',
    maxQuantity: Math.min(CART_MAX_QUANTITY, stockOnSale(row)),
    addedAt: line.addedAt.toISOString(),
  };
}
