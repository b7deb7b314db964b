import { avg, count, eq } from 'drizzle-orm';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GetProductResponseSchema, ProductListResponseSchema } from '../../../contract/catalog';
import { FailureEnvelopeSchema } from '../../../contract/envelope';
import { orderTotal } from '../../../contract/order';
import {
  AddReviewResponseSchema,
  DUPLICATE_REVIEW_MESSAGE,
  EMPTY_REVIEW_MESSAGE,
  MyReviewResponseSchema,
  ProductReviewsResponseSchema,
  REVIEW_ADDED_MESSAGE,
  REVIEWS_PER_HOUR,
} from '../../../contract/reviews';
import { products, reviews } from '../../db/schema';
import { moveOrderTo } from '../../test/order-steps';
import { addressOf } from '../../test/shop-data';
import { apiRequest, type Shopper, signedInShopper } from '../../test/shopper';
import { openTestShop, type TestShop } from '../../test/test-shop';
import type { ProductRow } from '../catalog/catalog.repo';

let shop: TestShop;
/** A different product per test, nobody has reviewed yet, so counts start from zero. */
let spare: ProductRow[];
/** Products with demo reviews from the first-run seed. */
let seeded: ProductRow[];

beforeAll(async () => {
  shop = await openTestShop();
  spare = [...shop.deps.catalog.allProducts()].filter((row) => row.reviewCount === 0 && row.stock > 5).slice(0, 80);
  seeded = [...shop.deps.catalog.allProducts()].filter((row) => row.reviewCount > 1).slice(0, 5);
});
afterAll(async () => {
  await shop.close();
});

const LIST = '/api/user/reviews/getProductReviews';
const MINE = '/api/user/reviews/getMyReview';
const ADD = '/api/user/reviews/addReviews';

function nextProduct(): ProductRow {
  const row = spare.shift();
  if (!row) throw new Error('ran out of products');
  return row;
}

async function expectFailure(response: Response, status: number) {
  expect(response.status).toBe(status);
  const body = v.parse(FailureEnvelopeSchema, await response.json());
  expect(body.message.length).toBeGreaterThan(0);
  return body;
}

async function reviewsOf(productId: number) {
  const response = await apiRequest(shop, 'GET', `${LIST}?productId=${productId}`);
  expect(response.status).toBe(200);
  return v.parse(ProductReviewsResponseSchema, await response.json()).data;
}

async function storedFigures(productId: number) {
  const [row] = await shop.deps.db
    .select({ rating: products.rating, reviewCount: products.reviewCount })
    .from(products)
    .where(eq(products.id, productId));
  const [reviewRows] = await shop.deps.db.select({ n: count() }).from(reviews).where(eq(reviews.productId, productId));
  return { ...row, stored: reviewRows?.n ?? 0 };
}

