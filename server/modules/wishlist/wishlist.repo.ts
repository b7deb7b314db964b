import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { wishlistItems } from '../../db/schema';

export interface WishlistEntry {
  productId: number;
  addedAt: Date;
}

const entryColumns = { productId: wishlistItems.productId, addedAt: wishlistItems.addedAt };

/** Newest first; the product id breaks ties between entries added in the same instant. */
export function listWishlistEntries(db: Db, userId: string): Promise<WishlistEntry[]> {
  return db
    .select(entryColumns)
    .from(wishlistItems)
    .where(eq(wishlistItems.userId, userId))
    .orderBy(desc(wishlistItems.addedAt), desc(wishlistItems.productId));
}

/**
 * Adds the entry, or keeps the one already there (a replayed add must not move it to the top),
 * and returns it either way. The no-op update makes RETURNING answer for an existing row too,
 * in one statement.
 */
export async function addWishlistEntry(db: Db, userId: string, productId: number, now: Date): Promise<WishlistEntry> {
  const [entry] = await db
    .insert(wishlistItems)
    .values({ userId, productId, addedAt: now })
    .onConflictDoUpdate({
      target: [wishlistItems.userId, wishlistItems.productId],
      set: { addedAt: sql`${wishlistItems.addedAt}` },
    })
    .returning(entryColumns);
  if (!entry) throw new Error('wishlist upsert returned no row');
  return entry;
}

export async function removeWishlistEntry(db: Db, userId: string, productId: number) {
  await db.delete(wishlistItems).where(and(eq(wishlistItems.userId, userId), eq(wishlistItems.productId, productId)));
}
