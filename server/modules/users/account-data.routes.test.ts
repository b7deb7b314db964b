import { existsSync, readdirSync } from 'node:fs';
import { eq, inArray, or } from 'drizzle-orm';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AddressResponseSchema } from '../../../contract/address';
import { FailureEnvelopeSchema } from '../../../contract/envelope';
import { ConfirmOrderResponseSchema, orderTotal } from '../../../contract/order';
import { SupportMessageResponseSchema } from '../../../contract/support';
import {
  ACCOUNT_DELETED_MESSAGE,
  type AccountData,
  DeleteAccountResponseSchema,
  ExportDataResponseSchema,
} from '../../../contract/user';
import {
  addresses,
  cartItems,
  orderItems,
  orders,
  otpChallenges,
  products,
  recentlyViewed,
  reviews,
  searches,
  sessions,
  supportMessages,
  users,
  wishlistItems,
} from '../../db/schema';
import { apiRequest, type Shopper, signedInShopper } from '../../test/shopper';
import { openTestShop, type TestShop } from '../../test/test-shop';
import { TestBrowser } from '../auth/test-browser';
import { extraSession, sessionUserId } from '../auth/test-sessions';
import type { ProductRow } from '../catalog/catalog.repo';

let shop: TestShop;
let pool: ProductRow[];
beforeAll(async () => {
  // TRUST_PROXY: the registration after a deletion goes through TestBrowser, which sends its own IP.
  shop = await openTestShop({ TRUST_PROXY: 'true' });
  pool = [...shop.deps.catalog.allProducts()].filter((product) => product.stock > 10);
});
afterAll(async () => {
  await shop.close();
});

const EXPORT = '/api/user/exportData';
const DELETE = '/api/user/deleteAccount';
const PNG = Uint8Array.from([
  0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0x00, 0x00, 0x00, 0x0d, 0x49, 0x48, 0x44, 0x52, 0x00, 0x00, 0x00,
  0x01, 0x00, 0x00, 0x00, 0x01, 0x08, 0x06, 0x00, 0x00, 0x00, 0x1f, 0x15, 0xc4, 0x89, 0x00, 0x00, 0x00, 0x0d, 0x49,
  0x44, 0x41, 0x54, 0x78, 0x9c, 0x63, 0xf8, 0xcf, 0xc0, 0xf0, 0x1f, 0x00, 0x05, 0x00, 0x01, 0xff, 0x89, 0x99, 0x3d,
  0x1d, 0x00, 0x00, 0x00, 0x00, 0x49, 0x45, 0x4e, 0x44, 0xae, 0x42, 0x60, 0x82,
]);

async function expectFailure(response: Response, status: number) {
  expect(response.status).toBe(status);
  expect(v.parse(FailureEnvelopeSchema, await response.json()).message.length).toBeGreaterThan(0);
}

let used = 0;
function nextProduct(): ProductRow {
  const product = pool[used++];
  if (!product) throw new Error('ran out of products');
  return product;
}

async function succeeded(response: Response, status = 200) {
  expect(response.status, await response.clone().text()).toBe(status);
  return response;
}

/**
 * A shopper who has used the whole shop: an address, an order, a review, a cart line, a wishlist
 * entry, a viewed product, a search and a support message with a file. `tag` marks their texts.
 */
