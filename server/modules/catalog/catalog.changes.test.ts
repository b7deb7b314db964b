import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { products } from '../../db/schema';
import { freshProduct } from '../../test/shop-data';
import { openTestShop, TEST_DB, type TestShop } from '../../test/test-shop';
import { CATALOG_CHANNEL } from './catalog.changes';

/** Polls until `check` holds; fails after `ms`. Returns how long it took. */
async function within(ms: number, check: () => boolean): Promise<number> {
  const started = Date.now();
  while (!check()) {
    if (Date.now() - started > ms) throw new Error(`not within ${ms} ms`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return Date.now() - started;
}

describe('the read model', () => {
  let shop: TestShop;
  beforeAll(async () => {
    shop = await openTestShop();
  });
  afterAll(async () => {
    await shop.close();
  });

  it('keeps its version when a refreshed product did not change, and drops a deleted one', async () => {
    const row = await freshProduct(shop, 5);
    const version = shop.deps.catalog.version;
    const before = shop.deps.catalog.product(row.id);
    await shop.deps.catalog.refreshProducts([row.id]);
    expect(shop.deps.catalog.version).toBe(version);
    expect(shop.deps.catalog.product(row.id)).toBe(before);

    const lonely = [...shop.deps.catalog.allProducts()].find((p) => p.reviewCount === 0 && p.id !== row.id);
    if (!lonely) throw new Error('no product without reviews');
    await shop.deps.db.delete(products).where(eq(products.id, lonely.id));
    await shop.deps.catalog.refreshProducts([lonely.id]);
    expect(shop.deps.catalog.product(lonely.id)).toBeUndefined();
    expect(shop.deps.catalog.cardsOf(lonely.categoryId)?.some((card) => card.id === lonely.id)).toBe(false);
  });
});

describe.skipIf(TEST_DB !== 'postgres')('catalog changes made behind this process (PostgreSQL: LISTEN/NOTIFY)', () => {
  let shop: TestShop;
  beforeAll(async () => {
    shop = await openTestShop();
  });
  afterAll(async () => {
    await shop.close();
  });

  const priceOf = (id: number) => shop.deps.catalog.product(id)?.price;

  it('reloads only the products a burst of plain SQL changed, in one go, within 2 s', async () => {
    const refresh = vi.spyOn(shop.deps.catalog, 'refreshProducts');
    const [a, b, c] = [await freshProduct(shop), await freshProduct(shop), await freshProduct(shop)];
    // freshProduct refreshes each itself; its stock update notifies too only if the product was out of stock
    // (migration 0015: a count alone is no change shown). Once no refresh has come for a while, all are heard.
    let calls = -1;
    while (calls !== refresh.mock.calls.length) {
      calls = refresh.mock.calls.length;
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
    refresh.mockClear();
    const rebuild = vi.spyOn(shop.deps.catalog, 'rebuild');
    // Three statements, three notices, delivered together at the commit (as an order's stock updates are).
    await shop.deps.db.transaction(async (tx) => {
      for (const row of [a, b, c]) await tx.execute(sql`UPDATE products SET price = price + 3 WHERE id = ${row.id}`);
    });
    await within(2000, () => [a, b, c].every((row) => priceOf(row.id) === row.price + 3));
    expect(refresh).toHaveBeenCalledTimes(1);
    expect(new Set(refresh.mock.calls[0]?.[0])).toEqual(new Set([a.id, b.id, c.id]));
    expect(rebuild).not.toHaveBeenCalled();
    refresh.mockRestore();
    rebuild.mockRestore();
  });

  it('subscribes again when its LISTEN connection is dropped, and reloads the whole catalog', async () => {
    const row = await freshProduct(shop);
    const rebuild = vi.spyOn(shop.deps.catalog, 'rebuild');
    const listeners = sql`SELECT pid FROM pg_stat_activity
      WHERE application_name = ${`kirana listen ${CATALOG_CHANNEL}`} AND datname = current_database()`;
    const before = ((await shop.deps.db.execute(listeners)) as { rows: { pid: number }[] }).rows;
    expect(before).toHaveLength(1);
    await shop.deps.db.execute(sql`SELECT pg_terminate_backend(${before[0]?.pid})`);
    // Changed while nobody may be listening: the reload after subscribing again brings it.
    await shop.deps.db.execute(sql`UPDATE products SET price = price + 5 WHERE id = ${row.id}`);
    await within(2000, () => rebuild.mock.calls.length > 0 && priceOf(row.id) === row.price + 5);
    const after = ((await shop.deps.db.execute(listeners)) as { rows: { pid: number }[] }).rows;
    expect(after).toHaveLength(1);
    expect(after[0]?.pid).not.toBe(before[0]?.pid);
    rebuild.mockRestore();
    // And the new connection hears the next change.
    await shop.deps.db.execute(sql`UPDATE products SET name = name || ' Gold' WHERE id = ${row.id}`);
    await within(2000, () => shop.deps.catalog.product(row.id)?.name === `${row.name} Gold`);
  });
});