describe('POST /api/user/reviews/addReviews and GET getProductReviews', () => {
  it("stores the review under the shopper's name and answers 201 with it", async () => {
    const product = nextProduct();
    const shopper = await signedInShopper(shop, { name: 'Asha Verma' });
    const response = await shopper.request('POST', ADD, {
      userId: shopper.user.id,
      productId: product.id,
      rating: 4,
      comment: '  Fresh and well packed.  ',
    });
    expect(response.status).toBe(201);
    const body = v.parse(AddReviewResponseSchema, await response.json());
    expect(body.message).toBe(REVIEW_ADDED_MESSAGE);
    expect(body.data).toEqual({
      id: expect.any(String),
      name: 'Asha Verma',
      rating: 4,
      comment: 'Fresh and well packed.',
      createdAt: shop.clock.now().toISOString(),
      verifiedPurchase: false,
    });
    expect(await reviewsOf(product.id)).toEqual([body.data]);
  });

  it("moves the product's rating and review count, on cards too, from the reviews it already had", async () => {
    const product = seeded.shift() as ProductRow;
    expect((await reviewsOf(product.id)).length).toBe(product.reviewCount);
    const shopper = await signedInShopper(shop);
    const response = await shopper.request('POST', ADD, { productId: product.id, rating: 1, comment: 'Stale.' });
    expect(response.status).toBe(201);
    const expected = (product.rating * product.reviewCount + 1) / (product.reviewCount + 1);
    const stored = await storedFigures(product.id);
    expect(stored.reviewCount).toBe(product.reviewCount + 1);
    expect(stored.rating).toBeCloseTo(expected, 4);
    const detail = v.parse(
      GetProductResponseSchema,
      await (await apiRequest(shop, 'GET', `/api/user/product/getProduct?productId=${product.id}`)).json(),
    ).data;
    expect(detail.reviews).toBe(product.reviewCount + 1);
    expect(detail.rating).toBe(Math.round(expected * 10) / 10);
    const listing = v.parse(
      ProductListResponseSchema,
      await (
        await apiRequest(
          shop,
          'GET',
          `/api/user/product/getProductsByCategory?category=${encodeURIComponent(product.categoryId)}`,
        )
      ).json(),
    ).data;
    expect(listing.find((card) => card.id === product.id)?.reviewCount).toBe(product.reviewCount + 1);
  });

  it('lists reviews newest first', async () => {
    const product = nextProduct();
    const names = ['First Shopper', 'Second Shopper', 'Third Shopper'];
    for (const name of names) {
      shop.clock.advance(60_000);
      const shopper = await signedInShopper(shop, { name });
      expect((await shopper.request('POST', ADD, { productId: product.id, rating: 5, comment: name })).status).toBe(
        201,
      );
    }
    expect((await reviewsOf(product.id)).map((review) => review.name)).toEqual([...names].reverse());
  });

  it('answers an empty list for a product nobody reviewed yet', async () => {
    expect(await reviewsOf(nextProduct().id)).toEqual([]);
  });

  it('takes one review per shopper and product: the second is 409 and changes nothing', async () => {
    const product = nextProduct();
    const shopper = await signedInShopper(shop);
    const body = { productId: product.id, rating: 5, comment: 'Great' };
    expect((await shopper.request('POST', ADD, body)).status).toBe(201);
    const before = await storedFigures(product.id);
    const again = await expectFailure(
      await shopper.request('POST', ADD, { ...body, rating: 1, comment: 'Changed my mind' }),
      409,
    );
    expect(again.message).toBe(DUPLICATE_REVIEW_MESSAGE);
    expect(await storedFigures(product.id)).toEqual(before);
    expect((await reviewsOf(product.id)).map((review) => review.comment)).toEqual(['Great']);
  });

  it('counts a review sent twice at once only once, and answers both with it', async () => {
    const product = nextProduct();
    const shopper = await signedInShopper(shop);
    const body = { productId: product.id, rating: 3, comment: 'Okay' };
    const answers = await Promise.all([shopper.request('POST', ADD, body), shopper.request('POST', ADD, body)]);
    expect(answers.map((response) => response.status)).toEqual([201, 201]);
    const [first, second] = await Promise.all(
      answers.map(async (response) => v.parse(AddReviewResponseSchema, await response.json()).data.id),
    );
    expect(second).toBe(first);
    const stored = await storedFigures(product.id);
    expect(stored.reviewCount).toBe(product.reviewCount + 1);
    expect(stored.stored).toBe(1);
  });

  it('the same review sent again, its first answer lost: answered as the first was (201, the one review), counted once', async () => {
    const product = nextProduct();
    const shopper = await signedInShopper(shop);
    const body = { productId: product.id, rating: 4, comment: 'Fresh and crisp' };
    const first = await shopper.request('POST', ADD, body);
    expect(first.status).toBe(201);
    const before = await storedFigures(product.id);
    const again = await shopper.request('POST', ADD, body);
    expect(again.status).toBe(201);
    const written = v.parse(AddReviewResponseSchema, await first.json()).data;
    expect(v.parse(AddReviewResponseSchema, await again.json()).data).toEqual(written);
    expect(await storedFigures(product.id)).toEqual(before);
    expect(await reviewsOf(product.id)).toHaveLength(1);
  });

  it('lets different shoppers review the same product', async () => {
    const product = nextProduct();
    for (const name of ['Asha', 'Ravi']) {
      const shopper = await signedInShopper(shop, { name });
      expect((await shopper.request('POST', ADD, { productId: product.id, rating: 4, comment: 'Good' })).status).toBe(
        201,
      );
    }
    expect((await storedFigures(product.id)).reviewCount).toBe(product.reviewCount + 2);
  });

  it('refuses visitors with 401', async () => {
    const product = nextProduct();
    await expectFailure(await apiRequest(shop, 'POST', ADD, { productId: product.id, rating: 5, comment: 'x' }), 401);
    expect((await storedFigures(product.id)).stored).toBe(0);
  });

  it("refuses another shopper's userId with 403 and changes nothing", async () => {
    const product = nextProduct();
    const asha = await signedInShopper(shop);
    const ravi = await signedInShopper(shop);
    const body = { userId: ravi.user.id, productId: product.id, rating: 5, comment: 'Nice' };
    await expectFailure(await asha.request('POST', ADD, body), 403);
    expect(await storedFigures(product.id)).toMatchObject({ reviewCount: product.reviewCount, stored: 0 });
  });

  it.each([
    ['empty', ''],
    ['blank', '   \n '],
    ['missing', undefined],
  ])("refuses an %s comment with 400 'Add Review to continue'", async (_, comment) => {
    const product = nextProduct();
    const shopper = await signedInShopper(shop);
    const body = await expectFailure(
      await shopper.request('POST', ADD, { productId: product.id, rating: 5, comment }),
      400,
    );
    expect(body.message).toBe(EMPTY_REVIEW_MESSAGE);
    expect(body.errors).toHaveProperty('comment');
    expect((await storedFigures(product.id)).stored).toBe(0);
  });

  it.each([
    ['a rating of 0', { rating: 0 }, 'rating'],
    ['a rating of 6', { rating: 6 }, 'rating'],
    ['a fractional rating', { rating: 4.5 }, 'rating'],
    ['a rating as text', { rating: '5' }, 'rating'],
    ['no rating', { rating: undefined }, 'rating'],
    ['a comment over 1,000 characters', { comment: 'x'.repeat(1001) }, 'comment'],
    ['a comment that is not text', { comment: 42 }, 'comment'],
    ['a productId as text', { productId: '7' }, 'productId'],
    ['a negative productId', { productId: -7 }, 'productId'],
    ['a userId that is not an id', { userId: 'someone' }, 'userId'],
  ])('refuses %s with 400 naming the field', async (_, change, field) => {
    const product = nextProduct();
    const shopper = await signedInShopper(shop);
    const body = await expectFailure(
      await shopper.request('POST', ADD, { productId: product.id, rating: 5, comment: 'Good', ...change }),
      400,
    );
    expect(body.errors).toHaveProperty(field);
    expect((await storedFigures(product.id)).stored).toBe(0);
  });

  it('accepts a comment of exactly 1,000 characters', async () => {
    const shopper = await signedInShopper(shop);
    const response = await shopper.request('POST', ADD, {
      productId: nextProduct().id,
      rating: 2,
      comment: 'y'.repeat(1000),
    });
    expect(response.status).toBe(201);
  });

  it('refuses malformed JSON with 400', async () => {
    const shopper = await signedInShopper(shop);
    await expectFailure(await shopper.request('POST', ADD, '{"productId": 1, "rating":'), 400);
  });

  it('answers 404 for a product that does not exist, on both calls', async () => {
    const shopper = await signedInShopper(shop);
    await expectFailure(await shopper.request('POST', ADD, { productId: 999_999, rating: 5, comment: 'Hm' }), 404);
    await expectFailure(await apiRequest(shop, 'GET', `${LIST}?productId=999999`), 404);
  });

  it.each(['', '?productId=abc', '?productId=0', '?productId=1.5', '?productId=99999999999'])(
    'refuses getProductReviews%s with 400 naming productId',
    async (query) => {
      const body = await expectFailure(await apiRequest(shop, 'GET', `${LIST}${query}`), 400);
      expect(body.errors).toHaveProperty('productId');
    },
  );
});

