import { count, eq, sql } from 'drizzle-orm';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ProductCard, ProductListResponseSchema } from '../../../contract/catalog';
import { SUBCATEGORY_IDS } from '../../../contract/categories';
import { FailureEnvelopeSchema } from '../../../contract/envelope';
import { RecentSearchesResponseSchema, SearchSuggestionsResponseSchema } from '../../../contract/search';
import { products, searches } from '../../db/schema';
import { apiRequest, type Shopper, signedInShopper } from '../../test/shopper';
import { openTestShop, type TestShop } from '../../test/test-shop';

let shop: TestShop;
beforeAll(async () => {
  shop = await openTestShop();
});
afterAll(async () => {
  await shop.close();
});

const SEARCH = '/api/user/product/searchProducts';
const SUGGEST = '/api/user/product/getSearchSuggestions';
const RECENT = '/api/user/product/recentSearches';

async function expectFailure(response: Response, status: number) {
  expect(response.status).toBe(status);
  const body = v.parse(FailureEnvelopeSchema, await response.json());
  expect(body.message.length).toBeGreaterThan(0);
  return body;
}

async function search(keyword: string, category?: string, shopper?: Shopper): Promise<ProductCard[]> {
  const query = `?keyword=${encodeURIComponent(keyword)}${category ? `&category=${encodeURIComponent(category)}` : ''}`;
  const response = shopper
    ? // As the app's own page sends it: only such a search is recorded.
      await shopper.request('GET', `${SEARCH}${query}`, undefined, { 'Sec-Fetch-Site': 'same-origin' })
    : await apiRequest(shop, 'GET', `${SEARCH}${query}`);
  expect(response.status).toBe(200);
  return v.parse(ProductListResponseSchema, await response.json()).data;
}

async function suggest(keyword: string) {
  const response = await apiRequest(shop, 'GET', `${SUGGEST}?keyword=${encodeURIComponent(keyword)}`);
  expect(response.status).toBe(200);
  return v.parse(SearchSuggestionsResponseSchema, await response.json()).data;
}

async function recentOf(shopper: Shopper) {
  const response = await shopper.request('GET', RECENT);
  expect(response.status).toBe(200);
  return v.parse(RecentSearchesResponseSchema, await response.json()).data;
}

function kindOf(card: ProductCard): string {
  const row = shop.deps.catalog.product(card.id);
  if (!row) throw new Error(`product ${card.id} is not in the catalog`);
  return row.kind;
}

/** Ids of the seeded products carrying a Hindi term, straight from the database. */
async function idsWithTerm(term: string): Promise<number[]> {
  const rows = await shop.deps.db
    .select({ id: products.id })
    .from(products)
    .where(sql`${term} = ANY(${products.searchTerms})`);
  return rows.map((row) => row.id);
}

