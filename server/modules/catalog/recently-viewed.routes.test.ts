import { count, eq } from 'drizzle-orm';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AddRecentlyViewedResponseSchema, ProductListResponseSchema } from '../../../contract/catalog';
import { FailureEnvelopeSchema } from '../../../contract/envelope';
import { recentlyViewed } from '../../db/schema';
import { apiRequest, type Shopper, signedInShopper } from '../../test/shopper';
import { openTestShop, type TestShop } from '../../test/test-shop';
import { toProductCard } from './catalog.read-model';

let shop: TestShop;
/** Ids of real products, in id order. */
let ids: number[];

beforeAll(async () => {
  shop = await openTestShop();
  ids = [...shop.deps.catalog.allProducts()].map((row) => row.id).slice(0, 30);
});
afterAll(async () => {
  await shop.close();
});

const ADD = '/api/user/product/addProductToRecentlyViewed';
const LIST = '/api/user/product/getRecentViewed';
const MINUTE = 60_000;

function id(index: number): number {
  const found = ids[index];
  if (found === undefined) throw new Error(`no product ${index}`);
  return found;
}

async function expectFailure(response: Response, status: number) {
  expect(response.status).toBe(status);
  const body = v.parse(FailureEnvelopeSchema, await response.json());
  expect(body.message.length).toBeGreaterThan(0);
  return body;
}

/** Views a product a minute after the previous view, as a shopper browsing would. */
async function view(shopper: Shopper, productId: number) {
  shop.clock.advance(MINUTE);
  const response = await shopper.request('POST', ADD, { productId, userId: shopper.user.id });
  expect(response.status).toBe(200);
  v.parse(AddRecentlyViewedResponseSchema, await response.json());
}

async function viewedIds(shopper: Shopper) {
  const response = await shopper.request('GET', `${LIST}?userId=${shopper.user.id}`);
  expect(response.status).toBe(200);
  return v.parse(ProductListResponseSchema, await response.json()).data.map((card) => card.id);
}

async function storedCount(shopper: Shopper) {
  const [row] = await shop.deps.db
    .select({ n: count() })
    .from(recentlyViewed)
    .where(eq(recentlyViewed.userId, shopper.user.id));
  return row?.n ?? 0;
}

describe('POST addProductToRecentlyViewed and GET getRecentViewed', () => {
  it('lists viewed products as cards, most recent first', async () => {
    const shopper = await signedInShopper(shop);
    expect(await viewedIds(shopper)).toEqual([]);
    await view(shopper, id(0));
    await view(shopper, id(1));
    await view(shopper, id(2));
    const response = await shopper.request('GET', LIST);
    const { data } = v.parse(ProductListResponseSchema, await response.json());
    expect(data.map((card) => card.id)).toEqual([id(2), id(1), id(0)]);
    const row = shop.deps.catalog.product(id(2));
    expect(row && data[0]).toEqual(row && toProductCard(row));
  });

  it('moves a product viewed again to the top without listing it twice', async () => {
    const shopper = await signedInShopper(shop);
    for (const index of [0, 1, 2]) await view(shopper, id(index));
    await view(shopper, id(0));
    expect(await viewedIds(shopper)).toEqual([id(0), id(2), id(1)]);
  });

  it('keeps only the 20 most recent', async () => {
    const shopper = await signedInShopper(shop);
    for (let index = 0; index < 23; index++) await view(shopper, id(index));
    const listed = await viewedIds(shopper);
    expect(listed).toHaveLength(20);
    expect(listed[0]).toBe(id(22));
    expect(listed).not.toContain(id(0));
    expect(listed).not.toContain(id(2));
    expect(listed).toContain(id(3));
    expect(await storedCount(shopper)).toBe(20);
  });

  it('lands on the same list when a view is replayed', async () => {
    const shopper = await signedInShopper(shop);
    await view(shopper, id(5));
    await view(shopper, id(6));
    const body = { productId: id(6), userId: shopper.user.id };
    expect((await shopper.request('POST', ADD, body)).status).toBe(200);
    expect((await shopper.request('POST', ADD, body)).status).toBe(200);
    expect(await viewedIds(shopper)).toEqual([id(6), id(5)]);
    expect(await storedCount(shopper)).toBe(2);
  });

  it("keeps each shopper's views apart, and takes a body without userId as the shopper's own", async () => {
    const asha = await signedInShopper(shop);
    const ravi = await signedInShopper(shop, { name: 'Ravi Kumar' });
    await view(asha, id(7));
    shop.clock.advance(MINUTE);
    expect((await ravi.request('POST', ADD, { productId: id(8) })).status).toBe(200);
    expect(await viewedIds(asha)).toEqual([id(7)]);
    expect(await viewedIds(ravi)).toEqual([id(8)]);
  });

  it('refuses visitors with 401', async () => {
    await expectFailure(await apiRequest(shop, 'POST', ADD, { productId: id(0) }), 401);
    await expectFailure(await apiRequest(shop, 'GET', LIST), 401);
  });

  it("refuses another shopper's userId with 403 and changes nothing", async () => {
    const asha = await signedInShopper(shop);
    const ravi = await signedInShopper(shop, { name: 'Ravi Kumar' });
    await view(ravi, id(9));
    await expectFailure(await asha.request('POST', ADD, { productId: id(10), userId: ravi.user.id }), 403);
    await expectFailure(await asha.request('GET', `${LIST}?userId=${ravi.user.id}`), 403);
    expect(await viewedIds(ravi)).toEqual([id(9)]);
    expect(await storedCount(asha)).toBe(0);
  });

  it('answers 404 for a product that does not exist', async () => {
    const shopper = await signedInShopper(shop);
    await expectFailure(await shopper.request('POST', ADD, { productId: 999_999 }), 404);
    expect(await storedCount(shopper)).toBe(0);
  });

  it.each([
    ['a string productId', { productId: '5' }, 'productId'],
    ['a zero productId', { productId: 0 }, 'productId'],
    ['a fractional productId', { productId: 1.5 }, 'productId'],
    ['a huge productId', { productId: 2 ** 40 }, 'productId'],
    ['no productId', {}, 'productId'],
    ['a userId that is not an id', { productId: 1, userId: 'me' }, 'userId'],
  ])('refuses %s with 400 naming the field', async (_, body, field) => {
    const shopper = await signedInShopper(shop);
    const failure = await expectFailure(await shopper.request('POST', ADD, body), 400);
    expect(failure.errors).toHaveProperty(field);
  });

  it('refuses malformed JSON with 400 and a userId query that is not an id', async () => {
    const shopper = await signedInShopper(shop);
    await expectFailure(await shopper.request('POST', ADD, '{"productId":'), 400);
    const failure = await expectFailure(await shopper.request('GET', `${LIST}?userId=abc`), 400);
    expect(failure.errors).toHaveProperty('userId');
  });
});
