import { avg, count, eq } from 'drizzle-orm';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GetProductResponseSchema, ProductListResponseSchema } from '../../../contract/catalog';
import { FailureEnvelopeSchema } from '../../../contract/envelope';
import {
  AddReviewResponseSchema,
  DUPLICATE_REVIEW_MESSAGE,
  EMPTY_REVIEW_MESSAGE,
  ProductReviewsResponseSchema,
  REVIEW_ADDED_MESSAGE,
} from '../../../contract/reviews';
import { products, reviews } from '../../db/schema';
import { apiRequest, signedInShopper } from '../../test/shopper';
import { openTestShop, type TestShop } from '../../test/test-shop';
import type { ProductRow } from '../catalog/catalog.repo';

let shop: TestShop;
/** A different product per test, nobody has reviewed yet, so counts start from zero. */
let spare: ProductRow[];
/** Products with demo reviews from the first-run seed. */
let seeded: ProductRow[];

beforeAll(async () => {
  shop = await openTestShop();
  spare = [...shop.deps.catalog.allProducts()].filter((row) => row.reviewCount === 0).slice(0, 40);
  seeded = [...shop.deps.catalog.allProducts()].filter((row) => row.reviewCount > 1).slice(0, 5);
});
afterAll(async () => {
  await shop.close();
});

const LIST = '/api/user/reviews/getProductReviews';
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
      userId: shopper.user.id,
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