describe('GET /api/user/product/searchProducts', () => {
  it('finds a brand by name, as cards, most popular first', async () => {
    const found = await search('Colgate');
    expect(found.length).toBeGreaterThan(5);
    for (const card of found) expect(card.brand).toBe('Colgate');
    const popularity = found.map((card) => card.popularity);
    expect(popularity).toEqual([...popularity].sort((a, b) => b - a));
  });

  it("tolerates typos: 'colgte' finds Colgate, 'shampo' shampoos, 'amul buter' Amul butter", async () => {
    const colgate = await search('colgte');
    expect(colgate.length).toBeGreaterThan(5);
    for (const card of colgate) expect(card.brand).toBe('Colgate');
    const shampoos = await search('shampo');
    expect(shampoos.length).toBeGreaterThan(5);
    for (const card of shampoos) expect(card.name).toMatch(/shampoo/i);
    const butter = await search('amul buter');
    expect(butter.length).toBeGreaterThan(0);
    for (const card of butter) expect(card.name).toMatch(/^Amul .*Butter/);
  });

  it.each([
    ['atta', /atta|flour/i],
    ['chawal', /rice/i],
    ['haldi', /turmeric/i],
    ['namak', /salt/i],
    ['sabun', /soap|detergent bar/i],
  ])(
    'finds products by the Hindi word %s: every product carrying the word, of the kind it means',
    async (word, kind) => {
      const found = await search(word);
      const carrying = await idsWithTerm(word);
      expect(carrying.length).toBeGreaterThan(0);
      expect(found.map((card) => card.id)).toEqual(expect.arrayContaining(carrying));
      // A Hindi word also finds what names it ('haldi': turmeric powder, and sandal & turmeric soap).
      for (const card of found.slice(0, 10)) expect(`${kindOf(card)} ${card.name}`).toMatch(kind);
      expect(kindOf(found[0] as ProductCard)).toMatch(kind);
    },
  );

  it("tolerates typos in Hindi words: 'chawl' finds rice", async () => {
    const found = await search('chawl');
    expect(found.length).toBeGreaterThan(5);
    for (const card of found.slice(0, 10)) expect(kindOf(card)).toMatch(/rice/i);
  });

  it('matches every word, across the name and the Hindi words', async () => {
    const found = await search('tata namak');
    expect(found.length).toBeGreaterThan(0);
    for (const card of found) {
      expect(card.brand).toBe('Tata');
      expect(kindOf(card)).toMatch(/salt/i);
    }
  });

  it('ranks a product named exactly as typed first, before more popular matches', async () => {
    const rows = [...shop.deps.catalog.allProducts()].filter((row) => row.brand === 'Amul');
    const leastPopular = rows.reduce((a, b) => (b.popularity < a.popularity ? b : a));
    const found = await search(leastPopular.name.toUpperCase());
    expect(found[0]?.id).toBe(leastPopular.id);
  });

  it('puts exact matches alone, not fuzzy ones after them (atta flour, not attar perfume)', async () => {
    const found = await search('atta');
    const attar = [...shop.deps.catalog.allProducts()].filter((row) => /\battar\b/i.test(row.name));
    expect(attar.length).toBeGreaterThan(0);
    const ids = new Set(found.map((card) => card.id));
    for (const row of attar) expect(ids.has(row.id)).toBe(false);
  });

  it('limits results to one subcategory, and treats All Categories as none', async () => {
    const everywhere = await search('sabun');
    expect(new Set(everywhere.map((card) => card.category)).size).toBeGreaterThan(1);
    const baby = await search('sabun', 'Baby Care');
    expect(baby.length).toBeGreaterThan(0);
    for (const card of baby) expect(card.category).toBe('Baby Care');
    expect(baby.map((c) => c.id)).toEqual(everywhere.filter((c) => c.category === 'Baby Care').map((c) => c.id));
    expect(await search('sabun', 'All Categories')).toEqual(everywhere);
  });

  it('answers an empty list when nothing resembles the keyword', async () => {
    expect(await search('xyzzyq')).toEqual([]);
    expect(await search('!!!')).toEqual([]);
  });

  it('answers every match, not the first 100, with the true number in X-Total-Count', async () => {
    const response = await apiRequest(shop, 'GET', `${SEARCH}?keyword=tel`);
    const found = v.parse(ProductListResponseSchema, await response.json()).data;
    // Every product carrying 'tel' (oil) among its Hindi words is a match.
    const carrying = await idsWithTerm('tel');
    expect(carrying.length).toBeGreaterThan(100);
    expect(found.length).toBeGreaterThanOrEqual(carrying.length);
    expect(found.map((card) => card.id)).toEqual(expect.arrayContaining(carrying));
    expect(new Set(found.map((card) => card.id)).size).toBe(found.length);
    expect(response.headers.get('X-Total-Count')).toBe(String(found.length));
  });

  it('pages through all the matches in the same order, each page saying the true total', async () => {
    const all = await search('tel', 'Cooking Oils');
    expect(all.length).toBeGreaterThan(12);
    const paged: number[] = [];
    for (let page = 1; page <= Math.ceil(all.length / 12); page++) {
      const response = await apiRequest(shop, 'GET', `${SEARCH}?keyword=tel&category=Cooking%20Oils&page=${page}`);
      expect(response.status).toBe(200);
      expect(response.headers.get('X-Total-Count')).toBe(String(all.length));
      expect(response.headers.get('X-Page')).toBe(String(page));
      expect(response.headers.get('X-Page-Size')).toBe('12');
      paged.push(...v.parse(ProductListResponseSchema, await response.json()).data.map((card) => card.id));
    }
    expect(paged).toEqual(all.map((card) => card.id));
    const past = await apiRequest(shop, 'GET', `${SEARCH}?keyword=tel&page=1000&pageSize=100`);
    expect(v.parse(ProductListResponseSchema, await past.json()).data).toEqual([]);
  });

  it('refuses a page or page size that is not a whole number in range, without echoing it', async () => {
    for (const query of ['page=0', 'page=abc', 'pageSize=101', 'pageSize=-1']) {
      const body = await expectFailure(await apiRequest(shop, 'GET', `${SEARCH}?keyword=tel&${query}`), 400);
      expect(JSON.stringify(body)).not.toContain(query.split('=')[1]);
    }
  });

  it('takes text-search and SQL syntax as plain text', async () => {
    for (const keyword of ["'; DROP TABLE products; --", 'amul & | ! :* <->', '%_\\', '(colgate']) {
      await search(keyword);
    }
    const [row] = await shop.deps.db.select({ n: count() }).from(products);
    expect(row?.n).toBe(2940);
    expect((await search('(colgate')).length).toBeGreaterThan(0);
  });

  it.each([
    ['', 'keyword'],
    ['?keyword=', 'keyword'],
    ['?keyword=%20%20%20', 'keyword'],
    [`?keyword=${'a'.repeat(101)}`, 'keyword'],
    ['?keyword=atta&keyword=dal', 'keyword'],
    ['?keyword=atta&category=Toys', 'category'],
    ['?keyword=atta&category=', 'category'],
  ])('refuses %s with 400 naming %s', async (query, field) => {
    const body = await expectFailure(await apiRequest(shop, 'GET', `${SEARCH}${query}`), 400);
    expect(body.errors).toHaveProperty(field);
  });
});