async function busyShopper(tag: string) {
  const shopper = await signedInShopper(shop, { name: `${tag} Shopper`, email: `${tag}@example.in` });
  const [ordered, inCart, wished] = [nextProduct(), nextProduct(), nextProduct()];
  const addressResponse = await succeeded(
    await shopper.request('POST', '/api/user/address/addAddress', {
      name: 'Home',
      phone: shopper.user.phone,
      addressLine1: `${tag} House, 12 MG Road`,
      city: 'Bengaluru',
      state: 'Karnataka',
      postalCode: '560001',
    }),
    201,
  );
  const address = v.parse(AddressResponseSchema, await addressResponse.json()).data;
  const orderResponse = await succeeded(
    await shopper.request('POST', '/api/user/order/confirmOrder', {
      addressId: address.id,
      // The shopper's first order: 10% off the items (decision 013).
      total: orderTotal([{ price: ordered.price, quantity: 2 }], true),
      items: [{ productId: ordered.id, quantity: 2, price: ordered.price }],
      method: 'COD',
      time: '2026-11-21T15:30:00',
    }),
    201,
  );
  const orderId = v.parse(ConfirmOrderResponseSchema, await orderResponse.json()).data;
  await succeeded(await shopper.request('POST', '/api/user/cart/add', { productId: inCart.id, quantity: 3 }), 201);
  await succeeded(await shopper.request('POST', '/api/user/wishlist/add', { productId: wished.id }));
  await succeeded(
    await shopper.request('POST', '/api/user/reviews/addReviews', {
      productId: ordered.id,
      rating: 1,
      comment: `${tag} thought it was stale`,
    }),
    201,
  );
  await succeeded(
    await shopper.request('POST', '/api/user/product/addProductToRecentlyViewed', { productId: inCart.id }),
  );
  // Searched from the app's own page: only such a search is kept.
  await succeeded(
    await shopper.request('GET', `/api/user/product/searchProducts?keyword=${tag}%20atta`, undefined, {
      'Sec-Fetch-Site': 'same-origin',
    }),
  );
  const form = new FormData();
  form.append('email', `${tag}@example.in`);
  form.append('subject', 'Account Help');
  form.append('message', `${tag} needs help`);
  form.append('file', new File([PNG], 'screenshot.png', { type: 'image/png' }));
  const supportResponse = await succeeded(await shopper.request('POST', '/api/support/messages', form), 201);
  const supportId = v.parse(SupportMessageResponseSchema, await supportResponse.json()).data.id;
  return { shopper, address, orderId, supportId, ordered, inCart, wished };
}

async function exportOf(shopper: Shopper): Promise<AccountData> {
  const response = await succeeded(await shopper.request('GET', EXPORT));
  return v.parse(ExportDataResponseSchema, await response.json()).data;
}

async function ratingOf(productId: number) {
  const [row] = await shop.deps.db
    .select({ rating: products.rating, reviewCount: products.reviewCount })
    .from(products)
    .where(eq(products.id, productId));
  return row;
}

describe('GET /api/user/exportData', () => {
  it("holds exactly this shopper's data, as a file that no cache keeps", async () => {
    const mine = await busyShopper('meera');
    const theirs = await busyShopper('rohan');

    const response = await succeeded(await mine.shopper.request('GET', `${EXPORT}?userId=${mine.shopper.user.id}`));
    expect(response.headers.get('Cache-Control')).toBe('private, no-store');
    expect(response.headers.get('Content-Disposition')).toBe('attachment; filename="kirana-my-data-2026-11-21.json"');
    const text = await response.text();
    const data = v.parse(ExportDataResponseSchema, JSON.parse(text)).data;

    expect(data.exportedAt).toBe(shop.clock.now().toISOString());
    expect(data.profile).toEqual({ ...mine.shopper.user, createdAt: expect.any(String) });
    expect(data.addresses).toEqual([mine.address]);
    expect(data.orders.map((order) => order.id)).toEqual([mine.orderId]);
    expect(data.orders[0]?.items).toEqual([
      expect.objectContaining({ product: expect.objectContaining({ id: mine.ordered.id }), quantity: 2 }),
    ]);
    expect(data.orders[0]?.customer.address.addressLine1).toBe('meera House, 12 MG Road');
    expect(data.reviews).toEqual([
      expect.objectContaining({ productId: mine.ordered.id, rating: 1, comment: 'meera thought it was stale' }),
    ]);
    expect(data.cart).toEqual([expect.objectContaining({ productId: mine.inCart.id, quantity: 3 })]);
    expect(data.wishlist).toEqual([expect.objectContaining({ productId: mine.wished.id, name: mine.wished.name })]);
    expect(data.recentlyViewed).toEqual([expect.objectContaining({ productId: mine.inCart.id })]);
    expect(data.searches).toEqual([expect.objectContaining({ keyword: 'meera atta' })]);
    expect(data.supportMessages).toEqual([
      expect.objectContaining({ id: mine.supportId, message: 'meera needs help', fileName: 'screenshot.png' }),
    ]);
    expect(data.sessions).toHaveLength(1);

    // Nothing of the other shopper, in any part of the file.
    for (const foreign of [
      theirs.shopper.user.id,
      theirs.shopper.user.phone,
      theirs.orderId,
      theirs.supportId,
      'rohan',
    ]) {
      expect(text).not.toContain(foreign);
    }
  });

  it('is empty but complete for a shopper who has done nothing yet', async () => {
    const shopper = await signedInShopper(shop);
    const data = await exportOf(shopper);
    expect(data).toMatchObject({ addresses: [], orders: [], reviews: [], cart: [], wishlist: [], searches: [] });
  });

  it("answers 401 without a session and 403 for another shopper's userId", async () => {
    await expectFailure(await apiRequest(shop, 'GET', EXPORT), 401);
    const shopper = await signedInShopper(shop);
    const other = await signedInShopper(shop);
    await expectFailure(await shopper.request('GET', `${EXPORT}?userId=${other.user.id}`), 403);
  });
});

