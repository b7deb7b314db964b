import { Hono } from 'hono';
import { percentOff } from '../../../contract/discount';
import { endpoints } from '../../../contract/endpoints';
import type { WishlistItem } from '../../../contract/wishlist';
import type { Db } from '../../db/client';
import type { Deps } from '../../deps';
import { accepts } from '../../http/endpoint';
import { exactlyOnce } from '../../http/exactly-once';
import { fail, ok } from '../../http/respond';
import { type AppEnv, currentUser, ownDataOnly, requireUser } from '../../http/session';
import { shopperChangesLimit } from '../../http/shopper-limits';
import { say } from '../../i18n/say';
import { findCartLine, insertCartLineIfAbsent } from '../cart/cart.repo';
import { stockShortage, toCartItem } from '../cart/cart.routes';
import { productImageUrl } from '../catalog/catalog.read-model';
import type { ProductRow } from '../catalog/catalog.repo';
import { isInStock, isShown } from '../catalog/on-sale';
import { wishlistMessages } from './messages';
import { addWishlistEntry, listWishlistEntries, removeWishlistEntry, type WishlistEntry } from './wishlist.repo';

const api = endpoints.wishlist;

/** `endpoints.wishlist` — the wishlist calls of spec 001 §7, always for the signed-in shopper. */
export function wishlistRoutes(deps: Deps) {
  const { catalog, clock } = deps;

  /** The wishlist with today's prices and stock from the catalog read model. */
  async function wishlistOf(db: Db, userId: string): Promise<WishlistItem[]> {
    const items: WishlistItem[] = [];
    for (const entry of await listWishlistEntries(db, userId)) {
      // A product deleted from the catalog takes its entries with it (FK cascade); until the
      // read model catches up, such an entry is simply not shown.
      const row = catalog.shownProduct(entry.productId);
      if (row) items.push(toWishlistItem(row, entry));
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
        const { productId } = c.req.valid('json');
        // Out-of-stock products may be wished for: that is what a wishlist is for.
        const row = catalog.shownProduct(productId);
        if (!row) return fail(c, 404, say(c, wishlistMessages).productNotFound);
        const entry = await addWishlistEntry(c.var.db, currentUser(c).id, productId, clock.now());
        return ok(c, toWishlistItem(row, entry), say(c, wishlistMessages).added);
      },
    )
    .on(
      api.getWishlistItems.method,
      api.getWishlistItems.path,
      requireUser,
      accepts(api.getWishlistItems),
      ownDataOnly(),
      async (c) => {
        return ok(c, await wishlistOf(deps.db, currentUser(c).id));
      },
    )
    .on(
      api.deleteWishlistItem.method,
      api.deleteWishlistItem.path,
      requireUser,
      accepts(api.deleteWishlistItem),
      ownDataOnly(),
      shopperChangesLimit(deps),
      exactlyOnce(deps, { answerAgain: (c) => wishlistOf(c.var.db, currentUser(c).id) }),
      async (c) => {
        const { productId } = c.req.valid('query');
        const { db } = c.var;
        const shopperId = currentUser(c).id;
        await removeWishlistEntry(db, shopperId, productId);
        return ok(c, await wishlistOf(db, shopperId), say(c, wishlistMessages).removed);
      },
    )
    .on(
      api.moveToCart.method,
      api.moveToCart.path,
      requireUser,
      accepts(api.moveToCart),
      ownDataOnly(),
      shopperChangesLimit(deps),
      exactlyOnce(deps),
      async (c) => {
        const { productId, quantity } = c.req.valid('json');
        const shopperId = currentUser(c).id;
        // Its stock as it is now: the read model's count may be several sales old (decision 114).
        const row = (await catalog.withExactStock(c.var.db, [productId])).get(productId);
        if (!row || !isShown(row)) return fail(c, 404, say(c, wishlistMessages).productNotFound);
        // Both halves or neither: a savepoint inside exactlyOnce's transaction, or a transaction of its own.
        const moved = await c.var.db.transaction(async (tx) => {
          const existing = await findCartLine(tx, shopperId, productId);
          if (!existing) {
            const shortage = stockShortage(c, row, quantity);
            if (shortage) return { shortage };
          }
          // A line added meanwhile (another device) wins the insert: keep it as it is.
          const line =
            existing ??
            (await insertCartLineIfAbsent(tx, shopperId, productId, quantity, clock.now())) ??
            (await findCartLine(tx, shopperId, productId));
          if (!line) throw new Error('cart line vanished while moving it');
          await removeWishlistEntry(tx, shopperId, productId);
          return { line, alreadyInCart: existing !== undefined };
        });
        if ('shortage' in moved) return fail(c, 409, moved.shortage ?? say(c, wishlistMessages).outOfStock);
        return ok(
          c,
          { cartItem: toCartItem(row, moved.line), alreadyInCart: moved.alreadyInCart },
          say(c, wishlistMessages).movedToCart,
        );
      },
    );
}

/** 1 - price / MRP as a fraction with two decimals (0.12 is 12% off), as the spec's wishlist reads it. */
export function discountFraction(price: number, mrp: number): number {
  return percentOff(price, mrp) / 100;
}

function toWishlistItem(row: ProductRow, entry: WishlistEntry): WishlistItem {
  return {
    id: row.id,
    name: row.name,
    image: productImageUrl(row.id),
    category: row.categoryId,
    price: row.price,
    originalPrice: row.mrp,
    discount: discountFraction(row.price, row.mrp),
    status: isInStock(row) ? 'in stock' : 'out of stock',
    addedAt: entry.addedAt.toISOString(),
  };
}