describe('GET /api/user/product/getSearchSuggestions', () => {
  it("completes a brand from its first letters: 'amu' -> Amul", async () => {
    const suggestions = await suggest('amu');
    expect(suggestions).toHaveLength(8);
    expect(suggestions[0]).toEqual({ text: 'Amul', category: expect.any(String) });
    for (const suggestion of suggestions) {
      expect(suggestion.text).toMatch(/^Amul\b/);
      expect(SUBCATEGORY_IDS).toContain(suggestion.category);
    }
  });

  it('completes kinds and Hindi words, and each suggestion finds products', async () => {
    const cha = await suggest('cha');
    expect(cha.map((s) => s.text)).toEqual(expect.arrayContaining(['chawal', 'chai']));
    for (const suggestion of cha) expect((await search(suggestion.text)).length).toBeGreaterThan(0);
    const texts = (await suggest('shamp')).map((s) => s.text);
    expect(texts[0]).toBe('Shampoo');
  });

  it("puts what was typed first when it is a word of the catalog ('haldi' before Haldiram's)", async () => {
    const suggestions = await suggest('haldi');
    expect(suggestions[0]).toEqual({ text: 'haldi', category: 'Spices & Dry Fruits' });
    expect(suggestions.map((s) => s.text)).toContain("Haldiram's");
  });

  it('tolerates typos', async () => {
    expect((await suggest('colgte'))[0]?.text).toBe('Colgate');
    expect((await suggest('chawl'))[0]?.text).toBe('chawal');
  });

  it('answers an empty list for a single letter or nothing alike', async () => {
    expect(await suggest('a')).toEqual([]);
    expect(await suggest('qqqqzz')).toEqual([]);
    expect(await suggest('amu & | !:*')).toEqual(expect.any(Array));
  });

  it('refuses a missing, empty or over-long keyword with 400', async () => {
    for (const query of ['', '?keyword=', `?keyword=${'x'.repeat(101)}`]) {
      const body = await expectFailure(await apiRequest(shop, 'GET', `${SUGGEST}${query}`), 400);
      expect(body.errors).toHaveProperty('keyword');
    }
  });
});

