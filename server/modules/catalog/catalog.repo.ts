import { asc, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { products } from '../../db/schema';

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