describe('review counts and ratings are the reviews', () => {
  it('seeds demo reviews on part of the catalog, and every count and rating shown is counted from the reviews table', async () => {
    const rows = await shop.deps.db
      .select({ productId: reviews.productId, n: count(), average: avg(reviews.rating) })
      .from(reviews)
      .groupBy(reviews.productId);
    const truth = new Map(rows.map((row) => [row.productId, row]));
    const all = [...shop.deps.catalog.allProducts()];
    const reviewed = all.filter((row) => truth.has(row.id));
    // Believable for a demo: a good part of the shelf reviewed, a few reviews each.
    expect(reviewed.length / all.length).toBeGreaterThan(0.3);
    expect(reviewed.length / all.length).toBeLessThan(0.6);
    for (const row of all) {
      const real = truth.get(row.id);
      expect(row.reviewCount, row.name).toBe(real?.n ?? 0);
      expect(row.rating, row.name).toBeCloseTo(Number(real?.average ?? 0), 4);
    }
    // Nothing invented is left: no product shows more reviews than the seed could give.
    expect(Math.max(...all.map((row) => row.reviewCount))).toBeLessThanOrEqual(6);
  });

  it('shows on the card and the product page exactly the reviews the product page lists', async () => {
    const product = seeded.shift() as ProductRow;
    const listed = await reviewsOf(product.id);
    expect(listed.length).toBeGreaterThan(1);
    // Believable: named reviewers, each different, with words to read.
    expect(new Set(listed.map((review) => review.name)).size).toBe(listed.length);
    for (const review of listed) expect(review.comment.length).toBeGreaterThan(5);
    const detail = v.parse(
      GetProductResponseSchema,
      await (await apiRequest(shop, 'GET', `/api/user/product/getProduct?productId=${product.id}`)).json(),
    ).data;
    const average = listed.reduce((sum, review) => sum + review.rating, 0) / listed.length;
    expect(detail.reviews).toBe(listed.length);
    expect(detail.reviewCount).toBe(listed.length);
    expect(detail.rating).toBe(Math.round(average * 10) / 10);
  });

  it('shows 0 reviews and no rating for a product nobody reviewed', async () => {
    const product = nextProduct();
    const detail = v.parse(
      GetProductResponseSchema,
      await (await apiRequest(shop, 'GET', `/api/user/product/getProduct?productId=${product.id}`)).json(),
    ).data;
    expect(detail).toMatchObject({ reviews: 0, reviewCount: 0, rating: 0 });
  });
});