describe('searching in Devanagari', () => {
  const ids = (cards: readonly ProductCard[]) => cards.map((card) => card.id);

  it.each([
    ['आटा', 'atta', /atta|flour/i],
    ['चावल', 'chawal', /rice/i],
    ['हल्दी', 'haldi', /turmeric/i],
    ['दाल', 'dal', /dal/i],
    ['साबुन', 'sabun', /soap|detergent bar/i],
  ])('%s finds what %s finds', async (hindi, latin, kind) => {
    const found = await search(hindi);
    expect(found.length).toBeGreaterThan(5);
    expect(ids(found)).toEqual(ids(await search(latin)));
    for (const card of found.slice(0, 10)) expect(`${kindOf(card)} ${card.name}`).toMatch(kind);
  });

  it('finds the same cumin for ज़ीरा typed precomposed, with a combining nukta, or as जीरा', async () => {
    const precomposed = await search('\u095b\u0940\u0930\u093e');
    const combining = await search('\u091c\u093c\u0940\u0930\u093e');
    const plain = await search('जीरा');
    expect(precomposed.length).toBeGreaterThan(5);
    for (const card of precomposed.slice(0, 10)) expect(`${kindOf(card)} ${card.name}`).toMatch(/cumin|jeera/i);
    expect(ids(combining)).toEqual(ids(precomposed));
    expect(ids(plain)).toEqual(ids(precomposed));
    expect(ids(precomposed)).toEqual(ids(await search('jeera')));
  });

  it('transliterates a word outside the vocabulary: बासमती finds basmati rice', async () => {
    const found = await search('बासमती');
    expect(found.length).toBeGreaterThan(5);
    for (const card of found) expect(kindOf(card)).toBe('Basmati Rice');
    expect(ids(found)).toEqual(ids(await search('basmati')));
  });

  it('reads every Devanagari word of a keyword, beside Latin words, and limits to a subcategory', async () => {
    const salt = await search('tata नमक');
    expect(ids(salt)).toEqual(ids(await search('tata namak')));
    expect(ids(await search('टाटा नमक'))).toEqual(ids(salt));
    expect(ids(await search('काली मिर्च'))).toEqual(ids(await search('kali mirch')));
    const inGroceries = await search('चावल', 'Groceries');
    expect(inGroceries.length).toBeGreaterThan(0);
    for (const card of inGroceries) expect(card.category).toBe('Groceries');
  });

  it('ignores zero-width joiners and tolerates a spelling the transliteration gets only close to', async () => {
    expect(ids(await search('हल्\u200dदी'))).toEqual(ids(await search('हल्दी')));
    // 'इलाइची' is not in the vocabulary; read 'ilaichi' it is a word of the catalog.
    const cardamom = await search('इलाइची');
    expect(cardamom.length).toBeGreaterThan(0);
    for (const card of cardamom.slice(0, 10)) expect(`${kindOf(card)} ${card.name}`).toMatch(/cardamom|elaichi/i);
  });

  it('completes a Devanagari prefix to the Hindi word, in Devanagari, then what it names', async () => {
    const haldi = await suggest('हल्');
    expect(haldi[0]).toEqual({ text: 'हल्दी', category: 'Spices & Dry Fruits' });
    expect(haldi.map((s) => s.text)).toContain('Turmeric Powder');
    const atta = await suggest('आट');
    expect(atta[0]).toEqual({ text: 'आटा', category: 'Groceries' });
    expect(atta.length).toBeGreaterThan(3);
    for (const suggestion of [...haldi, ...atta]) expect((await search(suggestion.text)).length).toBeGreaterThan(0);
  });

  it("writes the products' Hindi phrases in Devanagari for a shopper typing it, and in Latin letters for one who is not", async () => {
    const devanagari = (await suggest('आटा')).map((s) => s.text);
    expect(devanagari).toContain('चक्की आटा');
    expect(devanagari).not.toContain('chakki atta');
    expect((await suggest('तेल')).map((s) => s.text)).toEqual(expect.arrayContaining(['सरसों का तेल']));
    // Brands, kinds and product names stay as printed on the pack.
    expect((await suggest('हल्दी')).map((s) => s.text)).toContain('Turmeric Powder');
    for (const text of devanagari) expect((await search(text)).length).toBeGreaterThan(0);
    const latin = (await suggest('atta')).map((s) => s.text);
    expect(latin).toContain('chakki atta');
    expect(latin.some((text) => /[\u0900-\u097f]/.test(text))).toBe(false);
  });

  it('offers each Hindi word a prefix may be the start of before the products', async () => {
    const cha = (await suggest('चा')).map((s) => s.text);
    expect(cha.slice(0, 2)).toEqual(expect.arrayContaining(['चाय', 'चावल']));
    const da = await suggest('दा');
    expect(da[0]).toEqual({ text: 'दाल', category: 'Dals & Flours' });
    expect(da.map((s) => s.text)).toContain('दालचीनी');
    // The words typed before the last are kept: 'टाटा नम' is completed to Tata's salt, not all salt.
    expect((await suggest('टाटा नम'))[0]).toEqual({ text: 'टाटा नमक', category: 'Groceries' });
    // Typed letter by letter, शैम्पू reaches 'शैम' before its virama.
    expect((await suggest('शैम'))[0]?.text).toBe('शैम्पू');
  });

  it('suggests through the transliteration what the vocabulary does not hold', async () => {
    const texts = (await suggest('बास')).map((s) => s.text.toLowerCase());
    expect(texts).toEqual(expect.arrayContaining(['basmati']));
  });

  it('records a Devanagari keyword once, as NFC, however the nukta was typed', async () => {
    const shopper = await signedInShopper(shop);
    for (const keyword of ['\u095b\u0940\u0930\u093e', '\u091c\u093c\u0940\u0930\u093e']) {
      shop.clock.advance(60_000);
      await search(keyword, undefined, shopper);
    }
    expect(await recentOf(shopper)).toEqual(['\u095b\u0940\u0930\u093e'.normalize('NFC')]);
  });
});

