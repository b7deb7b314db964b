import { sql } from 'drizzle-orm';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { FailureEnvelopeSchema } from '../contract/envelope';
import { expectResourceHeaders } from './test/resource-headers';
import { apiRequest, type Shopper, signedInShopper } from './test/shopper';
import { openTestShop, type TestShop } from './test/test-shop';

let shop: TestShop;
let shopper: Shopper;
beforeAll(async () => {
  shop = await openTestShop();
  shopper = await signedInShopper(shop);
});
afterAll(async () => {
  await shop.close();
});

describe('the API boundary', () => {
  it('answers unknown /api paths with a 404 JSON envelope, never HTML', async () => {
    for (const method of ['GET', 'POST', 'DELETE']) {
      const response = await shop.app.request('/api/nope/never', { method });
      expect(response.status).toBe(404);
      expect(response.headers.get('Content-Type')).toContain('application/json');
      const body = v.parse(FailureEnvelopeSchema, await response.json());
      expect(body.success).toBe(false);
    }
  });

  it('refuses unsafe requests from another origin', async () => {
    const response = await shop.app.request('http://localhost/api/user/product/getProduct', {
      method: 'POST',
      headers: { Origin: 'https://evil.example', 'Content-Type': 'application/json' },
      body: '{}',
    });
    expect(response.status).toBe(403);
  });

  it('refuses an oversized body with 413', async () => {
    const response = await shop.app.request('/api/user/product/getProduct', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'Content-Length': String(1024 * 1024) },
      body: 'x'.repeat(1024 * 1024),
    });
    expect(response.status).toBe(413);
    v.parse(FailureEnvelopeSchema, await response.json());
  });

  it("sends the API's security headers: nothing runs in or frames an answer, and no page's headers besides", async () => {
    expectResourceHeaders(await shop.app.request('/api/user/product/getCategoryCount'));
  });
});

/** Looks like a phone number on purpose: nothing a shopper sent may come back in an error. */
const CANARY = 'CANARY-98765-43210';
const CANARY_NUMBER = 9876543210123;

describe('error answers never repeat the request', () => {
  it('404s an unknown API path without naming it', async () => {
    const response = await shop.app.request(`/api/${CANARY}/orders?phone=${CANARY}`, { method: 'DELETE' });
    expect(response.status).toBe(404);
    const text = await response.text();
    expect(text).not.toContain('CANARY');
    expect(text).not.toContain('DELETE');
  });

  it('answers wrong values of every kind with messages that do not quote them', async () => {
    const everyFieldWrong = (keys: string[]) =>
      Object.fromEntries(keys.map((key, index) => [key, index % 2 === 0 ? CANARY : CANARY_NUMBER]));
    const everyFieldWrongTheOtherWay = (keys: string[]) =>
      Object.fromEntries(keys.map((key, index) => [key, index % 2 === 1 ? CANARY : CANARY_NUMBER]));
    const bodies: [method: string, path: string, keys: string[]][] = [
      ['POST', '/api/auth/sendOtp', ['phone']],
      ['POST', '/api/auth/checkUserExists', ['phone']],
      ['POST', '/api/auth/verifyOtp', ['phone', 'otp']],
      ['POST', '/api/auth/register', ['name', 'email', 'phone', 'alternatePhone']],
      ['POST', '/api/newsletter/subscribe', ['email']],
      [
        'POST',
        '/api/user/address/addAddress',
        ['name', 'phone', 'addressLine1', 'city', 'state', 'postalCode', 'type'],
      ],
      ['POST', '/api/user/cart/add', ['productId', 'quantity']],
      ['POST', '/api/user/cart/updateCart', ['items']],
      ['POST', '/api/user/wishlist/add', ['productId']],
      ['POST', '/api/user/reviews/addReviews', ['productId', 'rating', 'comment']],
      ['POST', '/api/user/order/confirmOrder', ['addressId', 'total', 'items', 'method']],
      ['PUT', '/api/user/editUser', ['name', 'email', 'alternatePhone']],
    ];
    const queries = [
      `/api/user/product/getProduct?productId=${CANARY}`,
      `/api/user/product/getProductsByCategory?category=${CANARY}&sort=${CANARY}&page=${CANARY}&minPrice=${CANARY}`,
      `/api/user/product/searchProducts?keyword=a&category=${CANARY}`,
      `/api/user/order/getOrderDetails?orderId=${CANARY}`,
      `/api/user/order/getAllOrders?userId=${CANARY}`,
      `/api/user/reviews/getProductReviews?productId=${CANARY}`,
    ];
    const answers: Response[] = [];
    for (const [method, path, keys] of bodies) {
      answers.push(await shopper.request(method, path, everyFieldWrong(keys)));
      answers.push(await shopper.request(method, path, everyFieldWrongTheOtherWay(keys)));
    }
    // Lists of the wrong things: the order line schema has no message of its own.
    answers.push(await shopper.request('POST', '/api/user/order/confirmOrder', { items: [CANARY, CANARY_NUMBER] }));
    answers.push(await shopper.request('POST', '/api/user/cart/updateCart', { items: [CANARY, CANARY_NUMBER] }));
    for (const path of queries) answers.push(await shopper.request('GET', path));
    for (const answer of answers) {
      expect(answer.status).toBeGreaterThanOrEqual(400);
      expect(answer.status).toBeLessThan(500);
      const text = await answer.text();
      expect(text).not.toContain('CANARY');
      expect(text).not.toContain(String(CANARY_NUMBER));
    }
  });
});

