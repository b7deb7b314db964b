import { and, asc, desc, eq, gt, sql } from 'drizzle-orm';
import type { AccountData } from '../../../contract/user';
import type { Db } from '../../db/client';
import {
  cartItems,
  orders,
  otpChallenges,
  phoneVerifications,
  products,
  recentlyViewed,
  reviews,
  searches,
  sessions,
  supportMessages,
  users,
  wishlistItems,
} from '../../db/schema';
import { listAddresses, toAddress } from '../addresses/addresses.repo';
import { listOrders, orderDetail } from '../orders/orders.repo';
import { findAccountProfile } from './users.repo';

/** Everything the shop holds about one shopper (decision 008); undefined when the account does not exist. */
export async function collectAccountData(db: Db, userId: string, now: Date): Promise<AccountData | undefined> {
  const profile = await findAccountProfile(db, userId);
  if (!profile) return undefined;
  const [addressRows, orderSummaries, reviewRows, wishlist, cart, viewed, searchRows, messages, sessionRows] =
    await Promise.all([
      listAddresses(db, userId),
      listOrders(db, userId),
      db
        .select({
          id: reviews.id,
          productId: reviews.productId,
          name: products.name,
          reviewerName: reviews.name,
          rating: reviews.rating,
          comment: reviews.comment,
          createdAt: reviews.createdAt,
        })
        .from(reviews)
        .innerJoin(products, eq(products.id, reviews.productId))
        .where(eq(reviews.userId, userId))
        .orderBy(desc(reviews.createdAt), asc(reviews.id)),
      db
        .select({ productId: wishlistItems.productId, name: products.name, addedAt: wishlistItems.addedAt })
        .from(wishlistItems)
        .innerJoin(products, eq(products.id, wishlistItems.productId))
        .where(eq(wishlistItems.userId, userId))
        .orderBy(desc(wishlistItems.addedAt), asc(wishlistItems.productId)),
      db
        .select({
          productId: cartItems.productId,
          name: products.name,
          quantity: cartItems.quantity,
          addedAt: cartItems.addedAt,
        })
        .from(cartItems)
        .innerJoin(products, eq(products.id, cartItems.productId))
        .where(eq(cartItems.userId, userId))
        .orderBy(asc(cartItems.addedAt), asc(cartItems.productId)),
      db
        .select({ productId: recentlyViewed.productId, name: products.name, viewedAt: recentlyViewed.viewedAt })
        .from(recentlyViewed)
        .innerJoin(products, eq(products.id, recentlyViewed.productId))
        .where(eq(recentlyViewed.userId, userId))
        .orderBy(desc(recentlyViewed.viewedAt), asc(recentlyViewed.productId)),
      db
        .select({ keyword: searches.keyword, searchedAt: searches.searchedAt })
        .from(searches)
        .where(eq(searches.userId, userId))
        .orderBy(desc(searches.searchedAt), asc(searches.keyword)),
      db
        .select({
          id: supportMessages.id,
          email: supportMessages.email,
          subject: supportMessages.subject,
          message: supportMessages.message,
          fileName: supportMessages.fileName,
          createdAt: supportMessages.createdAt,
        })
        .from(supportMessages)
        .where(eq(supportMessages.userId, userId))
        .orderBy(desc(supportMessages.createdAt), asc(supportMessages.id)),
      db
        .select({ createdAt: sessions.createdAt, lastSeenAt: sessions.lastSeenAt, userAgent: sessions.userAgent })
        .from(sessions)
        .where(and(eq(sessions.userId, userId), gt(sessions.expiresAt, now)))
        .orderBy(desc(sessions.lastSeenAt)),
    ]);
  const details = await Promise.all(orderSummaries.map((order) => orderDetail(db, userId, order.id)));
  const iso = (date: Date) => date.toISOString();
  return {
    exportedAt: iso(now),
    profile,
    addresses: addressRows.map(toAddress),
    orders: details.filter((detail) => detail !== undefined),
    reviews: reviewRows.map((row) => ({ ...row, createdAt: iso(row.createdAt) })),
    wishlist: wishlist.map((row) => ({ ...row, addedAt: iso(row.addedAt) })),
    cart: cart.map((row) => ({ ...row, addedAt: iso(row.addedAt) })),
    recentlyViewed: viewed.map((row) => ({ ...row, viewedAt: iso(row.viewedAt) })),
    searches: searchRows.map((row) => ({ ...row, searchedAt: iso(row.searchedAt) })),
    supportMessages: messages.map((row) => ({ ...row, createdAt: iso(row.createdAt) })),
    sessions: sessionRows.map((row) => ({
      createdAt: iso(row.createdAt),
      lastSeenAt: iso(row.lastSeenAt),
      userAgent: row.userAgent,
    })),
  };
}

export interface DeletedAccount {
  /** Products whose rating lost one of this shopper's reviews (the catalog read model reloads them). */
  reviewedProductIds: number[];
  /** Support messages deleted, whose attachments must leave the disk too. */
  supportMessageIds: string[];
}

/**
 * Deletes the shopper and their personal data in one transaction (decision 008). Orders are kept
 * for the shop's tax records, detached from the account, with only the place of supply left of
 * the customer. Undefined when the account does not exist.
 */
export function deleteAccount(db: Db, userId: string): Promise<DeletedAccount | undefined> {
  return db.transaction(async (tx) => {
    const [user] = await tx.select({ phone: users.phone }).from(users).where(eq(users.id, userId)).for('update');
    if (!user) return undefined;

    // Reviews go, and each one's rating comes back out of its product's average, the reverse of addReview.
    const removedReviews = await tx
      .delete(reviews)
      .where(eq(reviews.userId, userId))
      .returning({ productId: reviews.productId, rating: reviews.rating });
    for (const review of removedReviews) {
      await tx
        .update(products)
        .set({
          rating: sql`CASE WHEN ${products.reviewCount} > 1 THEN (${products.rating} * ${products.reviewCount} - ${review.rating}) / (${products.reviewCount} - 1) ELSE 0 END`,
          reviewCount: sql`GREATEST(${products.reviewCount} - 1, 0)`,
        })
        .where(eq(products.id, review.productId));
    }

    await tx
      .update(orders)
      .set({
        userId: null,
        addressId: null,
        customer: sql`jsonb_build_object(
          'name', '', 'phone', '',
          'address', jsonb_build_object(
            'addressLine1', '', 'addressLine2', '', 'landmark', '', 'district', '', 'postalCode', '',
            'city', ${orders.customer}->'address'->>'city',
            'state', ${orders.customer}->'address'->>'state',
            'country', ${orders.customer}->'address'->>'country'))`,
      })
      .where(eq(orders.userId, userId));

    const messages = await tx
      .delete(supportMessages)
      .where(eq(supportMessages.userId, userId))
      .returning({ id: supportMessages.id });
    // Codes and verifications are keyed by the phone, not the account, so they are not cascaded.
    await tx.delete(otpChallenges).where(eq(otpChallenges.phone, user.phone));
    await tx.delete(phoneVerifications).where(eq(phoneVerifications.phone, user.phone));
    // Sessions, cart, wishlist, addresses, recently viewed and searches go with the row (ON DELETE CASCADE).
    await tx.delete(users).where(eq(users.id, userId));

    return {
      reviewedProductIds: [...new Set(removedReviews.map((review) => review.productId))],
      supportMessageIds: messages.map((message) => message.id),
    };
  });
}
