import { request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestShop, type TestShop } from '../test/test-shop';

// app.ts lets a request skip bodyLimit only when Node's HTTP/1.1 server says it has no body (decision
// 019). app.request() in the other tests never takes that path, so these speak real HTTP.

let shop: TestShop;
let server: ReturnType<typeof serve>;
let port: number;
beforeAll(async () => {
  shop = await openTestShop();
  server = serve({ fetch: shop.app.fetch, port: 0, hostname: '127.0.0.1' });
  await new Promise((resolve) => server.once('listening', resolve));
  port = (server.address() as AddressInfo).port;
});
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  await shop.close();
});

const HUGE_JSON = JSON.stringify({ productId: 1, note: 'x'.repeat(70 * 1024) });

/** One request; `chunked` sends the body without Content-Length, as Transfer-Encoding: chunked. */
function send(method: string, path: string, body?: string, chunked = false): Promise<number> {
  return new Promise((done, failed) => {
    const headers: Record<string, string> = { 'Content-Type': 'application/json' };
    if (body !== undefined && !chunked) headers['Content-Length'] = String(Buffer.byteLength(body));
    const req = request({ host: '127.0.0.1', port, method, path, headers }, (res) => {
      res.resume();
      res.on('end', () => done(res.statusCode ?? 0));
    });
    // The server may answer 413 and close before the whole body is sent.
    req.on('error', (error) => (error.message.includes('EPIPE') ? undefined : failed(error)));
    if (body !== undefined && chunked) {
      for (let at = 0; at < body.length; at += 8192) req.write(body.slice(at, at + 8192));
    }
    req.end(body !== undefined && !chunked ? body : undefined);
  });
}

describe('the body limit over real HTTP', () => {
  it('refuses a huge body with 413, sent with Content-Length or chunked', async () => {
    expect(await send('POST', '/api/user/cart/add', HUGE_JSON)).toBe(413);
    expect(await send('POST', '/api/user/cart/add', HUGE_JSON, true)).toBe(413);
    expect(await send('POST', '/api/auth/sendOtp', HUGE_JSON, true)).toBe(413);
  });

  it('lets requests without a body through', async () => {
    expect(await send('GET', '/api/user/product/getCategoryCount')).toBe(200);
    expect(await send('POST', '/api/auth/logout')).toBe(200);
  });
});