describe('the error log', () => {
  it('names the method and route of an unexpected failure, never what the shopper sent', async () => {
    // A shop whose products table has gone: the search query fails, and its error quotes the query's parameters.
    const broken = await openTestShop();
    await broken.deps.db.execute(sql`ALTER TABLE products RENAME TO products_gone`);
    const logged: unknown[][] = [];
    const spy = vi.spyOn(console, 'error').mockImplementation((...args) => {
      logged.push(args);
    });
    try {
      const response = await apiRequest(broken, 'GET', `/api/user/product/searchProducts?keyword=${CANARY}`);
      expect(response.status).toBe(500);
      expect(await response.text()).not.toContain('CANARY');
    } finally {
      spy.mockRestore();
      await broken.close();
    }
    const log = logged.map((args) => args.map(String).join(' ')).join('\n');
    expect(log).toContain('GET /api/user/product/searchProducts');
    // The search lowercases the keyword before the query quotes it.
    expect(log.toLowerCase()).not.toContain('canary');
    expect(log).not.toContain('keyword=');
  });
});

describe('Cache-Control', () => {
  it('keeps every personal answer out of shared and browser caches', async () => {
    const personal = [
      '/api/auth/getSession',
      '/api/auth/sessions',
      '/api/user/cart/getCartItems',
      '/api/user/wishlist/getWishlistItems',
      '/api/user/order/getAllOrders',
      '/api/user/address/getUserAddresses',
      '/api/user/getUser',
      '/api/user/exportData',
      '/api/user/product/getRecentViewed',
      '/api/user/product/recentSearches',
    ];
    for (const path of personal) {
      const response = await shopper.request('GET', path);
      expect(response.status, path).toBe(200);
      expect(response.headers.get('Cache-Control'), path).toBe('private, no-store');
    }
    // Changes, refusals and the signed-out session answer too.
    const changed = await shopper.request('POST', '/api/user/cart/updateCart', { items: [] });
    expect(changed.headers.get('Cache-Control')).toBe('private, no-store');
    const signedOut = await apiRequest(shop, 'GET', '/api/auth/getSession');
    expect(signedOut.headers.get('Cache-Control')).toBe('private, no-store');
    const refused = await apiRequest(shop, 'GET', '/api/user/cart/getCartItems');
    expect(refused.status).toBe(401);
    expect(refused.headers.get('Cache-Control')).toBe('private, no-store');
  });

  it('leaves the catalog cacheable, with its ETag, for shoppers and visitors alike', async () => {
    for (const request of [apiRequest.bind(null, shop), shopper.request]) {
      const response = await request('GET', '/api/user/product/getCategoryCount');
      expect(response.headers.get('Cache-Control')).toMatch(/^public, max-age=\d+/);
      const etag = response.headers.get('ETag') ?? '';
      expect(etag).not.toBe('');
      const again = await request('GET', '/api/user/product/getCategoryCount', undefined, { 'If-None-Match': etag });
      expect(again.status).toBe(304);
      expect(again.headers.get('Cache-Control')).toMatch(/^public/);
    }
  });
});
