import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FailureEnvelopeSchema } from '../contract/envelope';
import { openTestShop, type TestShop } from './test/test-shop';

let shop: TestShop;
beforeAll(async () => {
  shop = await openTestShop();
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

  it('sends security headers', async () => {
    const response = await shop.app.request('/api/user/product/getCategoryCount');
    expect(response.headers.get('X-Content-Type-Options')).toBe('nosniff');
    expect(response.headers.get('X-Frame-Options')).toBe('SAMEORIGIN');
  });
});