describe('DELETE /api/user/deleteAccount', () => {
  it('deletes the shopper and their personal data, ends every session, keeps an anonymous order and the phone free', async () => {
    const leaving = await busyShopper('kavya');
    const staying = await busyShopper('arjun');
    const otherDevice = await extraSession(shop, leaving.shopper.user.id);
    // A code was asked for the number (kept by phone, not by account, so no cascade removes it).
    await new TestBrowser(shop).sendOtp(leaving.shopper.user.phone);
    const challenges = () =>
      shop.deps.db.select().from(otpChallenges).where(eq(otpChallenges.phone, leaving.shopper.user.phone));
    expect(await challenges()).toHaveLength(1);
    const ratingAfterReview = await ratingOf(leaving.ordered.id);
    const stayingBefore = await exportOf(staying.shopper);
    const id = leaving.shopper.user.id;
    const uploadsBefore = readdirSync(shop.deps.env.UPLOAD_DIR);
    expect(uploadsBefore).toContain(`${leaving.supportId}.png`);

    const response = await succeeded(await leaving.shopper.request('DELETE', `${DELETE}?userId=${id}`));
    const body = v.parse(DeleteAccountResponseSchema, await response.json());
    expect(body.message).toBe(ACCOUNT_DELETED_MESSAGE);
    expect(response.headers.getSetCookie().join('\n')).toMatch(/kirana_session=;.*Max-Age=0/i);

    // Signed out everywhere.
    expect(await sessionUserId(shop, leaving.shopper.cookie)).toBeNull();
    expect(await sessionUserId(shop, otherDevice.cookie)).toBeNull();
    await expectFailure(await leaving.shopper.request('GET', '/api/user/getUser'), 401);

    // No personal row is left.
    const db = shop.deps.db;
    expect(await db.select().from(users).where(eq(users.id, id))).toEqual([]);
    for (const [table, column] of [
      [sessions, sessions.userId],
      [addresses, addresses.userId],
      [cartItems, cartItems.userId],
      [wishlistItems, wishlistItems.userId],
      [reviews, reviews.userId],
      [recentlyViewed, recentlyViewed.userId],
      [searches, searches.userId],
      [supportMessages, supportMessages.userId],
    ] as const) {
      expect(await db.select().from(table).where(eq(column, id))).toEqual([]);
    }
    expect(await db.select().from(supportMessages).where(eq(supportMessages.id, leaving.supportId))).toEqual([]);
    expect(existsSync(`${shop.deps.env.UPLOAD_DIR}/${leaving.supportId}.png`)).toBe(false);
    expect(await challenges()).toEqual([]);
    // The review's rating came back out of the product's average, in the database and the catalog.
    const ratingAfterDeletion = await ratingOf(leaving.ordered.id);
    expect(ratingAfterDeletion?.reviewCount).toBe((ratingAfterReview?.reviewCount ?? 0) - 1);
    // The rating is again the average of the reviews left (0 with none: counts are real, issue 12).
    const left = await db
      .select({ rating: reviews.rating })
      .from(reviews)
      .where(eq(reviews.productId, leaving.ordered.id));
    const average = left.length > 0 ? left.reduce((sum, review) => sum + review.rating, 0) / left.length : 0;
    expect(ratingAfterDeletion?.rating).toBeCloseTo(average, 4);
    expect(shop.deps.catalog.product(leaving.ordered.id)?.reviewCount).toBe(ratingAfterDeletion?.reviewCount);

    // The order stays for the shop's tax records: detached, with no name, phone or street left.
    const [order] = await db.select().from(orders).where(eq(orders.id, leaving.orderId));
    expect(order).toMatchObject({
      userId: null,
      addressId: null,
      total: orderTotal([{ price: leaving.ordered.price, quantity: 2 }], true),
    });
    expect(order?.customer).toEqual({
      name: '',
      phone: '',
      address: {
        addressLine1: '',
        addressLine2: '',
        landmark: '',
        district: '',
        postalCode: '',
        city: 'Bengaluru',
        state: 'Karnataka',
        country: 'India',
      },
    });
    expect(JSON.stringify(order)).not.toContain(leaving.shopper.user.phone);
    expect(await db.select().from(orderItems).where(eq(orderItems.orderId, leaving.orderId))).toHaveLength(1);

    // The other shopper has lost nothing.
    expect(await sessionUserId(shop, staying.shopper.cookie)).toBe(staying.shopper.user.id);
    expect(await exportOf(staying.shopper)).toEqual(stayingBefore);
    expect(readdirSync(shop.deps.env.UPLOAD_DIR)).toContain(`${staying.supportId}.png`);

    // The number is free: it registers afresh as a new account.
    const browser = new TestBrowser(shop);
    const newAccount = await browser.register(leaving.shopper.user.phone);
    expect(newAccount.id).not.toBe(id);
  });

  it("answers 401 without a session, and 403 for another shopper's userId, deleting nothing", async () => {
    await expectFailure(await apiRequest(shop, 'DELETE', DELETE), 401);
    const shopper = await signedInShopper(shop);
    const other = await signedInShopper(shop);
    await expectFailure(await shopper.request('DELETE', `${DELETE}?userId=${other.user.id}`), 403);
    const left = await shop.deps.db
      .select({ id: users.id })
      .from(users)
      .where(or(eq(users.id, shopper.user.id), eq(users.id, other.user.id)));
    expect(left).toHaveLength(2);
    expect(await sessionUserId(shop, other.cookie)).toBe(other.user.id);
  });

  it('refuses a request from another origin', async () => {
    const shopper = await signedInShopper(shop);
    await expectFailure(await shopper.request('DELETE', DELETE, undefined, { Origin: 'https://evil.example' }), 403);
    expect(await sessionUserId(shop, shopper.cookie)).toBe(shopper.user.id);
  });

  it('keeps orders of other shoppers untouched when one leaves', async () => {
    const leaving = await busyShopper('neha');
    const staying = await busyShopper('vikram');
    const before = await shop.deps.db
      .select()
      .from(orders)
      .where(inArray(orders.id, [staying.orderId]));
    await succeeded(await leaving.shopper.request('DELETE', DELETE));
    expect(
      await shop.deps.db
        .select()
        .from(orders)
        .where(inArray(orders.id, [staying.orderId])),
    ).toEqual(before);
  });
});
