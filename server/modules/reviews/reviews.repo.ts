import { and, desc, eq, getTableColumns, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { products, reviews } from '../../db/schema';

export type ReviewRow = typeof reviews.$inferSelect & { verifiedPurchase: boolean };

/**
 * Whether the reviewer has had the product delivered, read with the review so that it follows the order: set once
 * the order arrives, whether the review came before or after (decision 103). The columns are named in SQL: drizzle
 * would write `${reviews.userId}` unqualified, and the subquery would read it as the order's own user_id.
 */
const verifiedPurchase = sql<boolean>`exists (
  select 1 from orders o join order_items oi on oi.order_id = o.id
  where o.user_id = reviews.user_id and oi.product_id = reviews.product_id and o.status = 'delivered'
)`;

function selectReviews(db: Db) {
  return db.select({ ...getTableColumns(reviews), verifiedPurchase }).from(reviews);
}

/** A product's reviews, newest first. */
export function listReviews(db: Db, productId: number): Promise<ReviewRow[]> {
  return selectReviews(db).where(eq(reviews.productId, productId)).orderBy(desc(reviews.createdAt), desc(reviews.id));
}

/** The shopper's review of the product, if they wrote one. */
export async function findReviewOf(db: Db, productId: number, userId: string): Promise<ReviewRow | undefined> {
  const [row] = await selectReviews(db).where(and(eq(reviews.productId, productId), eq(reviews.userId, userId)));
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
 * one transaction. False when the shopper already reviewed the product (the unique index decides,
 * even for two requests at once), and then nothing changes.
 */
export function addReview(db: Db, review: NewReview): Promise<boolean> {
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
      .returning({ id: reviews.id });
    if (!row) return false;
    await recountReviews(tx, [review.productId]);
    return true;
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