/** Places a cash-on-delivery order of one unit of the product; the shopper's first order gets its discount. */
async function buy(shopper: Shopper, product: ProductRow, firstOrder: boolean): Promise<string> {
  const address = await addressOf(shopper);
  const response = await shopper.request('POST', '/api/user/order/confirmOrder', {
    addressId: address.id,
    items: [{ productId: product.id, quantity: 1, price: product.price }],
    total: orderTotal([{ price: product.price, quantity: 1 }], firstOrder),
    method: 'COD',
  });
  expect(response.status).toBe(201);
  return v.parse(v.object({ data: v.string() }), await response.json()).data;
}

async function myReview(shopper: Shopper, productId: number) {
  const response = await shopper.request('GET', `${MINE}?productId=${productId}&userId=${shopper.user.id}`);
  expect(response.status).toBe(200);
  return v.parse(MyReviewResponseSchema, await response.json()).data;
}

describe('public reviews name no account; the author alone sees which is theirs', () => {
  it("getProductReviews carries no reviewer's user id, for written and seeded reviews alike", async () => {
    const product = nextProduct();
    const authors = [await signedInShopper(shop, { name: 'Asha' }), await signedInShopper(shop, { name: 'Ravi' })];
    for (const author of authors) {
      expect((await author.request('POST', ADD, { productId: product.id, rating: 4, comment: 'Good' })).status).toBe(
        201,
      );
    }
    const withSeed = seeded.shift() as ProductRow;
    for (const productId of [product.id, withSeed.id]) {
      const reviewers = await shop.deps.db
        .select({ userId: reviews.userId })
        .from(reviews)
        .where(eq(reviews.productId, productId));
      expect(reviewers.length).toBeGreaterThan(1);
      // Read by a visitor and by one of the authors: the shared list is the same for both.
      for (const reader of [undefined, authors[0]]) {
        const response = reader
          ? await reader.request('GET', `${LIST}?productId=${productId}`)
          : await apiRequest(shop, 'GET', `${LIST}?productId=${productId}`);
        const text = await response.text();
        for (const { userId } of reviewers) expect(text).not.toContain(userId);
        expect(text).not.toMatch(/userId|"mine"/);
      }
    }
  });

  it('getMyReview answers the author with their review, another shopper with null', async () => {
    const product = nextProduct();
    const author = await signedInShopper(shop);
    const other = await signedInShopper(shop);
    const written = v.parse(
      AddReviewResponseSchema,
      await (await author.request('POST', ADD, { productId: product.id, rating: 5, comment: 'Mine' })).json(),
    ).data;
    expect(await myReview(author, product.id)).toEqual(written);
    expect(await myReview(other, product.id)).toBeNull();
    // Without userId too: the session says who asks.
    const bare = await author.request('GET', `${MINE}?productId=${product.id}`);
    expect(v.parse(MyReviewResponseSchema, await bare.json()).data?.id).toBe(written.id);
  });

  it("getMyReview refuses visitors with 401, another shopper's userId with 403, an unknown product with 404", async () => {
    const product = nextProduct();
    const author = await signedInShopper(shop);
    const other = await signedInShopper(shop);
    expect((await author.request('POST', ADD, { productId: product.id, rating: 5, comment: 'Mine' })).status).toBe(201);
    await expectFailure(await apiRequest(shop, 'GET', `${MINE}?productId=${product.id}`), 401);
    const peek = await other.request('GET', `${MINE}?productId=${product.id}&userId=${author.user.id}`);
    await expectFailure(peek, 403);
    await expectFailure(await author.request('GET', `${MINE}?productId=999999`), 404);
  });
});

