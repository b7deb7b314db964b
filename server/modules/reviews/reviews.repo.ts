import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { products, reviews } from '../../db/schema';

export type ReviewRow = typeof reviews.$inferSelect;

/** A product's reviews, newest first. */
export function listReviews(db: Db, productId: number): Promise<ReviewRow[]> {
  return db
    .select()
    .from(reviews)
    .where(eq(reviews.productId, productId))
    .orderBy(desc(reviews.createdAt), desc(reviews.id));
}

/** The shopper's review of the product, if they wrote one. */
export async function findReviewOf(db: Db, productId: number, userId: string): Promise<ReviewRow | undefined> {
  const [row] = await db
    .select()
    .from(reviews)
    .where(and(eq(reviews.productId, productId), eq(reviews.userId, userId)));
  return row;
}

export interface NewReview {
  productId: number;
  userId: string;
  name: string;
  rating: number;
  comment: string;
  at: Date;
}

/**
 * Stores a shopper's review and recounts the product's rating and review count from its reviews, in
 * one transaction. Undefined when the shopper already reviewed the product (the unique index decides,
 * even for two requests at once), and then nothing changes.
 */
export function addReview(db: Db, review: NewReview): Promise<ReviewRow | undefined> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(reviews)
      .values({
        productId: review.productId,
        userId: review.userId,
        name: review.name,
        rating: review.rating,
        comment: review.comment,
        createdAt: review.at,
      })
      .onConflictDoNothing({ target: [reviews.productId, reviews.userId] })
      .returning();
    if (!row) return undefined;
    await recountReviews(tx, [review.productId]);
    return row;
  });
}

/**
 * Sets products' `review_count` and `rating` (the average stars, 0 with no reviews) to what their
 * reviews say: the only source of the numbers cards and product pages show. Every product when no
 * ids are given (the first-run seed). The subqueries name their columns in SQL so they can never be
 * taken for the reviews table's own `id`.
 */
export async function recountReviews(db: Db, productIds?: readonly number[]): Promise<void> {
  if (productIds?.length === 0) return;
  await db
    .update(products)
    .set({
      reviewCount: sql`(SELECT count(*) FROM reviews r WHERE r.product_id = products.id)`,
      rating: sql`coalesce((SELECT avg(r.rating) FROM reviews r WHERE r.product_id = products.id), 0)`,
    })
    .where(productIds ? inArray(products.id, [...productIds]) : undefined);
}
