import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FailureEnvelopeSchema } from '../../contract/envelope';
import { apiRequest, type Shopper, signedInShopper } from '../test/shopper';
import { openTestShop, TEST_DB, type TestShop } from '../test/test-shop';
import { isBadText } from './plain-text';

let shop: TestShop;
let shopper: Shopper;
let productId: number;
/** Reviewed by the line-break test alone, so it passes whatever the other tests stored. */
let anotherProductId: number;
beforeAll(async () => {
  shop = await openTestShop();
  shopper = await signedInShopper(shop);
  const featured = await apiRequest(shop, 'GET', '/api/user/product/getFeaturedProducts');
  const body = (await featured.json()) as { data: { id: number }[] };
  productId = body.data[0]?.id ?? 0;
  anotherProductId = body.data[1]?.id ?? 0;
});
afterAll(async () => {
  await shop.close();
});

const home = {
  name: 'Home',
  phone: '98765 43210',
  addressLine1: '12 MG Road',
  city: 'Bengaluru',
  state: 'Karnataka',
  postalCode: '560001',
};

/** A 400 that names `field`, in the failure envelope, without repeating what was sent. */
async function expectRefused(response: Response, field: string, sent: string) {
  expect(response.status).toBe(400);
  const text = await response.text();
  const body = v.parse(FailureEnvelopeSchema, JSON.parse(text));
  expect(body.message).toContain(field);
  expect(Object.keys(body.errors ?? {})).toEqual([field]);
  expect(text).not.toContain(JSON.stringify(sent).slice(1, -1));
  return body;
}

describe(`control characters in requests (${TEST_DB})`, () => {
  it('refuse a NUL in a query string, which the database cannot search for, with 400 naming the field', async () => {
    const keyword = 'atta\u0000 98765 43210';
    const response = await apiRequest(
      shop,
      'GET',
      `/api/user/product/searchProducts?keyword=${encodeURIComponent(keyword)}`,
    );
    await expectRefused(response, 'keyword', keyword);
  });

  it('refuse a NUL in a JSON field of a change, and store nothing', async () => {
    const line = '12 MG Road\u0000';
    await expectRefused(
      await shopper.request('POST', '/api/user/address/addAddress', { ...home, addressLine1: line }),
      'addressLine1',
      line,
    );
    const book = await shopper.request('GET', '/api/user/address/getUserAddresses');
    expect(((await book.json()) as { data: unknown[] }).data).toEqual([]);
  });

  it('name nested fields by their path, and never repeat a key the client made up', async () => {
    await expectRefused(
      await shopper.request('POST', '/api/user/cart/updateCart', {
        items: [{ productId, quantity: 1, note: 'a\u0007' }],
      }),
      'items.0.note',
      'a\u0007',
    );
    const madeUpKey = 'ravi\u0000kumar';
    const response = await shopper.request('POST', '/api/user/cart/add', { productId, [madeUpKey]: 1 });
    expect(response.status).toBe(400);
    const text = await response.text();
    expect(text).not.toContain('ravi');
    expect(text).not.toContain('kumar');
  });

  it('refuse control characters in a multipart form field', async () => {
    const form = new FormData();
    form.append('email', 'ravi@example.in');
    form.append('subject', 'Order Status');
    form.append('message', 'Where is my order?\u001b[2J');
    await expectRefused(await apiRequest(shop, 'POST', '/api/support/messages', form), 'message', '\u001b[2J');
  });

  it('refuse half a surrogate pair, which would be stored as a replacement character', async () => {
    const response = await shopper.request(
      'POST',
      '/api/user/reviews/addReviews',
      `{"productId":${productId},"rating":4,"comment":"Good \\ud83d"}`,
    );
    await expectRefused(response, 'comment', 'Good');
  });

  it('let line breaks and tabs through where text runs over several lines', async () => {
    const response = await shopper.request('POST', '/api/user/reviews/addReviews', {
      productId: anotherProductId,
      rating: 5,
      comment: 'Fresh atta.\r\nWell packed.\tWill buy again.',
    });
    expect(response.status).toBe(201);
  });

  it('leave a body that is not JSON, or nested absurdly deep, to the validator: 400, not 500', async () => {
    const malformed = await shopper.request('POST', '/api/user/cart/add', '{"productId": 1,');
    expect(malformed.status).toBe(400);
    // Thirty thousand arrays deep, with an escaped NUL at the bottom: found, and named briefly.
    const deep = `${'['.repeat(30_000)}"\\u0000"${']'.repeat(30_000)}`;
    const response = await shopper.request('POST', '/api/user/cart/add', deep);
    expect(response.status).toBe(400);
    const body = v.parse(FailureEnvelopeSchema, await response.json());
    expect(body.message.length).toBeLessThan(100);
  });
});

describe('isBadText', () => {
  it('is true for C0 controls other than tab, LF and CR, for DEL and C1 controls, and for lone surrogates', () => {
    for (const bad of ['\u0000', 'a\u0008b', '\u000b', '\u001f', '\u007f', '\u0085', '\u009f', '\ud800', 'x\udc00']) {
      expect(isBadText(bad)).toBe(true);
    }
    for (const good of ['', 'Atta 5 kg', 'line\nnext\r\n\tindented', 'हल्दी', '₹ 250', 'ok 😀', '\u00a0']) {
      expect(isBadText(good)).toBe(false);
    }
  });
});
