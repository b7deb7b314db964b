import { Hono } from 'hono';
import { endpoints } from '../../../contract/endpoints';
import { REVIEWS_PER_HOUR, type Review } from '../../../contract/reviews';
import type { Deps } from '../../deps';
import { accepts } from '../../http/endpoint';
import { rateLimit } from '../../http/rate-limit';
import { fail, ok } from '../../http/respond';
import { type AppEnv, currentUser, ownDataOnly, requireUser } from '../../http/session';
import { say } from '../../i18n/say';
import { reviewsMessages } from './messages';
import { addReview, findReviewOf, listReviews, type ReviewRow } from './reviews.repo';

const api = endpoints.reviews;

/** Shown with a review when the shopper has not given a name: stored with it, so not translated. */
const NAMELESS_REVIEWER = 'Customer';

const HOUR_MS = 60 * 60 * 1000;

function toReview(row: ReviewRow): Review {
  return {
    id: row.id,
    name: row.name,
    rating: row.rating,
    comment: row.comment,
    createdAt: row.createdAt.toISOString(),
    verifiedPurchase: row.verifiedPurchase,
  };
}

/** `endpoints.reviews` — product reviews (spec 001 §7): anyone reads them, signed-in shoppers write one per product. */
export function reviewsRoutes(deps: Deps) {
  const { db, catalog, clock } = deps;
  // Counted per shopper before the body is read: a shopper reviews a delivery's worth of products, a script a shelf
  // (decision 103).
  const reviewsPerShopper = rateLimit(deps, {
    key: (c) => `reviews:user:${currentUser(c).id}`,
    limit: REVIEWS_PER_HOUR,
    windowMs: HOUR_MS,
    message: (c) => say(c, reviewsMessages).tooMany,
  });
  return new Hono<AppEnv>()
    .on(api.getProductReviews.method, api.getProductReviews.path, accepts(api.getProductReviews), async (c) => {
      const { productId } = c.req.valid('query');
      if (!catalog.product(productId)) return fail(c, 404, say(c, reviewsMessages).productNotFound);
      const rows = await listReviews(db, productId);
      return ok(c, rows.map(toReview));
    })
    .on(
      api.getMyReview.method,
      api.getMyReview.path,
      requireUser,
      accepts(api.getMyReview),
      ownDataOnly(),
      async (c) => {
        const { productId } = c.req.valid('query');
        if (!catalog.product(productId)) return fail(c, 404, say(c, reviewsMessages).productNotFound);
        const row = await findReviewOf(db, productId, currentUser(c).id);
        return ok(c, row ? toReview(row) : null);
      },
    )
    .on(
      api.addReviews.method,
      api.addReviews.path,
      requireUser,
      reviewsPerShopper,
      accepts(api.addReviews),
      ownDataOnly(),
      async (c) => {
        const { productId, rating, comment } = c.req.valid('json');
        const words = say(c, reviewsMessages);
        if (comment === '') return fail(c, 400, words.empty, { comment: words.empty });
        if (!catalog.product(productId)) return fail(c, 404, words.productNotFound);
        const shopper = currentUser(c);
        const added = await addReview(db, {
          productId,
          userId: shopper.id,
          name: shopper.name.trim() || NAMELESS_REVIEWER,
          rating,
          comment,
          at: clock.now(),
        });
        const kept = await findReviewOf(db, productId, shopper.id);
        if (!kept) throw new Error(`review of product ${productId} not found after it was stored`);
        if (!added) {
          // The same review sent again, its first answer lost on the way back: answered as the first was. Another
          // review of the product by the same shopper is refused.
          const same = kept.rating === rating && kept.comment === comment;
          return same ? ok(c, toReview(kept), words.added, 201) : fail(c, 409, words.duplicate);
        }
        // Cards and the product page show the new rating and count.
        await catalog.refreshProducts([productId]);
        return ok(c, toReview(kept), words.added, 201);
      },
    );
}