describe('recent searches', () => {
  it('are recorded for a signed-in shopper, normalised, newest first and distinct', async () => {
    const shopper = await signedInShopper(shop);
    for (const keyword of ['Atta', '  colgate  ', 'tata   namak', 'atta']) {
      shop.clock.advance(60_000);
      await search(keyword, undefined, shopper);
    }
    expect(await recentOf(shopper)).toEqual(['atta', 'tata namak', 'colgate']);
  });

  it('keep the 10 newest', async () => {
    const shopper = await signedInShopper(shop);
    const keywords = Array.from({ length: 12 }, (_, i) => `keyword ${i}`);
    for (const keyword of keywords) {
      shop.clock.advance(60_000);
      await search(keyword, undefined, shopper);
    }
    expect(await recentOf(shopper)).toEqual(keywords.slice(2).reverse());
    const [row] = await shop.deps.db.select({ n: count() }).from(searches).where(eq(searches.userId, shopper.user.id));
    expect(row?.n).toBe(10);
  });

  it("are each shopper's own, and visitors' searches are not recorded", async () => {
    const asha = await signedInShopper(shop);
    const ravi = await signedInShopper(shop, { name: 'Ravi Kumar' });
    await search('haldi', undefined, asha);
    await search('sabun', undefined, ravi);
    const [before] = await shop.deps.db.select({ n: count() }).from(searches);
    await search('jeera');
    const [after] = await shop.deps.db.select({ n: count() }).from(searches);
    expect(after?.n).toBe(before?.n);
    expect(await recentOf(asha)).toEqual(['haldi']);
    expect(await recentOf(ravi)).toEqual(['sabun']);
  });

  it('are recorded only from the app itself: a link on another site, a typed address or a script records nothing', async () => {
    const shopper = await signedInShopper(shop);
    await search('ghee', undefined, shopper);
    for (const fetchSite of ['cross-site', 'same-site', 'none', undefined]) {
      shop.clock.advance(60_000);
      const headers: Record<string, string> = fetchSite ? { 'Sec-Fetch-Site': fetchSite } : {};
      const response = await shopper.request('GET', `${SEARCH}?keyword=planted`, undefined, headers);
      expect(response.status, String(fetchSite)).toBe(200);
    }
    expect(await recentOf(shopper)).toEqual(['ghee']);
  });

  it('answer visitors with an empty list', async () => {
    const response = await apiRequest(shop, 'GET', RECENT);
    expect(response.status).toBe(200);
    expect(v.parse(RecentSearchesResponseSchema, await response.json()).data).toEqual([]);
  });
});
