import { Hono } from 'hono';
import { percentOff } from '../../../contract/discount';
import {
  AddToWishlistBodySchema,
  DeleteWishlistItemQuerySchema,
  MOVED_TO_CART_MESSAGE,
  MoveToCartBodySchema,
  type WishlistItem,
  WishlistQuerySchema,
} from '../../../contract/wishlist';
import type { Db } from '../../db/client';
import type { Deps } from '../../deps';
import { exactlyOnce } from '../../http/exactly-once';
import { fail, ok } from '../../http/respond';
import { type AppEnv, currentUser, refuseOtherUser, requireUser } from '../../http/session';
import { validate } from '../../http/validate';
import { findCartLine, insertCartLineIfAbsent } from '../cart/cart.repo';
import { stockShortage, toCartItem } from '../cart/cart.routes';
import { productImageUrl } from '../catalog/catalog.read-model';
import type { ProductRow } from '../catalog/catalog.repo';
import { addWishlistEntry, listWishlistEntries, removeWishlistEntry, type WishlistEntry } from './wishlist.repo';

/** /api/user/wishlist/* — the wishlist calls of spec 001 §7, always for the signed-in shopper. */
export function wishlistRoutes(deps: Deps) {
  const { catalog, clock } = deps;

  /** The wishlist with today's prices and stock from the catalog read model. */
  async function wishlistOf(db: Db, userId: string): Promise<WishlistItem[]> {
    const items: WishlistItem[] = [];
    for (const entry of await listWishlistEntries(db, userId)) {
      // A product deleted from the catalog takes its entries with it (FK cascade); until the
      // read model catches up, such an entry is simply not shown.
      const row = catalog.product(entry.productId);
      if (row) items.push(toWishlistItem(row, entry));
    }
    return items;
  }

  // Changes run through exactlyOnce and use c.var.db: its transaction when the request has a key.
  return new Hono<AppEnv>()
    .post('/add', requireUser, validate('json', AddToWishlistBodySchema), exactlyOnce(deps), async (c) => {
      const { userId, productId } = c.req.valid('json');
      const refused = refuseOtherUser(c, userId);
      if (refused) return refused;
      // Out-of-stock products may be wished for: that is what a wishlist is for.
      const row = catalog.product(productId);
      if (!row) return fail(c, 404, 'Product not found.');
      const entry = await addWishlistEntry(c.var.db, currentUser(c).id, productId, clock.now());
      return ok(c, toWishlistItem(row, entry), 'Added to wishlist.');
    })
    .get('/getWishlistItems', requireUser, validate('query', WishlistQuerySchema), async (c) => {
      const refused = refuseOtherUser(c, c.req.valid('query').userId);
      if (refused) return refused;
      return ok(c, await wishlistOf(deps.db, currentUser(c).id));
    })
    .delete(
      '/deleteWishlistItem',
      requireUser,
      validate('query', DeleteWishlistItemQuerySchema),
      exactlyOnce(deps),
      async (c) => {
        const { userId, productId } = c.req.valid('query');
        const { db } = c.var;
        const refused = refuseOtherUser(c, userId);
        if (refused) return refused;
        const shopperId = currentUser(c).id;
        await removeWishlistEntry(db, shopperId, productId);
        return ok(c, await wishlistOf(db, shopperId), 'Removed from wishlist.');
      },
    )
    .post('/moveToCart', requireUser, validate('json', MoveToCartBodySchema), exactlyOnce(deps), async (c) => {
      const { userId, productId, quantity } = c.req.valid('json');
      const refused = refuseOtherUser(c, userId);
      if (refused) return refused;
      const shopperId = currentUser(c).id;
      const row = catalog.product(productId);
      if (!row) return fail(c, 404, 'Product not found.');
      // Both halves or neither: a savepoint inside exactlyOnce's transaction, or a transaction of its own.
      const moved = await c.var.db.transaction(async (tx) => {
        const existing = await findCartLine(tx, shopperId, productId);
        if (!existing) {
          const shortage = stockShortage(row, quantity);
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
      if ('shortage' in moved) return fail(c, 409, moved.shortage ?? 'Out of stock.');
      return ok(
        c,
        { cartItem: toCartItem(row, moved.line), alreadyInCart: moved.alreadyInCart },
        MOVED_TO_CART_MESSAGE,
      );
    });
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
    status: row.stock > 0 ? 'in stock' : 'out of stock',
    addedAt: entry.addedAt.toISOString(),
  };
}
