import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { count } from 'drizzle-orm';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CategoryCountResponseSchema, ProductListResponseSchema } from '../../contract/catalog';
import { SUBCATEGORIES } from '../../contract/categories';
import { FailureEnvelopeSchema } from '../../contract/envelope';
import { SearchSuggestionsResponseSchema } from '../../contract/search';
import { openDatabase } from '../db/client';
import { categories, categoryGroups, products, reviews } from '../db/schema';
import { readEnv } from '../env';
import { type Shop, startShop } from '../start';
import { freshPostgres, TEST_DB, TestClock } from '../test/test-shop';

const PRODUCTION = {
  NODE_ENV: 'production',
  OTP_SECRET: 'x'.repeat(32),
  ALLOW_DEMO_SMS: 'true',
  PUBLIC_URL: 'https://kirana.example',
};

describe('DEMO_CATALOG', () => {
  it('is on for npm start, dev and tests, off in production, and either way when set', () => {
    expect(readEnv({}).DEMO_CATALOG).toBe(true);
    expect(readEnv({ NODE_ENV: 'test' }).DEMO_CATALOG).toBe(true);
    expect(readEnv(PRODUCTION).DEMO_CATALOG).toBe(false);
    expect(readEnv({ ...PRODUCTION, DEMO_CATALOG: 'true' }).DEMO_CATALOG).toBe(true);
    expect(readEnv({ DEMO_CATALOG: 'off' }).DEMO_CATALOG).toBe(false);
    expect(() => readEnv({ DEMO_CATALOG: 'yes please' })).toThrow(/DEMO_CATALOG must be true or false/);
  });
});

/** A shop started as production starts it: on an empty database, with DEMO_CATALOG off. */
describe('a shop that starts without the demo catalog', () => {
  let shop: Shop;
  let dataDir: string;
  let drop: () => Promise<void> = async () => {};

  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'kirana-empty-'));
    const fresh =
      TEST_DB === 'postgres' ? await freshPostgres() : { database: await openDatabase({ dataDir: undefined }) };
    if ('drop' in fresh) drop = fresh.drop;
    const env = readEnv({ NODE_ENV: 'test', STATIC_DIR: 'test-no-static', DATA_DIR: dataDir, DEMO_CATALOG: 'false' });
    shop = await startShop(env, { database: fresh.database, clock: new TestClock() });
  });
  afterAll(async () => {
    await shop?.close();
    await drop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  const get = (path: string) => shop.app.request(path);

  it('has every category and group for the owner to file products under, and no product or review', async () => {
    const rows = async (table: typeof products | typeof reviews | typeof categories | typeof categoryGroups) =>
      (await shop.deps.db.select({ n: count() }).from(table))[0]?.n;
    expect(await rows(products)).toBe(0);
    expect(await rows(reviews)).toBe(0);
    expect(await rows(categories)).toBe(SUBCATEGORIES.length);
    expect(await rows(categoryGroups)).toBeGreaterThan(0);
  });

  it("answers the shopper's home, category and search calls with valid empty lists", async () => {
    const category = SUBCATEGORIES[0]?.id ?? '';
    const lists = [
      '/api/user/product/getFeaturedProducts',
      '/api/user/product/getTrendingProducts',
      `/api/user/product/getProductsByCategory?category=${encodeURIComponent(category)}&page=1&pageSize=20`,
      '/api/user/product/searchProducts?keyword=atta',
    ];
    for (const path of lists) {
      const response = await get(path);
      expect(response.status, path).toBe(200);
      expect(v.parse(ProductListResponseSchema, await response.json()).data, path).toEqual([]);
    }
    const counts = await get('/api/user/product/getCategoryCount');
    expect(counts.status).toBe(200);
    v.parse(CategoryCountResponseSchema, await counts.json());
    const suggestions = await get('/api/user/product/getSearchSuggestions?keyword=atta');
    expect(suggestions.status).toBe(200);
    v.parse(SearchSuggestionsResponseSchema, await suggestions.json());
  });

  it('says a product is not found, never a 5xx', async () => {
    const response = await get('/api/user/product/getProduct?productId=1');
    expect(response.status).toBe(404);
    v.parse(FailureEnvelopeSchema, await response.json());
  });
});
