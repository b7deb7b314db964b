import { desc, eq, sql } from 'drizzle-orm';
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

export interface NewReview {
  productId: number;
  userId: string;
  name: string;
  rating: number;
  comment: string;
  at: Date;
}

/**
 * Stores a shopper's review and folds its rating into the product's, in one transaction: the seeded
 * rating stands for `review_count` earlier reviews, so the new average is (rating * count + r) / (count + 1).
 * Undefined when the shopper already reviewed the product (the unique index decides, even for two
 * requests at once), and then nothing changes.
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
    await tx
      .update(products)
      .set({
        rating: sql`(${products.rating} * ${products.reviewCount} + ${review.rating}) / (${products.reviewCount} + 1)`,
        reviewCount: sql`${products.reviewCount} + 1`,
      })
      .where(eq(products.id, review.productId));
    return row;
  });
}
