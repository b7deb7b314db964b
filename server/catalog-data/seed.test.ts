import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products } from '../db/schema';
import { openTestShop, type TestShop } from '../test/test-shop';
import { addDemoCatalogWords } from './seed';

let shop: TestShop;
beforeAll(async () => {
  shop = await openTestShop();
});
afterAll(async () => {
  await shop.close();
});

async function wordsOf(id: number) {
  const [row] = await shop.deps.db.select().from(products).where(eq(products.id, id));
  return row?.translations;
}

describe('addDemoCatalogWords', () => {
  it('gives a demo catalog seeded before it had other languages its Hindi, once, leaving what the shop changed alone', async () => {
    const { db } = shop.deps;
    const seeded = await wordsOf(2);
    expect(seeded?.hi?.description).toMatch(/[\u0900-\u097F]/);
    // A database from before migration 0010, where the shop has since described product 1 in its own words.
    await db.update(products).set({ translations: {} });
    await db.update(products).set({ description: 'Our own words.' }).where(eq(products.id, 1));

    expect(await addDemoCatalogWords(db)).toBe(2939);
    expect(await wordsOf(2)).toEqual(seeded);
    expect(await wordsOf(1)).toEqual({});
    expect(await addDemoCatalogWords(db)).toBe(0);
  });
});
