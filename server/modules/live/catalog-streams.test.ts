import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CATALOG_EVENTS_PATH, type CatalogChangeEvent } from '../../../contract/catalog-events';
import { products } from '../../db/schema';
import { firstCodOrder } from '../../test/http-browser';
import { openStream } from '../../test/live';
import { addressOf, freshProduct } from '../../test/shop-data';
import { signedInShopper } from '../../test/shopper';
import { openTestShop, TEST_DB, type TestShop } from '../../test/test-shop';
import { CatalogStreams } from './catalog-streams';
import { liveRoutes } from './live.routes';

let shop: TestShop;
beforeAll(async () => {
  shop = await openTestShop();
});
afterAll(async () => {
  await shop?.close();
});

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A price set with plain SQL, as a store tool would. PGlite hears no notice: its routes refresh the model. */
async function reprice(id: number, price: number) {
  await shop.deps.db.update(products).set({ price }).where(eq(products.id, id));
  if (TEST_DB === 'pglite') await shop.deps.catalog.refreshProducts([id]);
}

describe('the catalog stream (GET /api/catalog/events)', () => {
  it('opens without a session, uncompressed, and tells a price change within 2 s', async () => {
    const row = await freshProduct(shop);
    await wait(300);
    const stream = await openStream<CatalogChangeEvent>(shop, CATALOG_EVENTS_PATH, { 'Accept-Encoding': 'gzip, br' });
    expect(stream.response.headers.get('Content-Type')).toMatch(/^text\/event-stream/);
    expect(stream.response.headers.get('Content-Encoding')).toBeNull();
    expect(stream.response.headers.get('Cache-Control')).toMatch(/no-store|no-cache/);
    expect(stream.retry).toBeGreaterThan(0);

    const started = Date.now();
    await reprice(row.id, row.price + 4);
    const event = await stream.waitFor((e) => e.ids !== '*' && e.ids.includes(row.id));
    expect(Date.now() - started).toBeLessThan(2000);
    expect(event).toEqual({ ids: [row.id], categories: [row.categoryId] });
    await stream.close();
  });

  it('tells nothing of an order that leaves the product in stock', async () => {
    const row = await freshProduct(shop, 50);
    await wait(300);
    const stream = await openStream<CatalogChangeEvent>(shop, CATALOG_EVENTS_PATH, {});
    const shopper = await signedInShopper(shop);
    const address = await addressOf(shopper);
    const placed = await shopper.request(
      'POST',
      '/api/user/order/confirmOrder',
      firstCodOrder(address.id, [{ productId: row.id, quantity: 2, price: row.price }]),
      { 'Idempotency-Key': randomUUID() },
    );
    expect(placed.status).toBe(201);
    // A control: a change after the order is told, so anything the order had told would have come before it.
    await reprice(row.id, row.price + 1);
    await stream.waitFor((e) => e.ids !== '*' && e.ids.includes(row.id));
    expect(stream.messages).toHaveLength(1);
    await stream.close();
  });

  it('beats its heart, and refuses past its cap with Retry-After until a stream ends', async () => {
    const capped = new CatalogStreams(shop.deps.catalog, { max: 2, heartbeatMs: 50 });
    const app = liveRoutes({ ...shop.deps, live: { ...shop.deps.live, catalog: capped } });
    const first = await openStream<CatalogChangeEvent>({ app }, CATALOG_EVENTS_PATH, {});
    const second = await openStream<CatalogChangeEvent>({ app }, CATALOG_EVENTS_PATH, {});
    expect(capped.size).toBe(2);
    const refused = await app.request(CATALOG_EVENTS_PATH, { headers: { 'Accept-Language': 'hi' } });
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('Retry-After'))).toBeGreaterThan(0);
    expect(((await refused.json()) as { message: string }).message).toMatch(/[\u0900-\u097F]/);

    await wait(200);
    expect(first.comments.length).toBeGreaterThan(0);
    await first.close();
    await wait(100);
    expect(capped.size).toBe(1);
    const third = await openStream<CatalogChangeEvent>({ app }, CATALOG_EVENTS_PATH, {});
    expect(capped.size).toBe(2);
    capped.endAll();
    expect(capped.size).toBe(0);
    await Promise.all([second.close(), third.close()]);
  });
});
