import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { cartItems } from '../../db/schema';

export interface CartLine {
  productId: number;
  quantity: number;
  addedAt: Date;
}

const lineColumns = {
  productId: cartItems.productId,
  quantity: cartItems.quantity,
  addedAt: cartItems.addedAt,
};

/** Oldest first; the product id breaks ties between lines added in the same instant. */
export function listCartLines(db: Db, userId: string): Promise<CartLine[]> {
  return db
    .select(lineColumns)
    .from(cartItems)
    .where(eq(cartItems.userId, userId))
    .orderBy(asc(cartItems.addedAt), asc(cartItems.productId));
}

export async function findCartLine(db: Db, userId: string, productId: number): Promise<CartLine | undefined> {
  const [line] = await db
    .select(lineColumns)
    .from(cartItems)
    .where(and(eq(cartItems.userId, userId), eq(cartItems.productId, productId)));
  return line;
}

/** Adds the line unless the product is already in the cart; undefined means it was (and is left as it is). */
export async function insertCartLineIfAbsent(
  db: Db,
  userId: string,
  productId: number,
  quantity: number,
  now: Date,
): Promise<CartLine | undefined> {
  const [line] = await db
    .insert(cartItems)
    .values({ userId, productId, quantity, addedAt: now, updatedAt: now })
    .onConflictDoNothing()
    .returning(lineColumns);
  return line;
}

/** Sets the absolute quantity, adding the line when absent; the line keeps its place in the cart. */
export async function setCartQuantity(db: Db, userId: string, productId: number, quantity: number, now: Date) {
  await db
    .insert(cartItems)
    .values({ userId, productId, quantity, addedAt: now, updatedAt: now })
    .onConflictDoUpdate({
      target: [cartItems.userId, cartItems.productId],
      set: { quantity: sql`excluded.quantity`, updatedAt: now },
    });
}

export async function removeCartLine(db: Db, userId: string, productId: number) {
  await db.delete(cartItems).where(and(eq(cartItems.userId, userId), eq(cartItems.productId, productId)));
}