describe('verified purchase', () => {
  it('marks the review of a shopper who had the product delivered, and no other', async () => {
    const product = nextProduct();
    const buyer = await signedInShopper(shop, { name: 'Buyer' });
    const stranger = await signedInShopper(shop, { name: 'Stranger' });
    // The shop's staff deliver it (decision 107).
    await moveOrderTo(shop, await buy(buyer, product, true), 'delivered');
    for (const shopper of [buyer, stranger]) {
      const response = await shopper.request('POST', ADD, { productId: product.id, rating: 5, comment: 'Arrived' });
      expect(response.status).toBe(201);
      const written = v.parse(AddReviewResponseSchema, await response.json()).data;
      expect(written.verifiedPurchase, shopper.user.name).toBe(shopper === buyer);
    }
    const listed = await reviewsOf(product.id);
    expect(Object.fromEntries(listed.map((review) => [review.name, review.verifiedPurchase]))).toEqual({
      Buyer: true,
      Stranger: false,
    });
  });

  it('is not set while the order is on its way, nor for a cancelled order, and is set once it arrives', async () => {
    const product = nextProduct();
    const waiting = await signedInShopper(shop, { name: 'Waiting' });
    const cancelled = await signedInShopper(shop, { name: 'Cancelled' });
    const waitingOrder = await buy(waiting, product, true);
    const cancelledOrder = await buy(cancelled, product, true);
    const cancel = await cancelled.request('POST', '/api/user/order/cancelOrder', { orderId: cancelledOrder });
    expect(cancel.status).toBe(200);
    for (const shopper of [waiting, cancelled]) {
      const body = { productId: product.id, rating: 2, comment: 'Not here yet' };
      expect((await shopper.request('POST', ADD, body)).status).toBe(201);
    }
    const verified = async () =>
      Object.fromEntries((await reviewsOf(product.id)).map((review) => [review.name, review.verifiedPurchase]));
    expect(await verified()).toEqual({ Waiting: false, Cancelled: false });
    await moveOrderTo(shop, waitingOrder, 'out_for_delivery');
    expect(await verified()).toEqual({ Waiting: false, Cancelled: false });
    await moveOrderTo(shop, waitingOrder, 'delivered');
    expect(await verified()).toEqual({ Waiting: true, Cancelled: false });
  });
});

describe('reviews per shopper', () => {
  it(`takes ${REVIEWS_PER_HOUR} reviews an hour from one shopper, then 429 with Retry-After in English and Hindi`, async () => {
    const shopper = await signedInShopper(shop);
    for (let index = 0; index < REVIEWS_PER_HOUR; index++) {
      shop.clock.advance(1000);
      const body = { productId: nextProduct().id, rating: 1, comment: `Review ${index}` };
      expect((await shopper.request('POST', ADD, body)).status, `review ${index + 1}`).toBe(201);
    }
    const refused = nextProduct();
    const english = await shopper.request('POST', ADD, { productId: refused.id, rating: 1, comment: 'One more' });
    const failure = await expectFailure(english, 429);
    expect(failure.message).toMatch(/many reviews.*try again in/i);
    const retryAfter = Number(english.headers.get('Retry-After'));
    expect(retryAfter).toBeGreaterThan(3500);
    expect(retryAfter).toBeLessThanOrEqual(3600);
    const hindi = await shopper.request(
      'POST',
      ADD,
      { productId: refused.id, rating: 1, comment: 'One more' },
      { 'Accept-Language': 'hi' },
    );
    expect((await expectFailure(hindi, 429)).message).toMatch(/राय/);
    expect(hindi.headers.get('Retry-After')).toBeTruthy();
    expect((await storedFigures(refused.id)).stored).toBe(0);

    // Another shopper is not held back, and the first may review again once the hour has passed.
    const other = await signedInShopper(shop);
    expect((await other.request('POST', ADD, { productId: refused.id, rating: 5, comment: 'Fine' })).status).toBe(201);
    shop.clock.advance(retryAfter * 1000);
    expect((await shopper.request('POST', ADD, { productId: refused.id, rating: 1, comment: 'Later' })).status).toBe(
      201,
    );
  });
});
