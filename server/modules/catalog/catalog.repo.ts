import { and, asc, desc, eq, gt, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { products, recentlyViewed } from '../../db/schema';

export type ProductRow = typeof products.$inferSelect;

export function loadAllProducts(db: Db): Promise<ProductRow[]> {
  return db.select().from(products).orderBy(asc(products.id));
}

export function loadProducts(db: Db, ids: readonly number[]): Promise<ProductRow[]> {
  return db
    .select()
    .from(products)
    .where(inArray(products.id, [...ids]));
}

/** Each product's stock as the database holds it now (one indexed read by id). */
export function loadStock(db: Db, ids: readonly number[]): Promise<{ id: number; stock: number }[]> {
  return db
    .select({ id: products.id, stock: products.stock })
    .from(products)
    .where(inArray(products.id, [...ids]));
}

/** The most bought shown products in stock, most first (ties by id), with their purchase counts. */
export function loadTopSellers(db: Db, limit: number): Promise<{ id: number; purchaseCount: number }[]> {
  return db
    .select({ id: products.id, purchaseCount: products.purchaseCount })
    .from(products)
    .where(and(eq(products.hidden, false), eq(products.available, true), gt(products.stock, 0)))
    .orderBy(desc(products.purchaseCount), asc(products.id))
    .limit(limit);
}

/**
 * Records that a shopper viewed a product: a view again moves it to the top, and only the newest
 * `keep` are kept, so the table stays small however much a shopper browses.
 */
export async function recordView(db: Db, userId: string, productId: number, at: Date, keep: number): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .insert(recentlyViewed)
      .values({ userId, productId, viewedAt: at })
      .onConflictDoUpdate({ target: [recentlyViewed.userId, recentlyViewed.productId], set: { viewedAt: at } });
    await tx.execute(sql`
      DELETE FROM ${recentlyViewed}
      WHERE ${recentlyViewed.userId} = ${userId}
        AND ${recentlyViewed.productId} NOT IN (
          SELECT ${recentlyViewed.productId} FROM ${recentlyViewed}
          WHERE ${recentlyViewed.userId} = ${userId}
          ORDER BY ${recentlyViewed.viewedAt} DESC, ${recentlyViewed.productId}
          LIMIT ${keep}
        )`);
  });
}

/** A shopper's recently viewed product ids, most recent first. */
export async function listViewedProductIds(db: Db, userId: string, limit: number): Promise<number[]> {
  const rows = await db
    .select({ productId: recentlyViewed.productId })
    .from(recentlyViewed)
    .where(eq(recentlyViewed.userId, userId))
    .orderBy(desc(recentlyViewed.viewedAt), asc(recentlyViewed.productId))
    .limit(limit);
  return rows.map((row) => row.productId);
}
